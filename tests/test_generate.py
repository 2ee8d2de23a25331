"""The generator as a tool: byte-stable output, `check` catches drift, writing is atomic."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from generator.output import write
from generator.output.write import read_tree, write_tree
from generator.pipeline import render_all
from tests import frozen
from tests.commands import generator
from tests.conftest import PROTOCOLS, ROOT


def _cli(*args: str, seed: str = "0") -> subprocess.CompletedProcess[str]:
    return generator(*args, env={"PYTHONHASHSEED": seed})


def test_committed_tree_is_current() -> None:
    result = _cli("check")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_generation_is_byte_identical_across_runs_and_hash_seeds(tmp_path: Path) -> None:
    for seed in ("1", "4242"):
        assert _cli("generate", "--out", str(tmp_path / seed), seed=seed).returncode == 0
    first, second = read_tree(tmp_path / "1"), read_tree(tmp_path / "4242")
    assert first == second
    assert first == read_tree(ROOT / "generated")
    assert render_all(PROTOCOLS) == render_all(PROTOCOLS)


@pytest.mark.slow  # `check` in subprocesses on copies of the tree: ~8 s
def test_check_catches_a_hand_edit_and_a_stray_file(tmp_path: Path) -> None:
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out)
    assert _cli("check", "--out", str(out)).returncode == 0
    victim = next(out.rglob("__init__.py"))  # whichever module comes first: every one is checked
    victim.write_text(victim.read_text() + "# edited by hand\n")
    result = _cli("check", "--out", str(out), "--diff")  # the verdict, then the diff
    assert result.returncode == 1 and result.stdout.startswith(f"{out / victim.relative_to(out)}: ")
    assert "-# edited by hand" in result.stdout
    assert "+++ generated/" in result.stdout and "stale" in result.stderr
    shutil.copy(ROOT / "generated" / victim.relative_to(out), victim)
    (out / "stray.txt").write_text("left over\n")
    result = _cli("check", "--out", str(out))
    assert result.returncode == 1 and "stray.txt" in result.stdout


def test_every_generated_file_has_a_do_not_edit_header() -> None:
    for rel, text in read_tree(ROOT / "generated").items():
        if rel.endswith("py.typed"):
            continue
        head = "\n".join(text.splitlines()[:4])  # package.json carries it as its "//" key
        assert "THIS IS A GENERATED FILE, DO NOT EDIT" in head, rel
        assert "Source: spec/" in head and "python -m generator generate" in head, rel


def test_a_write_killed_midway_leaves_the_old_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "generated"
    write_tree(out, {"a.txt": "old a\n", "b/c.txt": "old c\n"})
    real_open = open
    calls = {"n": 0}

    def dying_open(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt("killed mid-write")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", dying_open)
    with pytest.raises(KeyboardInterrupt):
        write_tree(out, {"a.txt": "new a\n", "b/c.txt": "new c\n", "d.txt": "new d\n"})
    monkeypatch.undo()
    assert read_tree(out) == {"a.txt": "old a\n", "b/c.txt": "old c\n"}
    write_tree(out, {"a.txt": "new a\n"})  # the next run cleans up the half-written tree
    assert read_tree(out) == {"a.txt": "new a\n"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["generated"]


def test_a_swap_interrupted_between_renames_is_recovered(tmp_path: Path) -> None:
    out = tmp_path / "generated"
    write_tree(out, {"a.txt": "old\n"})
    new, old = write._siblings(out)
    os.rename(out, old)  # killed after moving the old tree aside, before the new one landed
    new.mkdir()
    (new / "a.txt").write_text("half")
    write.recover(out)
    assert read_tree(out) == {"a.txt": "old\n"} and not new.exists() and not old.exists()


def test_a_bad_spec_writes_nothing(tmp_path: Path) -> None:
    """One enum value repeated in a copy of the frozen console spec: the error names the
    repeat's file:line:column, and no output folder appears."""
    spec = tmp_path / "bad.yaml"
    text = (frozen.SPECS / "console.v1.yaml").read_text()
    text = text.replace("values: [light, dark, system]", "values: [light, dark, dark]")
    spec.write_text(text)
    line_no = next(i for i, line in enumerate(text.splitlines(), 1) if "[light, dark, dark]" in line)
    column = text.splitlines()[line_no - 1].rindex("dark") + 1
    out = tmp_path / "out"
    result = _cli("generate", "--specs", str(spec), "--out", str(out))
    assert result.returncode == 2
    assert result.stderr.strip() == f"{spec}:{line_no}:{column}: enum 'theme' repeats value 'dark'"
    assert not out.exists()
