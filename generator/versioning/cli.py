"""Diff, part 4: the ``diff`` command. Reads both sides — two spec files, or each spec and its
history since a git ref (generator/versioning/history.py) — compares them release by release
(generator/versioning/diff.py), prints (generator/versioning/report.py) and says how to exit:
0 the version fits every change, 1 it does not, 2 bad input.

With ``--against REF``, a spec that did not exist at ``REF`` is new (checked from the commit
that added it, if it is committed); a ``*.yaml`` that existed at ``REF`` in a folder being
checked but is gone now is listed as retired.
"""

from __future__ import annotations

import sys
import warnings
from dataclasses import replace
from pathlib import Path

from generator import forked
from generator.build.builder import build_protocol
from generator.errors import SpecError
from generator.model.changelog import UNRELEASED, semver, unreleased
from generator.pipeline import find_specs
from generator.project import RUN_FROM_ROOT, display
from generator.spec.load import Document, load_file, load_text
from generator.spec.schema import check_schema, check_schemas
from generator.versioning.diff import SpecDiff, diff_specs
from generator.versioning.facts import Located, locate
from generator.versioning.history import Commit, InputError, Repo
from generator.versioning.report import Result, Unpaired, render
from generator.versioning.rule import next_version
from generator.versioning.stale import print_stale
from generator.versioning.unreleased import is_release, judge, write_pending


def located(doc: Document) -> Located:
    check_schema(doc)
    return locate(build_protocol(doc, examples=False), doc)  # every bad example: stale.py


def diff_files(old: Path, new: Path) -> list[Result]:
    """Two files: the new one is judged as a release of the old one (no history to say otherwise)."""
    pair = _located_beside(old, new)
    if pair is None:
        pair = located(load_file(old, display(old))), located(load_file(new, display(new)))
    return [diff_specs(*pair)]


def _located_beside(old: Path, new: Path) -> tuple[Located, Located] | None:
    """Both sides as :func:`located` reads them, with their schema checks in a forked child
    meanwhile (generator/forked.py; at 1,000 actions the check is 0.9 s of a 3.4 s diff); None
    when this did not read them. Anything that fails, here or in the child, gives None, and
    the caller reads both sides in order in this process: the error is the one a run without
    the child raises first. The builds' warnings wait for the child's verdict, so a spec the
    schema refuses warns of nothing, as when its build never runs."""
    if not forked.available():
        return None
    with warnings.catch_warnings(record=True) as shown:
        try:
            docs = load_file(old, display(old)), load_file(new, display(new))
        except Exception:  # noqa: BLE001 - raised again by the read in order
            return None
        child = forked.start(lambda: check_schemas(docs))
        if child is None:
            return None
        built = child.beside(lambda: tuple(locate(build_protocol(doc, examples=False), doc) for doc in docs))
        if built is None:
            return None
        (pair,) = built
        ok, _ = child.result()
    if not ok:
        return None
    for w in shown:
        warnings.showwarning(w.message, w.category, w.filename, w.lineno, w.file, w.line)
    return pair[0], pair[1]


def diff_against(ref: str, targets: list[Path]) -> list[Result]:
    """Each spec (a folder means its ``*.yaml``) against its own text at ``ref``, release by
    release since (history.py)."""
    first = targets[0] if targets[0].is_dir() else targets[0].parent
    repo = Repo(first if first.is_dir() else Path.cwd(), ref)
    folders = [t if t.is_dir() else t.parent for t in targets]
    results: list[Result] = []
    moved: set[Path] = set()  # specs gone since the ref that a spec now in the tree continues
    for target in targets:
        paths = find_specs(target) if target.is_dir() else [target]
        if not paths and not repo.names_at(target):  # as generate says; a nested folder is not read
            raise InputError(f"error: no *.yaml specs in {display(target)}")
        for path in paths:
            results += _spec_history(repo, path, folders, moved)
    for target in targets:
        if target.is_dir():
            for gone in repo.names_at(target):
                if not (target / gone).exists() and (target / gone).resolve() not in moved:
                    results.append(Unpaired(display(target / gone), "retired", ref))
    return results


def _spec_history(repo: Repo, path: Path, folders: list[Path], moved: set[Path]) -> list[Result]:
    """One spec: where its history starts (the ref, or their merge base; under the name it had
    there; or the commit that added it since), then one diff a release, the working tree
    against the newest."""
    name = display(path)
    current = path.read_text(encoding="utf-8")
    new = located(load_text(current, name))
    results: list[Result] = []
    if repo.diverged and repo.text_at(path, repo.ref) != repo.text_at(path):
        results.append(Unpaired(name, "diverged", repo.ref, since=repo.diverged))
    origin = repo.origin(path, new.protocol.id, folders)
    earlier = [origin[0]] if origin and origin[0].resolve() != path.resolve() else []
    if earlier:
        moved.add(earlier[0].resolve())
        results.append(Unpaired(name, "renamed", repo.ref, since=display(earlier[0])))
    if origin is None:  # new since the ref: from the first commit that has it as this generator reads it
        added = next(filter(None, (_point(c, name, current) for c in repo.commits_since(path))), None)
        first = added[1].protocol if added else new.protocol
        # its entry for its version, or (a new major before its first release) the unreleased one
        entry = next((e for e in first.changelog if e.version in (first.version, UNRELEASED)), None) if added else None
        results.append(
            Unpaired(name, "new", repo.ref, first.id, first.version, since=added[0] if added else "", first_entry=entry)
        )
        if added is None:
            return results
        start = added
    else:
        start = (repo.start, located(load_text(origin[1], f"{repo.start}:{display(origin[0])}")))
        # The ref may sit between releases (a branch's base on a main with changes waiting):
        # compare with the last release before it, where those changes began (unreleased.py).
        release = repo.last_release(origin[0], origin[1])
        if release is not None and (point := _point(release, name, current)) is not None:
            start = point
    points = [start]
    newest = None  # the newest release's text
    waiting = unreleased(start[1].protocol.changelog) is not None
    for commit in repo.releases_since(path, start[1].protocol.id, start[1].protocol.version, earlier, waiting):
        point = _point(commit, name, current)
        if point is not None and is_release(points[-1][1], point[1]):
            points.append(point)
            newest = commit.text
    # The working tree against the newest release, unless it is that release (a clean checkout
    # of it, as in CI): then there is nothing more to say than that release's own line.
    tail: list[tuple[str | None, Located]] = [] if newest == current else [(None, new)]
    diffs = []
    for (since, old), (at, now) in zip(points, [*points[1:], *tail], strict=False):
        result = judge(old, now, working=at is None)
        result.ref, result.committed = since, at
        diffs.append(result)
    return results + above_released(diffs)


def _point(commit: Commit, name: str, current: str) -> tuple[str, Located] | None:
    """A release as built by this generator, or None when it cannot build it (passed over: its
    version is not known). Positions name the commit, or the working file when its text is the
    commit's (CI's checkout of the commit it checks), so annotations land on a file."""
    try:
        return commit.id, located(load_text(commit.text, name if commit.text == current else f"{commit.id}:{name}"))
    except SpecError:
        return None


def above_released(diffs: list[SpecDiff]) -> list[SpecDiff]:
    """Each step's new version must be above every version before it in the range, not only the
    step's old one: after a release that went backwards (itself refused), the one-step rule
    would accept or suggest a version released already. (A breaking change keeps its own
    advice: a new major is a new file.)"""
    highest = semver(diffs[0].old.protocol.version)
    for r in diffs:
        v, was, now = r.verdict, r.old.protocol.version, r.new.protocol.version
        if v.required != "major":
            top = ".".join(map(str, highest))
            suggested = next_version(top, v.required if v.required != "none" else "patch")
            moved = f"version {was} → {now}" if now != was else f"version {was} unchanged"
            reused = v.ok and now != was and semver(now) <= highest
            # (keeping the old side's version, for no changes, is not reusing one)
            if reused or (not v.ok and v.suggested != was and semver(v.suggested) <= highest):
                text = f"{moved}, but {top} was released before it in this range: use {suggested}"
                r.verdict = replace(v, ok=False, text=text, suggested=suggested)
        highest = max(highest, semver(now))
    return diffs


def require_paths(paths: list[Path], default: bool) -> None:
    """Every path given exists: a missing one is a bad command line, not a spec at 1:1."""
    for path in paths:
        if not path.exists():
            where = f" (without SPEC, {RUN_FROM_ROOT})" if default else ""
            raise InputError(f"error: {display(path)} does not exist{where}")


def run(specs: list[Path], against: str | None, fmt: str, default: bool = False, check: bool = False) -> int:
    """``default``: ``specs`` is spec/, no SPEC was given. ``check``: write nothing; an unreleased
    entry that does not list the changes fails (CI), where otherwise ``diff`` writes it."""
    try:
        require_paths(specs, default)
        results = diff_against(against, specs) if against is not None else diff_files(specs[0], specs[1])
        for r in results:
            # an entry for changes that cannot stay as they are (a breaking change in a released
            # major) would be wrong whatever it said: the verdict's next step comes first
            if isinstance(r, SpecDiff) and r.pending and not r.pending.current and r.verdict.ok and not check:
                write_pending(r)
    except (SpecError, InputError) as exc:
        print(exc, file=sys.stderr)
        return 2
    out = render(results, fmt)
    if out:
        print(out)
    failed = [r for r in results if not isinstance(r, Unpaired) and not (r.verdict.ok and _entry_ok(r))]
    if fmt in ("markdown", "yaml"):  # the verdict is not part of a changelog entry
        for r in failed:
            print(f"{r.verdict.where}: error: {r.verdict.text}", file=sys.stderr)
    bad_examples = print_stale([r for r in results if not isinstance(r, Unpaired) and r.committed is None])
    return 2 if bad_examples else 1 if failed else 0


def _entry_ok(r: SpecDiff) -> bool:
    return r.pending is None or r.pending.current
