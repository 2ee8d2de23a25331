"""Keys the spec language renamed because they named a product (spec/README.md, "Renamed
keys"): a variant's ``console`` is ``handling``, ``prose.console_checklist`` is
``prose.checklist`` and ``prose.engine_reference`` is ``prose.implementation``. A spec written
with the old keys builds the same protocol, with one warning at each old key; the live specs
use the new keys, so these tests write the old ones back into each spec that has one.

(``ts_name`` and ``ts_doc``, renamed when targets got options, are tested in
test_target_options.py.)"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

from generator.errors import SpecWarning
from generator.model.protocol import Protocol
from generator.spec.read import read_spec_text
from tests.conftest import SPECS

# (old key, new key, its indent in a spec: a variant's key, or a key of `prose`)
RENAMED = [
    ("console", "handling", "    "),
    ("console_checklist", "checklist", "  "),
    ("engine_reference", "implementation", "  "),
]
# The live specs that use a renamed key (the tests below write the old keys back into them).
USING = [
    spec for spec in SPECS if any(f"\n{indent}{new}:" in spec.read_text(encoding="utf-8") for _, new, indent in RENAMED)
]


def _read(text: str, name: str) -> tuple[Protocol, list[SpecWarning]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        p = read_spec_text(text, name)
    return p, [w.message for w in caught if isinstance(w.message, SpecWarning)]


def _new_keys_in(text: str) -> dict[str, list[int]]:
    """Each new key's lines (1-based) in the live spec: where the old key's warning must point."""
    lines = text.splitlines()
    return {
        new: [i + 1 for i, line in enumerate(lines) if line.startswith(f"{indent}{new}:")] for _, new, indent in RENAMED
    }


def test_the_live_specs_use_every_new_key() -> None:
    """Not vacuous: the specs the tests below rewrite have each renamed key between them."""
    found = {new for spec in USING for new, lines in _new_keys_in(spec.read_text(encoding="utf-8")).items() if lines}
    assert found == {new for _, new, _ in RENAMED}


@pytest.mark.parametrize("spec", USING, ids=[spec.name for spec in USING])
def test_a_spec_with_the_old_keys_builds_the_same_protocol_and_warns_at_each(spec: Path) -> None:
    text = spec.read_text(encoding="utf-8")
    new, quiet = _read(text, spec.name)
    assert quiet == []
    old_text = text
    for old, key, indent in RENAMED:
        old_text = re.sub(rf"(?m)^{indent}{key}:", f"{indent}{old}:", old_text)
    renamed, warned = _read(old_text, spec.name)
    assert renamed.prose == new.prose
    assert [v.handling for v in renamed.variants] == [v.handling for v in new.variants]
    expected = sorted(
        (line, 1 + len(indent), f"'{old_key}' is renamed '{key}'; rename the key")
        for old_key, key, indent in RENAMED
        for line in _new_keys_in(text)[key]
    )
    got = sorted((w.position.line, w.position.column, w.reason) for w in warned)
    assert got == expected


@pytest.mark.parametrize(("old", "new", "indent"), RENAMED, ids=[old for old, _, _ in RENAMED])
def test_both_keys_keep_the_new_one_and_say_the_old_one_is_not_read(old: str, new: str, indent: str) -> None:
    spec = next(spec for spec in USING if _new_keys_in(spec.read_text(encoding="utf-8"))[new])
    text = spec.read_text(encoding="utf-8")
    line = _new_keys_in(text)[new][0]
    lines = text.splitlines(keepends=True)
    value = '"the old text"' if new == "handling" else ("[the old line]" if new == "checklist" else "[[old, row]]")
    lines.insert(line - 1, f"{indent}{old}: {value}\n")
    p, warned = _read("".join(lines), spec.name)
    assert [(w.position.line, w.reason.split(":")[0]) for w in warned] == [(line, f"'{old}' is no longer read")]
    expected, _ = _read(text, spec.name)
    assert p.prose == expected.prose and [v.handling for v in p.variants] == [v.handling for v in expected.variants]
