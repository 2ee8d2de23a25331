"""Stream cases of the owner rules (records, ``inherits``, ``establishes``, ``matches``, a key
of several fields), derived from a protocol's stream rules as tests/conformance/streams.py
derives the others: an entity reopened under another owner and without one, a child opened
under its parent's owner, another one, or none, an owner established by an item and then
contradicted (by one of its own fields, or by each element of a list it holds, `each`, as
RUN_STARTED's `input.messages` do), an item matched against the record it names, and two owners
keeping an instance of the same name each. Expected verdicts come from the reference interpreter."""

from __future__ import annotations

import copy
from typing import Any

from generator.model.protocol import Protocol
from tests.conformance.cases import sample_item

Events = list[dict[str, Any]]


def _rule_of(p: Protocol, verb: str, scope: str) -> str | None:
    assert p.stream is not None
    return next((v.name for v in p.variants if (r := p.stream.rule_for(v.name)) and getattr(r, verb) == scope), None)


def _inside(p: Protocol, scope: str) -> str | None:
    """A variant whose rule needs ``scope`` open (a continuation)."""
    assert p.stream is not None
    return next((v.name for v in p.variants if (r := p.stream.rule_for(v.name)) and scope in r.inside), None)


def _opener_of_record(p: Protocol, record: str) -> str | None:
    """A variant whose rule opens a scope keeping ``record``."""
    assert p.stream is not None
    return next((_rule_of(p, "opens", s.name) for s in p.stream.scopes if s.record == record), None)


def owner_cases(p: Protocol, name: str, event: dict[str, Any], context: Events) -> dict[str, Events]:
    from tests.conformance.streams import _event  # one sample event per variant, as there

    stream = p.stream
    assert stream is not None
    rule = stream.rule_for(name)
    assert rule is not None
    cases: dict[str, Events] = {}
    scope = stream.scope(rule.opens) if rule.opens else None
    if scope is not None and scope.record is not None:
        closer = _rule_of(p, "closes", scope.name)
        key = scope.key or ""
        for f in stream.record(scope.record).fields:
            mine = {**event, f: "owner-a"}
            bare = {k: v for k, v in event.items() if k != f}
            shut = {**_event(p, closer), key: event[key], f: "owner-a"} if closer else None
            if shut is not None:
                cases[f"{name}/reopens-under-another-{f}"] = [*context, mine, shut, {**event, f: "owner-b"}]
                cases[f"{name}/reopens-without-{f}"] = [*context, mine, shut, bare, shut]
        for field, record in scope.inherits:
            parent = _opener_of_record(p, record)
            if parent is None:
                continue
            parent_scope = stream.scope(stream.rule_for(parent).opens or "")  # type: ignore[union-attr]
            opened = {**_event(p, parent), parent_scope.key or "": "parent 1"}
            for f in stream.record(record).fields:
                child = {**event, field: "parent 1"}
                cases[f"{name}/inherits-{field}-other-{f}"] = [
                    *context,
                    {**opened, f: "owner-a"},
                    {**child, f: "owner-b"},
                ]
                untagged = {k: v for k, v in child.items() if k != f}
                after = _inside(p, scope.name)  # a continuation tagged with the inherited owner
                then = [{**_event(p, after), key: event[key], f: "owner-a"}] if after else []
                cases[f"{name}/inherits-{field}-{f}"] = [*context, {**opened, f: "owner-a"}, untagged, *then]
    for i, establish in enumerate(rule.establishes):
        opener = _opener_of_record(p, establish.record)
        if opener is None or establish.key is None:
            continue
        target = stream.scope(stream.rule_for(opener).opens or "")  # type: ignore[union-attr]
        for f in stream.record(establish.record).fields:
            set_ = _establishing(p, name, event, establish, f)
            if set_ is None:
                continue
            reopen = {**_event(p, opener), target.key or "": "established 1"}
            cases[f"{name}/establishes-{i}-then-other-{f}"] = [*context, set_, {**reopen, f: "owner-b"}]
            cases[f"{name}/establishes-{i}-then-same-{f}"] = [*context, set_, {**reopen, f: "owner-a"}]
    for i, match in enumerate(rule.matches):
        selected = {**event, **{f: values[0] for f, values in match.when}}
        for record in match.records:
            opener = _opener_of_record(p, record)
            if opener is None:
                continue
            target = stream.scope(stream.rule_for(opener).opens or "")  # type: ignore[union-attr]
            for f in stream.record(record).fields:
                opened = {**_event(p, opener), target.key or "": "matched 1", f: "owner-a"}
                named = {**selected, **({match.key: "matched 1"} if match.key else {})}
                cases[f"{name}/matches-{i}-{record}-other-{f}"] = [*context, opened, {**named, f: "owner-b"}]
                cases[f"{name}/matches-{i}-{record}-same-{f}"] = [*context, opened, {**named, f: "owner-a"}]
    for i, match in enumerate(m for m in rule.matches if m.key is None):  # a record's one entry
        cases.update(_one_entry_cases(p, name, event, context, i, match.records[0]))
    if scope is not None and scope.key_by:
        first = {**event, **{f: "owner-a" for f in scope.key_by}}
        other = {**event, **{f: "owner-b" for f in scope.key_by}}
        closer = _rule_of(p, "closes", scope.name)
        cases[f"{name}/keyed-apart-by-{'-'.join(scope.key_by)}"] = [*context, first, other]
        if closer is not None:
            shut = {**_event(p, closer), scope.key or "": event[scope.key or ""]}
            untagged = {k: v for k, v in shut.items() if k not in scope.key_by}
            cases[f"{name}/closed-by-another-owner"] = [
                *context,
                first,
                untagged,
                {**shut, **{f: "owner-a" for f in scope.key_by}},
            ]
    return cases


def _one_entry_cases(
    p: Protocol, name: str, event: dict[str, Any], context: Events, i: int, record: str
) -> dict[str, Events]:
    """An item matched against a record's one entry: the item that establishes it (in the
    context, or before the item) with one value, the item with another; when the item
    establishes it itself (a second run on another thread), the scope it opens is closed
    between the two."""
    from tests.conformance.streams import _event

    stream = p.stream
    assert stream is not None
    tag = p.envelope.discriminator.field  # type: ignore[union-attr]
    setter = next(
        (v.name for v in p.variants if any(e.record == record and e.key is None for e in _rule(p, v.name).establishes)),
        None,
    )
    if setter is None:
        return {}
    cases: dict[str, Events] = {}
    for f in stream.record(record).fields:
        first = {**_event(p, setter), f: "owner-a"}
        if setter == name:
            opens = _rule(p, name).opens
            closer = _rule_of(p, "closes", opens) if opens else None
            between = [_event(p, closer)] if closer else []
            before = [*context, first, *between]
        else:
            kept = [e for e in context if e[tag] != first[tag]]
            before = [first, *kept] if len(kept) < len(context) else [*context, first]
        cases[f"{name}/matches-one-{record}-other-{f}"] = [*before, {**event, f: "owner-b"}]
        cases[f"{name}/matches-one-{record}-same-{f}"] = [*before, {**event, f: "owner-a"}]
    return cases


def _establishing(p: Protocol, name: str, event: dict[str, Any], establish: Any, f: str) -> dict[str, Any] | None:
    """The item with the entry `established 1` owned by `owner-a`: in its own fields, or (`each`)
    in the first object the path reaches in the full sample, if that one is selected by the
    establish's `when`/`unless` (None otherwise)."""
    if not establish.each:
        return {**event, establish.key: "established 1", f: "owner-a"}
    variant = next(v for v in p.variants if v.name == name)
    item = {**copy.deepcopy(sample_item(p, variant, True)), **event}
    node: Any = item
    for step in establish.each:
        node = node.get(step) if isinstance(node, dict) else None
        node = node[0] if isinstance(node, list) and node else node
    if not isinstance(node, dict):
        return None
    selected: dict[str, Any] = node
    if not all(selected.get(w, _holds) in vs for w, vs in establish.when):
        return None
    if any(selected.get(u, _holds) in vs for u, vs in establish.unless):
        return None
    node.update({establish.key: "established 1", f: "owner-a"})
    return item


_holds = object()  # a field the element lacks: in no list of values


def _rule(p: Protocol, name: str) -> Any:
    assert p.stream is not None
    return p.stream.rule_for(name)
