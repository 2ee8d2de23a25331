"""Interleaved timing: every candidate once per round, many rounds, medians.

One sample is the mean of ``n`` back-to-back calls, ``n`` calibrated per candidate and payload
so a sample lasts about ``sample_ms`` (1 for the largest payloads: one call is one sample).
Rounds run the candidates in turn (A B C D, then B C D A, …: the order rotates so no
candidate always follows the same one), so a slow minute of a shared machine hits all of them
alike, and ratios come from medians measured in the same process.

The garbage collector is collected before and disabled during each sample (as ``timeit``
does): a gen-2 collection triggered by one candidate's garbage would otherwise land in
whichever candidate runs next. ``--gc`` keeps it enabled, which is closer to production and
noisier.
"""

from __future__ import annotations

import gc
import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from time import perf_counter_ns
from typing import Any, TypeVar

PayloadT = TypeVar("PayloadT")  # what one candidate is called with: a text, a batch of texts, None


@dataclass
class Timed:
    name: str
    samples_ns: list[float]
    calls_per_sample: int

    @property
    def median_ns(self) -> float:
        return statistics.median(self.samples_ns)

    @property
    def spread(self) -> float:
        """Interquartile range over the median: how noisy the samples were."""
        if len(self.samples_ns) < 4:
            return 0.0
        q = statistics.quantiles(self.samples_ns, n=4)
        return (q[2] - q[0]) / self.median_ns


def tolerant(fn: Callable[[str], Any], errors: tuple[type[BaseException], ...]) -> Callable[[str], Any]:
    """``fn`` that returns its exception instead of raising it (for invalid payloads)."""

    def call(payload: Any) -> Any:
        try:
            return fn(payload)
        except errors as exc:
            return exc

    return call


def _sample(fn: Callable[[PayloadT], object], payload: PayloadT, n: int, keep_gc: bool) -> float:
    if not keep_gc:
        gc.collect()
        gc.disable()
    try:
        start = perf_counter_ns()
        for _ in range(n):
            fn(payload)
        return (perf_counter_ns() - start) / n
    finally:
        gc.enable()


def calibrate(fn: Callable[[PayloadT], object], payload: PayloadT, sample_ms: float) -> int:
    """Calls per sample so that one sample lasts about ``sample_ms``."""
    fn(payload)  # warm up: caches, lazily compiled regexes, first-call allocations
    n = 1
    while True:
        per_call = _sample(fn, payload, n, keep_gc=False)
        if per_call * n >= sample_ms * 1e6 / 4 or n >= 1 << 20:
            return max(1, int(sample_ms * 1e6 / max(per_call, 1.0)))
        n *= 4


def interleave(
    fns: Mapping[str, Callable[[PayloadT], object]],
    payload: PayloadT,
    rounds: int,
    sample_ms: float,
    keep_gc: bool = False,
) -> dict[str, Timed]:
    names = list(fns)
    counts = {name: calibrate(fns[name], payload, sample_ms) for name in names}
    samples: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            samples[name].append(_sample(fns[name], payload, counts[name], keep_gc))
    return {name: Timed(name, samples[name], counts[name]) for name in names}
