"""The generated AG-UI TypeScript twin (examples/ag-ui/generated/typescript, compiled by the real
tsc into build/ts) against the pinned official TypeScript SDK, `@ag-ui/core` 1.0.0 (its zod
`EventSchema`, run with zod 3.25.76, both pinned in package.json), on the corpus of
tests/test_ag_ui.py (1558 inputs: every event's valid sample and its mutations) and a few probes
of the places RESEARCH.md §3.3 found the two SDKs' JSON handling to differ (D2, D5, D8, D10, D11,
D12), where the two TypeScript sides could differ too.

The corpus goes to Node as one JSON file, so each side sees what `JSON.parse` makes of the text,
as it would on the wire; tests/ts/ag_ui_diff.mjs runs every input through `validateAgUiEvent`
and `EventSchema.safeParse` and writes back each side's verdict and, on accept, its output as
JSON text with sorted keys (the generated: the object it returns; the SDK: the parsed `data`).
Both sides must make the same decision and, on accept, emit the same JSON. Every disagreement is
asserted exactly (`KNOWN`): a new one fails, and so does one that goes away.
examples/ag-ui/README.md ("Agreement with @ag-ui/core 1.0.0") says which side follows AG-UI's
schema for each, with the evidence; `python -m tests.test_ag_ui_typescript` prints the figures
that section shows (after `npm run build`, which compiles build/ts as the `compiled` fixture
does)."""

from __future__ import annotations

import json
import subprocess
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.test_ag_ui import SAMPLES, corpus, sdk_key_order, table_rows

pytestmark = pytest.mark.slow  # compiles with tsc and runs the whole AG-UI corpus on Node

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "ts" / "ag_ui_diff.mjs"
MODULE = Path("examples") / "ag-ui" / "generated" / "typescript" / "ag_ui" / "ag_ui.js"

Json = Any
Result = dict[str, Json]  # one side: {"accept": bool, "json": str, "ordered": str} or {"crash": str}


def _nested(depth: int) -> Json:
    value: Json = "x"
    for _ in range(depth):
        value = [value]
    return value


RUN_INPUT = SAMPLES["RUN_STARTED"]["input"]
# Where RESEARCH.md §3.3 saw the Python and the TypeScript SDK differ on the JSON itself: the two
# TypeScript sides read the same JSON.parse output, so they are expected to agree on each.
PROBES: dict[str, dict[str, Json]] = {
    # D2: RunAgentInput.state null reads as absent
    "RUN_STARTED/D2:probe:/input/state": {**SAMPLES["RUN_STARTED"], "input": {**RUN_INPUT, "state": None}},
    # D5: a snake_case key does not stand for the camelCase field
    "TEXT_MESSAGE_END/D5:probe:/message_id": {"type": "TEXT_MESSAGE_END", "message_id": "msg_1"},
    # D7, sent: an empty tools and context list is kept as sent by both
    "RUN_STARTED/D7:probe:/input/tools": {**SAMPLES["RUN_STARTED"], "input": {**RUN_INPUT, "tools": [], "context": []}},
    # D8: numbers inside a payload are doubles on both sides (1.0 -> 1, -0.0 -> 0, 2^64+1 rounded)
    "CUSTOM/D8:probe:/value": {**SAMPLES["CUSTOM"], "value": {"a": 1.0, "b": -0.0, "c": 18446744073709551617}},
    # D10: a lone surrogate in a string
    "TEXT_MESSAGE_CONTENT/D10:probe:/delta": {**SAMPLES["TEXT_MESSAGE_CONTENT"], "delta": "\ud800"},
    # D11: nesting deeper than pydantic-core's limit, inside an any payload
    "CUSTOM/D11:probe:/value": {**SAMPLES["CUSTOM"], "value": _nested(300)},
    # D12: a "__proto__" key, on the event (dropped by both) and inside metadata (kept by both)
    "TEXT_MESSAGE_END/D12:probe:/__proto__": {**SAMPLES["TEXT_MESSAGE_END"], "__proto__": {"x": 1}},
    "TEXT_MESSAGE_END/D12:probe:/metadata/__proto__": {
        **SAMPLES["TEXT_MESSAGE_END"],
        "metadata": {"__proto__": {"x": 1}},
    },
}


def run_node(build: Path, inputs: dict[str, Json]) -> dict[str, dict[str, Result]]:
    """Both sides' results for each input, from tests/ts/ag_ui_diff.mjs."""
    with tempfile.TemporaryDirectory(prefix="ag-ui-ts-") as tmp:
        corpus_file, results_file = Path(tmp) / "corpus.json", Path(tmp) / "results.json"
        corpus_file.write_text(json.dumps(inputs), encoding="utf-8")
        done = subprocess.run(
            ["node", str(SCRIPT), str(build / MODULE), str(corpus_file), str(results_file)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"node failed:\n{done.stdout}\n{done.stderr}"
        results: dict[str, dict[str, Result]] = json.loads(results_file.read_text(encoding="utf-8"))
    assert set(results) == set(inputs)
    return results


def verdict(result: dict[str, Result]) -> str:
    """agree, generated-only (it accepts, the SDK refuses), sdk-only, or output (both accept, the
    JSON differs)."""
    gen, sdk = result["generated"], result["sdk"]
    if not gen["accept"] and not sdk["accept"]:
        return "agree"
    if not sdk["accept"]:
        return "generated-only"
    if not gen["accept"]:
        return "sdk-only"
    return "agree" if gen["json"] == sdk["json"] else "output"


@pytest.fixture(scope="module")
def results(compiled: Path) -> dict[str, dict[str, Result]]:
    return run_node(compiled, {**corpus(), **PROBES})


@pytest.fixture(scope="module")
def verdicts(results: dict[str, dict[str, Result]]) -> dict[str, str]:
    return {case: verdict(result) for case, result in results.items()}


# --- the known disagreements (README.md "Agreement with @ag-ui/core 1.0.0") ------------------------

# D7: the SDK's RunAgentInputSchema has `tools: z.array(ToolSchema).default(() => [])` (and so
# for `context`), so its output gains `[]` where the input has none; the generated keeps the
# input as sent, as AG-UI's JSON Schema (no `default`, "Absent means none") and the Python SDK do.
KNOWN: dict[str, str] = {
    "RUN_STARTED:missing:/input/tools": "output",
    "RUN_STARTED:missing:/input/context": "output",
}


def cause(case: str, result: str) -> str | None:
    """Which known cause explains a disagreement, from the case id alone; None: not a known one."""
    _, mutation, path = case.split(":")
    if mutation == "missing" and result == "output" and path in {"/input/tools", "/input/context"}:
        return "D7 list default"
    return None


CAUSES = ["D7"]


def test_no_side_crashes(results: dict[str, dict[str, Result]]) -> None:
    """A refusal is the generated's AgUiProtocolError or safeParse's failure: anything else thrown
    is a bug, not a verdict."""
    crashes = {case: side for case, result in results.items() for side, out in result.items() if "crash" in out}
    assert crashes == {}


def test_samples_are_valid_on_both_sides(results: dict[str, dict[str, Result]], verdicts: dict[str, str]) -> None:
    for name in SAMPLES:
        case = f"{name}:valid"
        assert results[case]["generated"]["accept"], (name, results[case]["generated"])
        assert results[case]["sdk"]["accept"], (name, results[case]["sdk"])
        assert verdicts[case] == "agree", name


def test_known_disagreements_exactly(verdicts: dict[str, str]) -> None:
    """Every disagreement is listed in KNOWN, with its kind; a new one fails, and so does one that
    goes away (update the list and README.md together)."""
    assert {case: v for case, v in verdicts.items() if v != "agree"} == KNOWN


def test_every_known_disagreement_has_its_cause() -> None:
    assert {case: cause(case, result) for case, result in KNOWN.items() if cause(case, result) is None} == {}


def test_d7_is_only_the_default(results: dict[str, dict[str, Result]]) -> None:
    """Where D7 shows, the SDK's output is the generated's with the left-out list filled in as
    `[]`, and nothing else differs."""
    for case in KNOWN:
        key = case.rsplit("/", 1)[-1]
        gen = json.loads(results[case]["generated"]["json"])
        sdk = json.loads(results[case]["sdk"]["json"])
        assert key not in gen["input"] and sdk["input"][key] == [], case
        assert sdk == {**gen, "input": {**gen["input"], key: []}}, case


def test_probes_agree(verdicts: dict[str, str], results: dict[str, dict[str, Result]]) -> None:
    """The JSON-level differences between the two SDKs (RESEARCH.md D2, D5, D8, D10–D12) are not
    differences between the two TypeScript sides: both read the same JSON.parse output the same
    way."""
    assert {case: verdicts[case] for case in PROBES if verdicts[case] != "agree"} == {}
    decided = {case.split(":")[0]: results[case]["sdk"]["accept"] for case in PROBES}
    assert [sample for sample, accept in decided.items() if not accept] == ["TEXT_MESSAGE_END/D5"]
    top = json.loads(results["TEXT_MESSAGE_END/D12:probe:/__proto__"]["sdk"]["json"])
    nested = json.loads(results["TEXT_MESSAGE_END/D12:probe:/metadata/__proto__"]["sdk"]["json"])
    assert "__proto__" not in top and nested["metadata"] == {"__proto__": {"x": 1}}
    # the key is left out, not assigned: the generated output keeps a plain prototype, where
    # @ag-ui/core's takes the sender's object as its prototype (docs/decisions.md)
    assert results["TEXT_MESSAGE_END/D12:probe:/__proto__"]["generated"]["plain"] is True
    assert results["TEXT_MESSAGE_END/D12:probe:/__proto__"]["sdk"]["plain"] is False
    numbers = json.loads(results["CUSTOM/D8:probe:/value"]["generated"]["json"])["value"]
    assert numbers == {"a": 1, "b": 0, "c": 18446744073709552000}


def test_key_order(verdicts: dict[str, str], results: dict[str, dict[str, Result]]) -> None:
    """Where both accept and agree, the keys come in the same order too (the SDK's shape order,
    extras last), but for where a message's `role` sits, as against the Python SDK."""
    for case, result in results.items():
        gen, sdk = result["generated"], result["sdk"]
        if verdicts[case] == "agree" and gen["accept"] and sdk["accept"]:
            ordered = sdk_key_order(json.loads(gen["ordered"]))
            assert json.dumps(ordered) == json.dumps(json.loads(sdk["ordered"])), case


def figures(verdicts: dict[str, str]) -> dict[str, Counter[str]]:
    """Per event type, over the corpus (not the probes): inputs, agreeing ones, and disagreements
    by cause (README.md's table)."""
    out: dict[str, Counter[str]] = {}
    for case, result in verdicts.items():
        if case in PROBES:
            continue
        row = out.setdefault(case.split(":")[0].split("/")[0], Counter())
        row["inputs"] += 1
        row["agree" if result == "agree" else str(cause(case, result))[:2]] += 1
    return out


if __name__ == "__main__":
    found = {case: verdict(result) for case, result in run_node(ROOT / "build" / "ts", {**corpus(), **PROBES}).items()}
    for case, result in sorted(found.items()):
        if result != "agree":
            print(cause(case, result), result, case)
    print("probes:", Counter(found[case] for case in PROBES))
    print(*table_rows(figures(found), CAUSES), sep="\n")
