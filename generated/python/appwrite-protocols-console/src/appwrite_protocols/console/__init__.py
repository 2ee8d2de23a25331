# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/console.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite Console protocol (``appwrite.console/v1``): validate and normalise actions, emit the envelope.

Shareable contract between the agent engine (this repo) and the Appwrite Console (vibes).
The agent posts UI metadata via the built-in console tool; the Console parses the tool
result and turns it into components / side-effects.

Drop-in for the engine's hand-written module. Every check and normalisation below comes
from the spec; the protocol doc (``console-protocol.md``) explains them.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final, Literal, NotRequired, TypedDict, Union

__all__ = [
    "PROTOCOL",
    "TOOL_NAME",
    "TOOL_ARGUMENT",
    "ERROR_PREFIX",
    "ACTION_TYPES",
    "MAX_ACTIONS",
    "MAX_RESOURCE_LIST_ITEMS",
    "MAX_METADATA_ENTRIES",
    "MAX_FIELD_ENTRIES",
    "MAX_COLUMNS",
    "MAX_CHART_METRICS",
    "MAX_CHART_POINTS",
    "MAX_ARGUMENT_BYTES",
    "MAX_NESTING_DEPTH",
    "THEME_VALUES",
    "CREATE_RESOURCE_TYPE_VALUES",
    "DIALOG_VALUES",
    "TOAST_LEVEL_VALUES",
    "PANE_CONTENT_VALUES",
    "MUTATION_VALUES",
    "CHART_TYPE_VALUES",
    "CHART_KIND_VALUES",
    "AXIS_FORMAT_VALUES",
    "ConsoleProtocolError",
    "ResourceItem",
    "MetadataEntry",
    "Column",
    "ChartMetric",
    "ChartPoint",
    "SetThemeAction",
    "NavigateAction",
    "OpenCreateAction",
    "OpenDialogAction",
    "ToastAction",
    "ShowPaneAction",
    "ToggleTerminalAction",
    "ScrollToCardAction",
    "ResourceAction",
    "ResourceListAction",
    "ChartAction",
    "RefreshAction",
    "ConsoleAction",
    "ConsoleEnvelope",
    "validate_action",
    "parse_actions_arg",
    "build_envelope",
    "emit_console_actions",
    "console_tool",
]

PROTOCOL: Final = "appwrite.console/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.0.0"
TOOL_NAME: Final = "console"
TOOL_ARGUMENT: Final = "actions"
ERROR_PREFIX: Final = "Error: invalid console actions — "

MAX_ACTIONS: Final = 20
"""Actions in one console call."""
MAX_RESOURCE_LIST_ITEMS: Final = 50
"""Rows in one resource_list."""
MAX_METADATA_ENTRIES: Final = 20
"""`{ label, value }` entries on one resource item."""
MAX_FIELD_ENTRIES: Final = 40
"""Entries in one resource item's `fields` map."""
MAX_COLUMNS: Final = 12
"""Column hints on one resource_list."""
MAX_CHART_METRICS: Final = 10
"""Metrics in one chart."""
MAX_CHART_POINTS: Final = 5000
"""Points in one chart metric."""
MAX_ARGUMENT_BYTES: Final = 6291456
"""Bytes of JSON text in one tool argument (6 MiB). The largest valid chart, 10 metrics × 5000 labelled points, is about 4 MB."""
MAX_NESTING_DEPTH: Final = 32
"""Nesting of arrays and objects in one tool argument (a valid chart nests 6 deep)."""

ACTION_TYPES: Final = (
    "set_theme",
    "navigate",
    "open_create",
    "open_dialog",
    "toast",
    "show_pane",
    "toggle_terminal",
    "scroll_to_card",
    "resource",
    "resource_list",
    "chart",
    "refresh",
)
THEME_VALUES: Final = (
    "light",
    "dark",
    "system",
)
CREATE_RESOURCE_TYPE_VALUES: Final = (
    "database",
    "bucket",
    "user",
    "team",
    "function",
    "site",
)
DIALOG_VALUES: Final = (
    "invite_member",
    "create_project",
    "connect_mcp",
    "shortcuts",
    "docs_search",
    "feedback",
    "support",
)
TOAST_LEVEL_VALUES: Final = (
    "success",
    "error",
    "info",
    "warning",
)
PANE_CONTENT_VALUES: Final = (
    "agent",
    "docs",
    "none",
)
MUTATION_VALUES: Final = (
    "create",
    "update",
    "delete",
)
CHART_TYPE_VALUES: Final = (
    "area",
    "bar",
)
CHART_KIND_VALUES: Final = (
    "events",
    "gauges",
)
AXIS_FORMAT_VALUES: Final = (
    "count",
    "bytes",
    "gbhours",
)
_PATTERN_0: Final = re.compile(
    "^/(?![/\\\\])[^\\\\\\x00-\\x20\\x7f-\\x9f\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$"
)
# In a Python str from json.loads every surrogate code point is unpaired (pairs decode to one
# character); such a string cannot be encoded as UTF-8.
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_MAX_MAGNITUDE: Final = 9007199254740991
_FORBIDDEN_KEYS: Final = frozenset(
    {
        "__proto__",
        "constructor",
        "prototype",
    }
)


class ConsoleProtocolError(ValueError):
    """A actions argument that breaks the protocol; ``path`` names the bad field."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}" if path else reason)
        self.path = path
        self.reason = reason

    def within(self, outer: str) -> ConsoleProtocolError:
        """The same error seen from the enclosing value at ``outer``."""
        if not self.path:
            return type(self)(outer, self.reason)
        sep = "" if self.path.startswith("[") else "."
        return type(self)(f"{outer}{sep}{self.path}", self.reason)


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

ConsoleAction = Union[
    SetThemeAction,
    NavigateAction,
    OpenCreateAction,
    OpenDialogAction,
    ToastAction,
    ShowPaneAction,
    ToggleTerminalAction,
    ScrollToCardAction,
    ResourceAction,
    ResourceListAction,
    ChartAction,
    RefreshAction,
]
ConsoleEnvelope = TypedDict(
    "ConsoleEnvelope",
    {
        "protocol": str,
        "actions": list[ConsoleAction],
    },
)


def _check_resource_item(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("resourceId")
    if v is None:
        raise ConsoleProtocolError("resourceId", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("resourceId", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("resourceId", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "resourceId", "must not contain NUL or unpaired surrogate characters"
        )
    out["resourceId"] = v

    v = raw.get("title")
    if v is None:
        raise ConsoleProtocolError("title", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("title", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("title", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("title", "must not contain NUL or unpaired surrogate characters")
    out["title"] = v

    v = raw.get("subtitle")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("subtitle", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "subtitle", "must not contain NUL or unpaired surrogate characters"
                )
            out["subtitle"] = v

    v = raw.get("href")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("href", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "href", "must not contain NUL or unpaired surrogate characters"
                )
            if _PATTERN_0.fullmatch(v) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v

    v = raw.get("status")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("status", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "status", "must not contain NUL or unpaired surrogate characters"
                )
            out["status"] = v

    v = raw.get("metadata")
    if v is not None:
        if not isinstance(v, list):
            raise ConsoleProtocolError("metadata", "must be an array")
        if len(v) > MAX_METADATA_ENTRIES:
            raise ConsoleProtocolError(
                "metadata", f"must have at most {MAX_METADATA_ENTRIES} items"
            )
        vout: list[Any] = []
        for vi, ve in enumerate(v):
            try:
                ve = _check_metadata_entry(ve)
            except ConsoleProtocolError as exc:
                raise exc.within(f"metadata[{vi}]") from None
            vout.append(ve)

        v = vout
        out["metadata"] = v

    v = raw.get("fields")
    if v is not None:
        if not isinstance(v, dict):
            raise ConsoleProtocolError("fields", "must be an object")
        if len(v) > MAX_FIELD_ENTRIES:
            raise ConsoleProtocolError("fields", f"must have at most {MAX_FIELD_ENTRIES} entries")
        vout: dict[str, Any] = {}
        for vk, vx in v.items():
            if not isinstance(vk, str):
                raise ConsoleProtocolError("fields", "keys must be strings")
            vk = vk.strip()
            if not vk:
                raise ConsoleProtocolError("fields", "keys must not be empty")
            if "\x00" in vk or (not vk.isascii() and _SURROGATE.search(vk) is not None):
                raise ConsoleProtocolError(
                    f"fields.{vk}", "must not contain NUL or unpaired surrogate characters"
                )
            if vk in _FORBIDDEN_KEYS:
                raise ConsoleProtocolError(f"fields.{vk}", "is not an allowed key")
            if vx is not None and not isinstance(
                vx,
                (
                    str,
                    int,
                    float,
                    bool,
                ),
            ):
                raise ConsoleProtocolError(f"fields.{vk}", "must be string, number, boolean, null")
            if isinstance(vx, str):
                if "\x00" in vx or (not vx.isascii() and _SURROGATE.search(vx) is not None):
                    raise ConsoleProtocolError(
                        f"fields.{vk}", "must not contain NUL or unpaired surrogate characters"
                    )
            elif isinstance(vx, (int, float)) and not isinstance(vx, bool):
                if not -_MAX_MAGNITUDE <= vx <= _MAX_MAGNITUDE:
                    raise ConsoleProtocolError(
                        f"fields.{vk}", "must be a finite number within ±9007199254740991"
                    )
            vout[vk] = vx
        v = vout
        out["fields"] = v

    return out


def _check_metadata_entry(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("label")
    if v is None:
        raise ConsoleProtocolError("label", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("label", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("label", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("label", "must not contain NUL or unpaired surrogate characters")
    out["label"] = v

    v = raw.get("value")
    if v is None:
        raise ConsoleProtocolError("value", "is required")
    if isinstance(v, bool):
        v = str(v)
    elif isinstance(v, (int, float)):
        if not -_MAX_MAGNITUDE <= v <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError("value", "must be a finite number within ±9007199254740991")
        v = str(v)
    elif isinstance(v, str):
        if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
            raise ConsoleProtocolError(
                "value", "must not contain NUL or unpaired surrogate characters"
            )
    else:
        raise ConsoleProtocolError("value", "must be a string, number or boolean")
    out["value"] = v

    return out


def _check_column(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("key")
    if v is None:
        raise ConsoleProtocolError("key", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("key", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("key", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("key", "must not contain NUL or unpaired surrogate characters")
    out["key"] = v

    v = raw.get("label")
    if v is None:
        raise ConsoleProtocolError("label", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("label", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("label", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("label", "must not contain NUL or unpaired surrogate characters")
    out["label"] = v

    return out


def _check_chart_metric(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("metric")
    if v is None:
        raise ConsoleProtocolError("metric", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("metric", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("metric", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "metric", "must not contain NUL or unpaired surrogate characters"
        )
    out["metric"] = v

    v = raw.get("points")
    if v is None:
        raise ConsoleProtocolError("points", "is required")
    if not isinstance(v, list):
        raise ConsoleProtocolError("points", "must be an array")
    if len(v) > MAX_CHART_POINTS:
        raise ConsoleProtocolError("points", f"must have at most {MAX_CHART_POINTS} items")
    vout: list[Any] = []
    for vi, ve in enumerate(v):
        try:
            ve = _check_chart_point(ve)
        except ConsoleProtocolError as exc:
            raise exc.within(f"points[{vi}]") from None
        vout.append(ve)

    v = vout
    out["points"] = v

    return out


def _check_chart_point(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("time")
    if v is None:
        raise ConsoleProtocolError("time", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("time", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("time", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("time", "must not contain NUL or unpaired surrogate characters")
    out["time"] = v

    v = raw.get("value")
    if v is None:
        raise ConsoleProtocolError("value", "is required")
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ConsoleProtocolError("value", "must be a number")
    if not -_MAX_MAGNITUDE <= v <= _MAX_MAGNITUDE:
        raise ConsoleProtocolError("value", "must be a finite number within ±9007199254740991")
    v = float(v)
    out["value"] = v

    v = raw.get("label")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("label", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "label", "must not contain NUL or unpaired surrogate characters"
                )
            out["label"] = v

    return out


def _check_set_theme_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "set_theme"}
    v = raw.get("theme")
    if v is None:
        raise ConsoleProtocolError("theme", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("theme", "must be one of light, dark, system")
    v = v.strip()
    v = v.lower()
    if v not in THEME_VALUES:
        raise ConsoleProtocolError("theme", "must be one of light, dark, system")
    out["theme"] = v

    return out


def _check_navigate_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "navigate"}
    v = raw.get("path")
    if v is None:
        raise ConsoleProtocolError("path", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("path", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("path", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("path", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ConsoleProtocolError(
            "path",
            "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
    out["path"] = v

    v = raw.get("hash")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("hash", "must be a string")
        while True:
            v_before = v
            v = v.strip()
            while v.startswith("#"):
                v = v[1:]
            if v == v_before:
                break
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "hash", "must not contain NUL or unpaired surrogate characters"
                )
            out["hash"] = v

    v = raw.get("replace")
    if v is not None:
        if v is not True and v is not False:
            raise ConsoleProtocolError("replace", "must be a boolean")
        out["replace"] = v

    return out


def _check_open_create_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "open_create"}
    v = raw.get("resource")
    if v is None:
        raise ConsoleProtocolError("resource", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError(
            "resource", "must be one of database, bucket, user, team, function, site"
        )
    v = v.strip()
    v = v.lower()
    if v not in CREATE_RESOURCE_TYPE_VALUES:
        raise ConsoleProtocolError(
            "resource", "must be one of database, bucket, user, team, function, site"
        )
    out["resource"] = v

    v = raw.get("projectId")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("projectId", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "projectId", "must not contain NUL or unpaired surrogate characters"
                )
            out["projectId"] = v

    return out


def _check_open_dialog_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "open_dialog"}
    v = raw.get("dialog")
    if v is None:
        raise ConsoleProtocolError("dialog", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError(
            "dialog",
            "must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support",
        )
    v = v.strip()
    v = v.lower()
    if v not in DIALOG_VALUES:
        raise ConsoleProtocolError(
            "dialog",
            "must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support",
        )
    out["dialog"] = v

    v = raw.get("projectId")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("projectId", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "projectId", "must not contain NUL or unpaired surrogate characters"
                )
            out["projectId"] = v

    return out


def _check_toast_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "toast"}
    v = raw.get("level")
    if v is None:
        raise ConsoleProtocolError("level", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("level", "must be one of success, error, info, warning")
    v = v.strip()
    v = v.lower()
    if v not in TOAST_LEVEL_VALUES:
        raise ConsoleProtocolError("level", "must be one of success, error, info, warning")
    out["level"] = v

    v = raw.get("message")
    if v is None:
        raise ConsoleProtocolError("message", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("message", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("message", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "message", "must not contain NUL or unpaired surrogate characters"
        )
    out["message"] = v

    v = raw.get("description")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("description", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "description", "must not contain NUL or unpaired surrogate characters"
                )
            out["description"] = v

    return out


def _check_show_pane_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "show_pane"}
    v = raw.get("content")
    if v is None:
        raise ConsoleProtocolError("content", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("content", "must be one of agent, docs, none")
    v = v.strip()
    v = v.lower()
    if v not in PANE_CONTENT_VALUES:
        raise ConsoleProtocolError("content", "must be one of agent, docs, none")
    out["content"] = v

    return out


def _check_toggle_terminal_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "toggle_terminal"}
    return out


def _check_scroll_to_card_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "scroll_to_card"}
    v = raw.get("cardId")
    if v is None:
        raise ConsoleProtocolError("cardId", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("cardId", "must be a string")
    while True:
        v_before = v
        v = v.strip()
        while v.startswith("card-"):
            v = v[5:]
        if v == v_before:
            break
    if not v:
        raise ConsoleProtocolError("cardId", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "cardId", "must not contain NUL or unpaired surrogate characters"
        )
    out["cardId"] = v

    return out


def _check_resource_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "resource"}
    v = raw.get("mutation")
    if v is None:
        raise ConsoleProtocolError("mutation", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("mutation", "must be one of create, update, delete")
    v = v.strip()
    v = v.lower()
    if v not in MUTATION_VALUES:
        raise ConsoleProtocolError("mutation", "must be one of create, update, delete")
    out["mutation"] = v

    v = raw.get("resourceType")
    if v is None:
        raise ConsoleProtocolError("resourceType", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("resourceType", "must be a string")
    v = v.strip()
    v = v.lower()
    if not v:
        raise ConsoleProtocolError("resourceType", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "resourceType", "must not contain NUL or unpaired surrogate characters"
        )
    out["resourceType"] = v

    v = raw.get("resourceId")
    if v is None:
        raise ConsoleProtocolError("resourceId", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("resourceId", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("resourceId", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "resourceId", "must not contain NUL or unpaired surrogate characters"
        )
    out["resourceId"] = v

    v = raw.get("title")
    if v is None:
        raise ConsoleProtocolError("title", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("title", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("title", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("title", "must not contain NUL or unpaired surrogate characters")
    out["title"] = v

    v = raw.get("subtitle")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("subtitle", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "subtitle", "must not contain NUL or unpaired surrogate characters"
                )
            out["subtitle"] = v

    v = raw.get("href")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("href", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "href", "must not contain NUL or unpaired surrogate characters"
                )
            if _PATTERN_0.fullmatch(v) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v

    v = raw.get("status")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("status", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "status", "must not contain NUL or unpaired surrogate characters"
                )
            out["status"] = v

    v = raw.get("metadata")
    if v is not None:
        if not isinstance(v, list):
            raise ConsoleProtocolError("metadata", "must be an array")
        if len(v) > MAX_METADATA_ENTRIES:
            raise ConsoleProtocolError(
                "metadata", f"must have at most {MAX_METADATA_ENTRIES} items"
            )
        vout: list[Any] = []
        for vi, ve in enumerate(v):
            try:
                ve = _check_metadata_entry(ve)
            except ConsoleProtocolError as exc:
                raise exc.within(f"metadata[{vi}]") from None
            vout.append(ve)

        v = vout
        out["metadata"] = v

    v = raw.get("fields")
    if v is not None:
        if not isinstance(v, dict):
            raise ConsoleProtocolError("fields", "must be an object")
        if len(v) > MAX_FIELD_ENTRIES:
            raise ConsoleProtocolError("fields", f"must have at most {MAX_FIELD_ENTRIES} entries")
        vout: dict[str, Any] = {}
        for vk, vx in v.items():
            if not isinstance(vk, str):
                raise ConsoleProtocolError("fields", "keys must be strings")
            vk = vk.strip()
            if not vk:
                raise ConsoleProtocolError("fields", "keys must not be empty")
            if "\x00" in vk or (not vk.isascii() and _SURROGATE.search(vk) is not None):
                raise ConsoleProtocolError(
                    f"fields.{vk}", "must not contain NUL or unpaired surrogate characters"
                )
            if vk in _FORBIDDEN_KEYS:
                raise ConsoleProtocolError(f"fields.{vk}", "is not an allowed key")
            if vx is not None and not isinstance(
                vx,
                (
                    str,
                    int,
                    float,
                    bool,
                ),
            ):
                raise ConsoleProtocolError(f"fields.{vk}", "must be string, number, boolean, null")
            if isinstance(vx, str):
                if "\x00" in vx or (not vx.isascii() and _SURROGATE.search(vx) is not None):
                    raise ConsoleProtocolError(
                        f"fields.{vk}", "must not contain NUL or unpaired surrogate characters"
                    )
            elif isinstance(vx, (int, float)) and not isinstance(vx, bool):
                if not -_MAX_MAGNITUDE <= vx <= _MAX_MAGNITUDE:
                    raise ConsoleProtocolError(
                        f"fields.{vk}", "must be a finite number within ±9007199254740991"
                    )
            vout[vk] = vx
        v = vout
        out["fields"] = v

    return out


def _check_resource_list_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "resource_list"}
    v = raw.get("resourceType")
    if v is None:
        raise ConsoleProtocolError("resourceType", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("resourceType", "must be a string")
    v = v.strip()
    v = v.lower()
    if not v:
        raise ConsoleProtocolError("resourceType", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError(
            "resourceType", "must not contain NUL or unpaired surrogate characters"
        )
    out["resourceType"] = v

    v = raw.get("items")
    if v is None:
        raise ConsoleProtocolError("items", "is required")
    if not isinstance(v, list):
        raise ConsoleProtocolError("items", "must be an array")
    if len(v) > MAX_RESOURCE_LIST_ITEMS:
        raise ConsoleProtocolError("items", f"must have at most {MAX_RESOURCE_LIST_ITEMS} items")
    vout: list[Any] = []
    for vi, ve in enumerate(v):
        try:
            ve = _check_resource_item(ve)
        except ConsoleProtocolError as exc:
            raise exc.within(f"items[{vi}]") from None
        vout.append(ve)

    v = vout
    out["items"] = v

    v = raw.get("title")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("title", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "title", "must not contain NUL or unpaired surrogate characters"
                )
            out["title"] = v

    v = raw.get("description")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("description", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "description", "must not contain NUL or unpaired surrogate characters"
                )
            out["description"] = v

    v = raw.get("listHref")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("listHref", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "listHref", "must not contain NUL or unpaired surrogate characters"
                )
            if _PATTERN_0.fullmatch(v) is None:
                raise ConsoleProtocolError(
                    "listHref",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["listHref"] = v

    v = raw.get("emptyMessage")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("emptyMessage", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "emptyMessage", "must not contain NUL or unpaired surrogate characters"
                )
            out["emptyMessage"] = v

    v = raw.get("total")
    if v is not None:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ConsoleProtocolError("total", "must be an integer")
        if not -_MAX_MAGNITUDE <= v <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError("total", "must be a finite number within ±9007199254740991")
        if v < 0:
            raise ConsoleProtocolError("total", "must be at least 0")
        out["total"] = v

    elif out.get("items"):
        out["total"] = len(out["items"])

    v = raw.get("projectId")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("projectId", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "projectId", "must not contain NUL or unpaired surrogate characters"
                )
            out["projectId"] = v

    v = raw.get("columns")
    if v is not None:
        if not isinstance(v, list):
            raise ConsoleProtocolError("columns", "must be an array")
        if len(v) < 1:
            raise ConsoleProtocolError("columns", "must not be empty")
        if len(v) > MAX_COLUMNS:
            raise ConsoleProtocolError("columns", f"must have at most {MAX_COLUMNS} items")
        vout: list[Any] = []
        for vi, ve in enumerate(v):
            try:
                ve = _check_column(ve)
            except ConsoleProtocolError as exc:
                raise exc.within(f"columns[{vi}]") from None
            vout.append(ve)

        v = vout
        out["columns"] = v

    return out


def _check_chart_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "chart"}
    v = raw.get("title")
    if v is None:
        raise ConsoleProtocolError("title", "is required")
    if not isinstance(v, str):
        raise ConsoleProtocolError("title", "must be a string")
    v = v.strip()
    if not v:
        raise ConsoleProtocolError("title", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ConsoleProtocolError("title", "must not contain NUL or unpaired surrogate characters")
    out["title"] = v

    v = raw.get("metrics")
    if v is None:
        raise ConsoleProtocolError("metrics", "is required")
    if not isinstance(v, list):
        raise ConsoleProtocolError("metrics", "must be an array")
    if len(v) < 1:
        raise ConsoleProtocolError("metrics", "must not be empty")
    if len(v) > MAX_CHART_METRICS:
        raise ConsoleProtocolError("metrics", f"must have at most {MAX_CHART_METRICS} items")
    vout: list[Any] = []
    for vi, ve in enumerate(v):
        try:
            ve = _check_chart_metric(ve)
        except ConsoleProtocolError as exc:
            raise exc.within(f"metrics[{vi}]") from None
        vout.append(ve)

    v = vout
    out["metrics"] = v

    v = raw.get("description")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("description", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "description", "must not contain NUL or unpaired surrogate characters"
                )
            out["description"] = v

    v = raw.get("unitLabel")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("unitLabel", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "unitLabel", "must not contain NUL or unpaired surrogate characters"
                )
            out["unitLabel"] = v

    v = raw.get("interval")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("interval", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "interval", "must not contain NUL or unpaired surrogate characters"
                )
            out["interval"] = v

    v = raw.get("startAt")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("startAt", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "startAt", "must not contain NUL or unpaired surrogate characters"
                )
            out["startAt"] = v

    v = raw.get("endAt")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("endAt", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "endAt", "must not contain NUL or unpaired surrogate characters"
                )
            out["endAt"] = v

    v = raw.get("href")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("href", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "href", "must not contain NUL or unpaired surrogate characters"
                )
            if _PATTERN_0.fullmatch(v) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v

    v = raw.get("projectId")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("projectId", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ConsoleProtocolError(
                    "projectId", "must not contain NUL or unpaired surrogate characters"
                )
            out["projectId"] = v

    v = raw.get("chartType")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("chartType", "must be one of area, bar")
        v = v.strip()
        v = v.lower()
        if v not in CHART_TYPE_VALUES:
            raise ConsoleProtocolError("chartType", "must be one of area, bar")
        out["chartType"] = v

    v = raw.get("kind")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("kind", "must be one of events, gauges")
        v = v.strip()
        v = v.lower()
        if v not in CHART_KIND_VALUES:
            raise ConsoleProtocolError("kind", "must be one of events, gauges")
        out["kind"] = v

    v = raw.get("axisFormat")
    if v is not None:
        if not isinstance(v, str):
            raise ConsoleProtocolError("axisFormat", "must be one of count, bytes, gbhours")
        v = v.strip()
        v = v.lower()
        if v not in AXIS_FORMAT_VALUES:
            raise ConsoleProtocolError("axisFormat", "must be one of count, bytes, gbhours")
        out["axisFormat"] = v

    v = raw.get("changePercent")
    if v is not None:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ConsoleProtocolError("changePercent", "must be a number")
        if not -_MAX_MAGNITUDE <= v <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError(
                "changePercent", "must be a finite number within ±9007199254740991"
            )
        v = float(v)
        out["changePercent"] = v

    return out


def _check_refresh_action(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {"type": "refresh"}
    v = raw.get("scopes")
    if v is None:
        raise ConsoleProtocolError("scopes", "is required")
    if not isinstance(v, list):
        raise ConsoleProtocolError("scopes", "must be an array")
    if len(v) < 1:
        raise ConsoleProtocolError("scopes", "must not be empty")
    vout: list[Any] = []
    for vi, ve in enumerate(v):
        if ve is None:
            raise ConsoleProtocolError(f"scopes[{vi}]", "must not be null")
        if not isinstance(ve, str):
            raise ConsoleProtocolError(f"scopes[{vi}]", "must be a string")
        ve = ve.strip()
        ve = ve.lower()
        if not ve:
            raise ConsoleProtocolError(f"scopes[{vi}]", "must not be empty")
        if "\x00" in ve or (not ve.isascii() and _SURROGATE.search(ve) is not None):
            raise ConsoleProtocolError(
                f"scopes[{vi}]", "must not contain NUL or unpaired surrogate characters"
            )
        vout.append(ve)

    v = vout
    out["scopes"] = v

    return out


_CHECKERS: Final = {
    "set_theme": _check_set_theme_action,
    "navigate": _check_navigate_action,
    "open_create": _check_open_create_action,
    "open_dialog": _check_open_dialog_action,
    "toast": _check_toast_action,
    "show_pane": _check_show_pane_action,
    "toggle_terminal": _check_toggle_terminal_action,
    "scroll_to_card": _check_scroll_to_card_action,
    "resource": _check_resource_action,
    "resource_list": _check_resource_list_action,
    "chart": _check_chart_action,
    "refresh": _check_refresh_action,
}
_UNKNOWN_KIND: Final = (
    "must be one of set_theme, navigate, open_create, open_dialog, toast, show_pane, toggle_terminal, scroll_to_card, resource, resource_list, chart, refresh"
)


def validate_action(raw: object, path: str = "action") -> ConsoleAction:
    """Check one action and return its canonical form; raise ConsoleProtocolError."""
    if not isinstance(raw, dict):
        raise ConsoleProtocolError(path, "must be an object")
    kind = raw.get("type")
    if not isinstance(kind, str):
        raise ConsoleProtocolError(f"{path}.type", _UNKNOWN_KIND)
    kind = kind.strip()
    checker = _CHECKERS.get(kind)
    if checker is None:
        raise ConsoleProtocolError(f"{path}.type", _UNKNOWN_KIND)
    try:
        result: ConsoleAction = checker(raw)
    except ConsoleProtocolError as exc:
        raise exc.within(path) from None
    return result


_NOT_BRACKET_OR_QUOTE: Final = bytes(c for c in range(256) if c not in b'[]{}"')
_EMPTY_PAIR: Final = re.compile(rb"\[\]|\{\}")


def _text_too_deep(text: str, limit: int) -> bool:
    """Whether JSON text nests arrays/objects deeper than ``limit``, found without parsing it.

    Byte operations only (no Python loop over characters): drop escaped quotes and backslashes,
    keep brackets and quotes, drop the (now bracket-free, usually empty) string contents, then
    peel innermost ``[]``/``{}`` pairs; text of depth d is empty after d passes. Unbalanced
    text stops shrinking and is left to json.loads to reject.
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    data = text.encode("utf-8", "surrogatepass")
    if b"\\" in data:
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    data = data.translate(None, _NOT_BRACKET_OR_QUOTE).replace(b'""', b"")
    if b'"' in data:
        data = b"".join(data.split(b'"')[::2])
    for _ in range(limit):
        if not data:
            return False
        shorter = _EMPTY_PAIR.sub(b"", data)  # one level a pass: "[{}]" becomes "[]", not ""
        if shorter == data:
            return False  # unbalanced: json.loads will say so
        data = shorter
    return bool(data)


def _value_too_deep(value: object, limit: int) -> bool:
    """Whether nested lists/dicts go deeper than ``limit`` (iterative: no recursion)."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        )
        if children is None:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def parse_actions_arg(actions: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw actions."""
    value = actions
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise ConsoleProtocolError("actions", "must not be empty")
        if len(text) > MAX_ARGUMENT_BYTES or (
            len(text) * 4 > MAX_ARGUMENT_BYTES
            and not text.isascii()
            and len(text.encode("utf-8", "surrogatepass")) > MAX_ARGUMENT_BYTES
        ):
            raise ConsoleProtocolError(
                "actions", f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON"
            )
        if _text_too_deep(text, MAX_NESTING_DEPTH):
            raise ConsoleProtocolError(
                "actions", f"must not nest deeper than {MAX_NESTING_DEPTH} levels"
            )
        try:
            value = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise ConsoleProtocolError("actions", f"is not valid JSON ({exc})") from None
    elif _value_too_deep(value, MAX_NESTING_DEPTH):
        raise ConsoleProtocolError(
            "actions", f"must not nest deeper than {MAX_NESTING_DEPTH} levels"
        )
    if isinstance(value, dict):
        return [value]
    if not isinstance(value, list):
        raise ConsoleProtocolError(
            "actions", "must be a JSON array of actions or one action object"
        )
    if len(value) < 1:
        raise ConsoleProtocolError("actions", "must not be empty")
    if len(value) > MAX_ACTIONS:
        raise ConsoleProtocolError("actions", f"must have at most {MAX_ACTIONS} items")
    return value


def build_envelope(actions: object) -> ConsoleEnvelope:
    """Validate every action in order (the first error fails the call) and wrap them."""
    items = [
        validate_action(item, f"actions[{i}]") for i, item in enumerate(parse_actions_arg(actions))
    ]
    out: ConsoleEnvelope = {"protocol": PROTOCOL, "actions": items}
    return out


def emit_console_actions(actions: object) -> str:
    """The canonical envelope as compact JSON text; raise ConsoleProtocolError when invalid."""
    envelope = build_envelope(actions)
    return json.dumps(envelope, separators=(",", ":"), ensure_ascii=False)


def console_tool(actions: object) -> str:
    """The `console` tool: the envelope, or ``Error: invalid console actions — <why>``. Never raises."""
    try:
        return emit_console_actions(actions)
    except ConsoleProtocolError as exc:
        return ERROR_PREFIX + str(exc)
