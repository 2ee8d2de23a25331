"""Stream rules (spec `stream`), in both languages: the AG-UI example's stream cases
(tests/conformance/streams.py, derived from its rules; verdicts from the reference interpreter)
fed to the generated Python ``EventStream`` and the generated TypeScript ``AgUiEventStream``."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from generator.model.protocol import Protocol
from generator.pipeline import read_specs
from tests.conformance.streams import expected, stream_cases
from tests.conftest import PROTOCOLS, ROOT
from tests.test_ag_ui import validate_event  # puts the example's package on sys.path

SPEC = ROOT / "examples" / "ag-ui" / "spec" / "ag_ui.v1.yaml"


@pytest.fixture(scope="module")
def protocol() -> Protocol:
    [p] = read_specs([SPEC])
    return p


@pytest.fixture(scope="module")
def cases(protocol: Protocol) -> dict[str, list[dict[str, Any]]]:
    return stream_cases(protocol)


def test_the_cases_cover_every_rule(protocol: Protocol, cases: dict[str, list[dict[str, Any]]]) -> None:
    """Each kind of check is broken somewhere, each with the rule that names it."""
    assert protocol.stream is not None and callable(validate_event)
    rules = {v["rule"] for events in cases.values() for v in expected(protocol, events)}
    for check in ("inside", "closed", "opens", "closes"):
        assert any(str(r).startswith(check + ":") for r in rules), check
    assert "valid" in rules and None in rules


def test_an_item_out_of_order_breaks_the_rule_its_type_has(protocol: Protocol, cases: dict[str, Any]) -> None:
    assert protocol.stream is not None
    for v in protocol.variants:
        rule = protocol.stream.rule_for(v.name)
        if rule is None:
            continue
        assert all(x["accepted"] for x in expected(protocol, cases[f"{v.name}/in-order"])), v.name
        alone = expected(protocol, cases[f"{v.name}/alone"])[0]
        if rule.inside:
            assert alone["rule"] == f"inside:{rule.inside[0]}", v.name
        if rule.opens:
            assert expected(protocol, cases[f"{v.name}/opens-twice"])[-1]["rule"] == f"opens:{rule.opens}"


def test_the_python_stream_validator_agrees_with_the_reference(protocol: Protocol, cases: dict[str, Any]) -> None:
    import importlib

    stream_class = importlib.import_module("ag_ui_protocol_generated.events").EventStream
    for name, events in cases.items():
        stream = stream_class()
        assert [stream.feed(e) for e in events] == expected(protocol, events), name


def typescript_verdicts(compiled: Path, cases: dict[str, list[Any]]) -> dict[str, list[dict[str, Any]]]:
    """Every verdict of the generated TypeScript ``AgUiEventStream`` (compiled into ``compiled``),
    a fresh instance per case, from one Node process (tests/ts/stream_vectors.mjs)."""
    module = compiled / "examples" / "ag-ui" / "generated" / "typescript" / "ag_ui" / "ag_ui.js"
    payload = json.dumps({"module": str(module), "class": "AgUiEventStream", "cases": cases})
    done = subprocess.run(
        ["node", str(ROOT / "tests" / "ts" / "stream_vectors.mjs")],
        input=payload,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    got: dict[str, list[dict[str, Any]]] = json.loads(done.stdout)
    assert set(got) == set(cases)
    return got


@pytest.mark.slow
def test_the_typescript_stream_validator_agrees_with_the_reference(
    protocol: Protocol, cases: dict[str, Any], compiled: Path
) -> None:
    got = typescript_verdicts(compiled, cases)
    for name, events in cases.items():
        assert got[name] == expected(protocol, events), name


def test_the_stream_runtime_is_copied_verbatim_into_the_package_that_has_rules() -> None:
    generated = ROOT / "examples" / "ag-ui" / "generated"
    source = ROOT / "generator" / "targets"
    [py] = (generated / "python").glob("*/src/*/*/_runtime_stream.py")
    assert py.read_text(encoding="utf-8").endswith(
        (source / "python" / "runtime_stream.py").read_text(encoding="utf-8")
    )
    ts = generated / "typescript" / "ag_ui" / "runtime_stream.ts"
    assert ts.read_text(encoding="utf-8").endswith(
        (source / "typescript" / "runtime_stream.ts").read_text(encoding="utf-8")
    )
    for p in PROTOCOLS:  # a spec without rules carries no stream runtime
        if p.stream is None:
            assert not (ROOT / "generated" / "typescript" / p.name / "runtime_stream.ts").exists(), p.name
            assert not list((ROOT / "generated" / "python" / p.python_distribution).rglob("_runtime_stream.py"))


def test_dropping_an_item_types_own_rule_is_breaking(tmp_path: Path) -> None:
    """The rule in force is what diff compares: without its own rule an item type falls under
    `otherwise` (or loses what it closed), which can refuse an order accepted before."""
    import sys

    text = SPEC.read_text(encoding="utf-8")
    [p] = read_specs([SPEC])
    assert p.stream is not None and p.stream.otherwise is not None
    name, rule = next((n, r) for n, r in p.stream.rules.items() if r.opens)
    line = next(line for line in text.splitlines() if line.strip().startswith(f"{name}: {{"))
    (tmp_path / "old.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "new.yaml").write_text(text.replace(line + "\n", ""), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "generator", "diff", str(tmp_path / "old.yaml"), str(tmp_path / "new.yaml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (
        f"breaking: stream rule of {name} changed: opens {rule.opens} → {p.stream.otherwise.text}"
        in done.stdout + done.stderr
    )
