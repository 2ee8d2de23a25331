"""Lines of generated TypeScript laid out as prettier lays them out (printWidth 120, no
semicolons, single quotes, trailing commas: the project's .prettierrc), without running Node.

Generation needs only Python, so prettier cannot be a stage the way black is; instead the
templates write what prettier would, and this module breaks the lines they cannot know are too
long, with prettier's rules for the few constructs generated code has:

- ``if (condition) statement`` too long: the statement goes on the next line, indented;
- a statement ending in a call, an array, an object or an import list too long: the last
  bracket's contents go one element a line, each followed by a comma (the group prettier
  breaks first is the outermost one that ends the line);
- an object type's member whose type is a union, too long: ``name:`` alone, then the union on
  the next line, indented, or, still too long, each of its members on a line after ``| ``;
- an object type over several lines intersected with two or more named types (``} & A & B)``),
  whatever the width: ``& A`` stays on the brace's line, each further name goes on a line of its
  own, one level deeper, the line before it ending in ``&``;
- anything else (a long string alone) stays as it is, as prettier leaves it.

``tests/test_typescript.py`` runs the real prettier (``prettier --check``) on every generated
module, so a construct this misses fails a test instead of drifting.
"""

from __future__ import annotations

WIDTH = 120
INDENT = "  "
_OPEN = {"(": ")", "[": "]", "{": "}"}
_QUOTES = "'\"`"


def _scan(text: str) -> list[tuple[int, str, int]]:
    """Brackets outside strings and template literals: (index, bracket, nesting level)."""
    out: list[tuple[int, str, int]] = []
    level, i, quote = 0, 0, ""
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
            elif quote == "`" and text.startswith("${", i):
                # a template literal's ${…} is code, but ours never hold brackets to break
                pass
        elif c in _QUOTES:
            quote = c
        elif c == "/" and text.startswith("//", i):
            break  # a line comment: nothing after it is code
        elif c in _OPEN:
            out.append((i, c, level))
            level += 1
        elif c in ")]}":
            level -= 1
            out.append((i, c, level))
        i += 1
    return out


def _top_level(text: str, token: str) -> list[int]:
    """Where ``token`` starts in ``text`` outside quotes and brackets."""
    found, level, i, quote = [], 0, 0, ""
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
        elif c in _QUOTES:
            quote = c
        elif c in _OPEN:
            level += 1
        elif c in ")]}":
            level -= 1
        elif level == 0 and text.startswith(token, i):
            found.append(i)
        i += 1
    return found


def split_top_level(text: str, separator: str) -> list[str]:
    """``text`` cut at each ``separator`` outside quotes and brackets, the pieces stripped."""
    cuts = [-len(separator), *_top_level(text, separator), len(text)]
    return [text[a + len(separator) : b].strip() for a, b in zip(cuts, cuts[1:], strict=False)]


def _top_level_commas(text: str, separator: str = ",") -> list[int]:
    return _top_level(text, separator)


def _if_statement(line: str) -> tuple[str, str] | None:
    """``if (condition)`` (or ``else``) and the statement after it, when ``line`` is a one-line
    if (or else)."""
    stripped = line.lstrip()
    if stripped.startswith("else ") and not stripped.startswith(("else {", "else if")):
        cut = len(line) - len(stripped) + 4
        return line[:cut], line[cut:].strip()
    if not stripped.startswith("if ("):
        return None
    start = len(line) - len(stripped) + 3
    for index, bracket, level in _scan(line[start:]):
        if bracket == ")" and level == 0:
            end = start + index + 1
            rest = line[end:].strip()
            if rest and not rest.startswith("{"):
                return line[:end], rest
            return None
    return None


def _outer_groups(marks: list[tuple[int, str, int]]) -> list[tuple[int, int, str]]:
    """(opening, closing, closing bracket) of each bracket pair of a line that no other pair of
    it holds. A bracket the line closes but does not open (``} & { … })``, the end of a
    multi-line object type) or opens but does not close holds nothing."""
    open_at: list[int] = []
    pairs: list[tuple[int, int, str]] = []
    for i, bracket, _ in marks:
        if bracket in _OPEN:
            open_at.append(i)
        elif open_at:
            pairs.append((open_at.pop(), i, bracket))
    return sorted(p for p in pairs if not any(o < p[0] and p[1] < c for o, c, _ in pairs))


def _break_last_group(line: str) -> list[str] | None:
    """The last bracket group of ``line`` that closes at its end (but for a trailing ``)``,
    ``as const`` or `` from '…'``), one element a line; None when there is none to break."""
    # an empty pair (``R[]`` ending a signature) has nothing to break: the one before it does
    groups = [g for g in _outer_groups(_scan(line)) if line[g[0] + 1 : g[1]].strip()]
    if not groups:
        return None
    opening, close, bracket = groups[-1]
    if any(close < at for at in _top_level(line, " = ")):
        return None  # the group is the assignment's target (`out['key'] = …`): the value breaks
    before = line[opening - 1 : opening]
    if bracket == ")" and not (before.isalnum() or before in "_$)]>"):
        return None  # parentheses that group (`as ((x: T) => R)`), not a call's arguments
    inner = line[opening + 1 : close].strip()
    if not inner:
        return None
    if bracket == ")" and inner[0] in "[{" and not _top_level_commas(inner) and line[close - 1] in "]}":
        # One array or object argument: prettier hugs it, f([ … ]), and breaks that instead.
        opening, close, bracket = line.index(inner[0], opening), close - 1, line[close - 1]
        inner = line[opening + 1 : close].strip()
    indent = line[: len(line) - len(line.lstrip())]
    # An object type's members are separated by ";", and prettier writes them a line each with
    # no separator; everything else by ",", and it writes a trailing comma.
    separator = ";" if bracket == "}" and _top_level_commas(inner, ";") else ","
    items, last = [], 0
    for comma in _top_level_commas(inner, separator):
        items.append(inner[last:comma].strip())
        last = comma + 1
    tail = inner[last:].strip()
    if tail:
        items.append(tail)
    ending = "" if separator == ";" else ","
    body = [f"{indent}{INDENT}{item}{ending}" for item in items]
    return [line[: opening + 1].rstrip(), *body, indent + line[close:].lstrip()]


def _break_after_assignment(line: str) -> list[str]:
    """``const NAME = <value that cannot break>``, or ``out['key'] = <value>``: the value on
    the next line, indented."""
    stripped = line.lstrip()
    cuts = _top_level(stripped, " = ")  # not one inside a string
    if not cuts:
        return [line]
    head, value = stripped[: cuts[0]], stripped[cuts[0] + 3 :]
    if not (head.startswith(("const ", "let ", "export const ")) or (head[:1].isalpha() and not _top_level(head, " "))):
        return [line]
    indent = line[: len(line) - len(stripped)]
    return [f"{indent}{head} =", f"{indent}{INDENT}{value}"]


def _top_level_operators(text: str, operator: str) -> list[int]:
    return _top_level(text, f" {operator} ")


def _if_block(line: str) -> list[str] | None:
    """``if (a || b || c) {`` too long: the condition's operands one a line, each but the last
    ending in its operator, between ``if (`` and ``) {``."""
    stripped = line.lstrip()
    if not (stripped.startswith("if (") and stripped.endswith(") {")):
        return None
    indent = line[: len(line) - len(stripped)]
    condition = stripped[4:-3]
    for operator in ("||", "&&"):
        cuts = _top_level_operators(condition, operator)
        if cuts:
            parts, last = [], 0
            for cut in cuts:
                parts.append(condition[last:cut].strip() + f" {operator}")
                last = cut + len(operator) + 2
            parts.append(condition[last:].strip())
            return [f"{indent}if (", *(f"{indent}{INDENT}{part}" for part in parts), f"{indent}) {{"]
    return None


def _union_member(line: str) -> list[str] | None:
    """``name?: A | B | C`` (a member of an object type) too long: ``name?:``, then the union
    one level deeper, or ``| A`` and the others a line each when that is too long too."""
    stripped = line.lstrip()
    head, sep, union = stripped.partition(": ")
    if not sep or not head.rstrip("?").replace("_", "a").isalnum() or stripped.endswith((",", "{", "(", "[")):
        return None  # not a type member: an object literal's property ends in a comma
    members = split_top_level(union, " | ")  # spaced, so `a || b` is no union
    if len(members) < 2 or not all(members):
        return None
    indent = line[: len(line) - len(stripped)]
    if len(indent + INDENT + union) <= WIDTH:  # the union fits on a line of its own
        return [f"{indent}{head}:", f"{indent}{INDENT}{union}"]
    return [f"{indent}{head}:", *(f"{indent}{INDENT}| {member}" for member in members)]


def _intersection_tail(line: str) -> list[str] | None:
    """``} & A & B)``, the end of an object type written over several lines: prettier's
    intersection printing puts a name after an object on the object's line and a name after a
    name on a line of its own when the group breaks, which an object over several lines makes
    it do (its printIntersectionType)."""
    stripped = line.lstrip()
    if not stripped.startswith("} & "):
        return None
    rest = stripped[1:]  # past the brace, the ` & `s are at the top level
    cuts = _top_level(rest, " & ")
    names = [rest[a + 3 : b].strip() for a, b in zip(cuts, [*cuts[1:], len(rest)], strict=True)]
    if len(names) < 2 or any(name.startswith("{") for name in names):
        return None  # one name fits after the brace; an object after it is printed otherwise
    indent = line[: len(line) - len(stripped)]
    deeper = [f"{indent}{INDENT}{name} &" for name in names[1:-1]]
    return [f"{indent}}} & {names[0]} &", *deeper, f"{indent}{INDENT}{names[-1]}"]


def _matrix(line: str) -> bool:
    """An element line that is an array of two or more arrays of two or more elements each:
    prettier breaks such an array whatever its width (its ``shouldBreak`` for matrices)."""
    text = line.strip().removesuffix(",")
    if not (text.startswith("[") and text.endswith("]")):
        return False
    items = [part for part in split_top_level(text[1:-1], ",") if part]
    return len(items) > 1 and all(
        i.startswith("[") and i.endswith("]") and len([p for p in split_top_level(i[1:-1], ",") if p.strip()]) > 1
        for i in items
    )


def layout_line(line: str, element: bool = False) -> list[str]:
    tail = _intersection_tail(line)
    if tail is not None:
        return tail
    if len(line) <= WIDTH and not (element and _matrix(line)):
        return [line]
    union = _union_member(line)
    if union is not None:
        return [union[0], *(part for member in union[1:] for part in layout_line(member))]
    block = _if_block(line)
    if block is not None:
        return block
    split = _if_statement(line)
    if split is not None:
        head, statement = split
        indent = head[: len(head) - len(head.lstrip())]
        return [head, *layout_line(indent + INDENT + statement)]
    broken = _break_last_group(line)
    if broken is None:
        return _break_after_assignment(line)
    return [broken[0], *(part for item in broken[1:-1] for part in layout_line(item, True)), broken[-1]]


def layout(text: str) -> str:
    """Every line of ``text`` laid out; code inside comments and template literals spanning
    lines is left alone (generated code has none that is too long)."""
    out: list[str] = []
    in_comment = False
    for line in text.split("\n"):
        stripped = line.lstrip()
        if in_comment or stripped.startswith(("/*", "*", "//")):
            in_comment = (in_comment or stripped.startswith("/*")) and "*/" not in stripped
            out.append(line)
            continue
        out.extend(layout_line(line))
    return "\n".join(out)
