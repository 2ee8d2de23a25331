"""Formatting helpers for text targets: JSON examples in the doc's style, markdown cells."""

from __future__ import annotations

import json
from typing import Any

from generator import reference
from generator.model import Field, Format, Limit, ListType, Shape, StringType, Variant
from generator.protocol import Example, Protocol

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


def md_cell(text: str) -> str:
    """Text safe inside a markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def field_row(f: Field) -> list[str]:
    return [f"`{f.name}`", "yes" if f.required else "no", f.type.doc_type, f.doc_notes]


def limit_row(limit: Limit) -> list[str]:
    return [f"`{limit.name}`", str(limit.value), limit.doc]


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
