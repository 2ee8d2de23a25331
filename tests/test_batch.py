"""The Python batch path (generator/targets/python/batch.py) changes no outcome.

Every batch function of every shipped protocol, and of tests/fixtures/batch/rows.v1.yaml (one
list of every column kind, generated with and without its safety rules), is held to its item
checker: whenever it returns a list, checking the items one by one succeeds with the same JSON
text; and it declines (None) only when some item is not in the common form (a plain dict with
exactly the required fields, each of the exact type its kind expects) or would fail.
"""

from __future__ import annotations

import importlib
import json
import math
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.model import (
    BooleanType,
    EnumType,
    IntegerType,
    ListType,
    NumberType,
    ObjectType,
    Shape,
    StringType,
    TextType,
    bound_value,
)
from generator.model.protocol import Protocol
from generator.pipeline import render_all
from generator.spec.read import read_spec_text
from generator.targets.python import python_context
from generator.targets.python.batch import BATCH_MIN_ITEMS, Batching, BatchPlan, batch_plan
from generator.targets.python.names import py_checker, py_error_class, py_module
from tests import frozen
from tests.conformance.cases import sample
from tests.conftest import PROTOCOLS, ROOT
from tests.strategies import ODD_NUMBERS, ODD_TEXT, SAFE_TEXT, _mutate, valid_value
from tests.test_fuzz import EXAMPLES, FUZZ

FIXTURE = ROOT / "tests" / "fixtures" / "batch" / "rows.v1.yaml"


def plain_fixture_text() -> str:
    """The fixture without its safety block (tests/test_no_safety.py runs it in both languages)."""
    text = FIXTURE.read_text(encoding="utf-8")
    start, end = text.index("# BEGIN SAFETY"), text.index("# END SAFETY")
    return text[:start] + text[end:]


def _fixture_protocols() -> list[Protocol]:
    text = FIXTURE.read_text(encoding="utf-8")
    plain = plain_fixture_text().replace("example_protocols.rows", "example_protocols.rows_plain")
    plain = plain.replace("example-protocols-rows", "example-protocols-rows-plain").replace(
        "prefix: Rows", "prefix: RowsPlain"
    )
    return [read_spec_text(text, "rows.v1.yaml"), read_spec_text(plain, "rows-plain.v1.yaml")]


FIXTURES = _fixture_protocols()
CASES = [(p, plan) for p in [*PROTOCOLS, *FIXTURES] for plan in python_context(p).batching.plans.values()]


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ModuleType]:
    """The generated module of every protocol in CASES; the fixtures generated into a temp dir."""
    out = tmp_path_factory.mktemp("batch")
    for path, text in render_all(FIXTURES).items():
        if path.startswith("python/"):
            (out / path).parent.mkdir(parents=True, exist_ok=True)
            (out / path).write_text(text, encoding="utf-8")
    for src in sorted((out / "python").glob("*/src")):
        sys.path.insert(0, str(src))
    return {p.name + py_module(p): importlib.import_module(py_module(p)) for p, _ in CASES}


def _functions(
    modules: dict[str, ModuleType], p: Protocol, plan: BatchPlan
) -> tuple[Callable[..., Any], Callable[..., Any], type[BaseException]]:
    module = modules[p.name + py_module(p)]
    return getattr(module, plan.function), getattr(module, py_checker(plan.shape)), getattr(module, py_error_class(p))


def _item_by_item(check: Callable[..., Any], error: type[BaseException], items: list[Any]) -> list[Any] | None:
    try:
        return list(map(check, items))
    except error:  # never an OverflowError: without safe_numbers a number must still be finite
        return None


def _exact_types(plan: BatchPlan) -> dict[str, tuple[type, ...]]:
    kinds = {
        "string": (str,),
        "enum": (str,),
        "text": (str,),
        "boolean": (bool,),
        "integer": (int,),
        "number": (int, float),
    }
    return {c.field.name: kinds[c.type.kind] for c in plan.columns}


def _common_form(plan: BatchPlan, items: list[Any]) -> bool:
    types = _exact_types(plan)
    return all(
        type(item) is dict and set(item) == set(types) and all(type(item[k]) in types[k] for k in types)
        for item in items
    )


def _column_value(t: Any) -> st.SearchStrategy[Any]:
    """A value the field's checks accept, in the form a batch handles (text as a string)."""
    return SAFE_TEXT if isinstance(t, TextType) else valid_value(t)


def _valid_lists(plan: BatchPlan) -> st.SearchStrategy[list[dict[str, Any]]]:
    item = st.fixed_dictionaries({c.field.name: _column_value(c.type) for c in plan.columns})
    return st.lists(item, min_size=BATCH_MIN_ITEMS, max_size=BATCH_MIN_ITEMS + 8)


ODD = st.one_of(
    ODD_TEXT,
    ODD_NUMBERS,
    st.none(),
    st.booleans(),
    st.just([]),
    st.just({}),
    st.sampled_from([" R ", "r" * 9, "LIGHT", " dark", "/a/b", "/A", "A", "aB", 101, -1, 5.0, 2.5]),
)


class _Str(str):
    pass


class _Dict(dict):  # type: ignore[type-arg]
    pass


@st.composite
def _odd_lists(draw: st.DrawFn, plan: BatchPlan) -> list[Any]:
    """A valid list with a few changes: a value swapped, a key dropped or added, an item of
    another type, a str or dict subclass."""
    items: list[Any] = draw(_valid_lists(plan))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(items) - 1))
        change = draw(st.sampled_from(["value", "value", "mutate", "subclass", "extra"]))
        name = draw(st.sampled_from([c.field.name for c in plan.columns]))
        if change == "value" and isinstance(items[i], dict):
            items[i] = {**items[i], name: draw(ODD)}
        elif change == "subclass" and isinstance(items[i], dict):
            value = items[i].get(name)
            items[i] = _Dict(items[i]) if not isinstance(value, str) else {**items[i], name: _Str(value)}
        elif change == "extra" and isinstance(items[i], dict):
            field = draw(st.sampled_from([f.name for f in plan.shape.fields] + ["unknown"]))
            items[i] = {**items[i], field: draw(st.one_of(ODD, _column_value(StringType())))}
        else:
            items[i] = _mutate(draw, items[i])
    return items


def _holds_to_contract(
    plan: BatchPlan, functions: tuple[Callable[..., Any], Callable[..., Any], type[BaseException]], items: list[Any]
) -> None:
    """A list from the batch is what the item checker builds (as JSON text: 1 and 1.0 differ);
    None only for a list that is not all in the common form or that the item checker refuses."""
    batch, check, error = functions
    fast, slow = batch(items), _item_by_item(check, error, items)
    if fast is not None:
        assert slow is not None, "the batch accepted a list the item checker refuses"
        assert json.dumps(fast) == json.dumps(slow)
    elif _common_form(plan, items):
        assert slow is None, "the batch declined a valid list in the common form"


IDS = [f"{p.name}:{plan.shape.name}:{p.source}" for p, plan in CASES]


@pytest.mark.slow
@pytest.mark.parametrize(("p", "plan"), CASES, ids=IDS)
def test_a_batch_returns_what_the_item_checker_builds(
    p: Protocol, plan: BatchPlan, modules: dict[str, ModuleType]
) -> None:
    functions = _functions(modules, p, plan)

    @settings(FUZZ, max_examples=max(50, EXAMPLES // 3))  # five cases: a third of the fuzz size each
    @given(st.one_of(_valid_lists(plan), _odd_lists(plan)))
    def run(items: list[Any]) -> None:
        _holds_to_contract(plan, functions, items)

    run()


def _base(plan: BatchPlan) -> list[dict[str, Any]]:
    return [
        {c.field.name: "sample" if isinstance(c.type, TextType) else sample(c.type) for c in plan.columns}
    ] * BATCH_MIN_ITEMS


def _boundaries(t: Any, magnitude: int | None) -> list[Any]:
    """The spec's limits for one field type, at the limit and one past it."""
    out: list[Any] = []
    if isinstance(t, StringType) and t.max_length is not None:
        limit, stem = bound_value(t.max_length) or 0, sample(t)
        out += [stem + stem[-1] * (limit - len(stem)), stem + stem[-1] * (limit + 1 - len(stem))]
    if isinstance(t, IntegerType):
        out += [b + d for b in (t.min, t.max) if b is not None for d in (-1, 0, 1)]
    if isinstance(t, (IntegerType, NumberType)) and magnitude is not None:
        out += [magnitude, magnitude + 1, -magnitude, -magnitude - 1, float(magnitude), float(magnitude + 1)]
    if isinstance(t, EnumType):
        out += [*t.enum.values, *t.enum.reserved, t.enum.values[0].upper(), f" {t.enum.values[0]} "]
    if getattr(t, "length_check_at", None) is not None:
        # Where the item checker refuses a long value before lowercasing it: at that limit and
        # past it before lowercasing, and `İ`, past it only once lowercased (i and U+0307).
        longest = max(map(len, t.enum.values)) if isinstance(t, EnumType) else bound_value(t.max_length) or 0
        out += ["X" * longest, "X" * (longest + 1), "\u0130" * longest, "\u0130" * (longest + 1)]
    return out


ODD_VALUES = [
    math.nan,
    math.inf,
    -math.inf,
    10**400,
    2**53,
    -(2**53),
    2**53 - 1,
    1e308,
    -0.0,
    1,
    1.5,
    True,
    None,
    "",
    " ",
    "\x00",
    "\ud800",
    "a\ud800",
    "\U0001f600",
    "İ",
    _Str("x"),
]


@pytest.mark.parametrize(("p", "plan"), CASES, ids=IDS)
def test_every_limit_and_odd_value_in_every_column(
    p: Protocol, plan: BatchPlan, modules: dict[str, ModuleType]
) -> None:
    """Each column's limits at the limit and one past it, and each odd value, at the first, a
    middle and the last item of an otherwise valid list."""
    functions = _functions(modules, p, plan)
    base = _base(plan)
    assert functions[0](base) is not None
    for column in plan.columns:
        for value in _boundaries(column.type, p.safety.max_magnitude) + ODD_VALUES:
            for i in (0, len(base) // 2, len(base) - 1):
                items = [dict(item) for item in base]
                items[i][column.field.name] = value
                _holds_to_contract(plan, functions, items)


LONG_CASES = [(p, plan, c) for p, plan in CASES for c in plan.columns if c.length_check_at is not None]


def test_the_fixture_has_columns_that_refuse_long_values_before_lowercasing() -> None:
    assert {(c.type.kind, p.name) for p, _, c in LONG_CASES} >= {("string", "rows"), ("enum", "rows")}


@pytest.mark.parametrize(("p", "plan", "column"), LONG_CASES, ids=lambda x: getattr(x, "var", None))
def test_a_batch_declines_a_value_too_long_for_its_column_before_lowercasing_it(
    p: Protocol, plan: BatchPlan, column: Any, modules: dict[str, ModuleType]
) -> None:
    """As the item checker does (tests/test_language_features.py, which says what the bytes
    mean): 50,000 `İ` would take 16 bytes each to lowercase."""
    batch, _, _ = _functions(modules, p, plan)
    items = [dict(item) for item in _base(plan)]
    items[-1][column.field.name] = "\u0130" * 50_000
    tracemalloc.start()
    try:
        assert batch(items) is None
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * 50_000


@pytest.mark.parametrize(("p", "plan"), CASES, ids=IDS)
def test_every_item_with_one_more_key(p: Protocol, plan: BatchPlan, modules: dict[str, ModuleType]) -> None:
    """Every item carrying an optional field, or a key the shape does not know: not the common
    form, so the items are checked one by one (the optional field is kept, the unknown dropped)."""
    functions = _functions(modules, p, plan)
    required = {c.field.name for c in plan.columns}
    extras = {f.name: sample(f.type) for f in plan.shape.fields if f.name not in required} | {"unknown": 1}
    for name, value in extras.items():
        items = [{**item, name: value} for item in _base(plan)]
        assert functions[0](items) is None
        _holds_to_contract(plan, functions, items)


def test_the_largest_chart_takes_the_batch_path(frozen_out: Path) -> None:
    """The case the batch is for: every metric of the bench's largest chart is batched."""
    console = frozen.module("appwrite_protocols.console")

    from bench.corpus import largest

    [action] = json.loads(largest().text)
    for metric in action["metrics"]:
        batched = console._batch_chart_point(metric["points"])
        assert batched is not None
        assert batched == list(map(console._check_chart_point, metric["points"]))


def _shape(*fields: tuple[str, Any, bool]) -> Shape:
    from generator.model import Field

    return Shape("s", [Field(name, t, required=req) for name, t, req in fields])


@pytest.mark.parametrize(
    ("t", "batched"),
    [
        (StringType(), True),
        (StringType(default="x"), False),  # "" becomes the default: not a column check
        (EnumType(), True),
        (TextType(), True),
        (BooleanType(), True),
        (IntegerType(min=0), True),
        (NumberType(emit_float=True), True),
        (ListType(of=StringType()), False),
    ],
)
def test_which_required_fields_a_batch_can_check(t: Any, batched: bool) -> None:
    assert (batch_plan(_shape(("a", t, True))) is not None) is batched


def test_an_optional_field_that_adds_a_key_when_absent_prevents_a_batch() -> None:
    assert batch_plan(_shape(("a", StringType(), True), ("b", BooleanType(), False))) is not None
    assert batch_plan(_shape(("a", StringType(), True), ("b", BooleanType(default=True), False))) is None
    assert batch_plan(_shape(("b", StringType(), False))) is None  # no required field: nothing to batch


@pytest.mark.parametrize("max_items", [None, BATCH_MIN_ITEMS, BATCH_MIN_ITEMS - 1])
def test_only_lists_that_can_reach_the_batch_size_are_batched(max_items: int | None) -> None:
    from generator.model import Field
    from generator.targets.python.batch import batching

    shape = _shape(("a", StringType(), True))
    listed = ListType(of=ObjectType(shape=shape), max_items=max_items)
    result: Batching = batching([shape], [[Field("rows", listed, required=True)]])
    expected = max_items is None or max_items >= BATCH_MIN_ITEMS
    assert ("s" in result.plans) is expected
    assert (result.for_list(listed) is not None) is expected


SHORT = BATCH_MIN_ITEMS - 1


@pytest.mark.parametrize(
    ("n", "bad"),
    [(5000, bad) for bad in (0, 15, 511, 512, 1023, 1024, 4998)] + [(SHORT, 0), (SHORT, SHORT - 2)],
)
def test_a_list_reports_its_first_error_at_its_index(n: int, bad: int, frozen_out: Path) -> None:
    """Chunks of a long list keep the item path: the first bad point is named, wherever it sits
    (chunk edges included), and a later bad one does not mask it. A list under the batch size,
    checked without chunks, names it too."""
    console = frozen.module("appwrite_protocols.console")

    from bench.corpus import chart

    action = chart(1, n)
    points = action["metrics"][0]["points"]
    points[bad]["value"] = "49"
    points[-1]["value"] = None  # a later error, never the one reported
    with pytest.raises(console.ConsoleProtocolError) as caught:
        console.build_envelope([action])
    assert caught.value.path == f"actions[0].metrics[0].points[{bad}].value"


@pytest.mark.parametrize("n", [BATCH_MIN_ITEMS - 1, BATCH_MIN_ITEMS, 512, 520, 5000])
def test_a_long_list_is_what_item_checks_build(n: int, frozen_out: Path) -> None:
    """Whole chunks, a short last chunk (checked item by item) and lists under the batch size."""
    console = frozen.module("appwrite_protocols.console")

    from bench.corpus import chart

    action = chart(1, n)
    points = action["metrics"][0]["points"]
    for point in points[::7]:
        point["time"] = f"  {point['time']} "  # stripped by either path
    [out] = console.build_envelope([action])["actions"]
    assert json.dumps(out["metrics"][0]["points"]) == json.dumps(list(map(console._check_chart_point, points)))


def test_the_list_check_calls_the_batch_once_a_chunk(monkeypatch: pytest.MonkeyPatch, frozen_out: Path) -> None:
    """The generated list check really takes the batch path: one call per chunk of a long list
    (1,100 points: 512 + 512 + 76), none for a list under the batch size."""
    console = frozen.module("appwrite_protocols.console")

    from bench.corpus import chart

    calls: list[int] = []
    real: Callable[[list[Any]], list[Any] | None] = console._batch_chart_point

    def counting(items: list[Any]) -> list[Any] | None:
        calls.append(len(items))
        return real(items)

    monkeypatch.setattr(console, "_batch_chart_point", counting)
    console.build_envelope([chart(1, 1100)])
    assert calls == [512, 512, 76]
    calls.clear()
    console.build_envelope([chart(1, BATCH_MIN_ITEMS - 1)])
    assert calls == []


# What the batch template handles of each column type: a new attribute (a `min_length`, say)
# must be added to the batch's column checks, or to what `_columnable` refuses, before this passes.
HANDLED = {
    # keep_empty and whole_floats: a column with them is refused by `_columnable`
    StringType: {"normalise", "starts_with", "max_length", "pattern", "format", "default", "keep_empty"},
    EnumType: {"enum", "normalise", "default"},
    TextType: set(),
    BooleanType: {"default"},
    IntegerType: {"min", "max", "default", "whole_floats"},
    NumberType: {"emit_float"},
}


@pytest.mark.parametrize("kind", list(HANDLED), ids=lambda k: k.__name__)
def test_every_attribute_of_a_column_type_is_handled(kind: type) -> None:
    import dataclasses

    assert {f.name for f in dataclasses.fields(kind)} == HANDLED[kind]


def test_columns_that_keep_empty_strings_or_take_whole_floats_are_not_batched() -> None:
    from generator.targets.python.batch import _columnable

    assert _columnable(StringType()) and not _columnable(StringType(keep_empty=True))
    assert _columnable(IntegerType()) and not _columnable(IntegerType(whole_floats=True))
