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

import json
from dataclasses import dataclass
from typing import Any

from generator.model import Variant
from generator.model import messages as m
from generator.model.protocol import Protocol
from generator.model.reference import check_item
from generator.model.reference_state import RefError, interpret
from generator.model.stream import Establish, Match, Stream, StreamRule


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


def _warning(index: int, broken: _Broken) -> dict[str, Any]:
    return verdict(index, f"{broken.check}:{broken.name}", broken.path, broken.reason, warning=True)


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
        # per record: key -> the values established for it (kept past the close that set them)
        self.records: dict[str, dict[str, dict[str, Any]]] = {r.name: {} for r in p.stream.records}
        self.occurred: set[str] = set()  # the scopes an item opened or ended
        self.index = 0

    def end(self) -> list[dict[str, Any]]:
        """The stream has ended: a fatal verdict for each instance still open of a scope that
        must close, in the order of the scopes and of their opening."""
        out = []
        for scope in self.stream.scopes:
            if scope.must_occur and scope.name not in self.occurred:
                reason = m.STREAM_REASONS["occur"].format(scope=scope.name, key="", field="")
                out.append(verdict(self.index, f"occur:{scope.name}", None, reason))
            for k in self.open[scope.name] if scope.must_close else ():
                shown = f" '{k}'" if scope.key else ""
                reason = m.STREAM_REASONS["end"].format(scope=scope.name, key=shown, field="")
                out.append(verdict(self.index, f"end:{scope.name}", None, reason))
        return out

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
        tolerated = self._tolerated(variant, raw)
        if rule is None:
            self._end_lanes(variant.name, None)
            return verdict(index) if tolerated is None else _warning(index, tolerated)
        warned: _Broken | None = None
        for broken in self._broken(rule, item):
            if broken.check not in rule.warn:
                return verdict(index, f"{broken.check}:{broken.name}", broken.path, broken.reason)
            warned = warned or broken
        self._end_lanes(variant.name, rule.continues)
        self._apply(rule, item)
        warned = warned or tolerated  # a warned order rule is named first
        return verdict(index) if warned is None else _warning(index, warned)

    def _tolerated(self, variant: Variant, raw: Any) -> _Broken | None:
        """The first field of the item that was sent as a null its spec tolerates (`null:
        tolerated`): the item accepts it as missing; the verdict warns (``tolerated:null``)."""
        for f in variant.fields if isinstance(raw, dict) else ():
            if f.null_is_tolerated and f.name in raw and raw[f.name] is None:
                where = f"{self.p.envelope.item}.{f.name}"
                return _Broken("tolerated", "null", where, m.STREAM_REASONS["tolerated"])
        return None

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
        if rule.opens and self.stream.scope(rule.opens).record is not None:
            out += self._opener_owner(rule.opens, item)
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
        for match in rule.matches:
            out += self._match(match, item)
        return out

    def _disagree(self, name: str, key: str | None, entry: dict[str, Any], values: dict[str, Any]) -> list[_Broken]:
        """The fields of ``values`` that differ from a record's (or scope's) ``entry`` (``key``
        None: a record's one entry, which the reason does not name)."""
        shown = "" if key is None else f" '{key}'"
        return [
            _Broken("agree", name, f, m.STREAM_REASONS["agree"].format(scope=name, key=shown, field=f))
            for f, v in values.items()
            if f in entry and v != entry[f]
        ]

    def _parent(self, scope: str, item: dict[str, Any]) -> tuple[str, str, dict[str, Any]] | None:
        """The record entry an opener's ``inherits`` field names: (record, key, values)."""
        for field, record in self.stream.scope(scope).inherits:
            if field in item and str(item[field]) in self.records[record]:
                return record, str(item[field]), self.records[record][str(item[field])]
        return None

    def _opener_owner(self, scope: str, item: dict[str, Any]) -> list[_Broken]:
        """An opener of a recorded scope must not contradict the parent it inherits from, nor
        (its own values or, without them, the parent's) the values its key established."""
        fields = self.stream.record(self.stream.scope(scope).record or "").fields
        carried = {f: item[f] for f in fields if f in item}
        parent, out = self._parent(scope, item), []
        if parent is not None:
            out += self._disagree(parent[0], parent[1], parent[2], carried)
            carried = {f: carried.get(f, parent[2].get(f)) for f in fields}
        established = self.records[self.stream.scope(scope).record or ""].get(self._key(scope, item))
        return out + self._disagree(scope, self._key(scope, item), established or {}, carried)

    def _match(self, match: Match, item: dict[str, Any]) -> list[_Broken]:
        if not all(_holds(item, f, values) for f, values in match.when):
            return []
        if match.key is not None and match.key not in item:
            return []
        key = "" if match.key is None else str(item[match.key])
        for name in match.records:
            if key in self.records[name]:
                fields = self.stream.record(name).fields
                carried = {f: item[f] for f in fields if f in item}
                return self._disagree(name, None if match.key is None else key, self.records[name][key], carried)
        return []

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
                    close(self.stream, self.open, self.seen, lane.name, k, self.records)

    def _apply(self, rule: StreamRule, item: dict[str, Any]) -> None:
        if rule.continues:
            lane, target = self.stream.scope(rule.continues), self._lane_target(rule.continues, item)
            if target is not None and target not in self.open[lane.name]:  # another instance: it opens
                for k in list(self.open[lane.name]):
                    close(self.stream, self.open, self.seen, lane.name, k, self.records)
                self.open[lane.name][target] = {f: item.get(f) for f in lane.agree}
                if lane.name in self.seen:
                    self.seen[lane.name].add(target)
        if rule.opens:
            name, scope = self._key(rule.opens, item), self.stream.scope(rule.opens)
            values = {f: item.get(f) for f in scope.agree}
            if scope.record is not None:  # the established values, or these (the parent's)
                parent, book = self._parent(rule.opens, item), self.records[scope.record]
                fields = self.stream.record(scope.record).fields
                inherited = {f: item.get(f) if f in item or parent is None else parent[2].get(f) for f in fields}
                values |= book.setdefault(name, inherited)
            self.open[rule.opens].setdefault(name, values)
            if rule.opens in self.seen:
                self.seen[rule.opens].add(name)
        self.occurred.update(s for s in (rule.opens, rule.ends) if s)
        for ended in (rule.closes, rule.ends):
            if ended:
                close(self.stream, self.open, self.seen, ended, self._key(ended, item), self.records)
        for establish in rule.establishes:
            self._establish(establish, item)

    def _establish(self, establish: Establish, item: dict[str, Any]) -> None:
        """Set a record's entries from the item, or from each element of its ``each`` list."""
        fields = self.stream.record(establish.record).fields
        for chain in _elements(item, establish.each):
            element = chain[-1]
            key = "" if establish.key is None else element.get(establish.key)
            if not isinstance(key, str):
                continue
            if not all(_holds(element, f, v) for f, v in establish.when):
                continue
            if any(_holds(element, f, v) for f, v in establish.unless):
                continue
            book = self.records[establish.record]
            if establish.replace or key not in book:
                book[key] = {f: next((e[f] for e in reversed(chain) if f in e), None) for f in fields}

    def _key(self, scope: str, item: dict[str, Any]) -> str:
        s = self.stream.scope(scope)
        if s.key is None:
            return ""
        if s.key_by:  # several fields: their values as JSON text, an absent one null
            return json.dumps([item.get(f) for f in (*s.key_by, s.key)], ensure_ascii=False, separators=(",", ":"))
        return str(item[s.key])


def _holds(element: dict[str, Any], field: str, values: tuple[object, ...]) -> bool:
    """The element carries the field with one of the values (a JSON kind apart: False is not 0)."""
    v = element.get(field, _holds)
    return any(type(v) is type(x) and v == x for x in values)


def _elements(item: dict[str, Any], each: tuple[str, ...]) -> list[list[dict[str, Any]]]:
    """The item (``each`` empty), or each object the dotted path ``each`` reaches, through objects
    and lists (every element of a list, an object as itself): each as its chain of enclosing
    elements, outermost first (the item itself left out)."""
    if not each:
        return [[item]]
    chains: list[list[dict[str, Any]]] = [[]]
    for name in each:
        chains = [
            chain + [e]
            for chain in chains
            for e in _list((chain[-1] if chain else item).get(name))
            if isinstance(e, dict)
        ]
    return chains


def _list(value: Any) -> list[Any]:
    """The elements a path step reaches: a list's, or an object as the one element."""
    return value if isinstance(value, list) else [value] if isinstance(value, dict) else []


def close(
    stream: Stream,
    open_: dict[str, dict[str, dict[str, Any]]],
    seen: dict[str, set[str]],
    name: str,
    key: str,
    records: dict[str, dict[str, dict[str, Any]]] | None = None,
) -> None:
    """Close an open instance, and with it every instance of the scopes within its scope
    (forgetting their keys, and the records within it); an instance that is not open closes
    nothing."""
    if open_[name].pop(key, None) is None:
        return
    for inner in stream.scopes:
        if inner.within == name:
            for k in list(open_[inner.name]):
                close(stream, open_, seen, inner.name, k, records)
            seen.get(inner.name, set()).clear()
    for record in stream.records:
        if record.within == name and records is not None:
            records[record.name].clear()
