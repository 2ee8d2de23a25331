"""``check --format github``: one GitHub Actions annotation per stale file of ``generated/``, on
its first differing line, printed after the unified diff (the default text output is unchanged).
"""

from __future__ import annotations

from pathlib import Path

from generator.errors import Position
from generator.output.files import Files
from generator.project import display, invoked
from generator.versioning.report import github_annotation


def _fix() -> str:
    return f"run {invoked()} generate"


def first_difference(old: str, new: str) -> int:
    """The 1-based number of the first line where ``old`` and ``new`` differ."""
    old_lines, new_lines = old.splitlines(keepends=True), new.splitlines(keepends=True)
    for number, (a, b) in enumerate(zip(old_lines, new_lines, strict=False), start=1):
        if a != b:
            return number
    return min(len(old_lines), len(new_lines)) + 1


def github_annotations(on_disk: Files, expected: Files, out: Path) -> list[str]:
    lines = []
    for rel in sorted(set(on_disk) | set(expected)):
        old, new = on_disk.get(rel), expected.get(rel)
        if old == new:
            continue
        if old is None:
            line, message = 1, f"generated file is missing; {_fix()}"
        elif new is None:
            line, message = 1, f"file is not generated from any spec; {_fix()} (it removes it)"
        else:
            line, message = first_difference(old, new), f"generated file is stale; {_fix()}"
        where = Position(display(out / rel), line, 1)
        lines.append(github_annotation("error", where, "generated/ is stale", message))
    return lines
