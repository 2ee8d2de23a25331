"""How the hostile-spec corpus (tests/hostile_specs.py) judges a generated tree: every file
parses, its structure is the spec's own output's (no statement, key or dependency gained), and
the slot's value is carried exactly where its literals can be decoded."""

from __future__ import annotations

import ast
import json
import re
import tomllib
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def _python_shape(text: str) -> list[str]:
    """Each top-level statement's kind (an import with what it imports). A TypedDict is one kind
    in either of its forms: a class, or the functional ``X = TypedDict("X", {…})`` the generator
    writes when a key cannot be a class-body name (a key ``class``)."""
    tree = ast.parse(text)
    out = []
    for node in tree.body:
        names = [a.name for a in node.names] if isinstance(node, (ast.Import, ast.ImportFrom)) else []
        kind = "TypedDict" if _typed_dict(node) else type(node).__name__
        out.append(kind + (f"({getattr(node, 'module', '')}:{','.join(names)})" if names else ""))
    return out


def _typed_dict(node: ast.stmt) -> bool:
    if isinstance(node, ast.ClassDef):
        return any(isinstance(b, ast.Name) and b.id == "TypedDict" for b in node.bases)
    call = node.value if isinstance(node, ast.Assign) else None
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "TypedDict"


_JS_BREAK = re.compile("\r\n|[\n\r\u2028\u2029]")


def _ts_shape(text: str) -> list[str]:
    """The first word of each line at column 0 that starts a statement, lines as JavaScript
    splits them (U+2028 too): a spec string that ends a comment early adds one."""
    words = []
    for line in _JS_BREAK.split(text):
        if line[:1].isalpha():
            words.append(line.split(None, 1)[0])
    return sorted(words)


# A code span on one line: a run of backticks, then the same run, not longer (CommonMark). What
# it holds is text: `<!--` inside one opens no comment.
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`).*?(?<!`)\1(?!`)")


def _md_shape(text: str) -> list[str]:
    """Tables with their column counts, fences and HTML comments (outside code spans): what
    must not change."""
    out = []
    lines = text.split("\n")
    fenced = False  # inside a code block, `<!--` is code
    for i, line in enumerate(lines):
        if fenced and not re.match(r" {0,3}(```|~~~)", line):
            continue
        if line.startswith("|") and not lines[i - 1].startswith("|"):
            width = _cells(line)
            j = i
            while j < len(lines) and lines[j].startswith("|"):
                if _cells(lines[j]) != width and not re.fullmatch(r"\|(-+\|)+", lines[j]):
                    out.append(f"broken table row: {lines[j][:80]!r}")
                j += 1
            out.append(f"table({width})")
        elif re.match(r" {0,3}(```|~~~)", line):
            fenced = not fenced
            out.append("fence")
        elif "<!--" in _CODE_SPAN.sub("", line):
            out.append("comment")
    return out


def _cells(row: str) -> int:
    """Cells of a table row: pipes not escaped by an odd run of backslashes."""
    return len(re.findall(r"(?<!\\)(?:\\\\)*\|", row)) - 1


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _py_strings(text: str) -> Iterator[tuple[bool, str]]:
    """Every string constant of a module, and whether it is a docstring (a string statement)."""
    tree = ast.parse(text)
    docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield id(node) in docs, node.value


def tree_shape(out: Path) -> tuple[Counter[str], list[str]]:
    """Each file's structure (position-free), and the problems found reading the files."""
    shapes: Counter[str] = Counter()
    problems: list[str] = []
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(out).as_posix()
        try:
            if path.suffix == ".py":
                compile(text, rel, "exec")
                shapes[f"py:{_python_shape(text)}"] += 1
            elif path.suffix == ".json":  # tsconfig.json opens with // comment lines (JSONC)
                data = json.loads(re.sub(r"^//[^\n]*\n", "", text, flags=re.MULTILINE))
                keys = sorted(data) if isinstance(data, dict) else []
                shapes[f"json:{path.name if path.name == 'package.json' else ''}:{keys}"] += 1
                if path.name == "package.json":
                    shapes[f"deps:{data.get('dependencies')}:{data.get('devDependencies')}"] += 1
            elif path.suffix == ".toml":
                data = tomllib.loads(text)
                shapes[f"toml:{sorted(data)}:{sorted(data['project'])}:{data['project']['dependencies']}"] += 1
            elif path.suffix == ".ts":
                shapes[f"ts:{_ts_shape(text)}"] += 1
            elif path.suffix == ".md":
                md = _md_shape(text)
                problems += [f"{rel}: {p}" for p in md if p.startswith("broken")]
                shapes[f"md:{md}"] += 1
        except (SyntaxError, ValueError, tomllib.TOMLDecodeError) as exc:
            problems.append(f"{rel}: does not parse: {exc}")
    return shapes, problems


def carried(out: Path, marker: str, value: str) -> list[str]:
    """Where the marker lands in a file whose literals can be decoded, the whole value must be
    there: in every docstring and JSON or TOML string that has the marker, and in some Python
    literal (a regex made from the value has the marker too)."""
    problems: list[str] = []
    if re.fullmatch(r"[\w.@/-]+", value):
        return problems  # a name: generated names spell it their way (case, separators)
    squeeze = re.compile(r"\s+")
    want = squeeze.sub("", value)
    for path in sorted(p for p in out.rglob("*") if p.is_file() and p.suffix in (".py", ".json", ".toml")):
        text = path.read_text(encoding="utf-8")
        if marker not in text:
            continue
        try:
            if path.suffix == ".py":  # every docstring, and some literal (others may be a regex of it)
                found = [(doc, squeeze.sub("", s)) for doc, s in _py_strings(text) if marker in s]
                ok = all(want in s for doc, s in found if doc) and any(want in s for _, s in found)
            else:
                data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
                ok = all(value in s for s in _strings(data) if marker in s)
        except (SyntaxError, ValueError, tomllib.TOMLDecodeError):
            continue  # reported by tree_shape
        if not ok:
            problems.append(f"{path.relative_to(out)}: the value is not carried exactly")
    return problems
