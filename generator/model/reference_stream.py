"""The reference interpreter of a protocol's stream rules (generator/model/stream.py): feed items
one at a time, get each one's verdict. The generated stream validators are held to it.

A verdict is ``{"index", "accepted", "rule", "path", "reason"}``: ``rule`` is None for an
accepted item, ``"valid"`` for one the protocol itself refuses (``path`` and ``reason`` are its
error's), or ``"<check>:<scope>"`` for an order rule it breaks (``inside``, ``closed``,
``opens``, ``closes``). An item that breaks a rule changes nothing: the stream goes on as if it
had not come. Closing an instance of a scope closes every instance of the scopes ``within`` it.
"""

from __future__ import annotations

from typing import Any

from generator.model import messages as m
from generator.model.protocol import Protocol
from generator.model.reference import check_item
from generator.model.reference_state import RefError, interpret
from generator.model.stream import Stream, StreamScope


def verdict(index: int, rule: str | None = None, path: str | None = None, reason: str | None = None) -> dict[str, Any]:
    return {"index": index, "accepted": rule is None, "rule": rule, "path": path, "reason": reason}


class StreamState:
    def __init__(self, p: Protocol) -> None:
        assert p.stream is not None and p.envelope.discriminator is not None
        self.p, self.stream = p, p.stream
        self.open: dict[str, set[str]] = {s.name: set() for s in p.stream.scopes}
        self.index = 0

    def feed(self, raw: Any) -> dict[str, Any]:
        index, self.index = self.index, self.index + 1
        interpret(self.p)
        try:
            item = check_item(self.p, raw, self.p.envelope.item)  # as validate_<item>(raw) paths it
        except RefError as exc:
            return verdict(index, "valid", exc.path, exc.reason)
        disc = self.p.envelope.discriminator
        assert disc is not None
        variant = next(v for v in self.p.variants if v.wire == item[disc.field])
        rule = self.stream.rule_for(variant.name)
        if rule is None:
            return verdict(index)

        def key(scope: StreamScope) -> str:
            return "" if scope.key is None else str(item[scope.key])

        def fail(check: str, scope: StreamScope) -> dict[str, Any]:
            shown = f" '{key(scope)}'" if scope.key is not None and check != "closed" else ""
            return verdict(
                index, f"{check}:{scope.name}", None, m.STREAM_REASONS[check].format(scope=scope.name, key=shown)
            )

        for name in rule.inside:
            if key(self.stream.scope(name)) not in self.open[name]:
                return fail("inside", self.stream.scope(name))
        for name in rule.closed:
            if self.open[name]:
                return fail("closed", self.stream.scope(name))
        if rule.opens and key(self.stream.scope(rule.opens)) in self.open[rule.opens]:
            return fail("opens", self.stream.scope(rule.opens))
        if rule.closes and key(self.stream.scope(rule.closes)) not in self.open[rule.closes]:
            return fail("closes", self.stream.scope(rule.closes))
        if rule.opens:
            self.open[rule.opens].add(key(self.stream.scope(rule.opens)))
        for ended in (rule.closes, rule.ends):
            if ended:
                close(self.stream, self.open, ended, key(self.stream.scope(ended)))
        return verdict(index)


def close(stream: Stream, open_: dict[str, set[str]], name: str, key: str) -> None:
    open_[name].discard(key)
    for inner in stream.scopes:
        if inner.within == name:
            for k in list(open_[inner.name]):
                close(stream, open_, inner.name, k)
