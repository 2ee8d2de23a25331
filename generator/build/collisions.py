"""Stage 3, the checks a spec's names and text need before any target renders them: a value
that cannot be carried where it lands (a line break in a one-line title), a name that generated
code already uses (a constant, a type, a global, a module of the standard library, the
envelope's own ``protocol`` key), shapes that contain themselves through any kind of
reference, and nesting past what the generators walk. Each is refused at its position with
the reason (spec/README.md, "Names the generated code keeps").
"""

from __future__ import annotations

import keyword
import sys
from collections.abc import Iterator
from typing import Any

from generator.errors import Position, SpecError
from generator.model import FieldType, ListType, MapType, ObjectType, OneOfType, Shape
from generator.model.protocol import Protocol
from generator.spec.load import DocPath, Document
from generator.targets import literals
from generator.targets.code import enum_constant, item_types_constant, reserved_constant
from generator.targets.python import names as py_names
from generator.targets.typescript import names as ts_names

# Shapes nested in shapes (a list or a one_of counts as a level too): deeper, the generators'
# recursive walks would run out of stack; stated in spec/README.md.
MAX_TYPE_DEPTH = 32

# A name that becomes a file or folder name (the protocol's, the distribution's, each part of the
# module path): file systems take 255 bytes; stated in spec/README.md.
MAX_PATH_NAME = 100

# Text that lands on one line of a generated file: a heading, a docstring's first line, an
# error line, a path.
ONE_LINE: tuple[DocPath, ...] = (
    ("protocol", "title"),
    ("tool", "error_prefix"),
    ("packages", "python", "replaces"),
    ("prose", "batching", "title"),
)

def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# What the TypeScript module uses from the language (its globals and utility types): a
# ts_name equal to one would shadow it.
TS_GLOBALS = _words(
    "Array ArrayBuffer BigInt Boolean DataView Date Error EvalError Exclude Extract Function "
    "Infinity InstanceType Iterable Iterator JSON Lowercase Map Math NaN NonNullable Number Object "
    "Omit Parameters Partial Pick Promise PropertyKey RangeError Readonly ReadonlyArray ReadonlyMap "
    "ReadonlySet Record ReferenceError RegExp Required ReturnType Set String Symbol SyntaxError "
    "TextDecoder TextEncoder TypeError URIError Uint8Array Uppercase WeakMap WeakSet globalThis "
    "undefined"
)
# What the runtime files export with a capital (tests/test_collisions… holds this to them): a
# module imports them beside its own types.
TS_RUNTIME_TYPES = _words("JsonRules StreamRecord StreamRule StreamScope StreamValidator StreamVerdict UntilStable")
# What the Python modules import from typing (a shape's class named so would replace it).
PY_TYPING = _words(
    "Any Final Literal NotRequired Required TypeAlias TypedDict Union TYPE_CHECKING"
)
# Words JavaScript reserves: a tool argument becomes a parameter name.
JS_RESERVED = _words(
    "await break case catch class const continue debugger default delete do else enum export extends "
    "false finally for function if implements import in instanceof interface let new null package "
    "private protected public return static super switch this throw true try typeof var void while "
    "with yield"
)
# Each runtime file's stem: a protocol's TypeScript module is named after the protocol, beside them.
RUNTIME_STEMS = frozenset({"runtime", "runtime_json", "runtime_stream", "index"})


def _fail(doc: Document, path: DocPath, reason: str) -> SpecError:
    return SpecError(doc.at(path), reason)


def _get(data: Any, path: DocPath) -> Any:
    for part in path:
        if not isinstance(data, (dict, list)) or (isinstance(data, dict) and part not in data):
            return None
        data = data[part]  # type: ignore[index]
    return data


def check_one_line(doc: Document) -> None:
    paths = [*ONE_LINE, *(("examples", i, "title") for i in range(len(doc.data.get("examples", []))))]
    for path in paths:
        text = _get(doc.data, path)
        if isinstance(text, str) and literals.one_line(text) != text:
            raise _fail(doc, path, f"'{path[-1]}' is one line of the generated files: it must not contain a line break")


def check_names(doc: Document, p: Protocol) -> None:
    """The names a spec chooses against the names generated code keeps."""
    module = py_names.py_module(p).split(".")
    where: DocPath = ("packages", "python", "module")
    for path, parts in (
        (("protocol", "name"), [p.name]),
        (("packages", "python", "distribution"), [py_names.py_distribution(p)]),
        (where, module),
    ):
        longest = max(parts, key=len)
        if len(longest) > MAX_PATH_NAME:
            reason = f"'{longest[:20]}…' is {len(longest)} characters; it names a file or folder, which takes at most {MAX_PATH_NAME}"
            raise _fail(doc, path, reason)
    if module[0] in sys.stdlib_module_names:
        raise _fail(doc, where, f"module '{py_names.py_module(p)}' would shadow the standard library's '{module[0]}'")
    for part in module:
        if keyword.iskeyword(part) or keyword.issoftkeyword(part):
            raise _fail(
                doc, where, f"module '{py_names.py_module(p)}': '{part}' is a Python keyword, which cannot be imported"
            )
    if p.name in RUNTIME_STEMS:
        raise _fail(
            doc, ("protocol", "name"), f"name '{p.name}' is the name of a runtime file written beside the module"
        )
    for where, name in ((("tool", "argument"), p.tool.argument), (("envelope", "item"), p.envelope.item)):
        if keyword.iskeyword(name) or name in JS_RESERVED:
            reason = f"{where[-1]} '{name}' is a reserved word, and it names a parameter of the generated functions"
            raise _fail(doc, where, reason)
    if p.envelope.list_key == "protocol":
        raise _fail(doc, ("envelope", "list"), "the list key 'protocol' is the envelope's own key (the protocol id)")
    # a field named 'protocol' in a single-object envelope: refused by the builder, which sees
    # the fields a variant includes (generator/build/builder.py, variant)
    _check_constants(doc, p)
    _check_type_names(doc, p)


def _check_constants(doc: Document, p: Protocol) -> None:
    """Module-level constants both languages export: one name, one constant."""
    fixed: DocPath = ("protocol", "name")
    taken: dict[str, DocPath] = {
        name: fixed
        for name in ("PROTOCOL", "PROTOCOL_VERSION", "TOOL_NAME", "TOOL_ARGUMENT", "ERROR_PREFIX", "TYPE_CHECKING")
    }
    taken[ts_names.ts_protocol_constant(p)] = fixed
    taken[ts_names.ts_protocol_constant(p) + "_VERSION"] = fixed
    taken[f"{ts_names.ts_prefix(p).upper()}_TOOL_NAME"] = ("packages", "typescript", "prefix")
    wanted: list[tuple[str, DocPath]] = [(limit.name, ("limits", limit.name)) for limit in p.limits]
    if item_types_constant(p):
        wanted.append((item_types_constant(p), ("envelope", "item")))
    for enum in p.enums:
        wanted.append((enum_constant(enum), ("enums", enum.name)))
        if enum.reserved:
            wanted.append((reserved_constant(enum), ("enums", enum.name, "reserved")))
    for name, path in wanted:
        if name in taken:
            first = doc.at(taken[name]).line
            raise SpecError(
                doc.key_at(path),
                f"generates the constant '{name}', which the spec at line {first} also generates; rename one",
            )
        taken[name] = path


def _type_name_at(doc: Document, section: str, name: str) -> Position:
    """Where a shape's or an enum's TypeScript name comes from: its entry in the TypeScript
    options' ``type_names`` (or the ``ts_name`` it was read from), its ``type_name``, or its name."""
    for path in (("packages", "typescript", "type_names", name), (section, name, "ts_name"), (section, name, "type_name")):
        if _get(doc.data, path) is not None:
            return doc.at(path)
    return doc.key_at((section, name))


def _check_type_names(doc: Document, p: Protocol) -> None:
    """Every shape and enum is an exported TypeScript type (``ts_named``): none may be a name
    the module declares, a global it uses, or another's."""
    generated = {
        ts_names.ts_envelope(p),
        ts_names.ts_item_union(p),
        ts_names.ts_error_class(p),
        ts_names.ts_protocol_id_type(p),
        f"{ts_names.ts_prefix(p)}Skipped",
        f"{ts_names.ts_prefix(p)}EnvelopeOptions",
        *(ts_names.ts_type_name(v, p) for v in p.variants),
        *TS_RUNTIME_TYPES,
    }
    if p.stream is not None:
        generated.add(ts_names.ts_stream_class(p))
    declared = {e.name for e in p.enums} | {s.name for s in p.shapes}
    for name in ts_names.ts_options(p).type_names:
        if name not in declared:
            reason = f"type_names: '{name}' is no enum or shape of the spec (enums and shapes: {', '.join(sorted(declared)) or 'none'})"
            raise SpecError(doc.key_at(("packages", "typescript", "type_names", name)), reason)
    named: dict[str, tuple[str, Position]] = {}
    for section, items in (("enums", p.enums), ("shapes", p.shapes)):
        for item in items:
            name, at = ts_names.ts_named(item, p), _type_name_at(doc, section, item.name)
            if name in generated or name in TS_GLOBALS:
                kind = "a name the generated module declares" if name in generated else "a TypeScript global the module uses"
                raise SpecError(at, f"{section[:-1]} '{item.name}' would be the TypeScript type '{name}', {kind}; choose another name")
            if name in named:
                other, first = named[name]
                reason = f"{section[:-1]} '{item.name}' would be the TypeScript type '{name}', as {other} is (line {first.line}); choose another name"
                raise SpecError(at, reason)
            named[name] = (f"{section[:-1]} '{item.name}'", at)
    py_taken = PY_TYPING | {py_names.py_item_union(p), py_names.py_envelope_class(p), py_names.py_error_class(p)}
    for shape in p.shapes:
        if py_names.py_class(shape) in py_taken:
            reason = f"shape '{shape.name}' would be the Python class '{py_names.py_class(shape)}', a name the package already uses"
            raise SpecError(doc.key_at(("shapes", shape.name)), reason + "; rename it")


def _shapes_in(t: FieldType, path: DocPath) -> Iterator[tuple[Shape, DocPath]]:
    """The shapes a value type holds, through lists and a one_of's alternatives, each with
    where its ``shape:`` is written."""
    if isinstance(t, ListType):
        yield from _shapes_in(t.of, path + ("of",))
    elif isinstance(t, OneOfType):
        for i, alt in enumerate(t.of):
            yield from _shapes_in(alt, path + ("of", i))
    elif isinstance(t, ObjectType):
        yield t.shape, path + ("shape",)


def _levels(t: FieldType) -> int:
    """How many levels of nesting a value type adds before it reaches a shape's fields."""
    if isinstance(t, ListType):
        return 1 + _levels(t.of)
    if isinstance(t, OneOfType):
        return 1 + max((_levels(alt) for alt in t.of), default=0)
    return 1 if isinstance(t, (ObjectType, MapType)) else 0


def _children(shape: Shape) -> list[tuple[str, DocPath, int]]:
    """The shapes a shape holds: each with where it is named and the levels on the way."""
    out: list[tuple[str, DocPath, int]] = []
    for i, f in enumerate(shape.fields):
        for child, path in _shapes_in(f.type, ("shapes", shape.name, "fields", i)):
            out.append((child.name, path, _levels(f.type)))
    for tag, member in shape.union.members if shape.union else []:
        out.append((member.name, ("shapes", shape.name, "union", "members", tag), 1))
    return out


def check_shapes(doc: Document, shapes: dict[str, Shape]) -> None:
    """No shape contains itself, through a field, a list, a one_of or a union; and no value
    nests more than :data:`MAX_TYPE_DEPTH` levels. Walked with a stack, not recursion: a spec
    may nest deeper than Python's stack."""
    depth: dict[str, int] = {}  # the deepest nesting below each shape, once known
    for root in shapes:
        if root in depth:
            continue
        stack: list[tuple[str, int]] = [(root, 0)]  # a shape, and how many children it has visited
        on_path: list[str] = [root]
        while stack:
            name, done = stack[-1]
            children = _children(shapes[name])
            if done < len(children):
                stack[-1] = (name, done + 1)
                child, via, _ = children[done]
                if child in on_path:
                    chain = " → ".join(on_path[on_path.index(child) :] + [child])
                    raise _fail(doc, via, f"shape '{child}' contains itself ({chain}); recursion is not supported")
                if child not in depth:
                    stack.append((child, 0))
                    on_path.append(child)
                continue
            own = max((_levels(f.type) for f in shapes[name].fields), default=0)
            depth[name] = max([own, *(levels + depth[child] for child, _, levels in children)])
            if depth[name] > MAX_TYPE_DEPTH:
                reason = f"shape '{name}' nests values {depth[name]} levels deep, past the {MAX_TYPE_DEPTH} the generators take"
                raise SpecError(doc.key_at(("shapes", name)), reason)
            stack.pop()
            on_path.pop()


def spec_path_problem(text: str) -> str | None:
    """Why the spec's path or the output folder, which every generated file's header names on
    one comment line (and the doc inside ``<!-- -->``), cannot be carried there."""
    if not text.isprintable():
        bad = next(c for c in text if not c.isprintable())
        return f"the spec's path or the output folder holds U+{ord(bad):04X}, which a one-line header comment cannot carry; rename it"
    if "-->" in text or "--!>" in text:
        return "the spec's path or the output folder holds '-->', which would end the doc's header comment; rename it"
    return None
