"""The Python target: the validator package the agent engine imports.

``generated/python/<distribution>/`` holds a pip-installable package with zero runtime
dependencies: ``__init__.py`` (the validator, rendered from templates/python/module.py.jinja),
``_runtime.py`` (the hand-written helpers of runtime.py, copied verbatim), ``_types.py``
(TypedDicts, imported on first use), ``py.typed``, ``pyproject.toml`` and a ``.gitignore`` for
what building the package in place leaves there. The
model's tool definition (``tool.py``) is the tool target's. Names and types: ``names.py``; what
the package exports and imports: ``exports.py``; the lists checked a column at a time: ``batch.py``.
"""

from __future__ import annotations

import keyword
import re
from importlib import resources
from typing import Any, Final

from generator.model import Field, ListType, MapType, Variant, messages
from generator.model.plan import check_plan, split_at_omit
from generator.model.protocol import Protocol
from generator.model.rules import removes_prefix
from generator.model.types import Shape, requirements
from generator.output.files import Files
from generator.targets import base
from generator.targets.code import (
    bound_code,
    enum_constant,
    item_types_constant,
    reserved_constant,
)
from generator.targets.docs.text import doc_file
from generator.targets.english import article
from generator.targets.python import exports, names, steps, stream_tables, typeddicts
from generator.targets.python.context import PythonContext as PythonContext
from generator.targets.python.context import python_context as python_context
from generator.targets.python.options import OPTIONS
from generator.targets.python.reasons import py_format, py_reason, reason_constants

_FILTERS: dict[str, Any] = {
    name: getattr(names, name) for name in dir(names) if name.startswith("py_") and callable(getattr(names, name))
}
_FILTERS.update({name: getattr(exports, name) for name in dir(exports) if name.startswith("py_")})
_FILTERS.update({name: getattr(typeddicts, name) for name in dir(typeddicts) if name.startswith("py_")})
_FILTERS.update({name: getattr(stream_tables, name) for name in dir(stream_tables) if name.startswith("py_")})
_FILTERS.update(
    article=article,
    py=names.py_literal,
    bound=bound_code,
    removes_prefix=removes_prefix,
    requirements=requirements,  # (field, sibling it requires, reason): checked after the fields
    enum_constant=enum_constant,
    item_types_constant=item_types_constant,
    reserved_constant=reserved_constant,
    index_path=names.index_path,
    key_path=names.key_path,
    member_path=names.member_path,
    doc_file=doc_file,  # named in the module's docstring
    # a string's or an enum's checks: the model's plan, printed through the one table of steps.py
    check_plan=check_plan,
    split_at_omit=split_at_omit,
    py_steps=steps.py_steps,
    py_rules=steps.rules_code,
    py_text_fault=steps.text_fault,
    py_text_safety=steps.text_safety,
    py_stable_steps=steps.stable_steps,
    py_format=py_format,
    py_reason=py_reason,  # a reason the module raises, as its constant where it has one
)
# templates take every error reason from the model's table: {{ m.NOT_A_STRING | py }}
render = base.Renderer(_FILTERS, {"m": messages})


def runtime_source(source: str = "runtime.py") -> str:
    """A hand-written runtime file beside this module, as it is copied into packages."""
    return (resources.files(__name__) / source).read_text(encoding="utf-8")


# The runtime files, as (source beside this module, the module it becomes in a package, what it
# holds): runtime.py, runtime_depth.py and runtime_argument.py go into every package
# (EVERY_PACKAGE); runtime_json.py only where a value is walked as any JSON (an `any` field, an open map, `unknown: keep`/`refuse`)
# and runtime_stream.py only where the spec has stream rules, so a protocol without them is
# generated as it was before. A runtime file imports only from those every package carries.
RUNTIME_FILES = (
    ("runtime.py", "_runtime", "The helpers every package carries"),
    ("runtime_depth.py", "_runtime_depth", "The depth rule"),
    ("runtime_argument.py", "_runtime_argument", "Reading the tool argument"),
    ("runtime_json.py", "_runtime_json", "The walk of `any` values"),
    ("runtime_stream.py", "_runtime_stream", "The engine of the stream rules"),
)
EVERY_PACKAGE: Final = frozenset({"_runtime", "_runtime_depth", "_runtime_argument"})


# A runtime file may use another's helpers, naming it as it is here (``from .runtime import
# has_surrogate``); in a package that module is ``_runtime``, and the copy says so. That import
# is the one thing a copy changes: the rest is the source, byte for byte.
_SIBLING_IMPORT = re.compile(r"^from \.(\w+) import ", re.MULTILINE)
_PACKAGE_MODULE = {source.removesuffix(".py"): module for source, module, _ in RUNTIME_FILES}


def package_runtime(source: str) -> str:
    """A runtime file as its copy in a package reads (without the header)."""
    return _SIBLING_IMPORT.sub(lambda m: f"from .{_PACKAGE_MODULE[m[1]]} import ", runtime_source(source))


def runtime_files(ctx: PythonContext) -> list[tuple[str, str, str]]:
    wanted = {"_runtime_json": ctx.uses_json_runtime, "_runtime_stream": ctx.has_stream}
    return [entry for entry in RUNTIME_FILES if entry[1] in EVERY_PACKAGE or wanted[entry[1]]]


# What runtime.py exports: its top-level functions, classes and UPPER_CASE constants.
RUNTIME_EXPORT = re.compile(r"^(?:def (\w+)\(|class (\w+)[(:]|([A-Z][A-Z0-9_]*)(?::| =))", re.MULTILINE)


def _isort_key(name: str) -> tuple[int, str]:
    """isort's order, which ruff checks: CONSTANTS, then Classes, then functions."""
    return (0 if name.isupper() else 1 if name[:1].isupper() else 2, name)


_WORD_OR_DOT = re.compile(r"[\w.]")


def _private_names(body: str) -> set[str]:
    r"""Every ``_name`` in ``body`` not preceded by a word character or a dot: what
    ``(?<![\w.])_name\b`` finds, in one pass (a search a name was 0.25 s on a big module). A
    match preceded by a word character is all word characters, so none it covers qualifies."""
    found = set()
    for match in re.finditer(r"_\w+", body):
        start = match.start()
        if start == 0 or not _WORD_OR_DOT.match(body[start - 1]):
            found.add(match.group(0))
    return found


def runtime_import(body: str, files: list[tuple[str, str, str]]) -> str:
    """The module's imports of the runtime helpers its body uses, each under a private name
    (``dumps`` as ``_dumps``): only those, since ruff refuses an unused import."""
    blocks = []
    private = _private_names(body)
    for source, module, what in files:
        exported = [next(filter(None, groups)) for groups in RUNTIME_EXPORT.findall(runtime_source(source))]
        exported = [name for name in exported if not name.startswith("_")]
        used = sorted((name for name in exported if "_" + name in private), key=_isort_key)
        lines = [f"from .{module} import {name} as _{name}" for name in used]
        if lines:  # a file every package carries may have nothing this one uses
            blocks.append("\n".join([f"# {what}, copied from generator/targets/python/{source}.", *lines]))
    return "\n\n".join(blocks)


# What `pip install ./generated/python/<distribution>` leaves in the package's folder (base.gitignore).
GITIGNORE = "build/\n*.egg-info/\n"


def python_files(p: Protocol) -> Files:
    root = f"python/{names.py_distribution(p)}/src/{names.py_package_path(p)}"
    head = base.header(p, "#")
    mark = "# the runtime imports go here"
    ctx = python_context(p)
    reasons = "# the reason constants go here"
    module = render("python/module.py.jinja", p=p, ctx=ctx, header=head, runtime_import=mark, reasons=reasons)
    module, constants = reason_constants(module, ctx.reasons)
    module = module.replace(reasons, constants)
    files = runtime_files(ctx)
    return {
        f"{root}/__init__.py": module.replace(mark, runtime_import(module.replace(mark, ""), files)),
        **{f"{root}/{name}.py": f"{head}\n{package_runtime(source)}" for source, name, _ in files},
        f"{root}/_types.py": render("python/types.py.jinja", p=p, header=head),
        f"{root}/py.typed": "",
        f"python/{names.py_distribution(p)}/pyproject.toml": render("python/pyproject.toml.jinja", p=p, header=head),
        f"python/{names.py_distribution(p)}/.gitignore": base.gitignore(p, GITIGNORE),
    }


# ---- names a spec may not give, because the generated Python would break on them


def declared_names(fields: list[Field]) -> list[tuple[Field, str, str]]:
    """The typed helpers of a list or a map (``v_foo_bar__list``): declared once per object."""
    return [
        (f, names.py_var(f) + ("__list" if isinstance(f.type, ListType) else "__map"), "Python variable")
        for f in fields
        if isinstance(f.type, (ListType, MapType))
    ]


def item_names(item: Shape | Variant) -> list[str]:
    members = names.py_union_members(item) if isinstance(item, Shape) and item.union else []
    return [names.py_class(item), names.py_checker(item), *(m.name for m in members)]


# The locals of the generated build_envelope() for a list envelope
# (templates/python/api_list.py.jinja), which takes each envelope field as a parameter.
BUILD_ENVELOPE_LOCALS = frozenset({"raw_items", "screen", "items", "exc", "seen", "i", "item", "key", "out", "raw"})


def parameter_problem(name: str, role: str, envelope: bool) -> str | None:
    """Envelope fields, and a single-item envelope's fields, are parameters of the generated
    functions: not a keyword (``from``), and not one of build_envelope()'s locals."""
    if keyword.iskeyword(name):
        return f"{role} '{name}' is a Python keyword, and it would be a parameter of the generated functions; rename it"
    if envelope and name in BUILD_ENVELOPE_LOCALS:
        return f"{role} '{name}' would shadow a variable of the generated build_envelope(); rename it"
    return None


TARGET = base.Target(
    name="python",
    files=python_files,
    declared_names=declared_names,
    item_names=item_names,
    parameter_problem=parameter_problem,
    options=OPTIONS,
    main_process=True,
)
