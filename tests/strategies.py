"""Hypothesis strategies derived from the typed model: valid items of every variant, and
hostile mutations of them. Used by test_fuzz.py; nothing here knows a particular protocol."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from generator.model import (
    AnyType,
    BooleanType,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    StringType,
    TextType,
    bound_value,
)
from generator.model.protocol import Protocol
from tests.conformance.cases import sample_string

# Cases a property for every fuzz suite (tests/test_fuzz.py, test_batch.py, test_json_layers.py):
# the default keeps the README's test command near five minutes on 2 cores; CI runs 1,000
# (.ci/run), and docs/testing.md has the big run.
FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "150"))

ODD_TEXT = st.sampled_from(
    [
        "",
        " ",
        "\t\n",
        "\x00",
        "\ud800",
        "\udfff",
        "a\ud800b",
        "\U0001f600",
        "\u200b",
        "\ufeff",
        "card-",
        "card-card-",
        "#",
        "##",
        "//evil.example",
        "/\\evil.example",
        "javascript:alert(1)",
        "/ok",
        "__proto__",
        "constructor",
        "prototype",
        "İ",
        "ß",
        "Σ",
        "\u0085",
        "\x1c",
        # runs the until-stable patterns take in one match (bench/hostile_values.py, short)
        " # # # x",
        "# # # ",
        " card- card-x",
        "\u3000card-\u3000card-\u3000x",
        "İİİİİİİİİİ",
        "\x1c\x85 x \x1f",
    ]
)
ODD_NUMBERS = st.sampled_from(
    [math.nan, math.inf, -math.inf, 2**53 - 1, 2**53, -(2**53), 10**400, 1e308, -0.0, 0, 1, -1, 0.1, 1e-7]
)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=20), ODD_TEXT, ODD_NUMBERS)
ANY_JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.text(max_size=8), ODD_TEXT), inner, max_size=4)
    ),
    max_leaves=20,
)


# Text a valid value may hold: no surrogates, no control characters (NUL among them).
SAFE_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)
# Any JSON value an `any` field (or an open map) keeps: small, and safe under every safety rule
# (no NUL, no lone surrogate, numbers within the safe range, plain keys); never null at the top,
# which a field's `null` may refuse.
JSON_VALUES: st.SearchStrategy[Any] = st.recursive(
    st.booleans() | st.integers(-(2**53 - 1), 2**53 - 1) | SAFE_TEXT,
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text("abcdefgh", min_size=1, max_size=4), inner, max_size=3),
    max_leaves=6,
)


def _string(t: StringType) -> st.SearchStrategy[str]:
    base = sample_string(t)
    text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=12)
    padded = [f"  {base} "] if any(r.kind == "strip" for r in t.normalise) else []
    if t.format or t.pattern or t.starts_with:
        return st.sampled_from([base, *padded])
    return st.one_of(st.just(base), text.map(lambda s: base + s))


def valid_value(t: FieldType, depth: int = 0) -> st.SearchStrategy[Any]:
    if isinstance(t, StringType):
        return _string(t)
    if isinstance(t, EnumType):
        # Odd case and padding only where the field's rules undo them.
        kinds = {r.kind for r in t.normalise}
        return st.sampled_from(t.enum.accepted).flatmap(
            lambda v: st.sampled_from(
                [v] + ([f" {v} "] if "strip" in kinds else []) + ([v.upper()] if "lowercase" in kinds else [])
            )
        )
    if isinstance(t, BooleanType):
        return st.booleans()
    if isinstance(t, IntegerType):
        return st.integers(
            min_value=t.min if t.min is not None else -(2**53 - 1), max_value=t.max if t.max is not None else 2**53 - 1
        )
    if isinstance(t, NumberType):
        return st.one_of(st.integers(-(10**6), 10**6), st.floats(-1e9, 1e9, allow_nan=False))
    if isinstance(t, TextType):
        return st.one_of(SAFE_TEXT, st.integers(-1000, 1000), st.booleans())
    if isinstance(t, ListType):
        low = bound_value(t.min_items) or 0
        high = min(bound_value(t.max_items) or 4, low + 3)
        key = (lambda e: str(e.get(t.unique_by)).strip()) if t.unique_by else None
        return st.lists(valid_value(t.of, depth + 1), min_size=low, max_size=high, unique_by=key)
    if isinstance(t, ObjectType) and t.shape.union is not None:  # a member, tagged
        union = t.shape.union
        return st.one_of(
            *[valid_object(m.fields, depth + 1).map(_tagged(union.discriminator, tag)) for tag, m in union.members]
        )
    if isinstance(t, ObjectType):
        return valid_object(t.shape.fields, depth + 1)
    if isinstance(t, OneOfType):
        return st.one_of(*[valid_value(alt, depth) for alt in t.of])
    if isinstance(t, AnyType):
        return JSON_VALUES
    if isinstance(t, MapType):
        scalar = {
            "string": SAFE_TEXT,
            "number": st.integers(-100, 100),
            "boolean": st.booleans(),
            "null": st.none(),
            "any": JSON_VALUES,
        }
        return st.dictionaries(
            st.text("abcdefgh", min_size=1, max_size=6), st.one_of(*[scalar[v] for v in t.values]), max_size=4
        )
    raise TypeError(t)


def valid_object(fields: list[Field], depth: int = 0) -> st.SearchStrategy[dict[str, Any]]:
    required = {f.name: valid_value(f.type, depth) for f in fields if f.required}
    optional = {f.name: valid_value(f.type, depth) for f in fields if not f.required}
    return st.fixed_dictionaries(required, optional=optional)


def valid_item(p: Protocol) -> st.SearchStrategy[dict[str, Any]]:
    disc = p.envelope.discriminator
    if disc is None:
        return valid_object(p.variants[0].fields)
    return st.one_of(*[valid_object(v.fields).map(_tagged(disc.field, v.wire)) for v in p.variants])


def _tagged(field: str, name: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An object with ``field: name`` first, then its own fields (a variant's discriminator)."""

    def tag(obj: dict[str, Any]) -> dict[str, Any]:
        return {field: name, **obj}

    return tag


def _mutate(draw: st.DrawFn, value: Any, depth: int = 0) -> Any:
    """Change one place in ``value``: swap a type, delete a key, go huge or deep, odd text."""
    if isinstance(value, dict) and value and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(value)))
        action = draw(st.sampled_from(["replace", "delete", "recurse", "add"]))
        out = dict(value)
        if action == "delete":
            del out[key]
        elif action == "recurse":
            out[key] = _mutate(draw, out[key], depth + 1)
        elif action == "add":
            out[draw(ODD_TEXT)] = draw(ANY_JSON)
        else:
            out[key] = draw(hostile())
        return out
    if isinstance(value, list) and value and draw(st.booleans()):
        i = draw(st.integers(0, len(value) - 1))
        out_list = list(value)
        if draw(st.booleans()) or len(repr(out_list)) > 2_000:
            out_list[i] = _mutate(draw, out_list[i], depth + 1)
        else:  # repeat small lists only: 5001 copies of a 100 kB string would test the test
            out_list = out_list * draw(st.sampled_from([2, 30, 5001]))
        return out_list
    return draw(hostile())


def hostile() -> st.SearchStrategy[Any]:
    deep = st.integers(2, 60).map(lambda n: _nest(n))
    return st.one_of(SCALARS, ODD_TEXT, ODD_NUMBERS, ANY_JSON, deep, st.just("x" * 100_000))


def _nest(n: int) -> Any:
    value: Any = []
    for _ in range(n):
        value = [value]
    return value


@st.composite
def mutated_items(draw: st.DrawFn, p: Protocol) -> Any:
    """Valid items, then up to three mutations (which may leave something other than a list)."""
    items = draw(st.lists(valid_item(p), min_size=1, max_size=3))
    rounds = draw(st.integers(0, 3))
    value: Any = items
    for _ in range(rounds):
        value = _mutate(draw, value)
    return value
