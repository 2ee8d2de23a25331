"""The model's root: the whole protocol as one typed object (its envelope, variants, shapes,
limits, safety rules, tool and prose). Targets name what it holds in their own languages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from generator.model import (
    Bound,
    Enum,
    Field,
    FieldType,
    Format,
    Limit,
    ListType,
    ObjectType,
    Rule,
    Shape,
    Variant,
    bound_value,
    messages,
)
from generator.model.changelog import ChangelogEntry
from generator.model.stream import Stream


@dataclass(frozen=True)
class SafetyRule:
    """One rule of the spec's ``safety`` list, as the doc's Safety section states it."""

    rule: str
    title: str
    reason: str


_DOUBLE_LIMIT = 2**1024 - 2**970 - 1  # see Safety.magnitude


@dataclass
class Safety:
    """Rules that make hostile input harmless, rendered by the templates in both languages.

    Everything is off unless the spec's ``safety`` list turns it on, so a protocol states what
    its Console may rely on.
    """

    max_bytes: Limit | None = None
    max_depth: Limit | None = None
    reject_nul: bool = False
    reject_lone_surrogates: bool = False
    max_magnitude: int | None = None  # numbers within ±max_magnitude (always finite: `magnitude`)
    forbidden_keys: tuple[str, ...] = ()
    rules: list[SafetyRule] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def checks_text(self) -> bool:
        return self.reject_nul or self.reject_lone_surrogates

    @property
    def text_reason(self) -> str:
        return messages.text_safety(self.reject_nul, self.reject_lone_surrogates)

    @property
    def magnitude(self) -> int:
        """The largest magnitude a number may have: ``safe_numbers``' bound, else the largest
        that still reads as a finite double (JSON has no infinities). That is one below
        2**1024 - 2**970, where rounding to a double reaches infinity: JavaScript reads every
        literal below it as at most Number.MAX_VALUE, and Python's float() overflows from it."""
        return self.max_magnitude if self.max_magnitude is not None else _DOUBLE_LIMIT

    @property
    def bounds_integers(self) -> bool:
        """Whether an ``integer`` is checked against ``magnitude``: only under ``safe_numbers``.
        An integer is never NaN or infinite, and without the rule it is left unbounded."""
        return self.max_magnitude is not None

    @property
    def number_reason(self) -> str:
        return messages.finite_number(self.max_magnitude)


@dataclass
class Discriminator:
    field: str
    normalise: tuple[Rule, ...] = ()
    after: str | None = None  # emitted after this item field; first when None


@dataclass
class Envelope:
    """How items travel: a list under ``list_key`` (``actions``), each item tagged by the
    discriminator; or, without ``list_key``, one item whose fields sit beside ``protocol``."""

    item: str
    discriminator: Discriminator | None
    list_key: str | None = None
    min_items: Bound = None
    max_items: Bound = None
    unique: str | None = None  # an item field whose values differ across the call
    fields: list[Field] = field(default_factory=list)  # optional fields beside the list
    # What a key an item or a shape does not declare does: dropped, kept in the output (after
    # the declared fields, walked as an `any` value), or refused (spec/README.md).
    unknown: str = "drop"

    @property
    def is_list(self) -> bool:
        return self.list_key is not None

    @property
    def unique_reason(self) -> str:
        return messages.NOT_UNIQUE

    @property
    def min_value(self) -> int | None:
        return bound_value(self.min_items)

    @property
    def max_value(self) -> int | None:
        return bound_value(self.max_items)


@dataclass
class Tool:
    """The tool the model calls. ``description`` is its docstring; ``examples`` holds one short
    item per variant for the argument's description (generator/build/tool.py, generator/targets/tool/definition.py)."""

    name: str
    argument: str
    error_prefix: str
    argument_doc: str = ""
    description: str = ""
    written_description: str = ""  # as the spec wrote it; `description` falls back to the summary
    examples: dict[str, object] = field(default_factory=dict)  # variant name -> item


@dataclass
class Example:
    """A worked example: a story, the items the agent sends, and what it says afterwards."""

    title: str
    items: list[object]
    story: list[str] = field(default_factory=list)
    answer: str = ""
    fields: dict[str, object] = field(default_factory=dict)  # envelope-level fields (title)


@dataclass
class Batching:
    title: str
    text: str
    after_example: str = ""


@dataclass
class Prose:
    """The doc's hand-written parts, kept in the spec so the doc is generated whole."""

    transport: list[list[str]] = field(default_factory=list)
    transport_notes: list[str] = field(default_factory=list)
    forward_compat: list[str] = field(default_factory=list)
    detection_notes: list[str] = field(default_factory=list)
    actions_intro: str = ""
    batching: Batching | None = None
    checklist: list[str] = field(default_factory=list)
    implementation: list[list[str]] = field(default_factory=list)
    agent_rules: list[str] = field(default_factory=list)


@dataclass
class Protocol:
    source: str  # the spec's path as written in headers, e.g. spec/console.v1.yaml (generator/project.py)
    name: str
    id: str
    version: str
    title: str
    tool: Tool
    envelope: Envelope
    limits: list[Limit]
    enums: list[Enum]
    shapes: list[Shape]
    variants: list[Variant]
    summary: str = ""
    intro: str = ""
    examples: list[Example] = field(default_factory=list)
    prose: Prose = field(default_factory=Prose)
    safety: Safety = field(default_factory=Safety)
    formats: list[Format] = field(default_factory=list)
    changelog: list[ChangelogEntry] = field(default_factory=list)  # newest first (generator/model/changelog.py)
    # Each target's own options, the spec's `packages` block by block (`packages.python`:
    # module, distribution, …), opaque here: the target that declares a block reads it
    # (generator/targets/base.py, TargetOptions).
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    stream: Stream | None = None  # the order items may come in (generator/model/stream.py)
    # what generated headers tell a reader to run, from the project root (generator/project.py)
    regenerate_command: str = "python -m generator generate"

    @property
    def item_types(self) -> list[str]:
        return [v.wire for v in self.variants]

    @property
    def shapes_dependencies_first(self) -> list[Shape]:
        """Shapes ordered so each comes after the shapes its fields use (spec order otherwise)."""
        done: list[Shape] = []

        def visit(shape: Shape) -> None:
            if shape in done:
                return
            for f in shape.fields:
                inner = f.type
                while isinstance(inner, ListType):
                    inner = inner.of
                if isinstance(inner, ObjectType):
                    visit(inner.shape)
            for _, member in shape.union.members if shape.union else []:
                visit(member)
            done.append(shape)

        for shape in self.shapes:
            visit(shape)
        return done

    def value_sites(self) -> Iterator[tuple[str, FieldType]]:
        """Every value site of the protocol as (``variant.field`` / ``shape.field[]``, type);
        shape fields once, under the shape's name; list elements as ``…[]``."""
        owners: list[tuple[str, list[Field]]] = [("", self.envelope.fields)]
        owners += [(s.name, s.fields) for s in self.shapes]
        owners += [(v.name, v.own_fields) for v in self.variants]
        for owner, fields in owners:
            for f in fields:
                where, t = f"{owner}.{f.name}" if owner else f.name, f.type
                yield where, t
                while isinstance(t, ListType):
                    where, t = where + "[]", t.of
                    yield where, t

    def declared_keys(self, owner: Shape | Variant) -> list[str]:
        """The keys an object of ``owner`` declares, in spec order: its fields, and an item's
        discriminator and forbidden fields. Under ``unknown: keep`` or ``refuse`` every other key
        of the object is unknown (spec/README.md, "Unknown fields")."""
        keys = [f.name for f in owner.fields]
        # a union's tag sits in each member's objects
        keys += [s.union.discriminator for s in self.shapes if s.union and any(m is owner for _, m in s.union.members)]
        if isinstance(owner, Variant):
            disc = self.envelope.discriminator
            keys += [disc.field] if disc else []
            keys += [name for name in owner.forbid if name not in keys]
        return list(dict.fromkeys(keys))  # a shape in two unions with one tag name has it once

    @property
    def plain_shapes(self) -> list[Shape]:
        """The shapes with fields of their own (not unions)."""
        return [s for s in self.shapes if s.union is None]
