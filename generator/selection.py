"""Which specs one ``generate``/``check`` run renders, and what it leaves alone.

``--specs FOLDER`` (the default, ``spec/``) renders every spec in it: the output folder becomes
exactly what they produce, and files no spec produces are removed (``generate``) or reported
(``check``).

``--specs FILE`` renders that one protocol. It writes, and checks, exactly the files that
protocol produces plus the two files shared by every protocol of the folder: the TypeScript
index (``typescript/index.ts``, rebuilt from the other specs in FILE's folder whose output is
already in the output folder, so a fresh output folder gets an index of FILE alone) and the
formatting manifest (``python/formatting.json``, whose entries for other modules are carried
over). Every other file in the output folder is kept byte for byte; a full run removes the
files no spec produces any more.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.output.manifest import MANIFEST, carried_entries, read_committed
from generator.output.write import read_files, read_tree
from generator.pipeline import SchemaVerdict, check_distinct, find_specs, read_specs, read_specs_beside, render_all
from generator.project import RUN_FROM_ROOT, Layout, display
from generator.targets import render_protocol


class UsageError(Exception):
    """A command line that cannot run (a missing spec, an unwritable folder); exit 2."""


@dataclass(frozen=True)
class Selection:
    """What one run renders: ``protocols``; the protocols the shared index covers; whether the
    run owns the whole output folder (a folder of specs) or only its own files (one spec)."""

    protocols: list[Protocol]
    index: list[Protocol]
    whole_folder: bool
    # the schema checks still running in a forked child (pipeline.read_specs_beside)
    verdict: SchemaVerdict | None = None

    def confirm(self) -> None:
        """Raise the error reading the specs in order raises, if their checks fail."""
        if self.verdict is not None:
            self.verdict.confirm()


def select(specs: Path, out: Path) -> Selection:
    if not specs.exists():
        raise UsageError(
            f"error: {display(specs)} does not exist (--specs takes a spec file or a folder of *.yaml specs;"
            f" without it, {RUN_FROM_ROOT})"
        )
    layout = Layout.of(specs, out)
    if specs.is_dir():
        paths = find_specs(specs)
        if not paths:
            raise UsageError(f"error: no *.yaml specs in {display(specs)}")
        beside = read_specs_beside(paths, layout)
        if beside is None:
            protocols = read_specs(paths, layout)
            return Selection(protocols, protocols, whole_folder=True)
        return Selection(beside[0], beside[0], whole_folder=True, verdict=beside[1])
    [chosen] = read_specs([specs], layout)  # its own errors first
    siblings = [p for p in find_specs(specs.parent) if p.resolve() != specs.resolve()]
    others = read_specs(siblings, layout)
    check_distinct([chosen, *others])
    present = [p for p in others if _has_output(p, out)]
    index = sorted([chosen, *present], key=lambda p: p.source)
    return Selection([chosen], index, whole_folder=False)


def _has_output(p: Protocol, out: Path) -> bool:
    return any((out / rel).is_file() for rel in render_protocol(p))


@dataclass(frozen=True)
class Plan:
    """A run's result before anything is written: the files it produces, the files already on
    disk it is compared with, and the files of the output folder it leaves as they are."""

    files: Files
    on_disk: Files
    kept: list[str]


def plan(selection: Selection, out: Path, *, command: str, reuse: bool) -> Plan:
    """Render the selection. ``generate`` reads only the formatting manifest and its modules
    from a folder it replaces whole (whatever else it holds is replaced); ``check`` and a
    one-spec run read the files they compare or keep. Returns, or raises, only once the
    selection's schema checks passed: a spec they refuse is reported as such, whatever
    rendering it did."""
    try:
        found = _plan(selection, out, command=command, reuse=reuse)
    except Exception:
        selection.confirm()
        raise
    selection.confirm()
    return found


def _plan(selection: Selection, out: Path, *, command: str, reuse: bool) -> Plan:
    if selection.whole_folder:
        on_disk = read_committed(out) if command == "generate" else read_tree(out)
        files = render_all(selection.protocols, committed=on_disk if reuse else None)
        if command == "check":
            on_disk |= read_files(out, (rel for rel in files if rel not in on_disk))
        return Plan(files, on_disk, kept=[])
    on_disk = read_committed(out)
    files = render_all(
        selection.protocols,
        committed=on_disk if reuse else None,
        index=selection.index,
        carried=carried_entries(on_disk.get(MANIFEST)),
    )
    kept = sorted(rel for rel in _relative_files(out) if rel not in files)
    if command == "check":
        on_disk = read_files(out, files)
    return Plan(files, on_disk, kept)


def _relative_files(out: Path) -> list[str]:
    if not out.is_dir():
        return []
    found = []
    for folder, _, names in os.walk(out):
        for name in names:
            found.append(Path(folder, name).relative_to(out).as_posix())
    return found


def require_writable(out: Path) -> None:
    """Fail before rendering when the output folder cannot be created or replaced: the run
    writes a sibling folder and renames it into place, so the parent must be writable."""
    parent = out.resolve().parent
    if out.exists() and not out.is_dir():
        raise UsageError(f"error: {display(out)} is a file, not an output folder")
    existing = next((p for p in (parent, *parent.parents) if p.exists()), None)
    if existing is not None and not existing.is_dir():  # `--out notes.txt/gen`
        raise UsageError(f"error: cannot write to {display(out)}: {display(existing)} is a file, not a folder")
    if existing is None or not os.access(existing, os.W_OK | os.X_OK):
        raise UsageError(f"error: cannot write to {display(out)}: {display(existing or parent)} is not writable")
