"""Reading a tool argument (spec/README.md, "Envelope"): JSON text, stripped, held to
the byte and depth limits and parsed, or a value a caller built, held to the depth limit.
Hand-written, emitted verbatim as ``_runtime_argument.py`` into every generated package; the
module passes its own limits, reasons and error class, so this knows no protocol.
"""

from __future__ import annotations

import json

from .runtime import (
    RAW_DECODE,
    UNPARSED,
    ProtocolError,
    fast_loads,
    int_or_float,
    not_a_number,
    screens_text,
    text_scan,
)
from .runtime_depth import text_depth_exceeds, value_too_deep


def too_many_bytes(text: str, limit: int) -> bool:
    """Whether ``text`` is more than ``limit`` bytes in UTF-8: more characters than that, or
    text that is not ASCII and encodes to more."""
    if len(text) > limit:
        return True
    return not text.isascii() and len(text.encode("utf-8", "surrogatepass")) > limit


def json_loads(text: str) -> tuple[object, Exception | None]:
    """json's reading of ``text``, or json's refusal. raw_decode is json.loads minus its
    whitespace handling (strip() removed the spaces) and its BOM message. Bad syntax gets the
    message json.loads would give (the same scanner on the same text); the rest it cannot take
    whole (a BOM, extra data, NaN, an integer past int()'s digit limit) goes through
    json.loads, for json's own message or value."""
    syntax: json.JSONDecodeError | None = None
    try:
        value, end = RAW_DECODE(text)
    except json.JSONDecodeError as exc:
        end, syntax = -1, exc
    except (ValueError, RecursionError):
        end = -1
    if end == len(text):
        return value, None
    if syntax is not None and not text.startswith("\ufeff"):
        return None, syntax
    try:  # (a BOM: json refuses it too, and syntax stays the refusal if it did not)
        return json.loads(text, parse_constant=not_a_number, parse_int=int_or_float), syntax
    except (ValueError, RecursionError) as exc:
        return None, exc


def read_argument(
    value: object,
    max_bytes: int | None,
    max_depth: int | None,
    screens: bool,
    reasons: tuple[str, str, str, str],
    error: type[ProtocolError],
    name: str,
) -> tuple[object, bool]:
    """The argument's value, and whether its strings need the NUL and surrogate tests
    (``screen``: only text with a ``\\u`` escape or a surrogate does, when the spec has text
    safety rules, ``screens``); raise ``error(name, reason)``, the reason one of ``reasons``:
    (empty, too many bytes, too deep, not JSON with ``{}`` for the parser's words), indexed
    only when raised. ``max_bytes`` and ``max_depth`` are None where the spec sets no such
    limit. The call costs ~0.1 µs more than the code inline did (measured, one process: 2-4 %
    of the smallest console envelope's emit, ~4 µs; within 1 % over the shared vectors), the
    price of one reader for every package instead of one pasted into each module."""
    screen = True
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise error(name, reasons[0])
        # (a call only for text that may be past the limit: a character is at most four bytes)
        if max_bytes is not None and len(text) * 4 > max_bytes and too_many_bytes(text, max_bytes):
            raise error(name, reasons[1])
        deep: bool | None = None  # text_scan's answer: too deep, not, or not known (None)
        fast: bool | None = None
        if max_depth is not None:
            deep, fast = text_scan(text, max_depth)
            if deep:
                raise error(name, reasons[2])
        # The fast layer (orjson, when installed) reads the text when it reads it as json would;
        # otherwise, or when it is off, json does (fast_loads says when).
        value = fast_loads(text, fast)
        if value is UNPARSED:
            value, failure = json_loads(text)
            if failure is not None:
                # Text json reads whole is JSON, whose depth the scan has answered; text it does
                # not read gets the exact count, which the depth rule puts before its message.
                if deep is None and max_depth is not None and text_depth_exceeds(text, max_depth):
                    raise error(name, reasons[2])
                raise error(name, reasons[3].format(failure)) from None
        if screens:
            # ASCII text without a backslash has no string to test: answered without a call.
            screen = ("\\" in text or not text.isascii()) and screens_text(text)
    elif max_depth is not None and value_too_deep(value, max_depth):
        raise error(name, reasons[2])
    return value, screen
