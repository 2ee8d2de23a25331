"""The hostile-spec corpus: every string slot of the live specs, one at a time, given each
hostile payload, then generated; each case must be refused at its position or generate files
that all parse and carry the value exactly, without a key, statement or dependency the spec
did not declare (issue 37; docs/testing.md, "Hostile specs").

``python -m tests.hostile_specs [--sample N] [--seed S]`` runs it and prints the counts.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
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


@dataclass
class Outcome:
    case: Case
    kind: str  # refused, generated, failure, internal
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
    if shapes != baseline[case.spec]:
        extra = shapes - baseline[case.spec]
        problems.append(f"structure differs from the spec's own output: {sorted(extra)[:3]}")
    if not case.replace:
        problems += carried(out, marker, value)
    return Outcome(case, "failure" if problems else "generated", "; ".join(problems), out, marker, value, problems)


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
    failed = tsc_failures([o.out for o in generated if o.out], work)
    for o in generated:
        if o.out in failed:
            o.kind, o.detail = "failure", f"tsc: {failed[o.out]}"
    return outcomes


def sample(cases: list[Case], n: int, seed: int) -> list[Case]:
    return random.Random(seed).sample(cases, min(n, len(cases)))


def report(outcomes: list[Outcome]) -> str:
    counts = Counter(o.kind for o in outcomes)
    lines = [
        f"{len(outcomes)} cases: {counts['refused']} refused, {counts['generated']} generated and valid, "
        f"{counts['failure']} failures, {counts['internal']} internal errors (exit 3)"
    ]
    for o in outcomes:
        if o.kind in ("failure", "internal"):
            lines.append(
                f"  {o.kind}: {o.case.name}: {o.detail.strip().splitlines()[-1] if o.detail.strip() else ''}"[:400]
            )
    return "\n".join(lines)


def _main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.hostile_specs", description=__doc__)
    parser.add_argument("--sample", type=int, default=0, help="run N cases drawn with --seed (default: all)")
    parser.add_argument("--seed", type=int, default=37)
    args = parser.parse_args()
    cases = corpus()
    chosen = sample(cases, args.sample, args.seed) if args.sample else cases
    work = Path(tempfile.mkdtemp(prefix="hostile-"))
    try:
        outcomes = run(chosen, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(report(outcomes))
    return 0 if all(o.kind in ("refused", "generated") for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(_main())
