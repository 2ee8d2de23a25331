"""Stream rules (spec `stream`), in both languages: the stream cases of the AG-UI example and of
tests/fixtures/streams/chat.v1.yaml (a spec that uses every check the language has), derived
from their rules (tests/conformance/streams.py; verdicts from the reference interpreter), fed
to the generated Python stream validator and the generated TypeScript one."""

from __future__ import annotations

import importlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.model.protocol import Protocol
from generator.model.reference_stream import StreamState
from generator.model.stream import CHECKS
from generator.pipeline import read_specs
from generator.spec.read import read_spec_text
from generator.targets.python.names import py_distribution, py_module, py_stream_class
from generator.targets.typescript.names import ts_stream_class
from tests import commands
from tests.both_runtimes import run_vectors
from tests.conformance.streams import expected, fed, stream_cases
from tests.conftest import PROTOCOLS, ROOT
from tests.test_ag_ui import validate_event  # puts the example's package on sys.path

# Each major of the AG-UI example (v2 has AG-UI's fuller stream rules); SPEC, the newest (by its
# version, not its file name: v10 sorts before v2).
EXAMPLES = sorted((ROOT / "examples" / "ag-ui" / "spec").glob("*.yaml"))
SPEC = max(EXAMPLES, key=lambda spec: tuple(int(n) for n in read_specs([spec])[0].version.split(".")))
FIXTURE = ROOT / "tests" / "fixtures" / "streams" / "chat.v1.yaml"


@dataclass
class Generated:
    protocol: Protocol
    python_class: Any  # the generated Python stream validator


@pytest.fixture(scope="module", params=[*(s.stem for s in EXAMPLES), "chat"])
def generated(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Generated:
    """An AG-UI example as committed, or the fixture generated into a temporary folder."""
    if request.param != "chat":
        [p] = read_specs([SPEC.with_name(f"{request.param}.yaml")])
        assert callable(validate_event)
        module = importlib.import_module(py_module(p))
        return Generated(p, getattr(module, py_stream_class(p)))
    [p] = read_specs([FIXTURE])
    out = tmp_path_factory.mktemp("chat") / "generated"
    done = commands.generator("generate", "--specs", str(FIXTURE.parent), "--out", str(out))
    assert done.returncode == 0, done.stderr
    [src] = (out / "python").glob("*/src")
    sys.path.insert(0, str(src))
    module = importlib.import_module(py_module(p))
    return Generated(p, getattr(module, py_stream_class(p)))


@pytest.fixture(scope="module")
def protocol(generated: Generated) -> Protocol:
    return generated.protocol


@pytest.fixture(scope="module")
def cases(protocol: Protocol) -> dict[str, list[dict[str, Any]]]:
    return stream_cases(protocol)


def test_the_fixture_makes_every_check_and_warns() -> None:
    """The fixture is what holds each check to both languages: it must keep making them all."""
    [p] = read_specs([FIXTURE])
    verdicts = [v for events in stream_cases(p).values() for v in expected(p, events)]
    for check in CHECKS:
        assert any(str(v["rule"]).startswith(check + ":") for v in verdicts), check
    assert {v["verdict"] for v in verdicts} == {"accepted", "warning", "fatal"}
    # a warned check that changes state too (the item takes effect), not only one that cannot
    warned = {str(v["rule"]).split(":")[0] for v in verdicts if v["verdict"] == "warning"}
    assert warned & {"opens", "once", "closes", "agree"} and warned & {"inside", "closed", "known"}, warned


def test_the_cases_cover_every_rule(protocol: Protocol, cases: dict[str, list[dict[str, Any]]]) -> None:
    """Each kind of check the spec's rules make is broken somewhere, each with the rule that
    names it."""
    assert protocol.stream is not None
    rules = {v["rule"] for events in cases.values() for v in expected(protocol, events)}
    stream = protocol.stream
    made = {c for v in protocol.variants if (r := stream.rule_for(v.name)) for c in stream.checks_made(r)}
    assert {"inside", "opens", "closes"} <= made
    for check in made:
        assert any(str(r).startswith(check + ":") for r in rules), check
    assert "valid" in rules and None in rules


def test_an_item_out_of_order_breaks_the_rule_its_type_has(protocol: Protocol, cases: dict[str, Any]) -> None:
    assert protocol.stream is not None
    for v in protocol.variants:
        rule = protocol.stream.rule_for(v.name)
        if rule is None:
            continue
        assert all(x["accepted"] for x in fed(protocol, cases[f"{v.name}/in-order"])), v.name
        alone = fed(protocol, cases[f"{v.name}/alone"])[0]
        if rule.inside:
            assert alone["rule"] == f"inside:{rule.inside[0]}", v.name
            assert alone["verdict"] == ("warning" if "inside" in rule.warn else "fatal"), v.name
        if rule.opens:
            assert fed(protocol, cases[f"{v.name}/opens-twice"])[-1]["rule"] == f"opens:{rule.opens}"
        for field, _ in rule.known:
            unknown = fed(protocol, cases[f"{v.name}/{field}-unknown"])[-1]
            assert unknown["rule"] == f"known:{field}" and unknown["path"] == field, v.name
            assert unknown["verdict"] == ("warning" if "known" in rule.warn else "fatal"), v.name


def test_a_named_instance_and_an_agreeing_item_are_accepted(protocol: Protocol, cases: dict[str, Any]) -> None:
    """The other side of `known`, `agree` and `once`: what they must not refuse."""
    for name, events in cases.items():
        if not events:  # the empty stream: only end() judges it (test_the_end_of_a_stream)
            continue
        last = fed(protocol, events)[-1]
        if any(mark in name for mark in ("-names-", "/without-", "/opens-again-within-another-", "/opens-another")):
            assert last["verdict"] == "accepted", (name, last)
        if "/disagrees-on-" in name:
            field = name.split("/disagrees-on-")[1]
            assert str(last["rule"]).startswith("agree:") and last["path"] == field, (name, last)


def test_a_tolerated_null_warns_and_takes_effect(protocol: Protocol, cases: dict[str, Any]) -> None:
    """A null sent in a field whose `null` is `tolerated`: the item is accepted, as if the field
    were left out, with a warning naming it; the next item sees it taken effect."""
    item = protocol.envelope.item
    for name, events in cases.items():
        if "/null-tolerated-" in name:
            field = name.split("/null-tolerated-")[1]
            warned, after = fed(protocol, events)[-2:]
            assert (warned["verdict"], warned["rule"], warned["path"]) == (
                "warning",
                "tolerated:null",
                f"{item}.{field}",
            )
            assert after == {
                **warned,
                "index": after["index"],
                "verdict": "accepted",
                "rule": None,
                "path": None,
                "reason": None,
            }


def test_tolerating_a_null_is_compatible_and_refusing_it_again_breaking(tmp_path: Path) -> None:
    text = FIXTURE.read_text(encoding="utf-8")
    tolerated = "{name: seq, type: integer, null: tolerated}"
    assert tolerated in text
    refused = text.replace(tolerated, tolerated.replace("tolerated}", "refused}"))
    assert "compatible: ping.seq null changed from refused to tolerated" in _diff(tmp_path, refused, text)
    assert "breaking: ping.seq null changed from tolerated to refused" in _diff(tmp_path, text, refused)


def test_the_end_of_a_stream(protocol: Protocol, cases: dict[str, Any]) -> None:
    """`end()` reports each instance still open of a scope that must close and each scope that
    must occur and did not; a stream whose scopes were all closed reports nothing."""
    assert protocol.stream is not None
    for name, events in cases.items():
        state = StreamState(protocol)
        for e in events:
            state.feed(e)
        ended = state.end()
        open_ = [f"end:{s.name}" for s in protocol.stream.scopes if s.must_close for _ in state.open[s.name]]
        missing = [f"occur:{n}" for n in protocol.stream.must_occur if n not in state.occurred]
        assert sorted(v["rule"] for v in ended) == sorted(open_ + missing), name
        assert all(v["verdict"] == "fatal" and v["index"] == len(events) for v in ended), name
    if protocol.stream.must_occur:
        assert [v["rule"] for v in expected(protocol, cases["empty"])] == [
            f"occur:{n}" for n in protocol.stream.must_occur
        ]


def test_the_python_stream_validator_agrees_with_the_reference(generated: Generated, cases: dict[str, Any]) -> None:
    for name, events in cases.items():
        stream = generated.python_class()
        assert [stream.feed(e) for e in events] + stream.end() == expected(generated.protocol, events), name


def typescript_verdicts(
    module: Path, stream_class: str, cases: dict[str, list[Any]]
) -> dict[str, list[dict[str, Any]]]:
    """Every verdict of a generated TypeScript stream validator (``stream_class`` of the compiled
    ``module``), a fresh instance per case, from one Node process (tests/ts/stream_vectors.mjs)."""
    payload = json.dumps({"module": str(module), "class": stream_class, "cases": cases})
    done = commands.run(["node", str(ROOT / "tests" / "ts" / "stream_vectors.mjs")], stdin=payload, timeout=300)
    assert done.returncode == 0, done.stderr
    got: dict[str, list[dict[str, Any]]] = json.loads(done.stdout)
    assert set(got) == set(cases)
    return got


def example_module(compiled: Path, p: Protocol) -> Path:
    """An AG-UI example major's compiled TypeScript module."""
    return compiled / "examples" / "ag-ui" / "generated" / "typescript" / p.name / f"{p.name}.js"


@pytest.mark.slow
def test_the_typescript_stream_validator_agrees_with_the_reference(
    generated: Generated, cases: dict[str, Any], compiled: Path, tmp_path: Path
) -> None:
    p = generated.protocol
    if p.name.startswith("ag_ui"):
        module = example_module(compiled, p)
    else:  # generated again here, its item vectors run in both languages, and compiled
        outcome = run_vectors(FIXTURE.name, FIXTURE.read_text(encoding="utf-8"), tmp_path, compiled)
        assert outcome.python.returncode == 0 and outcome.node.returncode == 0, outcome.node.stdout[-2000:]
        [module] = (tmp_path / "ts").rglob(f"{p.name}.js")
    got = typescript_verdicts(module, ts_stream_class(p), cases)
    for name, events in cases.items():
        assert got[name] == expected(p, events), name


def test_the_stream_runtime_is_copied_verbatim_into_the_package_that_has_rules() -> None:
    generated = ROOT / "examples" / "ag-ui" / "generated"
    source = ROOT / "generator" / "targets"
    copies = sorted((generated / "python").glob("*/src/*/*/_runtime_stream.py"))
    assert len(copies) == len(list((ROOT / "examples" / "ag-ui" / "spec").glob("*.yaml")))
    for py in copies:
        text = (source / "python" / "runtime_stream.py").read_text(encoding="utf-8")
        assert py.read_text(encoding="utf-8").endswith(text), py
    for ts in (generated / "typescript").glob("*/runtime_stream.ts"):
        text = (source / "typescript" / "runtime_stream.ts").read_text(encoding="utf-8")
        assert ts.read_text(encoding="utf-8").endswith(text), ts
    for p in PROTOCOLS:  # a spec without rules carries no stream runtime
        if p.stream is None:
            assert not (ROOT / "generated" / "typescript" / p.name / "runtime_stream.ts").exists(), p.name
            assert not list((ROOT / "generated" / "python" / py_distribution(p)).rglob("_runtime_stream.py"))


def test_dropping_an_item_types_own_rule_is_breaking(tmp_path: Path) -> None:
    """The rule in force is what diff compares: without its own rule an item type falls under
    `otherwise` (or loses what it closed), which can refuse an order accepted before."""
    text = SPEC.read_text(encoding="utf-8")
    [p] = read_specs([SPEC])
    assert p.stream is not None and p.stream.otherwise is not None
    name, rule = next((n, r) for n, r in p.stream.rules.items() if r.closes and r != p.stream.otherwise)
    edited = yaml.safe_load(text)  # the spec as data, so its layout is not what the test relies on
    del edited["stream"]["rules"][name]
    new = yaml.safe_dump(edited, sort_keys=False, allow_unicode=True)
    assert f"breaking: stream rule of {name} changed: {rule.text} → {p.stream.otherwise.text}" in _diff(
        tmp_path, text, new
    )


def _diff(tmp_path: Path, old: str, new: str) -> str:
    (tmp_path / "old.yaml").write_text(old, encoding="utf-8")
    (tmp_path / "new.yaml").write_text(new, encoding="utf-8")
    done = commands.generator("diff", str(tmp_path / "old.yaml"), str(tmp_path / "new.yaml"), timeout=120)
    return done.stdout + done.stderr


def test_a_warning_added_is_compatible_and_a_warning_made_fatal_is_breaking(tmp_path: Path) -> None:
    """A rule's checks that only warn refuse nothing: adding one is compatible; taking `warn`
    away (the same check now fatal) is breaking."""
    text = FIXTURE.read_text(encoding="utf-8")
    [p] = read_specs([FIXTURE])
    assert p.stream is not None
    name, rule = next((n, r) for n, r in p.stream.rules.items() if r.known and r.warn == ("known",))
    [line] = [line for line in text.splitlines() if line.strip().startswith(f"{name}: {{")]
    known = line[line.index(", known: ") : line.index(", warn: ")]
    without = text.replace(line, line.replace(known, "").replace(", warn: [known]", ""))
    added = _diff(tmp_path, without, text)
    assert f"compatible: stream rule of {name} changed in its warnings only" in added, added
    fatal = _diff(tmp_path, text, text.replace(line, line.replace(", warn: [known]", "")))
    assert f"breaking: stream rule of {name} changed" in fatal, fatal


def test_the_stream_examples_in_spec_readme_build() -> None:
    """Each `stream:` example of spec/README.md, "Stream rules", is a whole stream for the AG-UI
    example's events: it takes the newest example major's place and the spec builds."""
    page = (ROOT / "spec" / "README.md").read_text(encoding="utf-8")
    section = page[page.index("\n## Stream rules\n") :]
    section = section[: section.index("\n## ", 1)]
    blocks = [b.split("\n```", 1)[0] for b in section.split("```yaml\n")[1:]]
    streams = [yaml.safe_load(b)["stream"] for b in blocks if b.startswith("stream:")]
    assert len(streams) >= 3, "the section's examples: plain rules, the checks, a lane"
    base = yaml.safe_load(SPEC.read_text(encoding="utf-8"))
    made: set[str] = set()
    for stream in streams:
        [p] = [
            read_spec_text(yaml.safe_dump({**base, "stream": stream}, sort_keys=False, allow_unicode=True), SPEC.name)
        ]
        assert p.stream is not None
        made |= {c for v in p.variants if (r := p.stream.rule_for(v.name)) for c in p.stream.checks_made(r)}
    assert {"agree", "once", "known", "continues", "first"} <= made, made
