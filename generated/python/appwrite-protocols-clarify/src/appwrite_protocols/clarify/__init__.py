# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/clarify.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite clarify protocol (``appwrite.clarify/v1``): validate and normalise prompts, emit the envelope.

Shareable contract between the agent engine (this repo) and the Appwrite Console. The agent
posts structured follow-ups via the built-in clarify tool; the Console renders prompts
(choices, confirmations, text inputs) and sends the user's answers on the next turn.

Drop-in for the hand-written ``app/graph/clarify.py``. Every check and normalisation below comes
from the spec; the protocol doc (``clarify-protocol.md``) explains them.
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
        ChoicePrompt,
        ClarifyEnvelope,
        ClarifyPrompt,
        ConfirmPrompt,
        Option,
        PromptCommon,
        TextPrompt,
    )

__all__ = [
    "ARGUMENT_DESCRIPTION",
    "ERROR_PREFIX",
    "MAX_ARGUMENT_BYTES",
    "MAX_LABEL_LENGTH",
    "MAX_NESTING_DEPTH",
    "MAX_OPTIONS",
    "MAX_PROMPTS",
    "MAX_QUESTION_LENGTH",
    "PROMPT_KINDS",
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "TOOL_ARGUMENT",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "ChoicePrompt",
    "ClarifyEnvelope",
    "ClarifyPrompt",
    "ClarifyProtocolError",
    "ConfirmPrompt",
    "Option",
    "PromptCommon",
    "TextPrompt",
    "anthropic_tool",
    "build_envelope",
    "clarify_tool",
    "emit_clarify_prompts",
    "langchain_tool",
    "openai_tool",
    "parse_prompts_arg",
    "tool_parameters",
    "validate_prompt",
]

PROTOCOL: Final = "appwrite.clarify/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.1.2"
TOOL_NAME: Final = "clarify"
TOOL_ARGUMENT: Final = "prompts"
ERROR_PREFIX: Final = "Error: invalid clarify prompts — "

MAX_PROMPTS: Final = 5
"""Prompts in one clarify call."""
MAX_OPTIONS: Final = 12
"""Options in one choice prompt."""
MAX_QUESTION_LENGTH: Final = 500
"""Characters in a question or a hint."""
MAX_LABEL_LENGTH: Final = 120
"""Characters in a label or the title."""
MAX_ARGUMENT_BYTES: Final = 1048576
"""Bytes of JSON text in one tool argument (1 MiB)."""
MAX_NESTING_DEPTH: Final = 32
"""Nesting of arrays and objects in one tool argument."""

PROMPT_KINDS: Final = (
    "choice",
    "confirm",
    "text",
)
# Reasons raised in more than one place (the rest are written where they are raised).
_REQUIRED: Final = "is required"
_NOT_EMPTY: Final = "must not be empty"
_NOT_A_STRING: Final = "must be a string"
_UNSAFE_TEXT: Final = "must not contain NUL or unpaired surrogate characters"


_PATTERN_0: Final = re.compile("^[a-z][a-z0-9_.-]{0,63}$")
# Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
# the parser's words); "" for a limit the spec does not set.
_ARGUMENT_REASONS: Final = (
    "must not be empty",
    f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON",
    f"must not nest deeper than {MAX_NESTING_DEPTH} levels",
    "is not valid JSON ({})",
)


class ClarifyProtocolError(_ProtocolError):
    """A prompts argument that breaks the protocol; ``path`` names the bad
    field, ``reason`` what is wrong with it (``args`` is the two)."""


# Every checker takes `screen`: False skips the tests of its strings for NUL and lone surrogates,
# for a value read from text that holds none (the runtime's screens_text says when); True, the
# default, tests every string.
def _check_prompt_common(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ClarifyProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise ClarifyProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise ClarifyProtocolError("id", _NOT_A_STRING)
    v_id = v_id.strip()
    if not v_id:
        raise ClarifyProtocolError("id", _NOT_EMPTY)
    if screen and ("\x00" in v_id or (not v_id.isascii() and _has_surrogate(v_id))):
        raise ClarifyProtocolError("id", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_id) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v_id

    v_question = raw.get("question")
    if v_question is None:
        raise ClarifyProtocolError("question", _REQUIRED)
    if not isinstance(v_question, str):
        raise ClarifyProtocolError("question", _NOT_A_STRING)
    v_question = v_question.strip()
    if not v_question:
        raise ClarifyProtocolError("question", _NOT_EMPTY)
    if screen and (
        "\x00" in v_question or (not v_question.isascii() and _has_surrogate(v_question))
    ):
        raise ClarifyProtocolError("question", _UNSAFE_TEXT)
    if len(v_question) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v_question

    v_hint = raw.get("hint")
    if v_hint is not None:
        if not isinstance(v_hint, str):
            raise ClarifyProtocolError("hint", _NOT_A_STRING)
        v_hint = v_hint.strip()
        if v_hint:
            if screen and ("\x00" in v_hint or (not v_hint.isascii() and _has_surrogate(v_hint))):
                raise ClarifyProtocolError("hint", _UNSAFE_TEXT)
            if len(v_hint) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v_hint

    v_required = raw.get("required")
    if v_required is not None:
        if v_required is not True and v_required is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v_required

    else:
        out["required"] = True

    return out


def _check_option(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise ClarifyProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise ClarifyProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise ClarifyProtocolError("id", _NOT_A_STRING)
    v_id = v_id.strip()
    if not v_id:
        raise ClarifyProtocolError("id", _NOT_EMPTY)
    if screen and ("\x00" in v_id or (not v_id.isascii() and _has_surrogate(v_id))):
        raise ClarifyProtocolError("id", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_id) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v_id

    v_label = raw.get("label")
    if v_label is None:
        raise ClarifyProtocolError("label", _REQUIRED)
    if not isinstance(v_label, str):
        raise ClarifyProtocolError("label", _NOT_A_STRING)
    v_label = v_label.strip()
    if not v_label:
        raise ClarifyProtocolError("label", _NOT_EMPTY)
    if screen and ("\x00" in v_label or (not v_label.isascii() and _has_surrogate(v_label))):
        raise ClarifyProtocolError("label", _UNSAFE_TEXT)
    if len(v_label) > MAX_LABEL_LENGTH:
        raise ClarifyProtocolError("label", f"must be at most {MAX_LABEL_LENGTH} characters")
    out["label"] = v_label

    v_description = raw.get("description")
    if v_description is not None:
        if not isinstance(v_description, str):
            raise ClarifyProtocolError("description", _NOT_A_STRING)
        v_description = v_description.strip()
        if v_description:
            if screen and (
                "\x00" in v_description
                or (not v_description.isascii() and _has_surrogate(v_description))
            ):
                raise ClarifyProtocolError("description", _UNSAFE_TEXT)
            if len(v_description) > 300:
                raise ClarifyProtocolError("description", "must be at most 300 characters")
            out["description"] = v_description

    return out


def _check_choice_prompt(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise ClarifyProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise ClarifyProtocolError("id", _NOT_A_STRING)
    v_id = v_id.strip()
    if not v_id:
        raise ClarifyProtocolError("id", _NOT_EMPTY)
    if screen and ("\x00" in v_id or (not v_id.isascii() and _has_surrogate(v_id))):
        raise ClarifyProtocolError("id", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_id) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v_id

    out["kind"] = "choice"
    v_question = raw.get("question")
    if v_question is None:
        raise ClarifyProtocolError("question", _REQUIRED)
    if not isinstance(v_question, str):
        raise ClarifyProtocolError("question", _NOT_A_STRING)
    v_question = v_question.strip()
    if not v_question:
        raise ClarifyProtocolError("question", _NOT_EMPTY)
    if screen and (
        "\x00" in v_question or (not v_question.isascii() and _has_surrogate(v_question))
    ):
        raise ClarifyProtocolError("question", _UNSAFE_TEXT)
    if len(v_question) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v_question

    v_hint = raw.get("hint")
    if v_hint is not None:
        if not isinstance(v_hint, str):
            raise ClarifyProtocolError("hint", _NOT_A_STRING)
        v_hint = v_hint.strip()
        if v_hint:
            if screen and ("\x00" in v_hint or (not v_hint.isascii() and _has_surrogate(v_hint))):
                raise ClarifyProtocolError("hint", _UNSAFE_TEXT)
            if len(v_hint) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v_hint

    v_required = raw.get("required")
    if v_required is not None:
        if v_required is not True and v_required is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v_required

    else:
        out["required"] = True

    v_options = raw.get("options")
    if v_options is None:
        raise ClarifyProtocolError("options", _REQUIRED)
    if not isinstance(v_options, list):
        raise ClarifyProtocolError("options", "must be an array")
    if len(v_options) < 2:
        raise ClarifyProtocolError("options", "must have at least 2 items")
    if len(v_options) > MAX_OPTIONS:
        raise ClarifyProtocolError("options", f"must have at most {MAX_OPTIONS} items")
    v_options__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_options__list.extend(map(_check_option, v_options, _SCREEN_FLAGS[screen]))
    except ClarifyProtocolError as exc:
        v_options__index = len(v_options__list)
        exc._enter(f"options[{v_options__index}]")
        raise
    v_options__seen: set[str] = set()
    for v_options__index, v_options__item in enumerate(v_options__list):
        if v_options__item["id"] in v_options__seen:
            raise ClarifyProtocolError(f"options[{v_options__index}].id", "must be unique")
        v_options__seen.add(v_options__item["id"])
    v_options = v_options__list
    out["options"] = v_options

    v_allow_multiple = raw.get("allowMultiple")
    if v_allow_multiple is not None:
        if v_allow_multiple is not True and v_allow_multiple is not False:
            raise ClarifyProtocolError("allowMultiple", "must be a boolean")
        out["allowMultiple"] = v_allow_multiple

    else:
        out["allowMultiple"] = False

    return out


def _check_confirm_prompt(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise ClarifyProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise ClarifyProtocolError("id", _NOT_A_STRING)
    v_id = v_id.strip()
    if not v_id:
        raise ClarifyProtocolError("id", _NOT_EMPTY)
    if screen and ("\x00" in v_id or (not v_id.isascii() and _has_surrogate(v_id))):
        raise ClarifyProtocolError("id", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_id) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v_id

    out["kind"] = "confirm"
    v_question = raw.get("question")
    if v_question is None:
        raise ClarifyProtocolError("question", _REQUIRED)
    if not isinstance(v_question, str):
        raise ClarifyProtocolError("question", _NOT_A_STRING)
    v_question = v_question.strip()
    if not v_question:
        raise ClarifyProtocolError("question", _NOT_EMPTY)
    if screen and (
        "\x00" in v_question or (not v_question.isascii() and _has_surrogate(v_question))
    ):
        raise ClarifyProtocolError("question", _UNSAFE_TEXT)
    if len(v_question) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v_question

    v_hint = raw.get("hint")
    if v_hint is not None:
        if not isinstance(v_hint, str):
            raise ClarifyProtocolError("hint", _NOT_A_STRING)
        v_hint = v_hint.strip()
        if v_hint:
            if screen and ("\x00" in v_hint or (not v_hint.isascii() and _has_surrogate(v_hint))):
                raise ClarifyProtocolError("hint", _UNSAFE_TEXT)
            if len(v_hint) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v_hint

    v_required = raw.get("required")
    if v_required is not None:
        if v_required is not True and v_required is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v_required

    else:
        out["required"] = True

    v_confirm_label = raw.get("confirmLabel")
    if v_confirm_label is not None:
        if not isinstance(v_confirm_label, str):
            raise ClarifyProtocolError("confirmLabel", _NOT_A_STRING)
        v_confirm_label = v_confirm_label.strip()
        if not v_confirm_label:
            v_confirm_label = "Confirm"
        if screen and (
            "\x00" in v_confirm_label
            or (not v_confirm_label.isascii() and _has_surrogate(v_confirm_label))
        ):
            raise ClarifyProtocolError("confirmLabel", _UNSAFE_TEXT)
        if len(v_confirm_label) > MAX_LABEL_LENGTH:
            raise ClarifyProtocolError(
                "confirmLabel", f"must be at most {MAX_LABEL_LENGTH} characters"
            )
        out["confirmLabel"] = v_confirm_label

    else:
        out["confirmLabel"] = "Confirm"

    v_cancel_label = raw.get("cancelLabel")
    if v_cancel_label is not None:
        if not isinstance(v_cancel_label, str):
            raise ClarifyProtocolError("cancelLabel", _NOT_A_STRING)
        v_cancel_label = v_cancel_label.strip()
        if not v_cancel_label:
            v_cancel_label = "Cancel"
        if screen and (
            "\x00" in v_cancel_label
            or (not v_cancel_label.isascii() and _has_surrogate(v_cancel_label))
        ):
            raise ClarifyProtocolError("cancelLabel", _UNSAFE_TEXT)
        if len(v_cancel_label) > MAX_LABEL_LENGTH:
            raise ClarifyProtocolError(
                "cancelLabel", f"must be at most {MAX_LABEL_LENGTH} characters"
            )
        out["cancelLabel"] = v_cancel_label

    else:
        out["cancelLabel"] = "Cancel"

    v_danger = raw.get("danger")
    if v_danger is not None:
        if v_danger is not True and v_danger is not False:
            raise ClarifyProtocolError("danger", "must be a boolean")
        out["danger"] = v_danger

    else:
        out["danger"] = False

    return out


def _check_text_prompt(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise ClarifyProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise ClarifyProtocolError("id", _NOT_A_STRING)
    v_id = v_id.strip()
    if not v_id:
        raise ClarifyProtocolError("id", _NOT_EMPTY)
    if screen and ("\x00" in v_id or (not v_id.isascii() and _has_surrogate(v_id))):
        raise ClarifyProtocolError("id", _UNSAFE_TEXT)
    if _PATTERN_0.fullmatch(v_id) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v_id

    out["kind"] = "text"
    v_question = raw.get("question")
    if v_question is None:
        raise ClarifyProtocolError("question", _REQUIRED)
    if not isinstance(v_question, str):
        raise ClarifyProtocolError("question", _NOT_A_STRING)
    v_question = v_question.strip()
    if not v_question:
        raise ClarifyProtocolError("question", _NOT_EMPTY)
    if screen and (
        "\x00" in v_question or (not v_question.isascii() and _has_surrogate(v_question))
    ):
        raise ClarifyProtocolError("question", _UNSAFE_TEXT)
    if len(v_question) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v_question

    v_hint = raw.get("hint")
    if v_hint is not None:
        if not isinstance(v_hint, str):
            raise ClarifyProtocolError("hint", _NOT_A_STRING)
        v_hint = v_hint.strip()
        if v_hint:
            if screen and ("\x00" in v_hint or (not v_hint.isascii() and _has_surrogate(v_hint))):
                raise ClarifyProtocolError("hint", _UNSAFE_TEXT)
            if len(v_hint) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v_hint

    v_required = raw.get("required")
    if v_required is not None:
        if v_required is not True and v_required is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v_required

    else:
        out["required"] = True

    v_placeholder = raw.get("placeholder")
    if v_placeholder is not None:
        if not isinstance(v_placeholder, str):
            raise ClarifyProtocolError("placeholder", _NOT_A_STRING)
        v_placeholder = v_placeholder.strip()
        if v_placeholder:
            if screen and (
                "\x00" in v_placeholder
                or (not v_placeholder.isascii() and _has_surrogate(v_placeholder))
            ):
                raise ClarifyProtocolError("placeholder", _UNSAFE_TEXT)
            if len(v_placeholder) > 200:
                raise ClarifyProtocolError("placeholder", "must be at most 200 characters")
            out["placeholder"] = v_placeholder

    v_default_value = raw.get("defaultValue")
    if v_default_value is not None:
        if not isinstance(v_default_value, str):
            raise ClarifyProtocolError("defaultValue", _NOT_A_STRING)
        v_default_value = v_default_value.strip()
        if v_default_value:
            if screen and (
                "\x00" in v_default_value
                or (not v_default_value.isascii() and _has_surrogate(v_default_value))
            ):
                raise ClarifyProtocolError("defaultValue", _UNSAFE_TEXT)
            if len(v_default_value) > 2000:
                raise ClarifyProtocolError("defaultValue", "must be at most 2000 characters")
            out["defaultValue"] = v_default_value

    v_multiline = raw.get("multiline")
    if v_multiline is not None:
        if v_multiline is not True and v_multiline is not False:
            raise ClarifyProtocolError("multiline", "must be a boolean")
        out["multiline"] = v_multiline

    else:
        out["multiline"] = False

    return out


_CHECKERS: Final = {
    "choice": _check_choice_prompt,
    "confirm": _check_confirm_prompt,
    "text": _check_text_prompt,
}
_UNKNOWN_KIND: Final = "must be one of choice, confirm, text"


def _dispatch_item(raw: object, screen: bool = True) -> Any:
    """One prompt's canonical form; errors carry paths relative to it."""
    if not isinstance(raw, dict):
        raise ClarifyProtocolError("", "must be an object")
    kind = raw.get("kind")
    if not isinstance(kind, str):
        raise ClarifyProtocolError("kind", _UNKNOWN_KIND)
    kind = kind.strip()
    checker = _CHECKERS.get(kind)
    if checker is None:
        raise ClarifyProtocolError("kind", _UNKNOWN_KIND)
    return checker(raw, screen)


def validate_prompt(raw: object, path: str = "prompt") -> ClarifyPrompt:
    """Check one prompt and return its canonical form; raise ClarifyProtocolError."""
    try:
        result: ClarifyPrompt = _dispatch_item(raw)
    except ClarifyProtocolError as exc:
        exc._enter(path)
        raise
    return result


def _read_prompts_arg(prompts: object) -> tuple[list[Any], bool]:
    """The raw prompts, and whether their strings need the NUL and surrogate tests (``screen``)."""
    # JSON text or a built value, held to the limits (the runtime's read_argument)
    value, screen = _read_argument(
        prompts,
        MAX_ARGUMENT_BYTES,
        MAX_NESTING_DEPTH,
        True,
        _ARGUMENT_REASONS,
        ClarifyProtocolError,
        "prompts",
    )
    if isinstance(value, dict):
        return [value], screen
    if not isinstance(value, list):
        raise ClarifyProtocolError(
            "prompts", "must be a JSON array of prompts or one prompt object"
        )
    if len(value) < 1:
        raise ClarifyProtocolError("prompts", "must not be empty")
    if len(value) > MAX_PROMPTS:
        raise ClarifyProtocolError("prompts", f"must have at most {MAX_PROMPTS} items")
    return value, screen


def parse_prompts_arg(prompts: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw prompts."""
    return _read_prompts_arg(prompts)[0]


def build_envelope(prompts: object, *, title: object = None) -> ClarifyEnvelope:
    """Validate every prompt in order (the first error fails the call) and wrap them."""
    raw_items, screen = _read_prompts_arg(prompts)
    # One C-level pass; on an error, the items already appended say which one failed.
    items: list[Any] = []
    try:
        items.extend(map(_dispatch_item, raw_items, _SCREEN_FLAGS[screen]))
    except ClarifyProtocolError as exc:
        exc._enter(f"prompts[{len(items)}]")
        raise
    seen: set[str] = set()
    for i, item in enumerate(items):
        key = item["id"]
        if key in seen:
            raise ClarifyProtocolError(f"prompts[{i}].id", "must be unique")
        seen.add(key)
    out: ClarifyEnvelope = {"protocol": PROTOCOL, "prompts": items}
    screen = True  # the envelope's own fields are the caller's values, not read from the text
    raw: dict[str, Any] = {
        "title": title,
    }
    v_title = raw.get("title")
    if v_title is not None:
        if not isinstance(v_title, str):
            raise ClarifyProtocolError("title", _NOT_A_STRING)
        v_title = v_title.strip()
        if v_title:
            if screen and (
                "\x00" in v_title or (not v_title.isascii() and _has_surrogate(v_title))
            ):
                raise ClarifyProtocolError("title", _UNSAFE_TEXT)
            if len(v_title) > MAX_LABEL_LENGTH:
                raise ClarifyProtocolError(
                    "title", f"must be at most {MAX_LABEL_LENGTH} characters"
                )
            out["title"] = v_title

    return out


def emit_clarify_prompts(prompts: object, *, title: object = None) -> str:
    """The canonical envelope as compact JSON text; raise ClarifyProtocolError when invalid."""
    envelope = build_envelope(prompts, title=title)
    return _dumps(envelope, prompts)


def clarify_tool(prompts: object, title: object = "") -> str:
    """The `clarify` tool: the envelope, or ``Error: invalid clarify prompts — <why>``. Never raises."""
    try:
        return emit_clarify_prompts(prompts, title=title)
    except ClarifyProtocolError as exc:
        return ERROR_PREFIX + str(exc)


_TYPE_NAMES: Final = frozenset(
    {
        "ChoicePrompt",
        "ClarifyEnvelope",
        "ClarifyPrompt",
        "ConfirmPrompt",
        "Option",
        "PromptCommon",
        "TextPrompt",
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
