"""The AG-UI example's stream validator against AG-UI's own stream tests and doc sequences
(examples/ag-ui/published/verify/): the `verifyEvents` tests of @ag-ui/client (1.0, the
subagent-verify tests and the unterminated-run tests, translated by verify/extract.mjs into
`cases.json`, each with its events, the outcome its assertions expect and where it came from)
and the sequences of AG-UI's subagents concept page (`doc_cases.json`, each with the sentence
it shows).

Each case goes through the reference interpreter of the newest example major (every verdict,
then what `end()` reports), the generated Python and TypeScript stream validators (which must
give the same verdicts), and @ag-ui/client 1.0.0's `verifyEvents` (pinned in package.json). A
case "fails" when any verdict is fatal. Where ours ends otherwise than the case expects, the
case is in `DIFFERING` with its reason, and the set of differing cases must be exactly its keys:
a change to the rules that makes one agree, or another differ, fails this test.

`python -m tests.test_ag_ui_verify` prints the figures examples/ag-ui/README.md shows ("AG-UI's
stream tests"); the TypeScript and official ones after `npm run build`."""

from __future__ import annotations

import functools
import importlib
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from generator.model.reference_stream import StreamState
from generator.pipeline import read_specs
from generator.targets.python.names import py_stream_class
from generator.targets.typescript.names import ts_stream_class
from tests import commands
from tests.test_ag_ui import ROOT
from tests.test_stream import SPEC, example_module

VERIFY = ROOT / "examples" / "ag-ui" / "published" / "verify"
[NEWEST] = read_specs([SPEC])
Verdict = dict[str, Any]

# Where the newest major's outcome differs from the case's, and why (but for the `schema` ones,
# counted in SCHEMA_CASES and each checked against @ag-ui/core): `schema`, the case sends
# an event AG-UI's own schema refuses (@ag-ui/core's EventSchema refuses it too, which the
# TypeScript test checks), which verifyEvents does not look at ("the official verifier does not
# check schemas"); the others with AG-UI's words. A test of the 1.0 era that expects a run left
# open to pass is `end`: docs/concepts/events.mdx, "Every run terminates with either
# `RunFinished` or `RunError`", and the unterminated-run tests (#2300) fail such a stream.
SCHEMA = "schema"
SCHEMA_CASES = 35  # each listed by `python -m tests.test_ag_ui_verify --schema`
END = "end"
EMPTY = "empty"  # a case with no event ours accepts (none today: the run must occur)
DIFFERING: dict[str, str] = {
    "subagent-verify: verifyEvents subagent lifecycle > should treat the empty string as a real subagent id,"
    " distinct from the parent [2]": END,
    "verify.events: verifyEvents events > should allow STATE_SNAPSHOT events": END,
    # its first RUN_FINISHED names run-2 while run-1 is open: events.mdx, RunStarted "establishes
    # a new execution context identified by a unique `runId`", and AG-UI's draft conformance
    # stream `run-finished-wrong-run-id-fatal` refuses it (1.0.0 does not compare them)
    "verify.multiple-runs: verifyEvents multiple runs > should handle complex scenario with multiple runs"
    " and various event types": "agree:run",
}


@functools.cache
def cases() -> dict[str, dict[str, Any]]:
    """Every case by name: the translated tests, then the doc sequences."""
    out: dict[str, dict[str, Any]] = {}
    for file in ("cases.json", "doc_cases.json"):
        for case in json.loads((VERIFY / file).read_text(encoding="utf-8")):
            assert case["name"] not in out, case["name"]
            out[case["name"]] = case
    return out


def reference(events: list[Any]) -> list[Verdict]:
    state = StreamState(NEWEST)
    return [state.feed(e) for e in events] + state.end()


@functools.cache
def expected() -> dict[str, list[Verdict]]:
    return {name: reference(case["events"]) for name, case in cases().items()}


def outcome(verdicts: list[Verdict]) -> str:
    return "completed" if all(v["accepted"] for v in verdicts) else "failed"


def reason(verdicts: list[Verdict]) -> str:
    """Why ours fails a case: the first fatal verdict's kind."""
    first = next(v for v in verdicts if not v["accepted"])
    return SCHEMA if first["rule"] == "valid" else END if str(first["rule"]).startswith("end:") else str(first["rule"])


def differing() -> dict[str, str]:
    out = {}
    for name, case in cases().items():
        got = outcome(expected()[name])
        if got != case["expect"]:
            out[name] = reason(expected()[name]) if got == "failed" else EMPTY if not case["events"] else "accepts"
    return out


def test_every_case_has_its_source() -> None:
    """A case names where it came from: the test file and name at a commit, or the doc page and
    the sentence it shows; its expected outcome is one of the two."""
    assert len(cases()) >= 180
    for case in cases().values():
        source = case["source"]
        assert source["repo"] == "ag-ui-protocol/ag-ui" and len(source["commit"]) == 40
        assert source.get("test") or source.get("quote"), case["name"]
        assert case["expect"] in ("completed", "failed")


def test_the_cases_that_differ_and_why() -> None:
    """Exactly the cases in DIFFERING end otherwise than AG-UI expects, each for its reason; no
    valid stream is refused but for a schema error or a run left open."""
    assert {name: why for name, why in differing().items() if why != SCHEMA} == DIFFERING
    assert Counter(differing().values())[SCHEMA] == SCHEMA_CASES
    assert "accepts" not in differing().values()


def test_the_python_stream_validator_agrees_with_the_reference() -> None:
    stream_class = getattr(importlib.import_module(NEWEST.python_module), py_stream_class(NEWEST))
    for name, case in cases().items():
        stream = stream_class()
        assert [stream.feed(e) for e in case["events"]] + stream.end() == expected()[name], name


def run_node(compiled: Path) -> dict[str, dict[str, Any]]:
    """The generated TypeScript verdicts, @ag-ui/client 1.0.0's outcome and @ag-ui/core's first
    refused event of every case, from one Node process (tests/ts/ag_ui_verify.mjs)."""
    module = example_module(compiled, NEWEST)
    payload = {"module": str(module), "class": ts_stream_class(NEWEST)}
    payload["cases"] = {name: case["events"] for name, case in cases().items()}  # type: ignore[assignment]
    done = commands.run(
        ["node", str(ROOT / "tests" / "ts" / "ag_ui_verify.mjs")], stdin=json.dumps(payload), timeout=300
    )
    assert done.returncode == 0, done.stderr
    out: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return out


@pytest.mark.slow
def test_typescript_and_the_official_verifier(compiled: Path) -> None:
    """The TypeScript validator gives the reference's verdicts; @ag-ui/client 1.0.0 gives the
    outcome recorded when the tests were translated; every case ours fails for its schema sends
    an event @ag-ui/core refuses, at the same index."""
    results = run_node(compiled)
    for name, case in cases().items():
        assert results[name]["generated"] == expected()[name], name
        if "official" in case:
            assert results[name]["official"] == case["official"], name
        if differing().get(name) == SCHEMA or reason_if_failed(name) == SCHEMA:
            first = next(v["index"] for v in expected()[name] if not v["accepted"])
            assert results[name]["schemaRefuses"] == first, name


def reason_if_failed(name: str) -> str | None:
    return reason(expected()[name]) if outcome(expected()[name]) == "failed" else None


def schema_valid(name: str) -> bool:
    """Every event of the case is one AG-UI's schema accepts (none gets the verdict `valid`)."""
    return all(v["rule"] != "valid" for v in expected()[name])


def _share(label: str, hits: int, of: int) -> str:
    return f"{label}: {hits}/{of} = {hits / of:.1%}"


def figures(results: dict[str, dict[str, Any]] | None) -> list[str]:
    """The counts examples/ag-ui/README.md shows."""
    names = list(cases())
    tests = [n for n in names if "test" in cases()[n]["source"]]
    valid = [n for n in names if schema_valid(n)]
    ours = {n: outcome(expected()[n]) for n in names}
    lines = [
        f"cases: {len(names)} ({len(tests)} tests, {len(names) - len(tests)} doc sequences); {len(valid)} schema-valid"
    ]
    for label, subset in (("all", names), ("tests", tests), ("schema-valid", valid)):
        hits = sum(ours[n] == cases()[n]["expect"] for n in subset)
        lines.append(_share(f"Python = TypeScript vs expected, {label}", hits, len(subset)))
    lines += [f"  differ, {why}: {count}" for why, count in Counter(differing().values()).most_common()]
    if results is not None:
        official = {n: results[n]["official"]["outcome"] for n in names}
        for label, subset in (("all", names), ("tests", tests), ("schema-valid", valid)):
            hits = sum(official[n] == cases()[n]["expect"] for n in subset)
            lines.append(_share(f"@ag-ui/client 1.0.0 vs expected, {label}", hits, len(subset)))
            same = sum(official[n] == ours[n] for n in subset)
            lines.append(_share(f"ours vs @ag-ui/client 1.0.0, {label}", same, len(subset)))
        apart = Counter(reason_if_failed(n) or "ours accepts" for n in names if official[n] != ours[n])
        lines += [f"  ours and 1.0.0 differ, {k}: {v}" for k, v in apart.most_common()]
    return lines


if __name__ == "__main__":
    import sys

    if "--schema" in sys.argv:
        for name, why in differing().items():
            first = next(v for v in expected()[name] if not v["accepted"])
            print(f"{name}\n    event {first['index']}: {first['path']}: {first['reason']}") if why == SCHEMA else None
        sys.exit(0)
    built = ROOT / "build" / "ts"
    print("\n".join(figures(run_node(built) if example_module(built, NEWEST).exists() else None)))
