"""The generated JSON Schemas (generated/jsonschema/): valid 2020-12 schemas, every canonical output
of the shared vectors validates, and canonical-looking outputs that break one rule of the model
(an enum, a limit, a bound, a required or unknown field) are rejected by the keyword that says so."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any, cast

import jsonschema
import pytest

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
from generator.targets.json_schema import schema_file
from generator.targets.json_schema.options import jsonschema_id
from tests.conformance.cases import build
from tests.conftest import PROTOCOLS, ROOT

IDS = [p.name for p in PROTOCOLS]


def _schema(p: Protocol) -> dict[str, Any]:
    return cast(
        "dict[str, Any]", json.loads((ROOT / "generated" / "jsonschema" / schema_file(p)).read_text(encoding="utf-8"))
    )


def _validator(p: Protocol) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(_schema(p), format_checker=jsonschema.FormatChecker())


def _keywords(errors: list[jsonschema.ValidationError]) -> set[str]:
    """Every failing keyword, nested ones included (if/then and $ref report the inner keyword)."""
    out: set[str] = set()
    stack = list(errors)
    while stack:
        error = stack.pop()
        out.add(str(error.validator))
        stack.extend(error.context or [])
    return out


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_schema_passes_the_2020_12_meta_schema(p: Protocol) -> None:
    schema = _schema(p)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["protocol"] == {"const": p.id}
    if jsonschema_id(p):
        assert schema["$id"] == jsonschema_id(p)


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_every_canonical_output_of_the_vectors_validates(p: Protocol) -> None:
    validator = _validator(p)
    outputs = [c for c in build(p)["cases"] if "output" in c["expected"]]
    assert outputs
    failures = [
        f"{c['name']}: {error.json_path}: {error.message[:160]}"
        for c in outputs
        for error in validator.iter_errors(c["expected"]["output"])
    ]
    assert not failures, "\n".join(failures[:20])


# ----------------------------------------------------------------------------- rejected outputs


def _breaks(t: FieldType, value: Any, p: Protocol) -> Iterator[tuple[str, Any, str]]:
    """(label, a value that breaks one rule of ``t``, the keyword expected to refuse it)."""
    magnitude = p.safety.max_magnitude
    if isinstance(t, EnumType):
        yield "not-in-enum", t.enum.accepted[0].upper() + "_unknown", "enum"
        for reserved in t.enum.reserved:
            yield f"reserved-{reserved}", reserved, "enum"
    elif isinstance(t, StringType):
        yield "empty", "", "minLength"
        limit = bound_value(t.max_length)
        if limit is not None:
            yield "over-max-length", value[:1] * (limit + 1), "maxLength"
        if t.pattern or t.format or t.starts_with:
            yield "no-pattern-match", " \\ ", "pattern"
    elif isinstance(t, IntegerType):
        yield "float-like", 1.5, "type"
        if t.max is not None:
            yield "over-max", t.max + 1, "maximum"
        elif magnitude is not None:
            yield "over-magnitude", magnitude + 1, "maximum"
        if t.min is not None:
            yield "under-min", t.min - 1, "minimum"
    elif isinstance(t, NumberType):
        yield "string", "1", "type"
        if magnitude is not None:
            yield "over-magnitude", magnitude * 2, "maximum"
    elif isinstance(t, BooleanType):
        yield "string", "true", "type"
    elif isinstance(t, TextType):
        yield "number", 49, "type"
    elif isinstance(t, ListType):
        high, low = bound_value(t.max_items), bound_value(t.min_items)
        if high is not None and value:
            yield "over-max-items", [value[0]] * (high + 1), "maxItems"
        if low:
            yield "under-min-items", [], "minItems"
    elif isinstance(t, MapType):
        high = bound_value(t.max_entries)
        if high is not None:
            yield "over-max-entries", {f"k{i}": "v" for i in range(high + 1)}, "maxProperties"
        for key in p.safety.forbidden_keys[:1]:
            yield "forbidden-key", {key: "v"}, "not"
        yield "empty-key", {"": "v"}, "minLength"
    elif isinstance(t, ObjectType):
        yield "unknown-field", {**value, "unknownField": 1}, "additionalProperties"


def _item_of(p: Protocol, output: dict[str, Any]) -> dict[str, Any]:
    return output[p.envelope.list_key][0] if p.envelope.list_key else output


def _rejections(p: Protocol) -> Iterator[Any]:
    outputs = {c["name"]: c["expected"].get("output") for c in build(p)["cases"]}
    for v in p.variants:
        full = outputs[f"{v.name}/full"]
        assert full is not None, f"{v.name}/full should be valid"
        for f in v.fields:
            value = _item_of(p, full).get(f.name)
            if value is None:
                continue
            for label, bad, keyword in _breaks(f.type, value, p):
                broken = copy.deepcopy(full)
                _item_of(p, broken)[f.name] = bad
                yield pytest.param(p, broken, keyword, id=f"{p.name}:{v.name}.{f.name}/{label}")
            if f.required:
                broken = copy.deepcopy(full)
                del _item_of(p, broken)[f.name]
                yield pytest.param(p, broken, "required", id=f"{p.name}:{v.name}.{f.name}/missing")
        broken = copy.deepcopy(full)
        _item_of(p, broken)["unknownField"] = 1
        yield pytest.param(p, broken, "additionalProperties", id=f"{p.name}:{v.name}/unknown-field")
    first = outputs[f"{p.variants[0].name}/full"]
    yield pytest.param(p, {**first, "protocol": p.id + "x"}, "const", id=f"{p.name}:protocol/other-id")
    disc, key = p.envelope.discriminator, p.envelope.list_key
    if disc and key:
        broken = copy.deepcopy(first)
        broken[key][0][disc.field] = "no_such_type"
        yield pytest.param(p, broken, "enum", id=f"{p.name}:{disc.field}/unknown")
        if p.envelope.max_value is not None:
            broken = {**first, key: first[key] * (p.envelope.max_value + 1)}
            yield pytest.param(p, broken, "maxItems", id=f"{p.name}:{key}/over-max")
        if p.envelope.min_value:  # without min_items an empty list is valid (the minimal spec's)
            yield pytest.param(p, {**first, key: []}, "minItems", id=f"{p.name}:{key}/empty")


@pytest.mark.parametrize(("p", "output", "keyword"), [case for p in PROTOCOLS for case in _rejections(p)])
def test_an_output_that_breaks_one_rule_is_rejected(p: Protocol, output: dict[str, Any], keyword: str) -> None:
    errors = list(_validator(p).iter_errors(output))
    assert errors, "accepted"
    assert keyword in _keywords(errors), [(e.json_path, e.validator, e.message[:120]) for e in errors]


def test_the_item_union_reports_only_the_named_types_errors() -> None:
    """Why if/then and not oneOf: a bad field in one type yields that type's error, alone."""
    p = next(p for p in PROTOCOLS if p.envelope.discriminator)
    assert p.envelope.list_key is not None
    full = next(c["expected"]["output"] for c in build(p)["cases"] if c["name"] == f"{p.variants[0].name}/full")
    broken = copy.deepcopy(full)
    broken[p.envelope.list_key][0]["unknownField"] = 1
    errors = list(_validator(p).iter_errors(broken))
    assert [e.validator for e in errors] == ["additionalProperties"]
    assert list(errors[0].absolute_path) == [p.envelope.list_key, 0]
