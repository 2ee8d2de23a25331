# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/clarify.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite clarify protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.clarify``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ChoicePrompt",
    "ClarifyEnvelope",
    "ClarifyPrompt",
    "ConfirmPrompt",
    "Option",
    "PromptCommon",
    "TextPrompt",
]


class PromptCommon(TypedDict):
    id: str
    """Stable key for the answer (1–64 characters)"""
    question: str
    """Shown to the user"""
    hint: NotRequired[str]
    """Secondary helper text"""
    required: NotRequired[bool]
    """Whether an answer is required"""


class Option(TypedDict):
    id: str
    label: str
    description: NotRequired[str]


class ChoicePrompt(TypedDict):
    """Pick one option (or several when `allowMultiple` is true)."""

    kind: Literal["choice"]
    id: str
    """Stable key for the answer (1–64 characters)"""
    question: str
    """Shown to the user"""
    hint: NotRequired[str]
    """Secondary helper text"""
    required: NotRequired[bool]
    """Whether an answer is required"""
    options: list[Option]
    """Options with unique `id` + `label`"""
    allowMultiple: NotRequired[bool]
    """Allow several answers"""


class ConfirmPrompt(TypedDict):
    """Yes / no gate — use before destructive MCP deletes or irreversible actions."""

    kind: Literal["confirm"]
    id: str
    """Stable key for the answer (1–64 characters)"""
    question: str
    """Shown to the user"""
    hint: NotRequired[str]
    """Secondary helper text"""
    required: NotRequired[bool]
    """Whether an answer is required"""
    confirmLabel: NotRequired[str]
    cancelLabel: NotRequired[str]
    danger: NotRequired[bool]
    """Destructive styling: set `true` for deletes and other irreversible operations"""


class TextPrompt(TypedDict):
    """Free-form value (resource name, email, custom id, …)."""

    kind: Literal["text"]
    id: str
    """Stable key for the answer (1–64 characters)"""
    question: str
    """Shown to the user"""
    hint: NotRequired[str]
    """Secondary helper text"""
    required: NotRequired[bool]
    """Whether an answer is required"""
    placeholder: NotRequired[str]
    defaultValue: NotRequired[str]
    """Pre-filled"""
    multiline: NotRequired[bool]
    """A textarea instead of one line"""


ClarifyPrompt = ChoicePrompt | ConfirmPrompt | TextPrompt


class ClarifyEnvelope(TypedDict):
    protocol: str
    prompts: list[ClarifyPrompt]
    title: NotRequired[str]
    """Heading above the prompts"""
