# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v3.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The runtime of a protocol's stream rules (spec/README.md, "Stream rules"): hand-written, emitted
verbatim as ``_runtime_stream.py`` into the packages of protocols that have a ``stream``, and only
those. The generated module subclasses :class:`Stream` with its rules and validator; the
reference interpreter (generator/model/reference_stream.py) is what it must agree with.
Standard library only.
"""

from __future__ import annotations

# For type checkers only: at run time `typing` costs more to import than a generated package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

# A scope: (key field, within, agree fields, once, lane, tags a lane lets pass, first fields,
# fields keying it before the key, record, ((field, record), ...) it inherits, must close, must
# occur).
Scope = tuple[
    "str | None",
    "str | None",
    tuple[str, ...],
    bool,
    bool,
    frozenset[str],
    tuple[str, ...],
    tuple[str, ...],
    "str | None",
    tuple[tuple[str, str], ...],
    bool,
    bool,
]
# field -> the values selecting an element
Condition = tuple[tuple[str, tuple[object, ...]], ...]
# A rule: (inside, closed, opens, closes, ends, known, warn, continues, establishes, matches),
# scopes by name; known is ((field, scopes), ...), warn the checks whose failure is a warning;
# establishes ((record, key, each path, replace, when, unless), ...); matches ((records, key,
# when), ...).
Rule = tuple[
    tuple[str, ...],
    tuple[str, ...],
    "str | None",
    "str | None",
    "str | None",
    tuple[tuple[str, tuple[str, ...]], ...],
    tuple[str, ...],
    "str | None",
    tuple[tuple[str, "str | None", tuple[str, ...], bool, Condition, Condition], ...],
    tuple[tuple[tuple[str, ...], "str | None", Condition], ...],
]
# A record: (within, fields).
Record = tuple["str | None", tuple[str, ...]]


class Stream:
    """Items fed one at a time; ``feed`` returns each one's verdict, ``{"index", "verdict",
    "accepted", "rule", "path", "reason"}``: ``verdict`` is ``accepted``, ``warning`` or
    ``fatal``. A fatal item changes nothing."""

    def __init__(
        self,
        scopes: dict[str, Scope],
        rules: dict[str, Rule],  # by the item's tag
        otherwise: Rule | None,
        reasons: dict[str, str],
        discriminator: str,
        validate: Callable[[object, str], Any],
        error: type[Exception],
        item: str,
        records: dict[str, Record],
        tolerated: dict[str, tuple[str, ...]],  # by tag: the fields whose null is tolerated
    ) -> None:
        self._scopes, self._rules, self._otherwise, self._reasons = (
            scopes,
            rules,
            otherwise,
            reasons,
        )
        self._discriminator, self._validate, self._error, self._item = (
            discriminator,
            validate,
            error,
            item,
        )
        # per scope: open instance key -> the `agree` fields' values it was opened with
        self._open: dict[str, dict[str, dict[str, object]]] = {name: {} for name in scopes}
        # per scope that is `once` or named by a `known`: the keys opened since its `within`
        # last closed (no other check looks back, so no other scope's keys are kept)
        rules_known = [rule[5] for rule in [*rules.values(), otherwise] if rule is not None]
        remembered = {n for known in rules_known for _, names in known for n in names}
        remembered |= {name for name, scope in scopes.items() if scope[3]}
        self._seen: dict[str, set[str]] = {name: set() for name in remembered}
        self._lanes = [name for name, scope in scopes.items() if scope[4]]
        self._record_specs = records
        self._tolerated = tolerated
        # per record: key -> the values established for it (kept past the close that set them)
        self._records: dict[str, dict[str, dict[str, object]]] = {name: {} for name in records}
        self._occurred: set[str] = set()  # the scopes an item opened or ended
        self._index = 0

    def end(self) -> list[dict[str, Any]]:
        """The stream has ended: a fatal verdict for each instance still open of a scope that
        must close, in the order of the scopes and of their opening."""
        out = []
        for name, scope in self._scopes.items():
            if scope[11] and name not in self._occurred:
                reason = self._reasons["occur"].format(scope=name, key="", field="")
                out.append(_verdict(self._index, f"occur:{name}", None, reason))
            for k in self._open[name] if scope[10] else ():
                shown = f" '{k}'" if scope[0] is not None else ""
                reason = self._reasons["end"].format(scope=name, key=shown, field="")
                out.append(_verdict(self._index, f"end:{name}", None, reason))
        return out

    def feed(self, raw: object) -> dict[str, Any]:
        index = self._index
        self._index += 1
        try:
            item = self._validate(raw, self._item)
        except self._error as exc:
            return _verdict(
                index, "valid", getattr(exc, "path", None), getattr(exc, "reason", str(exc))
            )
        tag = item[self._discriminator]
        rule = self._rules.get(tag, self._otherwise)
        tolerated = self._tolerated_null(tag, raw)
        if rule is None:
            self._end_lanes(tag, None)
            if tolerated is not None:
                return _verdict(index, *tolerated, warning=True)
            return _verdict(index)
        warned = None
        for broken in self._broken(rule, item):
            if broken[0] not in rule[6]:
                return _verdict(index, *broken[1:])
            warned = warned or broken
        self._end_lanes(tag, rule[7])
        self._apply(rule, item)
        if warned is not None:  # a warned order rule is named first
            return _verdict(index, *warned[1:], warning=True)
        if tolerated is not None:
            return _verdict(index, *tolerated, warning=True)
        return _verdict(index)

    def _tolerated_null(self, tag: str, raw: object) -> tuple[str, str, str] | None:
        """The first field of the item sent as a null its spec tolerates (``null: tolerated``,
        accepted as missing): (rule, path, reason) of its warning."""
        sent: dict[str, object] = raw if isinstance(raw, dict) else {}
        for field in self._tolerated.get(tag, ()):
            if field in sent and sent[field] is None:
                return "tolerated:null", f"{self._item}.{field}", self._reasons["tolerated"]
        return None

    def _broken(self, rule: Rule, item: dict[str, Any]) -> list[tuple[str, str, str | None, str]]:
        """The checks ``rule`` makes that ``item`` fails, in order: (check, rule, path, reason)."""
        inside, closed, opens, closes, ends, known, _, continues, _, _ = rule
        key, out = self._key, []
        for name in inside:
            if key(name, item) not in self._open[name]:
                out.append(self._fail("inside", name, item))
        for name in closed:
            if self._open[name]:
                out.append(self._fail("closed", name, item))
        if opens is not None:
            if key(opens, item) in self._open[opens]:
                out.append(self._fail("opens", opens, item))
            elif self._scopes[opens][3] and key(opens, item) in self._seen.get(opens, ()):
                out.append(self._fail("once", opens, item))
        if closes is not None and key(closes, item) not in self._open[closes]:
            out.append(self._fail("closes", closes, item))
        named = [s for s in (*inside, closes, ends) if s is not None]
        if continues is not None:
            lane_key, target = self._scopes[continues][0], self._lane_target(continues, item)
            if target is None:
                reason = self._reasons["continues"].format(scope=continues, key="", field=lane_key)
                out.append(("continues", "continues:" + continues, lane_key, reason))
            elif target not in self._open[continues]:  # the item opens this instance
                for field in self._scopes[continues][6]:
                    if field not in item:
                        out.append(self._fail("first", continues, item, field, target))
            else:
                named.append(continues)
        if opens is not None and self._scopes[opens][8] is not None:
            out += self._opener_owner(opens, item)
        for name in dict.fromkeys(named):
            instance = self._lane_target(name, item) if self._scopes[name][4] else key(name, item)
            opened = self._open[name].get(instance or "", {})
            for field in self._scopes[name][2] if opened else ():
                if field in item and item[field] != opened[field]:
                    out.append(self._fail("agree", name, item, field, instance))
        for field, names in known:
            if field in item and not any(str(item[field]) in self._seen.get(n, ()) for n in names):
                shown = f" '{item[field]}'"
                reason = self._reasons["known"].format(
                    scope=" or ".join(names), key=shown, field=field
                )
                out.append(("known", "known:" + field, field, reason))
        for names, match_key, when in rule[9]:
            out += self._match(names, match_key, when, item)
        return out

    def _disagree(
        self, name: str, key: str | None, entry: dict[str, object], values: dict[str, object]
    ) -> list[tuple[str, str, str | None, str]]:
        """The fields of ``values`` that differ from a record's (or scope's) ``entry`` (``key``
        None: a record's one entry, which the reason does not name)."""
        shown = "" if key is None else f" '{key}'"
        return [
            (
                "agree",
                f"agree:{name}",
                f,
                self._reasons["agree"].format(scope=name, key=shown, field=f),
            )
            for f, v in values.items()
            if f in entry and v != entry[f]
        ]

    def _parent(
        self, scope: str, item: dict[str, Any]
    ) -> tuple[str, str, dict[str, object]] | None:
        """The record entry an opener's ``inherits`` field names: (record, key, values)."""
        for field, record in self._scopes[scope][9]:
            if field in item and str(item[field]) in self._records[record]:
                return record, str(item[field]), self._records[record][str(item[field])]
        return None

    def _opener_owner(
        self, scope: str, item: dict[str, Any]
    ) -> list[tuple[str, str, str | None, str]]:
        """An opener of a recorded scope must not contradict the parent it inherits from, nor
        (its own values or, without them, the parent's) the values its key established."""
        record = self._scopes[scope][8] or ""
        fields = self._record_specs[record][1]
        carried = {f: item[f] for f in fields if f in item}
        parent, out = self._parent(scope, item), []
        if parent is not None:
            out += self._disagree(parent[0], parent[1], parent[2], carried)
            carried = {f: carried.get(f, parent[2].get(f)) for f in fields}
        key = self._key(scope, item)
        return out + self._disagree(scope, key, self._records[record].get(key) or {}, carried)

    def _match(
        self, names: tuple[str, ...], field: str | None, when: Condition, item: dict[str, Any]
    ) -> list[tuple[str, str, str | None, str]]:
        if not all(_holds(item, f, values) for f, values in when):
            return []
        if field is not None and field not in item:
            return []
        key = "" if field is None else str(item[field])
        for name in names:
            if key in self._records[name]:
                fields = self._record_specs[name][1]
                carried = {f: item[f] for f in fields if f in item}
                shown = None if field is None else key
                return self._disagree(name, shown, self._records[name][key], carried)
        return []

    def _lane_target(self, lane: str, item: dict[str, Any]) -> str | None:
        """The instance of ``lane`` an item continuing it names: its key, or without one the
        lane's open instance (None when none is open)."""
        field = self._scopes[lane][0]
        if field is not None and field in item:
            return str(item[field])
        return next(iter(self._open[lane]), None)

    def _end_lanes(self, tag: str, continued: str | None) -> None:
        """An item closes every lane it does not continue, unless the lane lets it pass."""
        for lane in self._lanes:
            if lane != continued and tag not in self._scopes[lane][5]:
                for k in list(self._open[lane]):
                    self._close(lane, k)

    def _apply(self, rule: Rule, item: dict[str, Any]) -> None:
        _, _, opens, closes, ends, _, _, continues, establishes, _ = rule
        if continues is not None:
            target = self._lane_target(continues, item)
            if target is not None and target not in self._open[continues]:  # it opens another
                for k in list(self._open[continues]):
                    self._close(continues, k)
                agree = self._scopes[continues][2]
                self._open[continues][target] = {f: item.get(f) for f in agree}
                if continues in self._seen:
                    self._seen[continues].add(target)
        if opens is not None:
            name = self._key(opens, item)
            values = {f: item.get(f) for f in self._scopes[opens][2]}
            record = self._scopes[opens][8]
            if record is not None:  # the established values, or these (the parent's)
                parent = self._parent(opens, item)
                inherited = {
                    f: item.get(f) if f in item or parent is None else parent[2].get(f)
                    for f in self._record_specs[record][1]
                }
                values |= self._records[record].setdefault(name, inherited)
            self._open[opens].setdefault(name, values)
            if opens in self._seen:
                self._seen[opens].add(name)
        self._occurred.update(s for s in (opens, ends) if s is not None)
        for ended in (closes, ends):
            if ended is not None:
                self._close(ended, self._key(ended, item))
        for record, key, each, replace, when, unless in establishes:
            fields = self._record_specs[record][1]
            for chain in _elements(item, each):
                element = chain[-1]
                entry = "" if key is None else element.get(key)
                if not isinstance(entry, str):
                    continue
                if not all(_holds(element, f, v) for f, v in when):
                    continue
                if any(_holds(element, f, v) for f, v in unless):
                    continue
                if replace or entry not in self._records[record]:
                    values = {
                        f: next((e[f] for e in reversed(chain) if f in e), None) for f in fields
                    }
                    self._records[record][entry] = values

    def _key(self, scope: str, item: dict[str, Any]) -> str:
        field, key_by = self._scopes[scope][0], self._scopes[scope][7]
        if field is None:
            return ""
        if key_by:  # several fields: their values as JSON text, an absent one null
            return _json([item.get(f) for f in (*key_by, field)])
        return str(item[field])

    def _fail(
        self,
        check: str,
        scope: str,
        item: dict[str, Any],
        field: str | None = None,
        instance: str | None = None,
    ) -> tuple[str, str, str | None, str]:
        keyed = self._scopes[scope][0] is not None and check != "closed"
        name = instance if instance is not None else self._key(scope, item) if keyed else ""
        shown = f" '{name}'" if keyed else ""
        reason = self._reasons[check].format(scope=scope, key=shown, field=field or "")
        return check, f"{check}:{scope}", field, reason

    def _close(self, scope: str, key: str) -> None:
        """Close an open instance and every instance within its scope (forgetting their keys);
        one that is not open closes nothing."""
        if self._open[scope].pop(key, None) is None:
            return
        for inner, (_, within, *_) in self._scopes.items():
            if within == scope:
                for k in list(self._open[inner]):
                    self._close(inner, k)
                self._seen.get(inner, set()).clear()
        for record, (within, _) in self._record_specs.items():
            if within == scope:
                self._records[record].clear()


def _json(values: list[object]) -> str:
    import json  # only a stream keyed by several fields needs it

    return json.dumps(values, ensure_ascii=False, separators=(",", ":"))


def _holds(element: dict[str, Any], field: str, values: tuple[object, ...]) -> bool:
    """The element carries the field with one of the values (a JSON kind apart: False is not 0)."""
    v = element.get(field, _holds)
    return any(type(v) is type(x) and v == x for x in values)


def _elements(item: dict[str, Any], each: tuple[str, ...]) -> list[list[dict[str, Any]]]:
    """The item (``each`` empty), or each object the path ``each`` reaches, through objects and
    lists (every element of a list, an object as itself): each as its chain of enclosing elements,
    outermost first (the item itself left out)."""
    if not each:
        return [[item]]
    chains: list[list[dict[str, Any]]] = [[]]
    for name in each:
        chains = [
            chain + [e]
            for chain in chains
            for e in _list((chain[-1] if chain else item).get(name))
            if isinstance(e, dict)
        ]
    return chains


def _list(value: object) -> list[object]:
    """The elements a path step reaches: a list's, or an object as the one element."""
    return value if isinstance(value, list) else [value] if isinstance(value, dict) else []


def _verdict(
    index: int,
    rule: str | None = None,
    path: str | None = None,
    reason: str | None = None,
    *,
    warning: bool = False,
) -> dict[str, Any]:
    level = "accepted" if rule is None else "warning" if warning else "fatal"
    return {
        "index": index,
        "verdict": level,
        "accepted": level != "fatal",
        "rule": rule,
        "path": path,
        "reason": reason,
    }
