"""The generated Python package as the engine uses it: its public names, constants taken from
the spec, the tool function that never raises, and every example in the spec round-tripping.

The hand-picked cases run against the package generated from the frozen console spec
(tests/fixtures/frozen/console.v1.yaml), so editing spec/console.v1.yaml never breaks them;
the import-cost test runs over every live spec."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from generator.targets.code import enum_constant
from generator.targets.python.names import py_class, py_distribution, py_module
from generator.targets.python.steps import stable_steps
from tests import frozen
from tests.conftest import PROTOCOLS, frozen_protocol

CONSOLE = frozen_protocol("console")


@pytest.fixture(scope="module")
def console(frozen_out: Path) -> ModuleType:
    return frozen.module(py_module(CONSOLE))


def test_drop_in_names(console: ModuleType) -> None:
    for name in (
        "PROTOCOL",
        "ConsoleProtocolError",
        "validate_action",
        "parse_actions_arg",
        "build_envelope",
        "emit_console_actions",
        "console_tool",
    ):
        assert hasattr(console, name), name
        assert name in console.__all__
    assert issubclass(console.ConsoleProtocolError, ValueError)
    assert console.PROTOCOL == "appwrite.console/v1"


def test_constants_come_from_the_spec(console: ModuleType) -> None:
    for limit in CONSOLE.limits:
        assert getattr(console, limit.name) == limit.value
    for enum in CONSOLE.enums:
        assert getattr(console, enum_constant(enum)) == enum.values
    assert tuple(v.name for v in CONSOLE.variants) == console.ACTION_TYPES
    assert CONSOLE.tool.error_prefix == console.ERROR_PREFIX


def test_typed_dicts_match_the_variants(console: ModuleType) -> None:
    for v in CONSOLE.variants:
        typed = getattr(console, py_class(v))
        assert list(typed.__annotations__) == ["type", *[f.name for f in v.fields]]
        assert typed.__required_keys__ == {"type", *[f.name for f in v.fields if f.required]}


EXAMPLES = [pytest.param(v.name, ex, id=f"{v.name}-{i}") for v in CONSOLE.variants for i, ex in enumerate(v.examples)]
EXAMPLES += [pytest.param("worked", ex.items, id=ex.title) for ex in CONSOLE.examples]


@pytest.mark.parametrize(("variant", "example"), EXAMPLES)
def test_every_example_round_trips(console: ModuleType, variant: str, example: Any) -> None:
    items = example if isinstance(example, list) else [example]
    text = console.emit_console_actions(json.dumps(example))
    envelope = json.loads(text)
    # Canonical output equals the example as written (key order and 49 vs 49.0 aside) ...
    assert envelope == {"protocol": console.PROTOCOL, "actions": items} or _with_defaults(envelope, items)
    # ... and re-validates to itself, byte for byte.
    assert console.emit_console_actions(envelope["actions"]) == text


def _with_defaults(envelope: dict[str, Any], items: list[dict[str, Any]]) -> bool:
    """The only additions canonical output may make are defaults the spec declares."""
    for out, sent in zip(envelope["actions"], items, strict=True):
        extra = {k: v for k, v in out.items() if k not in sent}
        variant = next(v for v in CONSOLE.variants if v.name == out["type"])
        defaulted = {f.name for f in variant.fields if f.has_default}
        if set(extra) - defaulted or {k: out[k] for k in sent if k in out} != sent:
            return False
    return True


@pytest.mark.parametrize(
    "argument",
    [
        None,
        0,
        1.5,
        True,
        b"[]",
        object(),
        "",
        " ",
        "[",
        "{}",
        "[]",
        [],
        [None],
        [[]],
        [{}],
        [{"type": None}],
        {"type": "chart", "metrics": "x"},
        "[" * 10 + "]" * 10,
        ["x"] * 100,
    ],
)
def test_tool_returns_the_protocol_error_and_never_raises(console: ModuleType, argument: Any) -> None:
    result = console.console_tool(argument)
    assert result.startswith("Error: invalid console actions — ")


def test_tool_error_names_the_path(console: ModuleType) -> None:
    bad = {
        "type": "resource_list",
        "resourceType": "user",
        "items": [{"resourceId": "a", "title": "A"}] * 7 + [{"resourceId": "b", "title": " "}],
    }
    assert console.console_tool([{"type": "toggle_terminal"}, {"type": "refresh", "scopes": ["x"]}, bad]) == (
        "Error: invalid console actions — actions[2].items[7].title: must not be empty"
    )


def test_validate_action_alone(console: ModuleType) -> None:
    assert console.validate_action({"type": " navigate ", "path": "/x", "hash": "#a"}) == {
        "type": "navigate",
        "path": "/x",
        "hash": "a",
    }
    with pytest.raises(console.ConsoleProtocolError) as caught:
        console.validate_action({"type": "Navigate", "path": "/x"})
    assert caught.value.path == "action.type"
    assert console.parse_actions_arg('{"type":"toggle_terminal"}') == [{"type": "toggle_terminal"}]


_IMPORT_PROBE = """
import json, sys
before = set(sys.modules)
import {module}
print(json.dumps(sorted(set(sys.modules) - before)))
"""


@pytest.mark.parametrize("p", PROTOCOLS, ids=lambda p: p.name)
def test_import_loads_only_json_and_the_package(p: Any) -> None:
    """Issue 7's cold-import target: `typing` (the costliest stdlib import here) waits until a
    TypedDict is used. -S keeps site's own imports out; the package comes from PYTHONPATH."""
    src = next(s for s in sys.path if s.endswith(f"{py_distribution(p)}/src"))
    done = subprocess.run(
        [sys.executable, "-S", "-c", _IMPORT_PROBE.format(module=py_module(p))],
        env={"PYTHONPATH": src, "PATH": os.environ.get("PATH", "")},
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = json.loads(done.stdout)
    package = py_module(p).split(".")[0]
    # __future__ is the interpreter's own few lines, needed for postponed annotations.
    assert [m for m in loaded if m.split(".")[0] not in (package, "__future__")] == []
    assert f"{py_module(p)}._types" not in loaded


def test_typed_dicts_load_on_first_use_and_resolve_in_hints(console: ModuleType) -> None:
    import typing

    assert console.ConsoleEnvelope is frozen.module(f"{py_module(CONSOLE)}._types").ConsoleEnvelope
    hints = typing.get_type_hints(console.validate_action)
    assert hints["return"] is console.ConsoleAction
    with pytest.raises(AttributeError, match="no attribute 'NoSuchName'"):
        _ = console.NoSuchName


class _Text(str):
    pass


class _Whole(int):
    pass


class _Real(float):
    pass


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (_Text("ok"), None),
        (_Whole(3), None),
        (_Real(1.5), None),
        (_Text("nul\x00"), "must not contain NUL or unpaired surrogate characters"),
        (_Whole(2**60), "must be a finite number within ±9007199254740991"),
        (_Real(float("inf")), "must be a finite number within ±9007199254740991"),
        ([1], "must be string, number, boolean, null"),
    ],
)
def test_map_values_of_subclassed_types_take_the_general_checks(
    console: ModuleType, value: Any, reason: str | None
) -> None:
    """A map value whose type is not exactly str/int/float/bool/None skips the fast branch (one
    type() test) and must meet the same rules through isinstance: Python callers may pass
    subclasses (enums, numpy-like wrappers), JSON never does."""
    row = {"resourceId": "r1", "title": "T", "fields": {"k": value}}
    action = {"type": "resource_list", "resourceType": "user", "title": "Users", "items": [row]}
    if reason is None:
        out = console.build_envelope([action])
        assert out["actions"][0]["items"][0]["fields"] == {"k": value}
    else:
        with pytest.raises(console.ConsoleProtocolError) as caught:
            console.build_envelope([action])
        assert (caught.value.path, caught.value.reason) == ("actions[0].items[0].fields.k", reason)


@pytest.mark.parametrize(
    "text",
    [
        '[{"type": "set_theme", "theme": "dark"}] x',  # extra data after the document
        '\ufeff[{"type": "set_theme", "theme": "dark"}]',  # a byte-order mark
        '[{"type": "set_theme", "theme": "dark"}',  # cut short
        "[1, 2,]",  # trailing comma
    ],
)
def test_text_that_is_not_one_json_document_gets_json_loads_own_message(console: ModuleType, text: str) -> None:
    """The argument is decoded with JSONDecoder.raw_decode; whatever it cannot take whole must
    still fail with exactly the message json.loads gives."""
    with pytest.raises(ValueError) as expected:
        json.loads(text.strip())
    with pytest.raises(console.ConsoleProtocolError) as caught:
        console.emit_console_actions(text)
    assert (caught.value.path, caught.value.reason) == ("actions", f"is not valid JSON ({expected.value})")


def test_the_stdlib_encoder_fallback_writes_the_same_bytes(
    console: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without CPython's C encoder (PyPy, or _json missing) the module encodes with its
    JSONEncoder; the canonical bytes must not depend on which one ran."""
    texts = [json.dumps(example) for _, example, *_ in (p.values for p in EXAMPLES)]
    fast = [console.emit_console_actions(text) for text in texts]
    monkeypatch.setattr(sys.modules[f"{console.__name__}._runtime"], "C_ENCODE", None)
    assert [console.emit_console_actions(text) for text in texts] == fast


_DEPTH_LIMIT = 32


def _depth_cases() -> list[str]:
    chunk = 65536  # _text_depth_exceeds works in chunks of this many bracket steps
    return [
        "[" * (chunk + 10),
        "]" * (chunk + 10) + "[" * (_DEPTH_LIMIT + 1),
        "[" * 20 + "[]" * chunk + "[" * 13,
        "[" * 20 + "[]" * chunk + "[" * 12,
        '["' + "[" * chunk + '"]' + "[" * _DEPTH_LIMIT,
        "[" * (chunk - 5) + "]" * (chunk - 5) + "[" * (_DEPTH_LIMIT + 1),
    ]


@pytest.mark.parametrize("text", _depth_cases(), ids=lambda t: f"{len(t)}-chars")
def test_exact_depth_count_across_chunks(frozen_out: Path, text: str) -> None:
    from generator.model.json_text import text_depth

    depth = frozen.runtime(py_module(CONSOLE), "_runtime_depth")
    assert depth.text_depth_exceeds(text, _DEPTH_LIMIT) == (text_depth(text) > _DEPTH_LIMIT)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(alphabet='[]{}"\\ a,:1unx/', max_size=120))
@example("[[],[],[],[]]")  # peels empty, is JSON: not too deep
@example('["\\n\\"[[[[", [[]]]')  # an escape letter, then an escaped quote inside the string
@example('["x\\\\", [[[[]]]]]')  # an escaped backslash right before the closing quote: too deep
@example('["\\u005b\\/]]]]", [[[[]]]]]')  # a \u escape and "\/": the brackets after them count
@example("[[[[]]]]")  # too deep, balanced
@example("[[[[")  # too deep, never closed
@example('\\""[[[[')  # a backslash outside a string: the peel's skeleton is wrong, parse fails
@example('["[[[[", [[]]]')  # brackets inside a string do not count
@example("[{]}[{[{]}]}")  # mismatched kinds peel as one kind: not JSON, so the parse decides
@example('["]]]]", [[[[]]]]]')  # a string's closing brackets would hide depth if counted
def test_depth_rule_on_any_bracket_text(frozen_out: Path, text: str) -> None:
    """The fast path (peel), the exact count and the reference agree on what a parser would
    see, whatever the brackets, quotes and backslashes; only 'not too deep if JSON' (None) may
    differ from the reference, and then only for text that is not JSON. Both skeletons: the
    stdlib layer's, and the fast layer's, which keeps digits and commas too."""
    from generator.model.json_text import text_depth

    runtime = frozen.runtime(py_module(CONSOLE))
    depth = frozen.runtime(py_module(CONSOLE), "_runtime_depth")
    limit = 3  # small, so random text crosses it
    expected = text_depth(text) > limit
    assert depth.text_depth_exceeds(text, limit) == expected
    padded = text + " " * 4096  # past the short-text shortcut, so text_scan builds its skeleton
    for fast in (depth.text_too_deep(text, limit), _scanned(runtime, padded, limit)[0]):
        if fast is None:  # "not too deep, if it is JSON"
            try:
                json.loads(text)
            except ValueError:
                continue  # the caller asks the exact count when the parse fails
            assert not expected
        else:
            assert fast == expected


def _scanned(runtime: Any, text: str, limit: int) -> tuple[bool | None, bool | None]:
    """``text_scan`` with the fast layer on (its skeleton answers the digits question too)."""
    before, runtime.FAST_JSON = runtime.FAST_JSON, __import__("orjson")
    try:
        scanned: tuple[bool | None, bool | None] = runtime.text_scan(text, limit)
        return scanned
    finally:
        runtime.FAST_JSON = before


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(alphabet='0123456789[]{}",:.-e \\aubx', max_size=200))
@example("[" + ",".join(["1"] * 30) + "]")  # 30 one-digit numbers: commas keep them apart
@example('{"a":"12345678901234567890"}')  # 20 digits in a string: orjson reads it right, but asked
@example("[-12345678901234567890]")  # past 64 bits: the one orjson reads as a float
@example('"1\\"23456789012345678901"')  # an escaped quote between digits
@example('\\0"[')  # an escape JSON has not: None from one skeleton, False from the other
def test_fast_scan_never_misses_a_long_integer(frozen_out: Path, text: str) -> None:
    """The fast layer's skeleton says "no run of 19 digits" only when the text has none, so an
    integer past 64 bits always reaches json; and its depth answer agrees with the stdlib's.

    Agreeing is what ``text_too_deep`` promises: True or False when certain, None for "not too
    deep if it is JSON". On JSON text both give the same answer; on other text (``\\0"[``: an
    escape JSON has not) the two skeletons may differ, one None and one certain, but never True
    against False, and a parse failure sends the caller to the exact count either way."""
    runtime = frozen.runtime(py_module(CONSOLE))
    padded = text + " " * 4096
    too_deep, fast = _scanned(runtime, padded, 3)
    if fast:  # True: "no run of 19 digits", so orjson may read it
        assert re.search("[0-9]{19}", text) is None
    stdlib = frozen.runtime(py_module(CONSOLE), "_runtime_depth").text_too_deep(padded, 3)
    try:
        json.loads(padded)
    except ValueError:
        assert {too_deep, stdlib} != {True, False}
    else:
        assert too_deep == stdlib


_JSON_VALUES = st.recursive(
    st.none() | st.integers() | st.text(alphabet='\\"/bfnrtux[]{}0 é😀\b\f\n\r\t\x00', max_size=12),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(alphabet='\\"ux[{', max_size=4), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_JSON_VALUES, st.booleans(), st.booleans())
def test_the_skeleton_of_json_text_drops_escaped_pairs_as_the_whole_text_would(
    frozen_out: Path, value: object, ascii_only: bool, escape_slashes: bool
) -> None:
    """``skeleton`` drops the escaped quotes and backslashes from a short copy that keeps the
    escape letters (as "x"), not from the text: on JSON text, the same bytes as dropping them
    from the whole text first. Every escape JSON has: json writes all but ``\\/``, which
    other writers use (a "/" is only ever in a string, so each can be escaped)."""
    depth = frozen.runtime(py_module(CONSOLE), "_runtime_depth")
    text = json.dumps(value, ensure_ascii=ascii_only)
    if escape_slashes:
        text = text.replace("/", "\\/")
    runtime = frozen.runtime(py_module(CONSOLE))
    whole = text.encode("utf-8", "surrogatepass").replace(b"\\\\", b"").replace(b'\\"', b"")
    # Both skeletons: the depth rule's, and the fast layer's, which keeps digits and separators.
    for tables, kept in ((depth._BRACKETS_AND_QUOTES, b'[]{}"'), (runtime._SKELETON_AND_DIGITS, b'[]{}",0123456789-')):
        expected = whole.translate(tables[0], bytes(c for c in range(256) if c not in kept))
        assert depth.skeleton(text, tables) == expected
        assert depth.skeleton(text, tables, drop=b"").translate(None, depth.MARKS) == expected


def test_escapes_are_read_by_the_fast_layer(frozen_out: Path) -> None:
    """The hex digits of ``\\ud83d\\ude00`` escapes are no integer past 64 bits: the scan's
    skeleton keeps each escape's backslash between them, so orjson reads the text at once."""
    runtime = frozen.runtime(py_module(CONSOLE))
    text = json.dumps([{"type": "toast", "message": "😀" * 3000}])
    assert "\\ud83d\\ude00" in text and re.search("[0-9]{19}", text) is None
    before, runtime.FAST_JSON = runtime.FAST_JSON, __import__("orjson")
    try:
        # True: the scan's skeleton has answered the digits question, with no second pass
        assert runtime.text_scan(text, 32) == (None, True)
        assert runtime.fast_loads(text, True) == json.loads(text)
    finally:
        runtime.FAST_JSON = before


def test_fast_scan_answers_for_the_largest_chart(frozen_out: Path) -> None:
    """Not vacuous: on an honest argument (timestamps, counts) the skeleton clears the text."""
    runtime = frozen.runtime(py_module(CONSOLE))
    text = json.dumps([{"time": "2024-08-04T00:00:00+00:00", "value": 59294, "n": [1, 2, 3] * 20}] * 200)
    assert _scanned(runtime, text, 32) == (None, True)
    assert _scanned(runtime, text.replace("59294", "1" * 20, 1), 32) == (None, None)  # fast_loads looks
    # Appwrite's own timestamps: 21 digits between separators the skeleton keeps apart
    assert _scanned(runtime, text.replace("00:00:00+", "00:00:00.000+"), 32) == (None, True)


@pytest.mark.parametrize("limit", [640, 4300])  # the least sys.set_int_max_str_digits takes; the default
def test_an_integer_past_the_digit_limit_reads_as_float_would(frozen_out: Path, limit: int) -> None:
    """The runtime answers an integer int() refuses without reading its digits: the answer
    float() would give (an infinity of its sign), at the least limit a process can set too."""
    runtime = frozen.runtime(py_module(CONSOLE))
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(limit)
    try:
        for digits in ("1" + "0" * limit, "-1" + "0" * limit, "9" * (limit + 1), "-" + "9" * (limit + 1)):
            assert runtime.int_or_float(digits) == float(digits)
        assert runtime.int_or_float("9" * limit) == int("9" * limit)  # at the limit: exact
    finally:
        sys.set_int_max_str_digits(before)


def _argument_at_the_byte_limit(console: ModuleType) -> str:
    """The largest chart, every value sent as `1e15` and labels padded until the compact text is
    as close to MAX_ARGUMENT_BYTES as whole label characters allow."""
    points = console.MAX_CHART_METRICS * console.MAX_CHART_POINTS

    def text(label: str) -> str:
        point = {"time": "t", "value": "VALUE", "label": label}
        metric = {"metric": "m", "points": [point] * console.MAX_CHART_POINTS}
        chart = {"type": "chart", "title": "x", "metrics": [metric] * console.MAX_CHART_METRICS}
        return json.dumps([chart], separators=(",", ":")).replace('"VALUE"', "1e15")

    spare = console.MAX_ARGUMENT_BYTES - len(text(""))
    return text("L" * (spare // points))


def test_the_byte_limit_bounds_the_argument_not_the_envelope(console: ModuleType) -> None:
    """Canonical numbers can be longer than the ones sent (`1e15` → `1000000000000000.0`): a
    valid argument at the limit emits a longer envelope, which the Console still accepts
    (tests/ts/parse.test.ts); one byte more in the argument is refused."""
    text = _argument_at_the_byte_limit(console)
    assert console.MAX_ARGUMENT_BYTES - 50_000 < len(text) <= console.MAX_ARGUMENT_BYTES
    envelope = console.emit_console_actions(text)
    assert len(envelope.encode()) > console.MAX_ARGUMENT_BYTES
    assert '"value":1000000000000000.0' in envelope
    one_over = "[" + " " * (console.MAX_ARGUMENT_BYTES - len(text) + 1) + text[1:]
    assert len(one_over) == console.MAX_ARGUMENT_BYTES + 1
    with pytest.raises(console.ConsoleProtocolError) as caught:
        console.emit_console_actions(one_over)
    assert caught.value.reason == f"must be at most {console.MAX_ARGUMENT_BYTES} bytes of JSON"


@pytest.mark.parametrize("key", ["\ud800", "k\x00"], ids=["lone-surrogate", "nul"])
def test_error_text_escapes_the_key_it_rejects(console: ModuleType, key: str) -> None:
    """A map key with NUL or a lone surrogate is echoed in the error's path; the tool's text must
    still be sendable as UTF-8 (the reason those characters are refused), so the message escapes
    them while ``path`` keeps the key as it came (as the TypeScript twin's does)."""
    action = {
        "type": "resource",
        "mutation": "create",
        "resourceType": "user",
        "resourceId": "u",
        "title": "t",
        "fields": {key: 1},
    }
    with pytest.raises(console.ConsoleProtocolError) as caught:
        console.emit_console_actions(json.dumps([action]))
    assert caught.value.path == f"actions[0].fields.{key}"
    text = console.console_tool(json.dumps([action]))
    text.encode("utf-8")  # would raise for a lone surrogate
    assert "\x00" not in text
    assert text == console.ERROR_PREFIX + str(caught.value)
    assert (r"\ud800" if key == "\ud800" else r"k\x00") in text


_RULES = st.lists(
    st.sampled_from(
        [
            ("strip", ""),
            ("lowercase", ""),
            ("remove_prefix", "#"),
            ("remove_prefix", "card-"),
            ("remove_prefix", " a"),
            ("remove_prefix", "i"),
        ]
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=500, deadline=None)
@given(rules=_RULES, value=st.text(alphabet=" \t\x85#card-AaİIıΣ x", max_size=30))
def test_until_stable_is_the_plain_fixpoint(console: ModuleType, rules: list[tuple[str, str]], value: str) -> None:
    """The helper, with the constant the template writes for the rules (generator/targets/stable.py),
    gives what applying the rules pass after pass gives (the reference)."""
    import re

    from generator.model import Lowercase, RemovePrefix, Rule, Strip
    from generator.model.reference import apply_rules
    from generator.targets.stable import StableRules

    model: tuple[Rule, ...] = tuple(
        Strip() if kind == "strip" else Lowercase() if kind == "lowercase" else RemovePrefix(prefix)
        for kind, prefix in rules
    )
    plain = value
    while True:  # the fixpoint, whatever needs_fixpoint says: the helper always iterates
        again = apply_rules(model, plain)
        if again == plain:
            break
        plain = again
    stable = StableRules(model, 0)
    steps = tuple(
        getattr(str, t.removeprefix("str.")) if k == "call" else re.compile(t) for k, t in stable_steps(stable)
    )
    assert console._until_stable(value, (steps, re.compile(stable.py_again))) == plain


_LINEAR_PROBE = """
import json, sys
import {module} as m
hash_text = "# " * 500_000 + "x"
out = json.loads(m.emit_console_actions([{{"type": "navigate", "path": "/", "hash": hash_text}}]))
assert out["actions"][0]["hash"] == "x", out
try:
    m.emit_console_actions([{{"type": "scroll_to_card", "cardId": "card- " * 200_000}}])
except m.ConsoleProtocolError as exc:
    assert exc.reason == "must not be empty", exc
else:
    raise AssertionError("accepted an empty cardId")
shared = [1]
for _ in range(28):  # 29 levels, 2**28 paths: every list holds the one below twice
    shared = [shared, shared]
out = json.loads(m.emit_console_actions([{{"type": "toggle_terminal", "extra": shared}}]))
assert out["actions"] == [{{"type": "toggle_terminal"}}], out
try:
    m.emit_console_actions([{{"type": "toggle_terminal", "extra": [[shared]] * 4}}])
except m.ConsoleProtocolError as exc:
    assert exc.reason == f"must not nest deeper than {{m.MAX_NESTING_DEPTH}} levels", exc
else:
    raise AssertionError("accepted a value 33 levels deep")
print("ok")
"""


def test_linear_time_on_interleaved_prefixes_and_shared_children(frozen_out: Path) -> None:
    """`"# # # …x"` needs a pass per `#`; copying the string each pass made 1 MB take hours. A
    caller's value whose lists share children has 2**28 paths but few containers; walking every
    path took hours. Not a timing test: the limit is a hang guard, hundreds of times the run."""
    result = subprocess.run(
        [sys.executable, "-c", _LINEAR_PROBE.format(module=py_module(CONSOLE))],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(map(str, frozen.source_dirs()))},
    )
    assert result.stdout.strip() == "ok", result.stderr
