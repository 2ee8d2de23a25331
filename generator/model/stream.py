"""A protocol's stream rules (the spec's ``stream``): the order its items may come in, one at a
time. Scopes are what an item can open and close (a run; a message, one per ``messageId``);
each item type's rule says which scopes must be open around it, which must all be closed, and
what it opens, closes or ends. The reference interpreter (reference_stream.py) runs them; the
targets generate a stream validator from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class StreamScope:
    """``key``: the item field naming one instance (None: one instance at a time); ``within``:
    the scope whose closing closes every instance of this one."""

    name: str
    key: str | None = None
    within: str | None = None


@dataclass(frozen=True)
class StreamRule:
    inside: tuple[str, ...] = ()  # scopes that must be open (this item's instance of each)
    closed: tuple[str, ...] = ()  # scopes that must have no open instance
    opens: str | None = None  # must not be open yet; opened
    closes: str | None = None  # must be open; closed
    ends: str | None = None  # closed if open

    @property
    def text(self) -> str:
        """The rule as one comparable line (diff)."""
        parts = [f"inside {', '.join(self.inside)}" if self.inside else ""]
        parts += [f"closed {', '.join(self.closed)}" if self.closed else ""]
        parts += [
            f"{verb} {scope}"
            for verb, scope in (("opens", self.opens), ("closes", self.closes), ("ends", self.ends))
            if scope
        ]
        return "; ".join(p for p in parts if p) or "no rule"


@dataclass
class Stream:
    scopes: list[StreamScope]
    rules: dict[str, StreamRule] = field(default_factory=dict)  # by variant name
    otherwise: StreamRule | None = None  # for item types without a rule of their own

    def scope(self, name: str) -> StreamScope:
        return next(s for s in self.scopes if s.name == name)

    def rule_for(self, variant: str) -> StreamRule | None:
        return self.rules.get(variant, self.otherwise)
