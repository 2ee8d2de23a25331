"""Stage 3: the typed model templates render from.

Templates never see YAML: they see these dataclasses. Every name a template prints and every
type it maps is computed here (``py_type``, ``ts_type``, ``constant`` …), so a template only
loops and branches. Nothing in this module knows any particular protocol.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import ClassVar

from generator import naming


# --------------------------------------------------------------------------- limits


@dataclass(frozen=True)
class Limit:
    """A named bound (``MAX_ACTIONS: 20``), exported as a constant in every language."""

    name: str
    value: int
    doc: str = ""


Bound = int | Limit | None


def bound_value(bound: Bound) -> int | None:
    return bound.value if isinstance(bound, Limit) else bound


def bound_code(bound: Bound) -> str:
    """How generated code spells a bound: the constant's name, else the number."""
    return bound.name if isinstance(bound, Limit) else str(bound)


# --------------------------------------------------------------------------- normalisation rules


@dataclass(frozen=True)
class Rule:
    """One normalisation step applied to a string, in spec order."""

    kind: ClassVar[str]

    @property
    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Strip(Rule):
    kind: ClassVar[str] = "strip"

    @property
    def describe(self) -> str:
        return "surrounding whitespace removed"


@dataclass(frozen=True)
class Lowercase(Rule):
    kind: ClassVar[str] = "lowercase"

    @property
    def describe(self) -> str:
        return "lowercased"


@dataclass(frozen=True)
class RemovePrefix(Rule):
    """Removes ``prefix`` while the value starts with it: once would not be idempotent."""

    kind: ClassVar[str] = "remove_prefix"
    prefix: str = ""

    @property
    def describe(self) -> str:
        return f"leading `{self.prefix}` removed (repeatedly)"


def removes_prefix(rules: tuple[Rule, ...]) -> bool:
    """Whether the generated code hands ``rules`` to its ``until stable`` runtime helper: every
    list with a prefix removal does (one code path, linear in the value's length), whether or
    not it :func:`needs_fixpoint` (a lone prefix removal is stable after one pass)."""
    return any(isinstance(r, RemovePrefix) for r in rules)


def needs_fixpoint(rules: tuple[Rule, ...]) -> bool:
    """Whether applying ``rules`` once can leave work for a second pass.

    Canonical output must re-validate to itself, so every rule list must be idempotent.
    ``strip`` and ``lowercase`` are, alone and together; a prefix removal next to another rule
    is not (``" # x"`` → strip → ``"# x"`` → remove ``#`` → ``" x"``). Such lists are applied
    until the value stops changing.
    """
    return len(rules) > 1 and removes_prefix(rules)


def describe_rules(rules: tuple[Rule, ...], prefix: str = "") -> list[str]:
    """The doc's words for a rule list, in order; a list applied until stable says so."""
    out = [f"{prefix}{r.describe}" for r in rules]
    if needs_fixpoint(rules):
        out.append("those steps repeated until nothing changes")
    return out


@dataclass(frozen=True)
class Format:
    """A named string format from the spec's ``formats`` (``console_path``): a pattern every
    value must fully match, the reason given when it does not, and why the rule exists."""

    name: str
    pattern: str
    message: str
    reason: str = ""


# --------------------------------------------------------------------------- enums and shapes


@dataclass
class Enum:
    """A named set of strings, in spec order. ``reserved`` values are recognised but refused
    (with ``reserved_reason``); ``accepted`` are the ones output can contain."""

    name: str
    values: tuple[str, ...]
    ts_name: str | None = None
    doc: str = ""
    reserved: tuple[str, ...] = ()
    reserved_reason: str = ""

    @property
    def accepted(self) -> tuple[str, ...]:
        return tuple(v for v in self.values if v not in self.reserved)

    @property
    def constant(self) -> str:
        return f"{self.name.upper()}_VALUES"

    @property
    def reserved_constant(self) -> str:
        return f"{self.name.upper()}_RESERVED"

    @property
    def unknown_reason(self) -> str:
        return "must be one of " + ", ".join(self.accepted)

    @property
    def py_literal(self) -> str:
        return "Literal[" + ", ".join(json.dumps(v) for v in self.accepted) + "]"

    @property
    def ts_union(self) -> str:
        return " | ".join(naming.ts_string(v) for v in self.accepted)


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


# --------------------------------------------------------------------------- fields, variants


@dataclass
class Field:
    name: str
    type: FieldType
    required: bool = False
    doc: str = ""
    ts_doc: str = ""

    @property
    def py_key(self) -> str:
        return json.dumps(self.name)

    @property
    def py_var(self) -> str:
        """The generated code's working variable for this field (one per field, so each keeps
        one type for mypy): ``resourceType`` → ``resource_type``."""
        return "v_" + "_".join(naming.words(self.name)).lower()

    @property
    def ts_key(self) -> str:
        return naming.ts_key(self.name)

    @property
    def ts_member(self) -> str:
        return f"{self.ts_key}{'' if self.required else '?'}: {self.type.ts_type}"

    @property
    def ts_doc_lines(self) -> list[str]:
        return self.ts_doc.splitlines()

    @property
    def py_annotation(self) -> str:
        return self.type.py_type if self.required else f"NotRequired[{self.type.py_type}]"

    @property
    def doc_notes(self) -> str:
        """The Notes cell: the author's note, then the rules the generated code enforces."""
        rules = "; ".join(self.type.doc_rules)
        return " — ".join(part for part in (self.doc, rules) if part)

    @property
    def has_default(self) -> bool:
        return getattr(self.type, "default", None) is not None


@dataclass
class Include:
    """A shape's fields spliced into a variant at this point (``- include: resource_item``)."""

    shape: Shape


@dataclass
class Variant:
    """One member of the discriminated union (an action type)."""

    name: str
    members: list[Field | Include]
    protocol_prefix: str
    item_name: str
    discriminator: str
    summary: str = ""
    description: str = ""
    ts_doc: str = ""
    console: str = ""
    notes: list[str] = field(default_factory=list)
    agent_rules: list[str] = field(default_factory=list)
    doc_tables: list[DocTable] = field(default_factory=list)
    examples: list[object] = field(default_factory=list)
    forbid: tuple[str, ...] = ()
    discriminator_after: str | None = None  # emit the discriminator after this field

    @property
    def forbid_reason(self) -> str:
        return f"is not allowed in a {self.name} {self.item_name}"

    @property
    def fields(self) -> list[Field]:
        """Every field in output order, includes spliced in."""
        out: list[Field] = []
        for member in self.members:
            out.extend(member.shape.fields if isinstance(member, Include) else [member])
        return out

    @property
    def own_fields(self) -> list[Field]:
        return [m for m in self.members if isinstance(m, Field)]

    @property
    def includes(self) -> list[Shape]:
        return [m.shape for m in self.members if isinstance(m, Include)]

    @property
    def py_class(self) -> str:
        return naming.pascal(self.name) + naming.pascal(self.item_name)

    @property
    def py_checker(self) -> str:
        return f"_check_{self.name}_{self.item_name}"

    @property
    def ts_checker(self) -> str:
        return "check" + naming.pascal(self.name) + naming.pascal(self.item_name)

    @property
    def ts_type_name(self) -> str:
        return self.protocol_prefix + naming.pascal(self.name) + naming.pascal(self.item_name)

    @property
    def ts_doc_lines(self) -> list[str]:
        return self.ts_doc.splitlines()

    @property
    def ts_literal(self) -> str:
        return naming.ts_string(self.name)

    @property
    def ts_tag_member(self) -> str:
        return f"{self.discriminator}: {self.ts_literal}"

    @property
    def ts_single_line(self) -> str | None:
        """The variant's object type on one line, when it is short and has no comments."""
        if self.includes or self.ts_doc or any(f.ts_doc for f in self.own_fields):
            return None
        text = "{ " + "; ".join([self.ts_tag_member] + [f.ts_member for f in self.own_fields]) + " }"
        return text if len(text) <= 72 else None


@dataclass
class DocTable:
    columns: list[str]
    rows: list[list[str]]
    title: str = ""
