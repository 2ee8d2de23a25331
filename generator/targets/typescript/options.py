"""The TypeScript target's block of a spec's ``packages`` (``packages.typescript``): its
schema, which the schema check holds the block to, and the typed options the target reads
from ``Protocol.options``. spec/README.md, "Target options", documents the
keys; ``type_names`` overrides the spec-level type name of a shape or an enum for TypeScript
alone (the name is then exactly as written, no prefix added)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from generator.model.protocol import Protocol
from generator.model.rules import Enum
from generator.model.types import Shape
from generator.targets.base import TargetOptions, options_of

KEY = "typescript"

TYPE_NAME = "^[A-Z][A-Za-z0-9]*$"

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["package", "prefix"],
    "properties": {
        "package": {"type": "string", "pattern": "^(@[a-z0-9-]+/)?[a-z0-9-]+$"},
        "prefix": {"type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$"},
        "type_names": {
            "type": "object",
            "description": "a shape's or an enum's TypeScript type name, by the shape's or enum's name, in place of the prefix and its type_name",
            "propertyNames": {"pattern": "^[a-z][a-z0-9_]*$"},
            "additionalProperties": {"type": "string", "pattern": TYPE_NAME, "description": "a PascalCase name"},
        },
    },
}

OPTIONS = TargetOptions(KEY, SCHEMA, required=True, distinct=("package", "prefix"))


@dataclass(frozen=True)
class TypeScriptOptions:
    package: str  # the npm name, ``@appwrite/console-protocol``
    prefix: str  # starts every exported type name: ``Console`` → ``ConsoleAction``
    type_names: dict[str, str] = field(default_factory=dict)  # shape or enum name → its type


def typescript_options(p: Protocol) -> TypeScriptOptions:
    raw = options_of(p, KEY)
    return TypeScriptOptions(raw["package"], raw["prefix"], dict(raw.get("type_names", {})))


# --------------------------------------------------------------------------- the target's options

# The protocol being rendered, for the names that depend on its options (a shape's type name
# is the prefix and its type name, or packages.typescript.type_names' entry): the filters take a
# shape or a field type alone, as templates print them. Set by `rendering` around a render.
_RENDERING: ContextVar[tuple[Protocol, TypeScriptOptions] | None] = ContextVar("ts_rendering", default=None)


@contextmanager
def rendering(p: Protocol) -> Iterator[None]:
    """Render inside this: the filters name ``p``'s shapes, enums and variants."""
    token = _RENDERING.set((p, typescript_options(p)))
    try:
        yield
    finally:
        _RENDERING.reset(token)


def ts_options(p: Protocol | None = None) -> TypeScriptOptions:
    """``p``'s TypeScript options, or those of the protocol being rendered."""
    if p is not None:
        return typescript_options(p)
    current = _RENDERING.get()
    if current is None:
        raise RuntimeError("a TypeScript type name needs its protocol: pass it, or render inside names.rendering(p)")
    return current[1]


def ts_prefix(p: Protocol) -> str:
    """What starts every exported type name (``packages.typescript.prefix``): ``Console``."""
    return typescript_options(p).prefix


def ts_package(p: Protocol) -> str:
    """The npm name (``packages.typescript.package``)."""
    return typescript_options(p).package


def ts_named(item: Shape | Enum, p: Protocol | None = None) -> str:
    """A shape's or an enum's exported type: its entry in ``packages.typescript.type_names``,
    else the prefix and its type name (``ConsoleResourceItem``). Every shape and enum has one."""
    options = ts_options(p)
    return options.type_names.get(item.name) or options.prefix + item.type_name
