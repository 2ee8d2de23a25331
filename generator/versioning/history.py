"""Diff, part 5: a spec's git history, for ``diff --against REF`` and ``new-major --against REF``.

``REF:./name`` is read with ``git show`` run in the spec's own folder, so the spec may live in
any repository and the path needs no repo root. Between REF and the working tree a spec may
have been released several times: a release is a commit on the first-parent line since REF
(the line a branch's own commits and its merges make; a merged branch's commits are the
merge's) whose ``protocol.version`` differs from the release before it. ``diff`` checks each
release against the one before it (spec/README.md, "The version rule").

A REF that is not an ancestor of HEAD (a branch that moved on since this one left it) is read
at their merge base, where this branch's history starts; what REF changed since is its own
history, not this branch's (``Repo.diverged``).
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.project import display


class InputError(Exception):
    """Bad input that is not a spec error (unknown ref, no git repository); exit 2."""


def git(folder: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            ["git", "-C", str(folder), *args],
            input=stdin,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
        )
    except FileNotFoundError:
        raise InputError("error: git is not installed") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"error: git printed text that is not UTF-8 ({exc.reason})") from None


@dataclass(frozen=True)
class Commit:
    id: str  # short
    text: str  # the spec's text in it

    @property
    def version(self) -> object:
        """``protocol.version`` read without building the spec (most commits are not releases);
        None when the text is not a mapping with one."""
        return self._protocol_key("version")

    @property
    def protocol_id(self) -> object:
        return self._protocol_key("id")

    def _protocol_key(self, key: str) -> object:
        try:
            data = yaml.safe_load(self.text)
        except yaml.YAMLError:
            return None
        protocol = data.get("protocol") if isinstance(data, dict) else None
        return protocol.get(key) if isinstance(protocol, dict) else None


class Repo:
    """The git repository a folder is in, and one ref in it (checked once). ``start`` is where
    the history read here begins: the ref, or its merge base with HEAD when the ref is not an
    ancestor of HEAD (then ``diverged`` is that base's short id)."""

    def __init__(self, folder: Path, ref: str) -> None:
        if git(folder, "rev-parse", "--is-inside-work-tree").returncode != 0:
            raise InputError(f"error: {display(folder)} is not inside a git repository")
        if git(folder, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").returncode != 0:
            raise InputError(f"error: unknown git ref '{ref}'")
        self.ref = ref
        self.start = ref
        self.diverged: str | None = None
        if git(folder, "merge-base", "--is-ancestor", ref, "HEAD").returncode == 1:
            base = git(folder, "merge-base", ref, "HEAD")
            if base.returncode != 0:
                raise InputError(f"error: {ref} and HEAD share no history: nothing to compare with")
            self.start = self.diverged = git(folder, "rev-parse", "--short", base.stdout.strip()).stdout.strip()

    def text_at(self, path: Path, at: str | None = None) -> str | None:
        """The file's text at ``at`` (default: where the history starts), or None when it did not
        exist there."""
        spec = f"{at or self.start}:./{path.name}"
        if git(path.parent, "cat-file", "-e", spec).returncode != 0:
            return None
        shown = git(path.parent, "show", spec)
        if shown.returncode != 0:
            raise InputError(f"error: cannot read {spec}: {shown.stderr.strip()}")
        return shown.stdout

    def commits_since(self, path: Path) -> list[Commit]:
        """Each first-parent commit since the start that changed the file and has it, oldest
        first. The file's blob in each commit comes from one ``git cat-file --batch-check``
        (path-limited ``git log`` simplifies merges away), its text only where it changed."""
        line = git(path.parent, "rev-list", "--first-parent", "--reverse", "--abbrev-commit", f"{self.start}..HEAD")
        commits = line.stdout.split()
        query = "".join(f"{c}:./{path.name}\n" for c in [self.start, *commits])
        blobs = git(path.parent, "cat-file", "--batch-check=%(objectname)", stdin=query).stdout.splitlines()
        found = []
        for commit, before, blob in zip(commits, blobs, blobs[1:], strict=False):
            if blob != before and not blob.endswith(" missing"):
                text = self.text_at(path, commit)
                if text is not None:
                    found.append(Commit(commit, text))
        return found

    def releases_since(self, path: Path, version: object) -> list[Commit]:
        """The commits since the start whose ``protocol.version`` differs from the release
        before them (the first from ``version``, the start's), oldest first."""
        releases: list[Commit] = []
        for commit in self.commits_since(path):
            if commit.version not in (None, releases[-1].version if releases else version):
                releases.append(commit)
        return releases

    def names_at(self, folder: Path) -> list[str]:
        """The ``*.yaml`` files directly in ``folder`` at the start (none if it did not exist)."""
        listed = git(folder, "ls-tree", "--name-only", self.start, "--", "./")
        return sorted(n for n in listed.stdout.splitlines() if n.endswith(".yaml")) if listed.returncode == 0 else []
