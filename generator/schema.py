"""Stage 2: check a loaded spec against the spec language's schema (spec/spec.schema.json).

The schema describes the *shape* of a spec; meaning (references, duplicates, contradictions)
is checked while building the model (generator/build.py). jsonschema reports errors as paths
into the data; we turn the first one, in file order, into a ``file:line:column`` and a
one-line reason a spec author can act on.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from generator.errors import SpecError
from generator.load import Document

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "spec" / "spec.schema.json"


@cache
def _validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def _leaves(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError]:
    """The most specific errors under ``error`` (anyOf/allOf wrappers hide the useful ones)."""
    if not error.context:
        return [error]
    deepest = max(len(e.absolute_path) for e in error.context)
    found: list[jsonschema.ValidationError] = []
    for child in error.context:
        if len(child.absolute_path) == deepest:
            found.extend(_leaves(child))
    return found or [error]


def _name(path: tuple[Any, ...]) -> str:
    for part in reversed(path):
        if isinstance(part, str):
            return f"'{part}'"
    return "the spec"


def _owner_type(doc: Document, path: tuple[Any, ...]) -> str:
    node: Any = doc.data
    for part in path:
        node = node[part]
    kind = node.get("type") if isinstance(node, dict) else None
    if not isinstance(kind, str):
        return "this mapping"
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} field"


_KEY_ERRORS = ("unknown key", "key ")


def _describe(doc: Document, error: jsonschema.ValidationError) -> SpecError:
    path = tuple(error.absolute_path)
    kind = error.validator
    if "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str):
        owner = _owner_type(doc, path)
        key = error.instance
        return SpecError(doc.key_at(path + (key,)), f"key '{key}' does not apply to {owner}")
    if kind == "additionalProperties":
        allowed = sorted(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        key = extra[0]
        hint = f" (expected one of: {', '.join(allowed)})" if allowed else ""
        return SpecError(doc.key_at(path + (key,)), f"unknown key '{key}'{hint}")
    if kind == "required":
        missing = error.message.split("'")[1]
        return SpecError(doc.at(path), f"missing required key '{missing}'")
    if kind == "type":
        expected = error.validator_value
        expected = " or ".join(expected) if isinstance(expected, list) else expected
        return SpecError(doc.at(path), f"{_name(path)} must be of type {expected}")
    if kind in ("enum", "const"):
        options = error.validator_value if kind == "enum" else [error.validator_value]
        shown = ", ".join(json.dumps(o) for o in options)
        return SpecError(doc.at(path), f"{_name(path)} must be one of {shown}, not {json.dumps(error.instance)}")
    if kind == "pattern":
        return SpecError(doc.at(path), f"{_name(path)} {json.dumps(error.instance)} must match {error.validator_value}")
    if kind in ("minItems", "minLength"):
        return SpecError(doc.at(path), f"{_name(path)} must not be empty")
    return SpecError(doc.at(path), f"{_name(path)}: {error.message}")


def check_schema(doc: Document) -> None:
    """Raise :class:`SpecError` for the first schema violation in file order."""
    errors = []
    for top in _validator().iter_errors(doc.data):
        errors.extend(_leaves(top))
    if not errors:
        return
    described = [_describe(doc, e) for e in errors]
    # File order; on one line, a wrong key before the complaints it causes (a missing key).
    described.sort(
        key=lambda e: (e.position.line, not e.reason.startswith(_KEY_ERRORS), e.position.column, e.reason)
    )
    raise described[0]
