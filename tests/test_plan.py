"""The check plan (generator/model/plan.py) is the one order of a string's and an enum's checks:
the reference interpreter runs it, both code targets print it, each through one table keyed by
step kind, and the specs this repository generates from use every step and every rule."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.model import EnumType, ListType, MapType, OneOfType, Rule, StringType, reference
from generator.model.plan import STEP_KINDS, ApplyRule, Step, UntilStable, check_plan, split_at_omit
from generator.model.protocol import Protocol
from generator.model.types import Field, Shape
from generator.model.variants import Variant
from generator.pipeline import find_specs, read_specs
from generator.targets.python import python_context, python_files
from generator.targets.python import steps as py_steps
from generator.targets.python.names import py_key, py_literal, py_var
from generator.targets.typescript import steps as ts_steps
from generator.targets.typescript import typescript_context, typescript_files
from generator.targets.typescript.layout import layout
from generator.targets.typescript.names import ts_string
from tests.conformance.cases import sample_string
from tests.conftest import ROOT

RULE_KINDS = {cls.kind for cls in Rule.__subclasses__() if cls.__module__ == "generator.model.rules"}


def _corpus() -> list[Protocol]:
    """Every spec generated from here: spec/, the AG-UI example, the test fixtures."""
    paths = find_specs(ROOT / "spec") + find_specs(ROOT / "examples/ag-ui/spec")
    paths += sorted((ROOT / "tests/fixtures").glob("*/*.yaml"))
    out = []
    for path in paths:
        try:
            out += read_specs([path])
        except SystemExit:  # a fixture of a failing case (tests/fixtures/versions) reads as an error
            continue
    return out


CORPUS = _corpus()


def _scalars(t: object) -> Iterator[StringType | EnumType]:
    if isinstance(t, (StringType, EnumType)):
        yield t
    elif isinstance(t, ListType):
        yield from _scalars(t.of)
    elif isinstance(t, OneOfType):
        for alt in t.of:
            yield from _scalars(alt)


def _owners(p: Protocol) -> list[Shape | Variant]:
    return [*p.variants, *p.shapes]


def _fields(p: Protocol) -> Iterator[Field]:
    for owner in _owners(p):
        yield from owner.fields
    yield from p.envelope.fields


def _plans(p: Protocol) -> Iterator[tuple[Step, ...]]:
    for f in _fields(p):
        for t in _scalars(f.type):
            for required in (True, False):
                yield check_plan(t, required)


def _rule_kinds(steps: tuple[Step, ...]) -> set[str]:
    out = {s.rule.kind for s in steps if isinstance(s, ApplyRule)}
    return out | {r.kind for s in steps if isinstance(s, UntilStable) for r in s.rules}


def test_every_table_maps_exactly_the_step_kinds() -> None:
    """The reference and both code targets have one entry a step kind, no more."""
    assert len(set(STEP_KINDS)) == len(STEP_KINDS)
    assert set(reference._RUN) == set(STEP_KINDS)
    assert set(py_steps._STEPS) == set(STEP_KINDS)
    assert set(ts_steps._STEPS) == set(STEP_KINDS)


def test_every_rule_has_a_meaning_words_and_code_in_both_targets() -> None:
    assert set(py_steps.RULES) == RULE_KINDS
    assert set(ts_steps.RULES) == RULE_KINDS
    for cls in Rule.__subclasses__():
        if cls.__module__ == "generator.model.rules":
            rule = cls("#") if cls.kind == "remove_prefix" else cls()  # type: ignore[call-arg]
            assert isinstance(rule.apply(" #X "), str) and rule.words


def test_the_specs_use_every_step_and_every_rule() -> None:
    """So the shared vectors, built from these specs, exercise every entry of every table."""
    plans = [plan for p in CORPUS for plan in _plans(p)]
    assert {s.kind for plan in plans for s in plan} == set(STEP_KINDS)
    rules = set().union(*(_rule_kinds(plan) for plan in plans))
    keys = {r.kind for p in CORPUS for f in _fields(p) if isinstance(f.type, MapType) for r in f.type.key_normalise}
    assert rules | keys == RULE_KINDS


# The order spec/README.md gives a string's and an enum's checks, as a pattern over step kinds.
_ORDER = re.compile(
    r"is_string (?:(?:apply_rule|until_stable) )*(?:too_long(?:_for_enum)? )?(?:(?:apply_rule|until_stable) )*"
    r"(?:default_when_empty |refuse_empty |omit_when_empty )?"
    r"(?:in_enum |text_safety (?:starts_with )?(?:max_length )?(?:pattern )?(?:format )?)"
)


def test_every_plan_keeps_the_order_of_checks() -> None:
    for p in CORPUS:
        for plan in _plans(p):
            kinds = " ".join(s.kind for s in plan) + " "
            assert _ORDER.fullmatch(kinds), kinds


def test_the_reference_runs_each_plan_step_by_step_in_order() -> None:
    """The reference interpreter checks a string or an enum by running its plan, each step
    through ``_RUN``: on a valid value every step runs, once, in the plan's order."""
    ran: list[str] = []

    def recording(kind: str, run: Callable[[Any, Any, str], Any]) -> Callable[[Any, Any, str], Any]:
        def step(s: Any, v: Any, path: str) -> Any:
            ran.append(kind)
            return run(s, v, path)

        return step

    checked = 0
    with pytest.MonkeyPatch.context() as patch:
        for kind, run in list(reference._RUN.items()):
            patch.setitem(reference._RUN, kind, recording(kind, run))
        for p in CORPUS:
            reference.interpret(p)
            for f in _fields(p):
                for t in _scalars(f.type):
                    value = t.enum.accepted[0] if isinstance(t, EnumType) else sample_string(t)
                    ran.clear()
                    assert reference.check_value(t, value, f.name, f.required) is not reference.OMIT
                    assert ran == [s.kind for s in check_plan(t, f.required)], f.name
                    checked += 1
    assert checked


def _words(text: str) -> str:
    return "".join(text.split())


def _resolved(code: str, module: str, names: dict[str, str]) -> str:
    """Step code as the module carries it: a reason by its constant where the module declares
    one, else as a literal (generator/targets/python/reasons.py)."""
    for text, name in names.items():
        declared = f"\n{name}: Final = " in module
        code = code.replace(f"\x00{name}\x00", name if declared else py_literal(text))
    return code


@pytest.mark.parametrize("p", [p for p in CORPUS if p.variants], ids=lambda p: Path(p.source).name)
def test_both_languages_print_each_fields_plan_in_order(p: Protocol) -> None:
    """Each field's checks in the generated module are its plan's steps, in the plan's order,
    written by the target's table: the template adds nothing between them."""
    py_module = next(text for path, text in python_files(p).items() if path.endswith("__init__.py"))
    ts_module = "\n".join(text for path, text in typescript_files(p).items() if path.endswith(".ts"))
    py_ctx, ts_ctx = python_context(p), typescript_context(p)
    checked = 0
    for owner in _owners(p):
        for f in owner.fields:
            if not isinstance(f.type, (StringType, EnumType)):
                continue
            head, body = split_at_omit(check_plan(f.type, f.required))
            steps = head + (body or ())
            py = _resolved(py_steps.py_steps(steps, py_var(f), py_key(f), py_ctx), py_module, py_ctx.reasons)
            assert _words(py) in _words(py_module), f.name
            ts = ts_steps.ts_steps(steps, "v", ts_string(f.name), ts_ctx)
            assert _words(layout(ts)) in _words(ts_module), f.name
            checked += 1
    assert checked
