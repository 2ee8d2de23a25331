"""Stage 2: check a loaded spec against the spec language's schema (generator/spec/spec.schema.json,
package data, so an installed generator carries it).

The schema describes the *shape* of a spec; meaning (references, duplicates, contradictions)
is checked while building the model (generator/build/builder.py). jsonschema reports errors as paths
into the data; we turn the first one, in file order, into a ``file:line:column`` and a
one-line reason a spec author can act on. Whether there is any error at all is decided first,
compiled (schema_fast.py): jsonschema walks only a spec that has one.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources
from typing import Any

import jsonschema

from generator.errors import SpecError
from generator.spec import quick_if, schema_fast
from generator.spec.load import Document
from generator.targets import ENV_VAR, packages_schema

SCHEMA = resources.files("generator.spec") / "spec.schema.json"


@cache
def _schema() -> dict[str, Any]:
    """spec.schema.json with its ``packages`` closed to the registered targets' blocks, each
    held to its target's own schema (generator/targets/__init__.py, ``packages_schema``); the
    file leaves ``packages`` open for editors, which know no targets."""
    schema: dict[str, Any] = json.loads(SCHEMA.read_text(encoding="utf-8"))
    packages = schema["properties"]["packages"]
    schema["properties"]["packages"] = {"description": packages.get("description", ""), **packages_schema()}
    return schema


def _pattern(
    validator: Any, pattern: str, instance: Any, schema: dict[str, Any]
) -> Iterator[jsonschema.ValidationError]:
    """``pattern`` as JSON Schema means it: ``$`` is the end of the text (schema_fast.ecma_pattern)."""
    if validator.is_type(instance, "string") and not re.search(schema_fast.ecma_pattern(pattern), instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


# Only ints are integers (schema_fast.is_integer says why)
_TYPES = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, value: schema_fast.is_integer(value)
)
_Validator = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
    jsonschema.Draft202012Validator, validators={"pattern": _pattern}, type_checker=_TYPES
)


BASE = _Validator  # whose errors the check reports (quick_if: only faster)


@cache
def _validator() -> Any:
    return quick_if.validator_class(_schema(), BASE)(_schema())


def _leaves(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError]:
    """The most specific errors under ``error`` (anyOf/allOf wrappers hide the useful ones),
    but ``error`` itself where its schema says what to tell the author (``errorMessage``, as
    YAML editors read it): each branch of "a number or a limit's name" alone misleads ("must be
    a string, not -3")."""
    if not error.context or (isinstance(error.schema, dict) and "errorMessage" in error.schema):
        return [error]
    deepest = max(len(e.absolute_path) for e in error.context)
    found: list[jsonschema.ValidationError] = []
    for child in error.context:
        if len(child.absolute_path) == deepest:
            found.extend(_leaves(child))
    return found or [error]


def _name(path: tuple[Any, ...]) -> str:
    """How a value is named in a message: its key, or which list it is an item of."""
    for i in range(len(path) - 1, -1, -1):
        if isinstance(path[i], str):
            return f"'{path[i]}'" if i == len(path) - 1 else f"each item of '{path[i]}'"
    return "the spec"


def _node(doc: Document, path: tuple[Any, ...]) -> Any:
    node: Any = doc.data
    for part in path:
        node = node[part]
    return node


# A list item is named after its list: "field 'label' is missing ...", "variant 'notify' ...".
_ITEM_NOUNS = {"fields": "field", "variants": "variant", "examples": "example", "doc_tables": "table"}


def _owner(doc: Document, path: tuple[Any, ...]) -> str:
    """The mapping at ``path``, named for a message."""
    if len(path) >= 2 and isinstance(path[-1], int) and isinstance(path[-2], str):
        noun = _ITEM_NOUNS.get(path[-2], f"item of '{path[-2]}'")
        name = _node(doc, path).get("name")
        return f"{noun} '{name}'" if isinstance(name, str) else f"{noun} {path[-1] + 1}"
    return _name(path)


def _owner_type(doc: Document, path: tuple[Any, ...]) -> str:
    kind = _node(doc, path).get("type")
    if not isinstance(kind, str):
        return "a field"
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} field"


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    """Follow a local ``$ref`` (``#/$defs/...``) to the schema it names."""
    while "$ref" in schema:
        node: Any = _validator().schema
        for part in schema["$ref"].removeprefix("#/").split("/"):
            node = node[part]
        schema = node
    return schema


def _names(schema: dict[str, Any]) -> set[str]:
    """Every name a names-only schema (enum / const / anyOf of them) accepts."""
    schema = _resolve(schema)
    out = set(schema.get("enum", []))
    if "const" in schema:
        out.add(schema["const"])
    for branch in schema.get("anyOf", []):
        out |= _names(branch)
    return out


@cache
def _field_keys() -> frozenset[str]:
    """Every key some field type takes (the union of the schema's ``keys_*`` lists)."""
    defs = _schema()["$defs"]
    return frozenset().union(*(_names(s) for name, s in defs.items() if name.startswith("keys_")))


_YAML_TYPES = {
    "object": "a mapping",
    "array": "a list",
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
}


def _shown(value: Any) -> str:
    """A value quoted in a message, as JSON, cut to its first 60 characters (a 5,000-digit
    version is named, not printed)."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "…"


def _not(value: Any) -> str:
    """The end of "'x' must be ...": what was written instead, as a spec author wrote it."""
    if value is None:
        return "but it is empty"
    if isinstance(value, dict):
        return "not a mapping"
    if isinstance(value, list):
        return "not a list"
    return f"not {_shown(value)}"


_KEY_ERRORS = ("unknown key", "key ")

# Keys the language renamed, still read with a warning (generator/build/renamed.py): not offered
# in the lists of keys a message gives.
RENAMED = frozenset({"ts_doc", "ts_name"})


def _did_you_mean(key: str, allowed: list[str], present: Any) -> str:
    """The hint for a key close to an allowed one that the mapping ``present`` does not have
    yet (difflib's ratio at least 0.75: a letter or two off): ", did you mean 'max_length'?";
    else nothing."""
    unused = [k for k in allowed if not (isinstance(present, dict) and k in present)]
    close = difflib.get_close_matches(key, unused, n=1, cutoff=0.75)
    return f", did you mean '{close[0]}'?" if close else ""


def _describe(doc: Document, error: jsonschema.ValidationError) -> SpecError:
    path = tuple(error.absolute_path)
    kind = error.validator
    # jsonschema types these "or unset" (an error built by hand may lack them); one the
    # validator raised has them all.
    schema: dict[str, Any] = error.schema if isinstance(error.schema, dict) else {}
    instance: Any = error.instance
    value: Any = error.validator_value
    description = schema.get("description")
    if "propertyNames" in error.absolute_schema_path and isinstance(instance, str):
        key = instance
        where = doc.key_at(path + (key,))
        if kind in ("enum", "const"):  # a field key: the schema lists the keys each type takes
            owner = _owner_type(doc, path)
            parent = error.parent.schema if error.parent is not None else None
            listed = parent if isinstance(parent, dict) else schema
            accepted = ", ".join(sorted(_names(listed) - RENAMED))
            if key not in _field_keys():
                hint = _did_you_mean(key, sorted(_names(listed) - RENAMED), _node(doc, path))
                return SpecError(where, f"unknown key '{key}'{hint} ({owner} takes: {accepted})")
            return SpecError(where, f"key '{key}' does not apply to {owner} (it takes: {accepted})")
        if kind == "pattern":
            rule = f"be {description}" if description else f"match {value}"
            return SpecError(where, f"name '{key}' in {_name(path)} must {rule}")
        return SpecError(where, f"name '{key}' in {_name(path)}: {error.message}")
    if "errorMessage" in schema:
        return SpecError(doc.at(path), f"{_name(path)} {schema['errorMessage']}, {_not(instance)}")
    if kind == "additionalProperties" and path == ("packages",):
        key = next(k for k in instance if k not in schema.get("properties", {}))
        registered = ", ".join(sorted(schema.get("properties", {}))) or "none"
        reason = f"unknown target '{key}' in packages (the registered targets read: {registered}; a target kept elsewhere is registered with {ENV_VAR})"
        hint = _did_you_mean(key, sorted(schema.get("properties", {})), instance)
        return SpecError(doc.key_at(path + (key,)), reason + (hint.replace(",", ";", 1) if hint else ""))
    if kind == "additionalProperties":
        allowed = sorted(set(schema.get("properties", {})) - RENAMED)
        extra = [k for k in instance if k not in allowed]
        key = extra[0]
        hint = f" (expected one of: {', '.join(allowed)})" if allowed else ""
        return SpecError(doc.key_at(path + (key,)), f"unknown key '{key}'{_did_you_mean(key, allowed, instance)}{hint}")
    if kind == "required":
        missing = error.message.split("'")[1]
        return SpecError(doc.key_at(path), f"{_owner(doc, path)} is missing required key '{missing}'")
    if kind == "type":
        expected = value
        expected = [expected] if isinstance(expected, str) else expected
        wanted = " or ".join(_YAML_TYPES.get(t, t) for t in expected)
        return SpecError(doc.at(path), f"{_name(path)} must be {wanted}, {_not(instance)}")
    if kind in ("enum", "const"):
        options = value if kind == "enum" else [value]
        shown = description or "one of " + ", ".join(json.dumps(o) for o in options)
        return SpecError(doc.at(path), f"{_name(path)} must be {shown}, {_not(instance)}")
    if kind == "pattern":
        rule = f"be {description}" if description else f"match {value}"
        return SpecError(doc.at(path), f"{_name(path)} {_shown(instance)} must {rule}")
    if kind in ("minItems", "minLength"):
        return SpecError(doc.at(path), f"{_name(path)} must not be empty")
    return SpecError(doc.at(path), f"{_name(path)}: {error.message}")


@cache
def _passes() -> schema_fast.Check | None:
    """Whether a spec passes, compiled (schema_fast.py); None if the schema uses a keyword it does not compile."""
    return schema_fast.compile_schema(_schema())


def check_schema(doc: Document) -> None:
    """Raise :class:`SpecError` for the first schema violation in file order. A spec the
    compiled check passes has none; any other goes to jsonschema, which words its errors."""
    passes = _passes()
    if passes is not None and passes(doc.data):
        return
    errors = []
    for top in _validator().iter_errors(doc.data):
        errors.extend(_leaves(top))
    if not errors:
        return
    described = [(tuple(e.absolute_path), e.validator, _describe(doc, e)) for e in errors]
    # A wrong key comes before the complaints it causes: a mapping with an unknown key is
    # usually missing a key only because that key was misspelt, so its "missing" waits.
    misspelt = {path for path, _, d in described if d.reason.startswith(_KEY_ERRORS)}
    described.sort(
        key=lambda t: (
            t[1] == "required" and t[0] in misspelt,
            t[2].position.line,
            not t[2].reason.startswith(_KEY_ERRORS),
            t[2].position.column,
            t[2].reason,
        )
    )
    raise described[0][2]


def check_schemas(docs: list[Document] | tuple[Document, ...]) -> None:
    """:func:`check_schema` on each, in order."""
    for doc in docs:
        check_schema(doc)
