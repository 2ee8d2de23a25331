"""Formatting helpers for text targets: JSON examples in the doc's style, markdown cells."""

from __future__ import annotations

import json
from typing import Any

from generator.model import reference
from generator.model.fields import Field, Format, Limit, ListType, MapType, Shape, StringType, Variant
from generator.model.protocol import Example, Protocol

WIDTH = 80

# Words from spec names that start with a vowel letter but a consonant sound ("a user", "a
# unique", "a one-off"); the article follows the sound, which spelling only approximates.
_CONSONANT_SOUNDS = ("uni", "use", "usa", "usi", "usu", "uti", "ure", "eu", "one", "once")


def article(word: str) -> str:
    """"a" or "an" before ``word`` (a spec name: ``actions``, ``prompt``, ``report_threat``)."""
    lowered = word.lower().lstrip("`_")
    vowel = lowered[:1] in ("a", "e", "i", "o", "u") and not lowered.startswith(_CONSONANT_SOUNDS)
    return "an" if vowel else "a"


def are(names: list[str]) -> str:
    """The verb for a list of names: "is" for one, "are" for several."""
    return "is" if len(names) == 1 else "are"


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


def md_cell(text: str) -> str:
    """Text safe inside a markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def field_row(f: Field) -> list[str]:
    return [f"`{f.name}`", "yes" if f.required else "no", f.type.doc_type, f.doc_notes]


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
    """A worked example as the canonical envelope the engine emits for the agent's call
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
        "Where the two languages cannot agree, the engine's output still re-validates unchanged: "
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


def schema_scope(p: Protocol) -> str:
    """What the generated JSON Schema states of this protocol, naming only what it has."""
    sites = [t for _, t in p.value_sites()]
    has_bounds = p.envelope.min_value is not None or p.envelope.max_value is not None or any(
        getattr(t, attr, None) is not None for t in sites for attr in _BOUND_ATTRS
    )
    parts = ["every limit and bound"] if has_bounds else []
    if p.enums:
        parts.append("every enum (its canonical values)")
    if any(getattr(t, "pattern", None) or getattr(t, "format", None) for t in sites):
        parts.append("every pattern")
    parts.append("no unknown fields")
    return ", ".join(parts[:-1]) + (", and " if len(parts) > 2 else " and ") + parts[-1] if len(parts) > 1 else parts[0]
