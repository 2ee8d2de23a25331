"""Broken specs: each file in tests/broken_specs/ has one fault and must fail with its message.

``NN-what.yaml`` is ``valid-base.yml`` with exactly one fault; ``NN-what.err`` is the single
line the CLI prints for it (``file:line:column: reason``). The CLI must exit 2, print no
traceback and write nothing. When a message changes on purpose, update the ``.err`` file.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.spec import read_spec

ROOT = Path(__file__).resolve().parent.parent
BROKEN = ROOT / "tests" / "broken_specs"
CASES = sorted(BROKEN.glob("*.yaml"))


def test_corpus_is_complete() -> None:
    assert len(CASES) >= 30
    for case in CASES:
        assert case.with_suffix(".err").is_file(), f"{case.name} has no .err file"
    for err in BROKEN.glob("*.err"):
        assert err.with_suffix(".yaml").is_file(), f"{err.name} has no .yaml file"


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_broken_spec_fails_with_its_message(case: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = subprocess.run(
        [sys.executable, "-m", "generator", "generate"]
        + ["--specs", str(case.relative_to(ROOT)), "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    expected = case.with_suffix(".err").read_text(encoding="utf-8").strip()
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    assert result.stderr.strip() == expected
    assert result.returncode == 2
    assert result.stdout.strip() == ""
    assert not out.exists()


def test_base_of_the_corpus_is_valid() -> None:
    """Each broken spec is this file plus one fault, so this file must have none."""
    read_spec(BROKEN / "valid-base.yml", "tests/broken_specs/valid-base.yml")


def test_console_spec_is_valid() -> None:
    read_spec(ROOT / "spec" / "console.v1.yaml", "spec/console.v1.yaml")
