"""The AG-UI example's stream validator against AG-UI's own stream tests and doc sequences
(examples/ag-ui/published/verify/): the `verifyEvents` tests of @ag-ui/client (1.0, the
subagent-verify tests and the unterminated-run tests, translated by verify/extract.mjs into
`cases.json`, each with its events, the outcome its assertions expect and where it came from)
and the sequences of AG-UI's subagents concept page (`doc_cases.json`, each with the sentence
it shows).

Each case goes through the reference interpreter of the newest example major (every verdict,
then what `end()` reports), the generated Python and TypeScript stream validators (which must
give the same verdicts), and @ag-ui/client 1.0.0's `verifyEvents` (pinned in package.json). A
case "fails" when any verdict is fatal.

Completed, as sent. The tests build their events with TypeScript casts, and 35 send an event
AG-UI's own schema refuses for a field the test's assertion is not about (27 RUN_FINISHED
without `threadId`/`runId`; CUSTOM without `value`, REASONING_ENCRYPTED_VALUE without
`encryptedValue`, ACTIVITY_DELTA without `activityType`/`patch`, a snapshot's message without
`id`). verifyEvents never looks at a schema, so as sent these cases measure only that ours
does. The translation (extract.mjs, `complete`) fills in exactly the required fields that
@ag-ui/core's EventSchema reports absent and that are in its list (`COMPLETABLE` here), and
records each in the case (`completed: [{event, field, value}]`, `events` left as sent); a test
whose name names the field is not completed. `test_the_completions` checks each completion
(an absent field, a completable one, the run's own ids), and the slow test checks that
@ag-ui/client 1.0.0 gives every completed case the same verdict (outcome, event, message) as
the case as sent, and that @ag-ui/core accepts every completed event.

The end of a run. 1.0.0's verifier never checked the end of a stream, so 5 tests of the 1.0 era
and of the subagent branch expect completion of a stream that leaves its run open (and, on the
subagent branch, subagents and a reasoning span). AG-UI's #2300 (62d0f9d0, "fix(client): error
on streams that end without a terminal event") makes verifyEvents fail such a stream, and in that
commit appends a RUN_FINISHED to the 1.0-era test `should allow STATE_SNAPSHOT events`
(verify.events.test.ts) to keep it passing. The translation does the same, by rule (extract.mjs,
`terminate`): a test that expects completion, leaves a run open, and whose name is not about the
end (`ABOUT_THE_END`) gets what closes its run appended (`appended: [event]`: the closes of what
the run holds open, each under its opener's owner, then a RUN_FINISHED with the run's
threadId/runId). `test_the_completions` checks each, and the slow test that 1.0.0's verdict on
the completed case is its verdict on the case as sent. The #2300 unterminated-run tests are
about the end and are never appended to. The figure that counts is agreement on the completed
cases; the as-sent one is printed beside it, its extra differences `schema` and `end`.

Where ours ends a completed case otherwise than the case expects, the case is in `DIFFERING`
with its reason, each reason with AG-UI's words in `WHY`, and the set of differing cases must
be exactly its keys: a change to the rules that makes one agree, or another differ, fails this
test.

`python -m tests.test_ag_ui_verify` prints the figures examples/ag-ui/README.md shows ("AG-UI's
stream tests"); the TypeScript and official ones after `npm run build`."""

from __future__ import annotations

import copy
import functools
import importlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from generator.model.reference_stream import StreamState
from generator.pipeline import read_specs
from generator.targets.python.names import py_module, py_stream_class
from generator.targets.typescript.names import ts_stream_class
from tests import commands
from tests.test_ag_ui import ROOT
from tests.test_stream import SPEC, example_module

VERIFY = ROOT / "examples" / "ag-ui" / "published" / "verify"
[NEWEST] = read_specs([SPEC])
Verdict = dict[str, Any]

# The fields extract.mjs may fill in (its FILL), each required by AG-UI's schema where filled.
COMPLETABLE = {"threadId", "runId", "value", "encryptedValue", "activityType", "patch", "id", "role"}
# A test's name about how a stream ends (extract.mjs's ABOUT_THE_END): never appended to.
ABOUT_THE_END = re.compile(r"terminat|\bend(s|ed|ing)?\b|finish|RUN_ERROR", re.IGNORECASE)
UNTERMINATED = "62d0f9d0218ca6a162ffc80c4ba3ba446b4c0a9d"  # AG-UI #2300, its unterminated-run tests
APPENDED_CASES = 5  # completed by what closes their run
SCHEMA = "schema"  # as sent: an event AG-UI's schema refuses (and @ag-ui/core, checked)
SCHEMA_CASES = 35  # as sent; each listed by `python -m tests.test_ag_ui_verify --schema`
END = "end"
EMPTY = "empty"  # a case with no event ours accepts (none today: the run must occur)
RUN_IDENTITY = "agree:run"
WHY = {
    END: "docs/concepts/events.mdx: 'Every run terminates with either `RunFinished` or `RunError`', and"
    " 'The `RunStarted` and either `RunFinished` or `RunError` events are mandatory'. AG-UI's own #2300"
    " (62d0f9d0, 'fix(client): error on streams that end without a terminal event') makes verifyEvents"
    " fail such a stream and, to keep `should allow STATE_SNAPSHOT events` passing, appends a RUN_FINISHED"
    " to it. As sent, 5 tests of the 1.0 era (the subagent branch does not carry #2300) leave their"
    " run open, which `end()` reports; completed, the translation closes it as #2300 did",
    RUN_IDENTITY: "docs/concepts/events.mdx: RunStarted 'establishes a new execution context identified by a"
    " unique `runId`'; RunFinished's `runId` is the 'ID of the agent run'. The test closes run-1 with a"
    " RUN_FINISHED naming test-run-2 (its next run's id); 1.0.0 does not compare them, AG-UI's draft"
    " conformance stream `run-finished-wrong-run-id-fatal` refuses it",
}
# Completed, the one case ours ends otherwise than it expects.
DIFFERING: dict[str, str] = {
    "verify.multiple-runs: verifyEvents multiple runs > should handle complex scenario with multiple runs"
    " and various event types": RUN_IDENTITY,
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


def _slot(event: Any, field: str) -> tuple[Any, str]:
    """The object that holds a completion's field (`messages.0.id`) and the field's last key."""
    *head, last = field.split(".")
    for key in head:
        event = event[int(key) if key.isdigit() else key]
    return event, last


def events(case: dict[str, Any], completed: bool = True) -> list[Any]:
    """The case's events, as the test sent them or with the translation's completions (its
    fields filled, then what closes its run appended)."""
    out: list[Any] = copy.deepcopy(case["events"])
    for c in case.get("completed", []) if completed else []:
        holder, key = _slot(out[c["event"]], c["field"])
        holder[key] = c["value"]
    appended: list[Any] = copy.deepcopy(case.get("appended", [])) if completed else []
    return out + appended


def reference(stream: list[Any]) -> list[Verdict]:
    state = StreamState(NEWEST)
    return [state.feed(e) for e in stream] + state.end()


@functools.cache
def expected(completed: bool = True) -> dict[str, list[Verdict]]:
    return {name: reference(events(case, completed)) for name, case in cases().items()}


def outcome(verdicts: list[Verdict]) -> str:
    return "completed" if all(v["accepted"] for v in verdicts) else "failed"


def reason(verdicts: list[Verdict]) -> str:
    """Why ours fails a case: the first fatal verdict's kind."""
    first = next(v for v in verdicts if not v["accepted"])
    return SCHEMA if first["rule"] == "valid" else END if str(first["rule"]).startswith("end:") else str(first["rule"])


def differing(completed: bool = True) -> dict[str, str]:
    out = {}
    for name, case in cases().items():
        verdicts = expected(completed)[name]
        if outcome(verdicts) != case["expect"]:
            out[name] = (
                reason(verdicts) if outcome(verdicts) == "failed" else EMPTY if not case["events"] else "accepts"
            )
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


def test_the_completions() -> None:
    """Each completion fills a completable field the event as sent lacks (a RUN_FINISHED's ids
    are those of the run's RUN_STARTED, a RUN_STARTED input's its own) and that the test's name
    does not name; no case is left refused for a field the translation could fill; and every
    case ours refuses for its schema as sent is completed."""
    completed = [name for name, case in cases().items() if case.get("completed")]
    assert len(completed) >= SCHEMA_CASES
    for name in completed:
        case = cases()[name]
        for c in case["completed"]:
            holder, key = _slot(case["events"][c["event"]], c["field"])
            assert key in COMPLETABLE and key not in holder and key not in name.split(), (name, c)
            if key in ("threadId", "runId"):  # a RUN_STARTED's input: its own; else the run's
                sent = case["events"][: c["event"] + 1]
                started = [e for e in sent if e.get("type") == "RUN_STARTED" and (e is sent[-1]) == ("." in c["field"])]
                assert c["value"] == started[-1][key], (name, c)
    for name, verdicts in expected().items():  # what stays refused is the test's point (a null)
        for v in verdicts:
            missing = v["rule"] == "valid" and v["reason"] == "is required"
            assert not (missing and v["path"].rsplit(".", 1)[-1] in COMPLETABLE), (name, v)
    assert all(cases()[name].get("completed") for name, why in differing(False).items() if why == SCHEMA)


def test_the_appended_ends() -> None:
    """A case gets what closes its run exactly when it expects completion, its name is not about
    the end, and with its fields filled it leaves a run open (no RUN_FINISHED or RUN_ERROR after
    its last RUN_STARTED; ours reports it at the end); what is appended is the closes of
    what the run holds open (ours reports nothing open after them) and a RUN_FINISHED with the
    open run's ids. None of #2300's unterminated-run tests is appended to."""
    appended = {name for name, case in cases().items() if case.get("appended")}
    assert len(appended) == APPENDED_CASES
    for name, case in cases().items():
        filled = events(case)[: len(events(case)) - len(case.get("appended", []))]
        types = [e.get("type") for e in filled]
        ends = [i for i, t in enumerate(types) if t in ("RUN_FINISHED", "RUN_ERROR")]
        left_open = "RUN_STARTED" in types and max(ends, default=-1) < len(types) - types[::-1].index("RUN_STARTED") - 1
        wanted = case["expect"] == "completed" and not ABOUT_THE_END.search(name) and left_open
        assert (name in appended) == wanted, name
        if name not in appended:
            continue
        assert case["source"]["commit"] != UNTERMINATED, name
        assert any(v["rule"] == "end:run" for v in reference(filled)[len(filled) :]), name
        *closes, finished = case["appended"]
        started = [e for e in filled if e.get("type") == "RUN_STARTED"][-1]
        assert finished == {"type": "RUN_FINISHED", "threadId": started["threadId"], "runId": started["runId"]}
        assert all(e["type"].endswith(("_END", "_FINISHED")) for e in closes), name
        closed = reference(filled + closes)
        assert not any(str(v["rule"]).startswith("end:") and v["rule"] != "end:run" for v in closed), name


def test_the_cases_that_differ_and_why() -> None:
    """Completed, exactly the cases in DIFFERING end otherwise than AG-UI expects, each for a
    reason with AG-UI's words; no valid stream is refused but for a run left open or another
    run's id. As sent, the others that differ are the SCHEMA_CASES and the cases whose run the
    translation closes (`end`, where their schema is not refused first)."""
    assert differing() == DIFFERING
    assert set(DIFFERING.values()) <= set(WHY)
    as_sent = differing(False)
    assert Counter(as_sent.values())[SCHEMA] == SCHEMA_CASES
    closed = {name: END for name, case in cases().items() if case.get("appended") and as_sent[name] != SCHEMA}
    assert {name: why for name, why in as_sent.items() if why != SCHEMA} == DIFFERING | closed
    assert "accepts" not in as_sent.values()


def test_like_for_like_with_the_official_verifier() -> None:
    """Without `end()` (1.0.0 has no end of stream), ours ends every completed case as 1.0.0 did
    when the tests were translated, but for AG-UI 1.1's run identity; and where both fail, ours
    fails at the same event."""
    apart = set()
    for name, case in cases().items():
        fed = expected()[name][: len(events(case))]
        official = case.get("official")
        if official is None:
            continue
        if outcome(fed) != official["outcome"]:
            apart.add(name)
        elif official["outcome"] == "failed":
            assert next(v["index"] for v in fed if not v["accepted"]) == official["at"], name
    assert apart == {name for name, why in DIFFERING.items() if why == RUN_IDENTITY}


@pytest.mark.parametrize("completed", [True, False], ids=["completed", "as-sent"])
def test_the_python_stream_validator_agrees_with_the_reference(completed: bool) -> None:
    stream_class = getattr(importlib.import_module(py_module(NEWEST)), py_stream_class(NEWEST))
    for name, case in cases().items():
        stream = stream_class()
        got = [stream.feed(e) for e in events(case, completed)] + stream.end()
        assert got == expected(completed)[name], name


def run_node(compiled: Path) -> dict[str, dict[str, Any]]:
    """Per case, as sent and completed: the generated TypeScript verdicts, @ag-ui/client 1.0.0's
    outcome and @ag-ui/core's first refused event, from one Node process (tests/ts/ag_ui_verify.mjs)."""
    module = example_module(compiled, NEWEST)
    payload: dict[str, Any] = {"module": str(module), "class": ts_stream_class(NEWEST)}
    payload["cases"] = {
        name: {"sent": events(case, False), "completed": events(case)} for name, case in cases().items()
    }
    done = commands.run(
        ["node", str(ROOT / "tests" / "ts" / "ag_ui_verify.mjs")], stdin=json.dumps(payload), timeout=300
    )
    assert done.returncode == 0, done.stderr
    out: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return out


@pytest.mark.slow
def test_typescript_and_the_official_verifier(compiled: Path) -> None:
    """The TypeScript validator gives the reference's verdicts, as sent and completed;
    @ag-ui/client 1.0.0 gives the outcome recorded when the tests were translated, to the case as
    sent and to the completed case alike (the completions change nothing it judges); @ag-ui/core
    refuses a completed case exactly where ours refuses its schema; every case ours fails for its schema as sent sends
    an event @ag-ui/core refuses, at the same index."""
    results = run_node(compiled)
    for name, case in cases().items():
        sent, completed = results[name]["sent"], results[name]["completed"]
        assert sent["generated"] == expected(False)[name] and completed["generated"] == expected()[name], name
        assert completed["official"] == sent["official"], name
        if "official" in case:
            assert sent["official"] == case["official"], name
        # @ag-ui/core refuses a completed case only where ours refuses its schema (a test's null)
        first_invalid = next((v["index"] for v in expected()[name] if v["rule"] == "valid"), None)
        assert completed["schemaRefuses"] == first_invalid, name
        if reason_if_failed(name, False) == SCHEMA:
            first = next(v["index"] for v in expected(False)[name] if not v["accepted"])
            assert sent["schemaRefuses"] == first, name


def reason_if_failed(name: str, completed: bool = True) -> str | None:
    verdicts = expected(completed)[name]
    return reason(verdicts) if outcome(verdicts) == "failed" else None


def _share(label: str, hits: int, of: int) -> str:
    return f"{label}: {hits}/{of} = {hits / of:.1%}"


def _agreement(label: str, outcomes: dict[str, str], subsets: dict[str, list[str]]) -> list[str]:
    return [
        _share(f"{label}, {part}", sum(outcomes[n] == cases()[n]["expect"] for n in names), len(names))
        for part, names in subsets.items()
    ]


def figures(results: dict[str, dict[str, Any]] | None) -> list[str]:
    """The counts examples/ag-ui/README.md shows: completed first, then as sent."""
    names = list(cases())
    tests = [n for n in names if "test" in cases()[n]["source"]]
    subsets = {"all": names, "tests": tests}
    filled = [n for n in names if cases()[n].get("completed")]
    closed = [n for n in names if cases()[n].get("appended")]
    lines = [
        f"cases: {len(names)} ({len(tests)} tests, {len(names) - len(tests)} doc sequences); completed by the"
        f" translation: {len(filled)} cases, {sum(len(cases()[n]['completed']) for n in filled)} fields;"
        f" a run closed: {len(closed)} cases, {sum(len(cases()[n]['appended']) for n in closed)} events appended"
    ]
    for form, completed in (("completed", True), ("as sent", False)):
        lines.append(f"-- {form}")
        lines += _agreement("Python vs expected", {n: outcome(expected(completed)[n]) for n in names}, subsets)
        lines += [f"  differ, {why}: {count}" for why, count in Counter(differing(completed).values()).most_common()]
        if results is None:
            continue
        key = "completed" if completed else "sent"
        generated = {n: outcome(results[n][key]["generated"]) for n in names}
        official = {n: results[n][key]["official"]["outcome"] for n in names}
        lines += _agreement("TypeScript vs expected", generated, subsets)
        lines += _agreement("@ag-ui/client 1.0.0 vs expected", official, subsets)
        for part, subset in subsets.items():
            same = sum(official[n] == generated[n] for n in subset)
            lines.append(_share(f"ours vs @ag-ui/client 1.0.0, {part}", same, len(subset)))
        apart = Counter(reason_if_failed(n, completed) or "ours accepts" for n in names if official[n] != generated[n])
        lines += [f"  ours and 1.0.0 differ, {k}: {v}" for k, v in apart.most_common()]
        # like for like: 1.0.0 has no end of stream, so ours without end() (the verdicts of feed)
        fed = {n: outcome(expected(completed)[n][: len(events(cases()[n], completed))]) for n in names}
        for part, subset in subsets.items():
            same = sum(official[n] == fed[n] for n in subset)
            lines.append(_share(f"ours without end() vs @ag-ui/client 1.0.0, {part}", same, len(subset)))
    return lines


if __name__ == "__main__":
    import sys

    if "--schema" in sys.argv:
        for name, why in differing(False).items():
            first = next(v for v in expected(False)[name] if not v["accepted"])
            print(f"{name}\n    event {first['index']}: {first['path']}: {first['reason']}") if why == SCHEMA else None
        sys.exit(0)
    built = ROOT / "build" / "ts"
    print("\n".join(figures(run_node(built) if example_module(built, NEWEST).exists() else None)))
