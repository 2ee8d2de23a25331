"""A protocol's stream rules (generator/model/stream.py) in words, for the doc's "Stream rules"
section: one line per scope, one per item type with the rule in force for it."""

from __future__ import annotations

from generator.model.protocol import Protocol
from generator.model.stream import StreamRule, StreamScope


def _codes(names: tuple[str, ...] | list[str], joiner: str = ", ") -> str:
    return joiner.join(f"`{n}`" for n in names)


def doc_stream_scope(s: StreamScope, p: Protocol) -> str:
    """``message``: "one per `messageId`, within `run`; keeps `subagentRunId`"."""
    if s.lane:
        passing = [f"`{v.wire}`" for v in p.variants if v.name in s.passes]
        parts = [f"a lane: one `{s.key}` open at a time, continued by the items that continue it"]
        parts += [f"ended by any other item but {', '.join(passing)}" if passing else "ended by any other item"]
        parts += [f"the item that opens one carries {_codes(s.first, ' and ')}"] if s.first else []
    else:
        parts = [f"one per {_codes((*s.key_by, s.key), ' and ')}" if s.key else "one at a time"]
    parts += [f"closed with its `{s.within}`"] if s.within else []
    parts += [f"keeps its owner in record `{s.record}` after it closes"] if s.record else []
    parts += [f"inherits the owner of the `{r}` its `{f}` names" for f, r in s.inherits]
    parts += ["reported if still open when the stream ends"] if s.must_close else []
    parts += ["reported if the stream ends without one"] if s.must_occur else []
    parts += [f"an item naming it must agree on {_codes(s.agree)}"] if s.agree else []
    parts += [f"opened once per `{s.within}`" if s.within else "opened once"] if s.once else []
    return "; ".join(parts)


def doc_stream_rule(rule: StreamRule | None) -> str:
    """The rule in force for an item type, as checks then effects."""
    if rule is None:
        return "anywhere"
    parts = [f"inside an open {_codes(rule.inside, ' and ')}"] if rule.inside else []
    parts += [f"when no {_codes(rule.closed, ' or ')} is open"] if rule.closed else []
    parts += [f"`{field}`, if sent, names a {_codes(scopes, ' or ')} opened before" for field, scopes in rule.known]
    parts += [f"opens its `{rule.opens}`"] if rule.opens else []
    parts += [f"closes its open `{rule.closes}`"] if rule.closes else []
    parts += [f"ends its `{rule.ends}` if open"] if rule.ends else []
    parts += [f"continues the open `{rule.continues}`, or opens the one it names"] if rule.continues else []
    parts += [f"must agree with the `{' or '.join(m.records)}` record its `{m.key}` names" for m in rule.matches]
    parts += [
        f"sets record `{e.record}` for {'each `' + '.'.join(e.each) + '` entry' if e.each else 'the item'}"
        for e in rule.establishes
    ]
    parts += [f"only a warning if {_codes(rule.warn, ' or ')} fails"] if rule.warn else []
    return "; ".join(parts) or "anywhere"


def doc_stream_rows(p: Protocol) -> list[tuple[str, str]]:
    """(item tag, its rule in words) for every item type, in the spec's order."""
    assert p.stream is not None
    return [(v.wire, doc_stream_rule(p.stream.rule_for(v.name))) for v in p.variants]
