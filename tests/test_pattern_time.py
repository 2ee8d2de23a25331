"""Spec patterns match in linear time (generator/spec/pattern_time.py): a corpus of known
catastrophic patterns, each refused with its reason, and patterns that are linear, accepted.

The corpus is written in the portable subset (generator/spec/patterns.py): `.` as `[^\\n]`, `\\d` as
`[0-9]`, `\\w` as `[A-Za-z0-9_]`, `\\s` as `[ \\t]`. tests/broken_specs/80-89 run some of them
through the whole CLI; timing them is the benchmark's job (`python -m bench --adversarial`
runs the specs' own patterns on values built to pump them).
"""

from __future__ import annotations

import pytest

from generator.model import StringType
from generator.spec.pattern_parse import parse, shortest, shortest_nonempty
from generator.spec.pattern_time import superlinear_problem
from generator.spec.patterns import pattern_problem
from tests.conftest import PROTOCOLS

# (pattern, what the reason names): exponential (one state, two paths over one text, in a loop)
EXPONENTIAL = [
    ("^(a+)+$", "repeats `a+`"),  # the textbook case
    ("^(a*)*$", "repeats `a*`"),
    ("^(a|a)*$", "more than one way"),
    ("^(a|aa)+$", "more than one way"),
    ("^(a|a?)+$", "more than one way"),
    ("^([a-zA-Z]+)*$", "repeats `[a-zA-Z]+`"),  # OWASP
    ("^(([a-z])+[^\\n])+[A-Z]([a-z])+$", "exponentially"),  # OWASP, Java class name
    (  # OWASP, e-mail validator
        "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
        "repeats `[a-zA-Z0-9]+`",
    ),
    ("^([A-Za-z0-9_]+[ \\t]?)*$", "repeats `[A-Za-z0-9_]+`"),  # (\w+\s?)*
    ("^(x+x+)+y$", "exponentially"),
    ("^(a|b|ab)*c$", "more than one way"),
    ("^([0-9]|[0-9][0-9])+$", "more than one way"),
    ("^(a+|b+)*c$", "exponentially"),
    ("^([a-z0-9]+\\.?)*[a-z0-9]+$", "repeats `[a-z0-9]+`"),  # host names
    ("^(?:a*b?)*$", "repeats `a*`"),
    ("^(?:[a-z]{1,63}){1,63}$", "repeats `[a-z]{1,63}`"),  # bounded, and still 63**63 ways
    ("^(?:[a-z]+ ?)+$", "repeats `[a-z]+`"),  # words and single spaces
    ("^(?:[a-z]|[a-z0-9])+$", "more than one way"),
    ("^(?:a|b|c|abc)+d$", "more than one way"),
    ("^([a-z]+[0-9]*)+$", "repeats `[a-z]+`"),
    ("^(?:[0-9]+,?)+$", "repeats `[0-9]+`"),  # comma-separated numbers
    ("^([a-z]+)+[0-9]$", "repeats `[a-z]+`"),
    ("^(?:[a-z]+|[a-z]+[0-9])*$", "more than one way"),
    ("^(?:(?:a|b)*c?)*$", "exponentially"),
    ("^(?:a{2,}|a{3,})*$", "exponentially"),
    ("^(?:[a-z0-9._%+-]+)+@example\\.com$", "repeats `[a-z0-9._%+-]+`"),
    ("^(a*?)*?$", "repeats `a*?`"),  # lazy quantifiers try the same paths
    ("^([^\\n]*a){12}$", "exponentially"),  # OWASP (.*a){x}: {12} is taken as a loop
]
# polynomial: two loops taking turns over one text
POLYNOMIAL = [
    ("^a*a*$", "one after the other"),
    ("^[0-9]+\\.?[0-9]+$", "one after the other"),
    ("^[a-z]*[a-z0-9]*$", "one after the other"),
    ("^[ \\t]*#?[ \\t]*$", "one after the other"),
    ("^[^\\n]*[^\\n]*=[^\\n]*$", "one after the other"),  # .*.*=.*
    ("^[a-z]+[a-z]+$", "one after the other"),
    ("^[0-9]*[ \\t]*[0-9]*$", "one after the other"),
    ("^(a+){2}$", "in a row"),
    ("^(?:[a-z]+,?){3}$", "one after the other"),
]
# a lookaround with a quantifier inside a repetition rescans the value on every repetition
LOOKAROUND = [
    ("^(?:(?=[a-z]*x)[a-z])*$", "rescans"),
    ("^(?:(?![0-9]+x)[a-z0-9])+$", "rescans"),
]
CATASTROPHIC = EXPONENTIAL + POLYNOMIAL + LOOKAROUND

SHIPPED = sorted(
    {f.pattern for p in PROTOCOLS for f in p.formats}
    | {
        f.type.pattern
        for p in PROTOCOLS
        for fields in [*(shape.fields for shape in p.shapes), *(variant.fields for variant in p.variants)]
        for f in fields
        if isinstance(f.type, StringType) and f.type.pattern
    }
)
LINEAR = [
    *SHIPPED,
    "^[a-z][a-z0-9_.-]{0,63}$",
    "^[a-z]+(?:-[a-z]+)*$",  # each repetition starts with a character the loop before cannot take
    "^(?:[0-9]{3})+$",  # exact counts are written out, not taken as loops
    "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
    "^(?:ab)*$",
    "^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$",
    "^(?:a|b)*c$",
    "^a{0,63}$",
    "^(?:x|y)+$",
    "^(?:a?)*$",  # an empty repetition ends the loop in both engines
    "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$",
    "^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$",
    "^(?:[a-z]+,)*[a-z]+$",
    "^[a-z]+( [a-z]+)*$",
    "^(?:\\/[a-z0-9_-]+)+\\/?$",
    "^#?[0-9a-fA-F]{6}$",
    "^v[0-9]+\\.[0-9]+\\.[0-9]+$",
    "^(?![0-9])[a-z0-9]+$",  # a lookahead outside any repetition runs once
    "(?<=a)b",
    "^(?:" + "|".join(f"word{i}" for i in range(40)) + ")$",
]


def test_the_corpus_is_large_and_distinct() -> None:
    patterns = [p for p, _ in CATASTROPHIC]
    assert len(patterns) == len(set(patterns)) >= 35


@pytest.mark.parametrize(("pattern", "reason"), CATASTROPHIC, ids=[p for p, _ in CATASTROPHIC])
def test_catastrophic_patterns_are_refused_with_their_reason(pattern: str, reason: str) -> None:
    problem = pattern_problem(pattern)
    assert problem is not None and problem.startswith("pattern can take more than linear time: ")
    assert reason in problem


@pytest.mark.parametrize("pattern", LINEAR)
def test_linear_patterns_are_accepted(pattern: str) -> None:
    assert pattern_problem(pattern) is None


def test_every_shipped_pattern_is_in_the_linear_corpus() -> None:
    assert SHIPPED and set(SHIPPED) <= set(LINEAR)


def test_a_too_large_pattern_is_refused_not_analysed_forever() -> None:
    problem = superlinear_problem("^(?:(?:[a-z]{8}){8}){8}$")
    assert problem is not None and problem.startswith("too large to prove")


def test_the_reason_quotes_the_pattern_and_where_it_is() -> None:
    problem = superlinear_problem("^x(a|aa)*$")
    assert problem is not None and problem.startswith("`(a|aa)*` (position 2)")


@pytest.mark.parametrize(
    ("pattern", "short", "nonempty"),
    [
        ("^a*b?$", "", "a"),
        ("^(?:ab|c)+$", "c", "c"),
        ("^[0-9]{2,}x$", "00x", "00x"),
        ("^(?=a)$", "", ""),
    ],
)
def test_the_tree_gives_the_samples_the_benchmark_pumps(pattern: str, short: str, nonempty: str) -> None:
    tree = parse(pattern)
    assert (shortest(tree), shortest_nonempty(tree)) == (short, nonempty)
