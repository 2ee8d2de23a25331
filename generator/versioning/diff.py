"""Diff, part 2: classify every difference between two protocols.

The facts of both protocols (generator/versioning/facts.py) are paired by key. A fact on one side only is
an element added or removed; a fact on both sides with another value is a changed property.
``KINDS`` says, for each kind of fact, what class the change is in:

- **breaking** (major, and a new protocol id): an argument the engine accepted, or an envelope
  a Console accepted, may now be refused or mean something else;
- **compatible** (minor): only more is accepted; a Console built for the older version ignores
  unknown protocols, skips unknown item types, drops unknown fields and skips items it cannot
  validate, so nothing it did before changes;
- **patch**: nothing accepted or emitted changes meaning (prose, examples, order).

The table is written out, with the reasons, in spec/README.md ("Versioning"); each rule has a
paired fixture in tests/fixtures/diff/. Whether the version fits is generator/versioning/rule.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.errors import Position
from generator.versioning.fact import Fact, FactId, Key
from generator.versioning.facts import Located
from generator.versioning.rule import CLASSES, Pending, Verdict, check_version
from generator.versioning.source_facts import PARAMETERS, PRESENCE, parameters, presence
from generator.versioning.stream_facts import stream_rule_change

Outcome = tuple[str, str] | None  # (class, message); None: no change after all


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


# --------------------------------------------------------------------------- the classification


@dataclass(frozen=True)
class Kind:
    """How a change to one kind of fact is classified. Member kinds (an element exists or not)
    have ``added``/``removed``; attribute kinds (a property's value) have ``changed``, called
    with ``None`` for a side where the property is absent."""

    added: Callable[[Fact], Outcome] | None = None
    removed: Callable[[Fact], Outcome] | None = None
    changed: Callable[[Fact | None, Fact | None], Outcome] | None = None


def _q(value: object) -> str:
    return f"'{value}'" if isinstance(value, str) else str(value)


def _rules(rules: object) -> str:
    return "[" + ", ".join(rules) + "]" if isinstance(rules, tuple) else "[]"


def _values(o: Fact | None, n: Fact | None) -> tuple[object, object, Fact]:
    some = n or o
    assert some is not None
    return (o.value if o else None), (n.value if n else None), some


def _member(added: str, added_text: str, removed: str, removed_text: str) -> Kind:
    """A member kind from two message templates; ``{s}`` is the subject, ``{i}`` the member."""
    return Kind(
        added=lambda f: (added, added_text.format(s=f.subject, i=f.info)),
        removed=lambda f: (removed, removed_text.format(s=f.subject, i=f.info)),
    )


def _field_added(f: Fact) -> Outcome:
    if f.info:  # required
        return "breaking", f"required field {f.subject} added"
    return "compatible", f"optional field {f.subject} added"


def _required(o: Fact | None, n: Fact | None) -> Outcome:
    _, new, f = _values(o, n)
    return ("breaking", f"{f.subject} made required") if new else ("compatible", f"{f.subject} made optional")


def _null(o: Fact | None, n: Fact | None) -> Outcome:
    """What a null means (spec/README.md, "null"). Only a change to `missing` or `tolerated`
    (which is `missing` with a stream warning) from `refused`, `missing` or `tolerated` is
    compatible: the null is then missing, so every output stays what it was; a null that becomes
    a value puts null into output (and into the generated types), and a null refused again
    refuses input accepted before."""
    old, new, f = _values(o, n)
    # `tolerated` is `missing` with a stream warning: a warning refuses nothing
    lenient = {"missing", "tolerated"}
    level = "compatible" if new in lenient and old in (lenient | {"refused"}) else "breaking"
    return level, f"{f.subject} null changed from {old} to {new}"


def _unknown(o: Fact | None, n: Fact | None) -> Outcome:
    """The envelope's ``unknown`` (spec/README.md, "Unknown fields"). Refusing fewer keys is a
    loosening (refuse → drop or keep); keeping keys that were dropped adds output an older
    Console drops anyway. Refusing keys, or dropping kept ones, loses what was accepted."""
    old, new, f = _values(o, n)
    level = "compatible" if (old, new) in {("refuse", "drop"), ("refuse", "keep"), ("drop", "keep")} else "breaking"
    return level, f"{f.subject} changed from {old} to {new}"


def _keep_empty(o: Fact | None, n: Fact | None) -> Outcome:
    """A string's ``keep_empty``. Keeping "" accepts what a required field refused and puts a
    string (of a type every Console reads) where an optional one was left out; no longer
    keeping it refuses or drops what was kept."""
    _, new, f = _values(o, n)
    if new:
        return "compatible", f"{f.subject} keeps empty strings"
    return "breaking", f"{f.subject} no longer keeps empty strings"


def _whole_floats(o: Fact | None, n: Fact | None) -> Outcome:
    """An integer's ``whole_floats``: accepting 2.0 as 2 accepts more, with the same output."""
    _, new, f = _values(o, n)
    if new:
        return "compatible", f"{f.subject} accepts whole floats (2.0 as 2)"
    return "breaking", f"{f.subject} no longer accepts whole floats"


def _wire(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    return "breaking", f"{f.subject} changed {_q(old)} → {_q(new)}"


def _api(o: Fact | None, n: Fact | None) -> Outcome:
    """A generated public name: code importing the packages breaks when one goes away."""
    old, new, f = _values(o, n)
    if old is None:
        return "compatible", f"{f.subject} {_q(new)} added"
    if new is None:
        return "breaking", f"{f.subject} {_q(old)} removed"
    return "breaking", f"{f.subject} renamed {_q(old)} → {_q(new)}"


def only_more_spellings(old: tuple[str, ...], new: tuple[str, ...], closed: set[str]) -> bool:
    """Whether rules ``new`` accept every argument ``old`` did, with the same value, on a field
    whose values form the closed set ``closed`` (an enum, the discriminator).

    True when ``new`` is ``old`` plus ``strip``/``lowercase`` at the end and every value is
    unchanged by them: an input ``old`` mapped to value v is mapped by ``new`` to
    ``extra(v) == v``. Without ``remove_prefix`` both lists run in one pass (no fixpoint).
    """
    added = new[len(old) :]
    if new[: len(old)] != old or not added or any(r not in ("strip", "lowercase") for r in added):
        return False
    if any(r.startswith("remove_prefix") for r in new):
        return False
    return all(v == v.strip() and ("lowercase" not in added or v == v.lower()) for v in closed)


def _rules_changed(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    closed = set((o.info if o else None) or ()) | set((n.info if n else None) or ())
    both = o and n and o.info is not None and n.info is not None
    if both and isinstance(old, tuple) and isinstance(new, tuple) and only_more_spellings(old, new, closed):
        return (
            "compatible",
            f"{f.subject} normalisation extended {_rules(old)} → {_rules(new)} (more spellings accepted, same values)",
        )
    return "breaking", f"{f.subject} normalisation changed {_rules(old)} → {_rules(new)}"


def _check(o: Fact | None, n: Fact | None) -> Outcome:
    """A check that can only be added (tightening) or dropped (loosening); a changed pattern is
    tightening as far as anyone can prove: regexes are not compared for inclusion."""
    old, new, f = _values(o, n)
    if old is None:
        return "breaking", f"{f.subject} {f.info} {_q(new)} added"
    if new is None:
        return "compatible", f"{f.subject} {f.info} {_q(old)} removed"
    return "breaking", f"{f.subject} {f.info} changed {_q(old)} → {_q(new)}"


def _format(o: Fact | None, n: Fact | None) -> Outcome:
    """A named format: its pattern is what is compared (a renamed format is no change)."""
    old, new, f = _values(o, n)
    old_name, new_name = (o.info if o else None), (n.info if n else None)
    if old is None:
        return "breaking", f"{f.subject} format '{new_name}' added"
    if new is None:
        return "compatible", f"{f.subject} format '{old_name}' removed"
    name = f"'{new_name}'" if old_name == new_name else f"'{old_name}' → '{new_name}'"
    return "breaking", f"{f.subject} format {name} pattern changed"


def _type(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    return "breaking", f"{f.subject} type changed {old} → {new}"


def _emit(o: Fact | None, n: Fact | None) -> Outcome:
    _, new, f = _values(o, n)
    return "breaking", f"{f.subject} {'now' if new else 'no longer'} emitted as a float"


def _layout(o: Fact | None, n: Fact | None) -> Outcome:
    _, _, f = _values(o, n)
    return "patch", f"{f.subject} position in the output changed"


def _max(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    if old is None:
        return "breaking", f"{f.subject} {f.info} {new} added"
    if new is None:
        return "compatible", f"{f.subject} {f.info} removed (was {old})"
    assert isinstance(old, int) and isinstance(new, int)
    if new < old:
        return "breaking", f"{f.subject} {f.info} lowered {old} → {new}"
    return "compatible", f"{f.subject} {f.info} raised {old} → {new}"


def _min(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    if old is None:
        return "breaking", f"{f.subject} {f.info} {new} added"
    if new is None:
        return "compatible", f"{f.subject} {f.info} removed (was {old})"
    assert isinstance(old, int) and isinstance(new, int)
    if new > old:
        return "breaking", f"{f.subject} {f.info} raised {old} → {new}"
    return "compatible", f"{f.subject} {f.info} lowered {old} → {new}"


def _default(o: Fact | None, n: Fact | None) -> Outcome:
    """Added: what was absent is filled in (the field is optional, every side handles it).
    Changed or removed: the same argument now produces another envelope."""
    old, new, f = _values(o, n)
    if old is None:
        return "compatible", f"{f.subject} default {new} added"
    if new is None:
        return "breaking", f"{f.subject} default {old} removed"
    return "breaking", f"{f.subject} default changed {old} → {new}"


def _order(o: Fact | None, n: Fact | None) -> Outcome:
    """Order only: members added or removed are reported as themselves."""
    old, new, f = _values(o, n)
    old_t = old if isinstance(old, tuple) else ()
    new_t = new if isinstance(new, tuple) else ()
    common = [x for x in old_t if x in new_t]
    if common == [x for x in new_t if x in old_t]:
        return None
    return "patch", f"{f.subject} reordered"


def _doc(o: Fact | None, n: Fact | None) -> Outcome:
    old, new, f = _values(o, n)
    what = " ".join(part for part in (f.subject, f.attr) if part)
    return "patch", f"{what} {'added' if not old else 'removed' if not new else 'changed'}"


KINDS: dict[str, Kind] = {
    "variant": _member("compatible", "{s} added", "breaking", "{s} renamed or removed"),
    "field": Kind(added=_field_added, removed=lambda f: ("breaking", f"field {f.subject} renamed or removed")),
    "export": _member("compatible", "{s} added", "breaking", "{s} renamed or removed"),
    "declared": _member("patch", "{s} declared", "patch", "{s} no longer declared"),
    "one_of_alt": _member("compatible", "{s} also takes {i}s", "breaking", "{s} no longer takes {i}s"),
    "stream": _member("compatible", "{s} added (a new stream validator)", "breaking", "{s} removed"),
    "stream_rule": Kind(changed=stream_rule_change),
    "union_member": _member("compatible", "{s} member '{i}' added", "breaking", "{s} member '{i}' renamed or removed"),
    "enum_value": _member("compatible", "{s} value '{i}' added", "breaking", "{s} value '{i}' renamed or removed"),
    "map_value": _member("compatible", "{s} accepts {i} values", "breaking", "{s} no longer accepts {i} values"),
    "forbid": _member("breaking", "{s} forbids field '{i}'", "compatible", "{s} no longer forbids field '{i}'"),
    "requires": _member("breaking", "{s} requires field '{i}'", "compatible", "{s} no longer requires field '{i}'"),
    "safety_rule": _member("breaking", "{s} added (rejects more)", "compatible", "{s} removed (accepts more)"),
    "forbidden_key": _member("breaking", "{s} also rejects key '{i}'", "compatible", "{s} no longer rejects key '{i}'"),
    "required": Kind(changed=_required),
    "null": Kind(changed=_null),
    "unknown": Kind(changed=_unknown),
    "keep_empty": Kind(changed=_keep_empty),
    "whole_floats": Kind(changed=_whole_floats),
    "type": Kind(changed=_type),
    "wire": Kind(changed=_wire),
    "api": Kind(changed=_api),
    "rules": Kind(changed=_rules_changed),
    "check": Kind(changed=_check),
    "format": Kind(changed=_format),
    "max": Kind(changed=_max),
    "min": Kind(changed=_min),
    "default": Kind(changed=_default),
    "emit": Kind(changed=_emit),
    "order": Kind(changed=_order),
    "doc": Kind(changed=_doc),
    "layout": Kind(changed=_layout),
    PRESENCE: Kind(changed=presence),  # the generated code's, beside the wire's: source_facts.py
    PARAMETERS: Kind(changed=parameters),
}


def _kind(name: str) -> Kind:
    if name not in KINDS:
        raise ValueError(f"no classification for fact kind '{name}'")
    return KINDS[name]


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
        kind = _kind(some.kind)
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
