"""Diff, part 4: the ``diff`` command. Reads both sides — two spec files, or each spec and its
text at a git ref — compares them (generator/versioning/diff.py), prints (generator/versioning/report.py) and
says how to exit: 0 the version fits every change, 1 it does not, 2 bad input.

``--against REF`` reads a spec as committed at ``REF`` with ``git show REF:./name``, run in the
spec's own folder, so the spec may live in any repository and the path needs no repo root. A
spec that did not exist at ``REF`` is new (nothing to compare, not an error); a ``*.yaml`` that
existed at ``REF`` in a folder being checked but is gone now is listed as retired.
"""

from __future__ import annotations

import re
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
from generator.versioning.rule import check_version, skips

_SEMVER = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")


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

    def versions_since(self, path: Path) -> list[str]:
        """``protocol.version`` in each commit since the ref that changed the file, oldest
        first: the releases a diff across several of them goes through (rule.py,
        ``check_releases``). A commit where the file is missing or unreadable has none."""
        log = _git(path.parent, "log", "--reverse", "--format=%H", f"{self.ref}..HEAD", "--", path.name)
        versions = []
        for commit in log.stdout.split():
            shown = _git(path.parent, "show", f"{commit}:./{path.name}")
            try:
                data = yaml.safe_load(shown.stdout) if shown.returncode == 0 else None
            except yaml.YAMLError:
                continue
            protocol = data.get("protocol") if isinstance(data, dict) else None
            version = protocol.get("version") if isinstance(protocol, dict) else None
            if isinstance(version, str) and _SEMVER.fullmatch(version):
                versions.append(version)
        return versions

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
            if text is None:
                results.append(Unpaired(name, "new", ref, new.protocol.id, new.protocol.version))
                continue
            old = _located(load_text(text, f"{ref}:{name}"))
            result = diff_specs(old, new)
            if skips(old.protocol.version, new.protocol.version):  # releases in between, maybe
                between = repo.versions_since(path)
                result.verdict = check_version(old, new, [c.cls for c in result.changes], between)
            result.ref = ref
            results.append(result)
        if target.is_dir():
            for gone in repo.names_at(target):
                if not (target / gone).exists():
                    results.append(Unpaired(display(target / gone), "retired", ref))
    return results


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
