"""A spec pattern's position automaton (Glushkov's): one state per character of the pattern, an
edge ``p → q`` when ``q`` can follow ``p``, reading a character of ``q``'s set. Each edge keeps
every way the pattern makes it (``(a*)*`` makes ``a → a`` twice: the inner loop and the outer
one), since a backtracking matcher tries each. :mod:`generator.spec.pattern_time` proves from it
that a pattern matches in linear time.

Lookarounds and anchors are taken as always passing (zero width), and a counted repetition
``x{n,m}`` is written out when ``m`` is at most ``WRITE_OUT``; past that it is taken as ``x``
repeated any number of times after its first two copies. Both only add paths, so a proof on
this automaton holds for the pattern.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from generator.spec.pattern_parse import Alt, Chars, Node, Ranges, Repeat, Seq

WRITE_OUT = 8  # a counted repetition up to {n,8} is written out exactly; past it, approximated
MAX_POSITIONS = 300  # more states than this (after writing out): too large to prove linear


@dataclass
class Automaton:
    """States 1.. are the pattern's characters (0 is the start); an edge ``p → q`` reads a
    character of ``charsets[q]``. ``ways[p, q]`` lists what made each edge: the repetition
    whose loop it closes, or None for one step of a sequence."""

    charsets: list[Ranges] = field(default_factory=lambda: [()])
    atoms: list[Chars | None] = field(default_factory=lambda: [None])
    # per state, the repetitions around it, outermost first: those taken as loops, and all
    loops: list[tuple[Repeat, ...]] = field(default_factory=lambda: [()])
    copies: list[tuple[Repeat, ...]] = field(default_factory=lambda: [()])
    ways: dict[tuple[int, int], list[Repeat | None]] = field(default_factory=dict)

    def add_edge(self, p: int, q: int, way: Repeat | None) -> None:
        self.ways.setdefault((p, q), []).append(way)

    def successors(self) -> list[list[int]]:
        out: list[list[int]] = [[] for _ in self.charsets]
        for p, q in self.ways:
            out[p].append(q)
        return out


class TooComplex(Exception):
    pass


def _build(node: Node, a: Automaton, loops: tuple[Repeat, ...], copies: tuple[Repeat, ...] = ()) -> Built:
    """Glushkov's construction: (nullable, first states, last states), edges added to ``a``."""
    if isinstance(node, Chars):
        if len(a.charsets) > MAX_POSITIONS:
            raise TooComplex
        a.charsets.append(node.ranges)
        a.atoms.append(node)
        a.loops.append(loops)
        a.copies.append(copies)
        state = len(a.charsets) - 1
        return False, [state], [state]
    if isinstance(node, Seq):
        return _sequence([partial(_build, n, a, loops, copies) for n in node.items], a)
    if isinstance(node, Alt):
        nullable, first, last = False, list[int](), list[int]()
        for branch in node.branches:
            n, f, la = _build(branch, a, loops, copies)
            nullable, first, last = nullable or n, first + f, last + la
        return nullable, first, last
    if isinstance(node, Repeat):
        return _repeat(node, a, loops, copies)
    return True, [], []  # Look and Anchor: zero width, taken as always passing


Built = tuple[bool, list[int], list[int]]


def _sequence(parts: list[Callable[[], Built]], a: Automaton) -> Built:
    nullable, first, last = True, list[int](), list[int]()
    for build in parts:
        n, f, la = build()
        for p in last:
            for q in f:
                a.add_edge(p, q, None)
        if nullable:
            first = first + f
        last = la + (last if n else [])
        nullable = nullable and n
    return nullable, first, last


def _repeat(node: Repeat, a: Automaton, loops: tuple[Repeat, ...], copies: tuple[Repeat, ...]) -> Built:
    low, high = node.low, node.high
    if high == 0:
        return True, [], []
    copies = copies + (node,)
    if high is not None and high <= WRITE_OUT:
        # x{n,m} written out: n copies, then m - n nested optional ones (x(x(x)?)?)?
        def optional_tail(k: int) -> Built:
            if k == 0:
                return True, [], []
            _, f, la = _sequence([lambda: _build(node.body, a, loops, copies), lambda: optional_tail(k - 1)], a)
            return True, f, la

        written = [lambda: _build(node.body, a, loops, copies) for _ in range(low)]
        return _sequence(written + [lambda: optional_tail(high - low)], a)
    # Unbounded, or too many to write out: the first copy (when low >= 2), then one that loops.
    inner = loops + (node,)

    def looped() -> Built:
        n, f, la = _build(node.body, a, inner, copies)
        for p in la:
            for q in f:
                a.add_edge(p, q, node)
        return n or low == 0, f, la

    parts = ([lambda: _build(node.body, a, loops, copies)] if low >= 2 else []) + [looped]
    return _sequence(parts, a)


def automaton(tree: Node) -> Automaton:
    a = Automaton()
    _, first, _ = _build(tree, a, ())
    for q in first:
        a.add_edge(0, q, None)
    return a
