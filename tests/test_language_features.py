"""Spec-language features the shipped specs do not use, held to the reference interpreter in both
languages: tests/fixtures/features/features.v1.yaml is generated into a temporary folder and every
vector built from it runs against the generated Python and TypeScript (tests/both_runtimes.py).
Expectations beyond the vectors are derived from the fixture's model, so a new field in the
fixture is covered without a new line here."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import Field
from generator.model.protocol import Protocol
from generator.pipeline import read_specs
from tests.both_runtimes import Outcome, run_vectors
from tests.conformance.cases import field_sites

pytestmark = pytest.mark.slow

SPEC = Path(__file__).parent / "fixtures" / "features" / "features.v1.yaml"


@pytest.fixture(scope="module")
def features() -> Protocol:
    [protocol] = read_specs([SPEC])
    return protocol


@pytest.fixture(scope="module")
def outcome(tmp_path_factory: pytest.TempPathFactory, compiled: Path) -> Outcome:
    return run_vectors(SPEC.name, SPEC.read_text(encoding="utf-8"), tmp_path_factory.mktemp("features"), compiled)


def test_every_vector_holds_in_python(outcome: Outcome) -> None:
    assert outcome.python.returncode == 0, outcome.python.stdout[-4000:]


def test_every_vector_holds_in_typescript(outcome: Outcome) -> None:
    assert outcome.node.returncode == 0 and not outcome.node_failed, outcome.node.stdout[-4000:]
    assert "# pass 0" not in outcome.node.stdout


def _top_fields(p: Protocol) -> list[tuple[str, Field]]:
    return [(v.name, f) for v in p.variants for prefix, f in field_sites(v.fields) if not prefix]


def test_the_fixture_uses_every_null_mode_required_and_optional(features: Protocol) -> None:
    used = {(f.null, f.required) for _, f in _top_fields(features)}
    assert {("value", True), ("value", False), ("refused", True), ("refused", False)} <= used


def test_a_null_means_what_the_field_says(features: Protocol, outcome: Outcome) -> None:
    """The vector sending null for each top-level field: kept as null, refused, or missing."""
    for variant, f in _top_fields(features):
        expected = outcome.cases[f"{variant}/{f.name}/null"]["expected"]
        if f.null == "value":
            assert expected["output"]["actions"][0][f.name] is None, (variant, f.name)
        elif f.null == "refused":
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "must not be null"}
        elif f.required:
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "is required"}
        else:
            missing = outcome.cases[f"{variant}/{f.name}/missing"]["expected"]
            assert expected == missing, (variant, f.name)


def test_a_missing_field_is_missing_whatever_its_null(features: Protocol, outcome: Outcome) -> None:
    for variant, f in _top_fields(features):
        expected = outcome.cases[f"{variant}/{f.name}/missing"]["expected"]
        if f.required:
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "is required"}
        else:
            assert "output" in expected and (f.name not in expected["output"]["actions"][0] or f.has_default)
