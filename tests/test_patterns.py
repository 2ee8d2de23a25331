"""Spec patterns run in Python's re and JavaScript's RegExp (u flag): generator/spec/patterns.py
refuses what the two would read differently. Each refused pattern below is one the fuzzer or a
known difference found; every accepted one is run in both languages on the same probes."""

from __future__ import annotations

import json
import re
import subprocess

import pytest

from generator.model import StringType
from generator.spec.pattern_parse import whole_match
from generator.spec.patterns import pattern_problem, portability_problem
from tests.conftest import PROTOCOLS

REFUSED = [
    "a{,3}",
    r"\_",
    r"(?u)\w",
    "(?P<x>a)",
    "(?i)abc",
    "a++",
    "a*+",
    "a{2}+",
    r"\Z",
    r"\A",
    r"\d+",
    r"\w",
    r"\s",
    r"\bx",
    "[]a]",
    "[^]a]",
    "a{",
    "b}",
    "a]",
    ".",
    "(?>a)",
    "(?s:.)",
    r"\N{EM DASH}",
    r"[\d]",
    r"(a|b)\1",
    r"\101",
    r"[\1]",
    "(?=a)*a",
    "(?!x){2}",
    "(?<=a)?b",
    r"(a)?b\1",
    "[[a]",
    "[a&&b]",
    "[a--b]",
    "a$\n",
    "(?=a$)a\n",
    "a$|b",
    r"\ud83d\ude00",
]
SHIPPED = sorted(
    {
        source
        for p in PROTOCOLS
        for source in [*(f.pattern for f in p.formats)]
        + [
            f.type.pattern
            for fields in [*(shape.fields for shape in p.shapes), *(variant.fields for variant in p.variants)]
            for f in fields
            if isinstance(f.type, StringType) and f.type.pattern
        ]
    }
)
ACCEPTED = [
    *SHIPPED,
    "a+?b*?",
    r"\(\)\[\]\{\}",
    "(a|b)c",
    "x{2,}",
    "(?=a)a",
    "((?=a)a){2}",
    "(?<=a)b",
    "(?<!a)b",
    r"[\-a]",
    r"[^\n\r]{1,3}",
    r"\x41\u00e9",
    r"\.\*\+\?\^\$\|\/",
    "^ab$",
    "^(a|b)$",
    "^a|b$",
    "^$",
    "^a",
    "a$",
    r"\^a\$",
]
PROBES = [
    "",
    "a",
    "a\n",
    "\U0001f600",
    "aa",
    "ab",
    "aab",
    "b",
    "x",
    "xx",
    "A\u00e9",
    "\u0663",
    "a\nb",
    "\r",
    "\u2028",
    "/path",
    "//evil",
    "/a b",
    "-",
    "ba",
    "abc",
    ".*+?^$|/",
    "()[]{}",
    "sample",
    "id_1.x-y",
    "\U0001f600",
]


@pytest.mark.parametrize("pattern", REFUSED)
def test_refused(pattern: str) -> None:
    assert portability_problem(pattern) is not None


@pytest.mark.parametrize("pattern", ACCEPTED)
def test_accepted(pattern: str) -> None:
    assert pattern_problem(pattern) is None


def test_accepted_patterns_match_alike_in_both_languages() -> None:
    """What the generated code does with a pattern: Python's fullmatch, JavaScript's RegExp of
    ``whole_match`` with the u flag, on the same probes."""
    script = (
        "const [patterns, probes] = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(patterns.map((p) => probes.map((s) => new RegExp(p, 'u').test(s)))))"
    )
    result = subprocess.run(
        ["node", "-e", script],
        input=json.dumps([[whole_match(p) for p in ACCEPTED], PROBES]),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    js = json.loads(result.stdout)
    py = [[re.fullmatch(p, s) is not None for s in PROBES] for p in ACCEPTED]
    assert py == js


@pytest.mark.parametrize(
    ("pattern", "anchored"),
    [
        ("^ab$", "^ab$"),
        ("^(a|b)$", "^(a|b)$"),
        ("^$", "^$"),
        ("ab", "^(?:ab)$"),
        ("^a|b$", "^(?:^a|b$)$"),
        ("^a", "^(?:^a)$"),
        (r"\^a\$", r"^(?:\^a\$)$"),
    ],
)
def test_a_pattern_is_anchored_once(pattern: str, anchored: str) -> None:
    """An already anchored pattern comes out as written (no '^(?:^…$)$' in generated code); one
    with a top-level '|' or an escaped anchor keeps its group."""
    assert whole_match(pattern) == anchored
