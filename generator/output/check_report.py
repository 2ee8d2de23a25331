"""What ``check`` says about a stale output folder: first a verdict, one line per stale file
saying why it differs, then (``--diff``) the unified diff, and with ``--format github`` one
GitHub Actions annotation per stale file on its first differing line.

Why a file differs is told by comparing it with every render it could have come from
(docs/decisions.md, "check's verdict"):

- **behind the spec**: it is what the specs as committed at HEAD render, and the working
  tree's specs have changed since (``generate`` was not run after the edit);
- **behind the generator**: it is as committed at HEAD, but this generator renders the same
  specs differently (the templates or the generator changed, or a branch was switched);
- **edited by hand**: it matches none of these: not the current render, not the committed
  specs' render, not its own committed text;
- missing (never generated), or not generated from any spec (left over, or put there).

Outside git, or for a file that was never committed, only "not what the specs render" can be
said.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from generator.errors import Position, SpecError
from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.project import display, invoked
from generator.versioning.report import github_annotation

BEHIND_SPEC = "behind the spec: generated before the spec's latest edits"
BEHIND_GENERATOR = "behind the generator: as committed, but the generator renders its spec differently now"
BY_HAND = "edited by hand: its text matches no render of the spec, committed or current"
DIFFERS = "not what the spec renders (edited by hand, or generated before an edit)"
MISSING = "missing: not generated yet"
EXTRA = "not generated from any spec: put there by hand, or left by a spec since removed"


RenderAt = Callable[[dict[str, Protocol]], Files]  # the protocols by source: the files they render


def _fix() -> str:
    return f"run {invoked()} generate"


def first_difference(old: str, new: str) -> int:
    """The 1-based number of the first line where ``old`` and ``new`` differ."""
    old_lines, new_lines = old.splitlines(keepends=True), new.splitlines(keepends=True)
    for number, (a, b) in enumerate(zip(old_lines, new_lines, strict=False), start=1):
        if a != b:
            return number
    return min(len(old_lines), len(new_lines)) + 1


@dataclasses.dataclass(frozen=True)
class History:
    """The renders a stale file is held against besides the current one: the specs' as
    committed at HEAD (None when they are the working tree's, or unknown), and each output
    file's own committed text (None: never committed, or no git)."""

    committed_render: Files | None
    committed_files: dict[str, str | None]


def why(rel: str, on_disk: Files, expected: Files, history: History | None) -> str:
    old, new = on_disk.get(rel), expected.get(rel)
    if old is None:
        return MISSING
    if new is None:
        return EXTRA
    if history is None:
        return DIFFERS
    if history.committed_render is not None and history.committed_render.get(rel) == old:
        return BEHIND_SPEC
    committed = history.committed_files.get(rel)
    if committed is None:
        return DIFFERS
    return BEHIND_GENERATOR if committed == old else BY_HAND


def stale(on_disk: Files, expected: Files) -> list[str]:
    return sorted(rel for rel in set(on_disk) | set(expected) if on_disk.get(rel) != expected.get(rel))


def verdict_lines(on_disk: Files, expected: Files, out: Path, history: History | None) -> list[str]:
    return [f"{display(out / rel)}: {why(rel, on_disk, expected, history)}" for rel in stale(on_disk, expected)]


def read_history(protocols: list[Protocol], root: Path, render: RenderAt, out: Path, rels: list[str]) -> History | None:
    """The committed texts at HEAD: the render of ``protocols``' specs as committed (their files
    are ``root / p.source``), when any differs from the working tree's, and each stale output
    file's own; None outside git."""
    from generator.spec.read import read_spec_text
    from generator.versioning.history import InputError, Repo

    try:
        repo = Repo(root, "HEAD")
    except InputError:  # no git, or no commit yet
        return None
    committed: dict[str, Protocol] = {}
    changed = False
    for p in protocols:
        path = root / p.source
        text = repo.text_at(path, "HEAD")
        if text is None:  # new since HEAD: there is no committed render of the run
            committed = {}
            break
        changed = changed or text != path.read_text(encoding="utf-8")
        try:
            built = read_spec_text(text, f"HEAD:{p.source}")
        except SpecError:  # the committed spec does not build with this generator
            committed = {}
            break
        committed[p.source] = dataclasses.replace(built, source=p.source, regenerate_command=p.regenerate_command)
    try:  # the output folder's own repository (it may be outside the specs')
        out_repo = Repo(out, "HEAD") if out.is_dir() else None
    except InputError:
        out_repo = None
    files = {rel: out_repo.text_at(out / rel, "HEAD") if out_repo else None for rel in rels if (out / rel).is_file()}
    return History(render(committed) if committed and changed else None, files)


def github_annotations(on_disk: Files, expected: Files, out: Path, history: History | None = None) -> list[str]:
    lines = []
    for rel in stale(on_disk, expected):
        old, new = on_disk.get(rel), expected.get(rel)
        line = 1 if old is None or new is None else first_difference(old, new)
        message = f"generated file {why(rel, on_disk, expected, history)}; {_fix()}"
        if new is None:
            message += " (it removes it)"
        where = Position(display(out / rel), line, 1)
        lines.append(github_annotation("error", where, "generated/ is stale", message))
    return lines
