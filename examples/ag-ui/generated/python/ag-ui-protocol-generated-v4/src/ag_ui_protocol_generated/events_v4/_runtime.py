# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v4.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The generated Python packages' runtime: hand-written helpers every package carries.

This file is emitted verbatim, under a do-not-edit header, as ``_runtime.py`` in each generated
package (which keeps them free of dependencies), and the generated ``__init__.py`` imports what
it uses from there. Here it is ordinary source that ruff, black and mypy --strict check. It
imports only the standard library and knows no protocol: limits and names come in as arguments.
The one module beyond the standard library it uses is optional: orjson, the fast JSON layer
(``FAST_JSON`` below), when it is installed. The depth rule is its sibling ``runtime_depth.py``
(``_runtime_depth.py`` in a package), which every package carries too.
"""

from __future__ import annotations

import json
import re
import sys
from itertools import repeat

from ._runtime_depth import MARKS, peeled, skeleton, skeleton_tables, text_too_deep

# For type checkers only: at run time `typing` costs more to import than a generated package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Final, NoReturn, Self

# --------------------------------------------------------------------------- JSON in and out


def not_a_number(name: str) -> NoReturn:
    """json's hook for ``NaN``, ``Infinity`` and ``-Infinity``, which it accepts by default."""
    raise ValueError(f"{name} is not a JSON number")


def int_or_float(digits: str) -> int | float:
    """A JSON integer; one past int()'s digit limit as a float, as JavaScript reads it: infinite.
    The limit is 4300 digits, or what sys.set_int_max_str_digits set (0 for none; it takes
    nothing else below 640), and JSON writes no leading zeros, so such an integer is past 1e640:
    float() of its digits is an infinity. Answered from the length: int() and float() would
    each read every digit first (a million-digit argument cost more in them than in its parse).
    """
    limit = sys.get_int_max_str_digits()
    if limit and len(digits) - digits.startswith("-") > limit:
        return -_INFINITY if digits.startswith("-") else _INFINITY
    return int(digits)


_INFINITY: Final = float("inf")


DECODER: Final = json.JSONDecoder(parse_constant=not_a_number)
# Its bound method, looked up once. A generated module imports the decoder under a name an
# import statement binds, and CPython 3.11 compiles a method call on such a name as an
# attribute load: a bound method built on every call, 2 % of a small argument (measured).
RAW_DECODE: Final = DECODER.raw_decode
# Canonical JSON: compact, UTF-8 as is. One encoder, not one per call.
ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
# JSONEncoder.encode builds a new C encoder on every call, about half the cost of encoding a
# small envelope. On CPython this one is built once, with ENCODER's settings and no
# circular-reference markers: the checkers build every list and dict of a canonical envelope
# afresh. Elsewhere (no C accelerator) ENCODER.encode does the work.
_C_MAKE_ENCODER: Final = getattr(json.encoder, "c_make_encoder", None)
C_ENCODE: Callable[[object, int], tuple[str, ...]] | None = (
    None
    if _C_MAKE_ENCODER is None
    # markers, default, encoder, indent, key and item separators, sort_keys, skipkeys, allow_nan
    else _C_MAKE_ENCODER(
        None, ENCODER.default, json.encoder.encode_basestring, None, ":", ",", False, False, True
    )
)


def dumps(value: object, source: object = None) -> str:
    """``ENCODER.encode(value)``, without building an encoder per call; by the fast layer when
    it is on and writes the same bytes (``fast_dumps``), unless ``source``, the argument the
    value came from, is text the fast layer leaves to json (``long_strings``)."""
    if FAST_JSON is not None and not (isinstance(source, str) and long_strings(source)):
        text = fast_dumps(value)
        if text is not None:
            return text
    if C_ENCODE is None:
        return ENCODER.encode(value)
    return "".join(C_ENCODE(value, 0))


# --------------------------------------------------------------------------- the fast layer

# orjson parses and writes JSON several times as fast as json, in C. It is optional: installed
# (`pip install <distribution>[fast]`), it is used unless the environment says
# PROTOCOL_JSON=stdlib when the package is imported; a test switches layers by setting
# FAST_JSON (the orjson module, or None for the stdlib) on this module. Either way the output,
# and every error, is byte for byte the stdlib's: orjson is used only where it gives the same
# value, and what it would give differently goes through json (below, what differs and how).
# (The environment is read through `os` only when it is loaded already, as `site` does at every
# start-up: importing it would cost a package run with -S five modules.)


def _fast_json() -> Any:
    """orjson, or None when it is not installed (a call, not `import`: type checkers need not
    have it) or the environment turns the layer off."""
    environ = getattr(sys.modules.get("os"), "environ", {})
    if environ.get("PROTOCOL_JSON", "") == "stdlib":
        return None
    try:
        return __import__("orjson")
    except ImportError:
        return None


FAST_JSON: Any = _fast_json()

UNPARSED: Final = object()
"""What ``fast_loads`` returns when the stdlib must parse the text."""
# Digits to "0", every other byte to " ": an integer orjson reads differently has 19 digits or
# more (orjson reads one past 64 bits as a float: 2**64 as 1.8446744073709552e+19), and a run
# of 19 is a plain substring search of the translated bytes.
_DIGITS_ONLY: Final = bytes(0x30 if 0x30 <= c <= 0x39 else 0x20 for c in range(256))
_LONG_DIGITS: Final = b"0" * 19
# Where orjson writes a float differently from repr() (json's): between 1e-10 and 1e-4, as
# 0.00001 for 1e-05 and as 1.5e-7 for 1.5e-07; checked only once a plain search finds "e-" or
# "0.0000" (a string holding one only sends that call through json).
_FAST_FLOAT: Final = re.compile(r"[0-9]e-[0-9](?![0-9])|(?<![0-9.])0\.0000")
# _bytes_in: `b"x" in data` costs ~2.3 k instructions at any length (3.11 tries the needle as an
# int, then clears the TypeError); data.find ~1.1 k, "x" in a str ~0.25 k: the searches use these.


def long_strings(text: str) -> bool:
    """Text the fast layer leaves to json, to read and to write what comes of it: long, not
    ASCII, its strings averaging over ~250 characters (a quote per 128). json copies such a
    string; orjson decodes it from UTF-8, and its output is UTF-8 to decode. Per string of 1 k
    characters json reads in 0.65x orjson's time ("é") to 0.55x (emoji), and writes 6 MB of one
    string in 0.9x (emoji) to 0.45x (CJK) its time, decoding included; in ASCII orjson is 2x as
    fast, and on short strings too (bench/README.md, "Hostile input")."""
    return len(text) >= 65536 and not text.isascii() and text.count('"') * 128 < len(text)


def fast_loads(text: str, fast: bool | None = None) -> object:
    """orjson's reading of ``text`` where it is json's, else ``UNPARSED`` (the caller parses with
    json, for json's value or json's message): when the layer is off, when orjson refuses the
    text (bad JSON gets json's message; NaN, Infinity, 1e999, an escaped lone surrogate, which
    json reads, get the protocol's own error), and when an integer could be past 64 bits.
    ``fast`` is ``text_scan``'s word: True, no run of 19 digits; False, json reads it faster;
    None, not known (a short text, or a protocol without the depth rule): looked at here."""
    if fast is False or FAST_JSON is None or text[-1:] not in ("]", "}"):
        # Not an array or an object that ends, such as text cut short: most likely a refusal,
        # and orjson's costs more than json's (it builds a json.JSONDecodeError, in Python, and
        # json would then parse the text again for its own message). callgrind: a 38-byte
        # truncated call, 66.6 k instructions through orjson first, 46 k through json alone.
        return UNPARSED
    if len(text) >= 19 and fast is None:
        if long_strings(text):
            return UNPARSED
        data = text.encode("utf-8", "surrogatepass")
        if data.translate(_DIGITS_ONLY).find(_LONG_DIGITS) >= 0:  # not `in`: see _bytes_in
            return UNPARSED
    try:
        return FAST_JSON.loads(text)
    except ValueError:  # orjson.JSONDecodeError, its only refusal
        return UNPARSED


def fast_dumps(value: object) -> str | None:
    """orjson's text for ``value`` where it is json's, else None: orjson refuses an integer past
    64 bits and a lone surrogate (json writes both), and writes some small floats otherwise."""
    try:
        data: bytes = FAST_JSON.dumps(value)
    except TypeError:  # orjson.JSONEncodeError
        return None
    text = data.decode("utf-8")  # searched as str (_bytes_in); most envelopes have no "-"
    if ("0.0000" in text or ("-" in text and "e-" in text)) and _FAST_FLOAT.search(text):
        return None
    return text


# --------------------------------------------------------------------------- strings


def has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a surrogate code point. From json.loads every one is unpaired (a
    pair decodes to one character), and UTF-8 cannot encode it. Encoding is the fastest full
    scan CPython has for this (several times a regex search), and stops at the first one."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


# What a list's checks pass each item's checker as ``screen``: ``map(check, items,
# SCREEN_FLAGS[screen])``. Endless repeats, which next() never changes, so every call shares
# them: building one per call (``itertools.repeat(screen)``) cost ~1.6 k instructions, 5 % of a
# small call.
SCREEN_FLAGS: Final = (repeat(False), repeat(True))


def screens_text(text: str) -> bool:
    """Whether the strings and keys json reads from ``text`` need the NUL and lone-surrogate
    tests (the spec's reject_nul and reject_lone_surrogates), which a generated checker skips
    when given ``screen=False``. Such a string can only come from a ``\\u`` escape (json and
    orjson both refuse a raw control character in a string) or from a raw surrogate in the
    text. Most text holds neither, and answering for it at once costs less than a test of every
    string and key in it (callgrind: ~350 instructions each, 7 % of the 50-row resource list's
    emit with orjson). Any ``\\u`` escape screens, harmless or not: ``in`` stops at the first,
    so text of nothing but escapes costs nothing here, while a regex for the harmful ones cost
    ~19 ns an escape (2.3x the floor on text of ``\\u0020``: the adversarial bench). Text with
    other escapes is searched whole, at most 0.31x the floor on crafted text (a ``\\n``, then
    6 MB of "u"; json reads text with escapes slowly too); the caller skips the call for ASCII
    text without a backslash. A test holds this to json's reading of random text."""
    if "\\u" in text:  # a str search: see _bytes_in
        return True
    return not text.isascii() and has_surrogate(text)


def until_stable(value: str, rules: tuple[tuple[Any, ...], Any]) -> str:
    """A rule list with a prefix removal, applied again and again until the value stops
    changing, in time linear in its length: the first pass rule by rule (``str.strip``,
    ``str.lower``, or the pattern of what one prefix removal takes from the front), then every
    later pass at once, one pattern matched at the front. (Later passes only take characters off
    the front: a lowercased string lowercases to itself and gains no spaces.) Every pattern
    here matches the empty string, so ``match`` never returns None."""
    steps, again = rules
    for step in steps:
        value = step(value) if callable(step) else value[step.match(value).end() :]
    return str(value[again.match(value).end() :])


# --------------------------------------------------------------------------- error paths


def printable(message: str) -> str:
    """``message`` with NUL and unpaired surrogates (a rejected key echoed in its path) written as
    escapes, so it can be logged and sent as UTF-8; the error's ``path`` keeps the key as it came.
    """
    if "\x00" in message:
        message = message.replace("\x00", "\\x00")
    if not message.isascii():
        message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return message


# --------------------------------------------------------------------------- the depth rule

# With the fast layer on, the skeleton's pass also keeps digits, as "0", and answers fast_loads's
# question too, one pass over the text fewer: dropping bytes only joins runs of digits, never
# splits one, so a skeleton without 19 zeros in a row comes from a text without 19 digits in a
# row. Kept as ",": commas, and "-", so that 2024-08-04T00:00:00.000+00:00 is runs of 4, 2 and
# 15 digits, not 21 that send the text to the exact check (":" follows every key: +0.5 %). In
# text with a backslash, the skeleton's marks are dropped after the search: between escapes
# they keep the hex digits of "\ud83d\ude00…" from joining into runs of 19.
_SKELETON_AND_DIGITS: Final = skeleton_tables(
    b'[]{}",0123456789-', b"{}123456789-", b"[]000000000,"
)
_NOT_DIGIT_OR_SKELETON: Final = b"0," + MARKS  # digits, separators and skeleton()'s marks


def text_scan(text: str, limit: int) -> tuple[bool | None, bool | None]:
    """``text_too_deep(text, limit)``, and ``fast_loads``'s ``fast``: True when the text holds no
    run of 19 digits (from the same pass), None when not known (a short text: fast_loads looks),
    False when json reads it: the layer is off, or the text is ``long_strings``."""
    if FAST_JSON is None:
        return text_too_deep(text, limit), False
    if len(text) < 4096 and text.count("[") + text.count("{") <= limit:
        return False, None  # text_too_deep's shortcut; fast_loads checks a short text itself
    marked = skeleton(text, _SKELETON_AND_DIGITS, drop=b"")
    fast = False if long_strings(text) else marked.find(_LONG_DIGITS) < 0 or None  # see _bytes_in
    return peeled(marked.translate(None, _NOT_DIGIT_OR_SKELETON), text, limit), fast


# --------------------------------------------------------------------------- errors and lists


class ProtocolError(ValueError):
    """What a generated package's ``<Name>ProtocolError(path, reason)`` is: ``path`` names the
    bad field (``actions[3].items[7].title``), ``reason`` what is wrong with it. No ``__init__``:
    both live in ``args``, which BaseException sets in C (a Python ``__init__`` and its instance
    dict made building one 4.2k instructions, now 2.5k); no message until ``__str__``."""

    @property
    def path(self) -> str:
        path: str = self.args[0]
        return path

    @property
    def reason(self) -> str:
        reason: str = self.args[1]
        return reason

    def __str__(self) -> str:
        path, reason = self.args
        message = f"{path}: {reason}" if path else reason
        # printable()'s own test first, here: nearly every message is plain ASCII
        return message if message.isascii() and "\x00" not in message else printable(message)

    def within(self, outer: str) -> Self:
        """The same error seen from the enclosing value at ``outer``."""
        error = type(self)(*self.args)
        error._enter(outer)
        return error

    def _enter(self, outer: str) -> None:
        """``within``, in place: a checker that catches this error re-raises it with a bare
        ``raise`` (raising a new error at every level it crosses costs several times as much).
        The path joins here, not in a helper: one call fewer per level the error crosses."""
        path, reason = self.args
        if path:
            outer = outer + path if path.startswith("[") else f"{outer}.{path}"
        self.args = (outer, reason)


def checked_objects(
    items: list[Any],
    check: Callable[[Any, bool], Any],
    error: type[ProtocolError],
    path: str,
    batch: Callable[[list[Any]], list[Any] | None] | None = None,
    batch_from: int = 0,
    chunk: int = 0,
    screen: bool = True,
) -> list[Any]:
    """A list of objects, each checked by ``check``; on an error, its index joins its path.

    With ``batch`` (a shape checked a column at a time: generator/targets/python/batch.py), a
    list of at least ``batch_from`` items goes a ``chunk`` at a time: the batch checks a long
    chunk, and a short one, or one the batch declines, is checked item by item, so a failing
    list costs at most one chunk's batch beyond the item checks up to its first error. ``screen``
    goes to ``check`` (``screens_text``); a batch tests every string, which costs it little."""
    out: list[Any] = []
    if batch is None or len(items) < batch_from:
        _extend_checked(out, check, items, error, path, screen)
        return out
    for start in range(0, len(items), chunk):
        part = items[start : start + chunk]
        done = batch(part) if len(part) >= batch_from else None
        if done is None:
            _extend_checked(out, check, part, error, path, screen)
        else:
            out.extend(done)
    return out


def _extend_checked(
    out: list[Any],
    check: Callable[[Any, bool], Any],
    items: list[Any],
    error: type[ProtocolError],
    path: str,
    screen: bool,
) -> None:
    """One C-level pass; on an error, the items already appended say which one failed."""
    try:
        out.extend(map(check, items, SCREEN_FLAGS[screen]))
    except error as exc:
        exc._enter(f"{path}[{len(out)}]")
        raise
