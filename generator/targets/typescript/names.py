"""How the TypeScript target names and types what the model describes.

Every function takes a model object (or a name) and returns TypeScript source text; the target
registers each as a Jinja filter under the same name (``ts_type`` …), so templates only print
them. The naming rules: the module exports ``parse<Prefix>Envelope``, ``validate<Prefix><Item>``,
``emit<Prefix><Argument>``, ``<Prefix>ProtocolError``; a shape is ``check<Shape>``'d.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from generator import naming
from generator.model import Field, Variant
from generator.model.protocol import Protocol, Safety
from generator.model.rules import Enum
from generator.model.types import (
    JSON_KINDS,
    AnyType,
    BooleanType,
    EnumType,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    Shape,
    StringType,
    TextType,
)
from generator.targets.code import field_doc
from generator.targets.typescript.layout import split_top_level

# The target's options, re-exported: the templates' filters are this module's ts_* names.
from generator.targets.typescript.options import rendering as rendering
from generator.targets.typescript.options import ts_named as ts_named
from generator.targets.typescript.options import ts_options as ts_options
from generator.targets.typescript.options import ts_package as ts_package
from generator.targets.typescript.options import ts_prefix as ts_prefix

_TS_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_TS_SIMPLE = re.compile(r"[A-Za-z_$][A-Za-z0-9_$.]*(\[\])*")

# --------------------------------------------------------------------------- literals and keys


def ts_string(value: str) -> str:
    """A TypeScript string literal as prettier writes it: single quotes (the seed's style), or
    double quotes when that takes fewer escapes (a value with more ' than "). U+2028 and U+2029
    are escaped too: JSON leaves them raw, but JavaScript ends a line at each, so a tool that
    reads the module by lines would take the rest of the literal for code."""
    body = json.dumps(value, ensure_ascii=False)[1:-1].replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    if value.count("'") > value.count('"'):
        return f'"{body}"'
    return "'" + body.replace('\\"', '"').replace("'", "\\'") + "'"


def ts_value(value: object) -> str:
    """A JSON value (a default) as a TypeScript literal: strings as :func:`ts_string`."""
    return ts_string(value) if isinstance(value, str) else json.dumps(value)


def ts_type_alias(name: str, members: list[str]) -> str:
    """``export type Name = A | B`` as prettier lays it out: on one line when it fits, else the
    union alone on the next line, else one member a line."""
    line = f"export type {name} = {' | '.join(members)}"
    if len(line) <= 120:
        return line
    union = "  " + " | ".join(members)
    if len(union) <= 120:
        return f"export type {name} =\n{union}"
    return f"export type {name} =\n" + "\n".join(_union_member_lines(m) for m in members)


def _union_member_lines(member: str) -> str:
    """One ``| member`` of a union laid out one a line; an object type too long for its line is
    broken as prettier breaks it there (its members at six spaces, the brace at four)."""
    line = f"  | {member}"
    if len(line) <= 120 or not (member.startswith("{ ") and member.endswith(" }")):
        return line
    fields = split_top_level(member[2:-2], ";")
    return "\n".join(["  | {", *(f"      {f}" for f in fields), "    }"])


# What every plain object inherits in JavaScript (Object.getOwnPropertyNames(Object.prototype)).
JS_INHERITED = frozenset(
    {
        "__defineGetter__",
        "__defineSetter__",
        "__lookupGetter__",
        "__lookupSetter__",
        "__proto__",
        "constructor",
        "hasOwnProperty",
        "isPrototypeOf",
        "propertyIsEnumerable",
        "toLocaleString",
        "toString",
        "valueOf",
    }
)


def ts_read(record: str, key: str) -> str:
    """TypeScript that reads field ``key`` of a parsed JSON object: a plain index, as generated
    validators do (``own()``'s hasOwnProperty call was an eighth of parsing the largest chart), or
    ``own()`` for a name every object inherits, which a plain index would find on the prototype."""
    if key in JS_INHERITED:
        return f"own({record}, {ts_string(key)})"
    return f"{record}[{ts_string(key)}]"


def is_ts_identifier(name: str) -> bool:
    return bool(_TS_IDENTIFIER.fullmatch(name))


_KIND_TESTS = {
    "string": "typeof {v} === 'string'",
    "number": "typeof {v} === 'number'",
    "boolean": "typeof {v} === 'boolean'",
    "array": "Array.isArray({v})",
    "object": "isPlainObject({v})",
}


def ts_kind_test(t: FieldType, v: str) -> str:
    """The condition that a value ``v`` is of the JSON kind alternative ``t`` takes."""
    return _KIND_TESTS[JSON_KINDS[t.kind]].format(v=v)


def ts_key(item: str | Field) -> str:
    """A name (or a field's name) as a key in a TypeScript object literal or type: bare when
    it can be."""
    name = item if isinstance(item, str) else item.name
    return name if is_ts_identifier(name) else ts_string(name)


def is_ts_simple(type_text: str) -> bool:
    """A type that can take ``[]`` without parentheses (a name, keyword or array of one)."""
    return bool(_TS_SIMPLE.fullmatch(type_text))


def ts_doc_lines(item: Field | Variant) -> list[str]:
    """The lines of a field's JSDoc (its one doc, ``field_doc``) or a variant's."""
    return (field_doc(item) if isinstance(item, Field) else item.doc).splitlines()


# --------------------------------------------------------------------------- types


def _enum_type(t: EnumType) -> str:
    return ts_named(t.enum)


def ts_union(t: EnumType) -> str:
    return " | ".join(ts_string(v) for v in t.enum.accepted)


def _list_type(t: ListType) -> str:
    inner = ts_type(t.of)
    return f"{inner}[]" if is_ts_simple(inner) else f"Array<{inner}>"


_MAP_VALUES = {"string": "string", "number": "number", "boolean": "boolean", "null": "null", "any": "unknown"}


def _map_type(t: MapType) -> str:
    return "Record<string, " + " | ".join(_MAP_VALUES[v] for v in t.values) + ">"


# One entry per field-type class: an unknown kind fails here, not in a template.
_TYPES: dict[type[FieldType], Callable[[Any], str]] = {
    StringType: lambda t: "string",
    EnumType: _enum_type,
    BooleanType: lambda t: "boolean",
    IntegerType: lambda t: "number",
    NumberType: lambda t: "number",
    TextType: lambda t: "string",
    AnyType: lambda t: "unknown",
    OneOfType: lambda t: " | ".join(ts_type(alt) for alt in t.of),
    ObjectType: lambda t: ts_ref(t.shape),
    ListType: _list_type,
    MapType: _map_type,
}


def ts_type(t: FieldType) -> str:
    try:
        return _TYPES[type(t)](t)
    except KeyError:
        raise ValueError(f"the TypeScript target has no type for {type(t).__name__}") from None


def ts_longest_value(t: EnumType | Enum) -> int:
    """The longest value, reserved ones too, in UTF-16 units (a JavaScript string's length)."""
    return max(len(v.encode("utf-16-le")) // 2 for v in (t.enum if isinstance(t, EnumType) else t).values)


# --------------------------------------------------------------------------- fields


def ts_local(f: Field) -> str:
    """A TypeScript checker's constant for the field's checked value: ``fResourceId``."""
    return "f" + naming.pascal(f.name)


def ts_member(f: Field) -> str:
    return f"{ts_key(f)}{'' if f.required else '?'}: {ts_type(f.type)}{' | null' if f.null_is_value else ''}"


def leading_required(fields: list[Field]) -> list[Field]:
    """The fields before the first optional one: always present, so a TypeScript checker puts
    them in one object literal (V8 builds an object from a literal several times faster than it
    grows one key by key from ``{}``: 20 % of parsing the largest chart)."""
    run: list[Field] = []
    for f in fields:
        if not f.required:
            break
        run.append(f)
    return run


def ts_out_literal(run: list[Field], tag: tuple[str, str] | None = None, tag_after: str | None = None) -> str:
    """The object literal a TypeScript checker starts ``out`` with: the discriminator ``tag``
    (key, value) first, or after the field ``tag_after`` when that is in the run, then the run's
    constants, in spec order."""
    tag_entry = f"{ts_key(tag[0])}: {ts_string(tag[1])}" if tag else ""
    entries = [tag_entry] if tag and not tag_after else []
    for f in run:
        entries.append(f"{ts_key(f)}: {ts_local(f)}")
        if tag and f.name == tag_after:
            entries.append(tag_entry)
    return "{ " + ", ".join(entries) + " }" if entries else "{}"


# --------------------------------------------------------------------------- shapes and variants


def ts_checker(item: Shape | Variant) -> str:
    if isinstance(item, Variant):
        return "check" + naming.pascal(item.name) + naming.pascal(item.item_name)
    return "check" + naming.pascal(item.name)


def ts_known(item: Shape | Variant) -> str:
    """The constant holding the keys its objects declare (``unknown: keep`` or ``refuse``)."""
    return "KNOWN_" + naming.upper_snake(ts_checker(item).removeprefix("check"))


def ts_open_member(item: Shape | Variant) -> str | None:
    """The index signature that ends the object type under ``unknown: keep``, so a consumer
    reads a kept key (``action['extra']``) as ``unknown`` without a cast; else None."""
    return "[key: string]: unknown" if item.unknown == "keep" else None


def _object_type(item: Shape | Variant, members: list[str]) -> str:
    return "{ " + "; ".join([*members, *filter(None, [ts_open_member(item)])]) + " }"  # on one line


def ts_ref(shape: Shape) -> str:
    return ts_named(shape)


def ts_union_members(shape: Shape) -> list[str]:
    """A union shape's members as types, each with its tag: ``({ type: 'text' } & TextPart)``."""
    assert shape.union is not None
    key = ts_key(shape.union.discriminator)
    out = []
    for tag, member in shape.union.members:
        out.append(f"({{ {key}: {ts_string(tag)} }} & {ts_named(member)})")  # the tag beside its type
    return out


def ts_type_name(v: Variant, p: Protocol | None = None) -> str:
    return ts_options(p).prefix + naming.pascal(v.name) + naming.pascal(v.item_name)


def ts_literal(v: Variant) -> str:
    return ts_string(v.wire)


def ts_tag_member(v: Variant) -> str:
    return f"{v.discriminator}: {ts_literal(v)}"


def ts_single_line(v: Variant) -> str | None:
    """The variant's object type on one line, when it is short and has no comments."""
    if v.includes or v.doc or any(field_doc(f) for f in v.own_fields):
        return None
    text = _object_type(v, [ts_tag_member(v)] + [ts_member(f) for f in v.own_fields])
    return text if len(text) <= 72 else None


# --------------------------------------------------------------------------- the protocol


def ts_protocol_id_type(p: Protocol) -> str:
    return f"{ts_prefix(p)}ProtocolId"


def ts_envelope(p: Protocol) -> str:
    return f"{ts_prefix(p)}Envelope"


def ts_item_union(p: Protocol) -> str:
    return ts_prefix(p) + naming.pascal(p.envelope.item)


def ts_parse(p: Protocol) -> str:
    return f"parse{ts_prefix(p)}Envelope"


def ts_error_class(p: Protocol) -> str:
    return f"{ts_prefix(p)}ProtocolError"


def ts_any_envelope_members(protocols: list[Protocol]) -> list[str]:
    """The members of index.ts's ``AnyEnvelope``: each protocol's id with its envelope type."""
    return [f"{{ protocol: {ts_protocol_id_type(p)}; envelope: {ts_envelope(p)} }}" for p in protocols]


def ts_stream_class(p: Protocol) -> str:
    """The stream validator of a protocol with stream rules: ``AgUiEventStream``."""
    return ts_prefix(p) + naming.pascal(p.envelope.item) + "Stream"


def ts_validate(p: Protocol) -> str:
    return f"validate{ts_prefix(p)}{naming.pascal(p.envelope.item)}"


def ts_parse_arg(p: Protocol) -> str:
    return f"parse{ts_prefix(p)}{naming.pascal(p.tool.argument)}Arg"


def ts_build(p: Protocol) -> str:
    return f"build{ts_prefix(p)}Envelope"


def ts_emit(p: Protocol) -> str:
    return f"emit{ts_prefix(p)}{naming.pascal(p.tool.argument)}"


def ts_apply(p: Protocol) -> str:
    return f"apply{ts_prefix(p)}{naming.pascal(p.tool.argument)}"


def ts_file_stem(p: Protocol) -> str:
    return p.name


def ts_protocol_constant(p: Protocol) -> str:
    return f"{naming.upper_snake(p.name)}_PROTOCOL"


def ts_map_on_literal(s: Safety) -> bool:
    """Whether a map's output is built on an object literal and given a null prototype once full,
    rather than made with ``Object.create(null)``: the same object in the end, but V8 keeps the
    literal in fast mode (a null-prototype object from the start is a dictionary), so filling
    and stringifying it is cheaper (bench/README.md, "TypeScript, item 5"). Only where the
    protocol refuses the key ``__proto__`` before the write: on a literal, writing that key
    would set the prototype instead of adding an entry (the one accessor Object.prototype has)."""
    return "__proto__" in s.forbidden_keys


def ts_magnitude(s: Safety) -> str:
    """``Safety.magnitude`` as TypeScript source: numbers there are doubles already."""
    return str(s.max_magnitude) if s.max_magnitude is not None else "Number.MAX_VALUE"
