"""A protocol's stream rules (generator/model/stream.py) as the TypeScript literals the stream
runtime takes (runtime_stream.ts: ``StreamScope``, ``StreamRule``); the module template writes
them into ``STREAM_SCOPES`` and ``STREAM_RULES``."""

from __future__ import annotations

from generator.model.protocol import Protocol
from generator.model.stream import StreamRule, StreamScope
from generator.targets.typescript.names import ts_string


def ts_stream_rule(rule: StreamRule | None) -> str:
    """A stream rule as the runtime's tuple: [inside, closed, opens, closes, ends, known, warn,
    continues]."""
    if rule is None:
        return "null"

    def scope(name: str | None) -> str:
        return "null" if name is None else ts_string(name)

    def strings(names: tuple[str, ...]) -> str:
        return f"[{', '.join(ts_string(s) for s in names)}]"

    known = f"[{', '.join(f'[{ts_string(field)}, {strings(names)}]' for field, names in rule.known)}]"
    parts = [strings(rule.inside), strings(rule.closed), scope(rule.opens), scope(rule.closes), scope(rule.ends)]
    return f"[{', '.join([*parts, known, strings(rule.warn), scope(rule.continues)])}]"


def ts_stream_scope(s: StreamScope, p: Protocol) -> str:
    """A stream scope as the runtime's tuple: [key field, within, agree fields, once, lane, the
    tags a lane lets pass, first fields]."""
    key, within = ("null" if v is None else ts_string(v) for v in (s.key, s.within))
    agree = ", ".join(ts_string(f) for f in s.agree)
    passes = ", ".join(ts_string(v.wire) for v in p.variants if v.name in s.passes)
    first = ", ".join(ts_string(f) for f in s.first)
    flags = f"{'true' if s.once else 'false'}, {'true' if s.lane else 'false'}"
    return f"[{key}, {within}, [{agree}], {flags}, new Set([{passes}]), [{first}]]"
