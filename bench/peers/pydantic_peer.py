"""pydantic v2 models of the console tool argument: a discriminated union on ``type``.

Text in, ``TypeAdapter.validate_json``, then ``model_dump_json`` of the envelope. Strict mode,
so ``"49"`` is not a number and ``"true"`` not a boolean (the spec's rules); a JSON integer is
still accepted for a float field, and emitted as a float (the spec's ``emit: float``).

Mirrored natively (in pydantic-core): strip, strip + lowercase of enums (a case-insensitive
pattern, then ``to_lower``), required strings non-blank, NUL-free strings, the Console-path
pattern, the forbidden ``fields`` keys (after strip), list and map bounds, finite numbers
within ±(2^53−1), booleans only ``true``/``false``; lone surrogates are rejected by the JSON
parser. In Python validators (per object, not per string): ``total`` from ``items``, metadata
values as ``str()``, the repeated ``#``/``card-`` prefix removal.

What it cannot do: strip the discriminator (``" chart "`` is an unknown type here), leave out
an optional string that is blank after strip (it emits ``""``), strip or lowercase exactly as
Python does (pydantic-core uses Rust's whitespace and case tables), or accept one action object
without a list (the corpus always sends a list).

The Console-path pattern needs a look-ahead, which the default Rust regex engine lacks: models
that hold a path use ``regex_engine="python-re"``; the others keep the Rust engine.
"""

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    model_validator,
)

from bench.peers import rules as r

_NUL_FREE = "^[^\\x00]*$"
_NON_BLANK = "^[^\\x00]+$"  # applied after strip_whitespace, so "non-empty after strip"

Req = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, pattern=_NON_BLANK)]
Opt = Annotated[str, StringConstraints(strip_whitespace=True, pattern=_NUL_FREE)] | None
Path = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r.CONSOLE_PATH)]
Lower = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1)]
Number = Annotated[float, Field(ge=-r.MAX_MAGNITUDE, le=r.MAX_MAGNITUDE)]
Int = Annotated[int, Field(ge=-r.MAX_MAGNITUDE, le=r.MAX_MAGNITUDE)]


def _enum(values: tuple[str, ...]) -> StringConstraints:
    """The constraints of an enum: stripped, lowercased, one of ``values``."""
    return StringConstraints(strip_whitespace=True, to_lower=True, pattern=r.one_of(values))


def _strip_prefix(prefix: str, required: bool) -> Any:
    def fix(value: str) -> str:
        while True:
            before = value
            value = value.strip()
            while value.startswith(prefix):
                value = value[len(prefix) :]
            if value == before:
                break
        if "\x00" in value or (required and not value):
            raise ValueError("must be a non-empty string without NUL")
        return value

    return AfterValidator(fix)


def _text(value: bool | int | float | str) -> str:
    return value if isinstance(value, str) else str(value)


Theme = Annotated[str, _enum(r.THEME)]
CreateResourceType = Annotated[str, _enum(r.CREATE_RESOURCE_TYPE)]
Dialog = Annotated[str, _enum(r.DIALOG)]
ToastLevel = Annotated[str, _enum(r.TOAST_LEVEL)]
PaneContent = Annotated[str, _enum(r.PANE_CONTENT)]
Mutation = Annotated[str, _enum(r.MUTATION)]
ChartType = Annotated[str, _enum(r.CHART_TYPE)]
ChartKind = Annotated[str, _enum(r.CHART_KIND)]
AxisFormat = Annotated[str, _enum(r.AXIS_FORMAT)]

_FORBIDDEN = "|".join(r.FORBIDDEN_KEYS)
FieldKey = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, pattern=f"^(?!(?:{_FORBIDDEN})$)[^\\x00]+$"),
]
FieldValue = Annotated[str, StringConstraints(pattern=_NUL_FREE)] | bool | Int | Number | None
Text = Annotated[
    Annotated[str, StringConstraints(pattern=_NUL_FREE)] | bool | Int | Number,
    AfterValidator(_text),
]


class _Model(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")


class _PathModel(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", regex_engine="python-re")


class MetadataEntry(_Model):
    label: Req
    value: Text


class Column(_Model):
    key: Req
    label: Req


class ChartPoint(_Model):
    time: Req
    value: Number
    label: Opt = None


class ChartMetric(_Model):
    metric: Req
    points: Annotated[list[ChartPoint], Field(max_length=r.MAX_CHART_POINTS)]


class ResourceItem(_PathModel):
    resourceId: Req
    title: Req
    subtitle: Opt = None
    href: Path | None = None
    status: Opt = None
    metadata: Annotated[list[MetadataEntry], Field(max_length=r.MAX_METADATA_ENTRIES)] | None = None
    fields: Annotated[dict[FieldKey, FieldValue], Field(max_length=r.MAX_FIELD_ENTRIES)] | None = None


class SetTheme(_Model):
    type: Literal["set_theme"]
    theme: Theme


class Navigate(_PathModel):
    type: Literal["navigate"]
    path: Path
    hash: Annotated[str, _strip_prefix("#", required=False)] | None = None
    replace: bool | None = None


class OpenCreate(_Model):
    type: Literal["open_create"]
    resource: CreateResourceType
    projectId: Opt = None


class OpenDialog(_Model):
    type: Literal["open_dialog"]
    dialog: Dialog
    projectId: Opt = None


class Toast(_Model):
    type: Literal["toast"]
    level: ToastLevel
    message: Req
    description: Opt = None


class ShowPane(_Model):
    type: Literal["show_pane"]
    content: PaneContent


class ToggleTerminal(_Model):
    type: Literal["toggle_terminal"]


class ScrollToCard(_Model):
    type: Literal["scroll_to_card"]
    cardId: Annotated[str, _strip_prefix("card-", required=True)]


class Resource(_PathModel):
    # pydantic orders inherited fields first; the spec's order is type, mutation, resourceType,
    # then the resource_item fields, so they are repeated here rather than inherited.
    type: Literal["resource"]
    mutation: Mutation
    resourceType: Lower
    resourceId: Req
    title: Req
    subtitle: Opt = None
    href: Path | None = None
    status: Opt = None
    metadata: Annotated[list[MetadataEntry], Field(max_length=r.MAX_METADATA_ENTRIES)] | None = None
    fields: Annotated[dict[FieldKey, FieldValue], Field(max_length=r.MAX_FIELD_ENTRIES)] | None = None


class ResourceList(_PathModel):
    type: Literal["resource_list"]
    resourceType: Lower
    items: Annotated[list[ResourceItem], Field(max_length=r.MAX_RESOURCE_LIST_ITEMS)]
    title: Opt = None
    description: Opt = None
    listHref: Path | None = None
    emptyMessage: Opt = None
    total: Annotated[int, Field(ge=0, le=r.MAX_MAGNITUDE)] | None = None
    projectId: Opt = None
    columns: Annotated[list[Column], Field(min_length=1, max_length=r.MAX_COLUMNS)] | None = None

    @model_validator(mode="after")
    def _count(self) -> "ResourceList":
        if self.total is None and self.items:
            self.total = len(self.items)
        return self


class Chart(_PathModel):
    type: Literal["chart"]
    title: Req
    metrics: Annotated[list[ChartMetric], Field(min_length=1, max_length=r.MAX_CHART_METRICS)]
    description: Opt = None
    unitLabel: Opt = None
    interval: Opt = None
    startAt: Opt = None
    endAt: Opt = None
    href: Path | None = None
    projectId: Opt = None
    chartType: ChartType | None = None
    kind: ChartKind | None = None
    axisFormat: AxisFormat | None = None
    changePercent: Number | None = None


class Refresh(_Model):
    type: Literal["refresh"]
    scopes: Annotated[list[Lower], Field(min_length=1)]


Action = Annotated[
    SetTheme
    | Navigate
    | OpenCreate
    | OpenDialog
    | Toast
    | ShowPane
    | ToggleTerminal
    | ScrollToCard
    | Resource
    | ResourceList
    | Chart
    | Refresh,
    Field(discriminator="type"),
]


class Envelope(BaseModel):
    protocol: str
    actions: list[Action]


ARGUMENT = TypeAdapter(Annotated[list[Action], Field(min_length=1, max_length=r.MAX_ACTIONS)])


def emit(text: str) -> str:
    actions = ARGUMENT.validate_json(text)
    return Envelope.model_construct(protocol=r.PROTOCOL, actions=actions).model_dump_json(exclude_none=True)
