"""Where the generated emit spends its time on one payload: a phase breakdown timed without a
profiler (the stages of ``emit_console_actions``, called one by one), and cProfile's top
entries (which inflate per-call costs, so read them for shape, the phases for sizes)."""

from __future__ import annotations

import cProfile
import gc
import importlib
import io
import json
import pstats
import statistics
import sysconfig
from collections.abc import Callable
from time import perf_counter_ns
from typing import Any

from bench.paths import console
from bench.peers import floor


def _median_ms(fn: Callable[[], Any], runs: int) -> float:
    times = []
    for _ in range(runs):
        gc.collect()
        gc.disable()
        try:
            start = perf_counter_ns()
            fn()
            times.append(perf_counter_ns() - start)
        finally:
            gc.enable()
    return statistics.median(times) / 1e6


def phases(text: str, runs: int) -> dict[str, float]:
    """Median ms of each step emit takes, and of the floor's two steps, interleaved by step."""
    c = console()
    scan = importlib.import_module(c.__name__ + "._runtime").text_scan  # the package's own copy
    stripped = text.strip()
    value = json.loads(stripped)
    envelope = c.build_envelope(text)

    def validate() -> Any:
        return [c.validate_action(item, f"actions[{i}]") for i, item in enumerate(value)]

    steps: dict[str, Callable[[], Any]] = {
        "emit: depth scan of the text (_text_scan)": lambda: scan(stripped, c.MAX_NESTING_DEPTH),
        "emit: json.loads": lambda: json.loads(stripped),
        "emit: validate + normalise (validate_action per action)": validate,
        "emit: json.dumps of the canonical envelope": lambda: json.dumps(
            envelope, separators=(",", ":"), ensure_ascii=False
        ),
        "emit: whole emit_console_actions": lambda: c.emit_console_actions(text),
        "floor: json.dumps of the parsed input": lambda: json.dumps(value, separators=(",", ":"), ensure_ascii=False),
        "floor: whole": lambda: floor(text),
    }
    samples: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(runs):
        for name, step in steps.items():
            samples[name].append(_median_ms(step, 1))
    return {name: statistics.median(xs) for name, xs in samples.items()}


def cprofile(text: str, calls: int, top: int = 14) -> str:
    c = console()
    c.emit_console_actions(text)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(calls):
        c.emit_console_actions(text)
    profiler.disable()
    buffer = io.StringIO()
    stats = pstats.Stats(profiler, stream=buffer)
    stats.sort_stats("tottime").print_stats(top)
    lines = buffer.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if "function calls" in line)
    # Files named from the folder their import path starts at (the generated package's, the
    # standard library's, site-packages': a gc callback a test library set can run in the loop),
    # so a pasted profile names no machine's folders.
    paths = sysconfig.get_paths()
    roots = [
        str(console().__file__).rsplit("/appwrite_protocols/", 1)[0] + "/",
        paths["stdlib"] + "/",
        paths["purelib"] + "/",
    ]
    lines = [line for line in lines[start:] if line.strip()]
    for root in roots:
        lines = [line.replace(root, "") for line in lines]
    return "\n".join(lines)
