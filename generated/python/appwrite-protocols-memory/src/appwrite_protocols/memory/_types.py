# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/memory.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite memory protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.memory``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ForgetAction",
    "MemoryAction",
    "MemoryEnvelope",
    "MemoryKey",
    "SetAction",
]

MemoryKey = TypedDict(
    "MemoryKey",
    {
        "key": str,
        "scope": NotRequired[Literal["user"]],
        "ownerId": NotRequired[str],
    },
)
SetAction = TypedDict(
    "SetAction",
    {
        "type": Literal["set"],
        "key": str,
        "scope": NotRequired[Literal["user"]],
        "ownerId": NotRequired[str],
        "content": str,
        "category": NotRequired[Literal["preference", "instruction", "fact"]],
        "priority": NotRequired[int],
    },
)
ForgetAction = TypedDict(
    "ForgetAction",
    {
        "type": Literal["forget"],
        "key": str,
        "scope": NotRequired[Literal["user"]],
        "ownerId": NotRequired[str],
    },
)

MemoryAction = SetAction | ForgetAction
MemoryEnvelope = TypedDict(
    "MemoryEnvelope",
    {
        "protocol": str,
        "actions": list[MemoryAction],
    },
)
