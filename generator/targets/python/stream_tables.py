"""The stream rules (spec `stream`) as the tuples the Python runtime reads
(``_runtime_stream.py``: ``Scope``, ``Rule``, ``Record``); the module template prints them
as the package's ``_STREAM_*`` tables. Registered as filters with the target's names."""

from __future__ import annotations

from typing import Any

from generator.model.protocol import Protocol


def py_stream_rule(rule: Any) -> str:
    """A stream rule as the runtime's tuple: (inside, closed, opens, closes, ends, known, warn,
    continues, establishes, matches)."""
    if rule is None:
        return "None"
    parts = (tuple(rule.inside), tuple(rule.closed), rule.opens, rule.closes, rule.ends, rule.known, rule.warn)
    establishes = tuple((e.record, e.key, e.each, e.replace, e.when, e.unless) for e in rule.establishes)
    matches = tuple((m.records, m.key, m.when) for m in rule.matches)
    return repr((*parts, rule.continues, establishes, matches))


def py_stream_scope(scope: Any, p: Protocol) -> str:
    """A stream scope as the runtime's tuple: (key field, within, agree fields, once, lane, the
    tags a lane lets pass, first fields, fields keying it before the key, record, inherits,
    must close, must occur)."""
    passes = sorted(v.wire for v in p.variants if v.name in scope.passes)
    lane = f"frozenset({passes!r})" if passes else "frozenset()"
    head = repr((scope.key, scope.within, tuple(scope.agree), scope.once, scope.lane))[:-1]
    owners = repr((scope.key_by, scope.record, scope.inherits, scope.must_close, scope.must_occur))[1:-1]
    return f"{head}, {lane}, {tuple(scope.first)!r}, {owners})"


def py_stream_tolerated(p: Protocol) -> str:
    """By item tag, the fields whose null a stream validator tolerates with a warning."""
    by_tag = {v.wire: tuple(f.name for f in v.fields if f.null_is_tolerated) for v in p.variants}
    return repr({tag: names for tag, names in by_tag.items() if names})


def py_stream_records(p: Protocol) -> str:
    """A protocol's stream records as the runtime's dict: name -> (within, fields)."""
    assert p.stream is not None
    return repr({r.name: (r.within, r.fields) for r in p.stream.records})
