"""``python -m generator guide [SECTION]``: the spec language guide (spec/README.md), from any install.

The toolkit's messages and docs cite the guide as spec/README.md and a heading in quotes. In
a checkout that is a file; a user who installed the wheel into another repository has no such
file, so the wheel carries the same file as package data (pyproject.toml maps spec/ to the data-only package
``generator.spec_guide``, README.md alone) and this command prints it, whole or one section.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from generator.project import DEFAULT_SPECS

_GUIDE = "README.md"
_HEADING = re.compile(r"^(#{1,6}) +(.+?) *$")
_FENCE = re.compile(r"^(```|~~~)")


@dataclass(frozen=True)
class Section:
    title: str  # as written, backquotes and all: "`null`"
    level: int  # the number of #
    start: int  # its heading's line index
    end: int  # the index after its last line (the next heading of its level or higher)

    @property
    def name(self) -> str:
        """The title as a citation spells it: ``null`` for "`null`"."""
        return self.title.replace("`", "")


def guide_text() -> str:
    """The guide: the installed copy beside this package, else this checkout's spec/README.md.
    Found from this package, never from the current folder, whose spec/ is the user's own."""
    packaged = resources.files("generator") / "spec_guide" / _GUIDE
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    return (Path(__file__).resolve().parents[1] / DEFAULT_SPECS / _GUIDE).read_text(encoding="utf-8")


def sections(text: str) -> list[Section]:
    """Every heading of the guide outside code blocks, with the lines it owns."""
    lines = text.splitlines()
    found: list[tuple[str, int, int]] = []
    fenced = False
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and (match := _HEADING.match(line)):
            found.append((match.group(2), len(match.group(1)), index))
    result = []
    for i, (title, level, start) in enumerate(found):
        end = next((s for _, lv, s in found[i + 1 :] if lv <= level), len(lines))
        result.append(Section(title, level, start, end))
    return result


def find(text: str, name: str) -> Section | None:
    """The section a citation or a link names: its title without backquotes, case aside
    (``"Unknown fields"``, ```null```), or its anchor as GitHub makes it
    (``spec/README.md#unknown-fields``, ``#unknown-fields``, ``unknown-fields``)."""
    wanted = name.strip().removeprefix(f"{DEFAULT_SPECS}/{_GUIDE}").lstrip(",# ").strip("\"'`")
    wanted = wanted.strip().casefold()
    return next((s for s in sections(text) if wanted in (s.name.casefold(), anchor(s.title))), None)


def anchor(title: str) -> str:
    """GitHub's anchor for a heading: lower case, spaces as hyphens, other punctuation dropped."""
    return re.sub(r"[^\w\- ]", "", title.casefold()).replace(" ", "-")


def section_text(text: str, section: Section) -> str:
    return "\n".join(text.splitlines()[section.start : section.end]).rstrip() + "\n"


def contents(text: str) -> str:
    """The headings, indented by level: what ``guide`` lists for a name it does not know."""
    return "".join(f"{'  ' * (s.level - 2)}{s.name}\n" for s in sections(text) if s.level > 1)
