"""The benchmark's parts that are not timing, so `python -m bench` cannot rot between runs: its
corpus still means what it says against the generated module, its target arithmetic is right at
the boundaries, and its report renders from a stored result. (The timing itself is not a test:
issue 7 wants speed measured by the benchmark, never asserted in a unit test.)"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bench import corpus, report, targets
from bench.behaviour import check
from bench.paths import console
from bench.peers import FLOOR, GENERATED, candidates
from tests.conftest import ROOT

LATEST = ROOT / "bench" / "results" / "latest.json"


def test_corpus_limits_are_the_specs() -> None:
    assert corpus.stale_limits(console()) == []


def test_generated_emit_accepts_the_valid_corpus_and_rejects_the_invalid_at_its_path() -> None:
    cands = candidates(skip={"jsonschema", "fastjsonschema", "pydantic", "msgspec"})[0]
    assert [c.name for c in cands] == [FLOOR, GENERATED]
    valid = [*corpus.typical(), corpus.largest(), *(c for c in corpus.mix() if c.valid)]
    pairs = corpus.invalid_pairs()
    invalid = [case for pair in pairs for case in (pair.late, pair.first)]
    invalid += [c for c in corpus.mix() if not c.valid]
    verdicts, envelopes = check(cands, valid, invalid)
    emit = verdicts[GENERATED]
    assert emit.problems == []
    assert (emit.valid_accepted, emit.invalid_rejected) == (len(valid), len(invalid))
    # The floor accepts every valid payload too: the ratios compare the same work.
    assert verdicts[FLOOR].valid_accepted == len(valid)
    # Each invalid case's valid twin is in the corpus, and the error really moved to item 0.
    names = {case.name for case in valid}
    for pair in pairs:
        assert pair.twin in names
        assert pair.late.error_path != pair.first.error_path
    assert corpus.largest().size > 1_000_000
    assert json.loads(envelopes[corpus.largest().name])["protocol"] == console().PROTOCOL


def _result(emit_ns: float, floor_ns: float = 1000.0) -> dict[str, Any]:
    """The smallest result `targets.evaluate` reads: one typical and one largest payload."""
    timed = {GENERATED: {"median_ns": emit_ns}, FLOOR: {"median_ns": floor_ns}}
    behaviour = {"invalid_rejected": 8, "invalid_total": 8, "problems": []}
    return {
        "valid": [{"case": "small", "results": timed}, {"case": "largest", "results": copy.deepcopy(timed)}],
        "behaviour": {GENERATED: behaviour},
    }


@pytest.mark.parametrize(("emit_ns", "met"), [(1250.0, True), (1251.0, False), (800.0, True)])
def test_valid_targets_are_met_at_the_limit_and_missed_past_it(emit_ns: float, met: bool) -> None:
    rows = {row["target"]: row for row in targets.evaluate(_result(emit_ns))}
    typical = rows[f"valid, typical calls: generated emit ≤ {targets.EMIT_OVER_FLOOR}× floor"]
    largest = rows[f"valid, largest call: generated emit ≤ {targets.EMIT_OVER_FLOOR}× floor"]
    assert (typical["met"], largest["met"]) == (met, met)
    assert largest["ratio"] == pytest.approx(emit_ns / 1000.0)


def test_a_wrong_error_path_misses_the_first_error_target() -> None:
    res = _result(1000.0)
    res["behaviour"][GENERATED]["problems"] = ["'x': error at actions[1], expected actions[0]"]
    rows = {row["target"]: row for row in targets.evaluate(res)}
    assert rows["invalid: the first error in document order is the one reported"]["met"] is False


def test_the_report_renders_from_the_stored_result() -> None:
    stored = json.loads(LATEST.read_text(encoding="utf-8"))
    text = report.render(stored)
    assert "**Targets**" in text
    for row in stored["targets"]:
        assert row["target"] in text
