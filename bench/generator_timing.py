"""The generator's speed: ``python -m generator check`` end to end, and the pipeline in process
on the console spec and on a synthetic spec ``factor`` times its size (bench/synthetic.py)."""

from __future__ import annotations

import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.paths import BUILD, ROOT, SPEC
from bench.synthetic import write_scaled_spec
from generator.output.cache import ENV_VAR


def _console_only_tree() -> Path:
    """The tree the console spec renders, written to build/bench-check/ by ``generate`` itself,
    so that ``check --specs <spec> --out …`` does the whole check of one spec and finds it
    current (against generated/ it would also report the other specs' files and run-wide index
    as drift; a tree written from ``render_all`` in process differs from the command's in the
    regenerate line of every header, and check exited 1)."""
    target = BUILD / "bench-check" / "generated"
    shutil.rmtree(target.parent, ignore_errors=True)
    command = [sys.executable, "-m", "generator", "generate", "--specs", str(SPEC.relative_to(ROOT))]
    subprocess.run([*command, "--out", str(target)], cwd=ROOT, capture_output=True, check=True)
    return target


def _time_command(args: list[str], runs: int, cache: str) -> dict[str, Any]:
    """``python -m generator ARGS`` run ``runs`` times with ``GENERATOR_CACHE=cache``."""
    env = {**os.environ, ENV_VAR: cache}
    times, codes = [], set()
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "generator", *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        times.append(time.perf_counter() - start)
        codes.add(done.returncode)
    return {
        "command": "python -m generator " + " ".join(args),
        "median_s": statistics.median(times),
        "samples_s": times,
        "exit_codes": sorted(codes),
    }


def time_check(runs: int) -> dict[str, Any]:
    """Wall time of the real command, interpreter start and imports included: on the console
    spec alone, with no cache (the target: a fresh clone's first run, whose black work the
    committed formatting manifest saves), the same with every module through black
    (``--no-reuse``), with a warm cache (a repeated check, generator/output/cache.py), and on every
    spec in spec/ with no cache."""
    console_tree = _console_only_tree()
    args = ["check", "--specs", str(SPEC.relative_to(ROOT)), "--out", str(console_tree)]
    out = _time_command(args, runs, "off")
    # What a fresh clone's check costs when every module must go through black (a change to a
    # template every module uses, or another black): the manifest's reuse turned off.
    out["no_reuse"] = _time_command([*args, "--no-reuse"], runs, "off")
    with tempfile.TemporaryDirectory() as folder:
        _time_command(args, 1, folder)  # fills the cache
        out["warm_cache"] = _time_command(args, runs, folder)
    out["all_specs"] = _time_command(["check"], max(1, runs // 2), "off")
    out["all_specs"]["specs"] = len(list(SPEC.parent.glob("*.yaml")))
    return out


def _cpu() -> float:
    """CPU seconds of this process (process_time: fine-grained) and of its finished children
    (os.times: clock ticks): black's pieces are formatted in worker processes
    (generator/output/format.py), which process_time() alone would not count."""
    t = os.times()
    return time.process_time() + t.children_user + t.children_system


def _clocks() -> tuple[float, float]:
    return time.perf_counter(), _cpu()


def _stage_times(spec: Path) -> dict[str, float]:
    """One pass of ``render_all(read_specs([spec]))``, timed whole, then once more stage by
    stage (the stages of generator/pipeline.py). Wall time and CPU time (this process's and
    its black workers'): on a shared machine the CPU time is the steadier of the two, so the
    ratios use it."""
    from generator.output.format import format_files
    from generator.pipeline import read_specs, render_all
    from generator.targets import render_protocol

    gc.collect()  # the previous run's garbage is not this run's cost
    w0, c0 = _clocks()
    formatted = render_all(read_specs([spec]))
    w1, c1 = _clocks()
    gc.collect()
    c_start = _cpu()
    protocols = read_specs([spec])
    w2, c2 = _clocks()
    files: dict[str, str] = {}
    for p in protocols:
        files.update(render_protocol(p))
    w3, c3 = _clocks()
    format_files(files)
    w4, c4 = _clocks()
    return {
        "total_s": w1 - w0,
        "total_cpu_s": c1 - c0,
        "read_specs_cpu_s": c2 - c_start,
        "render_cpu_s": c3 - c2,
        "format_cpu_s": c4 - c3,
        "output_bytes": sum(len(t.encode()) for t in formatted.values()),
        "python_output_bytes": sum(len(t.encode()) for k, t in formatted.items() if k.endswith(".py")),
    }


KEYS = ("read_specs_cpu_s", "render_cpu_s", "format_cpu_s", "total_cpu_s", "total_s")


def time_scaling(factor: int, runs: int) -> dict[str, Any]:
    """The console spec against a synthetic spec ``factor`` times its size, in process, warm
    (templates compiled, black imported), interleaved run by run; medians."""
    with tempfile.TemporaryDirectory(prefix="bench-spec-") as tmp:
        big = write_scaled_spec(SPEC, factor, Path(tmp))
        specs = {"console": SPEC, f"console ×{factor}": big}
        for spec in specs.values():
            _stage_times(spec)  # warm up
        samples: dict[str, list[dict[str, float]]] = {name: [] for name in specs}
        for _ in range(runs):
            for name, spec in specs.items():
                samples[name].append(_stage_times(spec))
        sizes = {name: os.path.getsize(spec) for name, spec in specs.items()}
    out: dict[str, Any] = {}
    for name, rows in samples.items():
        out[name] = {key: statistics.median(r[key] for r in rows) for key in rows[0]}
        out[name]["spec_bytes"] = sizes[name]
        out[name]["total_cpu_samples_s"] = [r["total_cpu_s"] for r in rows]
    small, large = out["console"], out[f"console ×{factor}"]
    out["factor"] = factor
    out["ratio"] = {
        key: large[key] / small[key] for key in (*KEYS, "output_bytes", "python_output_bytes", "spec_bytes")
    }
    out["black_superlinearity"] = black_scaling()
    return out


def black_scaling(copies: tuple[int, ...] = (1, 2, 4, 8)) -> dict[str, float]:
    """black's own scaling: the generated console module with its checkers repeated k times
    (renamed); best of two ``format_str`` calls after a warm-up, CPU seconds per k."""
    import black

    from bench.paths import py_src
    from generator.output.format import _mode

    module = next(Path(src) for src in py_src() if "console" in src) / "appwrite_protocols" / "console" / "__init__.py"
    text = module.read_text(encoding="utf-8")
    body = text[text.index("def _check_") :]
    out: dict[str, float] = {}
    black.format_str(text, mode=_mode())  # warm up
    for k in copies:
        big = text + "".join("\n\n" + body.replace("def _check", f"def _c{i}_check") for i in range(1, k))
        runs = []
        for _ in range(2):  # best of two: one call can catch a collection of earlier garbage
            gc.collect()
            start = time.process_time()
            black.format_str(big, mode=_mode())
            runs.append(time.process_time() - start)
        out[str(k)] = min(runs)
    return out
