"""Diff, part 2b: how a difference of each kind of fact is classified (generator/versioning/diff.py
pairs the facts of two protocols and asks this table). ``KINDS`` says, for each kind of fact, what
class the change is in:

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

from generator.versioning.fact import Fact
from generator.versioning.source_facts import PARAMETERS, PRESENCE, parameters, presence
from generator.versioning.stream_facts import stream_rule_change

Outcome = tuple[str, str] | None  # (class, message); None: no change after all


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


def classified(name: str) -> Kind:
    """The rule for a kind of fact (``Fact.kind``); a kind with none is a bug in facts.py."""
    if name not in KINDS:
        raise ValueError(f"no classification for fact kind '{name}'")
    return KINDS[name]
