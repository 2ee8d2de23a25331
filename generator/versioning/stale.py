"""What a removed or renamed name leaves behind in the new spec: every example the spec now
refuses, and every prose line that still names a field, enum value or limit the old spec had.

A new major starts as a copy of the old one, so its doc text, tool examples and worked examples
still show what the breaking change took away (``"description": "Main is ready to use"`` after
``toast.description`` is removed), and the model copies examples. The build refuses a bad
example (generator/build/examples.py), at the first one; ``diff`` and ``new-major`` build
without that check and name them all here, with the prose a validator cannot check.

Prose is matched by how specs write a name in text: ``toast.description``, or quoted or in
backticks (`` `description` ``, ``"description"``) when no field of the new spec has that name
any more; a limit by its name as a word. A mention is named, never rewritten: a sentence about
the old major may mean it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from generator.build.examples import example_errors
from generator.errors import Position
from generator.model import messages as m
from generator.spec.load import DocPath, Document
from generator.versioning.diff import SpecDiff
from generator.versioning.facts import Located

# The keys whose text is prose (the doc, the tool description, the worked examples' story).
PROSE = frozenset(
    {
        "title",
        "summary",
        "intro",
        "description",
        "doc",
        "ts_doc",
        "console",
        "handling",
        "notes",
        "agent_rules",
        "doc_tables",
        "argument_doc",
        "prose",
        "story",
        "answer",
    }
)


@dataclass(frozen=True)
class Stale:
    where: Position
    text: str
    example: bool  # an example the spec refuses: the spec does not build until it is fixed


@dataclass(frozen=True)
class Gone:
    what: str  # "field", "enum value", "limit"
    subject: str  # how a line names it: "toast.description", "'sepia' of enum theme"
    patterns: tuple[re.Pattern[str], ...]  # how prose writes it


def _quoted(name: str) -> re.Pattern[str]:
    return re.compile(rf"[`\"']{re.escape(name)}[`\"']")


def removed(old: Located, new: Located) -> list[Gone]:
    """The fields, enum values and limits ``old`` has and ``new`` does not (a rename is one)."""
    fields = {f.key[-1] for f in new.facts.values() if f.kind == "field" and f.attr == ""}
    values = {f.info for f in new.facts.values() if f.kind == "enum_value"}
    out: dict[str, Gone] = {}
    for fid, f in old.facts.items():
        if fid in new.facts:
            continue
        if f.kind == "field" and f.attr == "":
            name = f.key[-1]
            patterns = [re.compile(rf"(?<![\w.]){re.escape(f.subject)}(?!\w)")]
            if name not in fields:
                patterns.append(_quoted(name))
            out.setdefault(f.subject, Gone("field", f.subject, tuple(patterns)))
        elif f.kind == "enum_value" and f.info not in values:
            subject = f"'{f.info}' of {f.subject}"
            out.setdefault(subject, Gone("enum value", subject, (_quoted(str(f.info)),)))
        elif f.kind == "export" and f.key[0] == "limits":
            name = f.key[1]
            out.setdefault(name, Gone("limit", name, (re.compile(rf"(?<!\w){re.escape(name)}(?!\w)"),)))
    return list(out.values())


def _strings(data: Any, path: DocPath, prose: bool) -> Iterator[DocPath]:
    if isinstance(data, dict):
        for key, value in data.items():
            if path == () and key == "changelog":  # the record of what changed: it names them
                continue
            yield from _strings(value, path + (key,), prose or key in PROSE)
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _strings(value, path + (i,), prose)
    elif isinstance(data, str) and prose:
        yield path


def _position(doc: Document, offset: int) -> Position:
    line_start = doc.text.rfind("\n", 0, offset) + 1
    return Position(doc.source, doc.text.count("\n", 0, offset) + 1, offset - line_start + 1)


def prose_mentions(doc: Document, gone: list[Gone]) -> list[Stale]:
    """Every place in ``doc``'s prose that writes one of the ``gone`` names, in file order."""
    found: dict[tuple[int, str], Stale] = {}
    for path in _strings(doc.data, (), False):
        if path not in doc.spans or not doc.text:
            continue
        start, end = doc.spans[path]
        for g in gone:
            for match in (x for pattern in g.patterns for x in pattern.finditer(doc.text, start, end)):
                text = f"prose still names removed {g.what} {g.subject}"
                found[(match.start(), text)] = Stale(_position(doc, match.start()), text, False)
    return [found[k] for k in sorted(found)]


def stale(old: Located, new: Located) -> list[Stale]:
    """Every example ``new`` refuses and every prose line naming what ``old`` had and it does not."""
    gone = removed(old, new)
    examples = [
        Stale(e.position, e.reason + _cause(e.reason, gone), True) for e in example_errors(new.doc, new.protocol)
    ]
    return examples + prose_mentions(new.doc, gone)


def _cause(reason: str, gone: list[Gone]) -> str:
    """ " (field toast.description was removed)" when an example's unknown field is one."""
    for g in gone:
        name = g.subject.rsplit(".", 1)[-1]
        if g.what == "field" and re.search(rf"(?<![\w]){re.escape(name)}: {re.escape(m.UNKNOWN_FIELD)}", reason):
            return f" ({g.what} {g.subject} was removed)"
    return ""


def lines(found: list[Stale]) -> list[str]:
    return [f"{s.where}: {'error' if s.example else 'review'}: {s.text}" for s in found]


def print_stale(diffs: list[SpecDiff]) -> bool:
    """Print (to stderr: stdout may be a changelog entry) what each working-tree spec still
    says of what its changes removed; whether an example is refused (exit 2, as generate)."""
    found = [s for d in diffs for s in stale(d.old, d.new)]
    for line in lines(found):
        print(line, file=sys.stderr)
    return any(s.example for s in found)
