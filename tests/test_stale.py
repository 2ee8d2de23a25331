"""What a removed name leaves behind (generator/versioning/stale.py): every example the new
spec refuses and every prose line that still names the removed field, enum value or limit, at
its file:line:column. Built on tests/broken_specs/valid-base.yml (a fixed spec: the expected
positions are read from the text, not pinned)."""

from __future__ import annotations

from generator.build.builder import build_protocol
from generator.spec.load import load_text
from generator.spec.schema import check_schema
from generator.versioning.facts import Located, locate
from generator.versioning.stale import lines, stale
from tests.test_broken_specs import BROKEN

BASE = (BROKEN / "valid-base.yml").read_text(encoding="utf-8")
SUMMARY = "    summary: Show a notification.\n"
PROSE = "    summary: Show a notification; `level` sets its colour (notify.level, MAX_ITEMS).\n"
EXAMPLE = "      - {name: message, type: string, required: true}\n"
WITH_EXAMPLE = EXAMPLE + "    examples:\n      - {type: notify, level: error, message: Saved}\n"


def _located(text: str, name: str) -> Located:
    doc = load_text(text, name)
    check_schema(doc)
    return locate(build_protocol(doc, examples=False), doc)


def _at(text: str, needle: str, name: str = "new.yaml") -> str:
    """``file:line:column`` of the first ``needle`` in ``text``."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset) + 1
    return f"{name}:{line}:{offset - text.rfind(chr(10), 0, offset)}"


def test_a_removed_field_is_named_in_its_example_and_its_prose() -> None:
    old_text = BASE.replace(SUMMARY, PROSE).replace(EXAMPLE, WITH_EXAMPLE)
    new_text = old_text.replace("      - {name: level, type: enum, enum: level, default: info}\n", "").replace(
        "  level:\n    type_name: Level\n    values: [info, error]\n", ""
    )
    found = lines(stale(_located(old_text, "old.yaml"), _located(new_text, "new.yaml")))
    example = _at(new_text, "{type: notify, level: error", "new.yaml")
    assert found == [
        f"{example}: error: this example breaks the spec's own rules: level: is not a known field (an example "
        "refuses it although live traffic's `unknown` is drop: models copy examples) (field notify.level was removed)",
        f"{_at(new_text, '`level`')}: review: prose still names removed field notify.level",
        f"{_at(new_text, 'notify.level')}: review: prose still names removed field notify.level",
    ]


def test_a_removed_enum_value_and_limit_are_named() -> None:
    old_text = BASE.replace(SUMMARY, PROSE.replace("`level`", "`error`")).replace(EXAMPLE, WITH_EXAMPLE)
    new_text = old_text.replace("values: [info, error]", "values: [info]").replace("level: error,", "level: info,")
    new_text = new_text.replace("  MAX_ITEMS: {value: 5}\n", "").replace("max_items: MAX_ITEMS", "max_items: 5")
    found = lines(stale(_located(old_text, "old.yaml"), _located(new_text, "new.yaml")))
    assert found == [
        f"{_at(new_text, '`error`')}: review: prose still names removed enum value 'error' of enum level",
        f"{_at(new_text, 'MAX_ITEMS')}: review: prose still names removed limit MAX_ITEMS",
    ]


def test_nothing_removed_nothing_named() -> None:
    text = BASE.replace(SUMMARY, PROSE).replace(EXAMPLE, WITH_EXAMPLE)
    assert stale(_located(text, "old.yaml"), _located(text, "new.yaml")) == []
