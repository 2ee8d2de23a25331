"""Stage 3, the stream's records (spec/README.md, "Owners: records, inherited owners, keys of
several fields, the end of a stream"): values established per id that outlive the instance that
set them, the rules that set them from an item (``establishes``) and that check an item against
them (``matches``), checked where they are written."""

from __future__ import annotations

from typing import Any

from generator.errors import SpecError
from generator.model import EnumType, StringType, Variant
from generator.model.stream import Establish, Match, Stream, StreamRecord
from generator.spec.load import DocPath, Document


def records(doc: Document, path: DocPath, raw: dict[str, Any], scopes: list[str]) -> dict[str, StreamRecord]:
    """``records: {name: {within, fields}}``; ``within`` a scope declared in ``scopes``."""
    out: dict[str, StreamRecord] = {}
    for name, spec in raw.items():
        within = spec.get("within")
        if within is not None and within not in scopes:
            raise SpecError(doc.at(path + ("records", name, "within")), f"unknown scope '{within}' (scopes: {', '.join(scopes)})")
        out[name] = StreamRecord(name, within, tuple(spec["fields"]))
    return out


def _condition(raw: dict[str, Any]) -> tuple[tuple[str, tuple[object, ...]], ...]:
    return tuple((f, tuple(values)) for f, values in raw.items())


def _known_record(doc: Document, at: DocPath, name: str, declared: dict[str, StreamRecord]) -> None:
    if name not in declared:
        raise SpecError(doc.at(at), f"unknown record '{name}' (records: {', '.join(declared) or 'none'})")


def establishes(doc: Document, path: DocPath, raw: list[dict[str, Any]], declared: dict[str, StreamRecord]) -> tuple[Establish, ...]:
    out = []
    for i, spec in enumerate(raw):
        _known_record(doc, path + (i, "record"), spec["record"], declared)
        each = tuple(spec["each"].split(".")) if "each" in spec else ()
        when, unless = _condition(spec.get("when", {})), _condition(spec.get("unless", {}))
        out.append(Establish(spec["record"], spec.get("key"), each, bool(spec.get("replace", False)), when, unless))
    return tuple(out)


def matches(doc: Document, path: DocPath, raw: list[dict[str, Any]], declared: dict[str, StreamRecord]) -> tuple[Match, ...]:
    out = []
    for i, spec in enumerate(raw):
        names = (spec["record"],) if isinstance(spec["record"], str) else tuple(spec["record"])
        for j, name in enumerate(names):
            _known_record(doc, path + ((i, "record") if isinstance(spec["record"], str) else (i, "record", j)), name, declared)
        out.append(Match(names, spec.get("key"), _condition(spec.get("when", {}))))
    return tuple(out)


def check_records(doc: Document, path: DocPath, stream: Stream, variants: list[Variant]) -> None:
    """The fields a record or a several-field key reads are strings or enums that do not take
    null and have no default (a default would answer for the sender), on every item type whose
    rule reads them; a ``matches`` or ``establishes`` key, and an ``inherits`` field, likewise."""
    reads: list[tuple[DocPath, str, list[Variant]]] = []
    for scope in stream.scopes:
        users = [v for v in variants if _names(stream, v.name, scope.name)]
        reads += [(path + ("scopes", scope.name, "key"), f, users) for f in scope.key_by]
        openers = [v for v in users if (r := stream.rule_for(v.name)) is not None and r.opens == scope.name]
        reads += [(path + ("scopes", scope.name, "inherits", f), f, openers) for f, _ in scope.inherits]
    for v in variants:
        rule = stream.rule_for(v.name)
        where: DocPath = path + (("rules", v.name) if v.name in stream.rules else ("otherwise",))
        for i, m in enumerate(rule.matches if rule else ()):
            fields = {f for r in m.records for f in stream.record(r).fields}
            reads += [(where + ("matches", i), f, [v]) for f in (*([m.key] if m.key else []), *sorted(fields))]
        for i, e in enumerate(rule.establishes if rule else ()):
            if not e.each:
                keys = [e.key] if e.key else []
                reads += [(where + ("establishes", i), f, [v]) for f in (*keys, *stream.record(e.record).fields)]
    for at, name, users in reads:
        for v in users:
            field = next((f for f in v.fields if f.name == name), None)
            if field is None or field.null_is_value or field.has_default or not isinstance(field.type, (StringType, EnumType)):
                raise SpecError(
                    doc.at(at),
                    f"the stream reads '{name}' of variant '{v.name}', which it lacks as a string or enum field that does"
                    " not take null and has no default",
                )


def _names(stream: Stream, variant: str, scope: str) -> bool:
    rule = stream.rule_for(variant)
    return rule is not None and scope in (*rule.inside, rule.opens, rule.closes, rule.ends)
