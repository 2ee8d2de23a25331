"""Diff, part 2: pair the facts of two protocols and classify every difference.

The facts of both protocols (generator/versioning/facts.py) are paired by key. A fact on one side only is
an element added or removed; a fact on both sides with another value is a changed property.
Each difference is classified by its kind's rule in generator/versioning/kinds.py (breaking,
compatible or patch); whether the version fits is generator/versioning/rule.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.errors import Position
from generator.versioning.fact import Fact, FactId, Key
from generator.versioning.facts import Located
from generator.versioning.kinds import classified
from generator.versioning.rule import CLASSES, Pending, Verdict, check_version


@dataclass(frozen=True)
class Change:
    cls: str  # breaking / compatible / patch
    text: str  # "resource_list.items max lowered 50 → 20"
    where: Position  # in the new spec; in the old spec for a removal
    anchor: Position  # always in the new spec: for a removal, where it hung (for annotations)


@dataclass
class SpecDiff:
    old: Located
    new: Located
    changes: list[Change]
    verdict: Verdict
    # How the two sides were read, for the commands a report prints: the git ref the new spec
    # was compared with (``diff --against``), or None for two files.
    ref: str | None = None
    # The commit the new side is, when it is a release committed since the ref (a diff across
    # several releases: versioning/cli.py), not the working tree: it gets no next step.
    committed: str | None = None
    pending: Pending | None = None  # changes waiting for a release: the unreleased entry (unreleased.py)


# --------------------------------------------------------------------------- pairing facts


def _merged(old: list[FactId], new: list[FactId]) -> list[FactId]:
    """Every id once, in the new spec's order; an id only the old spec has goes right after
    the id that preceded it there, so a removal is listed where it used to be."""
    out, present = list(new), set(new)
    before: FactId | None = None
    for fid in old:
        if fid not in present:
            out.insert(out.index(before) + 1 if before is not None else 0, fid)
            present.add(fid)
        before = fid
    return out


def _inside(key: Key, outer: Key) -> bool:
    return len(key) > len(outer) and key[: len(outer)] == outer


def _position(located: Located, fact: Fact, other: Fact | None = None) -> Position:
    """Where a fact is written; a bound that still names the same limit points at its value."""
    path = fact.path
    if other is not None and fact.value_path is not None and fact.value_path == other.value_path:
        path = fact.value_path
    return located.doc.key_at(path)


def _anchor(new: Located, removed: Fact) -> Position:
    """Where a removed fact hung in the new spec: its nearest element that still exists."""
    for n in range(len(removed.key), 0, -1):
        parent = new.facts.get((removed.key[:n], ""))
        if parent is not None:
            return new.doc.key_at(parent.path)
    return new.doc.key_at(removed.path[:1])


def compare(old: Located, new: Located) -> list[Change]:
    """Every change from ``old`` to ``new``, strongest class first, then in spec order."""
    order = _merged(list(old.facts), list(new.facts))
    found: list[tuple[FactId, Fact | None, Fact | None, str, str]] = []
    # Elements that appeared, disappeared or changed type: what is inside them is not listed
    # on its own (a new field's checks are part of "field added"). (element, cause, keep)
    cuts: list[tuple[Key, str, str]] = []
    for fid in order:
        o, n = old.facts.get(fid), new.facts.get(fid)
        some = n or o
        assert some is not None
        kind = classified(some.kind)
        if kind.changed is None:
            if o is not None and n is not None:
                continue
            outcome = kind.added(n) if n is not None and kind.added else kind.removed(o) if o and kind.removed else None
            if some.attr == "":
                cuts.append((some.key, "", ""))
        else:
            if o is not None and n is not None and o.value == n.value:
                continue
            outcome = kind.changed(o, n)
            if some.attr == "type" and o is not None and n is not None:
                cuts.append((some.key, "type", "required"))  # required-ness is reported as well
        if outcome is not None:
            found.append((fid, o, n, *outcome))

    def hidden(fid: FactId) -> bool:
        key, attr = fid
        return any(_inside(key, outer) or (key == outer and attr not in (cause, keep)) for outer, cause, keep in cuts)

    changes: list[Change] = []
    seen: set[tuple[str, str, Position]] = set()
    for fid, o, n, cls, text in found:
        if hidden(fid):
            continue
        if n is not None:
            where = anchor = _position(new, n, o)
        else:
            assert o is not None
            where, anchor = _position(old, o), _anchor(new, o)
        if (cls, text, where) in seen:  # a shape's field reached along two paths
            continue
        seen.add((cls, text, where))
        changes.append(Change(cls, text, where, anchor))
    return sorted(changes, key=lambda c: CLASSES.index(c.cls))


def diff_specs(old: Located, new: Located) -> SpecDiff:
    changes = compare(old, new)
    return SpecDiff(old, new, changes, check_version(old, new, [c.cls for c in changes]))
