"""The reference interpreter of a protocol's stream rules (generator/model/stream.py): feed items
one at a time, get each one's verdict. The generated stream validators are held to it.

A verdict is ``{"index", "verdict", "accepted", "rule", "path", "reason"}``. ``verdict`` is
``accepted``, ``warning`` (a check the rule's ``warn`` names failed: the item is accepted and
takes effect) or ``fatal``; ``accepted`` is False only for fatal. ``rule`` is None for an
item that passed every check, ``"valid"`` for one the protocol itself refuses (``path`` and
``reason`` are its error's), or ``"<check>:<scope>"`` for the first order rule it breaks
(``inside``, ``closed``, ``opens``, ``once``, ``closes``, ``agree``; ``known:<field>``), with
``path`` the field at fault for ``agree`` and ``known``. A fatal item changes nothing: the
stream goes on as if it had not come. Closing an open instance of a scope closes every instance
of the scopes ``within`` it and forgets them (``once`` and ``known`` look no further back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.model import messages as m
from generator.model.protocol import Protocol
from generator.model.reference import check_item
from generator.model.reference_state import RefError, interpret
from generator.model.stream import Stream, StreamRule


def verdict(
    index: int, rule: str | None = None, path: str | None = None, reason: str | None = None, *, warning: bool = False
) -> dict[str, Any]:
    level = "accepted" if rule is None else "warning" if warning else "fatal"
    return {
        "index": index,
        "verdict": level,
        "accepted": level != "fatal",
        "rule": rule,
        "path": path,
        "reason": reason,
    }


@dataclass(frozen=True)
class _Broken:
    """A check an item fails: the check, the scope (or, for `known`, field) it names, the field
    at fault, and the reason."""

    check: str
    name: str
    path: str | None
    reason: str


class StreamState:
    def __init__(self, p: Protocol) -> None:
        assert p.stream is not None and p.envelope.discriminator is not None
        self.p, self.stream = p, p.stream
        # per scope: open instance key -> the `agree` fields' values it was opened with
        self.open: dict[str, dict[str, dict[str, Any]]] = {s.name: {} for s in p.stream.scopes}
        # per remembered scope: the keys opened since its `within` last closed
        self.seen: dict[str, set[str]] = {name: set() for name in p.stream.remembered}
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
            self._end_lanes(variant.name, None)
            return verdict(index)
        warned: _Broken | None = None
        for broken in self._broken(rule, item):
            if broken.check not in rule.warn:
                return verdict(index, f"{broken.check}:{broken.name}", broken.path, broken.reason)
            warned = warned or broken
        self._end_lanes(variant.name, rule.continues)
        self._apply(rule, item)
        if warned is not None:
            return verdict(index, f"{warned.check}:{warned.name}", warned.path, warned.reason, warning=True)
        return verdict(index)

    def _broken(self, rule: StreamRule, item: dict[str, Any]) -> list[_Broken]:
        """The checks the rule makes that the item fails, in the order they are made."""
        key, out = self._key, []

        def fail(check: str, scope: str) -> None:
            keyed = self.stream.scope(scope).key is not None and check != "closed"
            shown = f" '{key(scope, item)}'" if keyed else ""
            out.append(_Broken(check, scope, None, m.STREAM_REASONS[check].format(scope=scope, key=shown, field="")))

        for n in rule.inside:
            if key(n, item) not in self.open[n]:
                fail("inside", n)
        for n in rule.closed:
            if self.open[n]:
                fail("closed", n)
        if rule.opens:
            name = key(rule.opens, item)
            if name in self.open[rule.opens]:
                fail("opens", rule.opens)
            elif self.stream.scope(rule.opens).once and name in self.seen.get(rule.opens, ()):
                fail("once", rule.opens)
        if rule.closes and key(rule.closes, item) not in self.open[rule.closes]:
            fail("closes", rule.closes)
        named = [s for s in (*rule.inside, rule.closes, rule.ends) if s]
        if rule.continues:
            lane = self.stream.scope(rule.continues)
            target = self._lane_target(rule.continues, item)
            if target is None:
                reason = m.STREAM_REASONS["continues"].format(scope=lane.name, key="", field=lane.key)
                out.append(_Broken("continues", lane.name, lane.key, reason))
            elif target not in self.open[lane.name]:  # the item opens this instance
                for f in lane.first:
                    if f not in item:
                        reason = m.STREAM_REASONS["first"].format(scope=lane.name, key=f" '{target}'", field=f)
                        out.append(_Broken("first", lane.name, f, reason))
            else:
                named.append(lane.name)
        for n in dict.fromkeys(named):
            instance = self._lane_target(n, item) if self.stream.scope(n).lane else key(n, item)
            opened = self.open[n].get(instance or "", {})
            for field in self.stream.scope(n).agree if opened else ():
                if field in item and item[field] != opened[field]:
                    shown = f" '{instance}'" if self.stream.scope(n).key else ""
                    out.append(
                        _Broken("agree", n, field, m.STREAM_REASONS["agree"].format(scope=n, key=shown, field=field))
                    )
        for field, names in rule.known:
            if field in item and not any(str(item[field]) in self.seen.get(n, ()) for n in names):
                reason = m.STREAM_REASONS["known"].format(
                    scope=" or ".join(names), key=f" '{item[field]}'", field=field
                )
                out.append(_Broken("known", field, field, reason))
        return out

    def _lane_target(self, lane: str, item: dict[str, Any]) -> str | None:
        """The instance of ``lane`` an item continuing it names: its key, or without one the
        lane's open instance (None when none is open)."""
        field = self.stream.scope(lane).key
        if field is not None and field in item:
            return str(item[field])
        return next(iter(self.open[lane]), None)

    def _end_lanes(self, variant: str, continued: str | None) -> None:
        """An item closes every lane it does not continue, unless the lane lets it pass."""
        for lane in self.stream.lanes:
            if lane.name != continued and variant not in lane.passes:
                for k in list(self.open[lane.name]):
                    close(self.stream, self.open, self.seen, lane.name, k)

    def _apply(self, rule: StreamRule, item: dict[str, Any]) -> None:
        if rule.continues:
            lane, target = self.stream.scope(rule.continues), self._lane_target(rule.continues, item)
            if target is not None and target not in self.open[lane.name]:  # another instance: it opens
                for k in list(self.open[lane.name]):
                    close(self.stream, self.open, self.seen, lane.name, k)
                self.open[lane.name][target] = {f: item.get(f) for f in lane.agree}
                if lane.name in self.seen:
                    self.seen[lane.name].add(target)
        if rule.opens:
            name, scope = self._key(rule.opens, item), self.stream.scope(rule.opens)
            self.open[rule.opens].setdefault(name, {f: item.get(f) for f in scope.agree})
            if rule.opens in self.seen:
                self.seen[rule.opens].add(name)
        for ended in (rule.closes, rule.ends):
            if ended:
                close(self.stream, self.open, self.seen, ended, self._key(ended, item))

    def _key(self, scope: str, item: dict[str, Any]) -> str:
        field = self.stream.scope(scope).key
        return "" if field is None else str(item[field])


def close(
    stream: Stream, open_: dict[str, dict[str, dict[str, Any]]], seen: dict[str, set[str]], name: str, key: str
) -> None:
    """Close an open instance, and with it every instance of the scopes within its scope
    (forgetting their keys); an instance that is not open closes nothing."""
    if open_[name].pop(key, None) is None:
        return
    for inner in stream.scopes:
        if inner.within == name:
            for k in list(open_[inner.name]):
                close(stream, open_, seen, inner.name, k)
            seen.get(inner.name, set()).clear()
