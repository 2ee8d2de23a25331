"""Generated code a consumer reads to learn the protocol (issue 36): every field with a doc
carries it in the Python TypedDicts (a docstring after the field), in the JSON Schema
(``description``) and in the TypeScript types (a JSDoc above the member); the TypedDicts use the
class syntax wherever the keys allow, and their required keys are the spec's at run time.

Every expectation comes from the specs of both trees (spec/ and examples/ag-ui/spec/) and is
held against the committed generated files, which ``check`` holds against the generator.
"""

from __future__ import annotations

import ast
import importlib.util
import inspect
import json
import keyword
import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from generator.model import Field
from generator.model.protocol import Protocol
from generator.pipeline import find_specs, read_specs
from generator.project import Layout
from generator.targets.code import field_doc
from generator.targets.json_schema import schema_file
from generator.targets.json_schema.schema import def_name
from generator.targets.literals import py_comment, py_docstring, ts_comment
from generator.targets.python import names as py
from generator.targets.python.options import py_distribution
from generator.targets.python.typeddicts import Entry, functional_reason, py_shape_dict
from generator.targets.typescript import names as ts
from tests.conftest import ROOT

TREES = [(ROOT / "spec", ROOT / "generated"), (ROOT / "examples/ag-ui/spec", ROOT / "examples/ag-ui/generated")]
PROTOCOLS = [(p, out) for specs, out in TREES for p in read_specs(find_specs(specs), Layout.of(specs, out))]
IDS = [p.name for p, _ in PROTOCOLS]


@dataclass
class Expected:
    """A TypedDict as the spec describes it: the keys before the fields (a tag; the envelope's
    ``protocol`` and item list), always required, then the fields."""

    name: str
    lead: list[str]
    fields: list[Field]
    doc: str = ""

    @property
    def keys(self) -> list[str]:
        return self.lead + [f.name for f in self.fields]

    @property
    def required(self) -> set[str]:
        return {*self.lead, *(f.name for f in self.fields if f.required)}


def expected_dicts(p: Protocol) -> list[Expected]:
    out = []
    for shape in p.shapes:
        if shape.union is None:
            out.append(Expected(py.py_class(shape), [], shape.fields, shape.doc))
        else:
            tag = [shape.union.discriminator]
            out += [Expected(m.name, tag, m.shape.fields, m.shape.doc) for m in py.py_union_members(shape)]
    if p.envelope.discriminator and p.envelope.list_key:
        tag = [p.envelope.discriminator.field]
        out += [Expected(py.py_class(v), tag, v.fields, v.summary) for v in p.variants]
        out.append(Expected(py.py_envelope_class(p), ["protocol", p.envelope.list_key], p.envelope.fields))
    else:
        v = p.variants[0]
        out.append(Expected(py.py_item_union(p), [], v.fields, v.summary))
        out.append(Expected(py.py_envelope_class(p), ["protocol"], v.fields))
    return out


def _types_path(p: Protocol, out: Path) -> Path:
    return out / "python" / py_distribution(p) / "src" / py.py_package_path(p) / "_types.py"


def _clean(text: str) -> str:
    return inspect.cleandoc(text)


def _string_statement(stmt: ast.stmt | None) -> str | None:
    """The text of a statement that is a string alone (a docstring), else None."""
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
        return stmt.value.value
    return None


def field_docstrings(cls: ast.ClassDef) -> dict[str, str | None]:
    """Each key of a class-syntax TypedDict and the docstring after it (None without one)."""
    docs: dict[str, str | None] = {}
    body = cls.body
    for i, stmt in enumerate(body):
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            docs[stmt.target.id] = _string_statement(body[i + 1] if i + 1 < len(body) else None)
    return docs


def _definitions(source: str) -> tuple[dict[str, ast.ClassDef], dict[str, ast.Dict]]:
    tree = ast.parse(source)
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    functional = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            call = node.value
            if isinstance(call.func, ast.Name) and call.func.id == "TypedDict":
                assert isinstance(node.targets[0], ast.Name) and isinstance(call.args[1], ast.Dict)
                functional[node.targets[0].id] = call.args[1]
    return classes, functional


def _key_allows_class(key: str, read: set[str]) -> bool:
    return key.isidentifier() and not keyword.iskeyword(key) and not key.startswith("__") and key not in read


@pytest.mark.parametrize(("p", "out"), PROTOCOLS, ids=IDS)
def test_every_field_doc_is_a_python_docstring(p: Protocol, out: Path) -> None:
    source = _types_path(p, out).read_text(encoding="utf-8")
    classes, functional = _definitions(source)
    for want in expected_dicts(p):
        if want.name in functional:  # the docs are comments above the keys
            for f in want.fields:
                if field_doc(f):
                    assert py_comment(field_doc(f), "        ") in source, (want.name, f.name)
            continue
        cls = classes[want.name]
        assert [b.id for b in cls.bases if isinstance(b, ast.Name)] == ["TypedDict"] and not cls.keywords
        docs = field_docstrings(cls)
        assert list(docs) == want.keys, want.name
        for f in want.fields:
            got = docs[f.name]
            assert (got is None) == (not field_doc(f)), (want.name, f.name)
            assert got is None or _clean(got) == _clean(field_doc(f)), (want.name, f.name)
        class_doc = ast.get_docstring(cls)
        assert (class_doc or "") == _clean(want.doc), want.name


@pytest.mark.parametrize(("p", "out"), PROTOCOLS, ids=IDS)
def test_class_syntax_wherever_the_keys_allow(p: Protocol, out: Path) -> None:
    """A type keeps the functional syntax only when some key cannot be a class-body name: not an
    identifier, a keyword, a ``__name``, or a name its annotations read; the comment above says
    which."""
    source = _types_path(p, out).read_text(encoding="utf-8")
    classes, functional = _definitions(source)
    for want in expected_dicts(p):
        assert (want.name in classes) != (want.name in functional), want.name
        if want.name in classes:
            continue
        entries = functional[want.name]
        keys = [k.value for k in entries.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
        assert keys == want.keys
        read = {n.id for value in entries.values for n in ast.walk(value) if isinstance(n, ast.Name)}
        blocked = [k for k in keys if not _key_allows_class(k, read)]
        assert blocked, f"{want.name} could be a class"
        assert re.search(rf"^# Functional syntax: the key '{blocked[0]}' .*\n{want.name} = TypedDict\(", source, re.M)


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # _types.py imports only typing
    return module


@pytest.mark.parametrize(("p", "out"), PROTOCOLS, ids=IDS)
def test_required_keys_at_run_time_are_the_specs(p: Protocol, out: Path) -> None:
    """Class syntax with string annotations would count a NotRequired key as required on 3.11:
    each TypedDict's keys, in order, and its required ones, are the spec's."""
    module = _load(_types_path(p, out), f"_i36_types_{p.name}")
    for want in expected_dicts(p):
        typed = getattr(module, want.name)
        assert list(typed.__annotations__) == want.keys, want.name
        assert typed.__required_keys__ == want.required, want.name


def _schema_properties(node: Any) -> dict[str, Any]:
    """The properties of an object schema, or of its ``allOf`` parts (an included shape)."""
    props = dict(node.get("properties", {}))
    for part in node.get("allOf", []):
        props.update(_schema_properties(part))
    return props


@pytest.mark.parametrize(("p", "out"), PROTOCOLS, ids=IDS)
def test_every_field_doc_is_a_schema_description(p: Protocol, out: Path) -> None:
    schema = json.loads((out / "jsonschema" / schema_file(p)).read_text(encoding="utf-8"))
    owners: list[tuple[Any, list[Field]]] = [(schema, p.envelope.fields)]
    for shape in p.shapes:
        node = schema["$defs"][def_name(shape)]
        if shape.union is None:
            owners.append((node, shape.fields))
        else:
            owners += [(member, m.fields) for member, (_, m) in zip(node["oneOf"], shape.union.members, strict=True)]
    if p.envelope.is_list:
        owners += [(schema["$defs"][def_name(v)], v.fields) for v in p.variants]
    else:
        owners.append((schema, p.variants[0].fields))
    for node, fields in owners:
        props = _schema_properties(node)
        for f in fields:
            assert props[f.name].get("description") == (field_doc(f) or None), f.name


def _jsdoc(doc: str) -> str:
    """The JSDoc the TypeScript types put above a member, as a pattern (any indentation)."""
    lines = [re.escape(ts_comment(line)) for line in doc.splitlines()]
    if len(lines) == 1:
        return rf"/\*\* {lines[0]} \*/\n\s*"
    return r"/\*\*\n" + "".join(rf"\s*\* {line}\n" for line in lines) + r"\s*\*/\n\s*"


@pytest.mark.parametrize(("p", "out"), PROTOCOLS, ids=IDS)
def test_every_field_doc_is_a_jsdoc(p: Protocol, out: Path) -> None:
    """Fields a TypeScript type lists one per line: the envelope's, each item type's own, and
    every shape's (each shape is a named type, so its members have room for a comment)."""
    text = (out / "typescript" / p.name / f"{ts.ts_file_stem(p)}.ts").read_text(encoding="utf-8")
    fields = [*p.envelope.fields, *(f for v in p.variants for f in v.own_fields)]
    fields += [f for shape in p.shapes if shape.union is None for f in shape.fields]
    documented = [f for f in fields if field_doc(f)]
    with ts.rendering(p):
        for f in documented:
            member = re.escape(ts.ts_member(f))
            assert re.search(_jsdoc(field_doc(f)) + member + r"\n", text), f.name


def test_the_trees_exercise_both_syntaxes_and_every_kind_of_doc() -> None:
    """The tests above are not vacuous: the specs give docs to shape, union-member, item and
    envelope fields, and AG-UI's `from` keeps one type functional."""
    kinds = set()
    functional = 0
    for p, out in PROTOCOLS:
        for shape in p.shapes:
            if any(field_doc(f) for f in shape.fields):
                kinds.add("shape")
            for _, member in shape.union.members if shape.union else []:
                kinds |= {"member"} if any(field_doc(f) for f in member.fields) else set()
        kinds |= {"item"} if any(field_doc(f) for v in p.variants for f in v.fields) else set()
        kinds |= {"envelope"} if any(field_doc(f) for f in p.envelope.fields) else set()
        functional += len(_definitions(_types_path(p, out).read_text(encoding="utf-8"))[1])
    assert kinds == {"shape", "member", "item", "envelope"}
    assert functional > 0


# --------------------------------------------------------------------------- the rule and the writer


@pytest.mark.parametrize(
    ("key", "annotation", "reason"),
    [
        ("from", "str", "the key 'from' is a Python keyword"),
        ("None", "str", "the key 'None' is a Python keyword"),
        ("content-type", "str", "the key 'content-type' is not a Python identifier"),
        ("ﬁle", "str", "Python would read the key 'ﬁle' as 'file'"),
        ("__x", "str", "the key '__x' would be name-mangled in a class body"),
        ("str", "str", "the key 'str' would hide the name str the annotations read"),
        ("Item", "list[Item]", "the key 'Item' would hide the name Item the annotations read"),
        ("type", "str", ""),
        ("match", "int", ""),
        ("items", "list[str]", ""),
        ("light", 'Literal["light"]', ""),  # a word inside a string is no name
    ],
)
def test_which_keys_need_the_functional_syntax(key: str, annotation: str, reason: str) -> None:
    assert functional_reason((Entry("other", annotation), Entry(key, "int"))) == reason


HOSTILE = ['"""', 'end"', "back\\slash\\", "\\u2028 \u2028 \x85 \x00 \r\n\r", "tab\there\t ", "  lead\n\n  x\n", "\\"]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_docstring_holds_any_text(text: str) -> None:
    """The field docstring writer: one string statement after the field, whatever the text, and
    it reads back as the text, each line after the first indented (``inspect.cleandoc``, which
    ``help()`` and editors use, takes that off)."""
    source = f"class X:\n    a: int\n    {py_docstring(text)}\n    b: int\n"
    cls = ast.parse(source).body[0]
    assert isinstance(cls, ast.ClassDef)
    body = cls.body
    assert [type(s) for s in body] == [ast.AnnAssign, ast.Expr, ast.AnnAssign]
    doc = _string_statement(body[1])
    assert doc is not None
    first, *rest = doc.split("\n")
    assert [first, *(line.removeprefix("    ") for line in rest)] == text.split("\n")
    assert not re.search(r"[ \t]$", source, re.M), "a blank at a line's end, which black or a linter strips"


@pytest.mark.parametrize("text", HOSTILE)
def test_a_comment_holds_any_text(text: str) -> None:
    source = f"x = {{\n    {py_comment(text, '    ')}\n    'a': 1,\n}}\n"
    assert ast.literal_eval(source.split("=", 1)[1].strip()) == {"a": 1}


def test_shape_dict_reads_the_one_field_doc() -> None:
    """The Python target reads a field's doc through field_doc, not a member of its own."""
    p = PROTOCOLS[0][0]
    shape = next(s for s in p.shapes if s.union is None and any(field_doc(f) for f in s.fields))
    docs = {e.key: e.doc for e in py_shape_dict(shape).entries}
    assert docs == {f.name: field_doc(f) for f in shape.fields}
