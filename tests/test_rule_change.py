"""Change one rule in a copy of the spec, regenerate, rebuild the vectors: the regenerated
Python and TypeScript both agree with the new vectors, and the old code does not. This is what
makes the vectors a proof about the spec rather than a snapshot of today's code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import frozen
from tests.conformance.__main__ import write_vectors
from tests.conftest import ROOT, TSC

pytestmark = pytest.mark.slow

# The frozen console spec, so the rule this test edits is always where it looks for it.
SPEC = frozen.SPECS / "console.v1.yaml"
# refresh.scopes stop being lowercased: one rule, visible in several vectors.
OLD_RULE = "        of: {type: string, normalise: [strip, lowercase]}"
NEW_RULE = "        of: {type: string, normalise: [strip]}"


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, **env})


def test_one_rule_changed_both_languages_follow(tmp_path: Path, compiled: Path, frozen_out: Path) -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert text.count(OLD_RULE) == 1, "the rule this test edits moved; update OLD_RULE"
    specs = tmp_path / "spec"
    specs.mkdir()
    changed = specs / SPEC.name
    changed.write_text(text.replace(OLD_RULE, NEW_RULE), encoding="utf-8")

    out = tmp_path / "generated"
    result = _run([sys.executable, "-m", "generator", "generate", "--specs", str(specs), "--out", str(out)])
    assert result.returncode == 0, result.stderr
    [vectors_file] = write_vectors(tmp_path / "vectors", [changed])
    vectors = json.loads(vectors_file.read_text())
    assert vectors["spec"] == f"spec/{SPEC.name}"  # named relative to its project, tmp_path

    new_src = next((out / "python").glob("*/src"))
    old_src = next((frozen_out / "python").glob("*-console/src"))
    runner = [sys.executable, "-m", "tests.conformance.run", str(vectors_file)]
    new_py = _run(runner, PYTHONPATH=f"{new_src}{os.pathsep}{ROOT}")
    assert new_py.returncode == 0, new_py.stdout
    old_py = _run(runner, PYTHONPATH=f"{old_src}{os.pathsep}{ROOT}")
    assert old_py.returncode == 1 and "refresh/scopes" in old_py.stdout, "the old code must disagree"

    build = tmp_path / "ts"
    tsc = _run(
        [
            str(TSC),
            "--strict",
            "--exactOptionalPropertyTypes",
            "--noUncheckedIndexedAccess",
            "--target",
            "ES2022",
            "--module",
            "NodeNext",
            "--moduleResolution",
            "NodeNext",
            "--rootDir",
            str(tmp_path),
            "--outDir",
            str(build),
            str(out / "typescript" / "console" / "console.ts"),
        ]
    )
    assert tsc.returncode == 0, tsc.stdout
    node = _run(
        ["node", "--test", str(compiled / "tests" / "ts" / "vectors.test.js")],
        VECTORS_DIR=str(vectors_file.parent),
        TS_BUILD_ROOT=str(build),
    )
    assert node.returncode == 0, node.stdout[-4000:]
    assert "# fail 0" in node.stdout
