"""A protocol's stream rules (the spec's ``stream``): the order its items may come in, one at a
time. Scopes are what an item can open and close (a run; a message, one per ``messageId``);
each item type's rule says which scopes must be open around it, which must all be closed, what
it opens, closes or ends, and which instances the values of its fields must name. The
reference interpreter (reference_stream.py) runs them; the targets generate a stream validator
from them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

# The checks a rule can make, in the order they are made; a verdict's rule is "<check>:<scope>"
# (for `known`, "<check>:<field>"), and a rule's `warn` names some of them.
CHECKS = ("inside", "closed", "opens", "once", "closes", "continues", "first", "agree", "known")


@dataclass(frozen=True)
class StreamRecord:
    """Values established per id (an entity's owner), kept past the close of the instance that
    set them until ``within`` closes: scopes with this ``record`` establish and check them,
    rules ``establish`` them from snapshots and ``match`` items against them."""

    name: str
    within: str | None
    fields: tuple[str, ...]

    @property
    def text(self) -> str:
        return f"record within {self.within or '-'}, fields {', '.join(self.fields)}"


@dataclass(frozen=True)
class Establish:
    """A rule's entry setting a record's values from the item: from the item itself, or from
    each element of the list at ``each`` (a dotted path; a nested list through its elements),
    keyed by the element's ``key`` field; a field's value is the element's, or else the
    nearest enclosing element's, or the item's. ``replace``: an established entry is
    overwritten (otherwise kept). ``when`` / ``unless``: field values of the element that
    select it."""

    record: str
    key: str | None  # None: the record's one entry (a record with one entry, as a run's identity)
    each: tuple[str, ...] = ()
    replace: bool = False
    when: tuple[tuple[str, tuple[object, ...]], ...] = ()
    unless: tuple[tuple[str, tuple[object, ...]], ...] = ()

    @property
    def text(self) -> str:
        by = f" by {'.'.join(self.each) + '[].' if self.each else ''}{self.key}" if self.key else ""
        parts = [f"establishes {self.record}{by}"]
        parts += ["replacing"] if self.replace else []
        parts += [f"when {f} in {json.dumps(list(v))}" for f, v in self.when]
        parts += [f"unless {f} in {json.dumps(list(v))}" for f, v in self.unless]
        return " ".join(parts)


@dataclass(frozen=True)
class Match:
    """A rule's check of an item against a record: the entry its ``key`` field names, in the
    first of ``records`` that has one, must not hold other values of the record's fields than
    the item carries (an item without a field agrees); only when the item's ``when`` fields hold
    one of the listed values."""

    records: tuple[str, ...]
    key: str | None  # None: the record's one entry
    when: tuple[tuple[str, tuple[object, ...]], ...] = ()

    @property
    def text(self) -> str:
        cond = "".join(f" when {f} in {json.dumps(list(v))}" for f, v in self.when)
        named = f"{self.key} in " if self.key else ""
        return f"matches {named}{' or '.join(self.records)}{cond}"


@dataclass(frozen=True)
class StreamScope:
    """``key``: the item field naming one instance (None: one instance at a time); ``within``:
    a scope without a key whose closing closes every instance of this one (and forgets them:
    ``once`` and ``known`` look no further back); ``agree``: fields an item naming an open
    instance must not contradict (its value when opened, null when it had none; an item without
    the field agrees); ``once``: an instance closed cannot be opened again before its
    ``within`` closes (without one, in the whole stream).

    A ``lane`` (AG-UI's chunks) has one instance open at a time, continued by the items whose
    rule ``continues`` it, and closed by any other item but those ``passes`` names (variant
    names); ``first``: fields the item that opens an instance must carry."""

    name: str
    key: str | None = None
    within: str | None = None
    agree: tuple[str, ...] = ()
    once: bool = False
    lane: bool = False
    passes: tuple[str, ...] = ()
    first: tuple[str, ...] = ()
    # fields before ``key`` that name an instance with it (a step per owner and name); an absent
    # one is a value of its own, apart from any string
    key_by: tuple[str, ...] = ()
    record: str | None = None  # the record its instances establish and are checked against
    # (field, record): the opener's field names a parent whose established values it inherits
    # (and must not contradict)
    inherits: tuple[tuple[str, str], ...] = ()
    must_close: bool = False  # an instance still open when the stream ends is reported
    must_occur: bool = False  # a stream in which no item opened or ended it is reported at its end

    @property
    def text(self) -> str:
        """The scope as one comparable line (diff)."""
        key = ", ".join((*self.key_by, self.key)) if self.key else "-"
        parts = [f"key {key}", f"within {self.within or '-'}"]
        parts += [f"record {self.record}"] if self.record else []
        parts += [f"inherits {f} from {r}" for f, r in self.inherits]
        parts += ["must close"] if self.must_close else []
        parts += ["must occur"] if self.must_occur else []
        parts += [f"agree {', '.join(self.agree)}"] if self.agree else []
        parts += ["once"] if self.once else []
        parts += [f"lane passing {', '.join(self.passes) or 'nothing'}"] if self.lane else []
        return ", ".join(parts + ([f"first {', '.join(self.first)}"] if self.first else []))


@dataclass(frozen=True)
class StreamRule:
    inside: tuple[str, ...] = ()  # scopes that must be open (this item's instance of each)
    closed: tuple[str, ...] = ()  # scopes that must have no open instance
    opens: str | None = None  # must not be open yet (nor, `once`, opened before); opened
    closes: str | None = None  # must be open; closed
    ends: str | None = None  # closed if open
    # (field, scopes): the field, when present, names an instance of one of the scopes opened
    # since their `within` last closed (open or closed since)
    known: tuple[tuple[str, tuple[str, ...]], ...] = ()
    warn: tuple[str, ...] = ()  # checks whose failure is a warning: the item is accepted
    # a lane this item continues: the open instance its key names, or the open one when it has
    # no key; a key naming another opens that one (closing the open one)
    continues: str | None = None
    establishes: tuple[Establish, ...] = ()  # record entries set from the item (snapshots)
    matches: tuple[Match, ...] = ()  # record entries the item must agree with

    @property
    def text(self) -> str:
        """The rule as one comparable line (diff)."""
        parts = [f"inside {', '.join(self.inside)}" if self.inside else ""]
        parts += [f"closed {', '.join(self.closed)}" if self.closed else ""]
        parts += [
            f"{verb} {scope}"
            for verb, scope in (
                ("opens", self.opens),
                ("closes", self.closes),
                ("ends", self.ends),
                ("continues", self.continues),
            )
            if scope
        ]
        parts += [f"known {name} in {' or '.join(scopes)}" for name, scopes in self.known]
        parts += [e.text for e in self.establishes] + [m.text for m in self.matches]
        parts += [f"warn {', '.join(self.warn)}" if self.warn else ""]
        return "; ".join(p for p in parts if p) or "no rule"

    def fatal_text(self) -> str:
        """The rule with its warned `inside`, `closed` and `known` checks taken out (such a check
        refuses nothing and changes no state): diff calls a change compatible when this text is
        unchanged, as when one of those is added with `warn`. A warned `opens`, `once`,
        `closes` or `agree` stays in: the item then takes effect, which can refuse later ones."""
        kept = tuple(w for w in self.warn if w not in ("inside", "closed", "known"))
        return StreamRule(
            () if "inside" in self.warn else self.inside,
            () if "closed" in self.warn else self.closed,
            self.opens,
            self.closes,
            self.ends,
            () if "known" in self.warn else self.known,
            kept,
            self.continues,
            self.establishes,
            self.matches,
        ).text


@dataclass
class Stream:
    scopes: list[StreamScope]
    rules: dict[str, StreamRule] = field(default_factory=dict)  # by variant name
    otherwise: StreamRule | None = None  # for item types without a rule of their own
    records: list[StreamRecord] = field(default_factory=list)

    def scope(self, name: str) -> StreamScope:
        return next(s for s in self.scopes if s.name == name)

    def record(self, name: str) -> StreamRecord:
        return next(r for r in self.records if r.name == name)

    def rule_for(self, variant: str) -> StreamRule | None:
        return self.rules.get(variant, self.otherwise)

    @property
    def remembered(self) -> set[str]:
        """The scopes whose opened keys a validator keeps (until their ``within`` closes):
        those that are ``once`` or that a rule's ``known`` names; no other check looks back."""
        rules = [*self.rules.values(), *([self.otherwise] if self.otherwise else [])]
        named = {scope for rule in rules for _, scopes in rule.known for scope in scopes}
        return {s.name for s in self.scopes if s.once} | named

    def checks_made(self, rule: StreamRule) -> list[str]:
        """The checks ``rule`` makes, in ``CHECKS`` order (what its ``warn`` may name)."""
        named = [self.scope(s) for s in (*rule.inside, rule.closes, rule.ends, rule.continues) if s is not None]
        made = {
            "inside": bool(rule.inside),
            "closed": bool(rule.closed),
            "opens": rule.opens is not None,
            "once": rule.opens is not None and self.scope(rule.opens).once,
            "closes": rule.closes is not None,
            "continues": rule.continues is not None,
            "first": rule.continues is not None and bool(self.scope(rule.continues).first),
            "agree": any(s.agree for s in named)
            or bool(rule.matches)
            or (rule.opens is not None and self.scope(rule.opens).record is not None),
            "known": bool(rule.known),
        }
        return [check for check in CHECKS if made[check]]

    @property
    def must_close(self) -> list[str]:
        """The scopes whose instances ``end()`` reports when still open."""
        return [s.name for s in self.scopes if s.must_close]

    @property
    def must_occur(self) -> list[str]:
        """The scopes ``end()`` reports when no item opened or ended them."""
        return [s.name for s in self.scopes if s.must_occur]

    @property
    def lanes(self) -> list[StreamScope]:
        return [s for s in self.scopes if s.lane]
