"""Stream cases, derived from a protocol's stream rules (generator/model/stream.py): for every
item type, its rule's context opened first, then the item; the item alone; and each rule broken
once (opened twice, closed unopened, sent while a scope that must be closed is open), plus an
item the protocol refuses. The expected verdicts come from the reference interpreter
(generator/model/reference_stream.py), never from generated code; tests/test_stream.py runs
them through both languages' stream validators."""

from __future__ import annotations

from typing import Any

from generator.model.protocol import Protocol
from generator.model.reference_stream import StreamState
from tests.conformance.cases import sample_item

Events = list[dict[str, Any]]


def _event(p: Protocol, name: str) -> dict[str, Any]:
    stream = p.stream
    assert stream is not None
    variant = next(v for v in p.variants if v.name == name)
    item = sample_item(p, variant, False)
    for scope in stream.scopes:  # one instance of each keyed scope: the same key everywhere
        if scope.key is not None and scope.key in item:
            item[scope.key] = f"{scope.name}-1"
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
        needs = set(rule.inside) | ({rule.closes} if rule.closes else set())
        context = _context(p, needs)
        cases[f"{v.name}/in-order"] = [*context, event]
        cases[f"{v.name}/alone"] = [event]
        if rule.opens:
            cases[f"{v.name}/opens-twice"] = [*context, event, event]
        if rule.closes:
            cases[f"{v.name}/closes-unopened"] = [*_context(p, set(rule.inside)), event]
        for scope in rule.closed:  # the context opens the scope, then the item comes
            if _first(p, "opens", scope) is not None:
                cases[f"{v.name}/with-{scope}-open"] = [*_context(p, needs | {scope}), event]
    first = p.variants[0]
    cases["invalid-item"] = [{**_event(p, first.name), p.envelope.discriminator.field: "no-such-type"}]  # type: ignore[union-attr]
    return cases


def expected(p: Protocol, events: Events) -> list[dict[str, Any]]:
    state = StreamState(p)
    return [state.feed(e) for e in events]
