"""The fast JSON layer (orjson, when installed) and the stdlib give the same bytes.

Every generated package parses and writes JSON with orjson when it can be imported and with
json otherwise (generator/targets/python/runtime.py, "the fast layer"). Nothing a caller sees
may depend on which: every shared vector, and every argument the fuzz strategies make, goes
through both layers in this process (``FAST_JSON`` on the package's ``_runtime`` switched
between orjson and None), and the outputs, or the errors with their text, must be equal byte
for byte. The places where orjson and json differ are pinned one by one on the frozen console
protocol (a small float, an integer past 64 bits, bad JSON, NaN, a lone surrogate).

tests/test_fuzz.py runs its properties through each layer too; this file compares the two.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from generator.model.protocol import Protocol
from generator.targets.python.names import py_module
from tests import frozen
from tests.conformance.cases import build
from tests.conftest import PROTOCOLS
from tests.strategies import ANY_JSON, FUZZ_EXAMPLES, mutated_items, valid_item

LAYERS = {"orjson": orjson, "stdlib": None}


@contextlib.contextmanager
def json_layer(module: ModuleType, name: str) -> Iterator[None]:
    """Run the package of ``module`` with one JSON layer, then restore the one it had."""
    runtime: Any = importlib.import_module(module.__name__ + "._runtime")
    before = runtime.FAST_JSON
    runtime.FAST_JSON = LAYERS[name]
    try:
        yield
    finally:
        runtime.FAST_JSON = before


def outcome(module: ModuleType, error: type[Exception], argument: Any, options: dict[str, Any]) -> tuple[Any, ...]:
    """What a caller sees: the envelope text as the package writes it, or the error (class,
    path, reason and its text, as the tool function would print it)."""
    try:
        envelope = module.build_envelope(argument, **options)
    except error as exc:
        return ("error", type(exc).__name__, exc.path, exc.reason, str(exc))  # type: ignore[attr-defined]
    return ("output", module._dumps(envelope))


def both(module: ModuleType, error: type[Exception], argument: Any, options: dict[str, Any]) -> tuple[Any, ...]:
    """The outcome through each layer; they must be equal."""
    with json_layer(module, "orjson"):
        fast = outcome(module, error, argument, options)
    with json_layer(module, "stdlib"):
        stdlib = outcome(module, error, argument, options)
    assert fast == stdlib, (argument, options)
    return fast


def _package(p: Protocol) -> tuple[ModuleType, type[Exception]]:
    from generator.targets.python.names import py_error_class

    module = importlib.import_module(py_module(p))
    return module, getattr(module, py_error_class(p))


def _as_text(argument: Any) -> str | None:
    """The argument as the model would send it (NaN written as NaN, as json lets it)."""
    try:
        return json.dumps(argument, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError, RecursionError):
        return None


def test_the_fast_layer_is_on_when_orjson_is_installed() -> None:
    """The test extra installs orjson, so the packages use it unless told not to."""
    for p in PROTOCOLS:
        runtime = importlib.import_module(py_module(p) + "._runtime")
        expected = None if os.environ.get("PROTOCOL_JSON") == "stdlib" else orjson
        assert runtime.FAST_JSON is expected
        with json_layer(importlib.import_module(py_module(p)), "orjson"):
            assert runtime.fast_loads('[{"a": 1.5}]') == [{"a": 1.5}]
            assert runtime.dumps({"a": [1.5, "é"]}) == '{"a":[1.5,"é"]}'


@pytest.mark.parametrize("p", PROTOCOLS, ids=lambda p: p.name)
def test_every_vector_is_byte_identical_through_both_layers(p: Protocol) -> None:
    """Each vector as it is (an object, or text) and, when it is an object, as JSON text too."""
    module, error = _package(p)
    for case in build(p)["cases"]:
        options = case.get("options", {})
        both(module, error, case["input"], options)
        if not isinstance(case["input"], str):
            text = _as_text(case["input"])
            if text is not None:
                both(module, error, text, options)


def _console() -> tuple[ModuleType, type[Exception]]:
    frozen.generate()
    module = frozen.module("appwrite_protocols.console")
    return module, module.ConsoleProtocolError


def _chart(value: str) -> str:
    """A chart whose one point's value is ``value``, written as JSON text by hand."""
    point = '{"time": "2024-08-04T00:00:00Z", "value": ' + value + "}"
    return '[{"type": "chart", "title": "t", "metrics": [{"metric": "m", "points": [' + point + "]}]}]"


@pytest.mark.parametrize(
    "value",
    ["1e-05", "0.00001", "1.5e-07", "1.5e-7", "-3.14e-09", "1e-10", "5e-324", "0.0001", "1e15", "123.456", "-0.0"],
)
def test_floats_orjson_writes_differently_are_written_as_json_writes_them(value: str) -> None:
    """orjson writes 1e-05 as 0.00001 and 1.5e-07 as 1.5e-7; the envelope has json's text."""
    module, error = _console()
    result = both(module, error, _chart(value), {})
    assert result[0] == "output"
    assert json.dumps(float(value)) in result[1]


@pytest.mark.parametrize(
    "value",
    [
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775809",
        "9" * 30,
        "1" * 4301,
        "12345678901234567890",
    ],
)
def test_integers_past_64_bits_are_read_as_json_reads_them(value: str) -> None:
    """orjson reads an integer past 64 bits as a float and cannot write one: the protocol sees and
    writes json's exact integer, in a checked field (refused here by the safe-number rule) and
    in a key it ignores."""
    module, error = _console()
    both(module, error, _chart(value), {})
    text = _chart("1")[:-2] + ', "unknownField": ' + value + "}]"
    both(module, error, text, {})
    runtime = importlib.import_module(module.__name__ + "._runtime")
    with json_layer(module, "orjson"):
        # 19 digits or more: json reads it (orjson could read a float), whatever its value
        assert runtime.fast_loads("[" + value + "]") is runtime.UNPARSED
        if len(value) <= 4300:  # int()'s digit limit: json.dumps cannot write a longer one
            assert runtime.dumps([int(value)]) == json.dumps([int(value)], separators=(",", ":"))


@pytest.mark.parametrize(
    "text",
    [
        "[1,]",
        "[{",
        '[{"type": "set_theme"} x',
        '[{"type": "set_theme"}] []',
        "\ufeff[]",
        '[{"type": "set_theme", "theme": "dark"}]\x00',
        '[{"type": "a\x01"}]',
        "tru",
        "[01]",
        "[-]",
        "[1.]",
        "[.5]",
        "['a']",
        "[NaN]",
        "[-Infinity]",
        '[{"type": "set_theme", "theme": "dark", "x": NaN}]',
        '[{"type": "set_theme", "theme": "dark", "x": Infinity}]',
        '[{"type": "set_theme", "theme": "dark", "x": 1e999}]',
        '[{"type": "set_theme", "theme": "dark", "x": "\\ud800"}]',
        '[{"type": "set_theme", "theme": "\\udfff"}]',
        '[{"type": "set_theme", "theme": "dark\ud800"}]',
        '[{"type": "set_theme", "theme": "dark", "\\ud800": 1}]',
        '[{"type": "set_theme", "theme": "dark", "x": "\\ud83d\\ude00"}]',
        "[" * 1100 + "]" * 1100,
        '[{"type": "set_theme", "theme": "dark", "x": ' + "[" * 40 + "]" * 40 + "}]",
        '[{"type": "set_theme", "theme": "dark"}]\u3000',
        '[{"type": "set_theme",\u00a0"theme": "dark"}]',
        '[{"type": "set_theme", "theme": "dark", "type": "navigate"}]',
    ],
)
def test_texts_the_libraries_treat_differently_get_jsons_answer(text: str) -> None:
    """Bad JSON keeps json's message; NaN, Infinity and lone surrogates, which each library
    refuses or reads in its own way, get the protocol's own error or value."""
    module, error = _console()
    both(module, error, text, {})


class _Recording:
    """orjson, with a log of which of its two functions were called."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def loads(self, text: str) -> Any:
        self.calls.append("loads")
        return orjson.loads(text)

    def dumps(self, value: Any) -> bytes:
        self.calls.append("dumps")
        return orjson.dumps(value)


@pytest.mark.parametrize(
    ("value", "layer"),
    [
        ("é" * 70_000, "json"),  # one long string, not ASCII: json copies it, orjson decodes it
        ("😀" * 70_000, "json"),
        ("中" * 70_000, "json"),
        ("a" * 70_000, "orjson"),  # ASCII: orjson reads and writes it faster
        ("\\u00e9" * 12_000, "orjson"),  # escapes are ASCII text: the rule looks at the text
        ("é" * 60_000, "orjson"),  # under 64 kB: not worth the count
    ],
)
def test_text_that_is_mostly_long_strings_not_ascii_is_left_to_json(value: str, layer: str) -> None:
    """json reads and writes a long non-ASCII string faster than orjson (runtime.py,
    ``long_strings``), so the fast layer leaves such an argument to json, both ways; the bytes
    written, and every error, stay the same either way."""
    module, error = _console()
    runtime: Any = importlib.import_module(module.__name__ + "._runtime")
    text = '[{"type": "navigate", "path": "/' + value + '"}]'
    assert both(module, error, text, {})[0] == "output"
    assert both(module, error, text[:-1] + ", 1]", {})[0] == "error"  # refused: not an object
    recording = _Recording()
    with json_layer(module, "orjson"):
        runtime.FAST_JSON = recording
        module.emit_console_actions(text)
        assert recording.calls == ([] if layer == "json" else ["loads", "dumps"])
        assert (runtime.text_scan(text, 32)[1] is False) is (layer == "json")  # else True, or None
        # without text_scan's answer (a protocol without the depth rule), the same choice
        recording.calls.clear()
        runtime.fast_loads(text)
        assert recording.calls == ([] if layer == "json" else ["loads"])


def test_many_short_strings_not_ascii_stay_with_orjson() -> None:
    """Short strings are structure, which orjson reads and writes faster, however long the text."""
    module, _ = _console()
    runtime: Any = importlib.import_module(module.__name__ + "._runtime")
    rows = [{"type": "refresh", "scopes": ["é" * 8] * 20} for _ in range(20)]
    text = json.dumps(rows * 20, ensure_ascii=False)
    assert len(text) >= 65536 and not runtime.long_strings(text)
    assert runtime.long_strings(text.replace('"é', '"' + "é" * 600))  # the same, each string long


FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    derandomize="FUZZ_SEED" not in os.environ,
    suppress_health_check=list(HealthCheck),
    database=None,
)
NUMBER_TEXT = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.floats(min_value=1e-12, max_value=1e-3).map(lambda x: f"{x:.{len(repr(x))}f}".rstrip("0")),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
)


@pytest.mark.slow
@pytest.mark.parametrize("p", PROTOCOLS, ids=lambda p: p.name)
def test_fuzzed_arguments_are_byte_identical_through_both_layers(p: Protocol) -> None:
    """The fuzz suite's arguments (valid items, mutated items, any JSON, any text), as objects
    and as JSON text, through both layers."""
    module, error = _package(p)
    items = st.lists(valid_item(p), min_size=1, max_size=p.envelope.max_value or 3)
    valid = items if p.envelope.is_list else valid_item(p)
    mutated = mutated_items(p).map(lambda a: a[0] if not p.envelope.is_list and isinstance(a, list) and a else a)

    @FUZZ
    @seed(20261203)
    @given(st.one_of(valid, mutated, ANY_JSON, st.text(max_size=50)))
    def run(argument: Any) -> None:
        both(module, error, argument, {})
        text = _as_text(argument)
        if text is not None:
            both(module, error, text, {})

    run()


@pytest.mark.slow
def test_fuzzed_numbers_in_every_number_site_are_byte_identical() -> None:
    """Numbers in the text: floats of every size, small ones written without an exponent, and
    integers around 64 bits, in a chart point (echoed) and in a key the protocol ignores."""
    module, error = _console()

    @FUZZ
    @seed(20261203)
    @given(NUMBER_TEXT)
    def run(value: str) -> None:
        both(module, error, _chart(value), {})
        both(module, error, _chart("1")[:-2] + ', "unknownField": ' + value + "}]", {})

    run()


def test_the_package_declares_the_fast_extra_and_no_dependency() -> None:
    """orjson is optional: the `fast` extra, never a dependency."""
    import tomllib

    paths = sorted(Path(frozen.ROOT / "generated" / "python").glob("*/pyproject.toml"))
    assert paths
    for path in paths:
        project = tomllib.loads(path.read_text())["project"]
        assert project["dependencies"] == []
        assert [req.split(">")[0] for req in project["optional-dependencies"]["fast"]] == ["orjson"]


def test_python_values_of_subclasses_are_written_as_json_writes_them() -> None:
    """An argument built in Python can carry int, float, str, dict and list subclasses (an
    IntEnum, a StrEnum, an OrderedDict, a tuple): orjson writes some of them its own way or
    refuses them, and the envelope must still be json's."""
    import collections
    import enum

    class Level(enum.IntEnum):
        HIGH = 7

    class Name(enum.StrEnum):
        TITLE = "Chart title"

    class Half(float):
        def __repr__(self) -> str:
            return "half"

    module, error = _console()
    points = [
        {"time": Name.TITLE, "value": Level.HIGH},
        collections.OrderedDict(time="t", value=Half(0.5)),
        {"time": "t", "value": 1e-05},
    ]
    chart = {"type": "chart", "title": Name.TITLE, "metrics": [{"metric": "m", "points": points}]}
    fields = {"a": Level.HIGH, "b": Half(2.5), Name.TITLE: 1.5e-07}
    resource = {"type": "resource", "mutation": "create", "resourceType": "user", "resourceId": Name.TITLE}
    for argument in (
        [chart],
        [{**chart, "metrics": [{"metric": "m", "points": points * 8}]}],  # long enough to batch
        [{**resource, "title": "x", "fields": fields}],
        ({**resource, "title": "x"},),  # a tuple is not a list: refused, by both
    ):
        result = both(module, error, argument, {})
        assert result[0] == ("error" if isinstance(argument, tuple) else "output"), result
