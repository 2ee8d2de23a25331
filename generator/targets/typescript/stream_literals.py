"""A protocol's stream rules (generator/model/stream.py) as the TypeScript literals the stream
runtime takes (runtime_stream.ts: ``StreamScope``, ``StreamRule``); the module template writes
them into ``STREAM_SCOPES`` and ``STREAM_RULES``."""

from __future__ import annotations

from generator.model.stream import StreamRule, StreamScope
from generator.targets.typescript.names import ts_string


def ts_stream_rule(rule: StreamRule | None) -> str:
    """A stream rule as the runtime's tuple: [inside, closed, opens, closes, ends, known, warn]."""
    if rule is None:
        return "null"

    def scope(name: str | None) -> str:
        return "null" if name is None else ts_string(name)

    def strings(names: tuple[str, ...]) -> str:
        return f"[{', '.join(ts_string(s) for s in names)}]"

    known = f"[{', '.join(f'[{ts_string(field)}, {strings(names)}]' for field, names in rule.known)}]"
    parts = [strings(rule.inside), strings(rule.closed), scope(rule.opens), scope(rule.closes), scope(rule.ends)]
    return f"[{', '.join([*parts, known, strings(rule.warn)])}]"


def ts_stream_scope(s: StreamScope) -> str:
    """A stream scope as the runtime's tuple: [key field, within, agree fields, once]."""
    key, within = ("null" if v is None else ts_string(v) for v in (s.key, s.within))
    agree = ", ".join(ts_string(f) for f in s.agree)
    return f"[{key}, {within}, [{agree}], {'true' if s.once else 'false'}]"
