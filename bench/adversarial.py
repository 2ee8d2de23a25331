"""``python -m bench --adversarial``: crafted near-limit arguments for every protocol in spec/
(bench/hostile_cases.py), each timed against the floor on the same text, in one process per
language: Python's tool function (``console_tool``; ``build_envelope`` and the module's encoder
for a single-object protocol) against ``json.dumps(json.loads(t))``, TypeScript's
``emit<Prefix><Argument>`` against ``JSON.stringify(JSON.parse(t))`` and
``parse<Prefix>Envelope`` against ``JSON.parse``. The worst ratio per field site is the result.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.hostile_cases import Hostile, cases
from bench.paths import BUILD, LIVE_GENERATED, LIVE_SPECS, ROOT, TSC
from bench.peers import floor
from bench.timing import median_ns, time
from generator.model.protocol import Protocol
from generator.pipeline import find_specs, read_specs
from generator.targets.python.names import py_error_class, py_module, py_tool_function
from generator.targets.typescript.names import ts_emit, ts_file_stem, ts_parse

TARGET = 5.0  # the issue's bound: at most 5× the floor on the same text
NODE_SCRIPT = ROOT / "bench" / "node" / "hostile.mjs"
TS_OUT = BUILD / "bench-ts-hostile"
# The issue's table, by the rule each of its cases stressed: a prefix removed until the value
# is stable, with spaces between the prefixes; a run of the prefix; leading spaces to strip.
# Each is found by its label (bench/hostile_values.py) at whatever field sites the specs give
# those rules, so no spec's field is named here; the report shows the worst of each.
ISSUE_CASES = (
    ("prefixes between spaces, until stable", re.compile(r"until stable: ' ?(.+) \1 … x'")),
    ("a run of the prefix", re.compile(r"remove_prefix '(.+)': '\1\1\1… x'")),
    ("leading spaces to strip", re.compile(r"strip: leading ' '")),
)
# Each ratio the bench reports, in report order: its key in a result row, its column in the
# report, and the call it times (the targets' wording). "Parsed": the argument as a framework
# hands it over when it has already read the model's JSON (LangChain passes tool arguments as
# Python values), against the same floor, so the two Python columns compare directly.
RATIO_COLUMNS = (
    ("python_ratio", "Python tool", "Python tool function"),
    ("python_value_ratio", "Python, parsed", "Python tool function on the parsed argument"),
    ("ts_emit_ratio", "TS emit", "TS emit<Prefix><Argument>"),
    ("ts_parse_ratio", "TS parse", "TS parse<Prefix>Envelope"),
)
RATIOS = tuple(key for key, _, _ in RATIO_COLUMNS)
# The worst arguments of each ratio column are timed again, with twice the rounds, and that
# timing is the one kept: the worst of 740 noisy medians is biased up by the noise itself (one
# unchanged path measured 3.6x in one run and 4.9x in the next, bench/README.md).
RETIMED_PER_COLUMN = 12


def _floor(text: str) -> Any:
    try:
        return floor(text)
    except ValueError as exc:  # a number past int()'s digit limit: the floor refuses it
        return exc


def _python_call(p: Protocol, module: Any) -> Callable[[Any, dict[str, Any]], str]:
    """The generated code as the engine calls it: the tool function (the envelope, or its
    error text); for a single-object protocol, the argument through ``build_envelope``. The
    argument is JSON text, or the value a framework parsed from it."""
    if p.envelope.is_list:
        tool = getattr(module, py_tool_function(p))
        return lambda text, options: tool(text, **options)
    error = getattr(module, py_error_class(p))

    def single(text: Any, options: dict[str, Any]) -> str:
        try:
            return module._dumps(module.build_envelope(text))  # type: ignore[no-any-return]
        except error as exc:
            return f"Error: {exc}"

    return single


def _timed_floor(text: str, opt_text: str | None) -> Callable[[Any], Any]:
    """The floor on ``text`` (and on ``opt_text``, when there is one), for ``time``."""

    def floor(_: Any) -> Any:
        return _floor(text) if opt_text is None else (_floor(text), _floor(opt_text))

    return floor


def _timed_generated(
    call: Callable[[Any, dict[str, Any]], str], text: Any, options: dict[str, Any]
) -> Callable[[Any], Any]:
    """The generated code on ``text`` (or a parsed value) and ``options``, for ``time``."""

    def generated(_: Any) -> str:
        return call(text, options)

    return generated


UNREAD = object()


def parsed(text: str) -> Any:
    """The value json reads from ``text``, or UNREAD when it reads none (bad syntax, a number
    past int()'s digit limit): such an argument reaches a tool only as text."""
    try:
        return json.loads(text)
    except ValueError:
        return UNREAD


def generated_for(specs: Path | None) -> Path:
    """Where the code generated from ``specs`` is: generated/ for spec/ (None), else a folder
    under build/ that the current generator writes now (``--specs``: a spec edit not yet made,
    or another repository's specs; spec/ itself too, whose generated/ may predate an edit)."""
    if specs is None:
        return LIVE_GENERATED
    specs = specs.resolve()  # the generator runs in the repository's root, not here
    out = BUILD / "adversarial-specs" / hashlib.sha256(str(specs).encode()).hexdigest()[:12]
    command = [sys.executable, "-m", "generator", "generate", "--specs", str(specs), "--out", str(out)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"generating {specs} failed:\n{done.stderr}")
    return out


def protocols(specs: Path | None = None, generated: Path = LIVE_GENERATED) -> list[Protocol]:
    """Every spec in ``specs`` (default spec/), its generated packages, under ``generated``,
    importable. Only one folder's packages are imported in a process: a copy of a shipped spec
    has the shipped package's module name."""
    for src in reversed(sorted(str(p) for p in (generated / "python").glob("*/src"))):
        if src not in sys.path:
            sys.path.insert(0, src)
    return read_specs(find_specs(specs or LIVE_SPECS))


def build(size: int | None, specs: Path | None = None) -> tuple[list[Protocol], list[Hostile], Path]:
    generated = generated_for(specs)
    ps = protocols(specs, generated)
    return ps, [c for p in ps for c in cases(p, size)], generated


def time_python(
    ps: list[Protocol], hostile: list[Hostile], rounds: int, progress: Callable[[str], None]
) -> list[dict[str, Any]]:
    calls = {p.name: _python_call(p, importlib.import_module(py_module(p))) for p in ps}
    out = []
    for i, c in enumerate(hostile):
        if i % 50 == 0:
            progress(f"adversarial, Python: case {i + 1} of {len(hostile)}")
        text = c.argument.text()
        opt_text = c.options.text() if c.options else None
        options = json.loads(opt_text) if opt_text else {}
        call = calls[c.protocol]
        result = call(text, options)
        fns: dict[str, Callable[[Any], Any]] = {
            "floor": _timed_floor(text, opt_text),
            "generated": _timed_generated(call, text, options),
        }
        value = parsed(text)
        if value is not UNREAD:
            fns["value"] = _timed_generated(call, value, options)
        timed = {
            k: median_ns(b) for k, b in time(f"adversarial · {c.protocol} {c.site}", fns, None, rounds, 2.0).items()
        }
        out.append(
            {
                "floor_ns": timed["floor"],
                "generated_ns": timed["generated"],
                **({"value_ns": timed["value"]} if "value" in timed else {}),
                "accepted": not result.startswith("Error:"),
                "output_sha256": (
                    None
                    if result.startswith("Error:")
                    else hashlib.sha256(result.encode("utf-8", "surrogatepass")).hexdigest()
                ),
                "outcome": result[:160] if result.startswith("Error:") else "accepted",
            }
        )
    return out


def _compile(ps: list[Protocol], generated: Path) -> dict[str, str]:
    """tsc each protocol's module into build/bench-ts-hostile/<name>/: the compiled paths."""
    out = {}
    for p in ps:
        folder = TS_OUT / p.name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.json").write_text('{"type": "module"}\n')
        tsconfig = generated / "typescript" / p.name / "tsconfig.json"
        subprocess.run(
            [
                str(TSC),
                "-p",
                str(tsconfig),
                "--outDir",
                str(folder),
                "--declaration",
                "false",
                "--sourceMap",
                "false",
            ],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        )
        out[p.name] = str(folder / f"{ts_file_stem(p)}.js")
    return out


def time_node(ps: list[Protocol], hostile: list[Hostile], rounds: int, generated: Path) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None or not TSC.exists():
        return {"skipped": "node or node_modules/.bin/tsc not found (run `npm ci`)"}
    compiled = _compile(ps, generated)
    spec = {
        "rounds": rounds,
        "protocols": {
            p.name: {
                "module": compiled[p.name],
                "emit": ts_emit(p),
                "parse": ts_parse(p),
                "list": p.envelope.is_list,
            }
            for p in ps
        },
        "cases": [
            {
                "protocol": c.protocol,
                "argument": c.argument.to_json(),
                "options": c.options.to_json() if c.options else None,
                "envelope": c.envelope.to_json(),
            }
            for c in hostile
        ],
    }
    folder = BUILD / "bench-node"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "hostile.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [node, "--expose-gc", str(NODE_SCRIPT), str(folder / "hostile.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        return {"skipped": f"node failed ({done.returncode}): {done.stderr[-2000:]}"}
    return dict(json.loads(done.stdout))


def _row(c: Hostile, python: dict[str, Any], node: dict[str, Any] | None) -> dict[str, Any]:
    """One argument's result row: its Python timings, and its Node ones when Node ran."""
    row: dict[str, Any] = {
        "protocol": c.protocol,
        "site": c.site,
        "label": c.label,
        "bytes": c.size,
        **python,
        "python_ratio": python["generated_ns"] / python["floor_ns"],
    }
    if "value_ns" in python:
        row["python_value_ratio"] = python["value_ns"] / python["floor_ns"]
    if node is not None:
        row.update(
            ts_emit_ratio=node["emit_ns"] / node["emit_floor_ns"],
            ts_parse_ratio=node["parse_ns"] / node["parse_floor_ns"],
            ts_emit_ns=node["emit_ns"],
            ts_parse_ns=node["parse_ns"],
            same_outcome=node["accepted"] == python["accepted"] and node["output_sha256"] == python["output_sha256"],
        )
    return row


def worst_indices(rows: list[dict[str, Any]], per_column: int) -> list[int]:
    """The rows among the ``per_column`` highest of any ratio column, in case order."""
    picked: set[int] = set()
    for key in RATIOS:
        scored = [i for i, r in enumerate(rows) if key in r]
        picked.update(sorted(scored, key=lambda i: rows[i][key], reverse=True)[:per_column])
    return sorted(picked)


def _timed(
    ps: list[Protocol],
    hostile: list[Hostile],
    rounds: int,
    skip_node: bool,
    progress: Callable[[str], None],
    generated: Path,
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every argument timed in Python, then in Node: the rows, and what Node said of itself."""
    python = time_python(ps, hostile, rounds, progress)
    progress("adversarial, Node: tsc, then bench/node/hostile.mjs")
    node: dict[str, Any] = {"skipped": "--skip node"} if skip_node else time_node(ps, hostile, rounds, generated)
    cases = node.get("cases")
    rows = [_row(c, python[i], cases[i] if cases else None) for i, c in enumerate(hostile)]
    return rows, {k: v for k, v in node.items() if k != "cases"}


def run(
    size: int | None, rounds: int, skip_node: bool, progress: Callable[[str], None], specs: Path | None = None
) -> dict[str, Any]:
    ps, hostile, generated = build(size, specs)
    progress(f"adversarial: {len(hostile)} crafted arguments over {len(ps)} protocols")
    rows, node = _timed(ps, hostile, rounds, skip_node, progress, generated)
    picked = worst_indices(rows, RETIMED_PER_COLUMN)
    progress(f"adversarial: the {len(picked)} worst arguments again, {2 * rounds} rounds")
    again, _ = _timed(ps, [hostile[i] for i in picked], 2 * rounds, skip_node, progress, generated)
    for i, row in zip(picked, again, strict=True):
        rows[i] = {**row, "retimed": True}
    return {
        "cases": rows,
        "node": node,
        "target": TARGET,
        "retimed": len(picked),
        "retimed_per_column": RETIMED_PER_COLUMN,
    }


def issue_rows(rows: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """(case, its worst row by its worst ratio) for each of the issue's cases some site has."""
    out = []
    for case, label in ISSUE_CASES:
        found = [r for r in rows if label.fullmatch(r["label"])]
        if found:
            out.append((case, max(found, key=lambda r: max(r.get(k, 0.0) for k in RATIOS))))
    return out


def worst(rows: list[dict[str, Any]], key: str) -> dict[str, Any] | None:
    scored = [r for r in rows if key in r]
    return max(scored, key=lambda r: r[key]) if scored else None


def per_site(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per (protocol, site): the worst case of each language, in case order."""
    sites: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in rows:
        sites.setdefault((r["protocol"], r["site"]), []).append(r)
    out = []
    for (protocol, site), group in sites.items():
        entry: dict[str, Any] = {"protocol": protocol, "site": site, "cases": len(group)}
        for key in RATIOS:
            w = worst(group, key)
            if w is not None:
                entry[key] = w[key]
                entry[key.replace("ratio", "case")] = w["label"]
        out.append(entry)
    return out
