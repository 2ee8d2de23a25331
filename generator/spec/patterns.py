"""Spec patterns must mean the same in both languages that run them: Python's ``re`` (the
generated validators, the reference interpreter) and JavaScript's ``RegExp`` with the ``u``
flag (the TypeScript twin). Python accepts much that JavaScript rejects (``(?P<n>…)``, ``\\Z``,
``a{,3}``, ``\\_``, a lone ``{``) and some things both accept mean different sets (``\\d`` and
``\\w`` are Unicode in Python and ASCII in JavaScript; ``\\s`` and ``.`` differ on a few
characters; so do a backreference to a group that did not match and ``$`` before a final
newline). This check walks the pattern once and refuses anything outside the subset both read
alike, with what to write instead.

:func:`pattern_problem` is every check a spec's pattern meets, this one with the others: it
compiles without a warning, and it matches in linear time (generator/spec/pattern_time.py).
"""

from __future__ import annotations

import functools
import re
import warnings

from generator.spec.pattern_time import superlinear_problem

_SYNTAX = frozenset("^$\\.*+?()[]{}|/")  # escaped, these mean themselves in both
_CONTROLS = frozenset("nrtfv")
_DIFFERENT_SETS = frozenset("dDwWsSbB")
_HEX = re.compile(r"x[0-9A-Fa-f]{2}|u(?![Dd][89A-Fa-f])[0-9A-Fa-f]{4}|0(?![0-9])")
_QUANTIFIER = re.compile(r"\{[0-9]+(?:,[0-9]*)?\}")
_GROUP_OPENERS = ("(?:", "(?=", "(?!", "(?<=", "(?<!")


def portability_problem(pattern: str) -> str | None:
    """Why ``pattern`` may not read the same in Python and JavaScript, or None."""
    i, n, in_class = 0, len(pattern), False
    depth, lookarounds = 0, []  # group nesting; the nesting levels of open lookarounds
    while i < n:
        c = pattern[i]
        if c == "\\":
            escape = pattern[i + 1 : i + 2]
            if escape in _DIFFERENT_SETS:
                return f"\\{escape} is a different set in Python and JavaScript: write the characters out (e.g. [0-9], [A-Za-z0-9_], [ \\t])"
            coded = _HEX.match(pattern, i + 1)
            if escape.isdigit() and escape != "0" or escape == "0" and coded is None:
                return f"\\{escape}: backreferences and octal escapes differ (a group that did not match is empty in JavaScript, a failure in Python): write the characters out"
            if escape == "u" and coded is None and re.match(r"u[Dd][89A-Fa-f]", pattern[i + 1 : i + 4]):
                return "a \\u escape of a surrogate half: Python matches it alone, JavaScript as part of a pair; write the character itself"
            if escape in _SYNTAX or escape in _CONTROLS or (escape == "-" and in_class):
                i += 2
            elif coded:
                i = coded.end()
            else:
                return f"\\{escape} is not an escape JavaScript reads as Python does: write the character itself, or \\xHH / \\uHHHH"
            continue
        if in_class:
            if c == "[" or pattern[i : i + 2] in ("&&", "--", "~~", "||"):
                # Python warns (a possible nested set or set operation, its future syntax)
                return f"'{pattern[i:i + 2] if c != '[' else c}' inside a class: escape it"
            in_class = c != "]"
            i += 1
            continue
        if c == "[":
            start = i + 2 if pattern.startswith("[^", i) else i + 1
            if pattern[start : start + 1] == "]":
                return "a ']' first in a class is a character in Python and closes the class in JavaScript: escape it (\\])"
            in_class, i = True, start
            continue
        if c == "(" and pattern.startswith("(?", i):
            if not pattern.startswith(_GROUP_OPENERS, i):
                return "only (…), (?:…), lookahead and lookbehind groups read alike in Python and JavaScript"
            if not pattern.startswith("(?:", i):
                lookarounds.append(depth)
            depth += 1
            i += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if lookarounds and lookarounds[-1] == depth:
                lookarounds.pop()
                if pattern[i + 1 : i + 2] in ("*", "+", "?", "{"):
                    return "a quantifier on a lookahead or lookbehind is an error in JavaScript"
        elif c == "$" and i != n - 1:
            return "'$' anywhere but at the very end: Python's also matches before a final newline; anchor once, at the end"
        elif c == "{":
            quantifier = _QUANTIFIER.match(pattern, i)
            if quantifier is None or quantifier.group().startswith("{,"):
                return "a '{' that is not a quantifier {n}, {n,} or {n,m}: escape it (\\{)"
            i = quantifier.end()
            if pattern[i : i + 1] == "+":
                return "possessive quantifiers (a++, a{2}+) are Python-only"
            continue
        elif c in "}]":
            return f"a lone '{c}' is an error in JavaScript: escape it (\\{c})"
        elif c == ".":
            return (
                "'.' differs between Python and JavaScript on \\r, U+2028 and U+2029: write the class out (e.g. [^\\n])"
            )
        elif c in "*+?" and pattern[i + 1 : i + 2] == "+":
            return "possessive quantifiers (a++, a*+) are Python-only"
        i += 1
    return None


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` cannot be used, or None: it must compile, without a warning from Python
    (``[[:alpha:]]`` is a "possible nested set"), read the same in JavaScript
    (:mod:`generator.spec.patterns`) and match in linear time (:mod:`generator.spec.pattern_time`).
    A repetition count past what the regex engines take, or groups nested past what the checks
    walk, is refused as such."""
    try:
        return _pattern_problem(pattern)
    except OverflowError:
        return "pattern has a repetition count too large for the regex engines"
    except RecursionError:
        return "pattern nests its groups too deep"


# A spec repeats its patterns. lru_cache keeps no exception: a RecursionError depends on the stack.
@functools.lru_cache(maxsize=4096)
def _pattern_problem(pattern: str) -> str | None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            re.compile(pattern)
        except re.error as exc:
            return f"pattern does not compile: {exc}"
        except (FutureWarning, DeprecationWarning) as exc:
            return f"pattern is ambiguous (Python warns: {exc})"
    problem = portability_problem(pattern)
    if problem:
        return f"pattern does not read the same in Python and JavaScript: {problem}"
    problem = superlinear_problem(pattern)
    return f"pattern can take more than linear time: {problem}" if problem else None
