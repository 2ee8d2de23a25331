"""The Node half: compile the generated TypeScript with tsc, run bench/node/bench.mjs on the
same payloads, and return its JSON (see the header of bench.mjs for what it times)."""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any, cast

from bench.corpus import Case
from bench.paths import BUILD, NODE_BENCH, ROOT, TS_OUT, TS_TSCONFIG, TSC, ensure_generated


def compile_ts() -> str:
    """tsc the generated module into build/bench-ts/ (its own tsconfig, another outDir)."""
    ensure_generated()
    TS_OUT.mkdir(parents=True, exist_ok=True)
    (TS_OUT / "package.json").write_text('{"type": "module"}\n')
    subprocess.run(
        [
            str(TSC),
            "-p",
            str(TS_TSCONFIG),
            "--outDir",
            str(TS_OUT),
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
    return str(TS_OUT / "console.js")


def run_node(cases: list[tuple[Case, str]], rounds: int, large_rounds: int, sample_ms: float) -> dict[str, Any]:
    """``cases``: each case with the envelope the Python validator emitted for it."""
    node = shutil.which("node")
    if node is None or not TSC.exists():
        return {"skipped": "node or node_modules/.bin/tsc not found (run `npm ci`)"}
    try:
        module = compile_ts()
    except subprocess.CalledProcessError as exc:
        return {"skipped": f"tsc failed: {exc.stdout}{exc.stderr}"}
    spec = {
        "rounds": rounds,
        "largeRounds": large_rounds,
        "sampleMs": sample_ms,
        "cases": [{"name": c.name, "argument": c.text, "envelope": env} for c, env in cases],
    }
    folder = BUILD / "bench-node"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cases.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [node, "--expose-gc", str(NODE_BENCH), module, str(folder / "cases.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        return {"skipped": f"node bench failed ({done.returncode}): {done.stderr[-2000:]}"}
    return cast("dict[str, Any]", json.loads(done.stdout))
