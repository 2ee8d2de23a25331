"""Crafted values for the adversarial bench, derived from a field's rules and checks.

Each :class:`Crafted` is a JSON value written as ``head + unit * count + tail``: the unit is
repeated until the tool argument reaches the size the bench asks for. A string value is given
by its content (``lead``, ``unit``, ``trail``, JSON-escaped here); ``raw`` values are JSON text
as they are (a long number, a list). The values aim at the slow paths: long runs for every
normalisation rule and every combination of them (``" # # # … x"`` under ``[strip,
{remove_prefix: "#"}]``), near misses that make a pattern scan and back off, what escapes and
Unicode do to each runtime's string handling, and lengths past every limit.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from generator.model import Lowercase, RemovePrefix, Rule, StringType, Strip
from generator.spec.pattern_parse import (
    Alt,
    Look,
    Node,
    Repeat,
    Seq,
    parse,
    shortest,
    shortest_nonempty,
)


@dataclass(frozen=True)
class Crafted:
    label: str
    head: str  # JSON text before the repeated unit
    unit: str
    tail: str
    count: int | None = None  # the unit's repetitions, when fixed (else: as many as fit)


def esc(text: str) -> str:
    """``text`` as the inside of a JSON string literal, UTF-8 as is."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


def escaped_each(text: str) -> str:
    """``text`` with every character as a ``\\uXXXX`` escape (what a model may send)."""
    return "".join(f"\\u{ord(c):04x}" for c in text)


def string(label: str, lead: str, unit: str, trail: str = "", *, raw_unit: str | None = None) -> Crafted:
    """A crafted string: ``lead + unit * n + trail``; ``raw_unit`` is the unit already escaped."""
    return Crafted(label, '"' + esc(lead), raw_unit if raw_unit is not None else esc(unit), esc(trail) + '"')


def raw(label: str, head: str, unit: str, tail: str) -> Crafted:
    return Crafted(label, head, unit, tail)


# Whitespace by how each runtime handles it: ASCII, three bytes of UTF-8, JSON escapes, and the
# Python spaces String.prototype.trim does not know (U+001C..U+001F, U+0085).
SPACES = (
    ("' '", " ", None),
    ("U+3000", "\u3000", None),
    ("'\\u0020' escapes", " ", "\\u0020"),
    ("U+001C escapes", "\x1c", "\\u001c"),
    ("U+0085", "\x85", None),
)


def rule_values(rules: tuple[Rule, ...], core: str, full: bool = True) -> list[Crafted]:
    """Values for a rule list around ``core``, a value the rules leave as it is; without
    ``full``, only ASCII spaces (every field of one rule list runs the same code for the rest)."""
    unknown = [r.kind for r in rules if not isinstance(r, (Strip, Lowercase, RemovePrefix))]
    if unknown:  # a new rule: its slow paths are not crafted yet (docs/architecture.md)
        raise NotImplementedError(f"no hostile values for the rule {unknown[0]}")
    strip = any(isinstance(r, Strip) for r in rules)
    lower = any(isinstance(r, Lowercase) for r in rules)
    out: list[Crafted] = []
    if strip:
        for name, space, escaped in SPACES if full else SPACES[:1]:
            out.append(string(f"strip: leading {name}", "", space, core, raw_unit=escaped))
            out.append(string(f"strip: trailing {name}", core, space, "", raw_unit=escaped))
        if full:
            out.append(string("strip: words ending in a space, 'a a a … '", "", "a ", ""))
    if lower:
        out.append(string("lowercase: 'AAA…'", "", "A", core))
        out.append(string("lowercase: 'İİİ…' (longer once lowercased)", "", "\u0130", core))
    for r in rules:
        if not isinstance(r, RemovePrefix):
            continue
        p = r.prefix
        out.append(string(f"remove_prefix {p!r}: '{p}{p}{p}… x'", "", p, core))
        out.append(
            string(
                f"remove_prefix {p!r}, escaped: '{p}{p}… x' as \\u escapes",
                "",
                p,
                core,
                raw_unit=escaped_each(p),
            )
        )
        if len(p) > 1:
            out.append(string(f"remove_prefix {p!r}, near miss: '{p[:-1]}{p[:-1]}… x'", "", p[:-1], core))
        if strip:
            out.append(string(f"until stable: ' {p} {p} … x'", "", " " + p, core))
            out.append(string(f"until stable: '{p} {p} … x'", "", p + " ", core))
            out.append(string(f"until stable: '\\u3000{p}\\u3000{p}… x'", "", "\u3000" + p, core))
            out.append(string(f"until stable: '{p}{p}… x' then trailing spaces", p * 4, p, core + " " * 64))
        if lower and p.upper() != p:
            out.append(
                string(
                    f"until stable: '{p.upper()}{p.upper()}… x' (removed once lowercased)",
                    "",
                    p.upper(),
                    core,
                )
            )
    return out


def text_values(core: str, full: bool = True) -> list[Crafted]:
    """What any string goes through: NUL and surrogate checks, escapes, non-ASCII text (without
    ``full``, the first two: the rest run the same code for every field)."""
    out = [
        string("long value, 'aaa…'", core, "a"),
        string("long value, 'ééé…' (not ASCII)", core, "\u00e9"),
        string("long value, astral '😀😀…' (two UTF-16 units each)", core, "\U0001f600"),
        string("long value, CJK '中中…' (three UTF-8 bytes each)", core, "\u4e2d"),
        string("long value ending in NUL", core, "a", "\x00"),
        Crafted("long value ending in a lone surrogate", '"' + esc(core), "a", '\\ud800"'),
        string("long value of escaped quotes", core, '"'),
        string("long value of escaped backslashes", core, "\\"),
        string("surrogate pairs as escapes", core, "\U0001f600", raw_unit="\\ud83d\\ude00"),
    ]
    return out if full else out[:2]


def _pumps(node: Node, before: str, after: str) -> list[tuple[Repeat, str, str, str]]:
    """(repetition, text before it, one repetition's text, text after it) for every repetition
    that can run long, each inside a shortest match of the rest of the pattern."""
    out: list[tuple[Repeat, str, str, str]] = []
    if isinstance(node, Seq):
        for k, item in enumerate(node.items):
            pre = before + "".join(shortest(n) for n in node.items[:k])
            post = "".join(shortest(n) for n in node.items[k + 1 :]) + after
            out += _pumps(item, pre, post)
    elif isinstance(node, Alt):
        for branch in node.branches:
            out += _pumps(branch, before, after)
    elif isinstance(node, Repeat):
        body = shortest_nonempty(node.body)
        if body and (node.high is None or node.high > 16):
            out.append((node, before + shortest(node.body) * node.low, body, after))
        out += _pumps(node.body, before, after)
    elif isinstance(node, Look):
        pass  # a lookaround's repetitions run where it stands: pumped with the rest
    return out


def pattern_values(pattern: str, name: str) -> list[Crafted]:
    """For each repetition of ``pattern``: a long run of it, once followed by the rest of a
    match and once by a character that makes the whole match fail at the very end."""
    out: list[Crafted] = []
    for rep, before, body, after in _pumps(parse(pattern), "", ""):
        where = pattern[rep.start : rep.end]
        out.append(string(f"{name}: '{where}' pumped, then a match", before, body, after))
        for bad in ("!", "~", "\\", "\u00a0x", "A", "0", "/"):
            if re.fullmatch(pattern, before + body * 3 + after + bad) is None:
                out.append(
                    string(
                        f"{name}: '{where}' pumped, then {bad!r} (no match at the end)",
                        before,
                        body,
                        after + bad,
                    )
                )
                break
    return out


def string_values(t: StringType, core: str, full: bool = True) -> list[Crafted]:
    out = rule_values(t.normalise, core, full) + text_values(core, full)
    if t.pattern:
        out += pattern_values(t.pattern, "pattern")
    if t.format:
        out += pattern_values(t.format.pattern, f"format {t.format.name}")
    return out
