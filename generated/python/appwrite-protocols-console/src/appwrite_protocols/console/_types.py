# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/console.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite Console protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.console``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from __future__ import annotations

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

MetadataEntry = TypedDict(
    "MetadataEntry",
    {
        "label": str,
        "value": str,
    },
)
ResourceItem = TypedDict(
    "ResourceItem",
    {
        "resourceId": str,
        "title": str,
        "subtitle": NotRequired[str],
        "href": NotRequired[str],
        "status": NotRequired[str],
        "metadata": NotRequired[list[MetadataEntry]],
        "fields": NotRequired[dict[str, str | int | float | bool | None]],
    },
)
Column = TypedDict(
    "Column",
    {
        "key": str,
        "label": str,
    },
)
ChartPoint = TypedDict(
    "ChartPoint",
    {
        "time": str,
        "value": float,
        "label": NotRequired[str],
    },
)
ChartMetric = TypedDict(
    "ChartMetric",
    {
        "metric": str,
        "points": list[ChartPoint],
    },
)
SetThemeAction = TypedDict(
    "SetThemeAction",
    {
        "type": Literal["set_theme"],
        "theme": Literal["light", "dark", "system"],
    },
)
NavigateAction = TypedDict(
    "NavigateAction",
    {
        "type": Literal["navigate"],
        "path": str,
        "hash": NotRequired[str],
        "replace": NotRequired[bool],
    },
)
OpenCreateAction = TypedDict(
    "OpenCreateAction",
    {
        "type": Literal["open_create"],
        "resource": Literal["database", "bucket", "user", "team", "function", "site"],
        "projectId": NotRequired[str],
    },
)
OpenDialogAction = TypedDict(
    "OpenDialogAction",
    {
        "type": Literal["open_dialog"],
        "dialog": Literal[
            "invite_member",
            "create_project",
            "connect_mcp",
            "shortcuts",
            "docs_search",
            "feedback",
            "support",
        ],
        "projectId": NotRequired[str],
    },
)
ToastAction = TypedDict(
    "ToastAction",
    {
        "type": Literal["toast"],
        "level": Literal["success", "error", "info", "warning"],
        "message": str,
        "description": NotRequired[str],
    },
)
ShowPaneAction = TypedDict(
    "ShowPaneAction",
    {
        "type": Literal["show_pane"],
        "content": Literal["agent", "docs", "none"],
    },
)
ToggleTerminalAction = TypedDict(
    "ToggleTerminalAction",
    {
        "type": Literal["toggle_terminal"],
    },
)
ScrollToCardAction = TypedDict(
    "ScrollToCardAction",
    {
        "type": Literal["scroll_to_card"],
        "cardId": str,
    },
)
ResourceAction = TypedDict(
    "ResourceAction",
    {
        "type": Literal["resource"],
        "mutation": Literal["create", "update", "delete"],
        "resourceType": str,
        "resourceId": str,
        "title": str,
        "subtitle": NotRequired[str],
        "href": NotRequired[str],
        "status": NotRequired[str],
        "metadata": NotRequired[list[MetadataEntry]],
        "fields": NotRequired[dict[str, str | int | float | bool | None]],
    },
)
ResourceListAction = TypedDict(
    "ResourceListAction",
    {
        "type": Literal["resource_list"],
        "resourceType": str,
        "items": list[ResourceItem],
        "title": NotRequired[str],
        "description": NotRequired[str],
        "listHref": NotRequired[str],
        "emptyMessage": NotRequired[str],
        "total": NotRequired[int],
        "projectId": NotRequired[str],
        "columns": NotRequired[list[Column]],
    },
)
ChartAction = TypedDict(
    "ChartAction",
    {
        "type": Literal["chart"],
        "title": str,
        "metrics": list[ChartMetric],
        "description": NotRequired[str],
        "unitLabel": NotRequired[str],
        "interval": NotRequired[str],
        "startAt": NotRequired[str],
        "endAt": NotRequired[str],
        "href": NotRequired[str],
        "projectId": NotRequired[str],
        "chartType": NotRequired[Literal["area", "bar"]],
        "kind": NotRequired[Literal["events", "gauges"]],
        "axisFormat": NotRequired[Literal["count", "bytes", "gbhours"]],
        "changePercent": NotRequired[float],
    },
)
RefreshAction = TypedDict(
    "RefreshAction",
    {
        "type": Literal["refresh"],
        "scopes": list[str],
    },
)

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
ConsoleEnvelope = TypedDict(
    "ConsoleEnvelope",
    {
        "protocol": str,
        "actions": list[ConsoleAction],
    },
)
