"""A module's head (what comes before its first top-level definition: docstring, imports,
constants, ``__all__``, a spec's TypedDicts) in pieces black can format apart.

At 1,000 actions a head is one piece of 230-330 kB and black takes ~2 s on it. black formats
each logical line on its own; what it decides across lines is the blank lines before one
(black 26's ``EmptyLineTracker._maybe_empty_lines``). Before a top-level assignment whose
previous line is a top-level simple statement that is not an import, not the module's
docstring, with only empty lines between them (no comment) and no ``def`` or ``class`` since
the last top-level line, black keeps the blank lines the text has, at most two. So the head
is cut before each such assignment (``ast`` finds the statements: a cut is never inside a
string or brackets), each piece formatted alone, and the pieces joined with those blank
lines. A piece starts with an assignment, never a string, so black never reads one as a
module docstring. tests/test_format.py holds the result to black's on every generated
module and on a synthetic spec's.
"""

from __future__ import annotations

import ast
import re

_CUT_AFTER = (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Expr)  # simple, not an import
_CUT_BEFORE = (ast.Assign, ast.AnnAssign)
MAX_BLANK = 2  # black's most blank lines between top-level lines


def split_head(head: str) -> list[tuple[int, str]]:
    """``head`` as (blank lines before it, text) pieces: the first is (0, the head up to the
    first cut); the others start with an assignment, their blank lines left out. One piece
    when the head does not parse alone (then black fails on it too, and the module goes
    through black whole)."""
    try:
        body = ast.parse(head).body
    except (SyntaxError, ValueError):
        return [(0, head)]
    starts = [0] + [m.end() for m in re.finditer("\n", head)]  # offset of each line (1-based: [n-1])
    pieces: list[tuple[int, str]] = []
    begin, blank = 0, 0
    for i in range(1, len(body)):
        before, stmt = body[i - 1], body[i]
        end_line = before.end_lineno or before.lineno
        gap = stmt.lineno - end_line - 1
        if not _cuttable(body, i) or stmt.col_offset != 0 or gap < 0:
            continue
        between = head[starts[end_line] : starts[stmt.lineno - 1]]
        if between.strip("\n"):  # a comment or spaces between them
            continue
        pieces.append((blank, head[begin : starts[end_line]]))
        begin, blank = starts[stmt.lineno - 1], gap
    pieces.append((blank, head[begin:]))
    return pieces


def _cuttable(body: list[ast.stmt], i: int) -> bool:
    before, stmt = body[i - 1], body[i]
    if not isinstance(stmt, _CUT_BEFORE) or not isinstance(before, _CUT_AFTER):
        return False
    if i == 1 and isinstance(before, ast.Expr) and isinstance(before.value, ast.Constant):
        return not isinstance(before.value.value, str)  # the module's docstring
    return True


def join_head(pieces: list[tuple[int, str]]) -> str:
    """Formatted pieces of a head as black formats the head whole."""
    return "".join("\n" * min(blank, MAX_BLANK) + text for blank, text in pieces)
