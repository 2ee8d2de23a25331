"""The Python target's one table from a check plan's step to code (generator/model/plan.py),
and from a normalisation rule to its code. Templates print a plan with ``py_step``; nothing
else in the target decides an order of checks or spells a rule.

Each step's code is statements at the indentation of the value's checks, ending in a newline;
``omit_when_empty`` opens a block the template indents the rest of the plan into.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from generator.model import messages as m
from generator.model import plan
from generator.model.rules import Rule
from generator.targets.base import indent_code
from generator.targets.code import bound_code, enum_constant, reserved_constant
from generator.targets.python.names import py_literal, py_longest_value, py_message
from generator.targets.python.reasons import py_reason
from generator.targets.stable import StableRules

if TYPE_CHECKING:  # context.py imports batch.py, which reads RULES here
    from generator.targets.python.context import PythonContext


@dataclass(frozen=True)
class RuleCode:
    """How Python applies one rule: ``changes`` is the test that the rule would change ``v``
    (the until-stable helper is called only then); ``apply`` the expression applying it once
    (None: only through the helper); ``stable`` its step in the helper's tuple, as
    ``("call", callable)`` or ``("pattern", what it takes from the front)``; ``method`` the
    ``str`` method the batch path calls a column with (None: such columns are checked item by
    item, ``batch.py``)."""

    changes: Callable[[Any, str], str]
    apply: Callable[[str], str] | None
    stable: Callable[[Any], tuple[str, str]]
    method: str | None = None


RULES: dict[str, RuleCode] = {
    "strip": RuleCode(
        changes=lambda r, v: f"{v}[:1].isspace() or {v}[-1:].isspace()",
        apply=lambda v: f"{v}.strip()",
        stable=lambda r: ("call", "str.strip"),
        method="strip",
    ),
    "lowercase": RuleCode(
        changes=lambda r, v: f"{v} != {v}.lower()",
        apply=lambda v: f"{v}.lower()",
        stable=lambda r: ("call", "str.lower"),
        method="lower",
    ),
    "remove_prefix": RuleCode(
        changes=lambda r, v: f"{v}.startswith({py_literal(r.prefix)})",
        apply=None,  # only in the helper: a prefix removal is applied until stable
        stable=lambda r: ("pattern", f"(?:{re.escape(r.prefix)})*+"),
    ),
}


def rule_code(rule: Rule) -> RuleCode:
    code = RULES.get(rule.kind)
    if code is None:
        raise NotImplementedError(f"no Python for the rule {rule.kind} (docs/architecture.md says where it goes)")
    return code


def stable_steps(s: StableRules) -> list[tuple[str, str]]:
    """The until-stable helper's first pass, rule by rule (``StableRules.rules``)."""
    return [rule_code(r).stable(r) for r in s.rules]


# --------------------------------------------------------------------------- the steps


def _raise(ctx: PythonContext, path: str, reason: str) -> str:
    """``reason`` is code: a constant, a literal or an f-string."""
    return f"raise {ctx.err}({path}, {reason})"


def _raise_reason(ctx: PythonContext, path: str, reason: str) -> str:
    """``reason`` is text: written through the module's reason constants (reasons.py)."""
    return _raise(ctx, path, py_reason(reason, ctx.reasons))


def text_fault(v: str, ctx: PythonContext) -> str:
    """The condition that ``v`` breaks the text safety rules (empty when there are none)."""
    s = ctx.safety
    tests = (['"\\x00" in ' + v] if s.reject_nul else []) + (
        [f"(not {v}.isascii() and _has_surrogate({v}))"] if s.reject_lone_surrogates else []
    )
    return " or ".join(tests)


def text_safety(v: str, path: str, ctx: PythonContext) -> str:
    """``screen`` is the checker's (module.py.jinja): False when the text held no such string."""
    if not ctx.safety.checks_text:
        return ""
    return f"if screen and ({text_fault(v, ctx)}):\n    {_raise_reason(ctx, path, ctx.safety.text_reason)}\n"


def rules_code(rules: tuple[Rule, ...], v: str, ctx: PythonContext) -> str:
    """A rule list (``plan.rule_steps``): the helper only when some rule would change the
    value, since most values are stable already; else each rule in turn."""
    return "".join(step_code(s, v, "", ctx) for s in plan.rule_steps(rules))


def _until_stable(s: plan.UntilStable, v: str, path: str, ctx: PythonContext) -> str:
    changes = " or ".join(rule_code(r).changes(r, v) for r in s.rules)
    return f"if {changes}:\n    {v} = _until_stable({v}, {ctx.stable[s.rules].py_name})\n"


def _apply_rule(s: plan.ApplyRule, v: str, path: str, ctx: PythonContext) -> str:
    apply = rule_code(s.rule).apply
    if apply is None:
        raise NotImplementedError(f"no Python for the rule {s.rule.kind} outside the until-stable helper")
    return f"{v} = {apply(v)}\n"


def _too_long(s: plan.TooLong, v: str, path: str, ctx: PythonContext) -> str:
    return (
        f"if len({v}) > {bound_code(s.limit)}:  # too long however it is cased: lowercasing never shortens\n"
        + indent_code(text_safety(v, path, ctx), 4)
        + f"    {_raise(ctx, path, py_message(m.at_most_characters(s.limit)))}\n"
    )


def _too_long_for_enum(s: plan.TooLongForEnum, v: str, path: str, ctx: PythonContext) -> str:
    return (
        f"if len({v}) > {py_longest_value(s.enum)}:  # too long for any value: lowercasing never shortens\n"
        f"    {_raise_reason(ctx, path, s.enum.unknown_reason)}\n"
    )


def _in_enum(s: plan.InEnum, v: str, path: str, ctx: PythonContext) -> str:
    out = f"if {v} not in {enum_constant(s.enum)}:\n"
    if s.enum.reserved:
        out += f"    if {v} in {reserved_constant(s.enum)}:\n"
        out += f"        {_raise_reason(ctx, path, s.enum.reserved_reason)}\n"
    return out + f"    {_raise_reason(ctx, path, s.enum.unknown_reason)}\n"


_STEPS: dict[str, Callable[[Any, str, str, PythonContext], str]] = {
    "is_string": lambda s, v, path, ctx: f"if not isinstance({v}, str):\n    {_raise_reason(ctx, path, s.reason)}\n",
    "apply_rule": _apply_rule,
    "until_stable": _until_stable,
    "too_long": _too_long,
    "too_long_for_enum": _too_long_for_enum,
    "default_when_empty": lambda s, v, path, ctx: f"if not {v}:\n    {v} = {py_literal(s.default)}\n",
    "refuse_empty": lambda s, v, path, ctx: f"if not {v}:\n    {_raise_reason(ctx, path, s.reason)}\n",
    "omit_when_empty": lambda s, v, path, ctx: f"if {v}:\n",
    "text_safety": lambda s, v, path, ctx: text_safety(v, path, ctx),
    "starts_with": lambda s, v, path, ctx: (
        f"if not {v}.startswith({py_literal(s.prefix)}):\n" f"    {_raise_reason(ctx, path, m.starts_with(s.prefix))}\n"
    ),
    "max_length": lambda s, v, path, ctx: (
        f"if len({v}) > {bound_code(s.limit)}:\n"
        f"    {_raise(ctx, path, py_message(m.at_most_characters(s.limit)))}\n"
    ),
    "pattern": lambda s, v, path, ctx: (
        f"if {ctx.patterns[s.pattern]}.fullmatch({v}) is None:\n"
        f"    {_raise_reason(ctx, path, m.matches(s.pattern))}\n"
    ),
    "format": lambda s, v, path, ctx: (
        f"if {ctx.patterns[s.format.pattern]}.fullmatch({v}) is None:\n"
        f"    {_raise_reason(ctx, path, s.format.message)}\n"
    ),
    "in_enum": _in_enum,
}


def step_code(step: plan.Step, v: str, path: str, ctx: PythonContext) -> str:
    """One step as Python statements; a step kind the table lacks stops the run."""
    write = _STEPS.get(step.kind)
    if write is None:
        raise NotImplementedError(f"no Python for the check step {step.kind}")
    return write(step, v, path, ctx)


def py_steps(steps: tuple[plan.Step, ...], v: str, path: str, ctx: PythonContext) -> str:
    """Steps of a plan, in order, as Python statements (the ``py_steps`` filter)."""
    return "".join(step_code(s, v, path, ctx) for s in steps)
