# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v4.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The depth rule (spec/README.md, "Top level": `safety`, `max_nesting_depth`): how deep a tool
argument's text, or a value a caller built, nests. Hand-written, emitted verbatim as
``_runtime_depth.py`` into every generated package beside ``_runtime.py`` (which uses
``skeleton`` and ``peeled`` to scan the text once for both this rule and its fast JSON layer);
standard library only, and it knows no protocol."""

from __future__ import annotations

import itertools
import operator
import re

# For type checkers only: at run time `typing` costs more to import than a generated package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

# Bytes a JSON escape holds right after its backslash, beside a quote and a backslash: text
# with a backslash keeps them in its first pass, as "x" (``skeleton``).
_ESCAPE_LETTERS: Final = b"/bfnrtu"
MARKS: Final = b"\\x"  # what that first pass keeps beyond the skeleton: backslashes and "x"s


def skeleton_tables(keep: bytes, source: bytes, target: bytes) -> tuple[bytes, bytes, bytes, bytes]:
    """``bytes.translate`` arguments for ``skeleton``: the table (``source``'s bytes become
    ``target``'s) and the bytes it deletes (all but ``keep``), for text without a backslash,
    then for text with one (which also keeps the backslashes and the escape letters, as "x", so
    neither ``keep`` nor ``target`` may hold an escape letter or an "x")."""
    deleted = bytes(c for c in range(256) if c not in keep)
    letters = len(_ESCAPE_LETTERS)
    return (
        bytes.maketrans(source, target),
        deleted,
        bytes.maketrans(source + _ESCAPE_LETTERS, target + b"x" * letters),
        bytes(c for c in deleted if c not in b"\\" + _ESCAPE_LETTERS),
    )


# Brackets of both kinds as "[" and "]", quotes kept, every other byte dropped: one C pass. For
# the depth of valid JSON the kinds do not matter (they match there), and a single kind lets a
# peel pass be one replace.
_BRACKETS_AND_QUOTES: Final = skeleton_tables(b'[]{}"', b"{}", b"[]")
# A JSON string as a parser reads it: from a quote to the next unescaped quote, or to the end.
# (Unrolled, `[^"\\]*` before each escape, so a 6 MB unclosed string is one run, not 6M groups.)
_JSON_STRING: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
# Opening brackets become 2 and closing ones 0, the rest is dropped: a running sum of the
# bytes minus the count so far is the nesting depth after each bracket.
_BRACKET_STEPS: Final = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")
_NOT_BRACKET: Final = bytes(c for c in range(256) if c not in b"[]{}")
# The container types ``value_too_deep`` walks with C passes; a subclass gets a Python loop.
_EXACT: Final = frozenset((dict, list))
_DICT: Final = frozenset((dict,))
_LIST: Final = frozenset((list,))
_flat: Final = itertools.chain.from_iterable  # the items of each iterable in turn
# Containers ``value_too_deep`` walks before it looks for shared ones. Finding them costs ~750
# instructions a container (an id() each, in a set), ~30 % of the walk, and a tree (what json
# builds; most callers' values) has none; past this many, a shared value's paths cost at most
# ~2 k instructions each before each level keeps one of each container. Above the largest chart
# (10 x 5,000 points, ~50 k containers), so no realistic argument pays it.
_WALK_BEFORE_SHARING: Final = 65536


def text_too_deep(text: str, limit: int) -> bool | None:
    """Whether JSON text opens more than ``limit`` nested arrays/objects (``text_depth_exceeds``),
    decided without a Python loop over the characters: True or False when that is certain,
    None for "not too deep if it is JSON".

    The fast path answers: text with at most ``limit`` opening brackets is not too deep; text
    whose bracket skeleton empties within ``limit`` passes of peeling the innermost pairs (drop
    escaped quotes and backslashes, keep brackets, as one kind, and quotes, drop string
    contents; text of depth d is empty after d passes) is not too deep if it is JSON (None): for
    text that is not, that skeleton can be wrong, so the caller asks ``text_depth_exceeds`` when
    the parse fails. Anything else (too deep, or unbalanced) gets the exact count at once.
    """
    if len(text) < 4096 and text.count("[") + text.count("{") <= limit:
        return False  # short text: fewer opening brackets than levels (cheaper than the bytes)
    return peeled(skeleton(text, _BRACKETS_AND_QUOTES), text, limit)


def skeleton(text: str, tables: tuple[bytes, bytes, bytes, bytes], drop: bytes = MARKS) -> bytes:
    """The UTF-8 of ``text`` through ``tables`` (``skeleton_tables``), without escaped quotes and
    backslashes, so every quote left opens or closes a string (outside a string a backslash is
    not JSON, and the parse says so).

    Text with a backslash takes a first pass that also keeps each backslash and, as "x", each
    byte an escape may hold after one: in JSON a backslash is always followed by one of those,
    a quote or a backslash, so each stays next to what it escapes, and the escaped pairs go from
    that short copy, not from the text (6 MB of ``\\ud83d\\ude00``: 9 ms, against 13 for two
    replace() passes over the text). ``drop`` then goes from the copy: the marks, or nothing for
    a caller that drops them itself."""
    data = text.encode("utf-8", "surrogatepass")
    if "\\" not in text:  # the str's search: a bytes `in` costs more (runtime.py, _bytes_in)
        return data.translate(tables[0], tables[1])
    marked = data.translate(tables[2], tables[3]).replace(b"\\\\", b"").replace(b'\\"', b"")
    return marked.translate(None, drop) if drop else marked


def peeled(skeleton: bytes, text: str, limit: int) -> bool | None:
    """``text_too_deep`` from the skeleton of ``text``: its brackets, as one kind, and quotes."""
    brackets = skeleton.translate(None, b'"')
    quotes = len(skeleton) - len(brackets)
    if quotes and skeleton.count(b'""') * 2 != quotes:
        # Some string holds a bracket (its opening quote is not followed by its closing one):
        # drop the empty strings, then what lies between each remaining pair of quotes.
        skeleton = skeleton.replace(b'""', b"")
        brackets = b"".join(skeleton.split(b'"')[::2])
    # Otherwise every quote is in an adjacent pair, so no string holds a bracket.
    for _ in range(limit):
        if not brackets:
            return None
        # One level a pass: every "[]" is an innermost pair, and replace() does not look again
        # at what it joins, so "[[]]" becomes "[]", not "".
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            break  # unbalanced: not JSON, count exactly
        brackets = shorter
    if not brackets:
        return None  # emptied by the last pass: as deep as the limit, if it is JSON
    return text_depth_exceeds(text, limit)


def text_depth_exceeds(text: str, limit: int) -> bool:
    """The protocol's depth rule, exactly: outside strings, each opening bracket goes one level
    deeper and each closing one a level up; too deep when a level passes ``limit``. (What a
    parser would go through, valid JSON or not; for a value, its nesting depth.) C-level passes
    over 64 KiB chunks of the bracket steps, stopping as soon as the answer is certain."""
    steps = _JSON_STRING.sub("", text).encode("utf-8", "surrogatepass")
    steps = steps.translate(_BRACKET_STEPS, _NOT_BRACKET)
    depth, opens_left = 0, steps.count(2)
    for start in range(0, len(steps), 65536):
        if depth + opens_left <= limit:
            return False  # even every opening bracket left, in a row, stays within the limit
        chunk = steps[start : start + 65536]
        # The level after each step: depth + (sum of the steps so far) - (steps taken).
        if max(map(operator.sub, itertools.accumulate(chunk), itertools.count(1 - depth))) > limit:
            return True
        opens = chunk.count(2)
        depth += 2 * opens - len(chunk)
        opens_left -= opens
    return False


def value_too_deep(value: object, limit: int) -> bool:
    """Whether nested lists/dicts go deeper than ``limit``, walked a level at a time: the
    containers one level down are the dicts and lists among the children of this level's.

    Each level is a few C passes (``map``, ``compress``, ``chain``), not a Python loop per
    container: a walk of one iteration per container cost ~10 k instructions each, so a caller's
    list of 600k empty dicts took ~9x the json round trip of its text. A value the caller built
    can share children (``x = [x, x]`` twenty times is 2**20 paths): once the walk has met
    ``_WALK_BEFORE_SHARING`` containers, each level keeps one of each (by id(), stable while
    ``value`` keeps them alive), so a level holds each at most once and the walk stops after
    ``limit + 1`` levels."""
    level: list[Any] = [value] if isinstance(value, (dict, list)) else []
    depth = walked = 0
    while level:
        depth += 1
        if depth > limit:
            return True
        kinds = set(map(type, level))
        if kinds == _DICT:
            children = list(_flat(map(dict.values, level)))
        elif kinds == _LIST:
            children = list(_flat(level))
        elif kinds <= _EXACT:
            is_dict = list(map(operator.is_, map(type, level), itertools.repeat(dict)))
            dicts = itertools.compress(level, is_dict)
            lists = itertools.compress(level, map(operator.not_, is_dict))
            children = list(itertools.chain(_flat(map(dict.values, dicts)), _flat(lists)))
        else:  # a subclass's own values() or __iter__ says what it holds, as isinstance() does
            children = list(_flat(x.values() if isinstance(x, dict) else x for x in level))
        nested = {t for t in set(map(type, children)) if issubclass(t, (dict, list))}
        if not nested:
            return False
        level = list(itertools.compress(children, map(nested.__contains__, map(type, children))))
        walked += len(level)
        if walked > _WALK_BEFORE_SHARING and len(set(map(id, level))) < len(level):
            level = list(dict(zip(map(id, level), level, strict=True)).values())
    return False
