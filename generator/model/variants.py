"""The members of the discriminated union: each variant's fields, in output order, with the
shapes it includes spliced in, and the prose the doc and the model's tool description carry."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import messages
from generator.model.types import Field, Shape


@dataclass
class Include:
    """A shape's fields spliced into a variant at this point (``- include: resource_item``)."""

    shape: Shape


@dataclass
class DocTable:
    columns: list[str]
    rows: list[list[str]]
    title: str = ""


@dataclass
class Variant:
    """One member of the discriminated union (an action type). ``doc`` is the spec's note on
    its type, which the code targets render as a comment."""

    name: str
    members: list[Field | Include]
    item_name: str
    discriminator: str
    summary: str = ""
    description: str = ""
    doc: str = ""
    handling: str = ""  # how code that reads the item handles it (the doc's "Handling:")
    notes: list[str] = field(default_factory=list)
    agent_rules: list[str] = field(default_factory=list)
    doc_tables: list[DocTable] = field(default_factory=list)
    examples: list[object] = field(default_factory=list)
    forbid: tuple[str, ...] = ()
    discriminator_after: str | None = None  # emit the discriminator after this field
    tag: str | None = None  # the discriminator's value on the wire when it is not ``name``
    unknown: str = "drop"  # what a key it does not declare does: the envelope's `unknown`

    @property
    def wire(self) -> str:
        """The discriminator's value that names this variant on the wire."""
        return self.tag or self.name

    @property
    def forbid_reason(self) -> str:
        return messages.forbidden_in(self.name, self.item_name)

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
