"""A faster jsonschema validator for spec.schema.json that reports the same errors.

``if``: decided without building a validator when its schema is one of the simple forms
spec.schema.json uses ("the field's type is X", "it has a key K").

jsonschema decides ``if`` with ``validator.evolve(schema=...).is_valid(instance)``: a new
validator object and a full descent for each of the twelve if/then branches of every field
(``$defs/value_type``), most of the schema check's time on a spec of 1,000 actions. ``if``
itself never reports an error; only its ``then``/``else`` do, and those still go through
jsonschema, so the errors (their messages, paths and order) are the same. A form not listed
in ``_decide`` goes to jsonschema as before.

``$ref``: a local reference (``#/$defs/...``; the schema has one ``$id``, at its root) is
followed in the schema itself, not through ``referencing``'s registry, and a value that
passed it once (the same ``repr``: the same types, keys in the same order and values) is not
validated again: 1,000 actions repeat most of their fields word for word. Validation is a
function of the schema and the value, so a repeat has no errors either; a value that failed
is always validated again, so every error is reported as jsonschema reports it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import jsonschema
from jsonschema import _keywords
from jsonschema._utils import equal

_UNDECIDED = object()
# jsonschema's own keywords and extend() (untyped): what a form not decided here falls back to
_JSONSCHEMA_IF: Any = _keywords.if_
_JSONSCHEMA_REF: Any = _keywords.ref
_EXTEND: Any = jsonschema.validators.extend


def _decide(validator: Any, schema: Any, instance: Any) -> Any:
    """Whether ``instance`` is valid against ``schema``, as jsonschema decides it, or
    ``_UNDECIDED`` for a schema using anything but type (one name), required, properties
    (each a const or an enum) and not (of such a schema)."""
    if not isinstance(schema, dict):
        return _UNDECIDED
    for key in schema:
        if key not in ("type", "required", "properties", "not"):
            return _UNDECIDED
    if "not" in schema:
        inner = _decide(validator, schema["not"], instance)
        if inner is _UNDECIDED:
            return _UNDECIDED
        if inner:
            return False
    kind = schema.get("type")
    if kind is not None:
        if not isinstance(kind, str):
            return _UNDECIDED
        if not validator.is_type(instance, kind):
            return False
    if not validator.is_type(instance, "object"):
        return True  # required and properties apply to objects only
    if any(key not in instance for key in schema.get("required", ())):
        return False
    for key, sub in schema.get("properties", {}).items():
        if not isinstance(sub, dict) or not set(sub) <= {"const", "enum"}:
            return _UNDECIDED
        if key not in instance:
            continue
        if "const" in sub and not equal(instance[key], sub["const"]):
            return False
        if "enum" in sub and not any(equal(instance[key], option) for option in sub["enum"]):
            return False
    return True


def if_(validator: Any, if_schema: Any, instance: Any, schema: Any) -> Iterator[jsonschema.ValidationError]:
    decided = _decide(validator, if_schema, instance)
    if decided is _UNDECIDED:
        yield from _JSONSCHEMA_IF(validator, if_schema, instance, schema)
    elif decided:
        if "then" in schema:
            yield from validator.descend(instance, schema["then"], schema_path="then")
    elif "else" in schema:
        yield from validator.descend(instance, schema["else"], schema_path="else")


def validator_class(root: dict[str, Any], base: Any) -> Any:
    """The validator class ``base`` (a Draft 2020-12 one) for the schema ``root``, with ``if``
    and local ``$ref`` decided as above (its other keywords and types as ``base`` has them)."""
    targets: dict[str, Any] = {}
    passed: set[tuple[str, str]] = set()

    def ref(validator: Any, ref: Any, instance: Any, schema: Any) -> Iterator[jsonschema.ValidationError]:
        if not isinstance(ref, str) or not ref.startswith("#/"):
            yield from _JSONSCHEMA_REF(validator, ref, instance, schema)
            return
        if ref not in targets:
            node: Any = root
            for part in ref[2:].split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
            targets[ref] = node
        key = (ref, repr(instance))
        if key in passed:
            return
        failed = False
        for error in validator.descend(instance, targets[ref]):
            failed = True
            yield error
        if not failed:
            passed.add(key)

    return _EXTEND(base, {"if": if_, "$ref": ref})
