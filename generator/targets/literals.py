"""Escaping by construction: one writer for each place a spec string can land in a generated
file. A template prints spec text (a title, a doc, a value, a prefix) only through one of these
filters, so no spec string can change the shape of the file it lands in
(``tests/test_template_escaping.py`` holds every template to that).

- JSON: :func:`json_string`; TOML: :func:`toml_string` (a basic string);
- Python: ``py`` (``names.py_literal``) for a literal, :func:`py_doc` inside a ``\"\"\"``
  docstring, :func:`py_docstring` for a whole one (a field's), :func:`one_line` after a ``#``,
  :func:`py_comment` for lines of ``#`` comments;
- TypeScript: ``ts`` (``names.ts_string``) for a literal, :func:`ts_comment` inside ``/** … */``,
  :func:`one_line` after a ``//``;
- Markdown: :func:`md_cell` in a table cell, :func:`md_code` as a code span, :func:`md_line` in a
  heading, :func:`md_prose` in a paragraph.

What cannot be carried (a line break in a one-line title, a key that is not an identifier) is
refused at the spec's position instead (generator/build/collisions.py).
"""

from __future__ import annotations

import json
import re

# Every character some reader of a generated file takes for a line end: Python's str.splitlines
# (black, Python's own docstring tools), JavaScript (U+2028, U+2029), Markdown.
LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
_BREAK = re.compile(f"[{LINE_BREAKS}]")


def _escape(c: str) -> str:
    return f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}"


def one_line(text: str) -> str:
    """Text for a one-line comment (``#``, ``//``): a line break, which would end the comment
    and let the rest run as code, is written as its escape (``\\u2028``)."""
    return _BREAK.sub(lambda m: _escape(m[0]), text)


def json_string(value: str) -> str:
    """A JSON string literal (UTF-8 as it is, quotes, backslashes and controls escaped)."""
    return json.dumps(value, ensure_ascii=False)


_TOML_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def toml_string(value: str) -> str:
    """A TOML basic string: ``"`` and ``\\`` escaped, and every control character TOML refuses
    in a basic string (U+0000–U+001F, U+007F) as its escape."""
    out = "".join(_TOML_ESCAPES.get(c) or (f"\\u{ord(c):04X}" if ord(c) < 0x20 or ord(c) == 0x7F else c) for c in value)
    return f'"{out}"'


def py_doc(text: str) -> str:
    """Text inside a Python ``\"\"\"`` docstring, read back as written: a backslash doubled (``C:\\users``
    would be a bad ``\\u`` escape), a quote escaped where it could end the docstring (one
    followed by another, or last), and a character that is not printable (a control, U+2028,
    which black and docstring tools take for a line end) as its escape; line breaks and tabs
    stay, as docstrings are prose."""
    out = "".join(c if c.isprintable() or c in "\n\t" else _escape(c) for c in text.replace("\\", "\\\\"))
    return re.sub(r'"(?="|$)', r'\\"', out)


_LINE_END_BLANKS = re.compile(r"[ \t]+$", re.MULTILINE)


def py_docstring(text: str, indent: str = "    ") -> str:
    """A whole ``\"\"\"`` docstring literal holding ``text``, for a statement at ``indent`` (a
    field's docstring after its annotation in a class body): :func:`py_doc`'s escaping, and
    tabs and the blanks that end a line as escapes, so black and linters find nothing to strip
    or expand; each line after the first is indented, as ``inspect.cleandoc`` (``help()``,
    editors) expects, and reads the text back."""
    body = _LINE_END_BLANKS.sub(lambda m: m[0].replace(" ", "\\x20"), py_doc(text)).replace("\t", "\\t")
    *lines, last = body.split("\n")  # py_doc left no other line break
    indented = [f"{indent}{line}" if line else "" for line in lines[1:]]
    return '"""' + "\n".join([*lines[:1], *indented, *([f"{indent}{last}"] if lines else [last])]) + '"""'


def py_comment(text: str, indent: str = "") -> str:
    """``#`` comment lines holding ``text``: one per line of it (at any line break Python or
    an editor knows), each after ``indent``, blanks at their end dropped, and a character that
    is not printable (a NUL, which Python refuses in source) as its escape."""
    lines = ("".join(c if c.isprintable() or c == "\t" else _escape(c) for c in line) for line in _BREAK.split(text))
    return f"\n{indent}".join(("# " + line).rstrip() for line in lines)


# An HTML tag or comment opener: Markdown passes raw HTML through, and an unclosed `<!--` or
# `<script>` would hide or run the rest of the doc.
_HTML_OPENER = re.compile(r"<(?=[!/?A-Za-z])")


_JS_BREAK = re.compile("\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


def ts_comment(text: str) -> str:
    """Spec text inside a TypeScript ``/** … */`` comment: ``*/`` would end it early, and each
    line it breaks into (at any line terminator JavaScript knows) goes on as `` * ``."""
    return _JS_BREAK.sub("\n * ", text.replace("*/", "*\\/"))


def md_cell(text: str) -> str:
    """Text inside a Markdown table cell: ``|`` escaped (a backslash before it too, so it stays
    text), every line break a space (a row is one line), no raw HTML (as :func:`md_prose`)."""
    return _BREAK.sub(" ", _HTML_OPENER.sub("&lt;", text).replace("\\|", "\\\\|").replace("|", "\\|"))


def md_line(text: str) -> str:
    """Text on a line of its own kind (a heading, the version line): line breaks as spaces, no
    raw HTML."""
    return _BREAK.sub(" ", _HTML_OPENER.sub("&lt;", text))


def md_code(text: str) -> str:
    """A Markdown code span holding ``text`` exactly: fenced by more backticks than the longest
    run inside, padded with a space where the text starts or ends with one."""
    text = _BREAK.sub(" ", text)
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip(" ") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})", re.MULTILINE)


def md_prose(text: str) -> str:
    """A spec's prose (a summary, a description) as a Markdown paragraph: the author's Markdown
    (emphasis, code spans, links) as written, but no raw HTML (``<`` before a tag is ``&lt;``)
    and no code fence, which would swallow the rest of the doc when left open."""
    text = _HTML_OPENER.sub("&lt;", text)
    return _FENCE.sub(lambda m: "\\" + m[0].lstrip(" "), text)


# Every target's templates have these (generator/targets/base.py, environment()).
FILTERS = {
    f.__name__: f
    for f in (
        one_line,
        json_string,
        toml_string,
        py_doc,
        py_docstring,
        py_comment,
        ts_comment,
        md_cell,
        md_line,
        md_code,
        md_prose,
    )
}
