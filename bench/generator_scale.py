"""``python -m bench --generator``: the generator's commands on synthetic specs of 10, 100 and
1,000 actions (bench/synthetic_actions.py), as a user runs them, each in a fresh interpreter:

- ``generate`` into an empty folder with an empty run cache (a fresh clone's first run: every
  module through black, every template compiled);
- ``check`` of the tree just written, unchanged, with that run cache (what a pre-commit hook
  runs: generate recorded what it wrote, generator/output/inputs.py);
- ``check`` of the same tree with the run cache off (``GENERATOR_CACHE=off``: a fresh clone's
  first check, which renders everything; black only where formatting.json does not vouch);
- ``diff OLD NEW``, NEW with one enum value added and the minor bumped;

medians of ``runs`` runs, wall time and CPU time (the command's and its black workers'), and
the peak resident memory of the command's largest process (``ru_maxrss`` from ``wait4``: the
command or one of its workers, whichever was larger). The issue's targets for 1,000 actions:
generate < 5 s, check < 2 s, diff < 2 s, peak memory < 500 MB.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.synthetic_actions import SIZES, write_synthetic_spec

TARGETS = {"generate_s": 5.0, "check_s": 2.0, "diff_s": 2.0, "peak_mb": 500.0}


def _run(args: list[str], cwd: Path, cache: str) -> tuple[float, float, float, int]:
    """Wall seconds, CPU seconds (the command's and its workers'), peak RSS in MB, exit code of
    ``python -m generator ARGS`` with ``GENERATOR_CACHE=cache``."""
    env = {**os.environ, "GENERATOR_CACHE": cache}
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    assert proc.stderr is not None
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    proc.returncode = code
    if code not in (0, 1):
        raise RuntimeError(f"python -m generator {' '.join(args)} exited {code}: {err[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, code


def time_size(actions: int, runs: int) -> dict[str, Any]:
    commands = ("generate", "check", "check_cold", "diff")
    samples: dict[str, list[float]] = {f"{c}{unit}": [] for c in commands for unit in ("_s", "_cpu_s")}
    samples["peak_mb"] = []
    codes: dict[str, set[int]] = {c: set() for c in commands}
    with tempfile.TemporaryDirectory(prefix=f"bench-synth{actions}-") as tmp:
        root = Path(tmp)
        (root / "pyproject.toml").write_text("", encoding="utf-8")  # the project root for headers
        spec = write_synthetic_spec(actions, root / "spec")
        new = write_synthetic_spec(actions, root / "new", version="1.1.0", extra_value=True)
        peak = 0.0
        for run_number in range(runs):
            shutil.rmtree(root / "generated", ignore_errors=True)
            cache = str(root / f"cache{run_number}")  # empty: generate starts cold
            diff = ["diff", str(spec.relative_to(root)), str(new.relative_to(root))]
            steps = (
                ("generate", ["generate"], cache),
                ("check", ["check"], cache),
                ("check_cold", ["check"], "off"),
                ("diff", diff, "off"),
            )
            for command, args, setting in steps:
                wall, cpu, rss, code = _run(args, root, setting)
                samples[f"{command}_s"].append(wall)
                samples[f"{command}_cpu_s"].append(cpu)
                codes[command].add(code)
                peak = max(peak, rss)
        samples["peak_mb"].append(peak)
        spec_bytes = spec.stat().st_size
    result: dict[str, Any] = {key: statistics.median(values) for key, values in samples.items()}
    result["samples"] = samples
    result["exit_codes"] = {key: sorted(value) for key, value in codes.items()}
    result["spec_bytes"] = spec_bytes
    return result


def run(runs: int = 3, sizes: tuple[int, ...] = SIZES) -> dict[str, Any]:
    return {str(n): time_size(n, runs) for n in sizes}


def table(result: dict[str, Any]) -> str:
    lines = [
        "| actions | spec | `generate` | `check`, unchanged | `check`, no record | `diff` | peak memory"
        " | CPU: generate, check, no record, diff |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for n, row in result.items():
        lines.append(
            f"| {int(n):,} | {row['spec_bytes'] / 1000:.0f} kB | {row['generate_s']:.2f} s | {row['check_s']:.2f} s"
            f" | {row['check_cold_s']:.2f} s | {row['diff_s']:.2f} s | {row['peak_mb']:.0f} MB"
            f" | {row['generate_cpu_s']:.1f}, {row['check_cpu_s']:.1f}, {row['check_cold_cpu_s']:.1f},"
            f" {row['diff_cpu_s']:.1f} s |"
        )
    return "\n".join(lines)


def misses(result: dict[str, Any]) -> list[str]:
    """The issue's targets (for 1,000 actions) this result misses."""
    row = result.get("1000")
    if row is None:
        return []
    return [f"{key} {row[key]:.2f} > {limit}" for key, limit in TARGETS.items() if row[key] > limit]


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    p = argparse.ArgumentParser(prog="python -m bench.generator_scale")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--sizes", default=",".join(str(n) for n in SIZES))
    p.add_argument("--out", help="write the result as JSON here")
    args = p.parse_args(argv)
    result = run(args.runs, tuple(int(n) for n in args.sizes.split(",")))
    print(table(result))
    for miss in misses(result):
        print(f"target missed: {miss}")
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
