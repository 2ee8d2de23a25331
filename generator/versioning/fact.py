"""One fact of a protocol, as generator/versioning/facts.py lists them and diff.py compares them,
the table a walk collects them in, and how a value is written into one (rules, prose, defaults)
so two facts compare by value.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from generator.model import Bound, CountOf, Limit, RemovePrefix, Rule, bound_value
from generator.spec.load import DocPath, Document

Key = tuple[str, ...]
FactId = tuple[Key, str]


# Not frozen, though nothing changes a fact once made: a frozen dataclass sets each field through
# object.__setattr__, and with ~73,000 facts a side at 1,000 actions a plain slotted one locates
# them in 0.09 s instead of 0.15 s. Compared by value (eq), never hashed.
@dataclass(slots=True)
class Fact:
    key: Key  # the element it is about: ("variants", "navigate", "path"); a list element adds "[]"
    attr: str  # which property of the element; "" is the element's existence
    kind: str  # how a change to it is classified: a name in generator/versioning/kinds.py's KINDS
    value: Hashable
    path: DocPath  # where it is written in its spec
    subject: str  # how a message names the element: "navigate.path", "enum theme"
    info: Any = None  # what the kind's messages need beyond the value (a label, a closed set)
    value_path: DocPath | None = None  # for a bound that names a limit: where its value is written


class FactTable:
    """The facts a walk of one protocol collects, keyed by element and attribute, and the ways
    a value of the model is written into one (prose, a bound, normalisation rules)."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.facts: dict[FactId, Fact] = {}

    def add(
        self,
        key: Key,
        attr: str,
        kind: str,
        value: Hashable,
        path: DocPath,
        subject: str,
        info: Any = None,
        value_path: DocPath | None = None,
    ) -> None:
        self.facts[(key, attr)] = Fact(key, attr, kind, value, path, subject, info, value_path)

    def prose(self, key: Key, attr: str, value: Any, path: DocPath, subject: str) -> None:
        self.add(key, attr, "doc", frozen_text(value), path, subject)

    def bound(self, key: Key, attr: str, kind: str, bound: Bound, path: DocPath, subject: str, label: str) -> None:
        where = ("limits", bound.name, "value") if isinstance(bound, Limit) else None
        value = bound_value(bound)
        if kind == "min" and value is None:
            value = 0  # bounds count items: no min_items is the same as min_items 0
        self.add(key, attr, kind, value, path + (attr,), subject, info=label, value_path=where)

    def rules(
        self,
        key: Key,
        attr: str,
        rules: tuple[Rule, ...],
        own: DocPath,
        inherited: DocPath | None,
        subject: str,
        closed: tuple[str, ...] | None = None,
    ) -> None:
        """Normalisation rules; written on the element, or inherited from ``defaults``."""
        where = own if own in self.doc.positions or inherited is None else inherited
        self.add(key, attr, "rules", tuple(rule_text(r) for r in rules), where, subject, info=closed)


def rule_text(rule: Rule) -> str:
    if isinstance(rule, RemovePrefix):
        return f"remove_prefix '{rule.prefix}'"
    return rule.kind


def frozen_text(value: Any) -> str:
    """Prose of any shape as one comparable string ("" when empty)."""
    if not value:
        return ""
    if isinstance(value, str):
        return value

    def plain(o: Any) -> Any:
        return dataclasses.asdict(o) if dataclasses.is_dataclass(o) and not isinstance(o, type) else str(o)

    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=plain)


def default_text(value: Any) -> str | None:
    """A default as a spec author writes it; ``None`` when there is none."""
    if value is None:
        return None
    if isinstance(value, CountOf):
        return f"the length of {value.field}"
    if isinstance(value, bool):
        return "true" if value else "false"
    return f"'{value}'" if isinstance(value, str) else str(value)
