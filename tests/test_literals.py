"""The literal writers of generator/targets/literals.py: each one's output, read back by its
format's own parser, is the value exactly (or, for a one-line comment, one line)."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from generator.targets import literals
from generator.targets.python.names import py_literal
from generator.targets.typescript.names import ts_string

HOSTILE = [
    "",
    '"',
    '""',
    '"""',
    'ends with a quote"',
    "'''",
    "\\",
    "ends with a backslash\\",
    "C:\\users\\x",
    "\\u0041 \\N{DASH}",
    "a\nb",
    "a\r\nb\rc",
    "\u2028\u2029\x85\x0b\x0c\x1c\x1d\x1e",
    "\t tab",
    "\x01\x1f\x7f",
    "*/ --> <!-- ${x} `x` {{ x }} {% if %}",
    "\ufeffbom",
    "é漢😀",
    'x""" + str(__import__("builtins").__setattr__("PWNED", 1)) + """ y',
]


@pytest.mark.parametrize("value", HOSTILE)
def test_each_writer_reads_back_as_the_value(value: str) -> None:
    assert json.loads(literals.json_string(value)) == value
    assert tomllib.loads(f"x = {literals.toml_string(value)}\n")["x"] == value
    assert ast.literal_eval(py_literal(value)) == value
    module = ast.parse(f'"""{literals.py_doc(value)}"""\nX = 1\n')
    assert isinstance(module.body[0], ast.Expr) and isinstance(module.body[0].value, ast.Constant)
    assert module.body[0].value.value == value and len(module.body) == 2


@pytest.mark.parametrize("value", HOSTILE)
def test_a_one_line_comment_stays_one_line(value: str) -> None:
    text = literals.one_line(value)
    assert len(f"# {text}".splitlines()) == 1
    assert not re.search("[\r\n\u2028\u2029]", text)  # JavaScript's line terminators


@pytest.mark.parametrize("value", HOSTILE)
def test_markdown_writers_keep_their_line(value: str) -> None:
    for writer in (literals.md_cell, literals.md_line, literals.md_code):
        assert len(writer(value).splitlines()) <= 1
    row = f"| {literals.md_cell(value)} | b |"
    assert len(re.findall(r"(?<!\\)(?:\\\\)*\|", row)) == 3  # three pipes: two cells


@pytest.mark.parametrize("value", HOSTILE + ["\u2028export const PWNED = 1"])
def test_a_typescript_literal_stays_on_its_line(value: str) -> None:
    """JavaScript ends a line at U+2028 and U+2029 as at ``\\n``: a tool that reads the module
    by lines (an editor, a linter, the corpus's statement count) would take the rest of the
    literal for a statement of its own (the hostile corpus's ``\\u2028export const PWNED = 1``
    in an enum value)."""
    assert not re.search("[\r\n\u2028\u2029]", ts_string(value))


def test_typescript_literals_read_back_in_node(tmp_path: Path) -> None:
    """Every literal, in one JavaScript array, evaluated by Node and printed as JSON."""
    script = tmp_path / "literals.mjs"
    script.write_text(f"console.log(JSON.stringify([{', '.join(ts_string(v) for v in HOSTILE)}]))\n", encoding="utf-8")
    result = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == HOSTILE


def test_a_code_span_holds_backticks() -> None:
    assert literals.md_code("a") == "`a`"
    assert literals.md_code("a`b") == "``a`b``"
    assert literals.md_code("`x`") == "`` `x` ``"


def test_prose_keeps_markdown_but_no_html_or_fence() -> None:
    assert literals.md_prose("*emphasis*, `code`, a < b") == "*emphasis*, `code`, a < b"
    assert literals.md_prose("<!-- hide") == "&lt;!-- hide"
    assert literals.md_prose("<script>x</script>") == "&lt;script>x&lt;/script>"
    assert literals.md_prose("text\n```\nmore") == "text\n\\```\nmore"
