"""Stage 4, JSON Schema target: the canonical envelope of one protocol as JSON Schema 2020-12.

The schema describes what the engine *emits* (every value already normalised, defaults filled
in, unknown fields dropped), not the looser tool argument it accepts. It is built as a dict
from the typed model instead of rendered from a template: JSON has no comments, no trailing
commas and its own string escaping (patterns are full of backslashes), so a template would be
mostly punctuation and escaping, while ``json.dumps`` of a dict is valid by construction and the
code below reads in the model's own terms. Per field type, one function in ``_VALUE_SCHEMAS``
(unknown kinds raise). What JSON Schema cannot say is listed for the doc by
generator/targets/docs/schema_notes.py.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from generator import naming
from generator.model import (
    AnyType,
    BooleanType,
    CountOf,
    EnumType,
    Field,
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
    Variant,
    bound_value,
)
from generator.model.protocol import Protocol
from generator.targets.code import field_doc
from generator.targets.json_schema.options import jsonschema_id

DIALECT = "https://json-schema.org/draft/2020-12/schema"
Schema = dict[str, Any]

# Why the item union uses if/then, stated in the schema itself.
_DISCRIMINATION = (
    "Discriminated on `{field}` with an if/then per type rather than oneOf: a validator then "
    "reports only the errors of the type the item names, where oneOf reports every type's "
    "failures (or none that helps, for an unknown type, which the enum on `{field}` names)."
)


def def_name(item: Protocol | Variant | Shape) -> str:
    """A ``$defs`` entry's name: the item union (``ConsoleAction``), a variant (``SetThemeAction``),
    a shape (``ResourceItem``), as the Python TypedDicts spell them, which readers know."""
    if isinstance(item, Protocol):
        return naming.pascal(item.name) + naming.pascal(item.envelope.item)
    if isinstance(item, Variant):
        return naming.pascal(item.name) + naming.pascal(item.item_name)
    return naming.pascal(item.name)


def schema_text(p: Protocol, comment: str) -> str:
    """The schema file: ``comment`` (the do-not-edit header) goes in ``$comment``."""
    return json.dumps(envelope_schema(p, comment), indent=2, ensure_ascii=False) + "\n"


def envelope_schema(p: Protocol, comment: str = "") -> Schema:
    root: Schema = {"$schema": DIALECT}
    if jsonschema_id(p):
        root["$id"] = jsonschema_id(p)
    if comment:
        root["$comment"] = comment
    root["title"] = f"{p.title} ({p.id}): the canonical envelope"
    if p.summary:
        root["description"] = p.summary
    defs: Schema = {}
    env = p.envelope
    if env.list_key is None:
        variant = p.variants[0]
        body = _object(variant.fields, p, leading={"protocol": {"const": p.id}})
        root.update(body)
    else:
        items: Schema = {"type": "array", "items": {"$ref": f"#/$defs/{def_name(p)}"}}
        items.update(_count_bounds(env.min_value, env.max_value, "Items"))
        if env.unique:
            items["$comment"] = _unique_comment(env.unique)
        root.update(_object(env.fields, p, leading={"protocol": {"const": p.id}, env.list_key: items}))
        defs[def_name(p)] = _item_union(p)
        for v in p.variants:
            defs[def_name(v)] = _variant(v, p)
    for shape in p.shapes:
        defs[def_name(shape)] = _shape(shape, p)
    if defs:
        root["$defs"] = defs
    return root


# --------------------------------------------------------------------------- objects


def _object(fields: list[Field], p: Protocol, leading: Schema | None = None) -> Schema:
    """A closed object (canonical output drops or refuses unknown fields), open where the
    envelope keeps them. A field with a fixed default is required, since the engine always fills
    it in."""
    properties: Schema = dict(leading or {})
    required = list(leading or {})
    for f in fields:
        properties[f.name] = _field(f, p)
        if f.required or fixed_default(f.type):
            required.append(f.name)
    out: Schema = {"type": "object"}
    if required:
        out["required"] = required
    out["properties"] = properties
    dependent = {f.name: list(f.requires) for f in fields if f.requires}
    if dependent:  # spec/README.md, "Fields that require others"
        out["dependentRequired"] = dependent
    # canonical output holds no other key, unless the envelope keeps unknown ones (any value)
    out["additionalProperties"] = p.envelope.unknown == "keep"
    return out


def fixed_default(t: FieldType) -> bool:
    default = getattr(t, "default", None)
    return default is not None and not isinstance(default, CountOf)


def _field(f: Field, p: Protocol) -> Schema:
    out = value_schema(f.type, p)
    if f.null_is_value:  # the one way null reaches the output (spec/README.md, "null")
        out = {"anyOf": [out, {"type": "null"}]}
    if field_doc(f):
        out = {"description": field_doc(f), **out}
    return out


def _variant(v: Variant, p: Protocol) -> Schema:
    disc = p.envelope.discriminator
    assert disc is not None  # a list envelope always has one (build.py)
    tag = {disc.field: {"const": v.wire}}
    out: Schema = {"title": v.name}
    if v.summary:
        out["description"] = v.summary
    if disc.after is None:
        out.update(_object(v.fields, p, leading=tag))
    else:  # list the tag where the engine emits it, after its `after` field
        body = _object(v.fields, p)
        properties: Schema = {}
        for name, schema in body["properties"].items():
            properties[name] = schema
            if name == disc.after:
                properties.update(tag)
        body["properties"] = properties
        body["required"] = [disc.field, *body.get("required", [])]
        out.update(body)
    return out


def _item_union(p: Protocol) -> Schema:
    disc = p.envelope.discriminator
    assert disc is not None
    return {
        "$comment": _DISCRIMINATION.format(field=disc.field),
        "type": "object",
        "required": [disc.field],
        "properties": {disc.field: {"enum": p.item_types}},
        "allOf": [
            {
                "if": {"required": [disc.field], "properties": {disc.field: {"const": v.wire}}},
                "then": {"$ref": f"#/$defs/{def_name(v)}"},
            }
            for v in p.variants
        ],
    }


def _shape(shape: Shape, p: Protocol) -> Schema:
    out: Schema = {"title": shape.name}
    if shape.doc:
        out["description"] = shape.doc
    if shape.union is None:
        out.update(_object(shape.fields, p))
        return out
    # a union: each member's fields behind its tag (the members' own definitions lack the tag)
    disc = shape.union.discriminator
    out["oneOf"] = [_object(member.fields, p, {disc: {"const": tag}}) for tag, member in shape.union.members]
    return out


# --------------------------------------------------------------------------- values


def value_schema(t: FieldType, p: Protocol) -> Schema:
    """The schema of one canonical value of type ``t``."""
    build = _VALUE_SCHEMAS.get(type(t))
    if build is None:
        raise ValueError(f"no JSON Schema for field type '{t.kind}'")
    return build(t, p)


def _string(t: StringType, p: Protocol) -> Schema:
    # Non-empty: a required string that normalises to "" is an error, an optional one is left out
    # (unless the string keeps "" as a value).
    out: Schema = {"type": "string"} if t.keep_empty else {"type": "string", "minLength": 1}
    if t.max_length is not None:
        out["maxLength"] = bound_value(t.max_length)  # code points, as the validators count
    patterns = [_full_match(s) for s in (t.pattern, t.format.pattern if t.format else None) if s]
    if t.starts_with:
        patterns.insert(0, "^" + _regex_escape(t.starts_with))
    if len(patterns) == 1:
        out["pattern"] = patterns[0]
    elif patterns:
        out["allOf"] = [{"pattern": s} for s in patterns]
    if t.format:
        out["$comment"] = f"format {t.format.name}: {t.format.message}"
    return out


def _enum(t: EnumType, p: Protocol) -> Schema:
    return {"enum": list(t.enum.accepted)}  # canonical values only; reserved ones are refused


def _boolean(t: BooleanType, p: Protocol) -> Schema:
    return {"type": "boolean"}


def _integer(t: IntegerType, p: Protocol) -> Schema:
    out: Schema = {"type": "integer"}
    out.update(_number_bounds(t.min, t.max, p))
    return out


def _number(t: NumberType, p: Protocol) -> Schema:
    out: Schema = {"type": "number"}
    out.update(_number_bounds(None, None, p))
    return out


def _text(t: TextType, p: Protocol) -> Schema:
    return {"type": "string"}  # a number or boolean arrives as its text; "" is kept


def _object_ref(t: ObjectType, p: Protocol) -> Schema:
    return {"$ref": f"#/$defs/{def_name(t.shape)}"}


def _list(t: ListType, p: Protocol) -> Schema:
    out: Schema = {"type": "array", "items": value_schema(t.of, p)}
    out.update(_count_bounds(bound_value(t.min_items), bound_value(t.max_items), "Items"))
    if t.unique_by:
        out["$comment"] = _unique_comment(t.unique_by)
    return out


def _map(t: MapType, p: Protocol) -> Schema:
    names: Schema = {"minLength": 1}
    if p.safety.forbidden_keys:
        names["not"] = {"enum": list(p.safety.forbidden_keys)}
    values: Schema = {} if t.open else {"type": list(t.values)}
    if "number" in t.values:
        values.update(_number_bounds(None, None, p))  # ignored by the non-number types
    out: Schema = {"type": "object", "propertyNames": names, "additionalProperties": values}
    out.update(_count_bounds(None, bound_value(t.max_entries), "Properties"))
    return out


_VALUE_SCHEMAS: dict[type, Callable[[Any, Protocol], Schema]] = {
    StringType: _string,
    EnumType: _enum,
    BooleanType: _boolean,
    IntegerType: _integer,
    NumberType: _number,
    TextType: _text,
    AnyType: lambda t, p: {},
    OneOfType: lambda t, p: {"anyOf": [value_schema(alt, p) for alt in t.of]},
    ObjectType: _object_ref,
    ListType: _list,
    MapType: _map,
}


def _number_bounds(low: int | None, high: int | None, p: Protocol) -> Schema:
    """The field's own bounds, tightened by the safety rule's ±max_magnitude."""
    magnitude = p.safety.max_magnitude
    if magnitude is not None:
        low = -magnitude if low is None else max(low, -magnitude)
        high = magnitude if high is None else min(high, magnitude)
    out: Schema = {}
    if low is not None:
        out["minimum"] = low
    if high is not None:
        out["maximum"] = high
    return out


def _count_bounds(low: int | None, high: int | None, noun: str) -> Schema:
    out: Schema = {}
    if low:
        out[f"min{noun}"] = low
    if high is not None:
        out[f"max{noun}"] = high
    return out


def _unique_comment(name: str) -> str:
    return f"`{name}` is unique across the items; JSON Schema cannot say unique by one property."


def _full_match(source: str) -> str:
    """Spec patterns must match the whole value; JSON Schema's ``pattern`` searches."""
    anchored = source.startswith("^") and source.endswith("$") and not source.endswith("\\$")
    return source if anchored and "|" not in source else f"^(?:{source})$"


def _regex_escape(text: str) -> str:
    """Escape for ECMA-262 as well as Python (``re.escape`` escapes characters, like ``-``, that
    a Unicode-mode ECMA-262 regex refuses to see escaped)."""
    return "".join("\\" + c if c in "\\^$.*+?()[]{}|/" else c for c in text)
