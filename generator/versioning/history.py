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
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.model.changelog import UNRELEASED
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


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML has it: ~10x as fast


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

    @property
    def unreleased(self) -> bool:
        """Whether the text has changes since its last release: an ``unreleased`` changelog
        entry (generator/model/changelog.py). Such a commit is no release."""
        data = self._data()
        log = data.get("changelog") if isinstance(data, dict) else None
        return bool(log) and isinstance(log, list) and isinstance(log[0], dict) and log[0].get("version") == UNRELEASED

    def _data(self) -> object:
        try:
            return yaml.load(self.text, Loader=_LOADER)  # a safe loader
        except yaml.YAMLError:
            return None

    def _protocol_key(self, key: str) -> object:
        data = self._data()
        protocol = data.get("protocol") if isinstance(data, dict) else None
        return protocol.get(key) if isinstance(protocol, dict) else None


@dataclass(frozen=True)
class _Step:
    """A commit of the spec's line: its short id, full id and parents' full ids."""

    short: str
    full: str
    parents: tuple[str, ...]


class Repo:
    """The git repository a folder is in, and one ref in it (checked once). ``start`` is where
    the history read here begins: the ref, or its merge base with HEAD when the ref is not an
    ancestor of HEAD (then ``diverged`` is that base's short id)."""

    def __init__(self, folder: Path, ref: str) -> None:
        if git(folder, "rev-parse", "--is-inside-work-tree").returncode != 0:
            raise InputError(f"error: {display(folder)} is not inside a git repository")
        shallow = git(folder, "rev-parse", "--is-shallow-repository").stdout.strip() == "true"
        hint = " (this clone is shallow: fetch the history it needs, e.g. fetch-depth: 0 in CI)" if shallow else ""
        if git(folder, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").returncode != 0:
            raise InputError(f"error: unknown git ref '{ref}'{hint}")
        self.folder = folder
        self.ref = ref
        self.start = ref
        self.diverged: str | None = None
        if git(folder, "merge-base", "--is-ancestor", ref, "HEAD").returncode == 1:
            base = git(folder, "merge-base", ref, "HEAD")
            if base.returncode != 0:
                raise InputError(f"error: {ref} and HEAD share no history: nothing to compare with{hint}")
            self.start = self.diverged = git(folder, "rev-parse", "--short", base.stdout.strip()).stdout.strip()
        self._blobs: dict[tuple[str, str], str | None] = {}  # (commit, path from the root): blob id
        self._prefixes: dict[Path, str] = {}  # folder: its path from the root

    def rel(self, path: Path) -> str:
        """``path`` from the repository's root, as ``REV:path`` names a file."""
        folder = path.parent.resolve()
        if folder not in self._prefixes:
            self._prefixes[folder] = git(folder, "rev-parse", "--show-prefix").stdout.strip()
        return self._prefixes[folder] + path.name

    def text_at(self, path: Path, at: str | None = None) -> str | None:
        """The file's text at ``at`` (default: where the history starts), or None when it did not
        exist there."""
        blob = self._blob(at or self.start, [self.rel(path)])
        return None if blob is None else self._texts([blob])[blob]

    def commits_since(self, path: Path, earlier: Sequence[Path] = ()) -> list[Commit]:
        """Each commit of the spec's line since the start that changed it, oldest first, with its
        text. The line is HEAD's first-parent line among the start's descendants (a merged
        branch's commits are the merge's), except that a merge bringing in a branch whose spec
        the line had not changed since the branch left (for the spec, a fast-forward) continues
        along that branch, so each of its releases is seen. ``earlier``: the spec's names before
        a rename, for the commits before it. File contents come from ``git cat-file`` batches
        (a path-limited ``git log`` would simplify merges away)."""
        files = [self.rel(p) for p in (path, *earlier)]
        steps = self._expand(self._line(self.start, "HEAD"), files)
        self._prefetch([s.full for s in steps], files)
        changed: list[tuple[str, str]] = []
        before = self._blob(self.start, files)
        for step in steps:
            blob = self._blob(step.full, files)
            if blob is not None and blob != before:
                changed.append((step.short, blob))
            before = blob
        texts = self._texts([blob for _, blob in changed])
        return [Commit(short, texts[blob]) for short, blob in changed]

    def releases_since(
        self, path: Path, protocol_id: object, version: object, earlier: Sequence[Path] = (), waiting: bool = False
    ) -> list[Commit]:
        """The commits since the start whose ``protocol.version`` differs from the release
        before them (the first from ``version``, the start's), oldest first; a commit where the
        file holds another protocol than ``protocol_id`` (before two specs swapped names), or
        with an ``unreleased`` changelog entry (changes waiting for a release), is not one of
        them. The first commit without that entry after one with it (``waiting``: the start had
        it) is a release even at the same version: a major's first release."""
        releases: list[Commit] = []
        for commit in self.commits_since(path, earlier):
            if commit.protocol_id != protocol_id:
                continue
            before = releases[-1].version if releases else version
            if not commit.unreleased and commit.version is not None and (commit.version != before or waiting):
                releases.append(commit)
            waiting = commit.unreleased
        return releases

    def last_release(self, path: Path, text: str) -> Commit | None:
        """Where the changes ``text`` (the spec at the start) has waiting since its last release
        began: the newest commit at or before the start on its first-parent line whose spec has
        no ``unreleased`` entry, or, for a major never released, the commit that added the file.
        None when ``text`` has nothing waiting (it is that release)."""
        if not Commit("", text).unreleased:
            return None
        log = git(self.folder, "log", "--first-parent", "--format=%h %H", self.start, "--", f":(top){self.rel(path)}")
        steps = [line.split() for line in log.stdout.splitlines()]
        self._prefetch([full for _, full in steps], [self.rel(path)])
        found: Commit | None = None
        for short, full in steps:
            blob = self._blob(full, [self.rel(path)])
            if blob is None:
                break
            found = Commit(short, self._texts([blob])[blob])
            if not found.unreleased:
                break
        return found

    def origin(self, path: Path, protocol_id: object, folders: Sequence[Path] = ()) -> tuple[Path, str] | None:
        """Where the spec now at ``path`` was at the start, and its text there: its own name when
        that held the same protocol; else a spec of that protocol id in ``path``'s folder or
        ``folders`` that is gone from the tree or holds another protocol now (a rename, a move,
        two specs swapping names); else its own name's text, if any (None: new since)."""
        text = self.text_at(path)
        if text is not None and Commit("", text).protocol_id == protocol_id:
            return path, text
        for folder in dict.fromkeys([path.parent, *folders]):
            for name in self.names_at(folder):
                other = folder / name
                was = self.text_at(other) if other.resolve() != path.resolve() else None
                if was is None or Commit("", was).protocol_id != protocol_id:
                    continue
                if not other.exists() or Commit("", other.read_text(encoding="utf-8")).protocol_id != protocol_id:
                    return other, was
        return (path, text) if text is not None else None

    def names_at(self, folder: Path) -> list[str]:
        """The ``*.yaml`` files directly in ``folder`` at the start (none if it did not exist)."""
        listed = git(folder, "ls-tree", "--name-only", self.start, "--", "./")
        return sorted(n for n in listed.stdout.splitlines() if n.endswith(".yaml")) if listed.returncode == 0 else []

    def _line(self, since: str, until: str) -> list[_Step]:
        log = git(
            self.folder,
            "log",
            "--first-parent",
            "--ancestry-path",
            "--reverse",
            "--format=%h %H %P",
            f"{since}..{until}",
        )
        return [_Step(parts[0], parts[1], tuple(parts[2:])) for parts in map(str.split, log.stdout.splitlines())]

    def _expand(self, steps: list[_Step], files: list[str]) -> list[_Step]:
        """``steps`` with each merge that brought a branch's spec unchanged by the line (see
        ``commits_since``) preceded by that branch's own line, expanded the same way."""
        out: list[_Step] = []
        for step in steps:
            first, *others = step.parents or ("",)
            for other in others:
                mine, theirs, line = (self._blob(c, files) for c in (step.full, other, first))
                if mine == theirs != line:
                    base = git(self.folder, "merge-base", first, other).stdout.strip()
                    if base and self._blob(base, files) == line:
                        out += self._expand(self._line(base, other), files)
                        break
            out.append(step)
        return out

    def _prefetch(self, commits: list[str], files: list[str]) -> None:
        """The blob ids of ``files`` in each commit, from one ``git cat-file --batch-check``."""
        wanted = [(c, f) for c in commits for f in files if (c, f) not in self._blobs]
        if not wanted:
            return
        query = "".join(f"{c}:{f}\n" for c, f in wanted)
        answers = git(self.folder, "cat-file", "--batch-check=%(objectname)", stdin=query).stdout.splitlines()
        for key, answer in zip(wanted, answers, strict=True):
            self._blobs[key] = None if answer.endswith(" missing") else answer

    def _blob(self, commit: str, files: list[str]) -> str | None:
        """The blob of the first of ``files`` that ``commit`` has (a spec's name, then earlier
        names), or None."""
        self._prefetch([commit], files)
        return next((b for f in files if (b := self._blobs[(commit, f)]) is not None), None)

    def _texts(self, blobs: list[str]) -> dict[str, str]:
        """The contents of ``blobs``, from one ``git cat-file --batch``."""
        if not blobs:
            return {}
        shown = subprocess.run(
            ["git", "-C", str(self.folder), "cat-file", "--batch"],
            input="".join(f"{b}\n" for b in blobs).encode(),
            capture_output=True,
            timeout=60,
        ).stdout
        texts: dict[str, str] = {}
        at = 0
        for blob in blobs:
            header_end = shown.index(b"\n", at)
            size = int(shown[at:header_end].split()[2])
            try:
                texts[blob] = shown[header_end + 1 : header_end + 1 + size].decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InputError(f"error: a committed spec is not UTF-8 ({exc.reason})") from None
            at = header_end + 1 + size + 1
        return texts
