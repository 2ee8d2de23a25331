"""Strings read from clean text skip the NUL and lone-surrogate tests, and nothing else changes.

A generated checker takes ``screen``: False skips the tests of its strings and keys for NUL and
lone surrogates (the spec's reject_nul and reject_lone_surrogates). ``build_envelope`` passes
False only when it parsed the argument text itself and the runtime's ``screens_text`` found no
escape or raw character such a string could come from (generator/targets/python/runtime.py).
Three things hold that up: ``screens_text`` never clears text json reads such a string from
(a property over random escapes); every vector the spec's text safety refuses is refused as
text too, in both of json's spellings; and the flag reaches every checker (with the runtime
told to clear everything, those vectors get past the tests, so no checker screens regardless).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from generator.model.protocol import Protocol
from generator.targets.python.names import py_error_class, py_module
from tests import frozen
from tests.conformance.cases import build, over_byte_limit
from tests.conftest import PROTOCOLS

# Pieces of a JSON string literal: raw characters (a control character among them, which json
# refuses), the escapes JSON has, and \u escapes biased to the NUL and surrogates, in both cases.
_HEX = st.sampled_from(["0000", "0041", "00e9", "d800", "D83D", "dBfF", "dc00", "DE00", "dfff", "d7ff", "e000"])
_PIECES = st.one_of(
    st.characters(blacklist_characters='"\\'),
    st.sampled_from(["\\n", '\\"', "\\\\", "\\/", "\\t", "\\\\u0000", "\x00", "\ud800", "😀"]),
    _HEX.map(lambda digits: "\\u" + digits),
)
_LITERALS = st.lists(_PIECES, max_size=8).map(lambda pieces: '"' + "".join(pieces) + '"')


def _strings(value: Any) -> Iterator[str]:
    """Every string in a parsed value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)


def _unsafe(s: str) -> bool:
    return "\x00" in s or any(0xD800 <= ord(c) <= 0xDFFF for c in s)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.tuples(_LITERALS, _LITERALS), max_size=4))
@example([('"a"', '"\\u0000"')])
@example([('"\\uD800"', '"b"')])  # in a key, upper case
@example([('"a"', '"x\ud800"')])  # a raw surrogate: json keeps it
@example([('"a"', '"\\\\u0000"')])  # an escaped backslash, then "u0000": screened, needlessly
def test_text_screens_whenever_json_reads_an_unsafe_string(pairs: list[tuple[str, str]]) -> None:
    """``screens_text`` is False only for text whose every string and key, as json reads it,
    holds no NUL and no surrogate (text with any \\u escape is screened, even a harmless one:
    see the runtime for why it does not look closer)."""
    runtime = frozen.runtime("appwrite_protocols.console")
    text = "{" + ",".join(f"{key}:[{value}]" for key, value in pairs) + "}"
    try:
        value = json.loads(text)
    except ValueError:
        return  # a raw control character in a string: no parser the package uses reads it
    if not runtime.screens_text(text):
        assert not any(_unsafe(s) for s in _strings(value)), text


def test_clean_text_is_not_screened(frozen_out: object) -> None:
    """Not vacuous: text with no \\u escape and no raw surrogate, ASCII or not, skips the
    tests, whatever its other escapes; one \\u escape, or one raw surrogate, and it does not."""
    runtime = frozen.runtime("appwrite_protocols.console")
    for text in ('[{"a": "b"}]', '["é😀", {"ключ": "中文"}]', '[{"a\\"": "b\\n\\\\\\/"}]'):
        assert not runtime.screens_text(text), text
    for text in ('["x\\u00e9"]', '["é\ud800"]'):  # a harmless escape; a raw surrogate
        assert runtime.screens_text(text), text


def _refused_as_text(p: Protocol) -> list[dict[str, Any]]:
    """The protocol's vectors its text safety refuses, whose input can be written as JSON."""
    reason = p.safety.text_reason
    return [
        case
        for case in build(p)["cases"]
        if "error" in case["expected"] and case["expected"]["error"]["reason"] == reason
    ]


@contextmanager
def _clearing_everything(module: ModuleType) -> Iterator[None]:
    """The package's argument reader (its ``_runtime_argument``) told that no text needs
    screening."""
    reader = importlib.import_module(f"{module.__name__}._runtime_argument")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reader, "screens_text", lambda text: False)
        yield


def _outcome(p: Protocol, argument: Any, options: dict[str, Any]) -> tuple[str, str] | None:
    """The error's path and reason, or None when the argument passes."""
    module = importlib.import_module(py_module(p))
    try:
        module.build_envelope(argument, **options)
    except getattr(module, py_error_class(p)) as exc:
        return exc.path, exc.reason
    return None


@pytest.mark.parametrize("p", PROTOCOLS, ids=lambda p: p.name)
def test_text_safety_refuses_the_same_strings_in_text(p: Protocol) -> None:
    """Every vector the text safety refuses, sent as text (raw characters, and escaped), gets the
    vector's error; and with every text cleared, the ones whose bad string came in that text get
    past the test, so each checker on their way takes ``screen`` from the call. A bad string in
    an envelope field (an option, a Python value) is refused either way."""
    if not p.safety.checks_text:
        pytest.skip(f"{p.name} has no text safety")
    module = importlib.import_module(py_module(p))
    cases = _refused_as_text(p)
    assert cases, "the vectors hold a NUL and a lone surrogate for every string field"
    skipped = 0
    for case in cases:
        expected = (case["expected"]["error"]["path"], case["expected"]["error"]["reason"])
        options = case.get("options", {})
        if isinstance(case["input"], str):
            skipped += 1  # an argument that is already text (a vector of the argument itself)
            continue
        for ascii_only in (False, True):
            text = json.dumps(case["input"], ensure_ascii=ascii_only)
            if over_byte_limit(text, p.safety.max_bytes.value if p.safety.max_bytes else None):
                continue  # as text it gets the byte error (a max_length raised past the byte limit)
            assert _outcome(p, text, options) == expected, (case["name"], ascii_only)
            with _clearing_everything(module):
                cleared = _outcome(p, text, options)
            if any(_unsafe(v) for v in _option_strings(options)):
                assert cleared == expected, case["name"]
            else:
                assert cleared != expected, case["name"]
    assert skipped < len(cases)


def _option_strings(options: dict[str, Any]) -> Iterator[str]:
    for value in options.values():
        yield from _strings(value)
