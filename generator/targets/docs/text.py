"""The docs target's words: the model said in prose (a type's name and rules in a field table),
JSON examples in the doc's style, markdown cells, and English agreement."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from generator import guide, naming
from generator.model import Field, Variant, reference
from generator.model.protocol import Example, Protocol
from generator.model.rules import Format, Limit, Rule, bound_value, needs_fixpoint
from generator.model.types import (
    AnyType,
    BooleanType,
    CountOf,
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
from generator.targets import literals
from generator.targets.english import article

WIDTH = 80


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        if not value:
            return "{}"
        body = ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {_inline(v)}" for k, v in value.items())
        return "{ " + body + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def _block(value: Any, indent: int, lead: int) -> str:
    """``value`` starting at column ``lead``; inline when it fits, else one member per line."""
    inline = _inline(value)
    if lead + len(inline) <= WIDTH or not isinstance(value, (dict, list)) or not value:
        return inline
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        members = []
        for k, v in value.items():
            key = f"{json.dumps(k, ensure_ascii=False)}: "
            members.append(pad + key + _block(v, indent + 2, indent + 2 + len(key)))
        return "{\n" + ",\n".join(members) + "\n" + " " * indent + "}"
    members = [pad + _block(v, indent + 2, indent + 2) for v in value]
    return "[\n" + ",\n".join(members) + "\n" + " " * indent + "]"


def json_block(value: Any) -> str:
    """A JSON example as the protocol doc prints it: short values inline, long ones expanded."""
    return _block(value, 0, 0)


md_cell = literals.md_cell  # the table macros' filter (generator/targets/literals.py)


def field_row(f: Field) -> list[str]:
    return [f"`{f.name}`", "yes" if f.required else "no", doc_type(f.type), doc_notes(f)]


def limit_row(limit: Limit) -> list[str]:
    return [f"`{limit.name}`", str(limit.value), limit.doc or "—"]


def format_users(p: Protocol, fmt: Format) -> list[str]:
    """Where a named format is used, as `variant.field` / `shape.field`, in spec order."""
    out: list[str] = []
    owners: list[Variant | Shape] = [*p.variants, *p.shapes]
    for owner in owners:
        members = owner.own_fields if isinstance(owner, Variant) else owner.fields
        for f in members:
            t = f.type
            while isinstance(t, ListType):
                t = t.of
            if isinstance(t, StringType) and t.format is fmt:
                out.append(f"`{owner.name}.{f.name}`")
    return out


def example_envelope(p: Protocol, example: Example) -> dict[str, object]:
    """A worked example as the canonical envelope the validators emit for the model's call
    (defaults filled in, keys in output order); the builder has checked that it validates."""
    if p.envelope.list_key is None:
        return reference.build_envelope(p, example.items[0])
    return reference.build_envelope(p, example.items, example.fields)


def number_differences(p: Protocol) -> str:
    """What the TypeScript twin cannot see of Python's int/float split, for the kinds of value
    this protocol has (the doc's TypeScript helpers section); empty when it has none."""
    kinds = {type(t).__name__ for _, t in p.value_sites()}
    kinds |= {"NumberType" for _, t in p.value_sites() if isinstance(t, MapType) and t.allows["number"]}
    said = []
    if "NumberType" in kinds:
        said.append("prints `49` where Python prints `49.0`")
    if "IntegerType" in kinds:
        said.append("accepts `2.0` where an integer is required")
    if "TextType" in kinds:
        said.append('turns a number `1.0` sent as text into `"1"` (Python: `"1.0"`)')
    if not said:
        return ""
    listed = ", ".join(said[:-1]) + (", and " if len(said) > 2 else " and ") + said[-1] if len(said) > 1 else said[0]
    return (
        "Where the two languages cannot agree, Python's output still re-validates unchanged: "
        f"JSON has one number type in JavaScript, so the TypeScript twin {listed}."
    )


def count_phrase(low: int | None, high: int | None, noun: str) -> str:
    """How many ``noun`` objects a list holds: "1–10 X objects", "at least 1 …", "up to 10 …"."""
    if low and high:
        return f"{low}–{high} {noun} objects"
    if high:
        return f"up to {high} {noun} objects"
    if low:
        return f"at least {low} {noun} object{'s' if low != 1 else ''}"
    return f"any number of {noun} objects"


_BOUND_ATTRS = ("max_length", "min", "max", "min_items", "max_items", "max_entries")


def doc_field_overrides(p: Protocol) -> bool:
    """Whether some field departs from the doc's general rules on empty strings and null."""
    fields = [f for s in p.shapes for f in s.fields] + [f for v in p.variants for f in v.fields] + p.envelope.fields
    return any(f.null != "missing" or getattr(f.type, "keep_empty", False) for f in fields)


def doc_unknown_fields(p: Protocol) -> str:
    """What the envelope's ``unknown`` does, as the doc's rules say it."""
    return {
        "drop": "Unknown fields are dropped",
        "refuse": "Unknown fields are refused",
        "keep": "Unknown fields are kept as sent, after the declared ones",
    }[p.envelope.unknown]


def schema_scope(p: Protocol) -> str:
    """What the generated JSON Schema states of this protocol, naming only what it has."""
    sites = [t for _, t in p.value_sites()]
    has_bounds = (
        p.envelope.min_value is not None
        or p.envelope.max_value is not None
        or any(getattr(t, attr, None) is not None for t in sites for attr in _BOUND_ATTRS)
    )
    parts = ["every limit and bound"] if has_bounds else []
    if p.enums:
        parts.append("every enum (its canonical values)")
    if any(getattr(t, "pattern", None) or getattr(t, "format", None) for t in sites):
        parts.append("every pattern")
    parts.append("no unknown fields" if p.envelope.unknown != "keep" else "the declared fields (unknown ones are kept)")
    return ", ".join(parts[:-1]) + (", and " if len(parts) > 2 else " and ") + parts[-1] if len(parts) > 1 else parts[0]


# --------------------------------------------------------------------------- the model in words
# How the doc (and the model's tool description) says what a type accepts and what its rules
# do; one function per field-type class, chosen through one table.


def doc_rule_words(rules: tuple[Rule, ...]) -> list[str]:
    """Each rule in words, in order."""
    return [r.words for r in rules]


def describe_rules(rules: tuple[Rule, ...], prefix: str = "") -> list[str]:
    """The doc's words for a rule list, in order; a list applied until stable says so."""
    out = [f"{prefix}{r.words}" for r in rules]
    if needs_fixpoint(rules):
        out.append("those steps repeated until nothing changes")
    return out


def _string_rules(t: StringType) -> list[str]:
    out = describe_rules(t.normalise)
    if t.starts_with:
        out.append(f"must start with `{t.starts_with}`")
    if t.max_length is not None:
        out.append(f"at most {bound_value(t.max_length)} characters")
    if t.pattern:
        out.append(f"must match `{t.pattern}`")
    if t.format:
        out.append(f"a {t.format.name.replace('_', ' ')} (see Safety)")
    if t.default is not None:
        out.append(f"default `{t.default}`")
    if t.keep_empty:
        out.append('`""` is a value, kept')
    return out


def _enum_rules(t: EnumType) -> list[str]:
    out = describe_rules(t.normalise) or ["exact match"]
    if t.enum.reserved:
        shown = ", ".join(f"`{v}`" for v in t.enum.reserved)
        out.append(f"{shown} reserved: {t.enum.reserved_reason}")
    if t.default is not None:
        out.append(f"default `{t.default}`")
    return out


def _integer_rules(t: IntegerType) -> list[str]:
    out = ["a whole number (not a boolean)" + ("; `2.0` is `2`" if t.whole_floats else "")]
    if t.min is not None:
        out.append(f"≥ {t.min}")
    if t.max is not None:
        out.append(f"≤ {t.max}")
    if isinstance(t.default, CountOf):
        out.append(f"when omitted, the length of `{t.default.field}` if that is not empty")
    elif t.default is not None:
        out.append(f"default `{t.default}`")
    return out


def _list_rules(t: ListType) -> list[str]:
    low, high = bound_value(t.min_items), bound_value(t.max_items)
    out = []
    if low and high:
        out.append(f"{low}–{high} items")
    elif low:
        out.append("not empty" if low == 1 else f"at least {low} items")
    elif high:
        out.append(f"at most {high} items")
    out.extend(f"each {rule}" for rule in doc_rules(t.of))
    if t.unique_by:
        out.append(f"`{t.unique_by}` unique within the list")
    return out


def _map_rules(t: MapType) -> list[str]:
    out = describe_rules(t.key_normalise, "keys ") + ["keys not empty", "values kept as sent"]
    if t.max_entries is not None:
        out.append(f"at most {bound_value(t.max_entries)} entries")
    return out


# type -> (its name in a field table, its checks and normalisations in words)
_TYPES: dict[type[FieldType], tuple[Callable[[Any], str], Callable[[Any], list[str]]]] = {
    StringType: (lambda t: "string", _string_rules),
    EnumType: (lambda t: " | ".join(f"`{v}`" for v in t.enum.accepted), _enum_rules),
    BooleanType: (
        lambda t: "boolean",
        lambda t: ["`true` or `false` only"] + ([] if t.default is None else [f"default `{str(t.default).lower()}`"]),
    ),
    IntegerType: (lambda t: "integer", _integer_rules),
    NumberType: (lambda t: "number", lambda t: ["not a boolean"] + (["sent as a float"] if t.emit_float else [])),
    TextType: (lambda t: "string", lambda t: ["a number or boolean is sent as its text (`49`, `True`)"]),
    AnyType: (lambda t: "any JSON value", lambda t: ["kept as sent"]),
    OneOfType: (
        lambda t: " or ".join(doc_type(alt) for alt in t.of),
        lambda t: [f"as {doc_type(alt)}: {', '.join(doc_rules(alt))}" for alt in t.of if doc_rules(alt)],
    ),
    ObjectType: (
        lambda t: (
            " | ".join(f"{t.shape.union.discriminator} `{tag}`" for tag in t.shape.union.tags)
            if t.shape.union
            else "{ " + ", ".join(f.name for f in t.shape.fields) + " }"
        ),
        lambda t: [],
    ),
    ListType: (lambda t: f"{doc_type(t.of)}[]", _list_rules),
    MapType: (lambda t: "object of " + " / ".join(t.values), _map_rules),
}


def _entry(t: FieldType) -> tuple[Callable[[Any], str], Callable[[Any], list[str]]]:
    try:
        return _TYPES[type(t)]
    except KeyError:
        raise ValueError(f"the docs target has no words for {type(t).__name__}") from None


def doc_type(t: FieldType) -> str:
    """How the protocol doc names the type in a field table."""
    return _entry(t)[0](t)


def doc_rules(t: FieldType) -> list[str]:
    """The checks and normalisations, in words, for the doc's field tables."""
    return _entry(t)[1](t)


def doc_notes(f: Field) -> str:
    """The Notes cell: the author's note, then the rules the generated code enforces."""
    null = {
        "value": ["`null` is a value, kept"],
        "refused": ["`null` refused"],
        "tolerated": ["`null` tolerated as missing, with a warning in a stream"],
    }.get(f.null, [])
    needs = [f"only with {' and '.join(f'`{name}`' for name in f.requires)}"] if f.requires else []
    rules = "; ".join([*null, *needs, *doc_rules(f.type)])
    return " — ".join(part for part in (f.doc, rules) if part)


def doc_items_heading(p: Protocol) -> str:
    """The doc's heading over the variants: "Actions", "Prompts"; "Report" for one."""
    item = naming.pascal(p.envelope.item)
    return f"{item}s" if p.envelope.is_list else item


def doc_detecting_heading(p: Protocol) -> str:
    """The heading of the section on reading a tool result: "Detecting a console tool result"."""
    return f"Detecting {article(p.tool.name)} {p.tool.name} tool result"


def doc_anchor(heading: str) -> str:
    """The link target GitHub gives a heading (generator/guide.py's rule)."""
    return guide.anchor(heading.replace("`", ""))


def doc_file(p: Protocol) -> str:
    return f"{p.name}-protocol.md"
