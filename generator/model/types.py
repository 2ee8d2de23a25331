"""The model's values: what a field may hold and how it is normalised (one class per field
type, picked by its ``kind``), fields themselves, and the object shapes fields share.

Field, Shape and the object type refer to each other, so they live in one module. Nothing here
knows a target: how Python or TypeScript spells a type, or the doc says it, is the targets'
(generator/targets/*/names.py, generator/targets/docs/text.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from generator.model import messages as m
from generator.model.rules import Bound, Enum, Format, Rule, length_check_at

# The kinds of value a map may hold, in the order the spec language lists them.
MAP_VALUE_KINDS = ("string", "number", "boolean", "null", "any")

# What a field's JSON null means (the spec's ``null:``), default first: the field is missing;
# null is a value, kept in the output; null is refused ("must not be null") though the field
# may be left out.
NULL_MODES = ("missing", "value", "refused", "tolerated")


@dataclass
class Field:
    """One field of an object. ``doc`` says what it is for, in the spec's words: the one doc
    every target renders (the doc's Notes, a comment in the generated code)."""

    name: str
    type: FieldType
    required: bool = False
    doc: str = ""
    null: str = "missing"  # one of NULL_MODES
    # Sibling fields that must be present whenever this one is (present: in the checked
    # object, so a null counted as missing or an empty string left out is absent).
    requires: tuple[str, ...] = ()

    @property
    def null_is_value(self) -> bool:
        return self.null == "value"

    @property
    def null_is_refused(self) -> bool:
        return self.null == "refused"

    @property
    def null_is_tolerated(self) -> bool:
        """A null counts as missing, and a stream validator warns about it (``tolerated:null``)."""
        return self.null == "tolerated"

    @property
    def has_default(self) -> bool:
        return getattr(self.type, "default", None) is not None


def requirements(fields: list[Field]) -> list[tuple[str, str, str]]:
    """Each field's ``requires`` as (field, sibling it requires, reason), in field order then
    the order the spec names them: the checks made once every field of the object is checked."""
    return [(f.name, name, m.requires(name)) for f in fields for name in f.requires]


@dataclass
class Shape:
    """A named object shape shared by fields (``resource_item``, ``chart_point``); ``type_name``,
    the name of its type in every target (``ResourceItem``: the spec's ``type_name``, else the
    name in PascalCase), which a target may dress (a prefix) or override in its own options. A
    union shape (``union`` set) has no fields of its own: its objects are one of its members,
    told apart by a tag field."""

    name: str
    fields: list[Field]
    type_name: str = ""
    doc: str = ""
    union: ShapeUnion | None = None
    # What a key its objects do not declare does ("drop", "keep", "refuse"): the envelope's
    # `unknown`, which the spec gives once for every item and shape.
    unknown: str = "drop"


@dataclass
class ShapeUnion:
    """A discriminated union of shapes: the object's ``discriminator`` field (a string, taken
    exactly as sent) names its member, ``members`` as (tag, shape) in spec order. Output is the
    tag first, then the member's fields."""

    discriminator: str
    members: list[tuple[str, Shape]]

    @property
    def tags(self) -> tuple[str, ...]:
        return tuple(tag for tag, _ in self.members)


# --------------------------------------------------------------------------- field types


@dataclass
class FieldType:
    """What a value may be and how it is normalised. ``kind`` picks the template macros."""

    kind: ClassVar[str]


class _RulesSplitAtLength:
    """``normalise`` split where a value too long for the field is refused, for the targets: the
    rules before that check and after it (all of them before it when there is none)."""

    normalise: tuple[Rule, ...]

    @property
    def length_check_at(self) -> int | None:
        raise NotImplementedError

    @property
    def rules_before_length_check(self) -> tuple[Rule, ...]:
        return self.normalise[: self.length_check_at]

    @property
    def rules_after_length_check(self) -> tuple[Rule, ...]:
        at = self.length_check_at
        return () if at is None else self.normalise[at:]


@dataclass
class StringType(_RulesSplitAtLength, FieldType):
    kind: ClassVar[str] = "string"
    normalise: tuple[Rule, ...] = ()
    starts_with: str | None = None
    max_length: Bound = None
    pattern: str | None = None
    format: Format | None = None
    default: str | None = None
    # An empty string (after the rules) is a value, kept as "", and meets the checks like any
    # other; without it a required field refuses it and an optional one counts it as missing.
    keep_empty: bool = False

    @property
    def length_check_at(self) -> int | None:
        """Where in ``normalise`` a value longer than ``max_length`` is refused
        (``rules.length_check_at``): its outcome there is the one the checks after the rules
        would reach. The value is not empty, and lowercasing changes neither the text safety
        rules' answer (it makes and removes no NUL or lone surrogate) nor, by lengthening it,
        the length check's; so the text safety rules run first, then the length refuses it.
        None with ``starts_with``, which looks at the lowercased value and comes before the
        length: that field lowercases whatever its length (spec/README.md)."""
        if self.max_length is None or self.starts_with:
            return None
        return length_check_at(self.normalise)


@dataclass
class EnumType(_RulesSplitAtLength, FieldType):
    kind: ClassVar[str] = "enum"
    enum: Enum = field(default_factory=lambda: Enum("", ()))
    normalise: tuple[Rule, ...] = ()
    default: str | None = None

    @property
    def length_check_at(self) -> int | None:
        """Where in ``normalise`` a value too long to be any of the enum's values is refused
        (``rules.length_check_at``)."""
        return length_check_at(self.normalise)


@dataclass
class BooleanType(FieldType):
    kind: ClassVar[str] = "boolean"
    default: bool | None = None


@dataclass(frozen=True)
class CountOf:
    """A default taken from the length of a sibling list, when that list is not empty."""

    field: str


@dataclass
class IntegerType(FieldType):
    kind: ClassVar[str] = "integer"
    min: int | None = None
    max: int | None = None
    default: int | CountOf | None = None
    # A float with no fractional part (2.0, 1e3) is that integer, as JavaScript (which has one
    # number type) and pydantic read it; without it Python refuses 2.0 ("must be an integer").
    whole_floats: bool = False

    @property
    def count_of(self) -> str | None:
        return self.default.field if isinstance(self.default, CountOf) else None


@dataclass
class NumberType(FieldType):
    kind: ClassVar[str] = "number"
    emit_float: bool = False


@dataclass
class TextType(FieldType):
    """A scalar sent as its string form (``{label, value}`` metadata values)."""

    kind: ClassVar[str] = "text"


# The JSON kind of value each field type takes; a one_of picks its alternative by it.
JSON_KINDS = {
    "string": "string",
    "enum": "string",
    "integer": "number",
    "number": "number",
    "boolean": "boolean",
    "list": "array",
    "object": "object",
    "map": "object",
}


@dataclass
class OneOfType(FieldType):
    """A value of one of several types, told apart by its JSON kind (a string, a number, a
    boolean, an array, an object): ``content`` that is a string or a list of parts. Each
    alternative takes a different kind; a value of none of them is refused."""

    kind: ClassVar[str] = "one_of"
    of: tuple[FieldType, ...] = ()

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(JSON_KINDS[t.kind] for t in self.of)


@dataclass
class AnyType(FieldType):
    """Any JSON value, kept as sent: an object, array, string, number, boolean or null inside
    it. The protocol's safety rules still hold at every depth (text, numbers, forbidden keys)."""

    kind: ClassVar[str] = "any"


@dataclass
class ObjectType(FieldType):
    kind: ClassVar[str] = "object"
    shape: Shape = field(default_factory=lambda: Shape("", []))


@dataclass
class ListType(FieldType):
    kind: ClassVar[str] = "list"
    of: FieldType = field(default_factory=StringType)
    min_items: Bound = None
    max_items: Bound = None
    unique_by: str | None = None  # a field of the element shape whose values must differ


@dataclass
class MapType(FieldType):
    """An object with free-form string keys and scalar values (``fields``)."""

    kind: ClassVar[str] = "map"
    key_normalise: tuple[Rule, ...] = ()
    values: tuple[str, ...] = ()
    max_entries: Bound = None

    @property
    def allows(self) -> dict[str, bool]:
        return {name: name in self.values for name in MAP_VALUE_KINDS}

    @property
    def open(self) -> bool:
        """Its values are any JSON value (``values: [any]``), walked as an ``any`` field's."""
        return self.values == ("any",)
