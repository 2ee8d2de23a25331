"""What the two code targets (Python, TypeScript) share: the names of the constants both
export, how a bound is spelled in code, and the per-protocol facts their value macros need
(which regexes to compile, which rule lists to apply until stable, whether numbers are
checked)."""

from __future__ import annotations

from dataclasses import dataclass

from generator import naming
from generator.model import (
    AnyType,
    Enum,
    EnumType,
    FieldType,
    ListType,
    MapType,
    NumberType,
    OneOfType,
    Rule,
    StringType,
    TextType,
    Variant,
)
from generator.model.protocol import Envelope, Protocol, Safety
from generator.model.rules import Bound, Limit
from generator.model.types import Shape
from generator.targets.stable import StableRules, stable_rule_lists


def enum_constant(enum: Enum) -> str:
    """``THEME_VALUES``: the exported tuple (Python) or array (TypeScript) of an enum's values."""
    return f"{enum.name.upper()}_VALUES"


def reserved_constant(enum: Enum) -> str:
    return f"{enum.name.upper()}_RESERVED"


def item_types_constant(p: Protocol) -> str:
    """``ACTION_TYPES``, ``PROMPT_KINDS``: the exported list of item types in both languages;
    empty for a single-object envelope (no tag)."""
    disc = p.envelope.discriminator
    return f"{naming.upper_snake(p.envelope.item)}_{naming.upper_snake(disc.field)}S" if disc else ""


def bound_code(bound: Bound) -> str:
    """How generated code spells a bound: the constant's name, else the number."""
    return bound.name if isinstance(bound, Limit) else str(bound)


@dataclass(frozen=True)
class CodeContext:
    """What the value macros of one language share for one protocol."""

    err: str  # the protocol error class
    patterns: dict[str, str]  # regex source -> the constant holding it compiled
    safety: Safety
    until_stable: bool  # some rule list is applied until stable: the runtime helper is needed
    stable: dict[tuple[Rule, ...], StableRules]  # each such rule list, with its constant
    # Some value is checked against the magnitude bound (`Safety.magnitude`): with safe_numbers,
    # every number and integer; without, numbers only (finite), so not an integer-only protocol.
    checks_numbers: bool
    # Some field is of type `any`, or unknown fields are kept or refused: the module carries
    # runtime_json (and, for the values it walks, the rules it walks them with).
    uses_json_runtime: bool
    # The protocol has stream rules: the module carries runtime_stream and a stream class.
    has_stream: bool


def value_owners(p: Protocol) -> list[Shape | Variant | Envelope]:
    return [*p.shapes, *p.variants, p.envelope]


def leaf_types(t: FieldType) -> list[FieldType]:
    """The value types a field's checks reach: through lists, into a one_of's alternatives."""
    if isinstance(t, ListType):
        return leaf_types(t.of)
    if isinstance(t, OneOfType):
        return [leaf for alt in t.of for leaf in leaf_types(alt)]
    return [t]


def code_context(p: Protocol, err: str) -> CodeContext:
    """Regexes get one constant each, in spec order: field patterns, then named formats."""
    sources: list[str] = []
    rule_lists = [p.envelope.discriminator.normalise] if p.envelope.discriminator else []
    checks_numbers = p.safety.bounds_integers
    uses_json_runtime = p.envelope.unknown != "drop"
    for owner in value_owners(p):
        for t in (leaf for f in owner.fields for leaf in leaf_types(f.type)):
            if isinstance(t, (NumberType, TextType, AnyType)) or (
                isinstance(t, MapType) and (t.allows["number"] or t.open)
            ):
                checks_numbers = True
            uses_json_runtime = uses_json_runtime or isinstance(t, AnyType) or (isinstance(t, MapType) and t.open)
            if isinstance(t, StringType):
                sources += [s for s in (t.pattern, t.format.pattern if t.format else None) if s]
            if isinstance(t, (StringType, EnumType)):
                rule_lists.append(t.normalise)
            elif isinstance(t, MapType):
                rule_lists.append(t.key_normalise)
    checks_numbers = checks_numbers or uses_json_runtime  # the JSON rules hold the magnitude
    patterns: dict[str, str] = {}
    for source in sources:
        patterns.setdefault(source, f"_PATTERN_{len(patterns)}")
    stable = stable_rule_lists(rule_lists)
    return CodeContext(
        err=err,
        patterns=patterns,
        safety=p.safety,
        until_stable=bool(stable),
        stable=stable,
        checks_numbers=checks_numbers,
        uses_json_runtime=uses_json_runtime,
        has_stream=p.stream is not None,
    )
