"""Saying no cheaply, and the same no (the generated Python's rejection path): the protocol error
builds its message only when printed and is re-raised in place as it crosses each level; a
syntax error in the argument is reported from the one parse; the depth scan drops quotes in
one pass when no string holds a bracket. Each must leave what the caller sees unchanged.
"""

from __future__ import annotations

import json
import pickle
import sys
from pathlib import Path
from typing import Any

import pytest

from generator.targets.python.names import py_module
from tests import frozen
from tests.conftest import frozen_protocol

CONSOLE = frozen_protocol("console")  # hand-picked calls: the frozen console spec's code


@pytest.fixture(scope="module")
def console(frozen_out: Path) -> Any:
    return frozen.module(py_module(CONSOLE))


def _refusal(module: Any, argument: Any) -> Any:
    with pytest.raises(module.ConsoleProtocolError) as caught:
        module.emit_console_actions(argument)
    return caught.value


def test_the_error_is_its_path_and_reason_and_prints_as_before(console: Any) -> None:
    exc = _refusal(console, [{"type": "chart", "title": "t", "metrics": [{"metric": "m", "points": [{"time": "t"}]}]}])
    assert (exc.path, exc.reason) == ("actions[0].metrics[0].points[0].value", "is required")
    assert exc.args == (exc.path, exc.reason)
    assert str(exc) == "actions[0].metrics[0].points[0].value: is required"
    assert console.console_tool(json.dumps([{"type": "chart"}])).startswith(console.ERROR_PREFIX + "actions[0].")
    again = pickle.loads(pickle.dumps(exc))  # args are the constructor's: it round-trips now
    assert (again.path, again.reason, str(again)) == (exc.path, exc.reason, str(exc))


def test_within_still_returns_a_new_error(console: Any) -> None:
    inner = console.ConsoleProtocolError("[2].id", "must be unique")
    outer = inner.within("actions[0].items")
    assert (outer.path, inner.path) == ("actions[0].items[2].id", "[2].id")
    assert str(console.ConsoleProtocolError("", "must not be empty").within("actions")) == "actions: must not be empty"


def test_a_key_with_nul_is_printable_and_kept_in_the_path(console: Any) -> None:
    exc = _refusal(
        console,
        [
            {
                "type": "resource",
                "mutation": "create",
                "resourceType": "x",
                "resourceId": "a",
                "title": "t",
                "fields": {"k\x00": {}},
            }
        ],
    )
    assert exc.path == "actions[0].fields.k\x00"
    assert "\x00" not in str(exc) and "k\\x00" in str(exc)


@pytest.mark.parametrize(
    "text",
    [
        '[{"type": "set_theme", "theme": "dark"',
        "[1, 2,]",
        '{"a": 1 "b": 2}',
        "[tru]",
        "[]]",
        '"\\x"',
        "[1e]",
        "\ufeff[]",
        "[NaN]",
        "[1] [2]",
        "[" + "1" * 5000 + ", ]",
        "{" * 40,
    ],
)
def test_bad_json_reads_as_json_loads_would_say(console: Any, text: str) -> None:
    try:
        runtime = frozen.runtime(py_module(CONSOLE))
        json.loads(text, parse_constant=runtime.not_a_number, parse_int=runtime.int_or_float)
    except (ValueError, RecursionError) as exc:
        expected = f"is not valid JSON ({exc})"
    else:
        pytest.fail("the text is JSON")
    refusal = _refusal(console, text)
    if text.startswith("{" * 33):
        assert refusal.reason == "must not nest deeper than 32 levels"
    else:
        assert (refusal.path, refusal.reason) == ("actions", expected)


@pytest.mark.parametrize(
    ("strings", "deep"),
    [(["[", "]"], False), (["]", "["], False), (["]]]]"], True), (["[[[["], False), (["", "a", "b"], True)],
)
def test_brackets_inside_strings_do_not_count_toward_depth(console: Any, strings: list[str], deep: bool) -> None:
    """Strings next to each other with brackets inside (the quote-pairing shortcut must see them)."""
    nested: Any = strings
    for _ in range(30 if deep else 20):
        nested = [nested]
    text = json.dumps([{"type": "set_theme", "theme": "dark", "extra": nested}])
    assert sys.modules[console.__name__ + "._runtime_depth"].text_too_deep(text, 32) in (
        (True,) if deep else (False, None)
    )
