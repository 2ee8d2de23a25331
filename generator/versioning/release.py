"""``release [SPEC ...]``: turn the changes waiting since each spec's last release into one
release (spec/README.md, "The unreleased state").

For each spec, ``diff --against HEAD`` finds the last release (the ref's text, or the release
before it when changes wait at HEAD: generator/versioning/history.py) and the changes since,
in the working tree. The strongest class decides: patch → the next patch, compatible → the
next minor, breaking → refused with the ``new-major`` to run, unless the major itself has never
been released (a v2 before its first release is released as its ``X.0.0``). The version and the
changelog entry are written into the spec as text at the loader's positions
(generator/versioning/changelog_text.py), the new text must build, and then the release's
files are regenerated. ``--dry-run`` prints the same and writes nothing.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from generator.errors import SpecError
from generator.project import display, invoked
from generator.spec.load import load_text
from generator.versioning.changelog_text import put_entry
from generator.versioning.cli import diff_against, located, require_paths
from generator.versioning.diff import SpecDiff
from generator.versioning.history import InputError
from generator.versioning.new_major import edit_values
from generator.versioning.report import Unpaired
from generator.versioning.rule import next_version
from generator.versioning.unreleased import open_major, reader_lines


@dataclass(frozen=True)
class Release:
    path: Path
    was: str
    version: str
    level: str  # patch / minor / first (a major's first release)
    changes: list[str]
    text: str  # the spec with the version and the entry written


class Written(Exception):
    """The release is in the working tree already (written by hand): nothing to write."""


class Refused(Exception):
    """A spec whose changes cannot be released as they are (a breaking change); exit 1."""


def plan(r: SpecDiff) -> Release | None:
    """The release of one spec's waiting changes, or None when nothing waits."""
    old, new = r.old, r.new
    before = old.protocol.changelog[0].changes if open_major(old) and old.protocol.changelog else []
    lines = r.pending.expected if r.pending is not None else reader_lines(r.changes, before)
    required = r.verdict.required
    if open_major(old):  # never released: every change goes into its first release
        version, level = old.protocol.version, "first release of its major"
    elif required == "major":
        spec = new.protocol.source
        raise Refused(
            f"{spec}: error: breaking changes since {old.protocol.version} need a new major: run "
            f"`{invoked()} new-major {spec} --against {r.ref}`, then `{invoked()} release`"
        )
    elif required == "none":
        return None
    else:
        version, level = next_version(old.protocol.version, required), required
    if any(e.version == version for e in new.protocol.changelog):
        raise Written(f"{new.protocol.source}: {version} and its changelog entry are written already: commit them")
    path = Path(new.protocol.source)
    text = path.read_text(encoding="utf-8")
    if new.protocol.version != version:
        text = edit_values(text, load_text(text, display(path)), {("protocol", "version"): version})
    text = put_entry(text, load_text(text, display(path)), version, lines)
    located(load_text(text, display(path)))  # it must build before anything is written
    return Release(path, old.protocol.version, version, level, lines, text)


def releases(targets: list[Path]) -> tuple[list[Release], list[str]]:
    """The releases of ``targets`` (spec files or folders), and a line for each spec with
    nothing to release."""
    found: list[Release] = []
    idle: list[str] = []
    for r in diff_against("HEAD", targets):
        if isinstance(r, Unpaired):
            if r.status == "new":
                idle.append(f"{r.source}: not committed yet: commit it, then release it")
            continue
        if r.committed is not None:  # a release committed at HEAD: nothing waits after it
            continue
        try:
            done = plan(r)
        except Written as exc:
            idle.append(str(exc))
            continue
        if done is None:
            idle.append(f"{r.new.protocol.source}: nothing to release since {r.old.protocol.version}")
        else:
            found.append(done)
    return found, idle


def run(targets: list[Path], default: bool, out: Path, dry_run: bool) -> int:
    from generator import selection
    from generator.output.write import write_tree

    try:
        require_paths(targets, default)
        found, idle = releases(targets)
    except Refused as exc:
        print(exc, file=sys.stderr)
        return 1
    except (SpecError, InputError) as exc:
        print(exc, file=sys.stderr)
        return 2
    verb = "would release" if dry_run else "released"
    for line in idle:
        print(line)
    for rel in found:
        print(f"{display(rel.path)}: {verb} {rel.version} ({rel.level}; was {rel.was}), changelog entry:")
        print("".join(f"  - {line}\n" for line in rel.changes), end="")
    if dry_run or not found:
        return 0
    for rel in found:
        rel.path.write_text(rel.text, encoding="utf-8")
    for target in targets:  # the release's files: its specs' output, as `generate --specs` writes it
        try:
            chosen = selection.select(target, out)
            made = selection.plan(chosen, out, command="generate", reuse=True)
            write_tree(out, made.files, keep=made.kept)
        except (SpecError, selection.UsageError) as exc:
            print(exc, file=sys.stderr)
            return 2
        print(f"wrote {len(made.files)} files to {display(out)}")
    return 0
