"""black once per shape of definition, not once per definition.

A spec of many actions renders the same template many times: checkers that differ only in
names and the words of their messages. black lays a definition out from its tokens and their
widths; it never looks at which letters an identifier or a plain string is made of (its
decisions read keywords, brackets, quotes, backslashes, comments and line widths: black 26's
linegen, lines, nodes, brackets and strings modules compare leaf values only with keywords,
quotes and newlines). So a definition's *shape* — each ASCII letter, digit and underscore of
an identifier that is not a keyword, and of the body of a plain string, replaced by one
placeholder character of the same width — is formatted by black once, and every definition
of that shape is black's output for the shape with its own characters put back, in order.

Left as they are (part of the shape): keywords and soft keywords, numbers, comments, strings
with a prefix other than ``r``/``u``/``f`` or with a backslash (bytes, escapes: black does read
those), and in an f-string everything but its identifiers (an expression in braces is code,
``!r`` a conversion). A text that holds the placeholder already has no shape. If black's
output for a shape does not hold exactly one placeholder per character taken out, the
definition goes through black itself. tests/test_format.py holds the result to black's on
every generated module and on a synthetic spec's.
"""

from __future__ import annotations

import keyword
import re

PLACEHOLDER = "\u01c2"  # ǂ: a letter (so a valid identifier), one column wide, rare in code
_LITERAL_NAMES = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist)
_TOKEN = re.compile(
    r"""(?P<string>(?<![A-Za-z0-9_])(?P<prefix>[A-Za-z]{0,2})(?P<body>'''(?:[^\\]|\\.)*?'''|\"\"\"(?:[^\\]|\\.)*?\"\"\""""
    r"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"))"""
    r"|(?P<comment>\#[^\n]*)"
    r"|(?P<number>(?<![A-Za-z0-9_])[0-9][A-Za-z0-9_.]*)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)",
    re.DOTALL,
)
_WORD = re.compile(r"[A-Za-z0-9_]")
_IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_!])[A-Za-z_][A-Za-z0-9_]*")


def shape(text: str) -> tuple[str, str] | None:
    """``text``'s shape and the characters taken out of it, in order; None when it has none."""
    if PLACEHOLDER in text:
        return None
    taken: list[str] = []

    def replace(match: re.Match[str]) -> str:
        token = match.group(0)
        if match.group("name") is not None:
            return _name(token)
        if match.group("string") is None:
            return token  # a comment or a number
        prefix, body = match.group("prefix"), match.group("body")
        if prefix.lower() not in ("", "r", "u", "f") or "\\" in body:
            return token
        quote = 3 if body[:3] in ("'''", '"""') else 1
        inner = body[quote:-quote]
        if prefix.lower() == "f":  # its expressions are code: only identifiers, not keywords or !r
            return prefix + body[:quote] + _IDENTIFIER.sub(lambda m: _name(m.group(0)), inner) + body[-quote:]
        taken.extend(_WORD.findall(inner))
        return prefix + body[:quote] + _WORD.sub(PLACEHOLDER, inner) + body[-quote:]

    def _name(token: str) -> str:
        if token in _LITERAL_NAMES:
            return token
        taken.append(token)
        return PLACEHOLDER * len(token)

    out = _TOKEN.sub(replace, text)
    return out, "".join(taken)


def restore(formatted: str, taken: str) -> str | None:
    """black's output for a shape with the characters ``taken`` out of the text put back; None
    when the output does not hold one placeholder for each."""
    parts = formatted.split(PLACEHOLDER)
    if len(parts) != len(taken) + 1:
        return None
    out = [""] * (2 * len(parts) - 1)  # the parts with the characters between them, slot by slot
    out[0::2] = parts
    out[1::2] = taken
    return "".join(out)
