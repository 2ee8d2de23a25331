"""Stage 6: write the rendered tree to ``generated/``, all at once or not at all.

The new tree is written beside the old one (``generated.new-tmp``), then swapped in with two
renames; the old tree is kept as ``generated.old-tmp`` until the swap is done, then removed.
``generated/`` belongs to the generator: files in it that the specs no longer produce are
removed.

What a run leaves, and says (``write_tree``):

- the new tree, and nothing else: it prints what it wrote;
- the new tree, but the old one could not be removed afterwards: it says so and names the
  leftover folder with the command that removes it (``Written.leftover``);
- the old tree untouched (a full disk, an old tree it could not move or remove, a leftover of
  an earlier run it cannot remove): ``WriteError``, whose message says the folder is unchanged,
  why, and what to do. Before writing anything, a run checks that it may remove every folder
  of the old tree, so "created by another user" is refused up front instead of leaving two
  trees behind.

A run killed at any point leaves either the old tree or the new one (between the two renames
the old one is at ``generated.old-tmp``): the next ``generate`` puts the old tree back when the
swap did not finish and removes the leftovers (``recover``); ``check`` names them meanwhile
(``leftovers``).
"""

from __future__ import annotations

import difflib
import os
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from generator.output.files import Files
from generator.project import display


class WriteError(Exception):
    """``generate`` did not replace the output folder; the message says what is on disk."""


@dataclass(frozen=True)
class Written:
    """A finished swap; ``leftover``: the old tree's folder, when it could not be removed."""

    leftover: str | None = None


def _siblings(target: Path) -> tuple[Path, Path]:
    return target.with_name(target.name + ".new-tmp"), target.with_name(target.name + ".old-tmp")


def _reason(exc: OSError) -> str:
    # shutil.rmtree names a file relative to its folder: only a whole path is worth printing
    where = f" ({display(Path(exc.filename))})" if exc.filename and os.path.isabs(exc.filename) else ""
    return f"{exc.strerror or exc}{where}"


def _remove(path: Path) -> OSError | None:
    """Remove the folder ``path``; the error that stopped it, if any."""
    try:
        shutil.rmtree(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        return exc
    return None


def _remove_by_hand(path: Path) -> str:
    return f"remove it (`rm -rf {display(path)}`, as its owner or root) and run again"


def leftovers(target: Path) -> list[Path]:
    """The folders an interrupted or half-failed run left beside ``target``."""
    return [path for path in _siblings(target) if path.exists()]


def recover(target: Path) -> None:
    """Undo a swap that was interrupted: restore the old tree, drop a half-written new one and
    an old tree the last swap could not remove. ``WriteError`` names a leftover that cannot be
    removed (``target`` is then as it was)."""
    new, old = _siblings(target)
    if old.exists() and not target.exists():  # killed between the swap's two renames
        try:
            os.rename(old, target)
        except OSError as exc:
            raise WriteError(
                f"error: {display(target)} is missing and its previous tree is in {display(old)},"
                f" left by an interrupted run, which cannot be moved back ({_reason(exc)}):"
                f" rename it to {display(target)} and run again"
            ) from exc
    for path in (new, old):
        problem = _remove(path) if path.exists() else None
        if problem is not None:
            raise WriteError(
                f"error: {display(path)} is left from an earlier run and cannot be removed"
                f" ({_reason(problem)}); {display(target)} is unchanged: {_remove_by_hand(path)}"
            )


def _unremovable(target: Path) -> Path | None:
    """The first folder of ``target`` whose entries this process may not remove (a tree created
    by another user): swapping such a tree out would leave it behind. ``os.access`` is a
    forecast (root passes every test, ACLs and read-only mounts can still refuse), so the swap
    still handles a removal that fails."""
    if not target.is_dir():
        return None
    for folder, _, _ in os.walk(target):
        if not os.access(folder, os.W_OK | os.X_OK):
            return Path(folder)
    return None


def write_tree(target: Path, files: Files, keep: list[str] | None = None) -> Written:
    """Replace ``target`` with ``files``, or leave it as it is and raise ``WriteError``;
    ``keep`` names files of the old tree carried into the new one byte for byte (a one-spec run
    keeps the other protocols' files)."""
    recover(target)
    new, old = _siblings(target)
    shown = display(target)
    blocked = _unremovable(target)
    if blocked is not None:
        raise WriteError(
            f"error: cannot replace {shown}: {display(blocked)} is not writable by this user, so its"
            f" files cannot be removed; {shown} is unchanged: remove {shown} (as its owner or root)"
            " or make it writable, and run again"
        )
    try:
        for rel, text in sorted(files.items()):
            _write(new / rel, text.encode("utf-8"))
        for rel in keep or []:
            _write(new / rel, (target / rel).read_bytes())
    except BaseException as exc:  # a full disk, an unwritable folder, an interrupt: leave nothing behind
        problem = _remove(new)
        if not isinstance(exc, OSError):
            raise
        left = f"; {display(new)} is left over ({_reason(problem)}): remove it" if problem else ""
        raise WriteError(f"error: cannot write {shown}: {_reason(exc)}; {shown} is unchanged{left}") from exc
    _swap(target, new, old)
    problem = _remove(old)
    if problem is None:
        return Written()
    return Written(
        f"{display(old)} (the previous tree, which could not be removed: {_reason(problem)});"
        f" {_remove_by_hand(old).replace(' and run again', '')}"
    )


def _swap(target: Path, new: Path, old: Path) -> None:
    """``new`` renamed to ``target``, the old tree moved to ``old`` first; on failure, the old
    tree back in place and ``new`` removed."""
    shown = display(target)
    moved = False
    try:
        if target.exists():
            os.rename(target, old)
            moved = True
        os.rename(new, target)
    except OSError as exc:
        back = ""
        if moved:
            try:
                os.rename(old, target)
            except OSError:
                back = f"; its previous tree is in {display(old)}: rename it to {shown}"
        _remove(new)
        state = "is unchanged" if not back else "is missing" + back
        raise WriteError(f"error: cannot replace {shown}: {_reason(exc)}; {shown} {state}") from exc


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


# Build output that tools put beside generated sources (bytecode, a TS package's dist/). It is
# not the generator's, so `check` ignores it; `generate` replaces the tree and drops it.
BUILD_OUTPUT = ("__pycache__", "node_modules", "dist", "build")


def _is_build_output(rel: Path) -> bool:
    return any(part in BUILD_OUTPUT or part.endswith(".egg-info") for part in rel.parts[:-1])


def read_tree(target: Path) -> Files:
    """The files under ``target``, build output aside (see ``read_files`` for what a run
    writes into a folder named like build output)."""
    if not target.exists():
        return {}
    out: Files = {}
    for path in sorted(target.rglob("*")):
        rel = path.relative_to(target)
        if path.is_file() and not _is_build_output(rel):
            out[rel.as_posix()] = path.read_text(encoding="utf-8")
    return out


def read_files(target: Path, rels: Iterable[str]) -> Files:
    """The files of ``rels`` that exist under ``target``. `check` reads what a run writes with
    this, so a file the generator writes is never build output, whatever its folder is called
    (a protocol named ``dist`` writes ``typescript/dist/dist.ts``)."""
    return {rel: (target / rel).read_text(encoding="utf-8") for rel in sorted(rels) if (target / rel).is_file()}


def diff_trees(on_disk: Files, expected: Files, label: str) -> list[str]:
    """Unified diff lines from what is on disk to what the specs produce."""
    lines: list[str] = []
    for rel in sorted(set(on_disk) | set(expected)):
        old, new = on_disk.get(rel), expected.get(rel)
        if old == new:
            continue
        names = (
            f"{label}/{rel}" if old is not None else "/dev/null",
            f"{label}/{rel}" if new is not None else "/dev/null",
        )
        found = list(
            difflib.unified_diff(
                (old or "").splitlines(keepends=True),
                (new or "").splitlines(keepends=True),
                fromfile=names[0],
                tofile=names[1],
            )
        )
        # an empty file that should not be there (or is missing) has no lines to show
        lines.extend(found or [f"--- {names[0]}\n", f"+++ {names[1]}\n"])
    return lines
