# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/memory.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite memory protocol (``appwrite.memory/v1``): validate and normalise actions, emit the envelope.

Shareable contract between the agent engine and the Appwrite Console for the agent's long-
term memory. The agent saves or forgets user preferences, instructions and facts via the
built-in memory tool; the Console shows and persists them.

Drop-in for the hand-written ``app/graph/memory.py``. Every check and normalisation below comes
from the spec; the protocol doc (``memory-protocol.md``) explains them.
"""

from __future__ import annotations

import re

# The helpers every package carries, copied from generator/targets/python/runtime.py.
from ._runtime import SCREEN_FLAGS as _SCREEN_FLAGS
from ._runtime import ProtocolError as _ProtocolError
from ._runtime import dumps as _dumps
from ._runtime import has_surrogate as _has_surrogate

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
        ForgetAction,
        MemoryAction,
        MemoryEnvelope,
        MemoryKey,
        SetAction,
    )

__all__ = [
    "ACTION_TYPES",
    "ARGUMENT_DESCRIPTION",
    "CATEGORY_VALUES",
    "ERROR_PREFIX",
    "MAX_ACTIONS",
    "MAX_ARGUMENT_BYTES",
    "MAX_CONTENT_LENGTH",
    "MAX_NESTING_DEPTH",
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "SCOPE_RESERVED",
    "SCOPE_VALUES",
    "TOOL_ARGUMENT",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "ForgetAction",
    "MemoryAction",
    "MemoryEnvelope",
    "MemoryKey",
    "MemoryProtocolError",
    "SetAction",
    "anthropic_tool",
    "build_envelope",
    "emit_memory_actions",
    "langchain_tool",
    "memory_tool",
    "openai_tool",
    "parse_actions_arg",
    "tool_parameters",
    "validate_action",
]

PROTOCOL: Final = "appwrite.memory/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.2.2"
TOOL_NAME: Final = "memory"
TOOL_ARGUMENT: Final = "actions"
ERROR_PREFIX: Final = "Error: invalid memory actions — "

MAX_ACTIONS: Final = 10
"""Actions in one memory call."""
MAX_CONTENT_LENGTH: Final = 8192
"""Characters in one memory's content."""
MAX_ARGUMENT_BYTES: Final = 1048576
"""Bytes of JSON text in one tool argument (1 MiB)."""
MAX_NESTING_DEPTH: Final = 32
"""Nesting of arrays and objects in one tool argument."""

ACTION_TYPES: Final = (
    "set",
    "forget",
)
SCOPE_VALUES: Final = ("user",)
SCOPE_RESERVED: Final = (
    "team",
    "project",
)
CATEGORY_VALUES: Final = (
    "preference",
    "instruction",
    "fact",
)
# Reasons raised in more than one place (the rest are written where they are raised).
_REQUIRED: Final = "is required"
_NOT_EMPTY: Final = "must not be empty"
_NOT_A_STRING: Final = "must be a string"
_UNSAFE_TEXT: Final = "must not contain NUL or unpaired surrogate characters"


_PATTERN_0: Final = re.compile("^[a-z][a-z0-9_.-]{1,127}$")
_MAX_MAGNITUDE: Final = 9007199254740991
# Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
# the parser's words); "" for a limit the spec does not set.
_ARGUMENT_REASONS: Final = (
    "must not be empty",
    f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON",
    f"must not nest deeper than {MAX_NESTING_DEPTH} levels",
    "is not valid JSON ({})",
)


class MemoryProtocolError(_ProtocolError):
    """An actions argument that breaks the protocol; ``path`` names the bad
    field, ``reason`` what is wrong with it (``args`` is the two)."""


# Every checker takes `screen`: False skips the tests of its strings for NUL and lone surrogates,
# for a value read from text that holds none (the runtime's screens_text says when); True, the
# default, tests every string.
def _check_memory_key(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise MemoryProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_key = raw.get("key")
    if v_key is None:
        raise MemoryProtocolError("key", _REQUIRED)
    if not isinstance(v_key, str):
        raise MemoryProtocolError("key", _NOT_A_STRING)
    v_key = v_key.strip()
    if not v_key:
        raise MemoryProtocolError("key", _NOT_EMPTY)
    if screen and ("\x00" in v_key or (not v_key.isascii() and _has_surrogate(v_key))):
        raise MemoryProtocolError("key", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_key) is None:
        raise MemoryProtocolError("key", "must match ^[a-z][a-z0-9_.-]{1,127}$")
    out["key"] = v_key

    v_scope = raw.get("scope")
    if v_scope is not None:
        if not isinstance(v_scope, str):
            raise MemoryProtocolError("scope", "must be one of user")
        v_scope = v_scope.strip()
        if not v_scope:
            v_scope = "user"
        if v_scope not in SCOPE_VALUES:
            if v_scope in SCOPE_RESERVED:
                raise MemoryProtocolError("scope", "only scope=user is supported currently")
            raise MemoryProtocolError("scope", "must be one of user")
        out["scope"] = v_scope

    else:
        out["scope"] = "user"

    v_owner_id = raw.get("ownerId")
    if v_owner_id is not None:
        if not isinstance(v_owner_id, str):
            raise MemoryProtocolError("ownerId", _NOT_A_STRING)
        v_owner_id = v_owner_id.strip()
        if v_owner_id:
            if screen and (
                "\x00" in v_owner_id or (not v_owner_id.isascii() and _has_surrogate(v_owner_id))
            ):
                raise MemoryProtocolError("ownerId", _UNSAFE_TEXT)
            out["ownerId"] = v_owner_id

    return out


def _check_set_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "set"}
    v_key = raw.get("key")
    if v_key is None:
        raise MemoryProtocolError("key", _REQUIRED)
    if not isinstance(v_key, str):
        raise MemoryProtocolError("key", _NOT_A_STRING)
    v_key = v_key.strip()
    if not v_key:
        raise MemoryProtocolError("key", _NOT_EMPTY)
    if screen and ("\x00" in v_key or (not v_key.isascii() and _has_surrogate(v_key))):
        raise MemoryProtocolError("key", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_key) is None:
        raise MemoryProtocolError("key", "must match ^[a-z][a-z0-9_.-]{1,127}$")
    out["key"] = v_key

    v_scope = raw.get("scope")
    if v_scope is not None:
        if not isinstance(v_scope, str):
            raise MemoryProtocolError("scope", "must be one of user")
        v_scope = v_scope.strip()
        if not v_scope:
            v_scope = "user"
        if v_scope not in SCOPE_VALUES:
            if v_scope in SCOPE_RESERVED:
                raise MemoryProtocolError("scope", "only scope=user is supported currently")
            raise MemoryProtocolError("scope", "must be one of user")
        out["scope"] = v_scope

    else:
        out["scope"] = "user"

    v_owner_id = raw.get("ownerId")
    if v_owner_id is not None:
        if not isinstance(v_owner_id, str):
            raise MemoryProtocolError("ownerId", _NOT_A_STRING)
        v_owner_id = v_owner_id.strip()
        if v_owner_id:
            if screen and (
                "\x00" in v_owner_id or (not v_owner_id.isascii() and _has_surrogate(v_owner_id))
            ):
                raise MemoryProtocolError("ownerId", _UNSAFE_TEXT)
            out["ownerId"] = v_owner_id

    v_content = raw.get("content")
    if v_content is None:
        raise MemoryProtocolError("content", _REQUIRED)
    if not isinstance(v_content, str):
        raise MemoryProtocolError("content", _NOT_A_STRING)
    v_content = v_content.strip()
    if not v_content:
        raise MemoryProtocolError("content", _NOT_EMPTY)
    if screen and ("\x00" in v_content or (not v_content.isascii() and _has_surrogate(v_content))):
        raise MemoryProtocolError("content", _UNSAFE_TEXT)
    if len(v_content) > MAX_CONTENT_LENGTH:
        raise MemoryProtocolError("content", f"must be at most {MAX_CONTENT_LENGTH} characters")
    out["content"] = v_content

    v_category = raw.get("category")
    if v_category is not None:
        if not isinstance(v_category, str):
            raise MemoryProtocolError("category", "must be one of preference, instruction, fact")
        v_category = v_category.strip()
        if not v_category:
            v_category = "preference"
        if v_category not in CATEGORY_VALUES:
            raise MemoryProtocolError("category", "must be one of preference, instruction, fact")
        out["category"] = v_category

    else:
        out["category"] = "preference"

    v_priority = raw.get("priority")
    if v_priority is not None:
        if isinstance(v_priority, bool) or not isinstance(v_priority, int):
            raise MemoryProtocolError("priority", "must be an integer")
        if not -_MAX_MAGNITUDE <= v_priority <= _MAX_MAGNITUDE:
            raise MemoryProtocolError(
                "priority", "must be a finite number within ±9007199254740991"
            )
        if v_priority < 0:
            raise MemoryProtocolError("priority", "must be at least 0")
        if v_priority > 1000000:
            raise MemoryProtocolError("priority", "must be at most 1000000")
        out["priority"] = v_priority

    else:
        out["priority"] = 0

    return out


def _check_forget_action(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "forget"}
    v_key = raw.get("key")
    if v_key is None:
        raise MemoryProtocolError("key", _REQUIRED)
    if not isinstance(v_key, str):
        raise MemoryProtocolError("key", _NOT_A_STRING)
    v_key = v_key.strip()
    if not v_key:
        raise MemoryProtocolError("key", _NOT_EMPTY)
    if screen and ("\x00" in v_key or (not v_key.isascii() and _has_surrogate(v_key))):
        raise MemoryProtocolError("key", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_key) is None:
        raise MemoryProtocolError("key", "must match ^[a-z][a-z0-9_.-]{1,127}$")
    out["key"] = v_key

    v_scope = raw.get("scope")
    if v_scope is not None:
        if not isinstance(v_scope, str):
            raise MemoryProtocolError("scope", "must be one of user")
        v_scope = v_scope.strip()
        if not v_scope:
            v_scope = "user"
        if v_scope not in SCOPE_VALUES:
            if v_scope in SCOPE_RESERVED:
                raise MemoryProtocolError("scope", "only scope=user is supported currently")
            raise MemoryProtocolError("scope", "must be one of user")
        out["scope"] = v_scope

    else:
        out["scope"] = "user"

    v_owner_id = raw.get("ownerId")
    if v_owner_id is not None:
        if not isinstance(v_owner_id, str):
            raise MemoryProtocolError("ownerId", _NOT_A_STRING)
        v_owner_id = v_owner_id.strip()
        if v_owner_id:
            if screen and (
                "\x00" in v_owner_id or (not v_owner_id.isascii() and _has_surrogate(v_owner_id))
            ):
                raise MemoryProtocolError("ownerId", _UNSAFE_TEXT)
            out["ownerId"] = v_owner_id

    if raw.get("content") is not None:
        raise MemoryProtocolError("content", "is not allowed in a forget action")
    if raw.get("category") is not None:
        raise MemoryProtocolError("category", "is not allowed in a forget action")
    if raw.get("priority") is not None:
        raise MemoryProtocolError("priority", "is not allowed in a forget action")
    return out


_CHECKERS: Final = {
    "set": _check_set_action,
    "forget": _check_forget_action,
}
_UNKNOWN_KIND: Final = "must be one of set, forget"


def _dispatch_item(raw: object, screen: bool = True) -> Any:
    """One action's canonical form; errors carry paths relative to it."""
    if not isinstance(raw, dict):
        raise MemoryProtocolError("", "must be an object")
    kind = raw.get("type")
    if not isinstance(kind, str):
        raise MemoryProtocolError("type", _UNKNOWN_KIND)

    checker = _CHECKERS.get(kind)
    if checker is None:
        raise MemoryProtocolError("type", _UNKNOWN_KIND)
    return checker(raw, screen)


def validate_action(raw: object, path: str = "action") -> MemoryAction:
    """Check one action and return its canonical form; raise MemoryProtocolError."""
    try:
        result: MemoryAction = _dispatch_item(raw)
    except MemoryProtocolError as exc:
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
        MemoryProtocolError,
        "actions",
    )
    if isinstance(value, dict):
        return [value], screen
    if not isinstance(value, list):
        raise MemoryProtocolError("actions", "must be a JSON array of actions or one action object")
    if len(value) < 1:
        raise MemoryProtocolError("actions", "must not be empty")
    if len(value) > MAX_ACTIONS:
        raise MemoryProtocolError("actions", f"must have at most {MAX_ACTIONS} items")
    return value, screen


def parse_actions_arg(actions: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw actions."""
    return _read_actions_arg(actions)[0]


def build_envelope(actions: object) -> MemoryEnvelope:
    """Validate every action in order (the first error fails the call) and wrap them."""
    raw_items, screen = _read_actions_arg(actions)
    # One C-level pass; on an error, the items already appended say which one failed.
    items: list[Any] = []
    try:
        items.extend(map(_dispatch_item, raw_items, _SCREEN_FLAGS[screen]))
    except MemoryProtocolError as exc:
        exc._enter(f"actions[{len(items)}]")
        raise
    out: MemoryEnvelope = {"protocol": PROTOCOL, "actions": items}
    return out


def emit_memory_actions(actions: object) -> str:
    """The canonical envelope as compact JSON text; raise MemoryProtocolError when invalid."""
    envelope = build_envelope(actions)
    return _dumps(envelope, actions)


def memory_tool(actions: object) -> str:
    """The `memory` tool: the envelope, or ``Error: invalid memory actions — <why>``. Never raises."""
    try:
        return emit_memory_actions(actions)
    except MemoryProtocolError as exc:
        return ERROR_PREFIX + str(exc)


_TYPE_NAMES: Final = frozenset(
    {
        "ForgetAction",
        "MemoryAction",
        "MemoryEnvelope",
        "MemoryKey",
        "SetAction",
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
