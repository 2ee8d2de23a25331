"""Stage 3: the typed model templates render from.

Templates never see YAML: they see these dataclasses. Every name a template prints and every
type it maps is computed here (``py_type``, ``ts_type``, ``constant`` …), so a template only
loops and branches. Nothing in this module knows any particular protocol.

The model is three modules, imported from here: ``model_rules.py`` (limits, normalisation
rules, formats, enums), ``model_types.py`` (field types and shapes) and this one (fields,
variants, doc tables).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from generator import naming
from generator.model.rules import (
    Bound,
    Enum,
    Format,
    Limit,
    Lowercase,
    RemovePrefix,
    Rule,
    Strip,
    bound_code,
    bound_value,
    describe_rules,
    needs_fixpoint,
    removes_prefix,
)
from generator.model.types import (
    MAP_VALUE_TYPES,
    BooleanType,
    CountOf,
    EnumType,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    Shape,
    StringType,
    TextType,
)

__all__ = [
    "MAP_VALUE_TYPES", "BooleanType", "Bound", "CountOf", "DocTable", "Enum", "EnumType", "Field",
    "FieldType", "Format", "Include", "IntegerType", "Limit", "ListType", "Lowercase", "MapType",
    "NumberType", "ObjectType", "RemovePrefix", "Rule", "Shape", "StringType", "Strip", "TextType",
    "Variant", "bound_code", "bound_value", "describe_rules", "leading_required", "needs_fixpoint", "removes_prefix",
]


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
    def ts_local(self) -> str:
        """A TypeScript checker's constant for the field's checked value: ``fResourceId``."""
        return "f" + naming.pascal(self.name)

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


def leading_required(fields: list[Field]) -> list[Field]:
    """The fields before the first optional one: always present, so a TypeScript checker puts
    them in one object literal (V8 builds an object from a literal several times faster than it
    grows one key by key from ``{}``: 20 % of parsing the largest chart)."""
    run: list[Field] = []
    for f in fields:
        if not f.required:
            break
        run.append(f)
    return run


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
