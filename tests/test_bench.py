"""The benchmark's parts that are not timing, so `python -m bench` cannot rot between runs: its
corpus still means what it says against the generated module, its target arithmetic is right at
the boundaries, and its report renders from a run's result. (The timing itself is not a test:
issue 7 wants speed measured by the benchmark, never asserted in a unit test.)"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bench import corpus, report, targets
from bench.adversarial import RATIO_COLUMNS
from bench.behaviour import check
from bench.paths import console
from bench.peers import FLOOR, GENERATED, GENERATED_FAST, candidates
from generator.targets.python.names import py_error_class, py_module
from tests.commands import run
from tests.conftest import ROOT, frozen_protocol


def test_corpus_limits_are_the_specs() -> None:
    assert corpus.stale_limits(console()) == []


def test_every_bench_times_the_one_floor() -> None:
    """The floor of the peer table, the instruction counts, the hotspots and the adversarial
    bench is one function: a change to it moves every ratio alike."""
    from bench import adversarial, instructions
    from bench.peers import floor

    [table_floor] = [
        c for c in candidates(skip={"jsonschema", "fastjsonschema", "pydantic", "msgspec"})[0] if c.name == FLOOR
    ]
    assert table_floor.run is floor and instructions._candidate("floor", "", "")[0] is floor
    text = ' {"a": [1, 2.50], "é": "x"} '
    assert adversarial._floor(text) == floor(text) == '{"a":[1,2.5],"é":"x"}'
    assert isinstance(adversarial._floor("[" + "9" * 5000 + "]"), ValueError)  # past int()'s digit limit


@pytest.mark.slow  # every candidate on the whole corpus: ~5 s
def test_generated_emit_accepts_the_valid_corpus_and_rejects_the_invalid_at_its_path() -> None:
    cands = candidates(skip={"jsonschema", "fastjsonschema", "pydantic", "msgspec"})[0]
    assert [c.name for c in cands] == [FLOOR, GENERATED, GENERATED_FAST]
    valid = [*corpus.typical(), corpus.largest(), *(c for c in corpus.mix() if c.valid)]
    pairs = corpus.invalid_pairs()
    invalid = [case for pair in pairs for case in (pair.late, pair.first)]
    invalid += [c for c in corpus.mix() if not c.valid]
    verdicts, envelopes = check(cands, valid, invalid)
    emit = verdicts[GENERATED]
    assert emit.problems == []
    assert (emit.valid_accepted, emit.invalid_rejected) == (len(valid), len(invalid))
    # With orjson as its JSON layer, the same bytes and the same refusals.
    fast = verdicts[GENERATED_FAST]
    assert fast.problems == []
    assert (fast.valid_accepted, fast.same_output, fast.invalid_rejected) == (len(valid), len(valid), len(invalid))
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


@pytest.mark.slow  # times the generated emit on the valid corpus through pyperf, one value each: ~10 s
def test_a_run_writes_its_result_and_pyperf_file_and_the_report_renders_from_them(tmp_path: Path) -> None:
    """``python -m bench`` end to end at its smallest: the timing goes through pyperf, the result
    and the pyperf file land where ``--out`` says (no result file is committed), pyperf reads its
    file back, and ``--reprint`` prints the report it printed."""
    out = tmp_path / "latest.json"
    skip = "invalid,profile,node,import,generator,jsonschema,fastjsonschema,pydantic,msgspec"
    args = ["--quick", "--rounds", "1", "--sample-ms", "0.2", "--skip", skip, "--out", str(out)]
    done = run([sys.executable, "-m", "bench", *args])
    assert done.returncode == 0, done.stderr[-2000:]
    stored = json.loads(out.read_text(encoding="utf-8"))
    assert done.stdout == stored["report_markdown"] + "\n" and stored["report_markdown"] == report.render(stored)
    assert run([sys.executable, "-m", "bench", "--reprint", str(out)]).stdout == stored["report_markdown"]
    assert "**Targets**" in done.stdout
    for row in stored["targets"]:
        assert row["target"] in done.stdout
    names = {f"valid · {case['case']} · {c['name']}" for case in stored["valid"] for c in stored["candidates"]}
    pyperf = run([sys.executable, "-m", "pyperf", "stats", str(tmp_path / "latest.pyperf.json")])
    assert pyperf.returncode == 0 and f"Number of benchmarks: {len(names) + len(stored['candidates'])}" in pyperf.stdout
    assert all(name in pyperf.stdout for name in names)


# ---- the adversarial bench (python -m bench --adversarial): its corpus and arithmetic


def _hostile(size: int) -> list[Any]:
    from bench.adversarial import protocols
    from bench.hostile_cases import cases

    return [c for p in protocols() for c in cases(p, size)]


@pytest.mark.slow  # generates, compiles and times a small spec in both languages: ~15 s
def test_the_adversarial_bench_runs_on_specs_outside_spec(tmp_path: Path) -> None:
    """``--specs DIR``: another folder's specs (a copy of the minimal fixture under a name no
    shipped spec has), generated into build/ and timed in both languages; the stored result of
    spec/ is left alone, and a spec the generator refuses stops the bench with its error."""
    specs = tmp_path / "spec"
    specs.mkdir()
    (specs / "alert.v1.yaml").write_text((ROOT / "tests/fixtures/minimal/alert.v1.yaml").read_text(encoding="utf-8"))
    stored = ROOT / "build" / "bench" / "adversarial.json"
    before = stored.read_bytes() if stored.exists() else None
    command = [sys.executable, "-m", "bench", "--adversarial", "--specs", str(specs), "--quick", "--max-bytes", "5000"]
    done = run(command)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "| alert show.message |" in done.stdout and "adversarial: TS emit" in done.stdout
    assert "TypeScript not timed" not in done.stdout
    assert (stored.read_bytes() if stored.exists() else None) == before
    (specs / "alert.v1.yaml").write_text("protocol: [", encoding="utf-8")
    broken = run(command)
    assert broken.returncode != 0 and "alert.v1.yaml:1:" in broken.stderr


def test_specs_for_the_adversarial_bench_are_read_from_where_the_command_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A relative --specs is the caller's folder's (the generator runs in the repository's root),
    and --specs without --adversarial is refused rather than ignored."""
    from bench.__main__ import main
    from bench.adversarial import generated_for

    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "alert.v1.yaml").write_text((ROOT / "tests/fixtures/minimal/alert.v1.yaml").read_text())
    monkeypatch.chdir(tmp_path)
    out = generated_for(Path("spec"))
    assert list((out / "python").glob("*/src/example_protocols/alert/__init__.py"))
    assert (out / "typescript" / "alert" / "tsconfig.json").is_file()
    with pytest.raises(SystemExit) as refused:
        main(["--specs", "spec"])
    assert refused.value.code == 2


def test_the_adversarial_corpus_covers_every_field_site_and_fits_the_byte_limit() -> None:
    from bench.adversarial import protocols

    hostile = _hostile(20_000)
    by_protocol = {p.name: p for p in protocols()}
    for c in hostile:
        limit = by_protocol[c.protocol].safety.max_bytes
        assert limit is None or c.size <= limit.value
        assert c.argument.count >= 1 or c.options is not None
    for p in by_protocol.values():
        sites = {c.site for c in hostile if c.protocol == p.name}
        for v in p.variants:
            for f in v.fields:
                if f.name not in v.forbid and f.type.kind != "boolean":  # a boolean cannot be long
                    assert f"{v.name}.{f.name}" in sites, (p.name, v.name, f.name)
        assert "ignored key" in sites and "argument" in sites


def test_the_issues_cases_are_built_from_the_console_spec_they_came_from() -> None:
    """The issue's cases are named by rule, not by field; on the frozen console spec (the one
    the issue was written against) the corpus builds the prefix cases at every field that
    removes a prefix (and strips: until stable), and the strip case at every field that strips."""
    from bench.adversarial import ISSUE_CASES
    from bench.hostile_cases import cases
    from generator.model.rules import RemovePrefix, Strip

    console = frozen_protocol("console")
    built = cases(console, 20_000)
    sites = [{c.site for c in built if label.fullmatch(c.label)} for _, label in ISSUE_CASES]
    fields = [(f"{v.name}.{f.name}", getattr(f.type, "normalise", ())) for v in console.variants for f in v.fields]
    prefixed = {site for site, rules in fields if any(isinstance(r, RemovePrefix) for r in rules)}
    stripped = {site for site, rules in fields if any(isinstance(r, Strip) for r in rules)}
    assert len(prefixed) == 2 and prefixed < stripped  # the issue's hash and card id, and more that strip
    assert sites[:2] == [prefixed, prefixed] and stripped <= sites[2]


def test_the_report_shows_the_worst_row_of_each_issue_case() -> None:
    from bench.adversarial import issue_rows

    def row(site: str, label: str, ratio: float) -> dict[str, Any]:
        return {"protocol": "p", "site": site, "label": label, "python_ratio": ratio, "ts_emit_ratio": 1.0}

    rows = [
        row("a.x", "until stable: '# # … x'", 0.9),
        row("b.y", "until stable: ' card- card- … x'", 2.4),
        row("a.x", "remove_prefix '#': '###… x'", 0.6),
        row("a.x", "remove_prefix '#', near miss: '##… x'", 9.0),  # another case of the rule
        row("c.z", "lowercase: 'AAA…'", 5.0),
    ]
    found = [(case, r["site"], r["label"]) for case, r in issue_rows(rows)]
    assert found == [
        ("prefixes between spaces, until stable", "b.y", "until stable: ' card- card- … x'"),
        ("a run of the prefix", "a.x", "remove_prefix '#': '###… x'"),
    ]


def test_adversarial_arguments_mean_what_the_reference_says() -> None:
    """At a small size, each crafted argument gets from the generated Python what the reference
    interpreter computes: the bench times the behaviour the vectors pin."""
    import importlib

    from bench.adversarial import protocols
    from bench.hostile_cases import cases
    from generator.model import reference

    for p in protocols():
        module = importlib.import_module(py_module(p))
        error = getattr(module, py_error_class(p))
        for c in cases(p, 3000):
            text = c.argument.text()
            options = json.loads(c.options.text()) if c.options else {}
            try:
                expected: Any = reference.build_envelope(p, text, options)
            except reference.RefError as exc:
                expected = (exc.path, exc.reason)
            try:
                got: Any = json.loads(json.dumps(module.build_envelope(text, **options)))
            except error as exc:
                got = (exc.path, exc.reason)
            if isinstance(expected, tuple) and expected[1] == "is not valid JSON":
                assert isinstance(got, tuple) and got[1].startswith("is not valid JSON"), (c.site, c.label)
                continue
            assert got == (json.loads(json.dumps(expected)) if isinstance(expected, dict) else expected), (
                c.site,
                c.label,
            )


def test_the_worst_of_every_column_are_timed_again() -> None:
    """The re-timed arguments are the k highest of each ratio column (a row without a column,
    such as one Node did not time, is not ranked in it), each once, in case order."""
    from bench.adversarial import RATIOS, worst_indices

    first, rest = RATIOS[0], RATIOS[1:]
    rows = [{first: float(i), **{k: float(-i) for k in rest}} for i in range(10)]
    rows.append({first: 100.0})  # no other column: ranked in the first alone
    assert worst_indices(rows, 2) == [0, 1, 9, 10]
    assert worst_indices(rows, 1) == [0, 10]
    assert worst_indices(rows, 20) == list(range(11))


@pytest.mark.parametrize(("worst", "met"), [(5.0, True), (5.01, False)])
@pytest.mark.parametrize("column", RATIO_COLUMNS, ids=lambda c: c[0])
def test_the_adversarial_target_is_met_at_five_times_the_floor(column: Any, worst: float, met: bool) -> None:
    """Each ratio the bench reports (the parsed-value column too) gets its own target row."""
    key, _, name = column
    row = {"protocol": "p", "site": "s", "label": "l", **{k: 1.0 for k, _, _ in RATIO_COLUMNS}, key: worst}
    rows = {r["target"]: r for r in targets.evaluate_adversarial({"cases": [row, {**row, key: 1.0}]})}
    assert len([n for n in rows if n.startswith("adversarial: ") and "≤" in n]) == len(RATIO_COLUMNS)
    hit = next(r for n, r in rows.items() if f"{name} ≤" in n)
    assert hit["met"] is met and hit["worst"] == worst
    assert all(r["met"] for n, r in rows.items() if f"{name} ≤" not in n)


# ---- --engine: the engine's hand-written module beside the generated one


FAKE_ENGINE = """
import json


class ConsoleProtocolError(ValueError):
    pass


def emit_console_actions(actions):
    try:
        value = json.loads(actions)
    except ValueError:
        raise ConsoleProtocolError("not JSON") from None
    if isinstance(value, list) and len(value) == 1 and value[0] == {"type": "set_theme", "theme": "dark"}:
        return '{"protocol":"appwrite.console/v1","actions":[{"type":"set_theme","theme":"dark"}]}'
    raise ConsoleProtocolError("refused")
"""


def _fake_engine(root: Any) -> Any:
    module = root / "app" / "graph" / "console.py"
    module.parent.mkdir(parents=True)
    module.write_text(FAKE_ENGINE, encoding="utf-8")
    return root


def test_the_invalid_mix_is_refused_by_the_generated_module_and_a_fake_engine(tmp_path: Any) -> None:
    from bench import engine

    fake = engine.load(_fake_engine(tmp_path))
    assert engine.behaviour(fake, engine.invalid_mix()) == []
    # A call the engine accepts is named, so the ratio never compares refusing with accepting.
    accepted = engine.behaviour(fake, [("valid", json.dumps([{"type": "set_theme", "theme": "dark"}]))])
    assert accepted == ["generated accepts 'valid'", "engine accepts 'valid'", "generated, orjson accepts 'valid'"]


def test_engine_without_its_module_is_a_clear_error(tmp_path: Any) -> None:
    from bench import engine

    with pytest.raises(FileNotFoundError, match="app/graph/console.py"):
        engine.load(tmp_path)


@pytest.mark.parametrize(("ratio", "met"), [(1.0, True), (1.01, False)])
def test_the_engine_target_is_met_at_parity(ratio: float, met: bool) -> None:
    res = _result(1000.0)
    res["engine"] = {"ratio": ratio, "calls": {"x": {}}, "problems": []}
    rows = {row["target"]: row for row in targets.evaluate(res)}
    row = next(r for name, r in rows.items() if name.startswith("invalid mix"))
    assert row["met"] is met


def test_the_engine_table_renders() -> None:
    from bench import engine

    res = {
        "engine": {
            "module": "m",
            "problems": [],
            "ratio": 0.9,
            "batch": {"generated": {"median_ns": 90.0}, "engine": {"median_ns": 100.0}},
            "calls": {"unknown type": {"generated": 9.0, "engine": 10.0}},
        }
    }
    text = "\n".join(engine.lines(res))
    assert "| unknown type | 10 ns | 9 ns | 0.90× |" in text and "**0.90×**" in text


def test_the_profile_names_files_from_their_import_roots() -> None:
    """A pasted profile (bench/README.md) names no machine's folders: the generated package's
    files and the standard library's are named as imported (``json/decoder.py``)."""
    from bench import hotspots

    printed = hotspots.cprofile(corpus.largest().text, 1)
    assert "json/decoder.py" in printed and "appwrite_protocols/console/" in printed
    assert not any(token.startswith("/") for token in printed.split()), printed


def test_the_adversarial_report_renders_every_target_and_the_issues_cases() -> None:
    from bench import adversarial_report, machine

    def row(site: str, label: str, ratio: float) -> dict[str, Any]:
        ratios = {key: ratio for key, _, _ in RATIO_COLUMNS}
        return {"protocol": "p", "site": site, "label": label, "bytes": 99_000, "same_outcome": True, **ratios}

    rows = [row("a.x", "until stable: ' # # … x'", 1.2), row("a.x", "remove_prefix '#': '###… x'", 6.0)]
    adv: dict[str, Any] = {"cases": rows, "rounds": 5, "node": {}}
    res: dict[str, Any] = {
        "machine": machine.describe(),
        "adversarial": adv,
        "targets": targets.evaluate_adversarial(adv),
    }
    text = adversarial_report.render(res)
    assert "**Targets**" in text and "The issue's cases, the worst of each:" in text
    for target in res["targets"]:
        assert target["target"] in text
    assert "| p a.x | remove_prefix '#': '###… x' (2 cases) | 6.00× ✗ |" in text


@pytest.mark.slow
def test_against_a_ref_times_both_packages_side_by_side() -> None:
    """`python -m bench --against HEAD`: HEAD's generator makes its own package of the frozen
    spec, imported beside the working tree's; every corpus payload is timed on both and gets
    the same outcome from both (the same spec, so the same behaviour)."""
    from bench import against

    res = against.run("HEAD", rounds=1, sample_ms=0.05, progress=lambda _: None)
    cases = [*corpus.typical(), corpus.largest()]
    assert [r["case"] for r in res["rows"]][: len(cases)] == [c.name for c in cases]
    assert all(r["ref_ns"] > 0 and r["tree_ns"] > 0 for r in res["rows"])
    # pyperf pairs the two sides by payload: every payload is one benchmark on each side
    for side in ("ref", "tree"):
        assert [b.get_name().removesuffix(" ✗") for b in res["suites"][side]] == [r["case"] for r in res["rows"]]
    table = against.compare(res)
    assert table.startswith("| Benchmark ") and "working-tree" in table.splitlines()[0]
    assert against.verdict(res).startswith("Working tree ÷ HEAD")
    old = against.imported("bench_against", against.generated_at("HEAD"))
    for case in cases:
        assert old.emit_console_actions(case.text) == console().emit_console_actions(case.text)


def test_the_ag_ui_bench_times_both_sides_doing_the_same_work() -> None:
    """Every event of the bench's stream is accepted by both, with equal JSON: the timing
    compares like with like."""
    from bench import ag_ui

    texts = ag_ui.stream()
    assert len(texts) > 200
    sides = ag_ui.candidates()
    outputs = {name: fn(texts) for name, fn in sides.items()}
    generated, sdk = outputs["generated"], outputs["ag-ui-protocol"]
    assert isinstance(generated, list) and isinstance(sdk, list)
    for text, ours, theirs in zip(texts, generated, sdk, strict=True):
        assert json.loads(ours) == json.loads(theirs), text
    assert "| generated |" in ag_ui.render({name: 1000.0 * (i + 1) for i, name in enumerate(sides)}, len(texts))


def _scale_row(**values: float) -> dict[str, Any]:
    row: dict[str, Any] = {"spec_bytes": 736_346, "peak_mb": 300.0}
    for command in ("generate", "check", "check_cold", "diff"):
        row[f"{command}_s"] = row[f"{command}_cpu_s"] = 1.0
    return {**row, **values}


@pytest.mark.parametrize(
    ("values", "missed"),
    [
        ({}, []),
        ({"generate_s": 5.01}, ["generate_s 5.01 > 5.0"]),
        ({"check_s": 2.5, "peak_mb": 501.0}, ["check_s 2.50 > 2.0", "peak_mb 501.00 > 500.0"]),
        ({"diff_s": 2.0}, []),
    ],
)
def test_the_generator_table_says_which_targets_1000_actions_miss(values: dict[str, float], missed: list[str]) -> None:
    from bench import generator_scale

    result = {"10": _scale_row(generate_s=9.0), "1000": _scale_row(**values)}
    assert generator_scale.misses(result) == missed  # 10 actions have no target
    lines = generator_scale.table(result).splitlines()
    assert lines[-1].startswith("| 1,000 | 736 kB | ") and len(lines) == 4


def test_the_synthetic_spec_has_the_actions_it_is_named_for(tmp_path: Path) -> None:
    from bench.synthetic_actions import write_synthetic_spec
    from generator.pipeline import read_specs

    [p] = read_specs([write_synthetic_spec(12, tmp_path)])
    assert [v.name for v in p.variants] == [f"action_{k}" for k in range(1, 13)]
    assert all(len(v.fields) == 5 and len(v.examples) == 1 for v in p.variants)
    assert len(p.enums) == 12 and {limit.name for limit in p.limits} >= {f"MAX_ACTION_{k}_TITLE" for k in range(1, 13)}
    [changed] = read_specs([write_synthetic_spec(12, tmp_path / "new", version="1.1.0", extra_value=True)])
    assert changed.version == "1.1.0" and changed.enums[0].values[-1] == "paused"


def test_the_scaled_spec_reads_with_every_declaration_copied(tmp_path: Path) -> None:
    """The ×k console spec of the generator part (bench/synthetic.py) is a spec the generator
    takes: every copied name, type names included, is a name of its own."""
    from bench.paths import SPEC
    from bench.synthetic import write_scaled_spec
    from generator.pipeline import read_specs

    [one] = read_specs([SPEC])
    [three] = read_specs([write_scaled_spec(SPEC, 3, tmp_path)])
    assert (len(three.variants), len(three.shapes), len(three.enums)) == (
        3 * len(one.variants),
        3 * len(one.shapes),
        3 * len(one.enums),
    )
