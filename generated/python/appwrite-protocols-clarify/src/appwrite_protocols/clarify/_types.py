# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/clarify.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite clarify protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.clarify``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from __future__ import annotations

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

ClarifyPrompt = ChoicePrompt | ConfirmPrompt | TextPrompt
ClarifyEnvelope = TypedDict(
    "ClarifyEnvelope",
    {
        "protocol": str,
        "prompts": list[ClarifyPrompt],
        "title": NotRequired[str],
    },
)
