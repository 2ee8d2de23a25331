"""Broken specs: each file in tests/broken_specs/ has one fault and must fail with its message.

``NN-what.yaml`` is ``valid-base.yml`` with exactly one fault; ``NN-what.err`` is the single
line the CLI prints for it (``file:line:column: reason``). The CLI must exit 2, print no
traceback and write nothing. When a message changes on purpose, update the ``.err`` file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.__main__ import main
from generator.pipeline import find_specs
from generator.spec.read import read_spec
from tests.commands import generator

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
def test_broken_spec_fails_with_its_message(
    case: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """In process, for speed: the command's ``main`` prints what the CLI prints (a traceback
    would fail the test); ``test_the_command_line_prints_it_alone`` runs one case for real."""
    monkeypatch.chdir(ROOT)
    out = tmp_path / "out"
    code = main(["generate", "--specs", str(case.relative_to(ROOT)), "--out", str(out)])
    printed = capsys.readouterr()
    expected = case.with_suffix(".err").read_text(encoding="utf-8").strip()
    assert printed.err.strip() == expected
    assert code == 2
    assert printed.out.strip() == ""
    assert not out.exists()


def test_the_command_line_prints_it_alone(tmp_path: Path) -> None:
    case = CASES[0]
    out = tmp_path / "out"
    result = generator("generate", "--specs", str(case.relative_to(ROOT)), "--out", str(out))
    assert "Traceback" not in result.stderr + result.stdout
    assert (result.returncode, result.stdout, result.stderr.strip()) == (
        2,
        "",
        case.with_suffix(".err").read_text().strip(),
    )
    assert not out.exists()


def test_base_of_the_corpus_is_valid() -> None:
    """Each broken spec is this file plus one fault, so this file must have none."""
    read_spec(BROKEN / "valid-base.yml", "tests/broken_specs/valid-base.yml")


@pytest.mark.parametrize("spec", find_specs(ROOT / "spec"), ids=lambda p: p.name)
def test_every_live_spec_is_valid(spec: Path) -> None:
    read_spec(spec, f"spec/{spec.name}")
