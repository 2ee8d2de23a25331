"""``python -m bench.instructions``: instruction counts, for when wall time is too noisy to trust.

Each candidate runs one workload N times under ``valgrind --tool=callgrind``, minus the same
with N = 0 (imports, building the corpus), divided by N. ``PYTHONHASHSEED=0`` and the garbage
collector collected, then off around the loop: another hash seed, or a collection landing in
one run and not the other, moves a count by a few per cent.

    .venv/bin/python -m bench.instructions --engine /tmp/engine-checkout --before c6bd039

Workloads: ``small`` (the 7 typical calls), ``invalid`` (the engine comparison's invalid mix),
``largest`` (the 10 × 5000-point chart) and ``largest-floats`` (the same with every value a
float). ``small-parsed`` and ``largest-parsed`` hand every candidate but the floor the value
json reads from each text, as agent frameworks that parse the model's tool call do; the floor
still round-trips the text, so their ratios read like the text workloads' (not in the default
list: pass ``--work``; ``invalid-parsed`` keeps as text what json cannot read).

Candidates: the floor, the generated emit in pure Python (``pure``) and with orjson (``fast``),
the package an earlier commit's generator makes (``before``, with ``--before``; in pure Python,
so compare it with ``pure``) and the engine's module (``engine``, with ``--engine``).
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import re
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

WORKLOADS = ("small", "invalid", "largest", "largest-floats")
PARSED = "-parsed"  # a workload's name plus this: the candidates get parsed values (see above)
REPEAT = {"small": 10, "invalid": 10, "largest": 2, "largest-floats": 2}


def _texts(work: str) -> list[str]:
    from bench import corpus, engine

    work = work.removesuffix(PARSED)
    if work == "small":
        return [c.text for c in corpus.typical()]
    if work == "invalid":
        return [text for _, text in engine.invalid_mix()]
    text = corpus.largest().text
    return [re.sub(r'("value": [0-9]+)', r"\1.5", text) if work == "largest-floats" else text]


def _candidate(which: str, engine_path: str, before: str) -> tuple[Callable[[str], Any], tuple[type[Exception], ...]]:
    from bench import paths
    from bench.paths import console, console_fast
    from bench.peers import floor

    if which == "floor":
        return floor, (ValueError,)
    module: Any
    if which == "engine":
        from bench import engine

        module = engine.load(engine_path)
    elif which == "before":
        from bench import against

        module = against.imported("bench_before", against.generated_at(before))
        # On the stdlib layer, as ``pure`` is: a package of the fast layer's time would otherwise
        # take orjson whenever it is installed (commits before the layer have no switch).
        runtime = sys.modules.get(f"bench_before.{paths.MODULE}._runtime")
        if runtime is not None and hasattr(runtime, "FAST_JSON"):
            setattr(runtime, "FAST_JSON", None)  # noqa: B010 (a module mypy cannot see)
    else:
        module = console() if which == "pure" else console_fast()
    return module.emit_console_actions, (module.ConsoleProtocolError,)


def child(which: str, work: str, n: int, engine_path: str, before: str) -> None:
    """The measured process: the workload ``n`` times (0: everything but the loop)."""
    from bench.timing import tolerant

    texts: list[Any] = _texts(work)
    if work.endswith(PARSED) and which != "floor":
        from bench.adversarial import UNREAD, parsed

        # Before the count (N = 0 parses them too); what json cannot read stays text.
        texts = [text if value is UNREAD else value for text, value in zip(texts, map(parsed, texts), strict=True)]
    run = tolerant(*_candidate(which, engine_path, before))
    gc.collect()
    gc.disable()
    for _ in range(n):
        for text in texts:
            run(text)


def _collected(which: str, work: str, n: int, engine_path: str, before: str) -> int:
    command = [sys.executable, "-m", "bench.instructions", "--child", which, work, str(n)]
    command += ["--engine", engine_path, "--before", before]
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"no count from callgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def count(which: str, work: str, engine_path: str, before: str) -> int:
    """Instructions for one pass over the workload."""
    n = REPEAT[work.removesuffix(PARSED)]
    return (_collected(which, work, n, engine_path, before) - _collected(which, work, 0, engine_path, before)) // n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="", help="an appwrite/agent checkout (adds the engine's module)")
    parser.add_argument("--before", default="", help="a git ref: adds the package its generator makes")
    parser.add_argument("--work", default=",".join(WORKLOADS), help="comma-separated workloads")
    parser.add_argument("--child", nargs=3, metavar=("WHICH", "WORK", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        which, work, n = args.child
        child(which, work, int(n), args.engine, args.before)
        return 0
    names = ["floor", *(["engine"] if args.engine else []), *(["before"] if args.before else []), "pure", "fast"]
    if args.before:
        from bench import against

        # Built here, once: the first counted run would otherwise count unpacking REF's tree.
        against.generated_at(args.before)
    print("| workload | " + " | ".join(names) + " |")
    print("| --- |" + " ---: |" * len(names))
    for work in args.work.split(","):
        # Two at a time: callgrind is single-threaded, and the counts do not depend on the load.
        with ThreadPoolExecutor(max_workers=2) as pool:
            found = pool.map(functools.partial(count, work=work, engine_path=args.engine, before=args.before), names)
            counts = dict(zip(names, found, strict=True))
        invalid = work.removesuffix(PARSED) == "invalid"
        base = counts["engine"] if invalid and "engine" in counts else counts["floor"]
        cells = [f"{counts[name] / 1e6:.2f} M ({counts[name] / base:.2f}×)" for name in names]
        print(f"| {work} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
