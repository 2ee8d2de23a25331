"""Diff, part 4: the ``diff`` command. Reads both sides — two spec files, or each spec and its
text at a git ref — compares them (generator/versioning/diff.py), prints (generator/versioning/report.py) and
says how to exit: 0 the version fits every change, 1 it does not, 2 bad input.

``--against REF`` reads a spec as committed at ``REF`` with ``git show REF:./name``, run in the
spec's own folder, so the spec may live in any repository and the path needs no repo root. A
spec that did not exist at ``REF`` is new (nothing to compare, not an error); a ``*.yaml`` that
existed at ``REF`` in a folder being checked but is gone now is listed as retired.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

from generator.build.builder import build_protocol
from generator.errors import SpecError
from generator.pipeline import find_specs
from generator.project import RUN_FROM_ROOT, display
from generator.spec.load import Document, load_file, load_text
from generator.spec.schema import check_schema
from generator.versioning.diff import diff_specs
from generator.versioning.facts import Located, locate
from generator.versioning.report import Result, Unpaired, render


class InputError(Exception):
    """Bad input that is not a spec error (unknown ref, no git repository); exit 2."""


def _located(doc: Document) -> Located:
    check_schema(doc)
    return locate(build_protocol(doc), doc)


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            ["git", "-C", str(folder), *args], capture_output=True, text=True, encoding="utf-8", timeout=60
        )
    except FileNotFoundError:
        raise InputError("error: git is not installed") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"error: git printed text that is not UTF-8 ({exc.reason})") from None


class _Repo:
    """The git repository a folder is in, and one ref in it (checked once)."""

    def __init__(self, folder: Path, ref: str) -> None:
        if _git(folder, "rev-parse", "--is-inside-work-tree").returncode != 0:
            raise InputError(f"error: {display(folder)} is not inside a git repository")
        if _git(folder, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").returncode != 0:
            raise InputError(f"error: unknown git ref '{ref}'")
        self.ref = ref

    def text_at(self, path: Path) -> str | None:
        """The file's text at the ref, or None when it did not exist there."""
        spec = f"{self.ref}:./{path.name}"
        if _git(path.parent, "cat-file", "-e", spec).returncode != 0:
            return None
        shown = _git(path.parent, "show", spec)
        if shown.returncode != 0:
            raise InputError(f"error: cannot read {spec}: {shown.stderr.strip()}")
        return shown.stdout

    def commits_since(self, path: Path) -> list[tuple[str, str]]:
        """(short commit id, the file's text) for each commit since the ref that changed the
        file and has it, oldest first."""
        log = _git(path.parent, "log", "--reverse", "--format=%h", f"{self.ref}..HEAD", "--", path.name)
        found = []
        for commit in log.stdout.split():
            shown = _git(path.parent, "show", f"{commit}:./{path.name}")
            if shown.returncode == 0:
                found.append((commit, shown.stdout))
        return found

    def names_at(self, folder: Path) -> list[str]:
        """The ``*.yaml`` files directly in ``folder`` at the ref (none if it did not exist)."""
        listed = _git(folder, "ls-tree", "--name-only", self.ref, "--", "./")
        return sorted(n for n in listed.stdout.splitlines() if n.endswith(".yaml")) if listed.returncode == 0 else []


def text_at(ref: str, path: Path) -> str | None:
    """``path``'s text as committed at ``ref`` (None when it did not exist there)."""
    return _Repo(path.parent if path.parent.is_dir() else Path.cwd(), ref).text_at(path)


def diff_files(old: Path, new: Path) -> list[Result]:
    return [diff_specs(_located(load_file(old, display(old))), _located(load_file(new, display(new))))]


def diff_against(ref: str, targets: list[Path]) -> list[Result]:
    """Each spec (a folder means its ``*.yaml``) against its own text at ``ref``."""
    first = targets[0] if targets[0].is_dir() else targets[0].parent
    repo = _Repo(first if first.is_dir() else Path.cwd(), ref)
    results: list[Result] = []
    for target in targets:
        paths = find_specs(target) if target.is_dir() else [target]
        for path in paths:
            name = display(path)
            new = _located(load_file(path, name))
            text = repo.text_at(path)
            start = (ref, _located(load_text(text, f"{ref}:{name}"))) if text is not None else _added(repo, path)
            if text is None:
                at = start[1].protocol if start else new.protocol
                results.append(Unpaired(name, "new", ref, at.id, at.version, start[0] if start else ""))
            if start is None:
                continue
            points = _releases(repo, path, start)
            for (since, old), (commit, now) in zip(points, [*points[1:], (None, new)], strict=True):
                result = diff_specs(old, now)
                result.ref, result.committed = since, commit
                results.append(result)
        if target.is_dir():
            for gone in repo.names_at(target):
                if not (target / gone).exists():
                    results.append(Unpaired(display(target / gone), "retired", ref))
    return results


def _added(repo: _Repo, path: Path) -> tuple[str, Located] | None:
    """A spec new since the ref, as the commit that added it wrote it (its releases since are
    checked from there), or None: not committed yet, or not readable by this generator."""
    commits = repo.commits_since(path)
    if not commits:
        return None
    commit, text = commits[0]
    try:
        return commit, _located(load_text(text, f"{commit}:{display(path)}"))
    except SpecError:
        return None


def _releases(repo: _Repo, path: Path, start: tuple[str, Located]) -> list[tuple[str, Located]]:
    """The ref's spec, then each release committed since: a commit whose ``protocol.version``
    differs from the release before it. A diff across several releases checks each step on its
    own, as ``diff --against`` each release's parent did (spec/README.md, "The version rule"):
    the range's changes cannot be told apart by version otherwise. A commit the current
    generator cannot read is passed over (its version is not known)."""
    points = [start]
    for commit, text in repo.commits_since(path):
        if _version_in(text) in (None, points[-1][1].protocol.version):
            continue
        try:
            points.append((commit, _located(load_text(text, f"{commit}:{display(path)}"))))
        except SpecError:
            continue
    return points


def _version_in(text: str) -> object:
    """``protocol.version`` read without building the spec (most commits are not releases)."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    protocol = data.get("protocol") if isinstance(data, dict) else None
    return protocol.get("version") if isinstance(protocol, dict) else None


def _require(paths: list[Path], default: bool) -> None:
    """Every path given exists: a missing one is a bad command line, not a spec at 1:1."""
    for path in paths:
        if not path.exists():
            where = f" (without SPEC, {RUN_FROM_ROOT})" if default else ""
            raise InputError(f"error: {display(path)} does not exist{where}")


def run(specs: list[Path], against: str | None, fmt: str, default: bool = False) -> int:
    """``default``: ``specs`` is spec/, no SPEC was given."""
    try:
        _require(specs, default)
        results = diff_against(against, specs) if against is not None else diff_files(specs[0], specs[1])
    except (SpecError, InputError) as exc:
        print(exc, file=sys.stderr)
        return 2
    out = render(results, fmt)
    if out:
        print(out)
    failed = [r for r in results if not isinstance(r, Unpaired) and not r.verdict.ok]
    if fmt in ("markdown", "yaml"):  # the verdict is not part of a changelog entry
        for r in failed:
            print(f"{r.verdict.where}: error: {r.verdict.text}", file=sys.stderr)
    return 1 if failed else 0
