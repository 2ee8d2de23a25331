"""Spec patterns match in linear time, or the spec is refused.

Python's ``re`` and JavaScript's ``RegExp`` both backtrack: on a value that almost matches,
they try every way the pattern could have matched a prefix before giving up. A pattern whose
automaton has one state reachable by two paths over the same text, in a loop, tries
exponentially many ways (``^(a+)+$``, ``^(a|aa)*$``); one with two loops that can take turns
over the same text tries polynomially many (``^a*a*$``, ``^[0-9]+\\.?[0-9]+$``). The generated
validators run spec patterns on tool arguments an attacker may choose, so neither may pass.

The check is the ambiguity analysis of the regex literature, on the pattern's position
automaton (:mod:`generator.spec.pattern_automaton`, every way between two states counted):

- **exponential**: some state reaches itself by two different paths over one text;
- **polynomial**: two different states ``p``, ``q`` and one text ``w`` with ``p → p``,
  ``p → q`` and ``q → q`` all over ``w``.

Without either, every text has a bounded number of paths, and a backtracking matcher does a
bounded amount of work per character. The automaton only adds paths to the pattern's
(lookarounds pass, long counted repetitions loop), so the check may refuse a pattern that is in
fact linear, never the other way round. A lookaround is checked on its own, and refused inside
a repetition when it contains a quantifier (it would rescan the rest of the value on every
repetition). Not refused: a fixed run of optional parts that can take the same character
(``(a|b)?(a|b)?…`` written out 30 times): its cost does not grow with the value past the run's
length, though it can be large.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from generator.spec.pattern_automaton import MAX_POSITIONS, Automaton, TooComplex, automaton
from generator.spec.pattern_parse import Alt, Anchor, Look, Node, Repeat, Seq, overlap, parse

MAX_STEPS = 2_000_000  # product states visited before the proof gives up


def _components(succ: list[list[int]]) -> list[int]:
    """Strongly connected components (Tarjan, iterative): a component number per state."""
    n = len(succ)
    index, low, comp = [-1] * n, [0] * n, [-1] * n
    stack: list[int] = []
    on_stack = [False] * n
    counter = count = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            if i < len(succ[v]):
                work.append((v, i + 1))
                w = succ[v][i]
                if index[w] < 0:
                    work.append((w, 0))
                elif on_stack[w]:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp[w] = count
                    if w == v:
                        break
                count += 1
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return comp


def _meets(a: Automaton, *states: int) -> bool:
    """Whether the characters the states read have one in common."""
    common = a.charsets[states[0]]
    for s in states[1:]:
        if s != states[0]:
            common = overlap(common, a.charsets[s])
    return bool(common)


def _text(pattern: str, node: Node) -> str:
    return f"`{pattern[node.start:node.end]}` (position {node.start})"


def _exponential(pattern: str, a: Automaton, succ: list[list[int]], comp: list[int]) -> str | None:
    """A state reaching itself by two paths over one text: inside one component, the product
    automaton's component of a pair (q, q) holds a pair (p, r) with p != r, or an edge taken
    two ways."""
    for c in set(comp):
        members = [s for s in range(len(succ)) if comp[s] == c]
        pairs = {(p, r) for p in members for r in members}
        pair_succ: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for p, r in pairs:
            pair_succ[p, r] = [
                (x, y) for x in succ[p] for y in succ[r] if comp[x] == c and comp[y] == c and _meets(a, x, y)
            ]
        order = list(pair_succ)
        number = {pair: i for i, pair in enumerate(order)}
        pcomp = _components([[number[t] for t in pair_succ[pair]] for pair in order])
        for pair in order:
            p, r = pair
            if p == r:
                continue
            k = pcomp[number[pair]]
            if any(pcomp[number[(q, q)]] == k for q in members):
                loop = _enclosing_loop(a, {p, r})
                atom_p, atom_r = _atom(a, p), _atom(a, r)
                return (
                    f"{_text(pattern, loop)} can match the same text in more than one way and repeats it "
                    f"({_text(pattern, atom_p)} and {_text(pattern, atom_r)} can both take the next "
                    "character): a run of such text splits in exponentially many ways"
                )
        for (p, q), ways in a.ways.items():
            if len(ways) > 1 and comp[p] == c and comp[q] == c and pcomp[number[(p, p)]] == pcomp[number[(q, q)]]:
                reps = sorted((w for w in ways if w is not None), key=lambda r: r.end - r.start)
                inner, outer = reps[0], reps[-1]
                return (
                    f"{_text(pattern, outer)} repeats {_text(pattern, inner)}, which repeats the same characters "
                    "itself: a run of them splits between the two in exponentially many ways"
                )
    return None


def _atom(a: Automaton, state: int) -> Node:
    return a.atoms[state] or Anchor(0, 0)  # state 0, the start, has no character


def _enclosing_loop(a: Automaton, states: set[int]) -> Node:
    """The innermost repetition around all of ``states``."""
    chains = [a.loops[s] for s in states]
    common = [r for r in chains[0] if all(r in chain for chain in chains[1:])]
    return common[-1] if common else _atom(a, min(states))


def _polynomial(pattern: str, a: Automaton, succ: list[list[int]], comp: list[int]) -> str | None:
    """Two states p != q and one text w with p → p, p → q and q → q: searched in the product
    of three copies of the automaton, from (p, p, q) to (p, q, q)."""
    n = len(succ)
    cyclic = [any(comp[t] == comp[s] for t in succ[s]) for s in range(n)]
    reach = _reachability(succ)
    steps = 0
    for p in range(1, n):
        if not cyclic[p]:
            continue
        for q in range(1, n):
            if q == p or not cyclic[q] or q not in reach[p]:
                continue
            between = {s for s in reach[p] if q in reach[s]}
            start, goal = (p, p, q), (p, q, q)
            seen = {start}
            todo = deque([start])
            while todo:
                x, y, z = todo.popleft()
                steps += 1
                if steps > MAX_STEPS:
                    raise TooComplex
                for x2 in succ[x]:
                    if comp[x2] != comp[p]:
                        continue
                    for y2 in succ[y]:
                        if y2 not in between:
                            continue
                        for z2 in succ[z]:
                            if comp[z2] != comp[q] or not _meets(a, x2, y2, z2):
                                continue
                            state = (x2, y2, z2)
                            if state == goal:
                                first, second = _own_loop(a, p), _own_loop(a, q)
                                if first is second:  # two written-out copies of one loop: (a+){2}
                                    outer = [r for r in a.copies[p] if r in a.copies[q] and r is not first]
                                    return (
                                        f"{_text(pattern, outer[-1] if outer else first)} repeats "
                                        f"{_text(pattern, first)} in a row, and the copies can match the same "
                                        "characters one after the other: backtracking tries every split between "
                                        "them, quadratic or worse in the value's length"
                                    )
                                return (
                                    f"{_text(pattern, first)} and {_text(pattern, second)} can match the same "
                                    "characters one after the other: backtracking tries every split between "
                                    "them, quadratic or worse in the value's length"
                                )
                            if state not in seen:
                                seen.add(state)
                                todo.append(state)
    return None


def _own_loop(a: Automaton, state: int) -> Node:
    loops = a.loops[state]
    return loops[-1] if loops else _atom(a, state)


def _reachability(succ: list[list[int]]) -> list[set[int]]:
    out = []
    for s in range(len(succ)):
        seen, todo = {s}, [s]
        while todo:
            for t in succ[todo.pop()]:
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        out.append(seen)
    return out


def _lookarounds(node: Node, loops: tuple[Repeat, ...] = ()) -> Iterator[tuple[Look, tuple[Repeat, ...]]]:
    if isinstance(node, Look):
        yield node, loops
    children: tuple[Node, ...] = ()
    if isinstance(node, Seq):
        children = node.items
    elif isinstance(node, Alt):
        children = node.branches
    elif isinstance(node, (Repeat, Look)):
        children = (node.body,)
    for child in children:
        repeated = isinstance(node, Repeat) and (node.high is None or node.high > 1)
        yield from _lookarounds(child, loops + ((node,) if repeated and isinstance(node, Repeat) else ()))


def _has_quantifier(node: Node) -> bool:
    if isinstance(node, Repeat):
        return node.high is None or node.high > 1 or _has_quantifier(node.body)
    if isinstance(node, Seq):
        return any(_has_quantifier(n) for n in node.items)
    if isinstance(node, Alt):
        return any(_has_quantifier(n) for n in node.branches)
    if isinstance(node, Look):
        return _has_quantifier(node.body)
    return False


def _tree_problem(pattern: str, tree: Node) -> str | None:
    a = automaton(tree)
    succ = a.successors()
    comp = _components(succ)
    return _exponential(pattern, a, succ, comp) or _polynomial(pattern, a, succ, comp)


def superlinear_problem(pattern: str) -> str | None:
    """Why matching ``pattern`` may take more than linear time, or None. Call it on a pattern
    that compiles and passed :func:`generator.patterns.portability_problem`."""
    tree = parse(pattern)
    try:
        for look, loops in _lookarounds(tree):
            if loops and _has_quantifier(look.body):
                return (
                    f"the lookaround {_text(pattern, look)} has a quantifier and stands inside the repeated "
                    f"{_text(pattern, loops[-1])}: it rescans the rest of the value on every repetition"
                )
            problem = _tree_problem(pattern, look.body)
            if problem:
                return problem
        return _tree_problem(pattern, tree)
    except TooComplex:
        return (
            f"too large to prove it matches in linear time (more than {MAX_POSITIONS} characters once "
            "counted repetitions are written out, or too many ways to compare): simplify it"
        )
