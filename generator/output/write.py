"""Stage 6: write the rendered tree to ``generated/``, all at once or not at all.

The new tree is written beside the old one (``generated.new-tmp``), then swapped in with two
renames; the old tree is kept as ``generated.old-tmp`` until the swap is done. A run killed at
any point leaves either the old tree or the new one: the next run (or ``recover``) puts back
the old tree when the swap did not finish. ``generated/`` belongs to the generator: files in
it that the specs no longer produce are removed.
"""

from __future__ import annotations

import difflib
import os
import shutil
from collections.abc import Iterable
from pathlib import Path

from generator.output.files import Files


def _siblings(target: Path) -> tuple[Path, Path]:
    return target.with_name(target.name + ".new-tmp"), target.with_name(target.name + ".old-tmp")


def recover(target: Path) -> None:
    """Undo a swap that was interrupted: restore the old tree, drop a half-written new one."""
    new, old = _siblings(target)
    if old.exists():
        if target.exists():
            shutil.rmtree(old)  # the swap finished; only the clean-up was cut short
        else:
            os.rename(old, target)
    if new.exists():
        shutil.rmtree(new)


def write_tree(target: Path, files: Files, keep: list[str] | None = None) -> None:
    """Replace ``target`` with ``files``; ``keep`` names files of the old tree carried into the
    new one byte for byte (a one-spec run keeps the other protocols' files)."""
    recover(target)
    new, old = _siblings(target)
    try:
        for rel, text in sorted(files.items()):
            _write(new / rel, text.encode("utf-8"))
        for rel in keep or []:
            _write(new / rel, (target / rel).read_bytes())
    except BaseException:  # a full disk, an unwritable folder, an interrupt: leave nothing behind
        shutil.rmtree(new, ignore_errors=True)
        raise
    if target.exists():
        os.rename(target, old)
    os.rename(new, target)
    if old.exists():
        shutil.rmtree(old)


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
        lines.extend(
            difflib.unified_diff(
                (old or "").splitlines(keepends=True),
                (new or "").splitlines(keepends=True),
                fromfile=f"{label}/{rel}" if old is not None else "/dev/null",
                tofile=f"{label}/{rel}" if new is not None else "/dev/null",
            )
        )
    return lines
