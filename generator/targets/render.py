"""Stage 4: render templates into ``{relative path: text}``; nothing here writes files.

One Jinja environment, strict about undefined names, with the filters templates need to
print literals and names. Each target (Python, TypeScript, docs) is a function from a
:class:`Protocol` to its files, so a new target is a new function and a new template folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

import jinja2

from generator import naming

from generator.targets.docs import text as docfmt

from generator.targets.jsonschema import schema as jsonschema

from generator.targets.tool import definition as tooldef
from generator.targets.python.batch import Batching, batching
from generator.output.cache import bytecode_cache
from generator.model.fields import (
    Bound,
    EnumType,
    Field,
    Limit,
    ListType,
    MapType,
    NumberType,
    Rule,
    Shape,
    StringType,
    TextType,
    Variant,
    bound_code,
    bound_value,
    leading_required,
    removes_prefix,
)
from generator.model.protocol import Envelope, Protocol, Safety
from generator.model.stable import SPACE_CLASS, StableRules, stable_rule_lists



def _templates_folder() -> Path:
    """Where the templates are: package data of an installed generator (pyproject.toml maps
    templates/ into the wheel as ``generator/templates``), else the checkout's own templates/
    beside generator/. Found from this package, never from the current folder, so a copy of a
    checkout renders with its own templates even when another checkout is installed."""
    packaged = resources.files("generator") / "templates"
    if packaged.is_dir():
        return Path(str(packaged))  # a folder, not a zip: Jinja's loader reads files
    return Path(__file__).resolve().parents[2] / "templates"


TEMPLATES = _templates_folder()

# A rendered tree: paths relative to generated/, POSIX separators, text with "\n" newlines.
Files = dict[str, str]


def py_literal(value: Any) -> str:
    """A Python literal for a JSON-like value (strings in double quotes, like black's)."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, str):
        # Readable characters as they are; the rest (U+2028, U+0085, …, which tools that read
        # Python source by lines can take for line ends) as escapes Python reads the same way.
        text = json.dumps(value, ensure_ascii=False)
        return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}" for c in text)
    if isinstance(value, (int, float)):
        return repr(value)
    raise TypeError(f"no Python literal for {value!r}")


def at_least_message(bound: Bound) -> str:
    """The error reason for a list under its minimum, as a Python/TS expression."""
    if bound_value(bound) == 1:
        return '"must not be empty"'
    if isinstance(bound, Limit):
        return f'f"must have at least {{{bound.name}}} items"'
    return f'"must have at least {bound} items"'


def indent_code(text: str, width: int) -> str:
    """Indent every non-blank line by ``width`` spaces; blank text stays empty (unlike Jinja's
    ``indent``, which would leave stray spaces where a macro rendered nothing)."""
    pad = " " * width
    return "".join(pad + line if line.strip() else line for line in text.splitlines(keepends=True))


def _path_body(path_expr: str) -> str:
    if path_expr.startswith('f"'):
        return path_expr[2:-1]
    text: str = json.loads(path_expr)
    return text.replace("{", "{{").replace("}", "}}")


def index_path(path_expr: str, index_var: str) -> str:
    """``"items"`` + ``vi`` → ``f"items[{vi}]"``: the path of a list element, built only on error."""
    return f'f"{_path_body(path_expr)}[{{{index_var}}}]"'


def member_path(path_expr: str, name: str) -> str:
    """``f"options[{vi}]"`` + ``id`` → ``f"options[{vi}].id"``."""
    return f'f"{_path_body(path_expr)}.{name}"'


def ts_member_path(path_expr: str, name: str) -> str:
    return f"`{_ts_path_body(path_expr)}.{name}`"


def key_path(path_expr: str, key_var: str) -> str:
    """``"fields"`` + ``vk`` → ``f"fields.{vk}"``: the path of a map entry."""
    return f'f"{_path_body(path_expr)}.{{{key_var}}}"'


def ts_out_literal(run: list[Field], tag: tuple[str, str] | None = None, tag_after: str | None = None) -> str:
    """The object literal a TypeScript checker starts ``out`` with: the discriminator ``tag``
    (key, value) first, or after the field ``tag_after`` when that is in the run, then the run's
    constants, in spec order."""
    tag_entry = f"{naming.ts_key(tag[0])}: {naming.ts_string(tag[1])}" if tag else ""
    entries = [tag_entry] if tag and not tag_after else []
    for f in run:
        entries.append(f"{f.ts_key}: {f.ts_local}")
        if tag and f.name == tag_after:
            entries.append(tag_entry)
    return "{ " + ", ".join(entries) + " }" if entries else "{}"


def ts_comment(text: str) -> str:
    """Spec text inside a TypeScript ``/** … */`` comment: ``*/`` would end it early."""
    return text.replace("*/", "*\\/")


@dataclass(frozen=True)
class CodeContext:
    """What the value macros of one language share for one protocol."""

    err: str  # the protocol error class
    patterns: dict[str, str]  # regex source -> the constant holding it compiled
    safety: Safety
    until_stable: bool  # some rule list is applied until stable: the runtime helper is needed
    stable: dict[tuple[Rule, ...], StableRules]  # each such rule list, with its constant
    space_class: str  # Python's str.isspace() set as a regex class body (generator/model/stable.py)
    batching: Batching  # which lists the Python checks a column at a time (generator/targets/python/batch.py)
    # Some value is checked against the magnitude bound (`Safety.magnitude`): with safe_numbers,
    # every number and integer; without, numbers only (finite), so not an integer-only protocol.
    checks_numbers: bool


def code_context(p: Protocol, err: str) -> CodeContext:
    """Regexes get one constant each, in spec order: field patterns, then named formats."""
    sources: list[str] = []
    rule_lists = [p.envelope.discriminator.normalise] if p.envelope.discriminator else []
    checks_numbers = p.safety.bounds_integers
    owners: list[Shape | Variant | Envelope] = [*p.shapes, *p.variants, p.envelope]
    for owner in owners:
        for f in owner.fields:
            t = f.type
            while isinstance(t, ListType):
                t = t.of
            if isinstance(t, (NumberType, TextType)) or (isinstance(t, MapType) and t.allows["number"]):
                checks_numbers = True
            if isinstance(t, StringType):
                sources += [s for s in (t.pattern, t.format.pattern if t.format else None) if s]
            if isinstance(t, (StringType, EnumType)):
                rule_lists.append(t.normalise)
            elif isinstance(t, MapType):
                rule_lists.append(t.key_normalise)
    patterns: dict[str, str] = {}
    for source in sources:
        patterns.setdefault(source, f"_PATTERN_{len(patterns)}")
    stable = stable_rule_lists(rule_lists)
    batch = batching(p.shapes, [owner.fields for owner in owners])
    return CodeContext(
        err=err,
        patterns=patterns,
        safety=p.safety,
        until_stable=bool(stable),
        stable=stable,
        space_class=SPACE_CLASS,
        batching=batch,
        checks_numbers=checks_numbers,
    )


def ts_at_least_message(bound: Bound) -> str:
    if bound_value(bound) == 1:
        return "'must not be empty'"
    return f"`must have at least ${{{bound_code(bound)}}} items`"


def ts_index_path(path_expr: str, index_var: str) -> str:
    """``'items'`` + ``vi`` → `` `items[${vi}]` ``: the path of a list element."""
    return f"`{_ts_path_body(path_expr)}[${{{index_var}}}]`"


def ts_key_path(path_expr: str, key_var: str) -> str:
    return f"`{_ts_path_body(path_expr)}.${{{key_var}}}`"


def _ts_path_body(path_expr: str) -> str:
    if path_expr.startswith("`"):
        return path_expr[1:-1]
    return path_expr[1:-1].replace("\\'", "'").replace("`", "\\`").replace("${", "\\${")


def header(protocol: Protocol, comment: str) -> str:
    return "\n".join(f"{comment} {line}" for line in run_header([protocol]))


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(
        py=py_literal,
        indent_code=indent_code,
        removes_prefix=removes_prefix,
        ts_comment=ts_comment,
        leading_required=leading_required,
        ts_out_literal=ts_out_literal,
        bound=bound_code,
        at_least_message=at_least_message,
        index_path=index_path,
        key_path=key_path,
        member_path=member_path,
        ts_member_path=ts_member_path,
        ts_at_least_message=ts_at_least_message,
        ts_index_path=ts_index_path,
        ts_key_path=ts_key_path,
        json_block=docfmt.json_block,
        article=docfmt.article,
        schema_scope=docfmt.schema_scope,
        count_phrase=docfmt.count_phrase,
        number_differences=docfmt.number_differences,
        ts=naming.ts_string,
        ts_read=naming.ts_read,
        ts_key=naming.ts_key,
        md_cell=docfmt.md_cell,
        field_row=docfmt.field_row,
        limit_row=docfmt.limit_row,
        format_users=docfmt.format_users,
        example_envelope=docfmt.example_envelope,
        schema_unexpressed=jsonschema.unexpressed,
    )
    env.bytecode_cache = bytecode_cache(env)  # compiled templates from the last run (cache.py)
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


def python_files(p: Protocol) -> Files:
    root = f"python/{p.python_distribution}"
    ctx = code_context(p, p.py_error_class)
    return {
        f"{root}/src/{p.py_package_path}/__init__.py": render(
            "python/module.py.jinja", p=p, ctx=ctx, header=header(p, "#")
        ),
        f"{root}/src/{p.py_package_path}/_types.py": render("python/types.py.jinja", p=p, header=header(p, "#")),
        f"{root}/src/{p.py_package_path}/tool.py": render(
            "python/tool.py.jinja", t=tooldef.tool_definition(p), header=header(p, "#")
        ),
        f"{root}/src/{p.py_package_path}/py.typed": "",
        f"{root}/pyproject.toml": render("python/pyproject.toml.jinja", p=p, header=header(p, "#")),
    }


def typescript_files(p: Protocol) -> Files:
    root = f"typescript/{p.name}"
    return {
        f"{root}/{p.ts_file_stem}.ts": render(
            "typescript/module.ts.jinja", p=p, ctx=code_context(p, p.ts_error_class), header=header(p, "//")
        ),
        f"{root}/package.json": render("typescript/package.json.jinja", p=p),
        f"{root}/tsconfig.json": render("typescript/tsconfig.json.jinja", p=p, header=header(p, "//")),
    }


def doc_files(p: Protocol) -> Files:
    types_block = render("typescript/types.ts.jinja", p=p)
    parse_block = render("typescript/parse.ts.jinja", p=p, ctx=code_context(p, p.ts_error_class))
    text = render(
        "docs/protocol.md.jinja",
        p=p,
        header=header(p, "").replace("\n", " -->\n<!--").join(("<!--", " -->")),
        types_block=types_block,
        parse_block=parse_block,
    )
    return {f"docs/{p.doc_file}": text}


def jsonschema_files(p: Protocol) -> Files:
    """The canonical envelope as JSON Schema, built as a dict (generator/targets/jsonschema/schema.py says why);
    JSON has no comments, so the do-not-edit header is its ``$comment``."""
    comment = " ".join(run_header([p]))
    return {f"jsonschema/{p.jsonschema_file}": jsonschema.schema_text(p, comment)}


TARGETS: dict[str, Callable[[Protocol], Files]] = {
    "python": python_files,
    "typescript": typescript_files,
    "docs": doc_files,
    "jsonschema": jsonschema_files,
}


def render_protocol(p: Protocol) -> Files:
    files: Files = {}
    for target in TARGETS.values():
        files.update(target(p))
    return files


def run_header(protocols: list[Protocol]) -> list[str]:
    """The do-not-edit lines of a file made from ``protocols`` (one, or every one of a run)."""
    sources = ", ".join(p.source for p in protocols)
    lines = ["****** THIS IS A GENERATED FILE, DO NOT EDIT. ******", f"Source: {sources}"]
    return lines + ([f"Regenerate: {protocols[0].regenerate_command}"] if protocols else [])


def typescript_index(protocols: list[Protocol]) -> Files:
    """The one target over every protocol of a run: ``typescript/index.ts`` with
    ``parseAnyEnvelope``, which dispatches on ``protocol`` (several majors side by side)."""
    head = "\n".join(f"// {line}" for line in run_header(protocols))
    return {"typescript/index.ts": render("typescript/index.ts.jinja", protocols=protocols, header=head)}
