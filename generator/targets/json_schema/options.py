"""The JSON Schema target's block of a spec's ``packages`` (``packages.jsonschema``, optional):
``id``, the ``$id`` of the generated schema."""

from __future__ import annotations

from typing import Any

from generator.model.protocol import Protocol
from generator.targets.base import TargetOptions, options_of

KEY = "jsonschema"

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["id"],
    "properties": {
        "id": {
            "type": "string",
            "pattern": r"^[a-z][a-z0-9+.-]*:[^\s]+$",
            "description": "the $id of generated/jsonschema/<spec>.schema.json, an absolute URI",
        }
    },
}

OPTIONS = TargetOptions(KEY, SCHEMA)


def jsonschema_id(p: Protocol) -> str:
    """The generated schema's ``$id`` (``packages.jsonschema.id``), or ""."""
    return str(options_of(p, KEY).get("id", ""))
