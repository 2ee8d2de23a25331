"""Stage 3, the model's leaves: limits, normalisation rules, string formats and enums.

Part of the typed model (``generator/model/fields.py`` re-exports every name here); they hold no other
model object, so field types (``model_types.py``) and fields (``model.py``) build on them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

from generator import naming

# --------------------------------------------------------------------------- limits


@dataclass(frozen=True)
class Limit:
    """A named bound (``MAX_ACTIONS: 20``), exported as a constant in every language."""

    name: str
    value: int
    doc: str = ""


Bound = int | Limit | None


def bound_value(bound: Bound) -> int | None:
    return bound.value if isinstance(bound, Limit) else bound


def bound_code(bound: Bound) -> str:
    """How generated code spells a bound: the constant's name, else the number."""
    return bound.name if isinstance(bound, Limit) else str(bound)


# --------------------------------------------------------------------------- normalisation rules


@dataclass(frozen=True)
class Rule:
    """One normalisation step applied to a string, in spec order."""

    kind: ClassVar[str]

    @property
    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Strip(Rule):
    kind: ClassVar[str] = "strip"

    @property
    def describe(self) -> str:
        return "surrounding whitespace removed"


@dataclass(frozen=True)
class Lowercase(Rule):
    kind: ClassVar[str] = "lowercase"

    @property
    def describe(self) -> str:
        return "lowercased"


@dataclass(frozen=True)
class RemovePrefix(Rule):
    """Removes ``prefix`` while the value starts with it: once would not be idempotent."""

    kind: ClassVar[str] = "remove_prefix"
    prefix: str = ""

    @property
    def describe(self) -> str:
        return f"leading `{self.prefix}` removed (repeatedly)"


def removes_prefix(rules: tuple[Rule, ...]) -> bool:
    """Whether the generated code hands ``rules`` to its ``until stable`` runtime helper: every
    list with a prefix removal does (one code path, linear in the value's length), whether or
    not it :func:`needs_fixpoint` (a lone prefix removal is stable after one pass)."""
    return any(isinstance(r, RemovePrefix) for r in rules)


def needs_fixpoint(rules: tuple[Rule, ...]) -> bool:
    """Whether applying ``rules`` once can leave work for a second pass.

    Canonical output must re-validate to itself, so every rule list must be idempotent.
    ``strip`` and ``lowercase`` are, alone and together; a prefix removal next to another rule
    is not (``" # x"`` → strip → ``"# x"`` → remove ``#`` → ``" x"``). Such lists are applied
    until the value stops changing.
    """
    return len(rules) > 1 and removes_prefix(rules)


def describe_rules(rules: tuple[Rule, ...], prefix: str = "") -> list[str]:
    """The doc's words for a rule list, in order; a list applied until stable says so."""
    out = [f"{prefix}{r.describe}" for r in rules]
    if needs_fixpoint(rules):
        out.append("those steps repeated until nothing changes")
    return out


@dataclass(frozen=True)
class Format:
    """A named string format from the spec's ``formats`` (``console_path``): a pattern every
    value must fully match, the reason given when it does not, and why the rule exists."""

    name: str
    pattern: str
    message: str
    reason: str = ""


# --------------------------------------------------------------------------- enums and shapes


@dataclass
class Enum:
    """A named set of strings, in spec order. ``reserved`` values are recognised but refused
    (with ``reserved_reason``); ``accepted`` are the ones output can contain."""

    name: str
    values: tuple[str, ...]
    ts_name: str | None = None
    doc: str = ""
    reserved: tuple[str, ...] = ()
    reserved_reason: str = ""

    @property
    def accepted(self) -> tuple[str, ...]:
        return tuple(v for v in self.values if v not in self.reserved)

    @property
    def constant(self) -> str:
        return f"{self.name.upper()}_VALUES"

    @property
    def reserved_constant(self) -> str:
        return f"{self.name.upper()}_RESERVED"

    @property
    def unknown_reason(self) -> str:
        return "must be one of " + ", ".join(self.accepted)

    @property
    def py_literal(self) -> str:
        return "Literal[" + ", ".join(json.dumps(v) for v in self.accepted) + "]"

    @property
    def ts_union(self) -> str:
        return " | ".join(naming.ts_string(v) for v in self.accepted)
