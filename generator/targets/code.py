"""What the two code targets (Python, TypeScript) share: the names of the constants both
export, how a bound is spelled in code, a field's doc (which the JSON Schema target writes too),
and the per-protocol facts their value macros need (which regexes to compile, which rule lists
to apply until stable, whether numbers are checked)."""

from __future__ import annotations

from dataclasses import dataclass

from generator import naming
from generator.model import (
    AnyType,
    Enum,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
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


def field_doc(f: Field) -> str:
    """The one doc of a field, as every generated file a consumer reads carries it: the Python
    field docstring, the TypeScript JSDoc, the JSON Schema ``description``, and the generated
    doc's table. Every target reads a field's doc here and nowhere else."""
    return f.doc


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
    # False when no value is (no number at all): the bound's constant would be read by nothing.
    checks_numbers: bool
    # Some field is of type `any`, or unknown fields are kept or refused: the module carries
    # runtime_json (and, for the values it walks, the rules it walks them with).
    uses_json_runtime: bool
    # The protocol has stream rules: the module carries runtime_stream and a stream class.
    has_stream: bool
    # The shapes whose checker some value reaches (checked_shapes): the others, only ever
    # `include`d, get no checker, as a function nothing calls fails a consumer's noUnusedLocals.
    checked_shapes: list[Shape]

    @property
    def checked_plain_shapes(self) -> list[Shape]:
        """The checked shapes with fields of their own (not unions)."""
        return [s for s in self.checked_shapes if s.union is None]


def value_owners(p: Protocol) -> list[Shape | Variant | Envelope]:
    return [*p.shapes, *p.variants, p.envelope]


def checked_shapes(p: Protocol) -> list[Shape]:
    """The shapes whose checker the items' checks reach (a field of the shape's type, in a list
    or a one_of, or a member of such a union shape), in spec order. A shape that is only
    ``include``d is not among them: its fields are checked as the includer's own."""
    reached: set[str] = set()

    def reach_fields(fields: list[Field]) -> None:
        for t in (leaf for f in fields for leaf in leaf_types(f.type)):
            if isinstance(t, ObjectType):
                reach(t.shape)

    def reach(shape: Shape) -> None:
        if shape.name not in reached:
            reached.add(shape.name)
            reach_fields(shape.fields)
            for _, member in shape.union.members if shape.union else []:
                reach(member)

    items: list[Variant | Envelope] = [*p.variants, p.envelope]
    for owner in items:
        reach_fields(owner.fields)
    return [s for s in p.shapes if s.name in reached]


def checks_magnitude(t: FieldType, safety: Safety) -> bool:
    """A value of type ``t`` is held to the magnitude bound: numbers always (finite), integers
    under safe_numbers, a map's numbers and an open map's or an ``any``'s values."""
    if isinstance(t, MapType):
        return t.allows["number"] or t.open
    return isinstance(t, (NumberType, TextType, AnyType)) or (isinstance(t, IntegerType) and safety.bounds_integers)


def leaf_types(t: FieldType) -> list[FieldType]:
    """The value types a field's checks reach: through lists, into a one_of's alternatives."""
    if isinstance(t, ListType):
        return leaf_types(t.of)
    if isinstance(t, OneOfType):
        return [leaf for alt in t.of for leaf in leaf_types(alt)]
    return [t]


def code_context(p: Protocol, err: str) -> CodeContext:
    """Regexes get one constant each, in spec order: field patterns, then named formats. Only
    what a checker the module has reads counts (a shape only included is checked in its
    includers), so every constant the module declares is read."""
    sources: list[str] = []
    rule_lists = [p.envelope.discriminator.normalise] if p.envelope.discriminator else []
    checks_numbers = False
    uses_json_runtime = p.envelope.unknown != "drop"
    checked = checked_shapes(p)
    owners: list[Shape | Variant | Envelope] = [*checked, *p.variants, p.envelope]
    for owner in owners:
        for t in (leaf for f in owner.fields for leaf in leaf_types(f.type)):
            checks_numbers = checks_numbers or checks_magnitude(t, p.safety)
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
        checked_shapes=checked,
    )
