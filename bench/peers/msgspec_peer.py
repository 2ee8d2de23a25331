"""msgspec Structs of the console tool argument: a tagged union on ``type``.

Text in, ``msgspec.json.decode(text, type=...)``, then ``msgspec.json.encode`` of the envelope
(bytes: msgspec's natural output; decoding it to str would add a copy none of its users make).

Mirrored: types (bool is never a number, a string never a number), required fields, enums as
``Literal``, list and map bounds, finite numbers within ±(2^53−1) (the decoder also rejects
NaN and 1e999), numbers emitted as floats, required strings non-blank and every string free of
NUL and unpaired surrogates (a ``Meta(pattern=...)``, i.e. a Python ``re.search`` per string:
msgspec has no native check for these), the Console-path pattern, the forbidden ``fields``
keys, unknown fields dropped, optional fields left out when missing or null. In
``__post_init__`` (Python, per object): metadata values as ``str()``, ``total`` from ``items``.

What it cannot do: any normalisation of strings (no strip, no lowercase, so enums and the
discriminator match exactly, blank optional strings are emitted as sent and a padded path
is rejected, not stripped), the ``#``/``card-`` prefix removal, or accept one action object
without a list (the corpus always sends a list).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from bench.peers import rules as r

Req = Annotated[str, Meta(pattern=r.NONBLANK)]
Opt = Annotated[str, Meta(pattern=r.CLEAN)] | None
Path = Annotated[str, Meta(pattern=r.CONSOLE_PATH)]
Number = Annotated[float, Meta(ge=-r.MAX_MAGNITUDE, le=r.MAX_MAGNITUDE)]
Int = Annotated[int, Meta(ge=-r.MAX_MAGNITUDE, le=r.MAX_MAGNITUDE)]
Clean = Annotated[str, Meta(pattern=r.CLEAN)]
_FORBIDDEN = "|".join(r.FORBIDDEN_KEYS)
FieldKey = Annotated[str, Meta(pattern=f"^(?!\\s*(?:{_FORBIDDEN})\\s*$)" + r.NONBLANK[1:])]
FieldValue = Clean | bool | Int | Number | None


class _Base(Struct, omit_defaults=True, forbid_unknown_fields=False):
    pass


class MetadataEntry(_Base):
    label: Req
    value: Clean | bool | Int | Number

    def __post_init__(self) -> None:
        if not isinstance(self.value, str):
            self.value = str(self.value)


class Column(_Base):
    key: Req
    label: Req


class ChartPoint(_Base):
    time: Req
    value: Number
    label: Opt = None


class ChartMetric(_Base):
    metric: Req
    points: Annotated[list[ChartPoint], Meta(max_length=r.MAX_CHART_POINTS)]


class ResourceItem(_Base):
    resourceId: Req
    title: Req
    subtitle: Opt = None
    href: Path | None = None
    status: Opt = None
    metadata: Annotated[list[MetadataEntry], Meta(max_length=r.MAX_METADATA_ENTRIES)] | None = None
    fields: Annotated[dict[FieldKey, FieldValue], Meta(max_length=r.MAX_FIELD_ENTRIES)] | None = None


class _Action(_Base, tag_field="type"):
    pass


class SetTheme(_Action, tag="set_theme"):
    theme: Literal[r.THEME]  # type: ignore[valid-type]


class Navigate(_Action, tag="navigate"):
    path: Path
    hash: Opt = None
    replace: bool | None = None


class OpenCreate(_Action, tag="open_create"):
    resource: Literal[r.CREATE_RESOURCE_TYPE]  # type: ignore[valid-type]
    projectId: Opt = None


class OpenDialog(_Action, tag="open_dialog"):
    dialog: Literal[r.DIALOG]  # type: ignore[valid-type]
    projectId: Opt = None


class Toast(_Action, tag="toast"):
    level: Literal[r.TOAST_LEVEL]  # type: ignore[valid-type]
    message: Req
    description: Opt = None


class ShowPane(_Action, tag="show_pane"):
    content: Literal[r.PANE_CONTENT]  # type: ignore[valid-type]


class ToggleTerminal(_Action, tag="toggle_terminal"):
    pass


class ScrollToCard(_Action, tag="scroll_to_card"):
    cardId: Req


class Resource(_Action, tag="resource"):
    mutation: Literal[r.MUTATION]  # type: ignore[valid-type]
    resourceType: Req
    resourceId: Req
    title: Req
    subtitle: Opt = None
    href: Path | None = None
    status: Opt = None
    metadata: Annotated[list[MetadataEntry], Meta(max_length=r.MAX_METADATA_ENTRIES)] | None = None
    fields: Annotated[dict[FieldKey, FieldValue], Meta(max_length=r.MAX_FIELD_ENTRIES)] | None = None


class ResourceList(_Action, tag="resource_list"):
    resourceType: Req
    items: Annotated[list[ResourceItem], Meta(max_length=r.MAX_RESOURCE_LIST_ITEMS)]
    title: Opt = None
    description: Opt = None
    listHref: Path | None = None
    emptyMessage: Opt = None
    total: Annotated[int, Meta(ge=0, le=r.MAX_MAGNITUDE)] | None = None
    projectId: Opt = None
    columns: Annotated[list[Column], Meta(min_length=1, max_length=r.MAX_COLUMNS)] | None = None

    def __post_init__(self) -> None:
        if self.total is None and self.items:
            self.total = len(self.items)


class Chart(_Action, tag="chart"):
    title: Req
    metrics: Annotated[list[ChartMetric], Meta(min_length=1, max_length=r.MAX_CHART_METRICS)]
    description: Opt = None
    unitLabel: Opt = None
    interval: Opt = None
    startAt: Opt = None
    endAt: Opt = None
    href: Path | None = None
    projectId: Opt = None
    chartType: Literal[r.CHART_TYPE] | None = None  # type: ignore[valid-type]
    kind: Literal[r.CHART_KIND] | None = None  # type: ignore[valid-type]
    axisFormat: Literal[r.AXIS_FORMAT] | None = None  # type: ignore[valid-type]
    changePercent: Number | None = None


class Refresh(_Action, tag="refresh"):
    scopes: Annotated[list[Req], Meta(min_length=1)]


Action = (
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
    | Refresh
)


class Envelope(Struct):
    protocol: str
    actions: list[Action]


_DECODER = msgspec.json.Decoder(Annotated[list[Action], Meta(min_length=1, max_length=r.MAX_ACTIONS)])
_ENCODER = msgspec.json.Encoder()


def emit(text: str) -> bytes:
    return _ENCODER.encode(Envelope(r.PROTOCOL, _DECODER.decode(text)))
