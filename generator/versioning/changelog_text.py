"""Writing into a spec's ``changelog`` in place: the ``unreleased`` entry ``diff`` keeps true
and the versioned entry ``release`` (and ``new-major``) writes.

The spec is edited as text at the positions the loader kept (generator/spec/load.py's spans),
never dumped from data: the author's comments, quoting and layout outside the entry stay as
written, byte for byte, with no round-trip YAML library to trust (docs/decisions.md).
"""

from __future__ import annotations

import json

from generator.errors import SpecError
from generator.model.changelog import UNRELEASED
from generator.spec.load import Document


def entry_lines(version: str, changes: list[str]) -> list[str]:
    """An entry as block-list lines, indented as the first level under ``changelog:``."""
    return [f"- version: {version}", "  changes:", *(f"    - {json.dumps(c, ensure_ascii=False)}" for c in changes)]


def _line_start(text: str, line: int) -> int:
    """The offset where 1-based ``line`` starts."""
    return sum(len(x) for x in text.splitlines(keepends=True)[: line - 1])


def _first_item(text: str, doc: Document) -> tuple[int, str]:
    """Where the changelog's first item starts (its line's offset) and the indent of its dash;
    a flow-style changelog cannot be edited line by line and is refused with its position."""
    first = doc.positions[("changelog", 0)]
    start = _line_start(text, first.line)
    line = text[start:].split("\n", 1)[0]
    dash = line.find("-")
    if dash < 0 or line[:dash].strip():
        raise SpecError(
            first, "the changelog must be a block list ('- version: …' lines) for the tool to write into it"
        )
    return start, line[:dash]


def put_entry(text: str, doc: Document, version: str, changes: list[str]) -> str:
    """``text`` with the entry for ``version`` at the top of its changelog: in place of the
    ``unreleased`` entry when there is one, else above the newest entry, else in a new
    ``changelog`` at the end of the file. No ``changes`` (for ``unreleased``): the entry goes."""
    log = doc.data.get("changelog")
    items = entry_lines(version, changes) if changes else []
    if not log:
        if not items:
            return text
        if "changelog" in doc.data:  # `changelog: []`: a block list cannot follow it on its line
            start, end = doc.spans[("changelog",)]
            return text[:start].rstrip(" ") + "\n" + "".join(f"  {line}\n" for line in items) + text[end:].lstrip("\n")
        return text.rstrip("\n") + "\n\nchangelog:\n" + "".join(f"  {line}\n" for line in items)
    start, indent = _first_item(text, doc)
    end = start
    if log[0].get("version") == UNRELEASED:  # its lines, up to the next entry or the list's end
        if len(log) > 1:
            end = _line_start(text, doc.positions[("changelog", 1)].line)
        else:
            end = doc.spans[("changelog",)][1]
            if end and text[end - 1] != "\n":
                newline = text.find("\n", end)
                end = len(text) if newline < 0 else newline + 1
    return text[:start] + "".join(f"{indent}{line}\n" for line in items) + text[end:]
