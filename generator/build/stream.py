"""Stage 3, the spec's ``stream``: scopes and per-item rules, checked where they are written
(spec/README.md, "Stream rules")."""

from __future__ import annotations

from typing import Any

from generator.build.stream_records import check_records, establishes, matches, records
from generator.errors import SpecError
from generator.model import EnumType, StringType, Variant
from generator.model.protocol import Envelope
from generator.model.stream import Stream, StreamRecord, StreamRule, StreamScope
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
    declared = records(doc, path, raw.get("records", {}), list(raw["scopes"]))
    for name, spec in raw["scopes"].items():
        within = spec.get("within")
        if within is not None and within not in [s.name for s in scopes]:
            raise SpecError(doc.at(path + ("scopes", name, "within")), f"scope '{within}' is not declared before '{name}'")
        if within is not None and next(s for s in scopes if s.name == within).key is not None:
            raise SpecError(
                doc.at(path + ("scopes", name, "within")),
                f"scope '{within}' has a key, so closing one of its instances could not say which of '{name}' to close:"
                " a scope is within one without a key",
            )
        scopes.append(_scope(doc, path + ("scopes", name), name, spec, within, variants, declared))
    by_name = {v.name: v for v in variants}
    rules: dict[str, StreamRule] = {}
    for name, spec in raw["rules"].items():
        if name not in by_name:
            raise SpecError(doc.key_at(path + ("rules", name)), f"'{name}' is not a variant (variants: {', '.join(by_name)})")
        rules[name] = _rule(doc, path + ("rules", name), spec, scopes, [by_name[name]], declared)
    otherwise = None
    if "otherwise" in raw:
        others = [v for v in variants if v.name not in rules]
        otherwise = _rule(doc, path + ("otherwise",), raw["otherwise"], scopes, others, declared)
    stream = Stream(scopes, rules, otherwise, list(declared.values()))
    check_records(doc, path, stream, variants)
    _check_opened(doc, path, stream)
    _check_agree(doc, path, stream, variants)
    _check_no_defaults(doc, stream, variants)
    return stream


def _rule(
    doc: Document,
    path: DocPath,
    raw: dict[str, Any],
    scopes: list[StreamScope],
    owners: list[Variant],
    declared: dict[str, StreamRecord],
) -> StreamRule:
    known = {s.name: s for s in scopes}
    for key in _SCOPE_KEYS:
        names = raw.get(key, [])
        for i, name in enumerate([names] if isinstance(names, str) else names):
            at = path + ((key,) if isinstance(names, str) else (key, i))
            if name not in known:
                raise SpecError(doc.at(at), f"unknown scope '{name}' (scopes: {', '.join(known)})")
            scope = known[name]
            if scope.lane:  # a lane opens and closes by itself
                raise SpecError(
                    doc.at(at),
                    f"'{name}' is a lane, which the items that continue it open and close: a rule names it in"
                    " 'continues' (or a 'known' field), not here",
                )
            for v in owners:  # an item names a keyed scope's instance by a required string field
                if scope.key is None or key == "closed":  # `closed` asks about every instance
                    continue
                field = next((f for f in v.fields if f.name == scope.key), None)
                if field is None or not field.required or field.null_is_value or not isinstance(field.type, StringType):
                    raise SpecError(
                        doc.at(at),
                        f"scope '{name}' is keyed by '{scope.key}', which variant '{v.name}' lacks as a required, non-null string field",
                    )
    if sum(1 for key in ("opens", "closes", "ends", "continues") if key in raw) > 1:
        raise SpecError(doc.at(path), "a rule opens, closes, ends or continues one scope, not several")
    if "continues" in raw:
        _check_continues(doc, path + ("continues",), raw["continues"], known, owners)
    for needs, does in (("inside", "opens"), ("closed", "closes")):
        if raw.get(does) is not None and raw[does] in raw.get(needs, ()):
            what = "open" if needs == "inside" else "closed"
            raise SpecError(doc.at(path + (does,)), f"this rule needs '{raw[does]}' {what} and {does} it: no item could pass")
    rule = StreamRule(
        inside=tuple(raw.get("inside", ())),
        closed=tuple(raw.get("closed", ())),
        opens=raw.get("opens"),
        closes=raw.get("closes"),
        ends=raw.get("ends"),
        known=_known(doc, path + ("known",), raw.get("known", {}), known, owners),
        warn=tuple(raw.get("warn", ())),
        continues=raw.get("continues"),
        establishes=establishes(doc, path + ("establishes",), raw.get("establishes", []), declared),
        matches=matches(doc, path + ("matches",), raw.get("matches", []), declared),
    )
    made = Stream(scopes, records=list(declared.values())).checks_made(rule)
    for i, check in enumerate(rule.warn):
        if check not in made:
            raise SpecError(
                doc.at(path + ("warn", i)),
                f"this rule makes no '{check}' check to warn about (it makes: {', '.join(made) or 'none'})",
            )
    return rule


def _known(
    doc: Document, path: DocPath, raw: dict[str, Any], scopes: dict[str, StreamScope], owners: list[Variant]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``known: {field: scope or [scopes]}``: each scope keyed, each field an optional or
    required string field of every item type the rule is for."""
    out = []
    for name, spec in raw.items():
        names = (spec,) if isinstance(spec, str) else tuple(spec)
        for i, scope in enumerate(names):
            at = path + ((name,) if isinstance(spec, str) else (name, i))
            if scope not in scopes:
                raise SpecError(doc.at(at), f"unknown scope '{scope}' (scopes: {', '.join(scopes)})")
            if scopes[scope].key is None:
                raise SpecError(doc.at(at), f"scope '{scope}' has no key, so a field cannot name one of its instances")
        for v in owners:
            field = next((f for f in v.fields if f.name == name), None)
            if field is None or field.null_is_value or not isinstance(field.type, StringType):
                scopes_text = " or ".join(names)
                problem = (
                    f"variant '{v.name}' has no field '{name}' to name an instance of {scopes_text}"
                    if field is None
                    else f"field '{name}' of variant '{v.name}' takes null as a value, so it cannot name an instance of {scopes_text}"
                    if field.null_is_value
                    else f"field '{name}' of variant '{v.name}' is not a string, so it cannot name an instance of {scopes_text}"
                )
                raise SpecError(doc.key_at(path + (name,)), problem)
        out.append((name, names))
    return tuple(out)


def _check_opened(doc: Document, path: DocPath, stream: Stream) -> None:
    """Every scope is opened by some rule: one that never opens could only make items fail."""
    rules = [*stream.rules.values(), *([stream.otherwise] if stream.otherwise else [])]
    for scope in stream.scopes:
        if not any(scope.name in (rule.opens, rule.continues) for rule in rules):
            raise SpecError(doc.key_at(path + ("scopes", scope.name)), f"no rule opens scope '{scope.name}'")


def _check_agree(doc: Document, path: DocPath, stream: Stream, variants: list[Variant]) -> None:
    """A scope's ``agree`` fields are recorded when an instance opens and compared on every item
    naming it (in ``inside``, ``closes`` or ``ends``): each must be a string or enum field,
    not taking null as a value, of every item type that opens the scope or names it."""
    for scope in stream.scopes:
        users = []
        for v in variants:
            rule = stream.rule_for(v.name)
            if rule is not None and scope.name in (*rule.inside, rule.opens, rule.closes, rule.ends, rule.continues):
                users.append((v, "opens" if scope.name in (rule.opens, rule.continues) else "names"))
        for i, name in enumerate(scope.agree):
            for v, role in users:
                field = next((f for f in v.fields if f.name == name), None)
                if field is None or field.null_is_value or not isinstance(field.type, (StringType, EnumType)):
                    raise SpecError(
                        doc.at(path + ("scopes", scope.name, "agree", i)),
                        f"scope '{scope.name}' agrees on '{name}', which variant '{v.name}' (it {role} the scope)"
                        " lacks as a string or enum field that does not take null",
                    )


def _scope(
    doc: Document,
    path: DocPath,
    name: str,
    raw: dict[str, Any],
    within: str | None,
    variants: list[Variant],
    declared: dict[str, StreamRecord],
) -> StreamScope:
    """A scope; a lane's keys (``passes``, ``first``) only on a lane, which has a key and is not
    ``once`` (it closes whenever another item comes: reopening is what it is for); a key of
    several fields, a record and ``inherits`` only on a scope that is not a lane."""
    lane = bool(raw.get("lane", False))
    keys = raw.get("key")
    key_by: tuple[str, ...] = ()
    if isinstance(keys, list):
        key_by, keys = tuple(keys[:-1]), keys[-1]
    for attribute in ("record", "inherits") if lane or key_by else ():
        if attribute in raw:
            what = "a lane" if lane else "keyed by several fields"
            raise SpecError(doc.key_at(path + (attribute,)), f"scope '{name}' is {what}, so it keeps no record of its owners")
    if lane and key_by:
        raise SpecError(doc.at(path + ("key",)), f"lane '{name}' is keyed by one field")
    record = raw.get("record")
    if record is not None and record not in declared:
        raise SpecError(doc.at(path + ("record",)), f"unknown record '{record}' (records: {', '.join(declared) or 'none'})")
    if record is not None and not set(declared[record].fields) <= set(raw.get("agree", ())):
        raise SpecError(doc.at(path + ("record",)), f"scope '{name}' must agree on the fields of record '{record}'")
    inherits = tuple((f, r) for f, r in raw.get("inherits", {}).items())
    for f, r in inherits:
        if r not in declared:
            raise SpecError(doc.at(path + ("inherits", f)), f"unknown record '{r}' (records: {', '.join(declared) or 'none'})")
    if inherits and record is None:
        raise SpecError(doc.key_at(path + ("inherits",)), f"scope '{name}' inherits its owner but keeps no 'record' of it")
    for key in ("passes", "first"):
        if key in raw and not lane:
            raise SpecError(doc.key_at(path + (key,)), f"'{key}' is a lane's: scope '{name}' is not a lane")
    if lane and raw.get("key") is None:
        raise SpecError(doc.key_at(path + ("lane",)), f"lane '{name}' needs a key: the field naming the instance an item continues")
    if lane and raw.get("once"):
        raise SpecError(doc.key_at(path + ("once",)), f"lane '{name}' closes whenever another item comes, so it cannot open only once")
    names = {v.name for v in variants}
    for i, variant in enumerate(raw.get("passes", ())):
        if variant not in names:
            raise SpecError(doc.at(path + ("passes", i)), f"'{variant}' is not a variant (variants: {', '.join(names)})")
    agree, first = tuple(raw.get("agree", ())), tuple(raw.get("first", ()))
    passes = tuple(raw.get("passes", ()))
    must_close, must_occur = bool(raw.get("must_close", False)), bool(raw.get("must_occur", False))
    if must_occur and (within is not None or lane):
        raise SpecError(doc.key_at(path + ("must_occur",)), f"scope '{name}' is within another or a lane: only an outermost scope must occur")
    once = raw.get("once", False)
    owners = (key_by, record, inherits, must_close, must_occur)
    return StreamScope(name, keys, within, agree, once, lane, passes, first, *owners)


def _check_continues(
    doc: Document, path: DocPath, lane_name: str, scopes: dict[str, StreamScope], owners: list[Variant]
) -> None:
    """``continues`` names a lane, whose key is a string field (optional: an item without it
    continues the open instance) of every item type that continues it; each ``first`` a string
    or enum field."""
    if lane_name not in scopes:
        raise SpecError(doc.at(path), f"unknown scope '{lane_name}' (scopes: {', '.join(scopes)})")
    lane = scopes[lane_name]
    if not lane.lane:
        raise SpecError(doc.at(path), f"scope '{lane_name}' is not a lane: only a lane is continued")
    for v in owners:
        for name, kinds in ((lane.key, (StringType,)), *((f, (StringType, EnumType)) for f in lane.first)):
            field = next((f for f in v.fields if f.name == name), None)
            if field is None or field.null_is_value or not isinstance(field.type, kinds):
                what = "a string" if kinds == (StringType,) else "a string or enum"
                raise SpecError(
                    doc.at(path),
                    f"lane '{lane_name}' needs '{name}' as {what} field that does not take null, which variant '{v.name}' lacks",
                )


def _check_no_defaults(doc: Document, stream: Stream, variants: list[Variant]) -> None:
    """The stream asks whether an item carries a field that a lane is keyed by, or that
    `first`, `agree` or `known` names: a `default` would answer for the sender (a keyless chunk
    would name the default's instance, an opener could never lack a `first` field), so such a
    field has none. Refused where the stream names the field."""
    read: list[tuple[DocPath, str]] = []
    for s in stream.scopes:
        at: DocPath = ("stream", "scopes", s.name)
        read += [(at + ("key",), s.key)] if s.lane and s.key else []
        read += [(at + ("first", i), f) for i, f in enumerate(s.first)]
        read += [(at + ("agree", i), f) for i, f in enumerate(s.agree)]
    rules: list[tuple[DocPath, StreamRule]] = [(("stream", "rules", n), r) for n, r in stream.rules.items()]
    rules += [(("stream", "otherwise"), stream.otherwise)] if stream.otherwise else []
    read += [(where + ("known", field), field) for where, rule in rules for field, _ in rule.known]
    for where, name in read:
        for v in variants:
            field = next((f for f in v.fields if f.name == name), None)
            if field is not None and field.has_default:
                raise SpecError(
                    doc.key_at(where) if where[-2] == "known" else doc.at(where),
                    f"field '{name}' of variant '{v.name}' has a default, but the stream asks whether an item carries"
                    " it: a default would answer for the sender",
                )
