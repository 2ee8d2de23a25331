"""A temporary copy of this repository, for tests that act on it as a user would (the
spec-change drill, the README's examples): its working tree's tracked and unignored files,
committed in a new git repository as the baseline ``diff --against HEAD`` compares with."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests import frozen
from tests.commands import ROOT, SHARED_CACHE, generator, git


def copy_of_the_repository(target: Path, *, venv: bool = False) -> Path:
    """The working tree's files in ``target``, committed; node_modules linked for tsc, and with
    ``venv`` the .venv too (for commands that name ``.venv/bin/python``)."""
    listed = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    for rel in filter(None, listed):
        source = ROOT / rel
        if source.is_file():
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / rel)
    (target / "node_modules").symlink_to(ROOT / "node_modules")
    if venv:
        (target / ".venv").symlink_to(ROOT / ".venv")
    commit(target, "baseline", init=True)
    return target


def with_frozen_specs(repo: Path) -> Path:
    """``repo`` (a copy) with the frozen fixture specs as its ``spec/``, as they were released
    (their test-fixture header left out), regenerated and committed: a copy that shows the
    shipped protocols whatever a spec author has done to ``spec/`` since."""
    for spec in sorted((repo / "spec").glob("*.yaml")):
        spec.unlink()
    for spec in sorted(frozen.SPECS.glob("*.yaml")):
        text = spec.read_text(encoding="utf-8")
        header_end = text.index("# a test that needs a new feature gets a new fixture")
        (repo / "spec" / spec.name).write_text(text[text.index("\n", header_end) + 1 :], encoding="utf-8")
    done = generator("generate", cwd=repo, env=environment(repo))
    assert done.returncode == 0, done.stderr
    commit(repo, "the frozen specs")
    return repo


def commit(repo: Path, message: str, *, init: bool = False) -> None:
    if init:
        git(repo, "init", "-q", "--initial-branch=main")  # the branch CI and the pages compare with
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", message, "--allow-empty")


def environment(repo: Path) -> dict[str, str]:
    """What commands run in a copy add to the environment (tests/commands.py): its own code
    first on the import path, the session's shared run cache, a git identity."""
    return {"PYTHONPATH": str(repo), "GENERATOR_CACHE": str(SHARED_CACHE), **GIT_AUTHOR}


# A commit a page or the drill makes in a copy (`git commit` as a user types it) needs an
# identity; a test machine may have none.
GIT_AUTHOR = {
    f"GIT_{who}_{what}": value
    for who in ("AUTHOR", "COMMITTER")
    for what, value in (("NAME", "Test"), ("EMAIL", "test@example.com"))
}
