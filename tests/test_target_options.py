"""Each target owns its options; the model carries the neutral protocol (issue 36, part 1).

- a target declares the schema of its ``packages.<key>`` block, and the schema check holds the
  block to it (tests/test_extend.py does the same for a target registered from outside);
- no member of the model names a language;
- every shape and enum has a neutral type name, which the TypeScript module exports by default;
- the keys language 1 renamed (``ts_name``, ``ts_doc``) are still read, with a warning at
  their position, and build what the new keys build.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import warnings
from pathlib import Path

import pytest

import generator.model as model_package
from generator.errors import SpecError, SpecWarning
from generator.model import Enum, Shape, messages
from generator.model.protocol import Protocol
from generator.spec.read import read_spec_text
from generator.targets import packages_schema, targets
from generator.targets.typescript import types_block
from generator.targets.typescript.names import ts_named
from tests.conftest import PROTOCOLS, ROOT

BASE = (ROOT / "tests" / "broken_specs" / "valid-base.yml").read_text(encoding="utf-8")
LANGUAGES = ("python", "py_", "typescript", "ts_", "jsonschema", "kotlin")


def _model_classes() -> list[type]:
    modules = [model_package, *(m for _, m in inspect.getmembers(model_package, inspect.ismodule))]
    found = {c for m in modules for _, c in inspect.getmembers(m, inspect.isclass) if dataclasses.is_dataclass(c)}
    return sorted((c for c in found if c.__module__.startswith("generator.model")), key=lambda c: c.__qualname__)


def test_no_member_of_the_model_names_a_language() -> None:
    classes = _model_classes()
    assert {"Protocol", "Shape", "Enum", "Field", "Variant"} <= {c.__name__ for c in classes}
    for cls in classes:
        members = [f.name for f in dataclasses.fields(cls)] + [
            n for n, _ in inspect.getmembers(cls, inspect.isdatadescriptor)
        ]
        named = [name for name in members if name.lower().startswith(LANGUAGES)]
        assert not named, f"{cls.__qualname__}: {named}"
    assert messages  # the error table is model data too, and names no language either


def test_the_packages_schema_is_the_registered_targets_blocks() -> None:
    schema = packages_schema()
    declared = {t.options.key: t.options for t in targets() if t.options}
    assert set(schema["properties"]) == set(declared) >= {"python", "typescript", "jsonschema"}
    for key, options in declared.items():
        assert schema["properties"][key] is options.schema
    assert schema["required"] == [key for key, options in declared.items() if options.required]
    assert schema["additionalProperties"] is False


def _build(text: str) -> Protocol:
    with warnings.catch_warnings():
        warnings.simplefilter("error", SpecWarning)  # the new keys warn about nothing
        return read_spec_text(text, "demo.v1.yaml")


def test_every_shape_and_enum_is_a_named_typescript_type_by_default() -> None:
    for p in PROTOCOLS:
        text = types_block(p)
        items: list[Shape | Enum] = [*p.enums, *p.shapes]
        names = [ts_named(item, p) for item in items]
        assert len(set(names)) == len(names)
        for item, name in zip(items, names, strict=True):
            assert re.search(rf"^export type {name} =", text, re.M), (p.name, item.name)
            written = p.options["typescript"].get("type_names", {}).get(item.name)
            assert name == (written or p.options["typescript"]["prefix"] + item.type_name)


def test_a_type_name_is_neutral_and_the_typescript_option_overrides_it_alone() -> None:
    named = BASE.replace("    type_name: Item\n", "    type_name: Entry\n")
    p = _build(named)
    [item] = [s for s in p.shapes if s.name == "item"]
    assert item.type_name == "Entry" and ts_named(item, p) == "DemoEntry"
    assert "export type DemoEntry = {" in types_block(p)
    overridden = _build(named.replace("    prefix: Demo\n", "    prefix: Demo\n    type_names: {item: ListEntry}\n"))
    [item] = [s for s in overridden.shapes if s.name == "item"]
    assert item.type_name == "Entry" and ts_named(item, overridden) == "ListEntry"  # the Python class stays Entry


def _old_keys(text: str) -> str:
    """``text`` as language 1 wrote it before the rename."""
    text = text.replace("    type_name: Level\n", "    ts_name: DemoLevel\n")
    return text.replace("    type_name: Item\n", "    ts_name: DemoItem\n")


def test_the_old_keys_build_what_the_new_ones_do_with_a_warning_at_each() -> None:
    doc_field = "      - {name: message, type: string, required: true, ts_doc: Shown on the card}\n"
    assert "      - {name: message, type: string, required: true}\n" in BASE
    new = BASE.replace(doc_field.replace(", ts_doc: Shown on the card", ""), doc_field.replace("ts_doc", "doc"))
    old = _old_keys(BASE.replace(doc_field.replace(", ts_doc: Shown on the card", ""), doc_field))
    assert old != new
    with pytest.warns(SpecWarning) as caught:
        before = read_spec_text(old, "demo.v1.yaml")
    after = _build(new)
    assert types_block(before) == types_block(after)
    assert [f.doc for v in before.variants for f in v.fields] == [f.doc for v in after.variants for f in v.fields]
    lines = old.splitlines()
    found = {str(w.message) for w in caught}
    for key in ("ts_name: DemoLevel", "ts_name: DemoItem", "ts_doc: Shown"):
        line = next(i for i, text in enumerate(lines, 1) if key in text)
        assert any(message.startswith(f"demo.v1.yaml:{line}:") for message in found), (key, found)
    assert any("'ts_doc' is renamed 'doc'" in message for message in found)
    assert any("'ts_name' is renamed" in message and "remove it" in message for message in found)


def test_an_old_ts_name_that_is_not_the_default_names_its_new_key() -> None:
    with pytest.warns(SpecWarning, match=r"write `packages\.typescript\.type_names: \{level: Severity\}` instead"):
        p = read_spec_text(_old_keys(BASE).replace("ts_name: DemoLevel", "ts_name: Severity"), "demo.v1.yaml")
    [level] = [e for e in p.enums if e.name == "level"]
    assert ts_named(level, p) == "Severity"


def test_a_field_with_doc_and_ts_doc_keeps_its_doc_and_says_the_other_is_not_read() -> None:
    field = "      - {name: message, type: string, required: true}\n"
    both = field.replace("}", ", doc: The label, ts_doc: The TS label}")
    with pytest.warns(SpecWarning, match="'ts_doc' is no longer read"):
        p = read_spec_text(BASE.replace(field, both), "demo.v1.yaml")
    assert [f.doc for v in p.variants for f in v.fields if f.name == "message"] == ["The label"]


def test_the_command_prints_a_warning_as_one_line_and_goes_on(tmp_path: Path) -> None:
    from tests.commands import generator

    spec = tmp_path / "spec" / "demo.v1.yaml"
    spec.parent.mkdir()
    spec.write_text(_old_keys(BASE), encoding="utf-8")
    done = generator("generate", "--specs", str(spec), "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    warned = [line for line in done.stderr.splitlines() if line]
    assert len(warned) == 2 and all(": warning: 'ts_name' is renamed" in line for line in warned), done.stderr


def test_the_static_schema_leaves_packages_to_the_targets() -> None:
    """spec.schema.json (what editors read) takes any block under ``packages``; the check the
    generator runs closes it: an unknown target is a spec error."""
    text = BASE.replace("    prefix: Demo\n", "    prefix: Demo\n  swift: {module: Demo}\n")
    with pytest.raises(SpecError, match=r"unknown target 'swift' in packages \(the registered targets read: "):
        _build(text)
