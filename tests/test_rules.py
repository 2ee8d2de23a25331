"""Normalisation rules as the next engineer adds one (docs/architecture.md, "A new normalisation
rule"): every rule the model has can be written in a spec and read back, and a rule that a
place does not know yet stops the run there, or is handled the safe way, rather than being
silently left out of the generated code."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from bench.hostile_values import rule_values
from generator.model import StringType, reference
from generator.model.protocol import Protocol
from generator.model.rules import Lowercase, RemovePrefix, Rule, Strip, length_check_at, rule_from_spec
from generator.spec.read import read_spec_text
from generator.spec.schema import SCHEMA
from generator.targets.python import python_files
from generator.targets.python.batch import _columnable
from generator.targets.typescript import typescript_files
from tests.conformance.cases import value_mutations
from tests.conftest import ROOT

RULES = [cls for cls in Rule.__subclasses__() if cls.__module__ == "generator.model.rules"]


@dataclass(frozen=True)
class MadeUp(Rule):
    """A rule no place knows: what a new one is before its places are written."""

    kind: ClassVar[str] = "made_up"


def test_the_model_has_the_rules_the_language_has() -> None:
    assert {cls.kind for cls in RULES} == {"strip", "lowercase", "remove_prefix"}


@pytest.mark.parametrize("cls", RULES, ids=lambda c: c.kind)
def test_every_rule_is_written_in_a_spec_and_read_back(cls: type[Rule]) -> None:
    """The schema lets a spec write it (a name, or a name and its argument) and the builder
    makes the same rule of it."""
    normalise = json.loads(SCHEMA.read_text(encoding="utf-8"))["$defs"]["normalise"]
    rule = RemovePrefix("#") if cls is RemovePrefix else cls()
    written = {cls.kind: "#"} if cls is RemovePrefix else cls.kind
    assert cls.kind in json.dumps(normalise)
    assert rule_from_spec(written) == rule


def _protocol_with(rules: tuple[Rule, ...]) -> Protocol:
    """The minimal fixture with its required string field normalised by ``rules``."""
    p = read_spec_text((ROOT / "tests/fixtures/minimal/alert.v1.yaml").read_text(encoding="utf-8"), "alert.v1.yaml")
    string = next(f.type for v in p.variants for f in v.fields if isinstance(f.type, StringType) and f.required)
    assert isinstance(string, StringType)
    string.normalise = rules
    return p


@pytest.mark.parametrize(
    "rules", [(MadeUp(),), (Strip(), MadeUp()), (RemovePrefix("#"), MadeUp())], ids=["alone", "after", "until-stable"]
)
def test_a_rule_no_target_knows_stops_the_run(rules: tuple[Rule, ...]) -> None:
    p = _protocol_with(rules)
    with pytest.raises(NotImplementedError, match="made_up"):
        python_files(p)
    with pytest.raises(NotImplementedError, match="made_up"):
        typescript_files(p)
    with pytest.raises(TypeError):
        reference.apply_rules(rules, "value")
    # nor do the shared vectors or the adversarial bench: they craft values rule by rule
    string = StringType(normalise=rules)
    with pytest.raises(NotImplementedError, match="made_up"):
        list(value_mutations(string))
    with pytest.raises(NotImplementedError, match="made_up"):
        rule_values(rules, "x")


def test_a_rule_no_one_has_thought_about_is_handled_the_safe_way() -> None:
    """It may shorten a value, so no length check comes before it; the batch path has no str
    method for it, so its column is checked item by item."""
    assert MadeUp.shortens and not Lowercase.shortens
    assert length_check_at((Strip(), Lowercase())) == 1
    assert length_check_at((Strip(), Lowercase(), MadeUp())) is None
    assert length_check_at((MadeUp(), Lowercase())) == 1  # it runs before the check: no matter
    assert _columnable(StringType(normalise=(Strip(), Lowercase())))
    assert not _columnable(StringType(normalise=(MadeUp(),)))
