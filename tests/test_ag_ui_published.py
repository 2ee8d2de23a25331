"""The AG-UI example's generated validators on what AG-UI itself publishes
(examples/ag-ui/published/: its 68 conformance streams of 1.1, the 4 only its 1.0 folder holds,
and the 5 JSON events of its text-message and tool-call pages).

Events: every event of every stream and every doc example goes through the generated Python
`validate_event` and ag-ui-protocol 1.0.0 (tests/test_ag_ui.py's `verdict`: the same decision and,
on accept, the same JSON), and through the generated TypeScript twin and @ag-ui/core 1.0.0 in one
Node process (tests/test_ag_ui_typescript.py's `run_node`). Each disagreement is asserted with its
kind (`KNOWN_PYTHON`, `KNOWN_TYPESCRIPT`; there are none today), and so is each event both sides
refuse (`REFUSED`), since AG-UI's client takes some of those in its stride.

Streams: each stream goes to a fresh stream validator of the newest example major (v2's
`EventStream`) and "fails" if any verdict is fatal; that is compared with the stream's `expect.outcome`, the verdict AG-UI's reference
(TypeScript) client must reach. Where the two differ the stream is listed in `DIFFERING` with a
category and a reason, mostly rules the spec does not state yet (examples/ag-ui/RESEARCH.md §5),
and the set of differing streams must be exactly its keys: when the stream rules grow, a stream
that starts agreeing fails this test until it leaves `DIFFERING` (and examples/ag-ui/README.md's
table). Where both fail, the first event refused must be the one AG-UI's client fails on
(`FAILS_AT`). Warnings: none where AG-UI calls a stream quiet, and only where `WARNS_UNASKED`
says. The TypeScript `AgUiV2EventStream` must give every verdict the Python one gives.

`python -m tests.test_ag_ui_published` prints the figures examples/ag-ui/README.md shows ("AG-UI's
published examples"); the TypeScript ones after `npm run build`."""

from __future__ import annotations

import functools
import importlib
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from generator.pipeline import read_specs
from generator.targets.python.names import py_module, py_stream_class
from generator.targets.typescript.names import ts_stream_class
from tests.test_ag_ui import CAUSES as PYTHON_KINDS
from tests.test_ag_ui import ROOT, run_generated, run_sdk, sdk_key_order, verdict
from tests.test_ag_ui_typescript import CAUSES as TYPESCRIPT_KINDS
from tests.test_ag_ui_typescript import MODULE, run_node
from tests.test_ag_ui_typescript import verdict as typescript_verdict
from tests.test_stream import SPEC, example_module, typescript_verdicts

PUBLISHED = ROOT / "examples" / "ag-ui" / "published"
Json = Any
Verdict = dict[str, Any]

# --- the corpus ----------------------------------------------------------------------------------


@functools.cache
def streams() -> dict[str, dict[str, Json]]:
    """Every published stream, by its name (which is its file's)."""
    out: dict[str, dict[str, Json]] = {}
    for path in sorted(PUBLISHED.glob("streams/*/*.json")):
        fixture = json.loads(path.read_text(encoding="utf-8"))
        assert fixture["name"] == path.stem and fixture["name"] not in out, path
        out[fixture["name"]] = fixture
    return out


@functools.cache
def doc_examples() -> list[dict[str, Json]]:
    examples: list[dict[str, Json]] = json.loads((PUBLISHED / "doc_examples.json").read_text(encoding="utf-8"))
    return examples


@functools.cache
def events() -> dict[str, Json]:
    """Case id -> event: `<stream>[<index>]`, and `<page>[<index>]` for a doc example."""
    out = {f"{name}[{i}]": event for name, fixture in streams().items() for i, event in enumerate(fixture["stream"])}
    pages: Counter[str] = Counter()
    for example in doc_examples():
        page = Path(example["source"]["path"]).name
        out[f"{page}[{pages[page]}]"] = example["event"]
        pages[page] += 1
    return out


def test_the_corpus_is_all_there() -> None:
    """1.1's MANIFEST lists exactly the stream files (as AG-UI's own gate holds it), every file has
    its source, and nothing vanished: a fixture disappearing is a diff, not a smaller corpus."""
    folder = PUBLISHED / "streams" / "1.1"
    manifest = (folder / "MANIFEST.txt").read_text(encoding="utf-8").splitlines()
    listed = [line for line in manifest if line and not line.startswith("#")]
    assert listed == sorted(p.name for p in folder.glob("*.json"))
    sources = json.loads((PUBLISHED / "sources.json").read_text(encoding="utf-8"))
    assert set(sources) == {p.relative_to(PUBLISHED).as_posix() for p in PUBLISHED.glob("streams/*/*")}
    assert (len(listed), len(streams()), len(doc_examples()), len(events())) == (68, 72, 5, 374)


def test_expect_outcome_is_the_reference_clients() -> None:
    """`expect.outcome` is what AG-UI's TypeScript client must reach: no override changes it for that
    lane (the .NET lane's overrides are that client's gaps, not the protocol's)."""
    for name, fixture in streams().items():
        assert fixture["expect"]["outcome"] in {"completed", "failed"}, name
        assert "outcome" not in fixture.get("expectOverrides", {}).get("typescript", {}), name


# --- events: the generated validators against the SDKs ------------------------------------------

# case -> (verdict, kind). A kind is one of tests/test_ag_ui.py's (K2–K4) or
# tests/test_ag_ui_typescript.py's (D7), or a new one listed in NEW_KINDS with its evidence.
KNOWN_PYTHON: dict[str, tuple[str, str]] = {}
KNOWN_TYPESCRIPT: dict[str, tuple[str, str]] = {}
NEW_KINDS: dict[str, str] = {}

# The events all four validators refuse: the generated ones, both SDKs' parsers, and so AG-UI's
# JSON Schema. Where AG-UI's client goes on anyway, its stream is in DIFFERING (STRIP, ERAS).
REFUSED: dict[str, str] = {
    "era-0-0-45-thinking-translated[1]": "THINKING_START: a pre-1.0 event type",
    "era-0-0-45-thinking-translated[2]": "THINKING_TEXT_MESSAGE_START: a pre-1.0 event type",
    "era-0-0-45-thinking-translated[3]": "THINKING_TEXT_MESSAGE_CONTENT: a pre-1.0 event type",
    "era-0-0-45-thinking-translated[4]": "THINKING_TEXT_MESSAGE_END: a pre-1.0 event type",
    "era-0-0-45-thinking-translated[5]": "THINKING_END: a pre-1.0 event type",
    "malformed-known-field-fatal[2]": "TEXT_MESSAGE_CONTENT delta 42, not a string",
    "reasoning-message-wrong-role-fatal[1]": "REASONING_MESSAGE_START role assistant, not reasoning",
    "state-delta-unknown-op-dropped[2]": "STATE_DELTA with the op increment, which JSON Patch has not",
    "subagent-started-missing-name-fatal[1]": "SUBAGENT_STARTED without its required name",
    "unknown-enum-value-role-fatal[1]": "TEXT_MESSAGE_START role narrator, no TextMessageRole",
    "unknown-event-dropped[3]": "FUTURE_EVENT: no event type",
    "unknown-outcome-array-fatal[1]": "RUN_FINISHED outcome a list, not an object",
    "unknown-outcome-stripped[1]": "RUN_FINISHED outcome type paused, no outcome",
    "unknown-part-in-message-list[1]": "MESSAGES_SNAPSHOT with a content part of type hologram",
}


@functools.cache
def python_verdicts() -> dict[str, str]:
    return {case: verdict(event) for case, event in events().items()}


def test_python_agrees_with_ag_ui_protocol_on_every_event() -> None:
    found = {case: result for case, result in python_verdicts().items() if result != "agree"}
    assert found == {case: result for case, (result, _) in KNOWN_PYTHON.items()}
    kinds = {*PYTHON_KINDS, *NEW_KINDS}
    assert {case: kind for case, (_, kind) in KNOWN_PYTHON.items() if kind not in kinds} == {}


def test_the_events_refused() -> None:
    assert sorted(case for case, event in events().items() if run_generated(event) is None) == sorted(REFUSED)


def test_key_order() -> None:
    """Where both accept, the JSON text is the SDK's, keys in the same order (tests/test_ag_ui.py)."""
    for case, event in events().items():
        sdk, gen = run_sdk(event), run_generated(event)
        if python_verdicts()[case] == "agree" and sdk is not None and gen is not None:
            assert json.dumps(sdk) == json.dumps(sdk_key_order(gen)), case


@pytest.fixture(scope="module")
def typescript_results(compiled: Path) -> dict[str, dict[str, Any]]:
    return run_node(compiled, events())


@pytest.mark.slow
def test_typescript_agrees_with_ag_ui_core_on_every_event(typescript_results: dict[str, dict[str, Any]]) -> None:
    crashes = {
        case: side for case, result in typescript_results.items() for side, out in result.items() if "crash" in out
    }
    assert crashes == {}
    found = {case: typescript_verdict(r) for case, r in typescript_results.items() if typescript_verdict(r) != "agree"}
    assert found == {case: result for case, (result, _) in KNOWN_TYPESCRIPT.items()}
    kinds = {*TYPESCRIPT_KINDS, *NEW_KINDS}
    assert {case: kind for case, (_, kind) in KNOWN_TYPESCRIPT.items() if kind not in kinds} == {}
    refused = [case for case, result in typescript_results.items() if not result["generated"]["accept"]]
    assert sorted(refused) == sorted(REFUSED)


# --- streams: the stream validator against AG-UI's expected outcome -------------------------------

STRIP = "processing, not validation: unknown members stripped (RESEARCH G5)"
ERAS = "compatibility: pre-1.0 events translated"

# Every stream whose outcome differs from AG-UI's, with why. The one place to update when the
# stream rules change (and examples/ag-ui/README.md's table with it).
DIFFERING: dict[str, tuple[str, str]] = {
    "state-delta-unknown-op-dropped": (STRIP, "AG-UI's client drops the op increment from the patch; we refuse it"),
    "unknown-event-dropped": (STRIP, "AG-UI's client drops FUTURE_EVENT; we refuse it"),
    "unknown-outcome-stripped": (STRIP, "AG-UI's client strips the outcome paused; we refuse it"),
    "unknown-part-in-message-list": (STRIP, "AG-UI's client drops the hologram part; we refuse it"),
    "era-0-0-45-thinking-translated": (ERAS, "AG-UI's client turns THINKING_* into REASONING_*; we refuse them"),
}

# Where AG-UI's client fails each stream it must fail: the index of the event its error names
# (`expect.errorContains`).
FAILS_AT: dict[str, int] = {
    "chunk-conflicting-role-fatal": 2,
    "chunk-conflicting-tool-name-fatal": 2,
    "content-without-start-fatal": 1,
    "custom-closes-chunk-stream-fatal": 3,
    "event-after-run-finished-fatal": 2,
    "first-chunk-missing-id-fatal": 1,
    "first-event-not-run-started-fatal": 0,
    "first-tool-chunk-missing-name-fatal": 1,
    "malformed-known-field-fatal": 2,
    "nested-run-started-fatal": 1,
    "open-message-at-run-finished-fatal": 3,
    "reasoning-discipline-verified": 1,
    "reasoning-message-wrong-role-fatal": 1,
    "run-finished-with-active-subagent-fatal": 5,
    "step-finished-without-start-fatal": 1,
    "subagent-attribution-mismatch-fatal": 3,
    "subagent-finished-unstarted-fatal": 1,
    "subagent-started-missing-name-fatal": 1,
    "unknown-enum-value-role-fatal": 1,
    "unknown-outcome-array-fatal": 1,
}


[NEWEST] = read_specs([SPEC])


@functools.cache
def stream_verdicts() -> dict[str, list[Verdict]]:
    """Every verdict of the newest example major's generated Python stream validator (v2's
    `EventStream`, with AG-UI's fuller rules), a fresh one per stream."""
    stream_class = getattr(importlib.import_module(py_module(NEWEST)), py_stream_class(NEWEST))
    out: dict[str, list[Verdict]] = {}
    for name, fixture in streams().items():
        stream = stream_class()
        out[name] = [stream.feed(event) for event in fixture["stream"]]
    return out


@functools.cache
def ended() -> dict[str, list[Verdict]]:
    """What ``end()`` reports after each stream (the verdicts above leave it out: AG-UI's
    published streams, like its 1.0 client, do not judge a stream by how it ends)."""
    stream_class = getattr(importlib.import_module(py_module(NEWEST)), py_stream_class(NEWEST))
    out: dict[str, list[Verdict]] = {}
    for name, fixture in streams().items():
        stream = stream_class()
        for event in fixture["stream"]:
            stream.feed(event)
        out[name] = stream.end()
    return out


def outcome(verdicts: list[Verdict]) -> str:
    return "completed" if all(v["accepted"] for v in verdicts) else "failed"


def differing() -> list[str]:
    return sorted(name for name, f in streams().items() if outcome(stream_verdicts()[name]) != f["expect"]["outcome"])


def test_the_streams_that_differ_from_ag_ui() -> None:
    """Exactly the streams in DIFFERING end otherwise than AG-UI's client must end them."""
    assert differing() == sorted(DIFFERING)


def test_where_both_fail_the_same_event_fails() -> None:
    """A stream both fail is refused first at the event AG-UI's client fails on, so an agreeing
    `failed` is not an accident of some other event."""
    assert sorted(FAILS_AT) == sorted(name for name, f in streams().items() if f["expect"]["outcome"] == "failed")
    both = [name for name in FAILS_AT if outcome(stream_verdicts()[name]) == "failed"]
    first = {name: next(v["index"] for v in stream_verdicts()[name] if not v["accepted"]) for name in both}
    assert first == {name: FAILS_AT[name] for name in both}


# Streams where ours warns and AG-UI names no warning (the fixture says nothing either way):
# AG-UI's spec says a consumer SHOULD warn on an encrypted value whose entity it does not know
# (RESEARCH §5 rule 10), and v2 does; this fixture pins only that the run goes on.
WARNS_UNASKED = {"encrypted-value-unknown-entity-tolerated": "known:entityId"}


def test_warnings_where_ag_ui_expects_them() -> None:
    """A stream AG-UI calls quiet (`noWarnings`) gets no warning from ours, and ours warns only
    where WARNS_UNASKED says. (AG-UI's own warnings are about processing: versions, eras,
    stripping, state patches; none is an ordering rule, so none is ours to give.)"""
    warned = {
        name: [v["rule"] for v in verdicts if v["verdict"] == "warning"] for name, verdicts in stream_verdicts().items()
    }
    quiet = [name for name, f in streams().items() if f["expect"].get("noWarnings")]
    assert quiet and all(not warned[name] for name in quiet)
    assert {name: rules[0] for name, rules in warned.items() if rules} == WARNS_UNASKED
    for name in WARNS_UNASKED:
        assert "warnings" not in streams()[name]["expect"] and not streams()[name]["expect"].get("noWarnings")


@pytest.mark.slow
def test_the_typescript_stream_validator_gives_the_same_verdicts(compiled: Path) -> None:
    cases = {name: f["stream"] for name, f in streams().items()}
    got = typescript_verdicts(example_module(compiled, NEWEST), ts_stream_class(NEWEST), cases)
    assert got == {name: verdicts + ended()[name] for name, verdicts in stream_verdicts().items()}


# --- the figures examples/ag-ui/README.md shows --------------------------------------------------


def event_figures(label: str, verdicts: dict[str, str], accepted: int) -> str:
    agree = sum(v == "agree" for v in verdicts.values())
    return f"{label}: {agree} of {len(verdicts)} events agree; the generated accepts {accepted}, refuses {len(verdicts) - accepted}"


if __name__ == "__main__":
    py = python_verdicts()
    print(event_figures("Python vs ag-ui-protocol", py, sum(run_generated(e) is not None for e in events().values())))
    if (ROOT / "build" / "ts" / MODULE).exists():
        results = run_node(ROOT / "build" / "ts", events())
        ts = {case: typescript_verdict(r) for case, r in results.items()}
        print(event_figures("TypeScript vs @ag-ui/core", ts, sum(r["generated"]["accept"] for r in results.values())))
    else:
        print("TypeScript: run `npm run build` first")
    names = differing()
    print(f"streams: {len(streams()) - len(names)} of {len(streams())} end as AG-UI expects")
    for category, count in Counter(DIFFERING[name][0] for name in names if name in DIFFERING).most_common():
        print(f"  {count} {category}: " + ", ".join(n for n in names if DIFFERING.get(n, ("",))[0] == category))
    print("by area (streams, agreeing):")
    for area, row in sorted(Counter(f["area"] for f in streams().values()).items()):
        agree = sum(f["area"] == area and name not in names for name, f in streams().items())
        print(f"  {area}: {row}, {agree}")
