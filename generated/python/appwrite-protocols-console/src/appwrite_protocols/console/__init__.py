# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/console.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite Console protocol (``appwrite.console/v1``): validate and normalise actions, emit the envelope.

Shareable contract between the agent engine (this repo) and the Appwrite Console (vibes).
The agent posts UI metadata via the built-in console tool; the Console parses the tool
result and turns it into components / side-effects.

Drop-in for the hand-written ``app/graph/console.py``. Every check and normalisation below comes
from the spec; the protocol doc (``console-protocol.md``) explains them.
"""

from __future__ import annotations

import operator
import re

# The helpers every package carries, copied from generator/targets/python/runtime.py.
from ._runtime import SCREEN_FLAGS as _SCREEN_FLAGS
from ._runtime import ProtocolError as _ProtocolError
from ._runtime import checked_objects as _checked_objects
from ._runtime import dumps as _dumps
from ._runtime import has_surrogate as _has_surrogate
from ._runtime import until_stable as _until_stable

# Reading the tool argument, copied from generator/targets/python/runtime_argument.py.
from ._runtime_argument import read_argument as _read_argument
from .tool import (
    ARGUMENT_DESCRIPTION,
    TOOL_DESCRIPTION,
    anthropic_tool,
    langchain_tool,
    openai_tool,
    tool_parameters,
)

# Imports for type checkers only: at run time `typing` costs more to import than this module,
# so the TypedDicts load from `_types` on first use (`__getattr__` at the end of this module).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

    from ._types import (
        ChartAction,
        ChartMetric,
        ChartPoint,
        Column,
        ConsoleAction,
        ConsoleEnvelope,
        MetadataEntry,
        NavigateAction,
        OpenCreateAction,
        OpenDialogAction,
        RefreshAction,
        ResourceAction,
        ResourceItem,
        ResourceListAction,
        ScrollToCardAction,
        SetThemeAction,
        ShowPaneAction,
        ToastAction,
        ToggleTerminalAction,
    )

__all__ = [
    "ACTION_TYPES",
    "ARGUMENT_DESCRIPTION",
    "AXIS_FORMAT_VALUES",
    "CHART_KIND_VALUES",
    "CHART_TYPE_VALUES",
    "CREATE_RESOURCE_TYPE_VALUES",
    "DIALOG_VALUES",
    "ERROR_PREFIX",
    "MAX_ACTIONS",
    "MAX_ARGUMENT_BYTES",
    "MAX_CHART_METRICS",
    "MAX_CHART_POINTS",
    "MAX_COLUMNS",
    "MAX_FIELD_ENTRIES",
    "MAX_METADATA_ENTRIES",
    "MAX_NESTING_DEPTH",
    "MAX_RESOURCE_LIST_ITEMS",
    "MUTATION_VALUES",
    "PANE_CONTENT_VALUES",
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "THEME_VALUES",
    "TOAST_LEVEL_VALUES",
    "TOOL_ARGUMENT",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "ChartAction",
    "ChartMetric",
    "ChartPoint",
    "Column",
    "ConsoleAction",
    "ConsoleEnvelope",
    "ConsoleProtocolError",
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
    "anthropic_tool",
    "build_envelope",
    "console_tool",
    "emit_console_actions",
    "langchain_tool",
    "openai_tool",
    "parse_actions_arg",
    "tool_parameters",
    "validate_action",
]

PROTOCOL: Final = "appwrite.console/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.2.2"
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
# Reasons raised in more than one place (the rest are written where they are raised).
_REQUIRED: Final = "is required"
_NOT_EMPTY: Final = "must not be empty"
_NOT_A_STRING: Final = "must be a string"
_NOT_AN_OBJECT: Final = "must be an object"
_NOT_AN_ARRAY: Final = "must be an array"
_UNSAFE_TEXT: Final = "must not contain NUL or unpaired surrogate characters"
_UNSAFE_NUMBER: Final = "must be a finite number within ±9007199254740991"


_PATTERN_0: Final = re.compile(
    "^/(?![/\\\\])[^\\\\\\x00-\\x20\\x7f-\\x9f\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$"
)
_MAX_MAGNITUDE: Final = 9007199254740991
# Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
# the parser's words); "" for a limit the spec does not set.
_ARGUMENT_REASONS: Final = (
    "must not be empty",
    f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON",
    f"must not nest deeper than {MAX_NESTING_DEPTH} levels",
    "is not valid JSON ({})",
)
_FORBIDDEN_KEYS: Final = frozenset(
    {
        "__proto__",
        "constructor",
        "prototype",
    }
)


# [strip, {remove_prefix: "#"}]: the first pass rule by rule, then every later pass at once
_UNTIL_STABLE_0: Final = (
    (
        str.strip,
        re.compile("(?:\\#)*+"),
    ),
    re.compile(
        "[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\#]*+"
    ),
)
# [strip, {remove_prefix: "card-"}]: the first pass rule by rule, then every later pass at once
_UNTIL_STABLE_1: Final = (
    (
        str.strip,
        re.compile("(?:card\\-)*+"),
    ),
    re.compile(
        "(?:[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*+(?:card\\-)++)*+[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*+"
    ),
)


class ConsoleProtocolError(_ProtocolError):
    """An actions argument that breaks the protocol; ``path`` names the bad
    field, ``reason`` what is wrong with it (``args`` is the two)."""


# Every checker takes `screen`: False skips the tests of its strings for NUL and lone surrogates,
# for a value read from text that holds none (the runtime's screens_text says when); True, the
# default, tests every string.
def _check_resource_item(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_resource_id = raw.get("resourceId")
    if v_resource_id is None:
        raise ConsoleProtocolError("resourceId", _REQUIRED)
    if not isinstance(v_resource_id, str):
        raise ConsoleProtocolError("resourceId", _NOT_A_STRING)
    v_resource_id = v_resource_id.strip()
    if not v_resource_id:
        raise ConsoleProtocolError("resourceId", _NOT_EMPTY)
    if screen and (
        "\x00" in v_resource_id or (not v_resource_id.isascii() and _has_surrogate(v_resource_id))
    ):
        raise ConsoleProtocolError("resourceId", _UNSAFE_TEXT)
    out["resourceId"] = v_resource_id

    v_title = raw.get("title")
    if v_title is None:
        raise ConsoleProtocolError("title", _REQUIRED)
    if not isinstance(v_title, str):
        raise ConsoleProtocolError("title", _NOT_A_STRING)
    v_title = v_title.strip()
    if not v_title:
        raise ConsoleProtocolError("title", _NOT_EMPTY)
    if screen and ("\x00" in v_title or (not v_title.isascii() and _has_surrogate(v_title))):
        raise ConsoleProtocolError("title", _UNSAFE_TEXT)
    out["title"] = v_title

    v_subtitle = raw.get("subtitle")
    if v_subtitle is not None:
        if not isinstance(v_subtitle, str):
            raise ConsoleProtocolError("subtitle", _NOT_A_STRING)
        v_subtitle = v_subtitle.strip()
        if v_subtitle:
            if screen and (
                "\x00" in v_subtitle or (not v_subtitle.isascii() and _has_surrogate(v_subtitle))
            ):
                raise ConsoleProtocolError("subtitle", _UNSAFE_TEXT)
            out["subtitle"] = v_subtitle

    v_href = raw.get("href")
    if v_href is not None:
        if not isinstance(v_href, str):
            raise ConsoleProtocolError("href", _NOT_A_STRING)
        v_href = v_href.strip()
        if v_href:
            if screen and ("\x00" in v_href or (not v_href.isascii() and _has_surrogate(v_href))):
                raise ConsoleProtocolError("href", _UNSAFE_TEXT)
            if _PATTERN_0.fullmatch(v_href) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v_href

    v_status = raw.get("status")
    if v_status is not None:
        if not isinstance(v_status, str):
            raise ConsoleProtocolError("status", _NOT_A_STRING)
        v_status = v_status.strip()
        if v_status:
            if screen and (
                "\x00" in v_status or (not v_status.isascii() and _has_surrogate(v_status))
            ):
                raise ConsoleProtocolError("status", _UNSAFE_TEXT)
            out["status"] = v_status

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, list):
            raise ConsoleProtocolError("metadata", _NOT_AN_ARRAY)
        if len(v_metadata) > MAX_METADATA_ENTRIES:
            raise ConsoleProtocolError(
                "metadata", f"must have at most {MAX_METADATA_ENTRIES} items"
            )
        v_metadata__list: list[Any] = []
        if len(v_metadata) < 16:
            # One C-level pass; on an error, the elements already appended say which one failed.
            try:
                v_metadata__list.extend(
                    map(_check_metadata_entry, v_metadata, _SCREEN_FLAGS[screen])
                )
            except ConsoleProtocolError as exc:
                v_metadata__index = len(v_metadata__list)
                exc._enter(f"metadata[{v_metadata__index}]")
                raise
        else:
            v_metadata__list = _checked_objects(
                v_metadata,
                _check_metadata_entry,
                ConsoleProtocolError,
                "metadata",
                _batch_metadata_entry,
                16,
                512,
                screen,
            )
        v_metadata = v_metadata__list
        out["metadata"] = v_metadata

    v_fields = raw.get("fields")
    if v_fields is not None:
        if not isinstance(v_fields, dict):
            raise ConsoleProtocolError("fields", _NOT_AN_OBJECT)
        if len(v_fields) > MAX_FIELD_ENTRIES:
            raise ConsoleProtocolError("fields", f"must have at most {MAX_FIELD_ENTRIES} entries")
        v_fields__map: dict[str, Any] = {}
        for v_fields__key, v_fields__entry in v_fields.items():
            if not isinstance(v_fields__key, str):
                raise ConsoleProtocolError("fields", "keys must be strings")
            v_fields__key = v_fields__key.strip()
            if not v_fields__key:
                raise ConsoleProtocolError("fields", "keys must not be empty")
            if screen and (
                "\x00" in v_fields__key
                or (not v_fields__key.isascii() and _has_surrogate(v_fields__key))
            ):
                raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_TEXT)
            if v_fields__key in _FORBIDDEN_KEYS:
                raise ConsoleProtocolError(f"fields.{v_fields__key}", "is not an allowed key")
            # One branch per JSON type, strings (the common case) first; bool before int, its base.
            if v_fields__entry is None:
                pass
            elif isinstance(v_fields__entry, str):
                if screen and (
                    "\x00" in v_fields__entry
                    or (not v_fields__entry.isascii() and _has_surrogate(v_fields__entry))
                ):
                    raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_TEXT)
            elif isinstance(v_fields__entry, bool):
                pass
            elif isinstance(v_fields__entry, (int, float)):
                if not -_MAX_MAGNITUDE <= v_fields__entry <= _MAX_MAGNITUDE:
                    raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_NUMBER)
            else:
                raise ConsoleProtocolError(
                    f"fields.{v_fields__key}", "must be string, number, boolean, null"
                )
            v_fields__map[v_fields__key] = v_fields__entry
        v_fields = v_fields__map
        out["fields"] = v_fields

    return out


def _batch_resource_item(items: list[Any]) -> list[Any] | None:
    """``[_check_resource_item(item) for item in items]`` when every item is a plain dict with
    exactly the required fields and all of them pass; None when any item might not."""
    if set(map(type, items)) != {dict} or set(map(len, items)) != {2}:
        return None
    try:
        col0_resource_id = list(map(operator.itemgetter("resourceId"), items))
        col1_title = list(map(operator.itemgetter("title"), items))
    except KeyError:
        return None
    if set(map(type, col0_resource_id)) != {str}:
        return None
    if set(map(type, col1_title)) != {str}:
        return None
    col0_resource_id = list(map(str.strip, col0_resource_id))
    if not all(col0_resource_id):
        return None
    # A NUL or a surrogate is in the joined text if and only if it is in some value.
    col0_resource_id_text = "".join(col0_resource_id)
    if "\x00" in col0_resource_id_text or (
        not col0_resource_id_text.isascii() and _has_surrogate(col0_resource_id_text)
    ):
        return None
    col1_title = list(map(str.strip, col1_title))
    if not all(col1_title):
        return None
    # A NUL or a surrogate is in the joined text if and only if it is in some value.
    col1_title_text = "".join(col1_title)
    if "\x00" in col1_title_text or (
        not col1_title_text.isascii() and _has_surrogate(col1_title_text)
    ):
        return None
    return [
        {"resourceId": one0_resource_id, "title": one1_title}
        for one0_resource_id, one1_title in zip(col0_resource_id, col1_title)
    ]


def _check_metadata_entry(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_label = raw.get("label")
    if v_label is None:
        raise ConsoleProtocolError("label", _REQUIRED)
    if not isinstance(v_label, str):
        raise ConsoleProtocolError("label", _NOT_A_STRING)
    v_label = v_label.strip()
    if not v_label:
        raise ConsoleProtocolError("label", _NOT_EMPTY)
    if screen and ("\x00" in v_label or (not v_label.isascii() and _has_surrogate(v_label))):
        raise ConsoleProtocolError("label", _UNSAFE_TEXT)
    out["label"] = v_label

    v_value = raw.get("value")
    if v_value is None:
        raise ConsoleProtocolError("value", _REQUIRED)
    if isinstance(v_value, str):
        if screen and ("\x00" in v_value or (not v_value.isascii() and _has_surrogate(v_value))):
            raise ConsoleProtocolError("value", _UNSAFE_TEXT)
    elif isinstance(v_value, bool):
        v_value = str(v_value)
    elif isinstance(v_value, (int, float)):
        if not -_MAX_MAGNITUDE <= v_value <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError("value", _UNSAFE_NUMBER)
        v_value = str(v_value)
    else:
        raise ConsoleProtocolError("value", "must be a string, number or boolean")
    out["value"] = v_value

    return out


def _batch_metadata_entry(items: list[Any]) -> list[Any] | None:
    """``[_check_metadata_entry(item) for item in items]`` when every item is a plain dict with
    exactly the required fields and all of them pass; None when any item might not."""
    if set(map(type, items)) != {dict} or set(map(len, items)) != {2}:
        return None
    try:
        col0_label = list(map(operator.itemgetter("label"), items))
        col1_value = list(map(operator.itemgetter("value"), items))
    except KeyError:
        return None
    if set(map(type, col0_label)) != {str}:
        return None
    if set(map(type, col1_value)) != {str}:
        return None
    col0_label = list(map(str.strip, col0_label))
    if not all(col0_label):
        return None
    # A NUL or a surrogate is in the joined text if and only if it is in some value.
    col0_label_text = "".join(col0_label)
    if "\x00" in col0_label_text or (
        not col0_label_text.isascii() and _has_surrogate(col0_label_text)
    ):
        return None
    # A NUL or a surrogate is in the joined text if and only if it is in some value.
    col1_value_text = "".join(col1_value)
    if "\x00" in col1_value_text or (
        not col1_value_text.isascii() and _has_surrogate(col1_value_text)
    ):
        return None
    return [
        {"label": one0_label, "value": one1_value}
        for one0_label, one1_value in zip(col0_label, col1_value)
    ]


def _check_column(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_key = raw.get("key")
    if v_key is None:
        raise ConsoleProtocolError("key", _REQUIRED)
    if not isinstance(v_key, str):
        raise ConsoleProtocolError("key", _NOT_A_STRING)
    v_key = v_key.strip()
    if not v_key:
        raise ConsoleProtocolError("key", _NOT_EMPTY)
    if screen and ("\x00" in v_key or (not v_key.isascii() and _has_surrogate(v_key))):
        raise ConsoleProtocolError("key", _UNSAFE_TEXT)
    out["key"] = v_key

    v_label = raw.get("label")
    if v_label is None:
        raise ConsoleProtocolError("label", _REQUIRED)
    if not isinstance(v_label, str):
        raise ConsoleProtocolError("label", _NOT_A_STRING)
    v_label = v_label.strip()
    if not v_label:
        raise ConsoleProtocolError("label", _NOT_EMPTY)
    if screen and ("\x00" in v_label or (not v_label.isascii() and _has_surrogate(v_label))):
        raise ConsoleProtocolError("label", _UNSAFE_TEXT)
    out["label"] = v_label

    return out


def _check_chart_metric(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_metric = raw.get("metric")
    if v_metric is None:
        raise ConsoleProtocolError("metric", _REQUIRED)
    if not isinstance(v_metric, str):
        raise ConsoleProtocolError("metric", _NOT_A_STRING)
    v_metric = v_metric.strip()
    if not v_metric:
        raise ConsoleProtocolError("metric", _NOT_EMPTY)
    if screen and ("\x00" in v_metric or (not v_metric.isascii() and _has_surrogate(v_metric))):
        raise ConsoleProtocolError("metric", _UNSAFE_TEXT)
    out["metric"] = v_metric

    v_points = raw.get("points")
    if v_points is None:
        raise ConsoleProtocolError("points", _REQUIRED)
    if not isinstance(v_points, list):
        raise ConsoleProtocolError("points", _NOT_AN_ARRAY)
    if len(v_points) > MAX_CHART_POINTS:
        raise ConsoleProtocolError("points", f"must have at most {MAX_CHART_POINTS} items")
    v_points__list: list[Any] = []
    if len(v_points) < 16:
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_points__list.extend(map(_check_chart_point, v_points, _SCREEN_FLAGS[screen]))
        except ConsoleProtocolError as exc:
            v_points__index = len(v_points__list)
            exc._enter(f"points[{v_points__index}]")
            raise
    else:
        v_points__list = _checked_objects(
            v_points,
            _check_chart_point,
            ConsoleProtocolError,
            "points",
            _batch_chart_point,
            16,
            512,
            screen,
        )
    v_points = v_points__list
    out["points"] = v_points

    return out


def _check_chart_point(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_time = raw.get("time")
    if v_time is None:
        raise ConsoleProtocolError("time", _REQUIRED)
    if not isinstance(v_time, str):
        raise ConsoleProtocolError("time", _NOT_A_STRING)
    v_time = v_time.strip()
    if not v_time:
        raise ConsoleProtocolError("time", _NOT_EMPTY)
    if screen and ("\x00" in v_time or (not v_time.isascii() and _has_surrogate(v_time))):
        raise ConsoleProtocolError("time", _UNSAFE_TEXT)
    out["time"] = v_time

    v_value = raw.get("value")
    if v_value is None:
        raise ConsoleProtocolError("value", _REQUIRED)
    if type(v_value) is not float and (
        isinstance(v_value, bool) or not isinstance(v_value, (int, float))
    ):
        raise ConsoleProtocolError("value", "must be a number")
    if not -_MAX_MAGNITUDE <= v_value <= _MAX_MAGNITUDE:
        raise ConsoleProtocolError("value", _UNSAFE_NUMBER)
    v_value = float(v_value)
    out["value"] = v_value

    v_label = raw.get("label")
    if v_label is not None:
        if not isinstance(v_label, str):
            raise ConsoleProtocolError("label", _NOT_A_STRING)
        v_label = v_label.strip()
        if v_label:
            if screen and (
                "\x00" in v_label or (not v_label.isascii() and _has_surrogate(v_label))
            ):
                raise ConsoleProtocolError("label", _UNSAFE_TEXT)
            out["label"] = v_label

    return out


def _batch_chart_point(items: list[Any]) -> list[Any] | None:
    """``[_check_chart_point(item) for item in items]`` when every item is a plain dict with
    exactly the required fields and all of them pass; None when any item might not."""
    if set(map(type, items)) != {dict} or set(map(len, items)) != {2}:
        return None
    try:
        col0_time = list(map(operator.itemgetter("time"), items))
        col1_value = list(map(operator.itemgetter("value"), items))
    except KeyError:
        return None
    if set(map(type, col0_time)) != {str}:
        return None
    col1_value_types = set(map(type, col1_value))
    if not col1_value_types <= {int, float}:
        return None
    col0_time = list(map(str.strip, col0_time))
    if not all(col0_time):
        return None
    # A NUL or a surrogate is in the joined text if and only if it is in some value.
    col0_time_text = "".join(col0_time)
    if "\x00" in col0_time_text or (
        not col0_time_text.isascii() and _has_surrogate(col0_time_text)
    ):
        return None
    # A NaN or an infinity makes the sum one (min() and max() would not see a NaN). Integers are
    # neither, so a column of them skips the sum (callgrind: -0.3 % of the largest chart's emit).
    if col1_value_types != {int}:
        try:
            col1_value_sum = sum(col1_value)
        except OverflowError:  # an integer too large for a float, beside a float
            return None
        if col1_value_sum - col1_value_sum != 0:
            return None
    if min(col1_value) < -_MAX_MAGNITUDE or max(col1_value) > _MAX_MAGNITUDE:
        return None
    # Float first: values json read as floats need no float() each, which would only copy the list
    # (callgrind: 0.9 % of the largest chart's emit when its values are floats; integers convert).
    if col1_value_types != {float}:
        try:
            col1_value = list(map(float, col1_value))
        except OverflowError:  # the item checker raises it, for the first such item
            return None
    return [
        {"time": one0_time, "value": one1_value}
        for one0_time, one1_value in zip(col0_time, col1_value)
    ]


def _check_set_theme_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "set_theme"}
    v_theme = raw.get("theme")
    if v_theme is None:
        raise ConsoleProtocolError("theme", _REQUIRED)
    if not isinstance(v_theme, str):
        raise ConsoleProtocolError("theme", "must be one of light, dark, system")
    v_theme = v_theme.strip()
    if len(v_theme) > 6:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError("theme", "must be one of light, dark, system")
    v_theme = v_theme.lower()
    if v_theme not in THEME_VALUES:
        raise ConsoleProtocolError("theme", "must be one of light, dark, system")
    out["theme"] = v_theme

    return out


def _check_navigate_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "navigate"}
    v_path = raw.get("path")
    if v_path is None:
        raise ConsoleProtocolError("path", _REQUIRED)
    if not isinstance(v_path, str):
        raise ConsoleProtocolError("path", _NOT_A_STRING)
    v_path = v_path.strip()
    if not v_path:
        raise ConsoleProtocolError("path", _NOT_EMPTY)
    if screen and ("\x00" in v_path or (not v_path.isascii() and _has_surrogate(v_path))):
        raise ConsoleProtocolError("path", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_path) is None:
        raise ConsoleProtocolError(
            "path",
            "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
    out["path"] = v_path

    v_hash = raw.get("hash")
    if v_hash is not None:
        if not isinstance(v_hash, str):
            raise ConsoleProtocolError("hash", _NOT_A_STRING)
        if v_hash[:1].isspace() or v_hash[-1:].isspace() or v_hash.startswith("#"):
            v_hash = _until_stable(v_hash, _UNTIL_STABLE_0)
        if v_hash:
            if screen and ("\x00" in v_hash or (not v_hash.isascii() and _has_surrogate(v_hash))):
                raise ConsoleProtocolError("hash", _UNSAFE_TEXT)
            out["hash"] = v_hash

    v_replace = raw.get("replace")
    if v_replace is not None:
        if v_replace is not True and v_replace is not False:
            raise ConsoleProtocolError("replace", "must be a boolean")
        out["replace"] = v_replace

    return out


def _check_open_create_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "open_create"}
    v_resource = raw.get("resource")
    if v_resource is None:
        raise ConsoleProtocolError("resource", _REQUIRED)
    if not isinstance(v_resource, str):
        raise ConsoleProtocolError(
            "resource", "must be one of database, bucket, user, team, function, site"
        )
    v_resource = v_resource.strip()
    if len(v_resource) > 8:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError(
            "resource", "must be one of database, bucket, user, team, function, site"
        )
    v_resource = v_resource.lower()
    if v_resource not in CREATE_RESOURCE_TYPE_VALUES:
        raise ConsoleProtocolError(
            "resource", "must be one of database, bucket, user, team, function, site"
        )
    out["resource"] = v_resource

    v_project_id = raw.get("projectId")
    if v_project_id is not None:
        if not isinstance(v_project_id, str):
            raise ConsoleProtocolError("projectId", _NOT_A_STRING)
        v_project_id = v_project_id.strip()
        if v_project_id:
            if screen and (
                "\x00" in v_project_id
                or (not v_project_id.isascii() and _has_surrogate(v_project_id))
            ):
                raise ConsoleProtocolError("projectId", _UNSAFE_TEXT)
            out["projectId"] = v_project_id

    return out


def _check_open_dialog_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "open_dialog"}
    v_dialog = raw.get("dialog")
    if v_dialog is None:
        raise ConsoleProtocolError("dialog", _REQUIRED)
    if not isinstance(v_dialog, str):
        raise ConsoleProtocolError(
            "dialog",
            "must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support",
        )
    v_dialog = v_dialog.strip()
    if len(v_dialog) > 14:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError(
            "dialog",
            "must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support",
        )
    v_dialog = v_dialog.lower()
    if v_dialog not in DIALOG_VALUES:
        raise ConsoleProtocolError(
            "dialog",
            "must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support",
        )
    out["dialog"] = v_dialog

    v_project_id = raw.get("projectId")
    if v_project_id is not None:
        if not isinstance(v_project_id, str):
            raise ConsoleProtocolError("projectId", _NOT_A_STRING)
        v_project_id = v_project_id.strip()
        if v_project_id:
            if screen and (
                "\x00" in v_project_id
                or (not v_project_id.isascii() and _has_surrogate(v_project_id))
            ):
                raise ConsoleProtocolError("projectId", _UNSAFE_TEXT)
            out["projectId"] = v_project_id

    return out


def _check_toast_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "toast"}
    v_level = raw.get("level")
    if v_level is None:
        raise ConsoleProtocolError("level", _REQUIRED)
    if not isinstance(v_level, str):
        raise ConsoleProtocolError("level", "must be one of success, error, info, warning")
    v_level = v_level.strip()
    if len(v_level) > 7:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError("level", "must be one of success, error, info, warning")
    v_level = v_level.lower()
    if v_level not in TOAST_LEVEL_VALUES:
        raise ConsoleProtocolError("level", "must be one of success, error, info, warning")
    out["level"] = v_level

    v_message = raw.get("message")
    if v_message is None:
        raise ConsoleProtocolError("message", _REQUIRED)
    if not isinstance(v_message, str):
        raise ConsoleProtocolError("message", _NOT_A_STRING)
    v_message = v_message.strip()
    if not v_message:
        raise ConsoleProtocolError("message", _NOT_EMPTY)
    if screen and ("\x00" in v_message or (not v_message.isascii() and _has_surrogate(v_message))):
        raise ConsoleProtocolError("message", _UNSAFE_TEXT)
    out["message"] = v_message

    v_description = raw.get("description")
    if v_description is not None:
        if not isinstance(v_description, str):
            raise ConsoleProtocolError("description", _NOT_A_STRING)
        v_description = v_description.strip()
        if v_description:
            if screen and (
                "\x00" in v_description
                or (not v_description.isascii() and _has_surrogate(v_description))
            ):
                raise ConsoleProtocolError("description", _UNSAFE_TEXT)
            out["description"] = v_description

    return out


def _check_show_pane_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "show_pane"}
    v_content = raw.get("content")
    if v_content is None:
        raise ConsoleProtocolError("content", _REQUIRED)
    if not isinstance(v_content, str):
        raise ConsoleProtocolError("content", "must be one of agent, docs, none")
    v_content = v_content.strip()
    if len(v_content) > 5:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError("content", "must be one of agent, docs, none")
    v_content = v_content.lower()
    if v_content not in PANE_CONTENT_VALUES:
        raise ConsoleProtocolError("content", "must be one of agent, docs, none")
    out["content"] = v_content

    return out


def _check_toggle_terminal_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "toggle_terminal"}
    return out


def _check_scroll_to_card_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "scroll_to_card"}
    v_card_id = raw.get("cardId")
    if v_card_id is None:
        raise ConsoleProtocolError("cardId", _REQUIRED)
    if not isinstance(v_card_id, str):
        raise ConsoleProtocolError("cardId", _NOT_A_STRING)
    if v_card_id[:1].isspace() or v_card_id[-1:].isspace() or v_card_id.startswith("card-"):
        v_card_id = _until_stable(v_card_id, _UNTIL_STABLE_1)
    if not v_card_id:
        raise ConsoleProtocolError("cardId", _NOT_EMPTY)
    if screen and ("\x00" in v_card_id or (not v_card_id.isascii() and _has_surrogate(v_card_id))):
        raise ConsoleProtocolError("cardId", _UNSAFE_TEXT)
    out["cardId"] = v_card_id

    return out


def _check_resource_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "resource"}
    v_mutation = raw.get("mutation")
    if v_mutation is None:
        raise ConsoleProtocolError("mutation", _REQUIRED)
    if not isinstance(v_mutation, str):
        raise ConsoleProtocolError("mutation", "must be one of create, update, delete")
    v_mutation = v_mutation.strip()
    if len(v_mutation) > 6:  # too long for any value: lowercasing never shortens
        raise ConsoleProtocolError("mutation", "must be one of create, update, delete")
    v_mutation = v_mutation.lower()
    if v_mutation not in MUTATION_VALUES:
        raise ConsoleProtocolError("mutation", "must be one of create, update, delete")
    out["mutation"] = v_mutation

    v_resource_type = raw.get("resourceType")
    if v_resource_type is None:
        raise ConsoleProtocolError("resourceType", _REQUIRED)
    if not isinstance(v_resource_type, str):
        raise ConsoleProtocolError("resourceType", _NOT_A_STRING)
    v_resource_type = v_resource_type.strip()
    v_resource_type = v_resource_type.lower()
    if not v_resource_type:
        raise ConsoleProtocolError("resourceType", _NOT_EMPTY)
    if screen and (
        "\x00" in v_resource_type
        or (not v_resource_type.isascii() and _has_surrogate(v_resource_type))
    ):
        raise ConsoleProtocolError("resourceType", _UNSAFE_TEXT)
    out["resourceType"] = v_resource_type

    v_resource_id = raw.get("resourceId")
    if v_resource_id is None:
        raise ConsoleProtocolError("resourceId", _REQUIRED)
    if not isinstance(v_resource_id, str):
        raise ConsoleProtocolError("resourceId", _NOT_A_STRING)
    v_resource_id = v_resource_id.strip()
    if not v_resource_id:
        raise ConsoleProtocolError("resourceId", _NOT_EMPTY)
    if screen and (
        "\x00" in v_resource_id or (not v_resource_id.isascii() and _has_surrogate(v_resource_id))
    ):
        raise ConsoleProtocolError("resourceId", _UNSAFE_TEXT)
    out["resourceId"] = v_resource_id

    v_title = raw.get("title")
    if v_title is None:
        raise ConsoleProtocolError("title", _REQUIRED)
    if not isinstance(v_title, str):
        raise ConsoleProtocolError("title", _NOT_A_STRING)
    v_title = v_title.strip()
    if not v_title:
        raise ConsoleProtocolError("title", _NOT_EMPTY)
    if screen and ("\x00" in v_title or (not v_title.isascii() and _has_surrogate(v_title))):
        raise ConsoleProtocolError("title", _UNSAFE_TEXT)
    out["title"] = v_title

    v_subtitle = raw.get("subtitle")
    if v_subtitle is not None:
        if not isinstance(v_subtitle, str):
            raise ConsoleProtocolError("subtitle", _NOT_A_STRING)
        v_subtitle = v_subtitle.strip()
        if v_subtitle:
            if screen and (
                "\x00" in v_subtitle or (not v_subtitle.isascii() and _has_surrogate(v_subtitle))
            ):
                raise ConsoleProtocolError("subtitle", _UNSAFE_TEXT)
            out["subtitle"] = v_subtitle

    v_href = raw.get("href")
    if v_href is not None:
        if not isinstance(v_href, str):
            raise ConsoleProtocolError("href", _NOT_A_STRING)
        v_href = v_href.strip()
        if v_href:
            if screen and ("\x00" in v_href or (not v_href.isascii() and _has_surrogate(v_href))):
                raise ConsoleProtocolError("href", _UNSAFE_TEXT)
            if _PATTERN_0.fullmatch(v_href) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v_href

    v_status = raw.get("status")
    if v_status is not None:
        if not isinstance(v_status, str):
            raise ConsoleProtocolError("status", _NOT_A_STRING)
        v_status = v_status.strip()
        if v_status:
            if screen and (
                "\x00" in v_status or (not v_status.isascii() and _has_surrogate(v_status))
            ):
                raise ConsoleProtocolError("status", _UNSAFE_TEXT)
            out["status"] = v_status

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, list):
            raise ConsoleProtocolError("metadata", _NOT_AN_ARRAY)
        if len(v_metadata) > MAX_METADATA_ENTRIES:
            raise ConsoleProtocolError(
                "metadata", f"must have at most {MAX_METADATA_ENTRIES} items"
            )
        v_metadata__list: list[Any] = []
        if len(v_metadata) < 16:
            # One C-level pass; on an error, the elements already appended say which one failed.
            try:
                v_metadata__list.extend(
                    map(_check_metadata_entry, v_metadata, _SCREEN_FLAGS[screen])
                )
            except ConsoleProtocolError as exc:
                v_metadata__index = len(v_metadata__list)
                exc._enter(f"metadata[{v_metadata__index}]")
                raise
        else:
            v_metadata__list = _checked_objects(
                v_metadata,
                _check_metadata_entry,
                ConsoleProtocolError,
                "metadata",
                _batch_metadata_entry,
                16,
                512,
                screen,
            )
        v_metadata = v_metadata__list
        out["metadata"] = v_metadata

    v_fields = raw.get("fields")
    if v_fields is not None:
        if not isinstance(v_fields, dict):
            raise ConsoleProtocolError("fields", _NOT_AN_OBJECT)
        if len(v_fields) > MAX_FIELD_ENTRIES:
            raise ConsoleProtocolError("fields", f"must have at most {MAX_FIELD_ENTRIES} entries")
        v_fields__map: dict[str, Any] = {}
        for v_fields__key, v_fields__entry in v_fields.items():
            if not isinstance(v_fields__key, str):
                raise ConsoleProtocolError("fields", "keys must be strings")
            v_fields__key = v_fields__key.strip()
            if not v_fields__key:
                raise ConsoleProtocolError("fields", "keys must not be empty")
            if screen and (
                "\x00" in v_fields__key
                or (not v_fields__key.isascii() and _has_surrogate(v_fields__key))
            ):
                raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_TEXT)
            if v_fields__key in _FORBIDDEN_KEYS:
                raise ConsoleProtocolError(f"fields.{v_fields__key}", "is not an allowed key")
            # One branch per JSON type, strings (the common case) first; bool before int, its base.
            if v_fields__entry is None:
                pass
            elif isinstance(v_fields__entry, str):
                if screen and (
                    "\x00" in v_fields__entry
                    or (not v_fields__entry.isascii() and _has_surrogate(v_fields__entry))
                ):
                    raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_TEXT)
            elif isinstance(v_fields__entry, bool):
                pass
            elif isinstance(v_fields__entry, (int, float)):
                if not -_MAX_MAGNITUDE <= v_fields__entry <= _MAX_MAGNITUDE:
                    raise ConsoleProtocolError(f"fields.{v_fields__key}", _UNSAFE_NUMBER)
            else:
                raise ConsoleProtocolError(
                    f"fields.{v_fields__key}", "must be string, number, boolean, null"
                )
            v_fields__map[v_fields__key] = v_fields__entry
        v_fields = v_fields__map
        out["fields"] = v_fields

    return out


def _check_resource_list_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "resource_list"}
    v_resource_type = raw.get("resourceType")
    if v_resource_type is None:
        raise ConsoleProtocolError("resourceType", _REQUIRED)
    if not isinstance(v_resource_type, str):
        raise ConsoleProtocolError("resourceType", _NOT_A_STRING)
    v_resource_type = v_resource_type.strip()
    v_resource_type = v_resource_type.lower()
    if not v_resource_type:
        raise ConsoleProtocolError("resourceType", _NOT_EMPTY)
    if screen and (
        "\x00" in v_resource_type
        or (not v_resource_type.isascii() and _has_surrogate(v_resource_type))
    ):
        raise ConsoleProtocolError("resourceType", _UNSAFE_TEXT)
    out["resourceType"] = v_resource_type

    v_items = raw.get("items")
    if v_items is None:
        raise ConsoleProtocolError("items", _REQUIRED)
    if not isinstance(v_items, list):
        raise ConsoleProtocolError("items", _NOT_AN_ARRAY)
    if len(v_items) > MAX_RESOURCE_LIST_ITEMS:
        raise ConsoleProtocolError("items", f"must have at most {MAX_RESOURCE_LIST_ITEMS} items")
    v_items__list: list[Any] = []
    if len(v_items) < 16:
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_items__list.extend(map(_check_resource_item, v_items, _SCREEN_FLAGS[screen]))
        except ConsoleProtocolError as exc:
            v_items__index = len(v_items__list)
            exc._enter(f"items[{v_items__index}]")
            raise
    else:
        v_items__list = _checked_objects(
            v_items,
            _check_resource_item,
            ConsoleProtocolError,
            "items",
            _batch_resource_item,
            16,
            512,
            screen,
        )
    v_items = v_items__list
    out["items"] = v_items

    v_title = raw.get("title")
    if v_title is not None:
        if not isinstance(v_title, str):
            raise ConsoleProtocolError("title", _NOT_A_STRING)
        v_title = v_title.strip()
        if v_title:
            if screen and (
                "\x00" in v_title or (not v_title.isascii() and _has_surrogate(v_title))
            ):
                raise ConsoleProtocolError("title", _UNSAFE_TEXT)
            out["title"] = v_title

    v_description = raw.get("description")
    if v_description is not None:
        if not isinstance(v_description, str):
            raise ConsoleProtocolError("description", _NOT_A_STRING)
        v_description = v_description.strip()
        if v_description:
            if screen and (
                "\x00" in v_description
                or (not v_description.isascii() and _has_surrogate(v_description))
            ):
                raise ConsoleProtocolError("description", _UNSAFE_TEXT)
            out["description"] = v_description

    v_list_href = raw.get("listHref")
    if v_list_href is not None:
        if not isinstance(v_list_href, str):
            raise ConsoleProtocolError("listHref", _NOT_A_STRING)
        v_list_href = v_list_href.strip()
        if v_list_href:
            if screen and (
                "\x00" in v_list_href or (not v_list_href.isascii() and _has_surrogate(v_list_href))
            ):
                raise ConsoleProtocolError("listHref", _UNSAFE_TEXT)
            if _PATTERN_0.fullmatch(v_list_href) is None:
                raise ConsoleProtocolError(
                    "listHref",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["listHref"] = v_list_href

    v_empty_message = raw.get("emptyMessage")
    if v_empty_message is not None:
        if not isinstance(v_empty_message, str):
            raise ConsoleProtocolError("emptyMessage", _NOT_A_STRING)
        v_empty_message = v_empty_message.strip()
        if v_empty_message:
            if screen and (
                "\x00" in v_empty_message
                or (not v_empty_message.isascii() and _has_surrogate(v_empty_message))
            ):
                raise ConsoleProtocolError("emptyMessage", _UNSAFE_TEXT)
            out["emptyMessage"] = v_empty_message

    v_total = raw.get("total")
    if v_total is not None:
        if isinstance(v_total, bool) or not isinstance(v_total, int):
            raise ConsoleProtocolError("total", "must be an integer")
        if not -_MAX_MAGNITUDE <= v_total <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError("total", _UNSAFE_NUMBER)
        if v_total < 0:
            raise ConsoleProtocolError("total", "must be at least 0")
        out["total"] = v_total

    elif out.get("items"):
        out["total"] = len(out["items"])

    v_project_id = raw.get("projectId")
    if v_project_id is not None:
        if not isinstance(v_project_id, str):
            raise ConsoleProtocolError("projectId", _NOT_A_STRING)
        v_project_id = v_project_id.strip()
        if v_project_id:
            if screen and (
                "\x00" in v_project_id
                or (not v_project_id.isascii() and _has_surrogate(v_project_id))
            ):
                raise ConsoleProtocolError("projectId", _UNSAFE_TEXT)
            out["projectId"] = v_project_id

    v_columns = raw.get("columns")
    if v_columns is not None:
        if not isinstance(v_columns, list):
            raise ConsoleProtocolError("columns", _NOT_AN_ARRAY)
        if len(v_columns) < 1:
            raise ConsoleProtocolError("columns", "must not be empty")
        if len(v_columns) > MAX_COLUMNS:
            raise ConsoleProtocolError("columns", f"must have at most {MAX_COLUMNS} items")
        v_columns__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_columns__list.extend(map(_check_column, v_columns, _SCREEN_FLAGS[screen]))
        except ConsoleProtocolError as exc:
            v_columns__index = len(v_columns__list)
            exc._enter(f"columns[{v_columns__index}]")
            raise
        v_columns = v_columns__list
        out["columns"] = v_columns

    return out


def _check_chart_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "chart"}
    v_title = raw.get("title")
    if v_title is None:
        raise ConsoleProtocolError("title", _REQUIRED)
    if not isinstance(v_title, str):
        raise ConsoleProtocolError("title", _NOT_A_STRING)
    v_title = v_title.strip()
    if not v_title:
        raise ConsoleProtocolError("title", _NOT_EMPTY)
    if screen and ("\x00" in v_title or (not v_title.isascii() and _has_surrogate(v_title))):
        raise ConsoleProtocolError("title", _UNSAFE_TEXT)
    out["title"] = v_title

    v_metrics = raw.get("metrics")
    if v_metrics is None:
        raise ConsoleProtocolError("metrics", _REQUIRED)
    if not isinstance(v_metrics, list):
        raise ConsoleProtocolError("metrics", _NOT_AN_ARRAY)
    if len(v_metrics) < 1:
        raise ConsoleProtocolError("metrics", "must not be empty")
    if len(v_metrics) > MAX_CHART_METRICS:
        raise ConsoleProtocolError("metrics", f"must have at most {MAX_CHART_METRICS} items")
    v_metrics__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_metrics__list.extend(map(_check_chart_metric, v_metrics, _SCREEN_FLAGS[screen]))
    except ConsoleProtocolError as exc:
        v_metrics__index = len(v_metrics__list)
        exc._enter(f"metrics[{v_metrics__index}]")
        raise
    v_metrics = v_metrics__list
    out["metrics"] = v_metrics

    v_description = raw.get("description")
    if v_description is not None:
        if not isinstance(v_description, str):
            raise ConsoleProtocolError("description", _NOT_A_STRING)
        v_description = v_description.strip()
        if v_description:
            if screen and (
                "\x00" in v_description
                or (not v_description.isascii() and _has_surrogate(v_description))
            ):
                raise ConsoleProtocolError("description", _UNSAFE_TEXT)
            out["description"] = v_description

    v_unit_label = raw.get("unitLabel")
    if v_unit_label is not None:
        if not isinstance(v_unit_label, str):
            raise ConsoleProtocolError("unitLabel", _NOT_A_STRING)
        v_unit_label = v_unit_label.strip()
        if v_unit_label:
            if screen and (
                "\x00" in v_unit_label
                or (not v_unit_label.isascii() and _has_surrogate(v_unit_label))
            ):
                raise ConsoleProtocolError("unitLabel", _UNSAFE_TEXT)
            out["unitLabel"] = v_unit_label

    v_interval = raw.get("interval")
    if v_interval is not None:
        if not isinstance(v_interval, str):
            raise ConsoleProtocolError("interval", _NOT_A_STRING)
        v_interval = v_interval.strip()
        if v_interval:
            if screen and (
                "\x00" in v_interval or (not v_interval.isascii() and _has_surrogate(v_interval))
            ):
                raise ConsoleProtocolError("interval", _UNSAFE_TEXT)
            out["interval"] = v_interval

    v_start_at = raw.get("startAt")
    if v_start_at is not None:
        if not isinstance(v_start_at, str):
            raise ConsoleProtocolError("startAt", _NOT_A_STRING)
        v_start_at = v_start_at.strip()
        if v_start_at:
            if screen and (
                "\x00" in v_start_at or (not v_start_at.isascii() and _has_surrogate(v_start_at))
            ):
                raise ConsoleProtocolError("startAt", _UNSAFE_TEXT)
            out["startAt"] = v_start_at

    v_end_at = raw.get("endAt")
    if v_end_at is not None:
        if not isinstance(v_end_at, str):
            raise ConsoleProtocolError("endAt", _NOT_A_STRING)
        v_end_at = v_end_at.strip()
        if v_end_at:
            if screen and (
                "\x00" in v_end_at or (not v_end_at.isascii() and _has_surrogate(v_end_at))
            ):
                raise ConsoleProtocolError("endAt", _UNSAFE_TEXT)
            out["endAt"] = v_end_at

    v_href = raw.get("href")
    if v_href is not None:
        if not isinstance(v_href, str):
            raise ConsoleProtocolError("href", _NOT_A_STRING)
        v_href = v_href.strip()
        if v_href:
            if screen and ("\x00" in v_href or (not v_href.isascii() and _has_surrogate(v_href))):
                raise ConsoleProtocolError("href", _UNSAFE_TEXT)
            if _PATTERN_0.fullmatch(v_href) is None:
                raise ConsoleProtocolError(
                    "href",
                    "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
                )
            out["href"] = v_href

    v_project_id = raw.get("projectId")
    if v_project_id is not None:
        if not isinstance(v_project_id, str):
            raise ConsoleProtocolError("projectId", _NOT_A_STRING)
        v_project_id = v_project_id.strip()
        if v_project_id:
            if screen and (
                "\x00" in v_project_id
                or (not v_project_id.isascii() and _has_surrogate(v_project_id))
            ):
                raise ConsoleProtocolError("projectId", _UNSAFE_TEXT)
            out["projectId"] = v_project_id

    v_chart_type = raw.get("chartType")
    if v_chart_type is not None:
        if not isinstance(v_chart_type, str):
            raise ConsoleProtocolError("chartType", "must be one of area, bar")
        v_chart_type = v_chart_type.strip()
        if len(v_chart_type) > 4:  # too long for any value: lowercasing never shortens
            raise ConsoleProtocolError("chartType", "must be one of area, bar")
        v_chart_type = v_chart_type.lower()
        if v_chart_type:
            if v_chart_type not in CHART_TYPE_VALUES:
                raise ConsoleProtocolError("chartType", "must be one of area, bar")
            out["chartType"] = v_chart_type

    v_kind = raw.get("kind")
    if v_kind is not None:
        if not isinstance(v_kind, str):
            raise ConsoleProtocolError("kind", "must be one of events, gauges")
        v_kind = v_kind.strip()
        if len(v_kind) > 6:  # too long for any value: lowercasing never shortens
            raise ConsoleProtocolError("kind", "must be one of events, gauges")
        v_kind = v_kind.lower()
        if v_kind:
            if v_kind not in CHART_KIND_VALUES:
                raise ConsoleProtocolError("kind", "must be one of events, gauges")
            out["kind"] = v_kind

    v_axis_format = raw.get("axisFormat")
    if v_axis_format is not None:
        if not isinstance(v_axis_format, str):
            raise ConsoleProtocolError("axisFormat", "must be one of count, bytes, gbhours")
        v_axis_format = v_axis_format.strip()
        if len(v_axis_format) > 7:  # too long for any value: lowercasing never shortens
            raise ConsoleProtocolError("axisFormat", "must be one of count, bytes, gbhours")
        v_axis_format = v_axis_format.lower()
        if v_axis_format:
            if v_axis_format not in AXIS_FORMAT_VALUES:
                raise ConsoleProtocolError("axisFormat", "must be one of count, bytes, gbhours")
            out["axisFormat"] = v_axis_format

    v_change_percent = raw.get("changePercent")
    if v_change_percent is not None:
        if type(v_change_percent) is not float and (
            isinstance(v_change_percent, bool) or not isinstance(v_change_percent, (int, float))
        ):
            raise ConsoleProtocolError("changePercent", "must be a number")
        if not -_MAX_MAGNITUDE <= v_change_percent <= _MAX_MAGNITUDE:
            raise ConsoleProtocolError("changePercent", _UNSAFE_NUMBER)
        v_change_percent = float(v_change_percent)
        out["changePercent"] = v_change_percent

    return out


def _check_refresh_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "refresh"}
    v_scopes = raw.get("scopes")
    if v_scopes is None:
        raise ConsoleProtocolError("scopes", _REQUIRED)
    if not isinstance(v_scopes, list):
        raise ConsoleProtocolError("scopes", _NOT_AN_ARRAY)
    if len(v_scopes) < 1:
        raise ConsoleProtocolError("scopes", "must not be empty")
    v_scopes__list: list[Any] = []
    for v_scopes__index, v_scopes__item in enumerate(v_scopes):
        if v_scopes__item is None:
            raise ConsoleProtocolError(f"scopes[{v_scopes__index}]", "must not be null")
        if not isinstance(v_scopes__item, str):
            raise ConsoleProtocolError(f"scopes[{v_scopes__index}]", _NOT_A_STRING)
        v_scopes__item = v_scopes__item.strip()
        v_scopes__item = v_scopes__item.lower()
        if not v_scopes__item:
            raise ConsoleProtocolError(f"scopes[{v_scopes__index}]", _NOT_EMPTY)
        if screen and (
            "\x00" in v_scopes__item
            or (not v_scopes__item.isascii() and _has_surrogate(v_scopes__item))
        ):
            raise ConsoleProtocolError(f"scopes[{v_scopes__index}]", _UNSAFE_TEXT)
        v_scopes__list.append(v_scopes__item)

    v_scopes = v_scopes__list
    out["scopes"] = v_scopes

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


def _dispatch_item(raw: object, screen: bool = True) -> Any:
    """One action's canonical form; errors carry paths relative to it."""
    if not isinstance(raw, dict):
        raise ConsoleProtocolError("", "must be an object")
    kind = raw.get("type")
    if not isinstance(kind, str):
        raise ConsoleProtocolError("type", _UNKNOWN_KIND)
    kind = kind.strip()
    checker = _CHECKERS.get(kind)
    if checker is None:
        raise ConsoleProtocolError("type", _UNKNOWN_KIND)
    return checker(raw, screen)


def validate_action(raw: object, path: str = "action") -> ConsoleAction:
    """Check one action and return its canonical form; raise ConsoleProtocolError."""
    try:
        result: ConsoleAction = _dispatch_item(raw)
    except ConsoleProtocolError as exc:
        exc._enter(path)
        raise
    return result


def _read_actions_arg(actions: object) -> tuple[list[Any], bool]:
    """The raw actions, and whether their strings need the NUL and surrogate tests (``screen``)."""
    # JSON text or a built value, held to the limits (the runtime's read_argument)
    value, screen = _read_argument(
        actions,
        MAX_ARGUMENT_BYTES,
        MAX_NESTING_DEPTH,
        True,
        _ARGUMENT_REASONS,
        ConsoleProtocolError,
        "actions",
    )
    if isinstance(value, dict):
        return [value], screen
    if not isinstance(value, list):
        raise ConsoleProtocolError(
            "actions", "must be a JSON array of actions or one action object"
        )
    if len(value) < 1:
        raise ConsoleProtocolError("actions", "must not be empty")
    if len(value) > MAX_ACTIONS:
        raise ConsoleProtocolError("actions", f"must have at most {MAX_ACTIONS} items")
    return value, screen


def parse_actions_arg(actions: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw actions."""
    return _read_actions_arg(actions)[0]


def build_envelope(actions: object) -> ConsoleEnvelope:
    """Validate every action in order (the first error fails the call) and wrap them."""
    raw_items, screen = _read_actions_arg(actions)
    # One C-level pass; on an error, the items already appended say which one failed.
    items: list[Any] = []
    try:
        items.extend(map(_dispatch_item, raw_items, _SCREEN_FLAGS[screen]))
    except ConsoleProtocolError as exc:
        exc._enter(f"actions[{len(items)}]")
        raise
    out: ConsoleEnvelope = {"protocol": PROTOCOL, "actions": items}
    return out


def emit_console_actions(actions: object) -> str:
    """The canonical envelope as compact JSON text; raise ConsoleProtocolError when invalid."""
    envelope = build_envelope(actions)
    return _dumps(envelope, actions)


def console_tool(actions: object) -> str:
    """The `console` tool: the envelope, or ``Error: invalid console actions — <why>``. Never raises."""
    try:
        return emit_console_actions(actions)
    except ConsoleProtocolError as exc:
        return ERROR_PREFIX + str(exc)


_TYPE_NAMES: Final = frozenset(
    {
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
    }
)


def __getattr__(name: str) -> object:
    """The TypedDicts, imported from ``_types`` on first use (PEP 562) and then kept as module
    globals, so ``typing.get_type_hints`` resolves them too once any has been touched."""
    if name not in _TYPE_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import _types

    globals().update({n: getattr(_types, n) for n in _TYPE_NAMES})
    return getattr(_types, name)
