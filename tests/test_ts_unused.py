"""What decides that generated TypeScript declares nothing it does not read (issue 33): which
shapes get a checker, when the magnitude bound is declared, an item checker's parameter name,
and which runtime helpers a module imports. Each on a spec made to hit it, and the spec's
TypeScript compiled under the settings that refuse an unread declaration (strictest, Vite)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import IntegerType, NumberType, StringType
from generator.model.protocol import Protocol, Safety
from generator.spec.read import read_spec_text
from generator.targets.code import checked_shapes, checks_magnitude
from generator.targets.typescript import raw_param, runtime_import, typescript_context, without_comments
from tests.conftest import ROOT
from tests.ts_consumers import BUILD, compile_as, typescript, write_typescript

MINIMAL = ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml"
# The smallest fixture spec with: a shape only included (its fields checked as the includer's),
# a union of shapes reached through a list, a member with no fields, an item type with none.
ADDED = """
shapes:
  common:
    fields:
      - {name: note, type: string, pattern: '^n'}
  point:
    fields:
      - {name: label, type: string}
  part:
    union:
      discriminator: kind
      members: {point: point, blank: blank}
  blank:
    fields: []
"""
MORE_VARIANTS = """  - name: mark
    summary: Mark some parts.
    fields:
      - include: common
      - {name: parts, type: list, of: {type: object, shape: part}}
  - name: clear
    summary: Clear every alert.
    fields: []
"""


def spec(unknown: str = "drop") -> Protocol:
    text = MINIMAL.read_text(encoding="utf-8").replace("\nvariants:\n", ADDED + "\nvariants:\n")
    text = text.replace("  item: event\n", f"  item: event\n  unknown: {unknown}\n") + MORE_VARIANTS
    return read_spec_text(text, MINIMAL.name)


def test_a_shape_gets_a_checker_only_where_a_value_reaches_it() -> None:
    p = spec()
    assert [s.name for s in p.shapes] == ["common", "point", "part", "blank"]
    assert [s.name for s in checked_shapes(p)] == ["point", "part", "blank"]
    assert typescript_context(p).checked_plain_shapes == [s for s in p.shapes if s.name in ("point", "blank")]


def test_the_magnitude_bound_is_read_only_where_a_number_is_checked() -> None:
    bounded = Safety(max_magnitude=2**53 - 1)
    assert bounded.bounds_integers and not Safety().bounds_integers
    assert checks_magnitude(IntegerType(), bounded) and not checks_magnitude(IntegerType(), Safety())
    assert checks_magnitude(NumberType(), Safety()) and not checks_magnitude(StringType(), bounded)
    assert not typescript_context(spec()).checks_numbers  # a protocol of strings


@pytest.mark.parametrize(("unknown", "clear"), [("drop", "_raw"), ("keep", "raw"), ("refuse", "raw")])
def test_an_item_checker_that_reads_nothing_names_its_parameter_unread(unknown: str, clear: str) -> None:
    p = spec(unknown)
    params = {v.name: raw_param(v, p) for v in p.variants}
    assert params == {"show": "raw", "mark": "raw", "clear": clear}


def test_a_runtime_name_in_a_comment_or_string_is_not_code() -> None:
    code = "/** parsedTextTooDeep says when */\nconst a = isPlainObject(x) // pyStrip\nconst s = '//' + f()\n"
    assert without_comments(code) == "\nconst a = isPlainObject(x) \nconst s = '//' + f()\n"
    assert runtime_import(code, ["runtime.ts"]) == "import { isPlainObject } from './runtime.js'"


@pytest.mark.parametrize("unknown", ["drop", "refuse"])
def test_the_spec_compiles_where_unread_declarations_are_refused(unknown: str) -> None:
    where = BUILD / f"unused-{unknown}"
    files = write_typescript(spec(unknown), where)
    _, tsc = typescript("typescript-next")
    for setting in ("strictest", "vite"):
        errors = compile_as(setting, tsc, {"alert": files}, where / setting)
        assert not any(errors.values()), errors


def test_the_compile_would_see_an_unread_checker(tmp_path: Path) -> None:
    """The check above can fail: the same module with the included shape's checker added back."""
    p = spec()
    files = write_typescript(p, BUILD / "unused-added")
    [module] = [f for f in files if not f.name.startswith("runtime")]
    added = "\nfunction checkCommon(raw: unknown): unknown {\n  return raw\n}\n"
    module.write_text(module.read_text(encoding="utf-8") + added, encoding="utf-8")
    _, tsc = typescript("typescript-next")
    errors = compile_as("strictest", tsc, {"alert": files}, tmp_path)
    assert ["'checkCommon' is declared but its value is never read" in e for e in errors["alert"]] == [True]
