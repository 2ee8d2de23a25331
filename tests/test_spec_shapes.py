"""Spec shapes the shipped specs do not use, generated and run: each edits one line of a frozen
copy of a shipped spec (tests/fixtures/frozen/), generates it, and calls the generated Python in
a fresh interpreter. (Found by fuzzing specs: each produced a package that did not import.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import frozen
from tests.commands import generator
from tests.conftest import ROOT

CASES = {
    # A prefix rule alone: the windowed helper needs `re` even with no pattern or safety regex.
    "prefix-rule-alone": (
        "console.v1.yaml",
        '        normalise: [strip, {remove_prefix: "#"}]',
        '        normalise: [{remove_prefix: "#"}]',
        "appwrite_protocols.console",
        "import json; out = json.loads(m.emit_console_actions("
        "[{'type': 'navigate', 'path': '/', 'hash': '##x'}]));"
        "assert out['actions'][0]['hash'] == 'x', out",
    ),
    # An optional field before required ones in a single-object envelope: the emit and tool
    # functions take keyword-only parameters from the first optional one.
    "optional-before-required": (
        "threat.v1.yaml",
        "      - {name: category, type: enum, enum: category, required: true, doc: Why the request was refused}",
        "      - {name: note, type: string}\n"
        "      - {name: category, type: enum, enum: category, required: true, doc: Why the request was refused}",
        "appwrite_protocols.threat",
        "import json, inspect;"
        "params = inspect.signature(m.emit_threat_report).parameters;"
        "assert all(p.kind is p.KEYWORD_ONLY for p in params.values()), params;"
        "out = json.loads(m.emit_threat_report(note=' n ', category=m.CATEGORY_VALUES[0], summary='s', details='d'));"
        "assert out['note'] == 'n' and list(out)[:3] == ['protocol', 'note', 'category'], out",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_edited_spec_generates_code_that_runs(name: str, tmp_path: Path) -> None:
    spec_name, old, new, module, probe = CASES[name]
    text = (frozen.SPECS / spec_name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"the line this case edits is not in tests/fixtures/frozen/{spec_name}"
    specs = tmp_path / "spec"
    specs.mkdir()
    (specs / spec_name).write_text(text.replace(old, new), encoding="utf-8")
    out = tmp_path / "generated"
    run = generator("generate", "--specs", str(specs), "--out", str(out))
    assert run.returncode == 0, run.stderr
    [src] = (out / "python").glob("*/src")
    result = subprocess.run(
        [sys.executable, "-c", f"import {module} as m; {probe}; print('ok')"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(src)},
    )
    assert result.stdout.strip() == "ok", result.stderr


@pytest.mark.parametrize(
    "text", ["a\u2028b", "tab\there", "nel\x85", "\x7f", "astral \U0001f600", 'quote " and \\ backslash']
)
def test_python_literals_read_back_and_stay_on_one_line(text: str) -> None:
    """Spec text in Python source: read back as the same string, never split across lines
    (black's tokenizer took a raw U+2028 in a pattern for the end of a line)."""
    import ast

    from generator.targets.python.names import py_literal

    literal = py_literal(text)
    assert ast.literal_eval(literal) == text
    assert len(literal.splitlines()) == 1


def test_spec_text_cannot_end_a_typescript_comment() -> None:
    from generator.targets.literals import ts_comment

    assert "*/" not in ts_comment("only user */ is supported")
    assert ts_comment("plain text") == "plain text"


def test_plain_yaml_values_keep_json_types_and_dates_stay_strings() -> None:
    from generator.spec.load import load_text

    doc = load_text("a: 2024-01-01\nb: 5\nc: yes\n", "t.yaml")
    assert doc.data == {"a": "2024-01-01", "b": 5, "c": "yes"}


def test_spec_errors_are_one_line_and_count_lines_as_yaml_does() -> None:
    from generator.errors import Position, SpecError
    from generator.spec.load import load_text

    reason = SpecError(Position("t.yaml", 1, 1), "key 'a\nb\rc\vd\x85e\u2028f'").args[0]
    assert len(reason.splitlines()) == 1
    with pytest.raises(SpecError) as caught:
        load_text("a: b\u2028c: \x01", "t.yaml")  # YAML counts U+2028 as a line break
    assert (caught.value.position.line, caught.value.position.column) == (2, 4)


def test_variant_examples_are_items_whatever_the_list_minimum() -> None:
    """A variant's example is one item: a list envelope of at least two items must not refuse it."""
    from generator.spec.read import read_spec_text

    base = (ROOT / "tests" / "broken_specs" / "valid-base.yml").read_text(encoding="utf-8")
    old_min, old_field = "  min_items: 1\n", "      - {name: message, type: string, required: true}\n"
    assert base.count(old_min) == 1 and base.count(old_field) == 1
    text = base.replace(old_min, "  min_items: 2\n").replace(
        old_field, old_field + "    examples:\n      - {type: notify, message: Saved}\n"
    )
    protocol = read_spec_text(text, "min-two.yaml")
    assert protocol.envelope.min_items == 2
    assert protocol.variants[1].examples == [{"type": "notify", "message": "Saved"}]


def test_names_a_spec_may_choose_do_not_meet_generated_ones(tmp_path: Path) -> None:
    """tests/broken_specs/valid-base.yml names a shape `item` (its checker once was the item
    dispatcher's name, so a list of items went through the dispatcher and was refused), and
    here gains fields named like a list's and a map's helper variables (`tags_list` beside the
    list `tags`, which mypy refused). The generated module runs and type-checks."""
    from generator.pipeline import render_all
    from generator.spec.read import read_spec_text

    base = (ROOT / "tests" / "broken_specs" / "valid-base.yml").read_text(encoding="utf-8")
    anchor = "      - {name: message, type: string, required: true}\n"
    assert base.count(anchor) == 1
    extra = "".join(
        f"      - {{name: {name}, type: {kind}}}\n"
        for name, kind in [
            ("tags_list", "string"),
            ("tags_index", "integer"),
            ("fields_key", "string"),
            ("fields_entry", "string"),
        ]
    )
    extra = (
        "      - {name: tags, type: list, of: {type: string}}\n      - {name: fields, type: map, values: [string]}\n"
        + extra
    )
    protocol = read_spec_text(base.replace(anchor, anchor + extra), "names.yaml")
    for path, text in render_all([protocol]).items():
        if path.startswith("python/"):
            (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / path).write_text(text, encoding="utf-8")
    [src] = (tmp_path / "python").glob("*/src")
    probe = (
        "import json, example_protocols.demo as m;"
        "out = json.loads(m.emit_demo_actions([{'type': 'show_items', 'id': 'z', 'items': [{'id': ' a '}]},"
        " {'type': 'notify', 'message': 'm', 'tags': ['t'], 'tags_list': 'l', 'fields': {'k': 'v'}, 'fields_key': 'fk'}]));"
        "assert out['actions'][0]['items'] == [{'id': 'a'}], out;"
        "notify = out['actions'][1];"
        "assert (notify['tags'], notify['tags_list'], notify['fields'], notify['fields_key']) == (['t'], 'l', {'k': 'v'}, 'fk'), out;"
        "print('ok')"
    )
    env = {**os.environ, "PYTHONPATH": str(src)}
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, env=env)
    assert result.stdout.strip() == "ok", result.stderr
    files = [str(f) for f in sorted((src / "example_protocols" / "demo").glob("*.py"))]
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *files],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr


def test_a_single_item_field_named_with_a_python_keyword_is_a_spec_error() -> None:
    """A single-item envelope's fields are parameters of emit_…(): `from` would not compile."""
    from generator.errors import SpecError
    from generator.spec.read import read_spec_text

    text = (frozen.SPECS / "threat.v1.yaml").read_text(encoding="utf-8")
    anchor = "      - {name: category, type: enum, enum: category, required: true, doc: Why the request was refused}\n"
    assert text.count(anchor) == 1
    with pytest.raises(SpecError) as caught:
        read_spec_text(text.replace(anchor, anchor + "      - {name: from, type: string}\n"), "threat.v1.yaml")
    assert "'from' is a Python keyword" in str(caught.value)
    assert caught.value.position.line == text[: text.index(anchor)].count("\n") + 2


def test_a_union_members_typed_dict_may_not_meet_a_shapes_name() -> None:
    """A union's member is a TypedDict of its own, the union's name and the member's
    (``outcome`` of ``item``: ``OutcomeItem``): a shape of that name is refused at its line
    rather than generating a module that defines the name twice."""
    from generator.errors import SpecError
    from generator.spec.read import read_spec_text

    text = (ROOT / "tests" / "fixtures" / "features" / "features.v1.yaml").read_text(encoding="utf-8")
    anchor, field = "shapes:\n", "      - {name: theme, type: enum, enum: theme, required: true}\n"
    assert text.count(anchor) == text.count(field) == 1 and "members: {done: item, " in text
    text = text.replace(anchor, anchor + "  outcome_item:\n    fields:\n      - {name: id, type: string}\n")
    text = text.replace(field, field + "      - {name: extra, type: object, shape: outcome_item}\n")
    with pytest.raises(SpecError, match="generates the name 'OutcomeItem'"):
        read_spec_text(text, "features.v1.yaml")


def test_the_builder_knows_every_local_of_build_envelope(frozen_out: Path) -> None:
    """Envelope fields are parameters of build_envelope(), so the builder refuses the names of its
    locals (`BUILD_ENVELOPE_LOCALS`, generator/targets/python); a local the template gains must join that list. (The
    frozen specs: one of them, clarify, is sure to have envelope fields.)"""
    import ast

    from generator.targets.python import BUILD_ENVELOPE_LOCALS as _BUILD_ENVELOPE_LOCALS

    modules = sorted((frozen_out / "python").glob("*/src/appwrite_protocols/*/__init__.py"))
    checked = 0
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        [fn] = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "build_envelope"]
        params = {a.arg for a in fn.args.args + fn.args.kwonlyargs}
        if not fn.args.kwonlyargs:
            continue  # no envelope fields: nothing to shadow
        stored = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        stored |= {n.name for n in ast.walk(fn) if isinstance(n, ast.ExceptHandler) and n.name}
        assert stored - params - {s for s in stored if s.startswith("v_")} <= _BUILD_ENVELOPE_LOCALS, module
        checked += 1
    assert checked, "no generated build_envelope() takes envelope fields"


@pytest.mark.parametrize("key", ["name: x", "required: true", "doc: x", "ts_doc: x"])
def test_a_one_of_alternative_takes_no_field_keys(key: str) -> None:
    """They would be accepted by the schema (its key lists are the fields') and mean nothing;
    a list's element type is refused the same way (tests/broken_specs/127)."""
    from generator.errors import SpecError
    from generator.spec.read import read_spec_text

    text = (ROOT / "tests" / "fixtures" / "features" / "features.v1.yaml").read_text(encoding="utf-8")
    alternative = "{type: boolean}]"
    assert text.count(alternative) == 1
    with pytest.raises(SpecError, match=f"'{key.split(':')[0]}' is a field's key, not a one_of alternative's"):
        read_spec_text(text.replace(alternative, "{type: boolean, " + key + "}]"), "features.v1.yaml")
