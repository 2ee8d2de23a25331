"""A yes-or-no check of a spec against the spec language's schema, compiled once into Python
closures: whether jsonschema (generator/spec/schema.py's validator) would find no error, several
times faster than asking it. ``schema.check_schema`` asks this first and jsonschema only when
it says no, so a spec with an error gets jsonschema's words for it, exactly as before, and a
sound spec (every spec on every run but the one being fixed) costs this alone.

jsonschema walks a spec of 1,000 actions in ~0.4 s even with generator/spec/quick_if.py: it
builds a validator object for each value it descends into (~90,000 a spec); ``diff`` checks two
specs, and the check was the longest path of a ``diff`` at 1,000 actions (bench/README.md).

Only the keywords spec.schema.json and the targets' option schemas use are compiled, each as
JSON Schema 2020-12 and jsonschema mean it, with the schema check's two choices: ``integer`` is
an int, never a float like ``10.0``, and ``pattern``'s ``$`` is the end of the text
(``is_integer``, ``ecma_pattern``: schema.py's validator uses them too). A schema with any other keyword compiles to None and the check asks
jsonschema alone, so a keyword added to the schema can never be skipped here. Values are
compared with jsonschema's own ``equal`` and ``uniq`` (``1`` is not ``true``). The two give the
same verdict on every spec in the repository, every broken spec and generated variations
(tests/test_schema_fast.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from jsonschema._utils import equal, uniq

Check = Callable[[Any], bool]

# Keywords that say nothing about validity (annotations, and where subschemas are kept)
_ANNOTATIONS = frozenset(
    ["description", "title", "$schema", "$id", "$defs", "$comment", "errorMessage", "default", "examples"]
)


class Unsupported(Exception):
    """A keyword this module does not compile: the caller uses jsonschema alone."""


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# The schema check's two choices, which schema.py's jsonschema validator makes with these too


def is_integer(value: Any) -> bool:
    """JSON Schema counts 10.0 as an integer; a spec's integers reach generated code as written,
    so ``value: 10.0`` (or 1e30) would be a float constant where code counts: only ints are."""
    return isinstance(value, int) and not isinstance(value, bool)


_END = re.compile(r"(?<!\\)\$$")  # a pattern's closing `$` (not an escaped `\$`)


def ecma_pattern(pattern: str) -> str:
    """``pattern`` as JSON Schema means it (ECMA-262, which editors run): ``$`` is the end of the
    text. Python's ``$`` also matches before a final line break, so ``"memory\\n"`` would pass
    ``^[a-z_]+$`` and reach generated code; ``\\Z`` is ECMA's ``$``."""
    return _END.sub(r"\\Z", pattern)


_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": is_integer,
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def compile_schema(root: dict[str, Any]) -> Check | None:
    """The check of ``root`` (local ``$ref``s followed in it), or None when it uses a keyword
    not compiled here."""
    compiled: dict[str, Check] = {}

    def ref(pointer: str) -> Check:
        if not pointer.startswith("#/"):
            raise Unsupported(f"$ref {pointer}")

        return lambda value: compiled[pointer](value)  # compiled below, once the walk is done

    def target(pointer: str) -> None:
        if pointer not in compiled:
            node: Any = root
            for part in pointer[2:].split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
            compiled[pointer] = build(node)

    def build(schema: Any) -> Check:
        if schema is True:
            return lambda _value: True
        if schema is False:
            return lambda _value: False
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        checks: list[Check] = []
        for key, arg in schema.items():
            if key in _ANNOTATIONS or key in ("then", "else"):
                continue
            make = _KEYWORDS.get(key)
            if make is None:
                raise Unsupported(key)
            checks.append(make(arg, schema, build, ref))
        if len(checks) == 1:
            return checks[0]

        def every(value: Any) -> bool:
            for check in checks:  # noqa: SIM110 - a loop: all() of a generator is slower here
                if not check(value):
                    return False
            return True

        return every

    try:
        check = build(root)
        # every local $ref's target compiled here (a target may hold a reference to itself, so
        # a check looks its target up when it runs), and an unsupported keyword anywhere found
        pending = [root]
        while pending:
            node = pending.pop()
            if isinstance(node, dict):
                if isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
                    target(node["$ref"])
                pending.extend(node.values())
            elif isinstance(node, list):
                pending.extend(node)
    except Unsupported:
        return None
    return check


Build = Callable[[Any], Check]
Ref = Callable[[str], Check]


def _type(arg: Any, _schema: dict[str, Any], _build: Build, _ref: Ref) -> Check:
    names = [arg] if isinstance(arg, str) else list(arg)
    if any(name not in _TYPES for name in names):
        raise Unsupported(f"type {arg}")
    tests = [_TYPES[name] for name in names]
    return tests[0] if len(tests) == 1 else lambda v: any(test(v) for test in tests)


def _enum(arg: Any, *_: Any) -> Check:
    options = list(arg)
    if all(isinstance(option, str) for option in options):  # equal() of strings is ==
        names = frozenset(options)
        return lambda v: isinstance(v, str) and v in names
    return lambda v: any(equal(v, option) for option in options)


def _const(arg: Any, *_: Any) -> Check:
    if isinstance(arg, str):
        return lambda v: isinstance(v, str) and v == arg
    return lambda v: equal(v, arg)


def _properties(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    checks = {name: build(sub) for name, sub in arg.items()}

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        for name, value in v.items():  # noqa: SIM110 - a loop, faster; a spec's mapping is smaller than its schema
            sub = checks.get(name)
            if sub is not None and not sub(value):
                return False
        return True

    return check


def _additional(arg: Any, schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    if "patternProperties" in schema:
        raise Unsupported("patternProperties")
    known = frozenset(schema.get("properties", {}))
    sub = build(arg)

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        for key, value in v.items():  # noqa: SIM110 - a loop: all() of a generator is slower here
            if key not in known and not sub(value):
                return False
        return True

    return check


def _required(arg: Any, *_: Any) -> Check:
    names = list(arg)
    return lambda v: not isinstance(v, dict) or all(name in v for name in names)


def _property_names(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    sub = build(arg)
    return lambda v: not isinstance(v, dict) or all(sub(key) for key in v)


def _min_properties(arg: Any, *_: Any) -> Check:
    return lambda v: not isinstance(v, dict) or len(v) >= arg


def _items(arg: Any, schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    if "prefixItems" in schema:
        raise Unsupported("prefixItems")
    sub = build(arg)
    return lambda v: not isinstance(v, list) or all(sub(item) for item in v)


def _min_items(arg: Any, *_: Any) -> Check:
    return lambda v: not isinstance(v, list) or len(v) >= arg


def _max_items(arg: Any, *_: Any) -> Check:
    return lambda v: not isinstance(v, list) or len(v) <= arg


def _unique(arg: Any, *_: Any) -> Check:
    return lambda v: not arg or not isinstance(v, list) or uniq(v)


def _pattern(arg: Any, *_: Any) -> Check:
    search = re.compile(ecma_pattern(arg)).search
    return lambda v: not isinstance(v, str) or search(v) is not None


def _min_length(arg: Any, *_: Any) -> Check:
    return lambda v: not isinstance(v, str) or len(v) >= arg


def _minimum(arg: Any, *_: Any) -> Check:
    return lambda v: not _is_number(v) or v >= arg


def _maximum(arg: Any, *_: Any) -> Check:
    return lambda v: not _is_number(v) or v <= arg


def _if(arg: Any, schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    test = build(arg)
    then = build(schema.get("then", True))
    otherwise = build(schema.get("else", True))
    return lambda v: then(v) if test(v) else otherwise(v)


def _all_of(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    subs = [build(sub) for sub in arg]
    return lambda v: all(sub(v) for sub in subs)


def _any_of(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    subs = [build(sub) for sub in arg]
    return lambda v: any(sub(v) for sub in subs)


def _one_of(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    subs = [build(sub) for sub in arg]
    return lambda v: sum(1 for sub in subs if sub(v)) == 1


def _not(arg: Any, _schema: dict[str, Any], build: Build, _ref: Ref) -> Check:
    sub = build(arg)
    return lambda v: not sub(v)


def _dollar_ref(arg: Any, _schema: dict[str, Any], _build: Build, ref: Ref) -> Check:
    if not isinstance(arg, str):
        raise Unsupported(f"$ref {arg!r}")
    return ref(arg)


_KEYWORDS: dict[str, Callable[[Any, dict[str, Any], Build, Ref], Check]] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "properties": _properties,
    "additionalProperties": _additional,
    "required": _required,
    "propertyNames": _property_names,
    "minProperties": _min_properties,
    "items": _items,
    "minItems": _min_items,
    "maxItems": _max_items,
    "uniqueItems": _unique,
    "pattern": _pattern,
    "minLength": _min_length,
    "minimum": _minimum,
    "maximum": _maximum,
    "if": _if,
    "allOf": _all_of,
    "anyOf": _any_of,
    "oneOf": _one_of,
    "not": _not,
    "$ref": _dollar_ref,
}
