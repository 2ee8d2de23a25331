"""Stage 3 (root): the whole protocol as one typed object, plus every name derived from it.

Naming conventions live here so each target spells the same thing the same way: the Python
module exports ``validate_<item>``, ``parse_<argument>_arg``, ``emit_<name>_<argument>``,
``<Name>ProtocolError``; TypeScript exports ``parse<Prefix>Envelope``,
``validate<Prefix><Item>``, ``emit<Prefix><Argument>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from generator import naming
from generator.model.changelog import ChangelogEntry
from generator.model.fields import (
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
)


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
        parts = (["NUL"] if self.reject_nul else []) + (["unpaired surrogate"] if self.reject_lone_surrogates else [])
        return f"must not contain {' or '.join(parts)} characters"

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
    def py_magnitude(self) -> str:
        """``magnitude`` as Python source (the 309-digit bound as the expression it is)."""
        return str(self.max_magnitude) if self.max_magnitude is not None else "2**1024 - 2**970 - 1"

    @property
    def ts_magnitude(self) -> str:
        """``magnitude`` as TypeScript source: numbers there are doubles already."""
        return str(self.max_magnitude) if self.max_magnitude is not None else "Number.MAX_VALUE"

    @property
    def number_reason(self) -> str:
        if self.max_magnitude is None:
            return "must be a finite number"
        return f"must be a finite number within ±{self.max_magnitude}"


@dataclass
class Discriminator:
    field: str
    normalise: tuple[Rule, ...] = ()
    after: str | None = None  # emitted after this item field; first when None

    @property
    def py_key(self) -> str:
        return f'"{self.field}"'


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

    @property
    def is_list(self) -> bool:
        return self.list_key is not None

    @property
    def unique_reason(self) -> str:
        return "must be unique"

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
    console_checklist: list[str] = field(default_factory=list)
    engine_reference: list[list[str]] = field(default_factory=list)
    agent_rules: list[str] = field(default_factory=list)


@dataclass
class Protocol:
    source: str  # the spec's path as written in headers, e.g. spec/console.v1.yaml (generator/project.py)
    name: str
    id: str
    version: str
    title: str
    python_module: str
    python_distribution: str
    ts_package: str
    ts_prefix: str
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
    jsonschema_id: str = ""  # the generated JSON Schema's $id (spec packages.jsonschema.id)
    python_replaces: str = ""  # the hand-written module the Python package is a drop-in for
    # what generated headers tell a reader to run, from the project root (generator/project.py)
    regenerate_command: str = "python -m generator generate"

    # ---- Python names
    @property
    def py_error_class(self) -> str:
        return naming.pascal(self.name) + "ProtocolError"

    @property
    def py_validate(self) -> str:
        return f"validate_{self.envelope.item}"

    @property
    def py_parse_arg(self) -> str:
        return f"parse_{self.tool.argument}_arg"

    @property
    def py_emit(self) -> str:
        return f"emit_{self.name}_{self.tool.argument}"

    @property
    def py_tool_function(self) -> str:
        return f"{self.tool.name}_tool"

    @property
    def py_item_types_constant(self) -> str:
        """``ACTION_TYPES``, ``PROMPT_KINDS``; empty for a single-object envelope (no tag)."""
        disc = self.envelope.discriminator
        return f"{naming.upper_snake(self.envelope.item)}_{naming.upper_snake(disc.field)}S" if disc else ""

    @property
    def py_exports(self) -> list[str]:
        """The generated module's ``__all__`` in ruff's RUF022 order: constants, classes, functions."""
        names = ["PROTOCOL", "PROTOCOL_VERSION", "TOOL_NAME", "TOOL_ARGUMENT", "ERROR_PREFIX"]
        names += [self.py_item_types_constant] if self.py_item_types_constant else []
        names += [limit.name for limit in self.limits]
        for enum in self.enums:
            names += [enum.constant] + ([enum.reserved_constant] if enum.reserved else [])
        names += [self.py_error_class, *self.py_type_exports]
        names += [self.py_validate, self.py_parse_arg, "build_envelope", self.py_emit, self.py_tool_function]
        names += self.py_tool_exports
        kind = {True: 0, False: 1}
        return sorted(set(names), key=lambda n: (kind[n.isupper()] if n[0].isupper() else 2, n))

    @property
    def py_type_exports(self) -> list[str]:
        """The TypedDicts, sorted: defined in the package's ``_types`` module, which the package
        imports on first use (``typing`` costs more to import than the validator itself)."""
        names = [self.py_item_union, self.py_envelope_class, *(shape.py_class for shape in self.shapes)]
        names += [v.py_class for v in self.variants] if self.envelope.is_list else []
        return sorted(names)

    @property
    def py_typing_imports(self) -> list[str]:
        """What the ``_types`` module imports from ``typing``: only the names its annotations use
        (ruff refuses an unused import; a spec whose fields are all required has no NotRequired)."""
        owners: list[Shape | Variant] = [*self.shapes, *self.variants]
        fields = [f for owner in owners for f in owner.fields] + list(self.envelope.fields)
        text = " ".join(f.py_annotation for f in fields)
        if self.envelope.is_list and self.envelope.discriminator:
            text += " Literal["
        return [name for name in ("Literal", "NotRequired") if f"{name}[" in text] + ["TypedDict"]

    @property
    def py_tool_exports(self) -> list[str]:
        """Names the package re-exports from its generated ``tool`` module (the model's tool
        definition); TOOL_NAME is already the package's own constant."""
        return ["ARGUMENT_DESCRIPTION", "TOOL_DESCRIPTION", "anthropic_tool", "langchain_tool", "openai_tool", "tool_parameters"]

    @property
    def py_envelope_params(self) -> list[str]:
        """Python names of the envelope-level fields, keyword-only extra tool arguments."""
        return [f.name for f in self.envelope.fields]

    @property
    def py_item_params(self) -> list[tuple[str, bool]]:
        """For a single-object envelope: the item's fields as (name, required) emit parameters."""
        return [(f.name, f.required) for v in self.variants[:1] for f in v.fields]

    @property
    def py_keyword_only_from(self) -> int | None:
        """Where ``*`` goes in those parameters: before the first optional one when a required one
        follows it (Python allows no required positional after a default); None when not needed,
        so a spec listing required fields first keeps an all-positional signature."""
        params = self.py_item_params
        first_optional = next((i for i, (_, required) in enumerate(params) if not required), None)
        if first_optional is None or not any(required for _, required in params[first_optional:]):
            return None
        return first_optional

    @property
    def py_item_union(self) -> str:
        return naming.pascal(self.name) + naming.pascal(self.envelope.item)

    @property
    def py_envelope_class(self) -> str:
        return naming.pascal(self.name) + "Envelope"

    @property
    def py_package_path(self) -> str:
        """Where the module's ``__init__.py`` lives inside its distribution's ``src/``."""
        return self.python_module.replace(".", "/")

    # ---- TypeScript names
    @property
    def ts_protocol_id_type(self) -> str:
        return f"{self.ts_prefix}ProtocolId"

    @property
    def ts_envelope(self) -> str:
        return f"{self.ts_prefix}Envelope"

    @property
    def ts_item_union(self) -> str:
        return self.ts_prefix + naming.pascal(self.envelope.item)

    @property
    def ts_parse(self) -> str:
        return f"parse{self.ts_prefix}Envelope"

    @property
    def ts_error_class(self) -> str:
        return f"{self.ts_prefix}ProtocolError"

    @property
    def ts_validate(self) -> str:
        return f"validate{self.ts_prefix}{naming.pascal(self.envelope.item)}"

    @property
    def ts_parse_arg(self) -> str:
        return f"parse{self.ts_prefix}{naming.pascal(self.tool.argument)}Arg"

    @property
    def ts_build(self) -> str:
        return f"build{self.ts_prefix}Envelope"

    @property
    def ts_emit(self) -> str:
        return f"emit{self.ts_prefix}{naming.pascal(self.tool.argument)}"

    @property
    def ts_apply(self) -> str:
        return f"apply{self.ts_prefix}{naming.pascal(self.tool.argument)}"

    @property
    def ts_file_stem(self) -> str:
        return self.name

    @property
    def ts_protocol_constant(self) -> str:
        return f"{naming.upper_snake(self.name)}_PROTOCOL"

    # ---- files
    @property
    def doc_file(self) -> str:
        return f"{self.name}-protocol.md"

    @property
    def jsonschema_file(self) -> str:
        """``console.v1.schema.json``: named after the spec file, like the shared vectors."""
        return PurePosixPath(self.source).name.removesuffix(".yaml") + ".schema.json"

    @property
    def item_types(self) -> list[str]:
        return [v.name for v in self.variants]

    @property
    def doc_items_heading(self) -> str:
        """The doc's heading over the variants: "Actions", "Prompts"; "Report" for one."""
        item = naming.pascal(self.envelope.item)
        return f"{item}s" if self.envelope.is_list else item

    @property
    def named_enums(self) -> list[Enum]:
        return [e for e in self.enums if e.ts_name]

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

    @property
    def named_shapes(self) -> list[Shape]:
        return [s for s in self.shapes if s.ts_name]
