"""Property-based fuzzing of the generated Python: valid items derived from the spec, then
mutated (type swaps, deletions, huge and deep values, odd Unicode, NaN, boundary limits).

Properties, for every protocol: only the protocol error ever escapes; the tool function never
raises; every accepted output is strict JSON, valid UTF-8, and re-validates to itself byte for
byte. Each property runs through both JSON layers (orjson and the stdlib; tests/test_json_layers.py
compares them byte for byte). The README's test command runs FUZZ_EXAMPLES (default 150) cases
a property; CI (.ci/run) runs this file, tests/test_batch.py and tests/test_json_layers.py again
with 1,000; the big run is

    FUZZ_EXAMPLES=1000000 .venv/bin/python -m pytest tests/test_fuzz.py -q -p no:cacheprovider
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from generator.targets.python.names import py_error_class, py_item_params, py_module, py_tool_function
from tests.conftest import PROTOCOLS
from tests.strategies import ANY_JSON, FUZZ_EXAMPLES, mutated_items, valid_item
from tests.test_json_layers import LAYERS, json_layer

pytestmark = pytest.mark.slow  # the fuzz tier: out of the quick loop

EXAMPLES = FUZZ_EXAMPLES
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize="FUZZ_SEED" not in os.environ,
    suppress_health_check=list(HealthCheck),
    database=None,
)


@pytest.fixture(autouse=True, params=sorted(LAYERS))
def _each_json_layer(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every property, once with orjson parsing and writing the JSON and once with json."""
    with contextlib.ExitStack() as stack:
        for p in PROTOCOLS:
            stack.enter_context(json_layer(importlib.import_module(py_module(p)), request.param))
        yield


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def emit(module: Any, argument: Any, **options: Any) -> str:
    """The canonical envelope text, through the API every protocol shares (build_envelope)."""
    return json.dumps(module.build_envelope(argument, **options), separators=(",", ":"), ensure_ascii=False)


def call_tool(p: Any, module: Any, argument: Any) -> str:
    """The tool function as the model calls it: one argument, or the item's fields (single)."""
    tool: Callable[..., str] = getattr(module, py_tool_function(p))
    if p.envelope.is_list:
        return tool(argument)
    fields = argument if isinstance(argument, dict) else {}
    return tool(*[fields.get(name) for name, _ in py_item_params(p)])


def assert_canonical(p: Any, module: Any, text: str) -> None:
    """Strict JSON (no NaN/Infinity), valid UTF-8, and a fixed point of the validator."""
    text.encode("utf-8")  # raises on an unpaired surrogate
    envelope = json.loads(text, parse_constant=_reject_constant)
    if p.envelope.is_list:
        options = {f.name: envelope[f.name] for f in p.envelope.fields if f.name in envelope}
        assert emit(module, envelope[p.envelope.list_key], **options) == text
    else:
        assert emit(module, {k: v for k, v in envelope.items() if k != "protocol"}) == text


def _unique_key(p: Any) -> Any:
    """Items of one call must differ in the envelope's unique field, when it has one."""
    field = p.envelope.unique
    return (lambda item: str(item.get(field)).strip()) if field else None


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_valid_items_are_accepted_and_canonical(p: Any) -> None:
    module = importlib.import_module(py_module(p))

    items = st.lists(valid_item(p), min_size=1, max_size=p.envelope.max_value or 3, unique_by=_unique_key(p))
    argument = items if p.envelope.is_list else valid_item(p)

    @FUZZ
    @seed(20261202)
    @given(argument)
    def run(value: Any) -> None:
        assert_canonical(p, module, emit(module, value))

    run()


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_mutated_items_only_raise_the_protocol_error(p: Any) -> None:
    module = importlib.import_module(py_module(p))
    error = getattr(module, py_error_class(p))

    @FUZZ
    @seed(20261202)
    @given(mutated_items(p), st.booleans())
    def run(argument: Any, as_text: bool) -> None:
        if not p.envelope.is_list and isinstance(argument, list) and argument:
            argument = argument[0]
        if p.envelope.is_list:
            assert isinstance(call_tool(p, module, argument), str)
        if as_text:
            try:
                argument = json.dumps(argument, ensure_ascii=False, allow_nan=True)
            except (ValueError, RecursionError):
                return
        try:
            text = emit(module, argument)
        except error:
            if p.envelope.is_list:
                assert call_tool(p, module, argument).startswith(p.tool.error_prefix)
            return
        assert_canonical(p, module, text)
        if p.envelope.is_list:
            assert call_tool(p, module, argument) == text

    run()


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_arbitrary_arguments_never_escape(p: Any) -> None:
    module = importlib.import_module(py_module(p))

    @FUZZ
    @seed(20261202)
    @given(st.one_of(ANY_JSON, ANY_JSON.map(lambda v: json.dumps(v, allow_nan=True)), st.text(max_size=50)))
    def run(argument: Any) -> None:
        result = call_tool(p, module, argument)
        assert isinstance(result, str)
        if not result.startswith("Error:"):
            assert_canonical(p, module, result)

    run()


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
@pytest.mark.parametrize(
    "argument",
    [
        "[" * 100_000 + "]" * 100_000,
        "[" * 33 + "]" * 33,
        '[{"type":"x","deep":' + "[" * 5000 + "]" * 5000 + "}]",
        '[{"type": "\\ud800"}]',
        "[NaN]",
        '[{"x": Infinity}]',
        "1e999",
        "9" * 500,
        "x" * 7_000_000,
    ],
    ids=[
        "deep-100k",
        "deep-33",
        "deep-in-unknown-field",
        "lone-surrogate",
        "nan",
        "infinity",
        "1e999",
        "huge-int",
        "7MB",
    ],
)
def test_hostile_text_is_a_protocol_error(p: Any, argument: str) -> None:
    module = importlib.import_module(py_module(p))
    error = getattr(module, py_error_class(p))
    with pytest.raises(error):
        module.build_envelope(argument)
    if p.envelope.is_list:
        assert call_tool(p, module, argument).startswith(p.tool.error_prefix)


BRACKETY_TEXT = st.text(alphabet='[]{}"\\ ab\u00e9\U0001f600', max_size=8)
NESTED = st.recursive(
    st.one_of(st.none(), st.integers(), BRACKETY_TEXT),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(BRACKETY_TEXT, inner, max_size=3)),
    max_leaves=40,
)


@pytest.mark.parametrize("p", [p for p in PROTOCOLS if p.safety.max_depth], ids=lambda p: p.name)
def test_text_depth_check_agrees_with_the_parsed_depth(p: Any) -> None:
    """The byte-level depth scan equals the depth of what json.loads builds, strings with
    brackets, quotes and escapes included, for every limit around the value's depth. (For JSON
    text its None, "not too deep if this is JSON", means no.)"""
    from generator.model.json_text import depth_of

    too_deep = importlib.import_module(py_module(p) + "._runtime_depth").text_too_deep

    @FUZZ
    @seed(20261202)
    @given(NESTED, st.booleans())
    def run(value: Any, ascii_only: bool) -> None:
        text = json.dumps(value, ensure_ascii=ascii_only)
        depth = depth_of(value)
        for limit in range(max(0, depth - 2), depth + 2):
            assert bool(too_deep(text, limit)) == (depth > limit), (text, limit, depth)

    run()


class _Row(dict):  # type: ignore[type-arg]
    """A dict subclass whose values() hides one key's value, as a caller's mapping may."""

    def values(self) -> Any:
        return [v for k, v in self.items() if k != "hidden"]


class _Items(list):  # type: ignore[type-arg]
    """A list subclass: isinstance() makes it a container, and it is walked as one."""


CALLER_VALUES = st.recursive(
    st.one_of(st.none(), st.integers(), st.text(max_size=3), st.tuples(st.integers())),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.lists(inner, max_size=3).map(_Items),
        st.dictionaries(st.sampled_from(["a", "b", "hidden"]), inner, max_size=3),
        st.dictionaries(st.sampled_from(["a", "b", "hidden"]), inner, max_size=3).map(_Row),
        inner.map(lambda v: [v, v]),  # one child twice: a value the caller built shares it
    ),
    max_leaves=40,
)


@pytest.mark.parametrize("shared_check", ["past the budget", "from the start"])
@pytest.mark.parametrize("p", PROTOCOLS[:1], ids=lambda p: p.name)  # every package carries it
def test_value_depth_check_agrees_with_the_depth_of_what_it_holds(
    p: Any, shared_check: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The level-at-a-time walk of a value a caller built equals its nesting depth, read as
    depth_of reads it (isinstance, and a subclass's own values()), with shared children, dict
    and list subclasses and tuples (not containers to the rule) in the mix, for every limit
    around the value's depth; once as shipped (these values are far below the containers it
    walks before looking for shared ones) and once keeping one of each shared container from
    the first level. The runtime is the same in every package, so one is enough."""
    from generator.model.json_text import depth_of

    runtime = importlib.import_module(py_module(p) + "._runtime_depth")
    if shared_check == "from the start":
        monkeypatch.setattr(runtime, "_WALK_BEFORE_SHARING", 0)
    too_deep = runtime.value_too_deep

    @FUZZ
    @seed(20261204)
    @given(CALLER_VALUES)
    def run(value: Any) -> None:
        depth = depth_of(value)
        for limit in range(max(0, depth - 2), depth + 2):
            assert too_deep(value, limit) == (depth > limit), (value, limit, depth)

    run()
