# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/memory.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite memory protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.memory``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ForgetAction",
    "MemoryAction",
    "MemoryEnvelope",
    "MemoryKey",
    "SetAction",
]


class MemoryKey(TypedDict):
    key: str
    """Stable name of the memory (2–128 characters)"""
    scope: NotRequired[Literal["user"]]
    """Who the memory belongs to"""
    ownerId: NotRequired[str]
    """Owner of the memory when not the current user"""


class SetAction(TypedDict):
    """Save (or overwrite) one memory."""

    type: Literal["set"]
    key: str
    """Stable name of the memory (2–128 characters)"""
    scope: NotRequired[Literal["user"]]
    """Who the memory belongs to"""
    ownerId: NotRequired[str]
    """Owner of the memory when not the current user"""
    content: str
    """What to remember"""
    category: NotRequired[Literal["preference", "instruction", "fact"]]
    priority: NotRequired[int]
    """Higher wins when memories conflict"""


class ForgetAction(TypedDict):
    """Forget one memory."""

    type: Literal["forget"]
    key: str
    """Stable name of the memory (2–128 characters)"""
    scope: NotRequired[Literal["user"]]
    """Who the memory belongs to"""
    ownerId: NotRequired[str]
    """Owner of the memory when not the current user"""


MemoryAction = SetAction | ForgetAction


class MemoryEnvelope(TypedDict):
    protocol: str
    actions: list[MemoryAction]
