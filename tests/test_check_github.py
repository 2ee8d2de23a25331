"""``check --format github``: the verdict as before, then one GitHub Actions ``::error``
annotation per stale file, on its first differing line; the default text output has none."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from generator.output.check_report import first_difference
from tests.commands import generator
from tests.conftest import ROOT

pytestmark = pytest.mark.slow  # `check` in subprocesses on copies of the tree: ~9 s


def _check(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return generator("check", "--out", str(out), *extra)


def test_first_difference() -> None:
    assert first_difference("a\nb\nc\n", "a\nB\nc\n") == 2
    assert first_difference("a\n", "a\nb\n") == 2
    assert first_difference("a\nb\n", "a\n") == 2
    assert first_difference("a", "a\n") == 1


def test_one_annotation_per_stale_file_at_its_first_differing_line(tmp_path: Path) -> None:
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out)
    edited = next(out.glob("docs/*.md"))
    lines = edited.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[6] = "hand edit\n"
    edited.write_text("".join(lines), encoding="utf-8")
    removed = next(out.glob("jsonschema/*.json"))
    removed.unlink()
    (out / "stray.txt").write_text("left over\n")

    text = _check(out)
    assert text.returncode == 1 and "::error" not in text.stdout

    github = _check(out, "--format", "github")
    assert github.returncode == 1
    assert github.stdout.startswith(text.stdout)  # the verdict first, unchanged
    annotations = [line for line in github.stdout.splitlines() if line.startswith("::")]
    assert len(annotations) == 3
    # outside git: a file that differs is "not what the spec renders" (test_check_verdict.py: in git)
    cases = ((edited, 7, "not what the spec renders"), (removed, 1, "missing"), (out / "stray.txt", 1, "not generated"))
    for path, line, says in cases:
        found = [a for a in annotations if a.startswith(f"::error file={path},line={line},")]
        assert len(found) == 1, (path, annotations)
        assert says in found[0].split("::")[-1]
        assert "run python -m generator generate" in found[0].split("::")[-1]


def test_a_current_tree_prints_no_annotation() -> None:
    result = _check(ROOT / "generated", "--format", "github")
    assert result.returncode == 0 and "::" not in result.stdout
