"""Stage 3, the model: the typed protocol every target renders, and nothing of any target.

It knows fields, shapes, rules, limits, enums and messages; how Python or TypeScript names or
types them, and how the doc words them, is each target's own (generator/targets/). No member
names a language: what the spec addresses to one target (``packages.python.module``) is that
target's block of ``Protocol.options``, an opaque mapping the target reads itself; names
every target uses (a shape's ``type_name``) are neutral, and it computes nothing for a target. ``reference.py`` runs it directly: the spec
language's semantics, the oracle of the shared vectors.
"""

from __future__ import annotations

from generator.model.rules import (
    Bound,
    Enum,
    Format,
    Limit,
    Lowercase,
    RemovePrefix,
    Rule,
    Strip,
    bound_value,
    needs_fixpoint,
    removes_prefix,
    rule_from_spec,
)
from generator.model.types import (
    JSON_KINDS,
    MAP_VALUE_KINDS,
    NULL_MODES,
    AnyType,
    BooleanType,
    CountOf,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    Shape,
    ShapeUnion,
    StringType,
    TextType,
    requirements,
)
from generator.model.variants import DocTable, Include, Variant

__all__ = [
    "JSON_KINDS",
    "MAP_VALUE_KINDS",
    "AnyType",
    "NULL_MODES",
    "BooleanType",
    "Bound",
    "CountOf",
    "DocTable",
    "Enum",
    "EnumType",
    "Field",
    "FieldType",
    "Format",
    "Include",
    "IntegerType",
    "Limit",
    "ListType",
    "Lowercase",
    "MapType",
    "NumberType",
    "ObjectType",
    "OneOfType",
    "RemovePrefix",
    "Rule",
    "Shape",
    "ShapeUnion",
    "StringType",
    "Strip",
    "TextType",
    "Variant",
    "bound_value",
    "needs_fixpoint",
    "removes_prefix",
    "requirements",
    "rule_from_spec",
]
