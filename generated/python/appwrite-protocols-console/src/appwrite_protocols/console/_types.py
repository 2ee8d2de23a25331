# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/console.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite Console protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.console``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ChartAction",
    "ChartMetric",
    "ChartPoint",
    "Column",
    "ConsoleAction",
    "ConsoleEnvelope",
    "MetadataEntry",
    "NavigateAction",
    "OpenCreateAction",
    "OpenDialogAction",
    "RefreshAction",
    "ResourceAction",
    "ResourceItem",
    "ResourceListAction",
    "ScrollToCardAction",
    "SetThemeAction",
    "ShowPaneAction",
    "ToastAction",
    "ToggleTerminalAction",
]


class MetadataEntry(TypedDict):
    label: str
    value: str
    """A number or boolean is sent as its string form."""


class ResourceItem(TypedDict):
    resourceId: str
    """Appwrite `$id`"""
    title: str
    """Primary label (name)"""
    subtitle: NotRequired[str]
    """Secondary line"""
    href: NotRequired[str]
    """Deep link into Console, a Console-relative path such as `/project/{id}/databases/{db}` (prefer always when project context is known)"""
    status: NotRequired[str]
    """Status badge text"""
    metadata: NotRequired[list[MetadataEntry]]
    """Display-only `{ label, value }[]` for the card footer"""
    fields: NotRequired[dict[str, str | int | float | bool | None]]
    """Typed attributes for Console filters / validation (email, phone, status, enabled, region, …); prefer this over parsing metadata"""


class Column(TypedDict):
    key: str
    label: str


class ChartPoint(TypedDict):
    time: str
    value: float
    label: NotRequired[str]


class ChartMetric(TypedDict):
    metric: str
    points: list[ChartPoint]


class SetThemeAction(TypedDict):
    """Switch Console appearance."""

    type: Literal["set_theme"]
    theme: Literal["light", "dark", "system"]


class NavigateAction(TypedDict):
    """Client-side route change."""

    type: Literal["navigate"]
    path: str
    """Must start with `/`"""
    hash: NotRequired[str]
    """With or without `#`; maps to `#card-*` scroll targets"""
    replace: NotRequired[bool]
    """History replace vs push"""


class OpenCreateAction(TypedDict):
    """Open a project create dialog/drawer (Command Center onProjectCreate)."""

    type: Literal["open_create"]
    resource: Literal["database", "bucket", "user", "team", "function", "site"]
    projectId: NotRequired[str]
    """Defaults to current project context"""


class OpenDialogAction(TypedDict):
    """Open a named Console dialog."""

    type: Literal["open_dialog"]
    dialog: Literal[
        "invite_member",
        "create_project",
        "connect_mcp",
        "shortcuts",
        "docs_search",
        "feedback",
        "support",
    ]
    projectId: NotRequired[str]
    """When the dialog is project-scoped"""


class ToastAction(TypedDict):
    """Transient notification (sonner)."""

    type: Literal["toast"]
    level: Literal["success", "error", "info", "warning"]
    message: str
    """Short title"""
    description: NotRequired[str]
    """Supporting text"""


class ShowPaneAction(TypedDict):
    """Control the Console right pane."""

    type: Literal["show_pane"]
    content: Literal["agent", "docs", "none"]


class ToggleTerminalAction(TypedDict):
    """Toggle the project terminal panel (Command Center onToggleTerminal)."""

    type: Literal["toggle_terminal"]


class ScrollToCardAction(TypedDict):
    """Scroll a settings/card section into view (useScrollToCard / #card-{cardId})."""

    type: Literal["scroll_to_card"]
    cardId: str
    """With or without `card-` prefix; engine strips leading `card-`"""


class ResourceAction(TypedDict):
    """Render a resource card (or inline summary) for a mutation the agent already performed via MCP."""

    type: Literal["resource"]
    mutation: Literal["create", "update", "delete"]
    resourceType: str
    """Free-form Appwrite resource kind (`database`, `bucket`, `user`, `function`, `site`, `table`, `file`, `team`, …)"""
    resourceId: str
    """Appwrite `$id`"""
    title: str
    """Primary label (name)"""
    subtitle: NotRequired[str]
    """Secondary line"""
    href: NotRequired[str]
    """Deep link into Console, a Console-relative path such as `/project/{id}/databases/{db}` (prefer always when project context is known)"""
    status: NotRequired[str]
    """Status badge text"""
    metadata: NotRequired[list[MetadataEntry]]
    """Display-only `{ label, value }[]` for the card footer"""
    fields: NotRequired[dict[str, str | int | float | bool | None]]
    """Typed attributes for Console filters / validation (email, phone, status, enabled, region, …); prefer this over parsing metadata"""


class ResourceListAction(TypedDict):
    """Render a structured list of resources in the agent chat (filters, validation, deep links) instead of a markdown bullet list or table."""

    type: Literal["resource_list"]
    resourceType: str
    """Kind for the whole list (`database`, `user`, …)"""
    items: list[ResourceItem]
    """Array of rows (may be empty)"""
    title: NotRequired[str]
    """Heading shown above the list (“Databases”, “Users”)"""
    description: NotRequired[str]
    """Short context under the heading"""
    listHref: NotRequired[str]
    """Deep link to the full Console list page"""
    emptyMessage: NotRequired[str]
    """Shown when `items` is empty"""
    total: NotRequired[int]
    """Total matches, which may exceed `items.length` when the list is truncated or paginated; defaults to `items.length` when omitted"""
    projectId: NotRequired[str]
    """Scope hint for Console URL builders"""
    columns: NotRequired[list[Column]]
    """Optional column hints for a table layout, `{ key, label }[]`; `key` should match `items[].fields` keys"""


class ChartAction(TypedDict):
    """Render a usage chart from usage_list_events / usage_list_gauges data. The Console draws it with the shared usage charts library (area or bar)."""

    type: Literal["chart"]
    title: str
    """Chart heading"""
    metrics: list[ChartMetric]
    """Non-empty array; prefer pass-through from the usage API `metrics[]`; each is `{ metric, points }` with the exact metric id and the `{ time, value }` points from the usage API"""
    description: NotRequired[str]
    """Short context under the heading"""
    unitLabel: NotRequired[str]
    """Display unit next to the total (e.g. `"requests"`)"""
    interval: NotRequired[str]
    """Bucket size from the usage API, `1m` / `15m` / `30m` / `1h` / `1d`; always set for "last 24h" / trend questions"""
    startAt: NotRequired[str]
    """ISO 8601 window start passed to the usage tool (recommended)"""
    endAt: NotRequired[str]
    """ISO 8601 window end passed to the usage tool (recommended)"""
    href: NotRequired[str]
    """Deep link to Console usage"""
    projectId: NotRequired[str]
    """Project of the usage data"""
    chartType: NotRequired[Literal["area", "bar"]]
    """`area` (default, time series) or `bar` (categorical breakdowns / labeled points)"""
    kind: NotRequired[Literal["events", "gauges"]]
    """`events` (default; zero-fills missing buckets) or `gauges` (carries the last value forward)"""
    axisFormat: NotRequired[Literal["count", "bytes", "gbhours"]]
    """`count` / `bytes` / `gbhours`"""
    changePercent: NotRequired[float]
    """Vs previous period"""


class RefreshAction(TypedDict):
    """Invalidate Console React Query (or equivalent) caches after mutations."""

    type: Literal["refresh"]
    scopes: list[str]
    """Non-empty string array, lowercased by the engine"""


ConsoleAction = (
    SetThemeAction
    | NavigateAction
    | OpenCreateAction
    | OpenDialogAction
    | ToastAction
    | ShowPaneAction
    | ToggleTerminalAction
    | ScrollToCardAction
    | ResourceAction
    | ResourceListAction
    | ChartAction
    | RefreshAction
)


class ConsoleEnvelope(TypedDict):
    protocol: str
    actions: list[ConsoleAction]
