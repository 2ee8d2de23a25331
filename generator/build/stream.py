"""Stage 3, the spec's ``stream``: scopes and per-item rules, checked where they are written
(spec/README.md, "Stream rules")."""

from __future__ import annotations

from typing import Any

from generator.errors import SpecError
from generator.model import StringType, Variant
from generator.model.protocol import Envelope
from generator.model.stream import Stream, StreamRule, StreamScope
from generator.spec.load import DocPath, Document

_SCOPE_KEYS = ("inside", "closed", "opens", "closes", "ends")


def build_stream(doc: Document, envelope: Envelope, variants: list[Variant]) -> Stream | None:
    raw = doc.data.get("stream")
    if raw is None:
        return None
    path: DocPath = ("stream",)
    if not envelope.is_list:
        raise SpecError(doc.key_at(path), "'stream' needs a 'list' envelope: it orders the items of a stream")
    scopes: list[StreamScope] = []
    for name, spec in raw["scopes"].items():
        within = spec.get("within")
        if within is not None and within not in [s.name for s in scopes]:
            raise SpecError(doc.at(path + ("scopes", name, "within")), f"scope '{within}' is not declared before '{name}'")
        scopes.append(StreamScope(name, spec.get("key"), within))
    by_name = {v.name: v for v in variants}
    rules: dict[str, StreamRule] = {}
    for name, spec in raw["rules"].items():
        if name not in by_name:
            raise SpecError(doc.key_at(path + ("rules", name)), f"'{name}' is not a variant (variants: {', '.join(by_name)})")
        rules[name] = _rule(doc, path + ("rules", name), spec, scopes, [by_name[name]])
    otherwise = None
    if "otherwise" in raw:
        others = [v for v in variants if v.name not in rules]
        otherwise = _rule(doc, path + ("otherwise",), raw["otherwise"], scopes, others)
    return Stream(scopes, rules, otherwise)


def _rule(doc: Document, path: DocPath, raw: dict[str, Any], scopes: list[StreamScope], owners: list[Variant]) -> StreamRule:
    known = {s.name: s for s in scopes}
    for key in _SCOPE_KEYS:
        names = raw.get(key, [])
        for i, name in enumerate([names] if isinstance(names, str) else names):
            at = path + ((key,) if isinstance(names, str) else (key, i))
            if name not in known:
                raise SpecError(doc.at(at), f"unknown scope '{name}' (scopes: {', '.join(known)})")
            scope = known[name]
            for v in owners:  # an item names a keyed scope's instance by a required string field
                if scope.key is None or key == "closed":  # `closed` asks about every instance
                    continue
                field = next((f for f in v.fields if f.name == scope.key), None)
                if field is None or not field.required or field.null_is_value or not isinstance(field.type, StringType):
                    raise SpecError(
                        doc.at(at),
                        f"scope '{name}' is keyed by '{scope.key}', which variant '{v.name}' lacks as a required, non-null string field",
                    )
    if sum(1 for key in ("opens", "closes", "ends") if key in raw) > 1:
        raise SpecError(doc.at(path), "a rule opens, closes or ends one scope, not several")
    return StreamRule(
        inside=tuple(raw.get("inside", ())),
        closed=tuple(raw.get("closed", ())),
        opens=raw.get("opens"),
        closes=raw.get("closes"),
        ends=raw.get("ends"),
    )
