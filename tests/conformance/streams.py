"""Stream cases, derived from a protocol's stream rules (generator/model/stream.py): for every
item type, its rule's context opened first, then the item; the item alone; and each rule broken
once (opened twice, opened again after closing, closed unopened, sent while a scope that must be
closed is open, contradicting what an instance was opened with, naming an instance never
opened, and the same names opened first), plus an item the protocol refuses. The expected verdicts come from the reference interpreter
(generator/model/reference_stream.py), never from generated code; tests/test_stream.py runs
them through both languages' stream validators."""

from __future__ import annotations

from typing import Any

from generator.model import EnumType, Field
from generator.model.protocol import Protocol
from generator.model.reference_stream import StreamState
from tests.conformance.cases import sample_item
from tests.conformance.stream_owners import owner_cases

Events = list[dict[str, Any]]


def instance(scope: str, n: int) -> str:
    """The key of a scope's instance ``n``; it holds a reason's slot, ``{field}``, so a reason
    built by substituting one slot after another shows it changed."""
    return f"{scope} {{field}} {n}"


def _event(p: Protocol, name: str) -> dict[str, Any]:
    stream = p.stream
    assert stream is not None
    variant = next(v for v in p.variants if v.name == name)
    item = sample_item(p, variant, False)
    rule = stream.rule_for(name)
    if rule is not None and rule.continues is not None:  # the first of a lane names it and more
        lane = stream.scope(rule.continues)
        fields = {f.name: f for f in variant.fields}
        item.update({f: _values(fields[f])[0] for f in (lane.key, *lane.first) if f is not None})
    named: set[str] = set()
    for scope in stream.scopes:  # one instance of each keyed scope: the same key everywhere
        if scope.key is not None and scope.key in item and scope.key not in named:
            item[scope.key] = instance(scope.name, 1)  # (the first scope keyed by a field names it)
            named.add(scope.key)
    return item


def _first(p: Protocol, verb: str, scope: str) -> str | None:
    assert p.stream is not None
    for v in p.variants:
        rule = p.stream.rule_for(v.name)
        if rule is not None and getattr(rule, verb) == scope:
            return v.name
    return None


def _context(p: Protocol, scopes: set[str]) -> Events:
    """Events opening ``scopes`` and the scopes they sit within, outermost first."""
    assert p.stream is not None
    needed: list[str] = []
    for scope in p.stream.scopes:  # declaration order puts a scope after the one it is within
        if scope.name in scopes or any(p.stream.scope(s).within == scope.name for s in scopes):
            needed.append(scope.name)
    out = []
    for name in needed:
        opener = _first(p, "opens", name)
        if opener is not None:
            out.append(_event(p, opener))
    return out


def stream_cases(p: Protocol) -> dict[str, Events]:
    stream = p.stream
    assert stream is not None
    cases: dict[str, Events] = {}
    for v in p.variants:
        rule = stream.rule_for(v.name)
        if rule is None:
            continue
        event = _event(p, v.name)
        needs = set(rule.inside) | {s for s in (rule.closes, rule.ends) if s}
        context = _context(p, needs)
        cases[f"{v.name}/in-order"] = [*context, event]
        cases[f"{v.name}/alone"] = [event]
        if rule.opens:
            cases[f"{v.name}/opens-twice"] = [*context, event, event]
            key = stream.scope(rule.opens).key
            if key is not None:  # two instances open at once
                cases[f"{v.name}/opens-another"] = [*context, event, {**event, key: instance(rule.opens, 2)}]
        if rule.closes:
            cases[f"{v.name}/closes-unopened"] = [*_context(p, set(rule.inside)), event]
        for scope in rule.closed:  # the context opens the scope, then the item comes
            if _first(p, "opens", scope) is not None:
                cases[f"{v.name}/with-{scope}-open"] = [*_context(p, needs | {scope}), event]
        cases.update(_once_cases(p, v.name, event, context))
        cases.update(_agree_cases(p, v.name, event, context))
        cases.update(_known_cases(p, v.name, event, context))
        cases.update(_lane_cases(p, v.name, event, context))
        cases.update(owner_cases(p, v.name, event, context))
        for f in v.fields:  # a null the spec tolerates: a warning, the item taking effect
            if f.null_is_tolerated:
                cases[f"{v.name}/null-tolerated-{f.name}"] = [*context, {**event, f.name: None}, event]
    if stream.must_occur:  # the end of a stream in which nothing happened
        cases["empty"] = []
    first = p.variants[0]
    cases["invalid-item"] = [{**_event(p, first.name), p.envelope.discriminator.field: "no-such-type"}]  # type: ignore[union-attr]
    return cases


def _once_cases(p: Protocol, name: str, event: dict[str, Any], context: Events) -> dict[str, Events]:
    """An item opening a `once` scope, its instance closed, then opened again."""
    assert p.stream is not None
    rule = p.stream.rule_for(name)
    assert rule is not None
    closer = _first(p, "closes", rule.opens) if rule.opens else None
    if rule.opens is None or not p.stream.scope(rule.opens).once or closer is None:
        return {}
    cases = {f"{name}/opens-again": [*context, event, _event(p, closer), event]}
    within = p.stream.scope(rule.opens).within
    ender = (_first(p, "ends", within) or _first(p, "closes", within)) if within else None
    if ender is not None:  # a new instance of the scope it is within forgets it
        cases[f"{name}/opens-again-within-another-{within}"] = [*context, event, _event(p, ender), *context, event]
    return cases


def _values(field: Field) -> tuple[Any, Any]:
    """Two different values the field takes."""
    if isinstance(field.type, EnumType):
        values = field.type.enum.values
        return (values[0], values[1]) if len(values) > 1 else (values[0], values[0])
    return ("one", "other")


def _agree_cases(p: Protocol, name: str, event: dict[str, Any], context: Events) -> dict[str, Events]:
    """For each open instance the item names whose scope agrees on a field the item has: the
    instance opened with one value, the item with another, and the item without the field."""
    stream = p.stream
    assert stream is not None
    rule = stream.rule_for(name)
    assert rule is not None
    variant = next(v for v in p.variants if v.name == name)
    cases: dict[str, Events] = {}
    for scope in dict.fromkeys(s for s in (*rule.inside, rule.closes, rule.ends) if s):
        opener = _first(p, "opens", scope)
        for field in stream.scope(scope).agree if opener else ():
            mine = next((f for f in variant.fields if f.name == field), None)
            if mine is None or opener is None:
                continue
            before, after = _values(mine)
            tag = p.envelope.discriminator.field  # type: ignore[union-attr]
            opened = [{**e, field: before} if e[tag] == _event(p, opener)[tag] else e for e in context]
            cases[f"{name}/disagrees-on-{field}"] = [*opened, {**event, field: after}]
            cases[f"{name}/without-{field}"] = [*opened, {k: v for k, v in event.items() if k != field}]
    return cases


def _known_cases(p: Protocol, name: str, event: dict[str, Any], context: Events) -> dict[str, Events]:
    """For each `known` field: naming an instance never opened, and one opened after the context
    (another instance than the item's own: instance 0)."""
    assert p.stream is not None
    rule = p.stream.rule_for(name)
    assert rule is not None
    cases: dict[str, Events] = {}
    for field, scopes in rule.known:
        cases[f"{name}/{field}-unknown"] = [*context, {**event, field: "never-opened"}]
        for scope in scopes:
            opener = _first(p, "opens", scope)
            key = p.stream.scope(scope).key
            if opener is not None and key is not None:
                other = {**_event(p, opener), key: instance(scope, 0)}
                cases[f"{name}/{field}-names-{scope}"] = [*context, other, {**event, field: instance(scope, 0)}]
    return cases


def _lane_cases(p: Protocol, name: str, event: dict[str, Any], context: Events) -> dict[str, Events]:
    """For an item continuing a lane: opened (its key and every `first` field) then continued
    without the key; continuing nothing; opening without a `first` field; a second instance
    taking over; the lane closed by another item, or passed over by one it lets pass; and the
    continuation contradicting an `agree` field."""
    stream = p.stream
    assert stream is not None
    rule = stream.rule_for(name)
    assert rule is not None
    if rule.continues is None:
        return {}
    lane = stream.scope(rule.continues)
    assert lane.key is not None
    variant = next(v for v in p.variants if v.name == name)
    fields = {f.name: f for f in variant.fields}
    opener = event  # it carries the lane's key and `first` fields (_event)
    tag = p.envelope.discriminator.field  # type: ignore[union-attr]
    bare = {k: v for k, v in event.items() if k != lane.key and k not in lane.first}
    cases = {
        f"{name}/continues": [*context, opener, bare],
        f"{name}/continues-nothing": [*context, bare],
        f"{name}/another-takes-over": [*context, opener, {**opener, lane.key: instance(lane.name, 2)}, bare],
        # an item the protocol refuses changes nothing: the lane stays open
        f"{name}/kept-past-a-refused-item": [*context, opener, {**bare, tag: "no-such-type"}, bare],
    }
    for f in lane.first:
        if not fields[f].required:
            cases[f"{name}/first-without-{f}"] = [*context, {k: v for k, v in opener.items() if k != f}]
    for f in lane.agree:
        before, after = _values(fields[f])
        if before != after:
            cases[f"{name}/disagrees-on-{f}"] = [*context, {**opener, f: before}, {**bare, f: after}]
    opened = set(rule.inside) | {stream.scope(n).within for n in rule.inside} - {None}
    for other in p.variants:  # one item the lane lets pass and one it does not, each fit here
        r = stream.rule_for(other.name)
        if other.name == name or r is None or r.opens or r.closes or r.ends or r.continues or r.closed:
            continue
        if set(r.inside) <= opened:
            mark = "passes" if other.name in lane.passes else "closed-by"
            if not any(k.startswith(f"{name}/{mark}-") for k in cases):
                cases[f"{name}/{mark}-{other.name}"] = [*context, opener, _event(p, other.name), bare]
    return cases


def fed(p: Protocol, events: Events) -> list[dict[str, Any]]:
    """Each event's verdict, the stream not ended."""
    state = StreamState(p)
    return [state.feed(e) for e in events]


def expected(p: Protocol, events: Events) -> list[dict[str, Any]]:
    """Each event's verdict, then what the end of the stream reports (``end()``)."""
    state = StreamState(p)
    return [state.feed(e) for e in events] + state.end()
