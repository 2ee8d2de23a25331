"""A protocol's stream rules (generator/model/stream.py) as the TypeScript literals the stream
runtime takes (runtime_stream.ts: ``StreamScope``, ``StreamRule``); the module template writes
them into ``STREAM_SCOPES`` and ``STREAM_RULES``."""

from __future__ import annotations

import json

from generator.model.protocol import Protocol
from generator.model.stream import StreamRule, StreamScope
from generator.targets.typescript.names import ts_string


def ts_stream_rule(rule: StreamRule | None) -> str:
    """A stream rule as the runtime's tuple: [inside, closed, opens, closes, ends, known, warn,
    continues, establishes, matches]."""
    if rule is None:
        return "null"

    def scope(name: str | None) -> str:
        return "null" if name is None else ts_string(name)

    def strings(names: tuple[str, ...]) -> str:
        return f"[{', '.join(ts_string(s) for s in names)}]"

    known = f"[{', '.join(f'[{ts_string(field)}, {strings(names)}]' for field, names in rule.known)}]"
    parts = [strings(rule.inside), strings(rule.closed), scope(rule.opens), scope(rule.closes), scope(rule.ends)]
    establishes = ", ".join(
        f"[{ts_string(e.record)}, {scope(e.key)}, {strings(e.each)}, {_bool(e.replace)}, {_condition(e.when)},"
        f" {_condition(e.unless)}]"
        for e in rule.establishes
    )
    matches = ", ".join(f"[{strings(m.records)}, {scope(m.key)}, {_condition(m.when)}]" for m in rule.matches)
    tail = [known, strings(rule.warn), scope(rule.continues), f"[{establishes}]", f"[{matches}]"]
    return f"[{', '.join([*parts, *tail])}]"


def _bool(flag: bool) -> str:
    return "true" if flag else "false"


def _condition(condition: tuple[tuple[str, tuple[object, ...]], ...]) -> str:
    """field -> values, as [[field, [values]], …] (a spec's strings, booleans and numbers)."""

    def value(v: object) -> str:
        return ts_string(v) if isinstance(v, str) else json.dumps(v)

    rows = (f"[{ts_string(f)}, [{', '.join(value(v) for v in values)}]]" for f, values in condition)
    return f"[{', '.join(rows)}]"


def ts_stream_tolerated(p: Protocol) -> str:
    """By item tag, the fields whose null a stream validator tolerates with a warning."""
    rows = []
    for v in p.variants:
        names = [ts_string(f.name) for f in v.fields if f.null_is_tolerated]
        rows += [f"[{ts_string(v.wire)}, [{', '.join(names)}]]"] if names else []
    return f"new Map<string, readonly string[]>([{', '.join(rows)}])"


def ts_stream_records(p: Protocol) -> str:
    """A protocol's stream records as the runtime's map: name -> [within, fields]."""
    assert p.stream is not None
    rows = ", ".join(
        f"[{ts_string(r.name)}, [{'null' if r.within is None else ts_string(r.within)}, [{', '.join(ts_string(f) for f in r.fields)}]]]"
        for r in p.stream.records
    )
    return f"new Map<string, StreamRecord>([{rows}])"


def ts_stream_scope(s: StreamScope, p: Protocol) -> str:
    """A stream scope as the runtime's tuple: [key field, within, agree fields, once, lane, the
    tags a lane lets pass, first fields, fields keying it before the key, record, inherits,
    must close, must occur]."""
    key, within = ("null" if v is None else ts_string(v) for v in (s.key, s.within))
    agree = ", ".join(ts_string(f) for f in s.agree)
    passes = ", ".join(ts_string(v.wire) for v in p.variants if v.name in s.passes)
    first = ", ".join(ts_string(f) for f in s.first)
    flags = f"{_bool(s.once)}, {_bool(s.lane)}"
    key_by = ", ".join(ts_string(f) for f in s.key_by)
    record = "null" if s.record is None else ts_string(s.record)
    inherits = ", ".join(f"[{ts_string(f)}, {ts_string(r)}]" for f, r in s.inherits)
    owners = f"[{key_by}], {record}, [{inherits}], {_bool(s.must_close)}, {_bool(s.must_occur)}"
    return f"[{key}, {within}, [{agree}], {flags}, new Set([{passes}]), [{first}], {owners}]"
