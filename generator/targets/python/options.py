"""The Python target's block of a spec's ``packages`` (``packages.python``): its schema, which
the schema check holds the block to, and the typed options the target reads from
``Protocol.options``. spec/README.md, "Target options", documents the keys."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.model.protocol import Protocol
from generator.targets.base import TargetOptions, options_of

KEY = "python"

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["module", "distribution"],
    "properties": {
        "module": {"type": "string", "pattern": r"^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)+$"},
        "distribution": {"type": "string", "pattern": "^[a-z][a-z0-9-]*$"},
        "replaces": {
            "type": "string",
            "minLength": 1,
            "description": "The hand-written module this package is a drop-in for (e.g. app/graph/console.py); named in the module's docstring",
        },
    },
}

OPTIONS = TargetOptions(KEY, SCHEMA, required=True, distinct=("module", "distribution"))


@dataclass(frozen=True)
class PythonOptions:
    module: str  # the import path, ``appwrite_protocols.console``
    distribution: str  # the pip name, which also names the package's folder
    replaces: str = ""  # the hand-written module the package is a drop-in for


def python_options(p: Protocol) -> PythonOptions:
    raw = options_of(p, KEY)
    return PythonOptions(raw["module"], raw["distribution"], raw.get("replaces", ""))


def py_module(p: Protocol) -> str:
    """The package's import path (``packages.python.module``)."""
    return python_options(p).module


def py_distribution(p: Protocol) -> str:
    """The pip name (``packages.python.distribution``), which names the package's folder."""
    return python_options(p).distribution


def py_replaces(p: Protocol) -> str:
    """The hand-written module the package is a drop-in for, or "" (``packages.python.replaces``)."""
    return python_options(p).replaces
