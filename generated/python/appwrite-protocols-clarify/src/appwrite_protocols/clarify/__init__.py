# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/clarify.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite clarify protocol (``appwrite.clarify/v1``): validate and normalise prompts, emit the envelope.

Shareable contract between the agent engine (this repo) and the Appwrite Console. The agent
posts structured follow-ups via the built-in clarify tool; the Console renders prompts
(choices, confirmations, text inputs) and sends the user's answers on the next turn.

Drop-in for the engine's hand-written module. Every check and normalisation below comes
from the spec; the protocol doc (``clarify-protocol.md``) explains them.
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
    "PROMPT_KINDS",
    "MAX_PROMPTS",
    "MAX_OPTIONS",
    "MAX_QUESTION_LENGTH",
    "MAX_LABEL_LENGTH",
    "MAX_ARGUMENT_BYTES",
    "MAX_NESTING_DEPTH",
    "ClarifyProtocolError",
    "PromptCommon",
    "Option",
    "ChoicePrompt",
    "ConfirmPrompt",
    "TextPrompt",
    "ClarifyPrompt",
    "ClarifyEnvelope",
    "validate_prompt",
    "parse_prompts_arg",
    "build_envelope",
    "emit_clarify_prompts",
    "clarify_tool",
]

PROTOCOL: Final = "appwrite.clarify/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.0.0"
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
_PATTERN_0: Final = re.compile("^[a-z][a-z0-9_.-]{0,63}$")
# In a Python str from json.loads every surrogate code point is unpaired (pairs decode to one
# character); such a string cannot be encoded as UTF-8.
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_MAX_MAGNITUDE: Final = 9007199254740991


class ClarifyProtocolError(ValueError):
    """A prompts argument that breaks the protocol; ``path`` names the bad field."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}" if path else reason)
        self.path = path
        self.reason = reason

    def within(self, outer: str) -> ClarifyProtocolError:
        """The same error seen from the enclosing value at ``outer``."""
        if not self.path:
            return type(self)(outer, self.reason)
        sep = "" if self.path.startswith("[") else "."
        return type(self)(f"{outer}{sep}{self.path}", self.reason)


PromptCommon = TypedDict(
    "PromptCommon",
    {
        "id": str,
        "question": str,
        "hint": NotRequired[str],
        "required": NotRequired[bool],
    },
)
Option = TypedDict(
    "Option",
    {
        "id": str,
        "label": str,
        "description": NotRequired[str],
    },
)
ChoicePrompt = TypedDict(
    "ChoicePrompt",
    {
        "kind": Literal["choice"],
        "id": str,
        "question": str,
        "hint": NotRequired[str],
        "required": NotRequired[bool],
        "options": list[Option],
        "allowMultiple": NotRequired[bool],
    },
)
ConfirmPrompt = TypedDict(
    "ConfirmPrompt",
    {
        "kind": Literal["confirm"],
        "id": str,
        "question": str,
        "hint": NotRequired[str],
        "required": NotRequired[bool],
        "confirmLabel": NotRequired[str],
        "cancelLabel": NotRequired[str],
        "danger": NotRequired[bool],
    },
)
TextPrompt = TypedDict(
    "TextPrompt",
    {
        "kind": Literal["text"],
        "id": str,
        "question": str,
        "hint": NotRequired[str],
        "required": NotRequired[bool],
        "placeholder": NotRequired[str],
        "defaultValue": NotRequired[str],
        "multiline": NotRequired[bool],
    },
)

ClarifyPrompt = Union[
    ChoicePrompt,
    ConfirmPrompt,
    TextPrompt,
]
ClarifyEnvelope = TypedDict(
    "ClarifyEnvelope",
    {
        "protocol": str,
        "prompts": list[ClarifyPrompt],
        "title": NotRequired[str],
    },
)


def _check_prompt_common(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ClarifyProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("id")
    if v is None:
        raise ClarifyProtocolError("id", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("id", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("id", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("id", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v

    v = raw.get("question")
    if v is None:
        raise ClarifyProtocolError("question", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("question", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("question", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError(
            "question", "must not contain NUL or unpaired surrogate characters"
        )
    if len(v) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v

    v = raw.get("hint")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("hint", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "hint", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v

    v = raw.get("required")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v

    else:
        out["required"] = True

    return out


def _check_option(raw: object) -> Any:
    if not isinstance(raw, dict):
        raise ClarifyProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v = raw.get("id")
    if v is None:
        raise ClarifyProtocolError("id", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("id", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("id", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("id", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v

    v = raw.get("label")
    if v is None:
        raise ClarifyProtocolError("label", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("label", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("label", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("label", "must not contain NUL or unpaired surrogate characters")
    if len(v) > MAX_LABEL_LENGTH:
        raise ClarifyProtocolError("label", f"must be at most {MAX_LABEL_LENGTH} characters")
    out["label"] = v

    v = raw.get("description")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("description", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "description", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > 300:
                raise ClarifyProtocolError("description", f"must be at most {300} characters")
            out["description"] = v

    return out


def _check_choice_prompt(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {}
    v = raw.get("id")
    if v is None:
        raise ClarifyProtocolError("id", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("id", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("id", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("id", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v

    out["kind"] = "choice"
    v = raw.get("question")
    if v is None:
        raise ClarifyProtocolError("question", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("question", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("question", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError(
            "question", "must not contain NUL or unpaired surrogate characters"
        )
    if len(v) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v

    v = raw.get("hint")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("hint", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "hint", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v

    v = raw.get("required")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v

    else:
        out["required"] = True

    v = raw.get("options")
    if v is None:
        raise ClarifyProtocolError("options", "is required")
    if not isinstance(v, list):
        raise ClarifyProtocolError("options", "must be an array")
    if len(v) < 2:
        raise ClarifyProtocolError("options", "must have at least 2 items")
    if len(v) > MAX_OPTIONS:
        raise ClarifyProtocolError("options", f"must have at most {MAX_OPTIONS} items")
    vout: list[Any] = []
    for vi, ve in enumerate(v):
        try:
            ve = _check_option(ve)
        except ClarifyProtocolError as exc:
            raise exc.within(f"options[{vi}]") from None
        vout.append(ve)

    vseen: set[str] = set()
    for vi, ve in enumerate(vout):
        if ve["id"] in vseen:
            raise ClarifyProtocolError(f"options[{vi}].id", "must be unique")
        vseen.add(ve["id"])
    v = vout
    out["options"] = v

    v = raw.get("allowMultiple")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("allowMultiple", "must be a boolean")
        out["allowMultiple"] = v

    else:
        out["allowMultiple"] = False

    return out


def _check_confirm_prompt(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {}
    v = raw.get("id")
    if v is None:
        raise ClarifyProtocolError("id", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("id", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("id", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("id", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v

    out["kind"] = "confirm"
    v = raw.get("question")
    if v is None:
        raise ClarifyProtocolError("question", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("question", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("question", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError(
            "question", "must not contain NUL or unpaired surrogate characters"
        )
    if len(v) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v

    v = raw.get("hint")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("hint", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "hint", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v

    v = raw.get("required")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v

    else:
        out["required"] = True

    v = raw.get("confirmLabel")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("confirmLabel", "must be a string")
        v = v.strip()
        if not v:
            v = "Confirm"
        if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
            raise ClarifyProtocolError(
                "confirmLabel", "must not contain NUL or unpaired surrogate characters"
            )
        if len(v) > MAX_LABEL_LENGTH:
            raise ClarifyProtocolError(
                "confirmLabel", f"must be at most {MAX_LABEL_LENGTH} characters"
            )
        out["confirmLabel"] = v

    else:
        out["confirmLabel"] = "Confirm"

    v = raw.get("cancelLabel")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("cancelLabel", "must be a string")
        v = v.strip()
        if not v:
            v = "Cancel"
        if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
            raise ClarifyProtocolError(
                "cancelLabel", "must not contain NUL or unpaired surrogate characters"
            )
        if len(v) > MAX_LABEL_LENGTH:
            raise ClarifyProtocolError(
                "cancelLabel", f"must be at most {MAX_LABEL_LENGTH} characters"
            )
        out["cancelLabel"] = v

    else:
        out["cancelLabel"] = "Cancel"

    v = raw.get("danger")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("danger", "must be a boolean")
        out["danger"] = v

    else:
        out["danger"] = False

    return out


def _check_text_prompt(raw: dict[str, Any]) -> Any:
    out: dict[str, Any] = {}
    v = raw.get("id")
    if v is None:
        raise ClarifyProtocolError("id", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("id", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("id", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError("id", "must not contain NUL or unpaired surrogate characters")
    if _PATTERN_0.fullmatch(v) is None:
        raise ClarifyProtocolError("id", "must match ^[a-z][a-z0-9_.-]{0,63}$")
    out["id"] = v

    out["kind"] = "text"
    v = raw.get("question")
    if v is None:
        raise ClarifyProtocolError("question", "is required")
    if not isinstance(v, str):
        raise ClarifyProtocolError("question", "must be a string")
    v = v.strip()
    if not v:
        raise ClarifyProtocolError("question", "must not be empty")
    if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
        raise ClarifyProtocolError(
            "question", "must not contain NUL or unpaired surrogate characters"
        )
    if len(v) > MAX_QUESTION_LENGTH:
        raise ClarifyProtocolError("question", f"must be at most {MAX_QUESTION_LENGTH} characters")
    out["question"] = v

    v = raw.get("hint")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("hint", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "hint", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > MAX_QUESTION_LENGTH:
                raise ClarifyProtocolError(
                    "hint", f"must be at most {MAX_QUESTION_LENGTH} characters"
                )
            out["hint"] = v

    v = raw.get("required")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("required", "must be a boolean")
        out["required"] = v

    else:
        out["required"] = True

    v = raw.get("placeholder")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("placeholder", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "placeholder", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > 200:
                raise ClarifyProtocolError("placeholder", f"must be at most {200} characters")
            out["placeholder"] = v

    v = raw.get("defaultValue")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("defaultValue", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "defaultValue", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > 2000:
                raise ClarifyProtocolError("defaultValue", f"must be at most {2000} characters")
            out["defaultValue"] = v

    v = raw.get("multiline")
    if v is not None:
        if v is not True and v is not False:
            raise ClarifyProtocolError("multiline", "must be a boolean")
        out["multiline"] = v

    else:
        out["multiline"] = False

    return out


_CHECKERS: Final = {
    "choice": _check_choice_prompt,
    "confirm": _check_confirm_prompt,
    "text": _check_text_prompt,
}
_UNKNOWN_KIND: Final = "must be one of choice, confirm, text"


def validate_prompt(raw: object, path: str = "prompt") -> ClarifyPrompt:
    """Check one prompt and return its canonical form; raise ClarifyProtocolError."""
    if not isinstance(raw, dict):
        raise ClarifyProtocolError(path, "must be an object")
    kind = raw.get("kind")
    if not isinstance(kind, str):
        raise ClarifyProtocolError(f"{path}.kind", _UNKNOWN_KIND)
    kind = kind.strip()
    checker = _CHECKERS.get(kind)
    if checker is None:
        raise ClarifyProtocolError(f"{path}.kind", _UNKNOWN_KIND)
    try:
        result: ClarifyPrompt = checker(raw)
    except ClarifyProtocolError as exc:
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


def parse_prompts_arg(prompts: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw prompts."""
    value = prompts
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise ClarifyProtocolError("prompts", "must not be empty")
        if len(text) > MAX_ARGUMENT_BYTES or (
            len(text) * 4 > MAX_ARGUMENT_BYTES
            and not text.isascii()
            and len(text.encode("utf-8", "surrogatepass")) > MAX_ARGUMENT_BYTES
        ):
            raise ClarifyProtocolError(
                "prompts", f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON"
            )
        if _text_too_deep(text, MAX_NESTING_DEPTH):
            raise ClarifyProtocolError(
                "prompts", f"must not nest deeper than {MAX_NESTING_DEPTH} levels"
            )
        try:
            value = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise ClarifyProtocolError("prompts", f"is not valid JSON ({exc})") from None
    elif _value_too_deep(value, MAX_NESTING_DEPTH):
        raise ClarifyProtocolError(
            "prompts", f"must not nest deeper than {MAX_NESTING_DEPTH} levels"
        )
    if isinstance(value, dict):
        return [value]
    if not isinstance(value, list):
        raise ClarifyProtocolError(
            "prompts", "must be a JSON array of prompts or one prompt object"
        )
    if len(value) < 1:
        raise ClarifyProtocolError("prompts", "must not be empty")
    if len(value) > MAX_PROMPTS:
        raise ClarifyProtocolError("prompts", f"must have at most {MAX_PROMPTS} items")
    return value


def build_envelope(prompts: object, *, title: object = None) -> ClarifyEnvelope:
    """Validate every prompt in order (the first error fails the call) and wrap them."""
    items = [
        validate_prompt(item, f"prompts[{i}]") for i, item in enumerate(parse_prompts_arg(prompts))
    ]
    seen: set[str] = set()
    for i, item in enumerate(items):
        key = item["id"]
        if key in seen:
            raise ClarifyProtocolError(f"prompts[{i}].id", "must be unique")
        seen.add(key)
    out: ClarifyEnvelope = {"protocol": PROTOCOL, "prompts": items}
    raw: dict[str, Any] = {
        "title": title,
    }
    v = raw.get("title")
    if v is not None:
        if not isinstance(v, str):
            raise ClarifyProtocolError("title", "must be a string")
        v = v.strip()
        if v:
            if "\x00" in v or (not v.isascii() and _SURROGATE.search(v) is not None):
                raise ClarifyProtocolError(
                    "title", "must not contain NUL or unpaired surrogate characters"
                )
            if len(v) > MAX_LABEL_LENGTH:
                raise ClarifyProtocolError(
                    "title", f"must be at most {MAX_LABEL_LENGTH} characters"
                )
            out["title"] = v

    return out


def emit_clarify_prompts(prompts: object, *, title: object = None) -> str:
    """The canonical envelope as compact JSON text; raise ClarifyProtocolError when invalid."""
    envelope = build_envelope(prompts, title=title)
    return json.dumps(envelope, separators=(",", ":"), ensure_ascii=False)


def clarify_tool(prompts: object, title: object = "") -> str:
    """The `clarify` tool: the envelope, or ``Error: invalid clarify prompts — <why>``. Never raises."""
    try:
        return emit_clarify_prompts(prompts, title=title)
    except ClarifyProtocolError as exc:
        return ERROR_PREFIX + str(exc)
