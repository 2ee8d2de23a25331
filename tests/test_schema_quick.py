"""The schema check's validator (generator/spec/quick_if.py) decides ``if`` and local ``$ref``
itself and skips values that passed before: it must report exactly what jsonschema's own
Draft 2020-12 validator reports, error for error, on every spec that fails and every one that
passes."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from generator.errors import SpecError
from generator.spec import quick_if, schema
from generator.spec.load import load_file
from tests.conftest import ROOT

BROKEN = sorted((ROOT / "tests" / "broken_specs").glob("*.yaml"))
LIVE = sorted((ROOT / "spec").glob("*.yaml"))


def _errors(validator: Any, data: Any) -> list[tuple[Any, ...]]:
    def flat(error: jsonschema.ValidationError) -> list[tuple[Any, ...]]:
        own = (tuple(error.absolute_path), tuple(error.absolute_schema_path), error.validator, error.message)
        return [own] + [item for child in error.context or () for item in flat(child)]

    return [item for top in validator.iter_errors(data) for item in flat(top)]


def _documents() -> list[Any]:
    docs = []
    for path in BROKEN + LIVE:
        try:
            docs.append(load_file(path).data)
        except SpecError:  # a YAML fault: never reaches the schema
            continue
    return docs


def test_the_quick_validator_reports_what_jsonschema_reports() -> None:
    plain = schema.BASE(schema._schema())
    quick = quick_if.validator_class(schema._schema(), schema.BASE)(schema._schema())
    docs = _documents()
    assert len(docs) > 100
    failing = 0
    for data in docs + docs:  # twice: the second pass meets values that passed the first
        expected = _errors(plain, data)
        assert _errors(quick, data) == expected
        failing += bool(expected)
    assert failing > 40  # the corpus really fails the schema, in many ways


def test_a_repeated_value_is_validated_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench.synthetic_actions import write_synthetic_spec

    with tempfile.TemporaryDirectory() as tmp:
        data = load_file(write_synthetic_spec(30, Path(tmp))).data
    quick = quick_if.validator_class(schema._schema(), schema.BASE)(schema._schema())
    calls: list[Any] = []
    real = quick_if._decide

    def counting(validator: Any, if_schema: Any, instance: Any) -> Any:
        calls.append(instance)
        return real(validator, if_schema, instance)

    monkeypatch.setattr(quick_if, "_decide", counting)
    assert _errors(quick, data) == []
    ids = [c for c in calls if isinstance(c, dict) and c.get("name") == "id"]
    titles = [c for c in calls if isinstance(c, dict) and c.get("name") == "title"]
    # each `title` (its own limit) is checked against the field's ifs in each of the 30
    # actions; the `id` field, the same in every action, once (a few more: other ids)
    assert len(titles) % 30 == 0 and 0 < len(ids) < len(titles) // 5


def test_a_value_that_failed_is_checked_again() -> None:
    quick = quick_if.validator_class(schema._schema(), schema.BASE)(schema._schema())
    data = load_file(ROOT / "tests" / "broken_specs" / "valid-base.yml").data
    data["protocol"]["name"] = "Not A Snake"
    first = _errors(quick, data)
    assert first and _errors(quick, data) == first
