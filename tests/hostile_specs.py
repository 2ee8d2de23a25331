"""The hostile-spec corpus: every string slot of the live specs, one at a time, given each
hostile payload, then generated; each case must be refused at its position or generate files
that all parse and carry the value exactly, without a key, statement or dependency the spec
did not declare (issue 37; docs/testing.md, "Hostile specs").

``python -m tests.hostile_specs [--sample N] [--seed S]`` runs it and prints the counts (each
kind of ``KINDS``), wall and CPU time; it exits 1 unless every case was refused or generated
valid. CI (.ci/run) runs the whole corpus after the test suite.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import io
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.__main__ import main
from generator.output.cache import ENV_VAR
from tests.hostile_checks import carried, tree_shape

ROOT = Path(__file__).resolve().parent.parent
TSC = ROOT / "node_modules" / ".bin" / "tsc"

# Appended to the slot's value (after a marker that says where the value landed).
TEXT_PAYLOADS = [
    '"',
    "'",
    "`",
    '"""',
    "'''",
    "\\",
    "C:\\users\\x",
    'x""" + str(__import__("builtins").__setattr__("PWNED", 1)) + """ y',
    "\n",
    "\r\n",
    "a\nimport os\nb",
    "\u2028export const PWNED = 1",
    "\u2029",
    "\x85",
    "*/",
    "*/ export const PWNED = 1 /*",
    "-->",
    "<!-- x",
    "${x}",
    "`${x}`",
    "{{ x }}",
    "{% if x %}",
    "\x00",
    "\ud800",
    "\ufeff",
    "x" * 3000,
    "| a | b |",
    "```\n# heading",
    "</script>",
    "\\u0041",
    '", "x": "',
    '"\n[evil]\nx = 1\n',
    "é漢😀",
    "\t",
]
# Put in place of the slot's value: words that mean something to a language or to the runtime.
NAME_PAYLOADS = ["class", "def", "function", "__proto__", "constructor", "typed_dict", "runtime", "Error", "None"]

# Map keys that are names a spec chooses (a slot's category does not depend on them).
_NAMED = {"limits", "enums", "shapes", "formats", "members"}


@dataclass(frozen=True)
class Case:
    spec: Path
    path: tuple[str | int, ...]
    payload: str
    replace: bool  # the payload is the whole value (a name), not appended to it

    @property
    def name(self) -> str:
        where = ".".join(str(p) for p in self.path)
        return f"{self.spec.stem}:{where}:{'=' if self.replace else '+'}{self.payload[:20]!r}"


# Keys whose strings are keywords or references (a type, a rule, a limit's or a shape's name):
# any payload there is refused by the schema or the reference check, which the broken specs test.
_KEYWORDS = frozenset(
    [
        "type",
        "emit",
        "rule",
        "shape",
        "include",
        "format",
        "max_length",
        "max_items",
        "max_entries",
        "limit",
        "unique_by",
        "after",
        "after_example",
        "count_of",
        "enum",
        "normalise",
    ]
)


def _category(path: tuple[str | int, ...]) -> tuple[str, ...] | None:
    """What kind of slot a path is: its section and the key that holds the string (a field's
    ``doc`` is one kind wherever the field is); every string of an example is one kind; None
    for a keyword or a reference."""
    keys = [str(p) for i, p in enumerate(path) if isinstance(p, str) and not (i and path[i - 1] in _NAMED)]
    if "examples" in keys or "tool_example" in keys:
        return ("example value",)
    if keys[-1] in _KEYWORDS or (len(keys) > 1 and keys[-2] == "normalise" and keys[-1] != "remove_prefix"):
        return None
    return (keys[0], *keys[-2:]) if len(keys) > 1 else tuple(keys)


def string_slots(data: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Every string value of a spec, with its path."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from string_slots(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from string_slots(value, path + (i,))
    elif isinstance(data, str):
        yield path


def live_specs() -> list[Path]:
    return sorted((ROOT / "spec").glob("*.yaml"))


def corpus() -> list[Case]:
    """One slot of each kind a spec has (its first), each with every payload."""
    cases = []
    for spec in live_specs():
        data = yaml.safe_load(spec.read_text(encoding="utf-8"))
        seen: set[tuple[str, ...] | None] = {None}
        for path in string_slots(data):
            if path[0] in ("changelog", "language") or _category(path) in seen:
                continue
            seen.add(_category(path))
            cases += [Case(spec, path, p, False) for p in TEXT_PAYLOADS]
            cases += [Case(spec, path, p, True) for p in NAME_PAYLOADS]
    return cases


def mutate(case: Case, marker: str) -> tuple[str, str]:
    """The spec with the case's payload in its slot, and the value the slot now holds."""
    data = yaml.safe_load(case.spec.read_text(encoding="utf-8"))
    node = data
    for part in case.path[:-1]:
        node = node[part]
    last = case.path[-1]
    value = case.payload if case.replace else f"{node[last]}{marker}{case.payload}"
    if isinstance(last, int) and case.path[-2] == "values" and not case.replace:
        node.append(value)  # a new enum value: the examples keep theirs
    else:
        node[last] = value
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=False, width=1 << 30), value


# ---- running cases

# What a case can come to. Only the first two pass: "injection" is a generated tree whose
# structure is not the spec's own output's (a statement, import, key, dependency, table column,
# fence or comment gained or lost), "unparseable" a file that does not parse or a tree tsc
# refuses, "failure" anything else wrong (the value not carried exactly, a refusal that is not
# one `file:line:column` line, a tree written beside a refusal), "internal" a traceback (exit 3).
KINDS = ("refused", "generated", "injection", "unparseable", "failure", "internal")


@dataclass
class Outcome:
    case: Case
    kind: str  # one of KINDS
    detail: str = ""
    out: Path | None = None
    marker: str = ""
    value: str = ""
    problems: list[str] = field(default_factory=list)


def generate(spec_text: str, name: str, work: Path) -> tuple[int, str, Path]:
    (work / "spec").mkdir(parents=True)
    spec = work / "spec" / name
    spec.write_text(spec_text, encoding="utf-8")
    out = work / "out"
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(["generate", "--specs", str(spec), "--out", str(out)])
        except Exception:  # exit 3: a bug in the generator
            return 3, traceback.format_exc(), out
    return code, err.getvalue(), out


_REFUSAL = re.compile(r"[^\n]+:\d+:\d+: [^\n]+\n?")


def run_case(case: Case, index: int, work: Path, baseline: dict[Path, Counter[str]]) -> Outcome:
    marker = f"qz{index}qz"
    text, value = mutate(case, marker)
    code, err, out = generate(text, case.spec.name, work / str(index))
    if code == 3:
        return Outcome(case, "internal", err)
    if code == 2:
        ok = _REFUSAL.fullmatch(err) is not None and not out.exists()
        return Outcome(case, "refused" if ok else "failure", err)
    if code != 0:
        return Outcome(case, "failure", f"exit {code}: {err}")
    shapes, problems = tree_shape(out)
    kind = "unparseable" if problems else "generated"
    if shapes != baseline[case.spec]:
        extra = shapes - baseline[case.spec]
        problems.append(f"structure differs from the spec's own output: {sorted(extra)[:3]}")
        kind = "injection" if kind == "generated" else kind
    if not case.replace:
        lost = carried(out, marker, value)
        problems += lost
        kind = "failure" if lost and kind == "generated" else kind
    return Outcome(case, kind, "; ".join(problems), out, marker, value, problems)


def baseline_shapes(work: Path, specs: set[Path]) -> dict[Path, Counter[str]]:
    """The structure of each spec's own output, which a mutated spec's must keep."""
    out = {}
    for spec in sorted(specs):
        code, err, tree = generate(spec.read_text(encoding="utf-8"), spec.name, work / f"base-{spec.stem}")
        assert code == 0, err
        out[spec] = tree_shape(tree)[0]
    return out


def tsc_failures(trees: list[Path], work: Path) -> dict[Path, str]:
    """Compile every tree's TypeScript in one tsc run (strict, as the generated tsconfig); the
    trees whose files have errors, with the first."""
    files = [str(p) for tree in trees for p in (tree / "typescript").rglob("*.ts")]
    if not files:
        return {}
    config = work / "tsconfig.json"
    options = {
        "target": "ES2022",
        "module": "NodeNext",
        "moduleResolution": "NodeNext",
        "lib": ["ES2022"],
        "strict": True,
        "exactOptionalPropertyTypes": True,
        "noUncheckedIndexedAccess": True,
        "noEmit": True,
        "skipLibCheck": True,
        "types": [],
    }
    config.write_text(json.dumps({"compilerOptions": options, "files": files}), encoding="utf-8")
    result = subprocess.run([str(TSC), "-p", str(config)], capture_output=True, text=True, cwd=work, timeout=3600)
    failed: dict[Path, str] = {}
    for line in result.stdout.splitlines():
        for tree in trees:
            if line.startswith(str(tree.relative_to(work))) or line.startswith(str(tree)):
                failed.setdefault(tree, line)
    if result.returncode != 0 and not failed:
        raise AssertionError(f"tsc failed on no tree's file: {result.stdout[-2000:]}")
    return failed


def run(cases: list[Case], work: Path) -> list[Outcome]:
    """Each case generated in ``work``, then one tsc run over the trees that generated. A run
    cache of its own (black's output for each top-level piece) lets a case reformat only the
    pieces its payload changed; tests/test_cache.py shows a hit gives what black would."""
    saved = os.environ.get(ENV_VAR)
    os.environ[ENV_VAR] = str(work / "cache")
    try:
        baseline = baseline_shapes(work, {case.spec for case in cases})
        outcomes = [run_case(case, i, work, baseline) for i, case in enumerate(cases)]
    finally:
        if saved is None:
            os.environ.pop(ENV_VAR, None)
        else:
            os.environ[ENV_VAR] = saved
    generated = [o for o in outcomes if o.kind == "generated" and o.out is not None]
    trees = [o.out for o in generated if o.out]
    failed: dict[Path, str] = {}
    for start in range(0, len(trees), TSC_BATCH):
        failed |= tsc_failures(trees[start : start + TSC_BATCH], work)
    for o in generated:
        if o.out in failed:
            o.kind, o.detail = "unparseable", f"tsc: {failed[o.out]}"
    return outcomes


# Trees compiled by one tsc run: one run for the whole corpus would hold every tree's program in
# memory at once.
TSC_BATCH = 400


def run_parallel(cases: list[Case], work: Path, jobs: int) -> list[Outcome]:
    """:func:`run` split over ``jobs`` processes (every ``jobs``-th case each, each in its own
    folder with its own cache), the outcomes in the cases' order."""
    if jobs <= 1 or len(cases) < 2 * jobs:
        return run(cases, work)
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(run, [cases[k::jobs] for k in range(jobs)], [work / f"job{k}" for k in range(jobs)]))
    outcomes: list[Outcome] = [parts[0][0]] * len(cases)
    for k, part in enumerate(parts):
        outcomes[k::jobs] = part
    return outcomes


def sample(cases: list[Case], n: int, seed: int) -> list[Case]:
    return random.Random(seed).sample(cases, min(n, len(cases)))


def report(outcomes: list[Outcome]) -> str:
    counts = Counter(o.kind for o in outcomes)
    lines = [
        f"{len(outcomes)} cases: {counts['refused']} refused, {counts['generated']} generated and valid, "
        f"{counts['injection']} injections, {counts['unparseable']} unparseable or uncompilable, "
        f"{counts['failure']} other failures, {counts['internal']} internal errors (exit 3)"
    ]
    for o in outcomes:
        if o.kind not in ("refused", "generated"):
            lines.append(
                f"  {o.kind}: {o.case.name}: {o.detail.strip().splitlines()[-1] if o.detail.strip() else ''}"[:400]
            )
    return "\n".join(lines)


def _cpu() -> float:
    """CPU seconds used so far by this process and the children it waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.hostile_specs", description=__doc__)
    parser.add_argument("--sample", type=int, default=0, help="run N cases drawn with --seed (default: all)")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: one a core)")
    args = parser.parse_args()
    cases = corpus()
    chosen = sample(cases, args.sample, args.seed) if args.sample else cases
    work = Path(tempfile.mkdtemp(prefix="hostile-"))
    wall, cpu = time.perf_counter(), _cpu()
    try:
        outcomes = run_parallel(chosen, work, args.jobs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(report(outcomes))
    elapsed = time.perf_counter() - wall
    print(f"wall {elapsed:.0f} s, CPU {_cpu() - cpu:.0f} s (all processes: {args.jobs} jobs, tsc), load {_load()}")
    return 0 if all(o.kind in ("refused", "generated") for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(_main())
