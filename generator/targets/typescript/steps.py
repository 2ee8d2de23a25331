"""The TypeScript target's one table from a check plan's step to code (generator/model/plan.py),
and from a normalisation rule to its code: the twin of generator/targets/python/steps.py, the
same steps in the same order, spelled for TypeScript.

Each step's code is statements at the indentation of the value's checks, ending in a newline;
``omit_when_empty`` opens a block (``{``) that the template indents the rest of the plan into
and closes.

Reasons stay literals where they are thrown, unlike Python's module constants
(generator/targets/python/reasons.py): a TypeScript constant that a protocol ends up not reading
breaks a consumer compiling with ``noUnusedLocals`` (tests/test_ts_unused.py), the literals cost
the module's size only (V8 interns equal string literals), and minifiers fold them anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.model import messages as m
from generator.model import plan
from generator.model.messages import Slot, Text
from generator.model.rules import Rule
from generator.targets.base import indent_code
from generator.targets.code import CodeContext, bound_code, enum_constant, reserved_constant
from generator.targets.stable import StableRules, ts_literal
from generator.targets.typescript.layout import WIDTH
from generator.targets.typescript.names import ts_longest_value, ts_string
from generator.targets.typescript.paths import ts_message


@dataclass(frozen=True)
class RuleCode:
    """How TypeScript applies one rule, as ``python/steps.py``'s ``RuleCode``: ``changes`` the
    test that it would change ``v``, ``apply`` the expression applying it once (None: only in
    the helper), ``stable`` its step in the runtime's ``untilStable`` tuple (``("call", name)``,
    a name ``untilStable`` in runtime.ts knows, or ``("pattern", source)``)."""

    changes: Callable[[Any, str], str]
    apply: Callable[[str], str] | None
    stable: Callable[[Any], tuple[str, str]]


RULES: dict[str, RuleCode] = {
    "strip": RuleCode(
        changes=lambda r, v: f"isPySpace({v}.charCodeAt(0)) || isPySpace({v}.charCodeAt({v}.length - 1))",
        apply=lambda v: f"pyStrip({v})",
        stable=lambda r: ("call", "'strip'"),
    ),
    "lowercase": RuleCode(
        changes=lambda r, v: f"{v} !== {v}.toLowerCase()",
        apply=lambda v: f"{v}.toLowerCase()",
        stable=lambda r: ("call", "'lower'"),
    ),
    "remove_prefix": RuleCode(
        changes=lambda r, v: f"{v}.startsWith({ts_string(r.prefix)})",
        apply=None,  # only in the helper: a prefix removal is applied until stable
        stable=lambda r: ("pattern", f"(?:{ts_literal(r.prefix)})*"),
    ),
}


def rule_code(rule: Rule) -> RuleCode:
    code = RULES.get(rule.kind)
    if code is None:
        raise NotImplementedError(f"no TypeScript for the rule {rule.kind} (docs/architecture.md says where it goes)")
    return code


def stable_steps(s: StableRules) -> list[tuple[str, str]]:
    """The until-stable helper's first pass, rule by rule (``StableRules.rules``)."""
    return [rule_code(r).stable(r) for r in s.rules]


# --------------------------------------------------------------------------- the steps


def _throw(ctx: CodeContext, path: str, reason: str) -> str:
    return f"throw new {ctx.err}({path}, {reason})"


def text_safety(v: str, path: str, ctx: CodeContext) -> str:
    s = ctx.safety
    if not s.checks_text:
        return ""
    tests = ([f"{v}.includes('\\0')"] if s.reject_nul else []) + (
        [f"hasLoneSurrogate({v})"] if s.reject_lone_surrogates else []
    )
    return f"if ({' || '.join(tests)}) {_throw(ctx, path, ts_string(s.text_reason))}\n"


def rules_code(rules: tuple[Rule, ...], v: str, ctx: CodeContext) -> str:
    """A rule list (``plan.rule_steps``): the helper only when some rule would change the
    value, since most values are stable already; else each rule in turn."""
    return "".join(step_code(s, v, "", ctx) for s in plan.rule_steps(rules))


def _until_stable(s: plan.UntilStable, v: str, path: str, ctx: CodeContext) -> str:
    changes = " || ".join(rule_code(r).changes(r, v) for r in s.rules)
    return f"if ({changes}) {{\n  {v} = untilStable({v}, {ctx.stable[s.rules].ts_name})\n}}\n"


def _apply_rule(s: plan.ApplyRule, v: str, path: str, ctx: CodeContext) -> str:
    apply = rule_code(s.rule).apply
    if apply is None:
        raise NotImplementedError(f"no TypeScript for the rule {s.rule.kind} outside the until-stable helper")
    return f"{v} = {apply(v)}\n"


def _too_long(s: plan.TooLong, v: str, path: str, ctx: CodeContext) -> str:
    return (
        "// too long however it is cased: lowercasing never shortens\n"
        f"if (longerThan({v}, {bound_code(s.limit)})) {{\n"
        + indent_code(text_safety(v, path, ctx), 2)
        + f"  {_throw(ctx, path, ts_message(m.at_most_characters(s.limit)))}\n}}\n"
    )


def _too_long_for_enum(s: plan.TooLongForEnum, v: str, path: str, ctx: CodeContext) -> str:
    return (
        "// too long for any value: lowercasing never shortens\n"
        f"if ({v}.length > {ts_longest_value(s.enum)}) {_throw(ctx, path, ts_string(s.enum.unknown_reason))}\n"
    )


def _in_enum(s: plan.InEnum, v: str, path: str, ctx: CodeContext) -> str:
    out = f"if (!({enum_constant(s.enum)} as readonly string[]).includes({v})) {{\n"
    if s.enum.reserved:
        out += f"  if (({reserved_constant(s.enum)} as readonly string[]).includes({v})) "
        out += f"{_throw(ctx, path, ts_string(s.enum.reserved_reason))}\n"
    return out + f"  {_throw(ctx, path, ts_string(s.enum.unknown_reason))}\n}}\n"


_STEPS: dict[str, Callable[[Any, str, str, CodeContext], str]] = {
    "is_string": lambda s, v, path, ctx: f"if (typeof {v} !== 'string') {_throw(ctx, path, ts_string(s.reason))}\n",
    "apply_rule": _apply_rule,
    "until_stable": _until_stable,
    "too_long": _too_long,
    "too_long_for_enum": _too_long_for_enum,
    "default_when_empty": lambda s, v, path, ctx: f"if ({v} === '') {v} = {ts_string(s.default)}\n",
    "refuse_empty": lambda s, v, path, ctx: f"if ({v} === '') {_throw(ctx, path, ts_string(s.reason))}\n",
    "omit_when_empty": lambda s, v, path, ctx: f"if ({v} !== '') {{\n",
    "text_safety": lambda s, v, path, ctx: text_safety(v, path, ctx),
    "starts_with": lambda s, v, path, ctx: (
        f"if (!{v}.startsWith({ts_string(s.prefix)})) {_throw(ctx, path, ts_string(m.starts_with(s.prefix)))}\n"
    ),
    "max_length": lambda s, v, path, ctx: (
        f"if (longerThan({v}, {bound_code(s.limit)})) {_throw(ctx, path, ts_message(m.at_most_characters(s.limit)))}\n"
    ),
    "pattern": lambda s, v, path, ctx: (
        f"if (!{ctx.patterns[s.pattern]}.test({v})) {_throw(ctx, path, ts_string(m.matches(s.pattern)))}\n"
    ),
    "format": lambda s, v, path, ctx: (
        f"if (!{ctx.patterns[s.format.pattern]}.test({v})) {_throw(ctx, path, ts_string(s.format.message))}\n"
    ),
    "in_enum": _in_enum,
}


def step_code(step: plan.Step, v: str, path: str, ctx: CodeContext) -> str:
    """One step as TypeScript statements; a step kind the table lacks stops the run."""
    write = _STEPS.get(step.kind)
    if write is None:
        raise NotImplementedError(f"no TypeScript for the check step {step.kind}")
    return write(step, v, path, ctx)


def ts_steps(steps: tuple[plan.Step, ...], v: str, path: str, ctx: CodeContext) -> str:
    """Steps of a plan, in order, as TypeScript statements (the ``ts_steps`` filter)."""
    return "".join(step_code(s, v, path, ctx) for s in steps)


def ts_format(reason: Text) -> str:
    """A reason with a slot as a string literal, ``{}`` where the slot goes: for the runtime,
    which puts the parser's words there (``readJsonText`` in runtime.ts)."""
    return ts_string("".join("{}" if isinstance(part, Slot) else str(part) for part in reason.parts))


def ts_argument_reasons(ctx: CodeContext) -> str:
    """The module's ``ARGUMENT_REASONS`` (runtime.ts, ``ArgumentReasons``), laid out as
    prettier lays out an array: on one line where it fits, else an element a line."""
    s = ctx.safety
    items = [
        ts_string(m.NOT_EMPTY),
        ts_message(m.at_most_bytes(s.max_bytes)) if s.max_bytes else "''",
        ts_message(m.nests_deeper(s.max_depth)) if s.max_depth else "''",
        ts_format(m.not_json_because()),
    ]
    head = "const ARGUMENT_REASONS: ArgumentReasons = ["
    line = head + ", ".join(items) + "]"
    return line if len(line) <= WIDTH else head + "\n" + "".join(f"  {item},\n" for item in items) + "]"
