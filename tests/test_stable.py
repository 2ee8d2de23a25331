"""Rule lists applied until stable run as patterns (generator/targets/stable.py), in both languages: the
fast code must give exactly what the naive loop gives (reference.apply_rules), on strings built
from each rule list's prefixes and spaces, which is where the two could part.

- the facts the patterns rest on: their space class is str.isspace(), in Python's re and in
  JavaScript's RegExp; lowercasing never shortens a string, lowercases to itself and makes no
  space, in both languages (over every code point);
- a hypothesis property: the generated Python helper against the naive loop, for any rule list
  over a set of prefixes chosen to collide (" x" starts with a space, "ab" starts "abc");
- tests/fixtures/stable/stable.v1.yaml, one field per rule list the specs do not use, generated
  in both languages and run on the same seeded strings as the reference interpreter.
"""

from __future__ import annotations

import importlib
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.model import EnumType, StringType, reference
from generator.model.rules import Lowercase, RemovePrefix, Rule, Strip
from generator.spec.read import read_spec
from generator.targets import render_protocol
from generator.targets.python.names import py_error_class, py_module
from generator.targets.python.steps import stable_steps
from generator.targets.stable import SPACE_CLASS, StableRules, tokens_are_unambiguous
from generator.targets.typescript.names import ts_build, ts_file_stem
from tests import frozen
from tests.conftest import ROOT, TSC

FIXTURE = ROOT / "tests" / "fixtures" / "stable" / "stable.v1.yaml"
SPACES = [" ", "\t", "\n", "\u3000", "\x1c", "\x1f", "\x85", "\xa0", "\u2028"]
OTHERS = ["x", "X", "A", "B", "b", "c", "İ", "Σ", "\ufeff", "-", "é", "\U0001f600", "#", "$", "card"]
PREFIXES = ["#", "card-", " x", "ab", "abc", "AB", "é\U0001f600", "-", "$"]


def _node(script: str, data: Any) -> Any:
    done = subprocess.run(["node", "-e", script], input=json.dumps(data), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# ---------------------------------------------------------------------------- the facts


def test_the_space_class_is_str_isspace_in_both_languages() -> None:
    spaces = [c for c in range(0x110000) if chr(c).isspace()]
    assert [c for c in range(0x110000) if re.fullmatch(f"[{SPACE_CLASS}]", chr(c))] == spaces
    script = (
        "const cls = new RegExp('^[' + JSON.parse(require('fs').readFileSync(0, 'utf8')) + ']$');"
        "const out = []; for (let c = 0; c < 0x10000; c++) if (cls.test(String.fromCharCode(c))) out.push(c);"
        "console.log(JSON.stringify(out))"
    )
    assert _node(script, SPACE_CLASS) == spaces  # every space is in the BMP


def test_lowercasing_never_shortens_is_idempotent_and_makes_no_space_in_both_languages() -> None:
    """Per code point, which is all lowercasing is but for final sigma (one character either
    way): never shorter (in code points), lowercase already once lowercased, no new space, and
    a NUL or a surrogate exactly where there was one (the early length check, StringType
    ``length_check_at``, runs the text safety rules before lowercasing on the strength of it)."""
    for c in range(0x110000):
        s = chr(c)
        low = s.lower()
        assert len(low) >= 1 and low.lower() == low, hex(c)
        assert s.isspace() or not any(x.isspace() for x in low), hex(c)
        assert ("\x00" in low) == (c == 0) and any(0xD800 <= ord(x) <= 0xDFFF for x in low) == (0xD800 <= c <= 0xDFFF)
    script = (
        "const ws = new RegExp('[' + JSON.parse(require('fs').readFileSync(0, 'utf8')) + ']'); const bad = [];"
        "const lone = /[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]/;"
        "for (let c = 0; c <= 0x10ffff; c++) { const s = String.fromCodePoint(c), l = s.toLowerCase();"
        " const surrogate = c >= 0xd800 && c <= 0xdfff;"
        " if (l.length < s.length || [...l].length < 1 || l.toLowerCase() !== l || (!ws.test(s) && ws.test(l))"
        "  || l.includes('\\0') !== (c === 0) || lone.test(l) !== surrogate) bad.push(c) }"
        "console.log(JSON.stringify(bad))"
    )
    assert _node(script, SPACE_CLASS) == []


# ---------------------------------------------------------------------------- Python, any rule list


def _compiled(s: StableRules) -> tuple[tuple[Any, ...], Any]:
    """The constant the Python template writes for ``s``, built the same way."""
    steps = tuple(
        getattr(str, text.removeprefix("str.")) if kind == "call" else re.compile(text)
        for kind, text in stable_steps(s)
    )
    return steps, re.compile(s.py_again)


RULE = st.one_of(st.just(Strip()), st.just(Lowercase()), st.sampled_from(PREFIXES).map(RemovePrefix))
RULES = st.lists(RULE, min_size=1, max_size=4, unique=True).filter(
    lambda rs: any(isinstance(r, RemovePrefix) for r in rs)
)


def _tokens(rules: tuple[Rule, ...]) -> st.SearchStrategy[str]:
    pieces = SPACES + OTHERS + [r.prefix for r in rules if isinstance(r, RemovePrefix)] * 3
    return st.lists(st.sampled_from(pieces), max_size=24).map("".join)


# slow: 3,000 generated cases, ~10 s, more than a quarter of the quick tier; the full run keeps it
@pytest.mark.slow
@settings(max_examples=3000, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck), database=None)
@given(RULES.flatmap(lambda rs: st.tuples(st.just(tuple(rs)), _tokens(tuple(rs)))))
def test_the_python_helper_is_the_naive_loop(frozen_out: Path, case: tuple[tuple[Rule, ...], str]) -> None:
    rules, value = case
    # the helper as the frozen console module carries it (that spec has rules applied until stable)
    until_stable = frozen.module("appwrite_protocols.console")._until_stable
    assert until_stable(value, _compiled(StableRules(rules, 0))) == reference.apply_rules(rules, value)


def test_tokens_are_ambiguous_exactly_when_two_rules_can_take_one_character() -> None:
    assert tokens_are_unambiguous((Strip(), RemovePrefix("card-")))
    assert not tokens_are_unambiguous((RemovePrefix(" x"), Strip()))
    assert not tokens_are_unambiguous((RemovePrefix("ab"), RemovePrefix("abc")))
    assert tokens_are_unambiguous((RemovePrefix(" x"),))  # no strip to take the space


# ---------------------------------------------------------------------------- both languages


@pytest.fixture(scope="module")
def stable(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Any, Path]:
    """The fixture spec generated in both languages (rendered only: black changes no behaviour)."""
    p = read_spec(FIXTURE, "tests/fixtures/stable/stable.v1.yaml")
    out = tmp_path_factory.mktemp("stable")
    for rel, text in render_protocol(p).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    src = str(next((out / "python").glob("*/src")))
    sys.path.insert(0, src)
    try:
        module = importlib.import_module(py_module(p))
    finally:
        sys.path.remove(src)
    ts = out / "typescript" / p.name
    (ts / "package.json").write_text('{"type": "module"}\n')
    done = subprocess.run(
        [str(TSC), "-p", str(ts / "tsconfig.json")], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return p, module, ts / "dist" / f"{ts_file_stem(p)}.js"


def _strings(rules: tuple[Rule, ...], rnd: random.Random, count: int) -> list[str]:
    pieces = SPACES + OTHERS + [r.prefix for r in rules if isinstance(r, RemovePrefix)] * 4
    out = [rnd.choice(pieces) * rnd.randint(1, 3000) + "x" for _ in range(8)]  # long runs, too
    out += ["".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 20))) for _ in range(count)]
    return out


def test_both_languages_are_the_reference_on_every_rule_list(stable: tuple[Any, Any, Path]) -> None:
    p, module, js = stable
    rnd = random.Random(20261203)
    items = []
    for f in p.variants[0].fields:
        rules = getattr(f.type, "normalise", ())
        items += [{"type": "values", f.name: s} for s in _strings(rules, rnd, 400)]
    expected = []
    for item in items:
        try:
            expected.append({"output": reference.build_envelope(p, [item])["actions"][0]})
        except reference.RefError as exc:
            expected.append({"path": exc.path, "reason": exc.reason})
    python = []
    for item in items:
        try:
            python.append({"output": module.build_envelope([item])["actions"][0]})
        except getattr(module, py_error_class(p)) as exc:
            python.append({"path": exc.path, "reason": exc.reason})
    assert python == expected, _first_differences(items, python, expected)
    script = (
        "import(process.argv[1]).then((m) => { const items = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        f" const out = items.map((item) => {{ try {{ return {{ output: m.{ts_build(p)}([item]).actions[0] }} }}"
        " catch (e) { return { path: e.path, reason: e.reason } } });"
        " process.stdout.write(JSON.stringify(out)) })"
    )
    done = subprocess.run(
        ["node", "-e", script, str(js)],
        input=json.dumps(items, ensure_ascii=False),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    typescript = json.loads(done.stdout)
    assert typescript == expected, _first_differences(items, typescript, expected)


def _first_differences(items: list[Any], got: list[Any], expected: list[Any], shown: int = 5) -> str:
    """The first inputs whose outcome differs, each with both outcomes: hundreds of seeded
    strings compared as two lists would otherwise fail as one unreadable diff."""
    lines = [
        f"{json.dumps(item, ensure_ascii=False)}: got {json.dumps(g, ensure_ascii=False)}, "
        f"expected {json.dumps(e, ensure_ascii=False)}"
        for item, g, e in zip(items, got, expected, strict=True)
        if g != e
    ]
    return f"{len(lines)} of {len(items)} differ; the first:\n" + "\n".join(lines[:shown])


@pytest.mark.parametrize(
    ("rules", "at"),
    [
        ((), None),
        ((Strip(),), None),
        ((Lowercase(),), 0),
        ((Strip(), Lowercase()), 1),
        ((Lowercase(), Lowercase()), 0),
        ((Lowercase(), Strip()), None),  # strip after it can shorten the value again
        ((RemovePrefix("#"), Lowercase()), None),
        ((Lowercase(), RemovePrefix("#")), None),
    ],
)
def test_a_value_too_long_for_its_field_is_refused_before_the_first_lowercase(
    rules: tuple[Rule, ...], at: int | None
) -> None:
    """Where generated code checks a value's length before lowercasing it (StringType and
    EnumType ``length_check_at``): only where nothing after that point can shorten it; for a
    string, only with a `max_length` and without `starts_with` (which looks at the lowercased
    value before the length)."""
    assert EnumType(normalise=rules).length_check_at == at
    assert StringType(normalise=rules, max_length=8).length_check_at == at
    assert StringType(normalise=rules).length_check_at is None
    assert StringType(normalise=rules, max_length=8, starts_with="x").length_check_at is None
    string = StringType(normalise=rules, max_length=8)
    assert string.rules_before_length_check + string.rules_after_length_check == rules
    if at is not None:
        assert string.rules_after_length_check[0] == Lowercase()
