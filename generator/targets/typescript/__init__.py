"""The TypeScript target: the module the Console imports.

``generated/typescript/<name>/<name>.ts`` is one zero-dependency module (types, constants, the
validator twin of the Python one, the defensive ``parse<Prefix>Envelope``, a typed dispatcher)
with the ``package.json`` and ``tsconfig.json`` that build it; ``generated/typescript/index.ts``
spans every protocol of a run (``parseAnyEnvelope``). Names and types: ``names.py``; error paths
and messages: ``paths.py``; stream rules as literals: ``stream_literals.py``.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Any

from generator.model import Field, Variant, messages
from generator.model.plan import check_plan, split_at_omit
from generator.model.protocol import Protocol
from generator.model.rules import removes_prefix
from generator.model.types import Shape, requirements
from generator.output.files import Files
from generator.spec.pattern_parse import whole_match
from generator.targets import base, literals
from generator.targets.code import (
    CodeContext,
    bound_code,
    code_context,
    enum_constant,
    item_types_constant,
    reserved_constant,
)
from generator.targets.english import article
from generator.targets.python import names as py_names
from generator.targets.typescript import names, paths, steps, stream_literals
from generator.targets.typescript.layout import layout
from generator.targets.typescript.options import OPTIONS

_FILTERS: dict[str, Any] = {
    name: getattr(module, name)
    for module in (names, paths, stream_literals)
    for name in dir(module)
    if name.startswith("ts_") and callable(getattr(module, name))
}


def raw_param(item: Variant, p: Protocol) -> str:
    """An item checker's parameter: ``_raw`` when the checker reads nothing of it (no fields,
    none forbidden, unknown keys dropped), the name noUnusedParameters lets go unread."""
    return "raw" if item.fields or item.forbid or p.envelope.unknown != "drop" else "_raw"


_FILTERS.update(
    article=article,
    raw_param=raw_param,
    ts=names.ts_string,
    whole_match=whole_match,
    bound=bound_code,
    removes_prefix=removes_prefix,
    requirements=requirements,  # (field, sibling it requires, reason): checked after the fields
    leading_required=names.leading_required,
    py_emit=py_names.py_emit,  # named in a doc comment: the Python function it agrees with
    enum_constant=enum_constant,
    item_types_constant=item_types_constant,
    reserved_constant=reserved_constant,
    # a string's or an enum's checks: the model's plan, printed through the one table of steps.py
    check_plan=check_plan,
    split_at_omit=split_at_omit,
    ts_steps=steps.ts_steps,
    ts_rules=steps.rules_code,
    ts_text_safety=steps.text_safety,
    ts_stable_steps=steps.stable_steps,
    ts_argument_reasons=steps.ts_argument_reasons,
)
# templates take every error reason from the model's table: {{ m.NOT_A_STRING | py }}
render = base.Renderer(_FILTERS, {"m": messages})


def typescript_context(p: Protocol) -> CodeContext:
    return code_context(p, names.ts_error_class(p))


RUNTIME_EXPORT = re.compile(r"^export (function|const|type|class) (\w+)", re.MULTILINE)


def runtime_source(source: str = "runtime.ts") -> str:
    """A hand-written runtime file beside this module, as it is copied beside modules."""
    return (resources.files(__name__) / source).read_text(encoding="utf-8")


def runtime_files(ctx: CodeContext) -> list[str]:
    """runtime.ts goes beside every module; runtime_json.ts and runtime_stream.ts only where the
    Python twin has their counterparts (generator/targets/python/__init__.py, RUNTIME_FILES)."""
    files = ["runtime.ts", *(["runtime_json.ts"] if ctx.uses_json_runtime else [])]
    return files + (["runtime_stream.ts"] if ctx.has_stream else [])


# A string, a template literal or a comment of generated TypeScript (whose modules hold no
# regular expression literals: their patterns are strings, `new RegExp('…')`).
_TOKEN = re.compile(r"""'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|//[^\n]*|/\*.*?\*/""", re.S)


def without_comments(code: str) -> str:
    return _TOKEN.sub(lambda token: "" if token.group().startswith("/") else token.group(), code)


def runtime_import(body: str, files: list[str]) -> str:
    """The module's imports of the runtime helpers its code uses, a name in a comment not
    counted (an import nothing reads fails a consumer's noUnusedLocals)."""
    lines = []
    words = set(re.findall(r"\w+", without_comments(body)))  # one pass: a search a name was 0.2 s on a big module
    for source in files:
        used = []
        for kind, name in RUNTIME_EXPORT.findall(runtime_source(source)):
            if name in words:  # as `\bname\b` finds it: a whole word
                used.append(f"type {name}" if kind == "type" else name)
        if used:
            names_ = ", ".join(sorted(used, key=lambda n: n.removeprefix("type ")))
            lines.append(f"import {{ {names_} }} from './{source.removesuffix('.ts')}.js'")
    return "\n".join(lines)


# What `npm run build` and `npm pack` leave in the package's folder (base.gitignore).
GITIGNORE = "dist/\nnode_modules/\n*.tgz\n"


def typescript_files(p: Protocol) -> Files:
    root = f"typescript/{p.name}"
    head = base.header(p, "//")
    mark = "// the runtime import goes here"
    with names.rendering(p):
        ctx = typescript_context(p)
        files = runtime_files(ctx)
        module = render(
            "typescript/module.ts.jinja", p=p, ctx=ctx, header=head, runtime_import=mark, runtime_files=files
        )
    return {
        f"{root}/{names.ts_file_stem(p)}.ts": layout(
            module.replace(mark, runtime_import(module.replace(mark, ""), files))
        ),
        **{f"{root}/{source}": f"{head}\n{runtime_source(source)}" for source in files},
        f"{root}/package.json": render("typescript/package.json.jinja", p=p, runtime_files=files),
        f"{root}/tsconfig.json": render("typescript/tsconfig.json.jinja", p=p, header=head),
        f"{root}/.gitignore": base.gitignore(p, GITIGNORE),
    }


def typescript_index(protocols: list[Protocol]) -> Files:
    """What spans every protocol of a run: ``typescript/index.ts`` with ``parseAnyEnvelope``,
    which dispatches on ``protocol`` (several majors side by side)."""
    head = "\n".join(f"// {literals.one_line(line)}" for line in base.run_header(protocols))
    return {"typescript/index.ts": layout(render("typescript/index.ts.jinja", protocols=protocols, header=head))}


def types_block(p: Protocol) -> str:
    """The types alone, for the protocol doc's "TypeScript types" section."""
    with names.rendering(p):
        return render("typescript/types.ts.jinja", p=p)


# ---- names a spec may not give, because the generated TypeScript would break on them


def declared_names(fields: list[Field]) -> list[tuple[Field, str, str]]:
    """Each leading required field's ``const`` in a checker (``fFooBar``)."""
    return [(f, names.ts_local(f), "TypeScript constant") for f in names.leading_required(fields)]


def item_names(item: Shape | Variant) -> list[str]:
    """The checker a shape or variant generates (a variant's type, ``<Prefix><Name><Item>``,
    meets another's exactly when their checkers meet; a shape's type name is checked with the
    protocol's options, generator/build/collisions.py)."""
    return [names.ts_checker(item)]


TARGET = base.Target(
    name="typescript",
    files=typescript_files,
    run_files=typescript_index,
    declared_names=declared_names,
    item_names=item_names,
    options=OPTIONS,
)
