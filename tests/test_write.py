"""``generate`` replaces the output tree or leaves it untouched, and says which (issue 37, "Atomic
and honest writes"): an old tree another user owns, a full disk, a rename that fails, a leftover
that cannot be removed, and a run killed with SIGKILL at each step of the swap.

The tests that need a user who is not root run the generator as ``nobody`` (``setpriv``): root
passes every permission test, so permission bits alone prove nothing under root. The rest make
the failure happen in process (an ``OSError`` raised where the kernel would raise it) or kill a
real run at a chosen point.
"""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.synthetic_actions import write_synthetic_spec
from generator.output import write
from generator.output.write import WriteError, leftovers, read_tree, write_tree
from tests.commands import SHARED_CACHE, generator
from tests.conftest import ROOT

OLD = {"a.txt": "old a\n", "b/c.txt": "old c\n"}
NEW = {"a.txt": "new a\n", "b/c.txt": "new c\n", "d.txt": "new d\n"}


def _siblings(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir())


def test_a_full_disk_midway_leaves_the_old_tree_and_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "generated"
    write_tree(out, OLD)
    real = write._write
    written: list[Path] = []

    def filling(path: Path, data: bytes) -> None:
        if len(written) == 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        written.append(path)
        real(path, data)

    monkeypatch.setattr(write, "_write", filling)
    with pytest.raises(WriteError) as caught:
        write_tree(out, NEW)
    message = str(caught.value)
    assert message.startswith("error: cannot write ") and "No space left on device" in message
    assert "generated is unchanged" in message and str(tmp_path) in message  # which file failed
    assert read_tree(out) == OLD and _siblings(tmp_path) == ["generated"]


@pytest.mark.parametrize("failing", ["aside", "into place"])
def test_a_rename_that_fails_puts_the_old_tree_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    out = tmp_path / "generated"
    write_tree(out, OLD)
    real = os.rename

    def rename(src: str | Path, dst: str | Path) -> None:
        moving_aside = str(dst).endswith(".old-tmp")
        if (failing == "aside") == moving_aside and not str(src).endswith(".old-tmp"):
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY), str(src))
        real(src, dst)

    monkeypatch.setattr(os, "rename", rename)
    with pytest.raises(WriteError, match="generated is unchanged"):
        write_tree(out, NEW)
    monkeypatch.undo()
    assert read_tree(out) == OLD and _siblings(tmp_path) == ["generated"]


def test_an_old_tree_that_cannot_be_removed_is_named_and_the_next_run_says_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The swap succeeds but the old tree's removal fails (what os.access could not foresee: an
    ACL, a read-only mount): the run says the tree is replaced and names the leftover; the next
    run, which cannot remove it either, changes nothing and names it with the command to run."""
    out = tmp_path / "generated"
    write_tree(out, OLD)
    real = shutil.rmtree

    def refusing(path: str | Path, *args: object, **kwargs: object) -> None:
        if str(path).endswith(".old-tmp"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), "b")
        real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(shutil, "rmtree", refusing)
    done = write_tree(out, NEW)
    assert read_tree(out) == NEW
    assert done.leftover is not None and "generated.old-tmp" in done.leftover and "rm -rf" in done.leftover
    with pytest.raises(WriteError) as caught:
        write_tree(out, {"a.txt": "newer\n"})
    message = str(caught.value)
    assert "generated.old-tmp is left from an earlier run and cannot be removed" in message
    assert "Permission denied" in message and "generated is unchanged" in message and "rm -rf" in message
    assert read_tree(out) == NEW
    monkeypatch.undo()
    write_tree(out, {"a.txt": "newer\n"})  # once removable, the leftover goes
    assert read_tree(out) == {"a.txt": "newer\n"} and _siblings(tmp_path) == ["generated"]


# --- as a user who is not root ---------------------------------------------------------------

NOBODY = 65534
SETPRIV = shutil.which("setpriv")


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder ``nobody`` may write in (tmp_path's parents are private to root)."""
    folder = Path(tempfile.mkdtemp(prefix="write-test-"))
    folder.chmod(0o777)
    try:
        yield folder
    finally:
        shutil.rmtree(folder)


def _as_nobody(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    assert SETPRIV is not None
    command = [SETPRIV, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
    command += [sys.executable, "-m", "generator", *args]
    env = {"PYTHONPATH": str(ROOT), "GENERATOR_CACHE": "off", "HOME": str(cwd), "PATH": os.environ["PATH"]}
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300, env=env, check=False)


def _nobody_can_run_the_generator() -> bool:
    if SETPRIV is None or os.geteuid() != 0:
        return False
    probe = subprocess.run(
        [SETPRIV, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", sys.executable, "-c", "import jinja2"],
        capture_output=True,
        env={"PYTHONPATH": str(ROOT)},
        cwd="/",
        check=False,
    )
    return probe.returncode == 0


needs_nobody = pytest.mark.skipif(
    not _nobody_can_run_the_generator(), reason="needs root, setpriv and a generator user nobody can run"
)


def _spec(folder: Path) -> Path:
    spec = write_synthetic_spec(2, folder / "spec")
    for path in (folder / "spec", spec):
        path.chmod(0o777 if path.is_dir() else 0o666)
    return spec


@needs_nobody
def test_an_old_tree_owned_by_another_user_is_refused_before_anything_is_written(shared_folder: Path) -> None:
    """The issue's case: generated/ was made by root (in a container), the run is another user's.
    It used to swap the new tree in, fail to remove the old one, exit 2, and fail every run after
    with a message that never named generated.old-tmp."""
    _spec(shared_folder)
    out = shared_folder / "generated"
    write_tree(out, OLD)  # as root: folders 0o755, not writable by nobody
    result = _as_nobody("generate", cwd=shared_folder)
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        "error: cannot replace generated: generated is not writable by this user, so its files cannot be"
        " removed; generated is unchanged: remove generated (as its owner or root) or make it writable,"
        " and run again"
    ]
    assert read_tree(out) == OLD and _siblings(shared_folder) == ["generated", "spec"]
    for folder, _, _ in os.walk(out):
        Path(folder).chmod(0o777)  # what the message says: made writable, the next run replaces it
    result = _as_nobody("generate", cwd=shared_folder)
    assert result.returncode == 0, result.stderr
    assert "synth2" in "".join(read_tree(out)) and _siblings(shared_folder) == ["generated", "spec"]


@needs_nobody
def test_an_old_file_that_cannot_be_removed_is_named_after_the_swap(shared_folder: Path) -> None:
    """A folder anyone may write, with the sticky bit, holding root's file: the checks before the
    swap pass (the folder is writable) but the file cannot be removed. The new tree is in place
    and the run says so, naming the leftover; the next run refuses, naming it and the command."""
    _spec(shared_folder)
    out = shared_folder / "generated"
    write_tree(out, OLD)
    for folder, _, _ in os.walk(out):
        Path(folder).chmod(0o1777)
    first = _as_nobody("generate", cwd=shared_folder)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("wrote ") and "synth2" in "".join(read_tree(out))
    assert first.stderr.startswith("warning: generated is replaced, but left behind generated.old-tmp (")
    assert "rm -rf generated.old-tmp" in first.stderr
    second = _as_nobody("generate", cwd=shared_folder)
    assert second.returncode == 2
    assert second.stderr.startswith(
        "error: generated.old-tmp is left from an earlier run and cannot be removed (Operation not permitted);"
    )
    assert "generated is unchanged: remove it (`rm -rf generated.old-tmp`" in second.stderr
    shutil.rmtree(shared_folder / "generated.old-tmp")  # as root: what the message says
    assert _as_nobody("generate", cwd=shared_folder).returncode == 0
    assert _siblings(shared_folder) == ["generated", "spec"]


# --- killed mid-write ------------------------------------------------------------------------

# A real `generate`, killed with SIGKILL (no clean-up can run) at a chosen point of the write.
KILLER = """
import os, shutil, signal, sys
from generator.output import write
point = sys.argv.pop(1)

def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)

if point == "files":  # after two files of the new tree
    real_write, count = write._write, [0]
    def _write(path, data):
        count[0] += 1
        if count[0] == 3:
            die()
        real_write(path, data)
    write._write = _write
elif point == "swap":  # the old tree moved aside, the new one not yet in place
    real_rename = os.rename
    def rename(src, dst):
        real_rename(src, dst)
        if str(dst).endswith(".old-tmp"):
            die()
    write.os.rename = rename
elif point == "cleanup":  # the new tree in place, the old one half removed
    real_rmtree = shutil.rmtree
    def rmtree(path, *args, **kwargs):
        if str(path).endswith(".old-tmp"):
            os.remove(next(p for p in __import__("pathlib").Path(path).rglob("*") if p.is_file()))
            die()
        real_rmtree(path, *args, **kwargs)
    write.shutil.rmtree = rmtree
from generator.__main__ import cli
cli()
"""


def _generate(root: Path, spec: str, *prefix: str) -> subprocess.CompletedProcess[str]:
    args = ["generate", "--specs", spec]
    env = {"GENERATOR_CACHE": str(SHARED_CACHE), "PYTHONPATH": str(ROOT)}
    if not prefix:
        return generator(*args, cwd=root, env=env)
    command = [sys.executable, "-c", KILLER, *prefix, *args]
    return subprocess.run(
        command, cwd=root, capture_output=True, text=True, timeout=300, env={**os.environ, **env}, check=False
    )


@pytest.mark.parametrize("point", ["files", *(pytest.param(p, marks=pytest.mark.slow) for p in ("swap", "cleanup"))])
def test_a_generate_killed_midway_leaves_one_whole_tree_and_the_next_run_cleans_up(tmp_path: Path, point: str) -> None:
    (tmp_path / "pyproject.toml").write_text("")
    write_synthetic_spec(2, tmp_path / "spec")
    write_synthetic_spec(2, tmp_path / "next", version="1.1.0", extra_value=True)
    spec = "spec/synth2.v1.yaml"
    out = tmp_path / "generated"
    # Each tree as generate writes it at this path (the headers name the spec's path).
    shutil.copy(tmp_path / "next" / "synth2.v1.yaml", tmp_path / "new.yaml")
    shutil.copy(tmp_path / "spec" / "synth2.v1.yaml", tmp_path / "old.yaml")
    shutil.copy(tmp_path / "new.yaml", tmp_path / spec)
    assert _generate(tmp_path, spec).returncode == 0
    new_tree = read_tree(out)
    shutil.copy(tmp_path / "old.yaml", tmp_path / spec)
    assert _generate(tmp_path, spec).returncode == 0
    old_tree = read_tree(out)
    assert old_tree != new_tree

    shutil.copy(tmp_path / "new.yaml", tmp_path / spec)
    killed = _generate(tmp_path, spec, point)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    left = leftovers(out)
    assert left, "a run killed mid-write leaves its working folder"
    on_disk = read_tree(out) if out.exists() else read_tree(out.with_name("generated.old-tmp"))
    assert on_disk in (old_tree, new_tree)  # one whole tree, never a mix

    check = generator("check", "--specs", spec, cwd=tmp_path, env={"GENERATOR_CACHE": str(SHARED_CACHE)})
    for path in left:
        assert f"note: {path.name} is left by an interrupted generate" in check.stderr
    again = _generate(tmp_path, spec)
    assert again.returncode == 0 and again.stderr == ""
    assert read_tree(out) == new_tree and leftovers(out) == []
