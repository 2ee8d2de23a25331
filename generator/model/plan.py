"""A string's or an enum's check plan: the order of its checks, decided once.

A plan is a tuple of neutral steps, in the order every language runs them: the type, the rules
before the length check, that check, the rules after it, what an empty value does, the text
safety rules, the start, the length, the pattern, the format (a string) or the values (an
enum). The reference interpreter executes it step by step (``reference.py``, ``_RUN``); each
code target prints it through one table from step kind to code
(``generator/targets/python/steps.py``, ``generator/targets/typescript/steps.py``), so no
template decides an order. ``tests/test_plan.py`` holds the three to the same steps.

Steps name what is checked, never how a language spells it: a limit is the model's ``Bound``, a
reason the model's message.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from generator.model import messages as m
from generator.model.rules import Enum, Format, Limit, Rule, removes_prefix
from generator.model.types import EnumType, StringType


@dataclass(frozen=True)
class Step:
    """One check or change of a value; ``kind`` is what the targets' tables are keyed by."""

    kind: ClassVar[str]


@dataclass(frozen=True)
class IsString(Step):
    """Refuse a value that is not a string, with ``reason``."""

    kind: ClassVar[str] = "is_string"
    reason: str


@dataclass(frozen=True)
class ApplyRule(Step):
    """Apply one normalisation rule once (a list without a prefix removal)."""

    kind: ClassVar[str] = "apply_rule"
    rule: Rule


@dataclass(frozen=True)
class UntilStable(Step):
    """Apply a rule list with a prefix removal until the value stops changing
    (``rules.removes_prefix``): one step for the whole list, which the code targets hand to
    their runtime's helper."""

    kind: ClassVar[str] = "until_stable"
    rules: tuple[Rule, ...]


@dataclass(frozen=True)
class TooLong(Step):
    """A string longer than ``limit`` before its lowercasing is refused there, the text safety
    rules first (``StringType.length_check_at`` says why the outcome is the later checks')."""

    kind: ClassVar[str] = "too_long"
    limit: int | Limit


@dataclass(frozen=True)
class TooLongForEnum(Step):
    """A value longer than the enum's longest value (reserved ones too), before its
    lowercasing, is none of them (``EnumType.length_check_at``); each language counts length
    its own way, so the limit is the target's."""

    kind: ClassVar[str] = "too_long_for_enum"
    enum: Enum


@dataclass(frozen=True)
class DefaultWhenEmpty(Step):
    """An empty value becomes ``default``."""

    kind: ClassVar[str] = "default_when_empty"
    default: str


@dataclass(frozen=True)
class RefuseEmpty(Step):
    kind: ClassVar[str] = "refuse_empty"
    reason: str = m.NOT_EMPTY


@dataclass(frozen=True)
class OmitWhenEmpty(Step):
    """An empty value is the missing field: the steps after this one, and storing the value,
    run only on a value that is not empty (the code targets open a block here)."""

    kind: ClassVar[str] = "omit_when_empty"


@dataclass(frozen=True)
class TextSafety(Step):
    """The spec's text safety rules (NUL, lone surrogates); nothing when it has none."""

    kind: ClassVar[str] = "text_safety"


@dataclass(frozen=True)
class StartsWith(Step):
    kind: ClassVar[str] = "starts_with"
    prefix: str


@dataclass(frozen=True)
class MaxLength(Step):
    kind: ClassVar[str] = "max_length"
    limit: int | Limit


@dataclass(frozen=True)
class Pattern(Step):
    """The value must fully match ``pattern`` (a regex both languages read alike)."""

    kind: ClassVar[str] = "pattern"
    pattern: str


@dataclass(frozen=True)
class MatchesFormat(Step):
    kind: ClassVar[str] = "format"
    format: Format


@dataclass(frozen=True)
class InEnum(Step):
    """One of the enum's accepted values; a reserved one with its own reason."""

    kind: ClassVar[str] = "in_enum"
    enum: Enum


# Every kind of step, in the order a plan may hold them; the targets' tables map exactly these.
STEP_KINDS: tuple[str, ...] = tuple(cls.kind for cls in Step.__subclasses__())


def rule_steps(rules: tuple[Rule, ...]) -> tuple[Step, ...]:
    """A rule list as steps: one helper call for a list with a prefix removal, else each rule."""
    if not rules:
        return ()
    if removes_prefix(rules):
        return (UntilStable(rules),)
    return tuple(ApplyRule(r) for r in rules)


def _empty_steps(t: StringType | EnumType, required: bool) -> tuple[Step, ...]:
    """What an empty value does. A string: kept (``keep_empty``), its default, refused when
    required, else missing. An enum: its default or missing when optional; when required it
    meets the values, which hold no empty string, and is refused there."""
    if isinstance(t, StringType) and t.keep_empty:
        return ()
    if isinstance(t, EnumType) and required:
        return ()
    if t.default is not None:
        return (DefaultWhenEmpty(t.default),)
    if required:
        return (RefuseEmpty(),)
    return (OmitWhenEmpty(),)


def check_plan(t: StringType | EnumType, required: bool) -> tuple[Step, ...]:
    """The steps of one string or enum value, in order (``required``: the field must be present,
    or the value is a list's element)."""
    if isinstance(t, StringType):
        # length_check_at is None without a max_length
        early: tuple[Step, ...] = () if t.length_check_at is None or t.max_length is None else (TooLong(t.max_length),)
        return (
            IsString(m.NOT_A_STRING),
            *rule_steps(t.rules_before_length_check),
            *early,
            *rule_steps(t.rules_after_length_check),
            *_empty_steps(t, required),
            TextSafety(),
            *((StartsWith(t.starts_with),) if t.starts_with else ()),
            *((MaxLength(t.max_length),) if t.max_length is not None else ()),
            *((Pattern(t.pattern),) if t.pattern else ()),
            *((MatchesFormat(t.format),) if t.format else ()),
        )
    if isinstance(t, EnumType):
        return (
            IsString(t.enum.unknown_reason),
            *rule_steps(t.rules_before_length_check),
            *((TooLongForEnum(t.enum),) if t.length_check_at is not None else ()),
            *rule_steps(t.rules_after_length_check),
            *_empty_steps(t, required),
            InEnum(t.enum),
        )
    raise TypeError(f"no check plan for a {type(t).__name__}")


def split_at_omit(steps: tuple[Step, ...]) -> tuple[tuple[Step, ...], tuple[Step, ...] | None]:
    """The plan up to and including an ``OmitWhenEmpty`` step, and the steps inside the block it
    opens (None without one: the whole plan is the first part)."""
    at = next((i for i, s in enumerate(steps) if isinstance(s, OmitWhenEmpty)), None)
    return (steps, None) if at is None else (steps[: at + 1], steps[at + 1 :])
