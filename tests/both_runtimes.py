"""One spec generated into a temporary folder, its shared vectors built by the reference
interpreter, and every vector run against the generated Python and the generated TypeScript
(compiled by the real tsc, run by node:test): for specs that are not in spec/, such as a
fixture that uses a language feature the shipped specs do not."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.commands import generator, run
from tests.conformance.__main__ import write_vectors
from tests.conftest import ROOT, TSC, ts_flags


@dataclass
class Outcome:
    vectors: Path  # the vectors file the reference interpreter wrote
    cases: dict[str, dict[str, Any]]  # vector name -> the case (input, expected)
    python: subprocess.CompletedProcess[str]  # tests/conformance/run.py; exit 0 when all hold
    node: subprocess.CompletedProcess[str]  # tests/ts/vectors.test.ts
    node_failed: set[str]  # names of the vectors the TypeScript got wrong
    out: Path  # the generated tree
    ts_build: Path  # the generated TypeScript, compiled


def run_vectors(spec_name: str, spec_text: str, tmp_path: Path, compiled: Path) -> Outcome:
    """Generate ``spec_text`` (as ``spec_name``), build its vectors, run them in both runtimes.
    ``compiled`` is the session's build/ts (the compiled node test file)."""
    specs = tmp_path / "spec"
    specs.mkdir()
    spec = specs / spec_name
    spec.write_text(spec_text, encoding="utf-8")
    out = tmp_path / "generated"
    generated = generator("generate", "--specs", str(specs), "--out", str(out))
    assert generated.returncode == 0, generated.stderr

    [vectors_file] = write_vectors(tmp_path / "vectors", [spec])
    cases = {c["name"]: c for c in json.loads(vectors_file.read_text(encoding="utf-8"))["cases"]}

    [src] = (out / "python").glob("*/src")
    python = python_vectors(vectors_file, src)

    build = tmp_path / "ts"
    [module] = [ts for ts in (out / "typescript").glob("*/*.ts") if not ts.name.startswith("runtime")]
    tsc = run([str(TSC), *ts_flags(rootDir=tmp_path, outDir=build), str(module)])
    assert tsc.returncode == 0, tsc.stdout
    node = node_vectors(vectors_file, build, compiled)
    return Outcome(vectors_file, cases, python, node, failed_in_node(node), out, build)


def python_vectors(vectors_file: Path, src: Path) -> subprocess.CompletedProcess[str]:
    """The vectors against the generated package under ``src`` (tests/conformance/run.py)."""
    runner = [sys.executable, "-m", "tests.conformance.run", str(vectors_file)]
    return run(runner, env={"PYTHONPATH": f"{src}{os.pathsep}{ROOT}"})


def node_vectors(vectors_file: Path, build: Path, compiled: Path) -> subprocess.CompletedProcess[str]:
    """The vectors against the compiled TypeScript under ``build`` (tests/ts/vectors.test.ts,
    which finds the module at the path the vectors name below it)."""
    test = str(compiled / "tests" / "ts" / "vectors.test.js")
    return run(["node", "--test", test], env={"VECTORS_DIR": str(vectors_file.parent), "TS_BUILD_ROOT": str(build)})


def failed_in_node(node: subprocess.CompletedProcess[str]) -> set[str]:
    """The names of the vectors node:test reported failing."""
    return set(re.findall(r"^\s+not ok \d+ - (.+)$", node.stdout, re.MULTILINE))
