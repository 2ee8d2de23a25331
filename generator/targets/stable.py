"""Rule lists applied until stable, as patterns: what generated code needs to run them in time
linear in the value, with the constant of the runtimes' regex engines.

A rule list with a prefix removal is applied again and again until the value stops changing
(spec/README.md). Done step by step, ``"# # # … x"`` under ``[strip, {remove_prefix: "#"}]``
takes one pass per ``"# "``: a million passes of interpreted code for a 2 MB value. Every pass
after the first only takes characters off the front (``strip``'s trailing half and
``lowercase`` have nothing left to do: a lowercased string lowercases to itself and gains no
spaces), so all of them together are one pattern matched at the front: the passes in a loop,
``(?:\\s*(?:\\#)*)*``, or, when no two of the rules can take the same character (no prefix
starts with a space, none is the start of another), any run of the rules' tokens:
``[\\s\\#]*``, or ``(?:\\s*(?:card-)+)*\\s*``. The first pass runs rule by rule, since steps
before the first ``strip`` still see the value's trailing spaces.

Python matches possessively (``*+``, Python 3.11), so the engine keeps no state to back into.
V8 keeps a backtrack entry per repetition of a group whose length varies, and a few million of
them overflow its stack: there the TypeScript patterns repeat a bounded number of times (a run
of tokens, or of whole passes; never part of one rule's run, which would change the result of
an ambiguous list) and the helper matches them again until they stop advancing. A class or a
literal repeated (``[\\s\\#]*``, ``(?:card-)*``) V8 runs without such entries.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from generator.model.rules import RemovePrefix, Rule, Strip

# Python's str.isspace() set, which str.strip() removes, as a class body both engines read alike
# (tests/test_stable.py holds it to str.isspace() over every code point).
SPACE_CLASS = "\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"
TS_CHUNK = 4096  # tokens one TypeScript match may take (V8's backtrack stack)
TS_PASSES = 64  # passes one TypeScript match of the loop form may take


def _py_literal(text: str) -> str:
    return re.escape(text)


def ts_literal(text: str) -> str:
    """``text`` for a RegExp without the ``u`` flag: each UTF-16 unit, escaped unless a letter
    or digit (an escape is what V8 reads the same inside and outside a class)."""
    units = text.encode("utf-16-le", "surrogatepass")
    out = []
    for i in range(0, len(units), 2):
        unit = int.from_bytes(units[i : i + 2], "little")
        out.append(chr(unit) if chr(unit).isascii() and chr(unit).isalnum() else f"\\u{unit:04x}")
    return "".join(out)


def _prefixes(rules: tuple[Rule, ...]) -> list[str]:
    return [r.prefix for r in rules if isinstance(r, RemovePrefix)]


def tokens_are_unambiguous(rules: tuple[Rule, ...]) -> bool:
    """Whether at any place at most one rule can take the next characters: then every pass
    after the first is any run of the rules' tokens (a space, a prefix) in any order."""
    prefixes = _prefixes(rules)
    strips = any(isinstance(r, Strip) for r in rules)
    if strips and any(p[:1].isspace() for p in prefixes):
        return False
    return not any(a != b and b.startswith(a) for a in prefixes for b in prefixes)


@dataclass(frozen=True)
class StableRules:
    """One rule list that generated code applies until stable, and its constants' names."""

    rules: tuple[Rule, ...]
    index: int

    @property
    def py_name(self) -> str:
        return f"_UNTIL_STABLE_{self.index}"

    @property
    def ts_name(self) -> str:
        return f"UNTIL_STABLE_{self.index}"

    @property
    def strips(self) -> bool:
        return any(isinstance(r, Strip) for r in self.rules)

    @property
    def spec_text(self) -> str:
        """The rule list as the spec writes it, for a comment: ``[strip, {remove_prefix: "#"}]``."""
        words = [
            f"{{remove_prefix: {json.dumps(r.prefix, ensure_ascii=False)}}}" if isinstance(r, RemovePrefix) else r.kind
            for r in self.rules
        ]
        return "[" + ", ".join(words) + "]"

    # Each rule's step of the first pass is the target's (``stable_steps`` in
    # generator/targets/python/steps.py and generator/targets/typescript/steps.py); every later
    # pass, one pattern, is here.

    @property
    def py_again(self) -> str:
        return self._again(_py_literal, ts=False)

    @property
    def ts_again(self) -> str:
        return self._again(ts_literal, ts=True)

    def _again(self, escape: Callable[[str], str], ts: bool) -> str:
        """Every pass after the first as one pattern (the module docstring says which)."""
        prefixes = _prefixes(self.rules)
        space = f"[{SPACE_CLASS}]" if self.strips else ""
        possessive = "" if ts else "+"
        loop = f"{{0,{TS_CHUNK}}}" if ts else "*+"
        if not prefixes:  # (no list generated code uses: it needs no helper)
            return f"{space}*{possessive}" if space else ""
        if tokens_are_unambiguous(self.rules):
            singles = all(len(p.encode("utf-16-le", "surrogatepass")) == 2 for p in prefixes)
            if singles:  # one class: the engines' fastest loop, and no group to back into
                body = (SPACE_CLASS if self.strips else "") + "".join(escape(p) for p in prefixes)
                return f"[{body}]*{possessive}"
            either = "|".join(escape(p) for p in prefixes)
            if ts:  # one token a repetition: a run of spaces, or one prefix
                return f"(?:{space + '+|' if space else ''}{either}){loop}"
            if not space:
                return f"(?:{either})*+"
            # Python: one repetition a run of spaces and a run of prefixes, half the repetitions
            # of one token each when they alternate ("card- card- …"); a final run of spaces.
            return f"(?:{space}*+(?:{either})++)*+{space}*+"
        steps = []
        for r in self.rules:
            if isinstance(r, Strip):
                steps.append(f"{space}*{possessive}")
            elif isinstance(r, RemovePrefix):
                steps.append(f"(?:{escape(r.prefix)})*{possessive}")
        passes = f"{{0,{TS_PASSES}}}" if ts else "*+"
        return f"(?:{''.join(steps)}){passes}"


def stable_rule_lists(rule_lists: list[tuple[Rule, ...]]) -> dict[tuple[Rule, ...], StableRules]:
    """One constant per distinct rule list with a prefix removal, in first-use order."""
    out: dict[tuple[Rule, ...], StableRules] = {}
    for rules in rule_lists:
        if any(isinstance(r, RemovePrefix) for r in rules) and rules not in out:
            out[rules] = StableRules(rules, len(out))
    return out
