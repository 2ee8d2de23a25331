"""A spec pattern as a tree, every node with its place in the pattern.

Only the subset :mod:`generator.spec.patterns` lets through reaches this parser (it runs after that
check): literals and escapes, classes, groups, lookarounds, alternation, the quantifiers
``* + ? {n} {n,} {n,m}`` (lazy or not) and the anchors ``^ $``. There is no ``.``, no
``\\d``/``\\w``/``\\s``, no flag and no backreference, so every character set is explicit: a
set of code-point ranges, the same in Python's ``re`` and JavaScript's ``RegExp`` with ``u``.

:mod:`generator.spec.pattern_time` reads the tree to prove a pattern matches in linear time; the
benchmark reads it to build values that pump each repetition.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_CODE_POINT = 0x10FFFF
Ranges = tuple[tuple[int, int], ...]  # sorted, disjoint, inclusive code-point ranges

_ESCAPED_CONTROLS = {"n": 0x0A, "r": 0x0D, "t": 0x09, "f": 0x0C, "v": 0x0B}
_SYNTAX = frozenset("^$\\.*+?()[]{}|/-")


@dataclass(frozen=True)
class Node:
    start: int  # offsets into the pattern: pattern[start:end] is this node's text
    end: int


@dataclass(frozen=True)
class Chars(Node):
    """One character from ``ranges`` (a literal, an escape or a class)."""

    ranges: Ranges


@dataclass(frozen=True)
class Seq(Node):
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alt(Node):
    branches: tuple[Node, ...]


@dataclass(frozen=True)
class Repeat(Node):
    """``body{low,high}``; ``high`` None is unbounded. ``quantifier`` is where the quantifier
    itself starts (``a+`` at 0: quantifier at 1)."""

    body: Node
    low: int
    high: int | None
    quantifier: int


@dataclass(frozen=True)
class Look(Node):
    """A lookahead or lookbehind: zero width, its body matched where it stands."""

    body: Node


@dataclass(frozen=True)
class Anchor(Node):
    """``^`` or ``$``: zero width."""


def normalised(ranges: list[tuple[int, int]]) -> Ranges:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return tuple(out)


def complement(ranges: Ranges) -> Ranges:
    out, low = [], 0
    for lo, hi in ranges:
        if lo > low:
            out.append((low, lo - 1))
        low = hi + 1
    if low <= MAX_CODE_POINT:
        out.append((low, MAX_CODE_POINT))
    return tuple(out)


def overlap(a: Ranges, b: Ranges) -> Ranges:
    """The code points in both ``a`` and ``b``."""
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo <= hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return tuple(out)


class _Parser:
    def __init__(self, pattern: str) -> None:
        self.p = pattern
        self.i = 0

    def fail(self, what: str) -> ValueError:
        return ValueError(f"{what} at position {self.i}")

    def peek(self, k: int = 1) -> str:
        return self.p[self.i : self.i + k]

    def alternation(self) -> Node:
        start = self.i
        branches = [self.sequence()]
        while self.peek() == "|":
            self.i += 1
            branches.append(self.sequence())
        return branches[0] if len(branches) == 1 else Alt(start, self.i, tuple(branches))

    def sequence(self) -> Node:
        start, items = self.i, []
        while self.i < len(self.p) and self.peek() not in ("|", ")"):
            items.append(self.quantified())
        return items[0] if len(items) == 1 else Seq(start, self.i, tuple(items))

    def quantified(self) -> Node:
        start = self.i
        atom = self.atom()
        while self.i < len(self.p) and self.peek() in ("*", "+", "?", "{"):
            at, c = self.i, self.peek()
            if c == "{":
                close = self.p.index("}", self.i)
                low_text, _, high_text = self.p[self.i + 1 : close].partition(",")
                comma = "," in self.p[self.i + 1 : close]
                low = int(low_text)
                high = (int(high_text) if high_text else None) if comma else low
                self.i = close + 1
            else:
                low, high = {"*": (0, None), "+": (1, None), "?": (0, 1)}[c]
                self.i += 1
            if self.peek() == "?":
                self.i += 1  # lazy: the same paths, tried in another order
            atom = Repeat(start, self.i, atom, low, high, at)
        return atom

    def atom(self) -> Node:
        start, c = self.i, self.peek()
        if c == "(":
            opener = next(
                (o for o in ("(?:", "(?=", "(?!", "(?<=", "(?<!") if self.p.startswith(o, self.i)),
                "(",
            )
            self.i += len(opener)
            body = self.alternation()
            if self.peek() != ")":
                raise self.fail("missing ')'")
            self.i += 1
            if opener in ("(", "(?:"):
                return body if isinstance(body, Chars) else _spanned(body, start, self.i)
            return Look(start, self.i, body)
        if c in ("^", "$"):
            self.i += 1
            return Anchor(start, self.i)
        if c == "[":
            return self.char_class()
        if c in ("*", "+", "?", "{", ")", "|", "") or c == "]" or c == "}":
            raise self.fail(f"unexpected {c!r}")
        code = self.char(in_class=False)
        return Chars(start, self.i, ((code, code),))

    def char(self, in_class: bool) -> int:
        c = self.peek()
        if c != "\\":
            self.i += 1
            return ord(c)
        e = self.p[self.i + 1 : self.i + 2]
        if e in _ESCAPED_CONTROLS:
            self.i += 2
            return _ESCAPED_CONTROLS[e]
        if e == "x" or e == "u":
            digits = 2 if e == "x" else 4
            text = self.p[self.i + 2 : self.i + 2 + digits]
            self.i += 2 + digits
            return int(text, 16)
        if e == "0":
            self.i += 2
            return 0
        if e in _SYNTAX and (e != "-" or in_class):
            self.i += 2
            return ord(e)
        raise self.fail(f"unsupported escape \\{e}")

    def char_class(self) -> Chars:
        start = self.i
        self.i += 1
        negated = self.peek() == "^"
        if negated:
            self.i += 1
        ranges: list[tuple[int, int]] = []
        while self.peek() != "]":
            if not self.peek():
                raise self.fail("unterminated class")
            low = self.char(in_class=True)
            if self.peek() == "-" and self.p[self.i + 1 : self.i + 2] not in ("]", ""):
                self.i += 1
                ranges.append((low, self.char(in_class=True)))
            else:
                ranges.append((low, low))
        self.i += 1
        chosen = normalised(ranges)
        return Chars(start, self.i, complement(chosen) if negated else chosen)


def _spanned(node: Node, start: int, end: int) -> Node:
    """A group's content, spanning the group's parentheses (so messages quote ``(a+)``)."""
    if isinstance(node, Seq):
        return Seq(start, end, node.items)
    if isinstance(node, Alt):
        return Alt(start, end, node.branches)
    if isinstance(node, Repeat):
        return Seq(start, end, (node,))
    return node


def parse(pattern: str) -> Node:
    """The tree of ``pattern``; ValueError for text outside the portable subset."""
    parser = _Parser(pattern)
    tree = parser.alternation()
    if parser.i != len(pattern):
        raise parser.fail("unbalanced ')'")
    return tree


def whole_match(pattern: str) -> str:
    """``pattern`` anchored at both ends, for a language with no full-match call (JavaScript's
    ``test`` searches): as written when it already is, a sequence from ``^`` to ``$``;
    otherwise ``^(?:pattern)$``, the group keeping a top-level ``|`` inside the anchors."""
    tree = parse(pattern)
    if isinstance(tree, Seq) and len(tree.items) >= 2:
        first, last = tree.items[0], tree.items[-1]
        anchors = isinstance(first, Anchor) and isinstance(last, Anchor)
        if anchors and pattern[first.start] == "^" and pattern[last.start] == "$":
            return pattern
    return f"^(?:{pattern})$"


def is_nullable(node: Node) -> bool:
    if isinstance(node, Chars):
        return False
    if isinstance(node, Seq):
        return all(is_nullable(n) for n in node.items)
    if isinstance(node, Alt):
        return any(is_nullable(n) for n in node.branches)
    if isinstance(node, Repeat):
        return node.low == 0 or is_nullable(node.body)
    return True  # lookarounds and anchors match no character


def shortest(node: Node) -> str:
    """A shortest string ``node`` matches (lookarounds and anchors ignored)."""
    if isinstance(node, Chars):
        return representative(node.ranges)
    if isinstance(node, Seq):
        return "".join(shortest(n) for n in node.items)
    if isinstance(node, Alt):
        return min((shortest(n) for n in node.branches), key=len)
    if isinstance(node, Repeat):
        return shortest(node.body) * node.low
    return ""


def shortest_nonempty(node: Node) -> str:
    """A shortest non-empty string ``node`` matches, or "" when it matches only the empty one."""
    if isinstance(node, Chars):
        return representative(node.ranges)
    if isinstance(node, Seq):
        for k, item in enumerate(node.items):
            text = shortest_nonempty(item)
            if text:
                before = "".join(shortest(n) for n in node.items[:k])
                return before + text + "".join(shortest(n) for n in node.items[k + 1 :])
        return ""
    if isinstance(node, Alt):
        options = [t for t in (shortest_nonempty(n) for n in node.branches) if t]
        return min(options, key=len) if options else ""
    if isinstance(node, Repeat):
        body = shortest_nonempty(node.body)
        return body * max(1, node.low) if body and node.high != 0 else ""
    return ""


def representative(ranges: Ranges) -> str:
    """A readable character of ``ranges``: a letter or digit when there is one."""
    for lo, hi in ((0x61, 0x7A), (0x41, 0x5A), (0x30, 0x39), (0x21, 0x7E), (0xA1, 0xFFFF)):
        for a, _b in overlap(ranges, ((lo, hi),)):
            if not 0xD800 <= a <= 0xDFFF:
                return chr(a)
    return chr(ranges[0][0]) if ranges else ""
