"""Valid values for the adversarial bench to start from: every field present, optional ones too,
so every field site has a value the crafted one replaces (bench/hostile_cases.py)."""

from __future__ import annotations

import re
from typing import Any

from generator.model import (
    BooleanType,
    EnumType,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    StringType,
    TextType,
    bound_value,
)
from generator.model.protocol import Protocol
from generator.spec.pattern_parse import parse, shortest_nonempty


def sample_string(t: StringType, index: int = 0) -> str:
    patterns = [x for x in (t.pattern, t.format.pattern if t.format else None) if x]
    shortest = [shortest_nonempty(parse(x)) for x in patterns]
    guesses = [g + str(index) for g in shortest if index] + shortest + [f"sample{index}", f"/sample{index}", "a1", "x"]
    for guess in guesses:
        value = (t.starts_with or "") + guess if not guess.startswith(t.starts_with or "") else guess
        limit = bound_value(t.max_length)
        value = value[:limit] if limit is not None else value
        if value and all(re.fullmatch(x, value) for x in patterns):
            return value
    raise ValueError(f"no sample fits {patterns}")


def sample(t: FieldType, index: int = 0) -> Any:
    """A valid value with every optional field present (so every site has a value to replace)."""
    if isinstance(t, StringType):
        return sample_string(t, index)
    if isinstance(t, EnumType):
        return t.enum.accepted[0]
    if isinstance(t, BooleanType):
        return True
    if isinstance(t, IntegerType):
        value = t.min if t.min is not None and t.min > 1 else 1
        return value if t.max is None else min(value, t.max)
    if isinstance(t, NumberType):
        return 1.5
    if isinstance(t, TextType):
        return "text"
    if isinstance(t, ListType):
        return [sample(t.of, i) for i in range(max(1, bound_value(t.min_items) or 0))]
    if isinstance(t, ObjectType):
        return {f.name: sample(f.type, index) for f in t.shape.fields}
    if isinstance(t, MapType):
        return {"key": {"string": "value", "number": 1, "boolean": True, "null": None}[t.values[0]]}
    raise TypeError(t)


def base_item(p: Protocol, variant_index: int) -> dict[str, Any]:
    v = p.variants[variant_index]
    disc = p.envelope.discriminator
    item = {disc.field: v.name} if disc else {}
    item.update({f.name: sample(f.type) for f in v.fields if f.name not in v.forbid})
    return item
