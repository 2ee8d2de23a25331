"""Stage 3, the model's field types: what a value may be and how it is normalised, and the
object shapes fields share (``generator/model/fields.py`` re-exports every name here).

Each type's ``kind`` picks its template macros; ``py_type``, ``ts_type`` and ``doc_type`` are
how each output names it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from generator import naming
from generator.model.rules import Bound, Enum, Format, Rule, bound_value, describe_rules

if TYPE_CHECKING:
    from generator.model.fields import Field


@dataclass
class Shape:
    """A named object shape shared by fields (``resource_item``, ``chart_point``)."""

    name: str
    fields: list[Field]
    ts_name: str | None = None
    doc: str = ""

    @property
    def py_class(self) -> str:
        return naming.pascal(self.name)

    @property
    def py_checker(self) -> str:
        return f"_check_{self.name}"

    @property
    def ts_checker(self) -> str:
        return "check" + naming.pascal(self.name)

    @property
    def ts_inline(self) -> str:
        """The shape as a TypeScript object type literal."""
        return "{ " + "; ".join(f.ts_member for f in self.fields) + " }"

    @property
    def ts_ref(self) -> str:
        return self.ts_name or self.ts_inline


# --------------------------------------------------------------------------- field types


@dataclass
class FieldType:
    """What a value may be and how it is normalised. ``kind`` picks the template macros."""

    kind: ClassVar[str]

    @property
    def py_type(self) -> str:
        raise NotImplementedError

    @property
    def ts_type(self) -> str:
        raise NotImplementedError

    @property
    def doc_type(self) -> str:
        """How the protocol doc names the type in a field table."""
        raise NotImplementedError

    @property
    def doc_rules(self) -> list[str]:
        """The checks and normalisations, in words, for the doc's field tables."""
        return []


@dataclass
class StringType(FieldType):
    kind: ClassVar[str] = "string"
    normalise: tuple[Rule, ...] = ()
    starts_with: str | None = None
    max_length: Bound = None
    pattern: str | None = None
    format: Format | None = None
    default: str | None = None

    py_type = "str"
    ts_type = "string"
    doc_type = "string"

    @property
    def doc_rules(self) -> list[str]:
        out = describe_rules(self.normalise)
        if self.starts_with:
            out.append(f"must start with `{self.starts_with}`")
        if self.max_length is not None:
            out.append(f"at most {bound_value(self.max_length)} characters")
        if self.pattern:
            out.append(f"must match `{self.pattern}`")
        if self.format:
            out.append(f"a {self.format.name.replace('_', ' ')} (see Safety)")
        if self.default is not None:
            out.append(f"default `{self.default}`")
        return out


@dataclass
class EnumType(FieldType):
    kind: ClassVar[str] = "enum"
    enum: Enum = field(default_factory=lambda: Enum("", ()))
    normalise: tuple[Rule, ...] = ()
    default: str | None = None

    @property
    def py_type(self) -> str:
        return self.enum.py_literal

    @property
    def ts_type(self) -> str:
        return self.enum.ts_name or self.enum.ts_union

    @property
    def doc_type(self) -> str:
        return " | ".join(f"`{v}`" for v in self.enum.accepted)

    @property
    def length_check_at(self) -> int | None:
        """Where in ``normalise`` a value too long to be any of the enum's values can be refused
        before the rest of the rules run: before the first ``lowercase``, when no ``strip`` or
        prefix removal follows it (lowercasing never shortens a string, in Python or JavaScript:
        tests/test_stable.py checks every code point). Lowercasing six megabytes of ``İ`` costs
        several times parsing them. None when there is no lowercase to save."""
        kinds = [r.kind for r in self.normalise]
        if "lowercase" not in kinds or "remove_prefix" in kinds:
            return None
        at = kinds.index("lowercase")
        return None if "strip" in kinds[at:] else at

    @property
    def rules_before_length_check(self) -> tuple[Rule, ...]:
        return self.normalise[: self.length_check_at]

    @property
    def rules_after_length_check(self) -> tuple[Rule, ...]:
        return self.normalise[self.length_check_at :]

    @property
    def py_longest_value(self) -> int:
        """The longest value, reserved ones too, in code points (Python's ``len``)."""
        return max(len(v) for v in self.enum.values)

    @property
    def ts_longest_value(self) -> int:
        """The longest value, reserved ones too, in UTF-16 units (a JavaScript string's length)."""
        return max(len(v.encode("utf-16-le")) // 2 for v in self.enum.values)

    @property
    def doc_rules(self) -> list[str]:
        out = describe_rules(self.normalise) or ["exact match"]
        if self.enum.reserved:
            shown = ", ".join(f"`{v}`" for v in self.enum.reserved)
            out.append(f"{shown} reserved: {self.enum.reserved_reason}")
        if self.default is not None:
            out.append(f"default `{self.default}`")
        return out


@dataclass
class BooleanType(FieldType):
    kind: ClassVar[str] = "boolean"
    default: bool | None = None

    py_type = "bool"
    ts_type = "boolean"
    doc_type = "boolean"

    @property
    def doc_rules(self) -> list[str]:
        return ["`true` or `false` only"] + ([] if self.default is None else [f"default `{str(self.default).lower()}`"])


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

    py_type = "int"
    ts_type = "number"
    doc_type = "integer"

    @property
    def count_of(self) -> str | None:
        return self.default.field if isinstance(self.default, CountOf) else None

    @property
    def doc_rules(self) -> list[str]:
        out = ["a whole number (not a boolean)"]
        if self.min is not None:
            out.append(f"≥ {self.min}")
        if self.max is not None:
            out.append(f"≤ {self.max}")
        if isinstance(self.default, CountOf):
            out.append(f"when omitted, the length of `{self.default.field}` if that is not empty")
        elif self.default is not None:
            out.append(f"default `{self.default}`")
        return out


@dataclass
class NumberType(FieldType):
    kind: ClassVar[str] = "number"
    emit_float: bool = False

    py_type = "float"
    ts_type = "number"
    doc_type = "number"

    @property
    def doc_rules(self) -> list[str]:
        return ["not a boolean"] + (["sent as a float"] if self.emit_float else [])


@dataclass
class TextType(FieldType):
    """A scalar sent as its string form (``{label, value}`` metadata values)."""

    kind: ClassVar[str] = "text"

    py_type = "str"
    ts_type = "string"
    doc_type = "string"

    @property
    def doc_rules(self) -> list[str]:
        return ["a number or boolean is sent as its text (`49`, `True`)"]


@dataclass
class ObjectType(FieldType):
    kind: ClassVar[str] = "object"
    shape: Shape = field(default_factory=lambda: Shape("", []))

    @property
    def py_type(self) -> str:
        return self.shape.py_class

    @property
    def ts_type(self) -> str:
        return self.shape.ts_ref

    @property
    def doc_type(self) -> str:
        return "{ " + ", ".join(f.name for f in self.shape.fields) + " }"


@dataclass
class ListType(FieldType):
    kind: ClassVar[str] = "list"
    of: FieldType = field(default_factory=StringType)
    min_items: Bound = None
    max_items: Bound = None
    unique_by: str | None = None  # a field of the element shape whose values must differ

    @property
    def py_type(self) -> str:
        return f"list[{self.of.py_type}]"

    @property
    def ts_type(self) -> str:
        inner = self.of.ts_type
        return f"{inner}[]" if naming.is_ts_simple(inner) else f"Array<{inner}>"

    @property
    def doc_type(self) -> str:
        return f"{self.of.doc_type}[]"

    @property
    def doc_rules(self) -> list[str]:
        low, high = bound_value(self.min_items), bound_value(self.max_items)
        out = []
        if low and high:
            out.append(f"{low}–{high} items")
        elif low:
            out.append("not empty" if low == 1 else f"at least {low} items")
        elif high:
            out.append(f"at most {high} items")
        out.extend(f"each {rule}" for rule in self.of.doc_rules)
        if self.unique_by:
            out.append(f"`{self.unique_by}` unique within the list")
        return out


MAP_VALUE_TYPES = {"string": ("str", "string"), "number": ("int | float", "number"),
                   "boolean": ("bool", "boolean"), "null": ("None", "null")}


@dataclass
class MapType(FieldType):
    """An object with free-form string keys and scalar values (``fields``)."""

    kind: ClassVar[str] = "map"
    key_normalise: tuple[Rule, ...] = ()
    values: tuple[str, ...] = ()
    max_entries: Bound = None

    @property
    def py_type(self) -> str:
        return "dict[str, " + " | ".join(MAP_VALUE_TYPES[v][0] for v in self.values) + "]"

    @property
    def ts_type(self) -> str:
        return "Record<string, " + " | ".join(MAP_VALUE_TYPES[v][1] for v in self.values) + ">"

    @property
    def doc_type(self) -> str:
        return "object of " + " / ".join(self.values)

    @property
    def doc_rules(self) -> list[str]:
        out = describe_rules(self.key_normalise, "keys ") + ["keys not empty", "values kept as sent"]
        if self.max_entries is not None:
            out.append(f"at most {bound_value(self.max_entries)} entries")
        return out

    @property
    def allows(self) -> dict[str, bool]:
        return {name: name in self.values for name in MAP_VALUE_TYPES}
