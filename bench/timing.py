"""Timing through pyperf, in this process: its calibration, its samples, its statistics.

Every timed function goes through one ``pyperf.Runner`` in in-process mode (``--in-process``:
no worker processes, so the candidates keep the imports, the aliased generated packages and
the JSON layer this process set up). pyperf calibrates the loops so one value lasts at least
``sample_ms``, runs a warmup, then ``rounds`` values; the figure the tables print is the
benchmark's median. Candidates run one after the other, as pyperf does: taking turns round by
round, as this file once did by hand, bought no steadier ratio on this shared machine
(bench/README.md, "Timing: pyperf, in process", has the measurement).

The garbage collector is disabled during each value (as ``timeit`` does) and collected once
before each benchmark: a gen-2 collection triggered by one candidate's garbage would otherwise
land in whichever candidate runs next. (Collecting before every value, as this file once did,
costs ~9 ms a time here: most of a small benchmark.) ``keep_gc`` leaves it on, closer to
production and noisier.

Every benchmark of the run is kept in ``SUITE``; ``python -m bench`` writes it next to its
result, so ``python -m pyperf stats|hist|compare_to`` read any of them.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import io
from collections.abc import Callable, Mapping
from time import perf_counter
from typing import Any, TypeVar

import pyperf

PayloadT = TypeVar("PayloadT")  # what one candidate is called with: a text, a batch of texts, None

SUITE: list[pyperf.Benchmark] = []


@functools.cache
def runner() -> pyperf.Runner:
    """pyperf allows one Runner a process; its ``args`` are set per group by ``time``."""
    r = pyperf.Runner(processes=1, warmups=1)
    r.parse_args(["--in-process", "--quiet"])
    return r


def median_ns(b: pyperf.Benchmark) -> float:
    return float(b.median()) * 1e9


def spread(b: pyperf.Benchmark) -> float:
    """Interquartile range over the median: how noisy the values were."""
    if b.get_nvalue() < 4:
        return 0.0
    return float(b.percentile(75) - b.percentile(25)) / float(b.median())


def summary(b: pyperf.Benchmark) -> dict[str, Any]:
    """What a result file keeps of a benchmark (its values are in the pyperf file)."""
    return {"median_ns": median_ns(b), "spread": round(spread(b), 4), "loops": b.get_loops()}


def tolerant(fn: Callable[[str], Any], errors: tuple[type[BaseException], ...]) -> Callable[[str], Any]:
    """``fn`` that returns its exception instead of raising it (for invalid payloads)."""

    def call(payload: Any) -> Any:
        try:
            return fn(payload)
        except errors as exc:
            return exc

    return call


def _looped(fn: Callable[[PayloadT], object], payload: PayloadT, keep_gc: bool) -> Callable[[int], float]:
    def time_func(loops: int) -> float:
        if not keep_gc:
            gc.disable()
        try:
            start = perf_counter()
            for _ in range(loops):
                fn(payload)
            return perf_counter() - start
        finally:
            gc.enable()

    return time_func


def _unique(name: str) -> str:
    taken = {b.get_name() for b in SUITE}
    k = 2
    unique = name
    while unique in taken:
        unique, k = f"{name} #{k}", k + 1
    return unique


def time(
    group: str,
    fns: Mapping[str, Callable[[PayloadT], object]],
    payload: PayloadT,
    rounds: int,
    sample_ms: float,
    keep_gc: bool = False,
) -> dict[str, pyperf.Benchmark]:
    """Each of ``fns`` on ``payload``: a pyperf benchmark named ``group · name``."""
    r = runner()
    r.args.values = max(1, rounds)
    r.args.min_time = sample_ms / 1000
    out = {}
    for name, fn in fns.items():
        gc.collect()
        with contextlib.redirect_stdout(io.StringIO()):  # pyperf's own line per benchmark
            bench = r.bench_time_func(_unique(f"{group} · {name}"), _looped(fn, payload, keep_gc))
        SUITE.append(bench)
        out[name] = bench
    return out


def write_suite(path: str) -> bool:
    """Every benchmark of this run as one pyperf file (``python -m pyperf stats PATH``);
    False when nothing was timed."""
    if SUITE:
        pyperf.BenchmarkSuite(SUITE).dump(path, replace=True)
    return bool(SUITE)
