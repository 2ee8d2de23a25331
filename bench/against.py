"""``python -m bench --against REF``: the generated validator of the working tree against the one
an earlier commit's generator makes, timed in one process.

A change to a template or to the runtime that should keep speed (issue: "smaller generated
code, same speed") is measured here: both generators render the same frozen console spec
(tests/fixtures/frozen/console.v1.yaml), both packages are imported side by side under two
aliases, and each payload of the corpus runs them interleaved (bench/timing.py), so the ratio
compares code alone, not two moments of a shared machine.

REF's generator runs from a copy of its tree (``git archive``) in build/against/<sha>/, kept
between runs; the working tree's is the one this process imports.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from bench import corpus
from bench.paths import BUILD, MODULE, ROOT, SPEC, console
from bench.timing import interleave, tolerant
from tests.aliased import import_as

OUT = BUILD / "against"


def _sha(ref: str) -> str:
    done = subprocess.run(
        ["git", "rev-parse", "--verify", f"{ref}^{{commit}}"], cwd=ROOT, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise SystemExit(f"error: --against {ref}: not a commit ({done.stderr.strip()})")
    return done.stdout.strip()


def generated_at(ref: str) -> Path:
    """The ``src`` folder of the console package REF's generator makes of the frozen spec."""
    sha = _sha(ref)
    home = OUT / sha[:12]
    out = home / "out"
    if not (out / "python").is_dir():
        tree = home / "tree"
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", sha], cwd=ROOT, capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(tree, filter="data")
        specs = home / "specs"
        specs.mkdir(exist_ok=True)
        (specs / SPEC.name).write_bytes(SPEC.read_bytes())
        done = subprocess.run(
            [sys.executable, "-m", "generator", "generate", "--specs", str(specs), "--out", str(out)],
            cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree), "GENERATOR_CACHE": "off"},
            capture_output=True,
            text=True,
            timeout=600,
        )
        if done.returncode != 0:
            raise SystemExit(f"error: the generator of {ref} failed on {SPEC.name}:\n{done.stderr}")
    return next((out / "python").glob("*/src"))


def imported(alias: str, src: Path) -> ModuleType:
    """The console package at ``src`` (``generated_at``), imported as ``<alias>.<module>``."""
    return import_as(alias, [src], MODULE)


def run(ref: str, rounds: int, sample_ms: float, progress: Callable[[str], None]) -> dict[str, Any]:
    old = imported("bench_against", generated_at(ref))
    new = console()
    errors = (old.ConsoleProtocolError, new.ConsoleProtocolError)
    rows = []
    pairs = corpus.invalid_pairs()
    cases = [*corpus.typical(), corpus.largest(), *[p.late for p in pairs], *[p.first for p in pairs]]
    for case in cases:
        progress(f"against {ref}: {case.name}")
        fns = {name: tolerant(m.emit_console_actions, errors) for name, m in (("ref", old), ("tree", new))}
        timed = interleave(fns, case.text, rounds if case.size < 1_000_000 else max(3, rounds // 3), sample_ms)
        ref_ns, tree_ns = timed["ref"].median_ns, timed["tree"].median_ns
        rows.append(
            {"case": case.name, "valid": case.valid, "ref_ns": ref_ns, "tree_ns": tree_ns, "ratio": tree_ns / ref_ns}
        )
    return {"ref": ref, "sha": _sha(ref), "rows": rows}


def render(res: dict[str, Any]) -> str:
    lines = [
        f"**Working tree against {res['ref']}** ({res['sha'][:12]}), the frozen console spec, one process "
        "(median per call; ratio < 1: the working tree is faster)",
        "",
        "| payload | " + res["ref"] + " | working tree | ratio |",
        "|---|---:|---:|---:|",
    ]
    for row in res["rows"]:
        name = row["case"] + ("" if row["valid"] else " ✗")
        lines.append(
            f"| {name} | {row['ref_ns'] / 1000:.2f} µs | {row['tree_ns'] / 1000:.2f} µs | {row['ratio']:.3f} |"
        )
    worst = max(res["rows"], key=lambda r: r["ratio"])
    lines += ["", f"Slowest relative to {res['ref']}: {worst['case']}, {worst['ratio']:.3f}×."]
    return "\n".join(lines)


def main(ref: str, rounds: int, sample_ms: float, progress: Callable[[str], None], out: str | None) -> int:
    res = run(ref, rounds, sample_ms, progress)
    print(render(res))
    if out:
        Path(out).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    return 0
