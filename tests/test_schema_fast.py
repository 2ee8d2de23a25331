"""The compiled yes-or-no schema check (generator/spec/schema_fast.py) gives jsonschema's verdict:
``check_schema`` trusts its yes, so a yes jsonschema would not give lets a bad spec through.
Held to jsonschema on every spec in the repository, every broken spec, and seeded mutations of
the live specs at every kind of place (a key dropped or added, a value of each JSON type put
in); each keyword it compiles is held to jsonschema on its own values too."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.errors import SpecError
from generator.spec import schema, schema_fast
from generator.spec.load import load_file
from tests.conftest import ROOT

SPECS = sorted(
    path
    for folder in ("spec", "tests", "examples")
    for path in (ROOT / folder).rglob("*.yaml")
    if "node_modules" not in path.parts
)
LIVE = sorted((ROOT / "spec").glob("*.yaml"))
# What a mutation puts in place of a value: each JSON type, and values near the schema's own
REPLACEMENTS: list[Any] = [None, True, 0, -1, 1.5, 10.0, "", "x", "Not_A_Name", [], ["x"], {}, {"x": 1}]


def _data(path: Path) -> Any:
    try:
        return load_file(path).data
    except SpecError:  # not YAML a spec may hold: never reaches the schema
        return None


def _verdicts(data: Any) -> tuple[bool, bool]:
    passes = schema._passes()
    assert passes is not None
    return passes(data), schema._validator().is_valid(data)


def test_the_live_schema_compiles() -> None:
    """Every keyword of spec.schema.json and the targets' option schemas is compiled: else the
    check falls back to jsonschema alone, and is slow again without a test failing."""
    assert schema._passes() is not None


@pytest.mark.parametrize("path", SPECS, ids=[str(p.relative_to(ROOT)) for p in SPECS])
def test_every_spec_in_the_repository_gets_jsonschemas_verdict(path: Path) -> None:
    data = _data(path)
    if data is not None:
        fast, slow = _verdicts(data)
        assert fast == slow


def _places(data: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield at
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _places(value, (*at, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _places(value, (*at, index))


def _mutated(data: Any, rng: random.Random) -> Any:
    out = copy.deepcopy(data)
    at = rng.choice(list(_places(out))[1:])
    parent = out
    for part in at[:-1]:
        parent = parent[part]
    last = at[-1]
    move = rng.choice(["replace", "replace", "drop", "add"])
    if move == "drop":
        del parent[last]
    elif move == "add" and isinstance(parent[last], dict):
        parent[last][rng.choice(["extra", "name", "type", "doc", "values"])] = rng.choice(REPLACEMENTS)
    else:
        parent[last] = copy.deepcopy(rng.choice(REPLACEMENTS))
    return out


def _mutation_cases(count: int, seed: int) -> Iterator[tuple[Any, str]]:
    rng = random.Random(seed)
    live = [(p.name, _data(p)) for p in LIVE]
    for _ in range(count):
        name, data = rng.choice(live)
        yield _mutated(data, rng), name


@pytest.mark.parametrize(
    ("count", "seed"), [(200, 1), pytest.param(2000, 2, marks=pytest.mark.slow)], ids=["sample", "more"]
)
def test_mutated_specs_get_jsonschemas_verdict(count: int, seed: int) -> None:
    refused = 0
    for data, name in _mutation_cases(count, seed):
        fast, slow = _verdicts(data)
        assert fast == slow, name
        refused += not slow
    assert 0 < refused < count  # the mutations reach both verdicts


# Each compiled keyword against jsonschema on values of every type, the keyword's schema alone
KEYWORD_SCHEMAS: list[dict[str, Any]] = [
    {"type": "integer"},
    {"type": "number"},
    {"type": ["string", "null"]},
    {"enum": ["a", 1, True, None]},
    {"enum": ["a", "b"]},
    {"const": 1},
    {"const": "a"},
    {"properties": {"a": {"type": "string"}}, "additionalProperties": False},
    {"additionalProperties": {"type": "integer"}},
    {"required": ["a"]},
    {"propertyNames": {"pattern": "^[a-z]+$"}},
    {"minProperties": 1},
    {"items": {"type": "integer"}, "minItems": 1, "maxItems": 2},
    {"uniqueItems": True},
    {"pattern": "^[a-z]+$"},
    {"minLength": 2},
    {"minimum": 0, "maximum": 10},
    {"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"type": "integer"}},
    {"allOf": [{"type": "integer"}, {"minimum": 1}]},
    {"anyOf": [{"type": "integer"}, {"type": "string"}]},
    {"oneOf": [{"type": "integer"}, {"type": "number"}]},
    {"not": {"type": "null"}},
    {"$defs": {"n": {"type": "integer"}}, "items": {"$ref": "#/$defs/n"}},
]
VALUES: list[Any] = [None, True, False, 0, 1, 1.0, -1, 11, 2.5, "", "a", "ab", "A1", "a\n", [], [1], [1, 1], [1, True]]
VALUES += [[1, 2, 3], ["a"], {}, {"a": "x"}, {"a": 1}, {"b": 1}, {"a": "x", "b": 2}, {"B": 1}]


@pytest.mark.parametrize("keyword_schema", KEYWORD_SCHEMAS, ids=[str(s) for s in KEYWORD_SCHEMAS])
def test_each_keyword_gives_jsonschemas_verdict(keyword_schema: dict[str, Any]) -> None:
    check = schema_fast.compile_schema(keyword_schema)
    assert check is not None
    jsonschema_check = schema.BASE(keyword_schema)
    for value in VALUES:
        assert check(value) == jsonschema_check.is_valid(value), value


@pytest.mark.parametrize(
    "unknown",
    [
        {"format": "email"},
        {"patternProperties": {"^x": {}}},
        {"prefixItems": [{}], "items": {}},
        {"$ref": "other.json"},
    ],
)
def test_a_keyword_it_does_not_compile_leaves_the_check_to_jsonschema(unknown: dict[str, Any]) -> None:
    """Anywhere in the schema, behind a $ref too: a keyword skipped would be a check skipped."""
    assert schema_fast.compile_schema(unknown) is None
    assert schema_fast.compile_schema({"$defs": {"x": unknown}, "properties": {"a": {"$ref": "#/$defs/x"}}}) is None
