"""Names and literals in the target languages, computed once so templates only print them."""

from __future__ import annotations

import json
import re

_TS_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_TS_SIMPLE = re.compile(r"[A-Za-z_$][A-Za-z0-9_$.]*(\[\])*")


def words(name: str) -> list[str]:
    """Split ``snake_case``, ``kebab-case``, dotted or ``camelCase`` names into words."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in words(name))


def camel(name: str) -> str:
    p = pascal(name)
    return p[:1].lower() + p[1:]


def upper_snake(name: str) -> str:
    return "_".join(w.upper() for w in words(name))


def ts_string(value: str) -> str:
    """A single-quoted TypeScript string literal (the seed's style)."""
    body = json.dumps(value, ensure_ascii=False)[1:-1].replace('\\"', '"').replace("'", "\\'")
    return f"'{body}'"


# What every plain object inherits in JavaScript (Object.getOwnPropertyNames(Object.prototype)).
JS_INHERITED = frozenset(
    {
        "__defineGetter__",
        "__defineSetter__",
        "__lookupGetter__",
        "__lookupSetter__",
        "__proto__",
        "constructor",
        "hasOwnProperty",
        "isPrototypeOf",
        "propertyIsEnumerable",
        "toLocaleString",
        "toString",
        "valueOf",
    }
)


def ts_read(record: str, key: str) -> str:
    """TypeScript that reads field ``key`` of a parsed JSON object: a plain index, as generated
    validators do (``own()``'s hasOwnProperty call was an eighth of parsing the largest chart), or
    ``own()`` for a name every object inherits, which a plain index would find on the prototype."""
    if key in JS_INHERITED:
        return f"own({record}, {ts_string(key)})"
    return f"{record}[{ts_string(key)}]"


def is_ts_identifier(name: str) -> bool:
    return bool(_TS_IDENTIFIER.fullmatch(name))


def ts_key(name: str) -> str:
    """``name`` as a key in a TypeScript object literal or type: bare when it can be."""
    return name if is_ts_identifier(name) else ts_string(name)


def is_ts_simple(type_text: str) -> bool:
    """A type that can take ``[]`` without parentheses (a name, keyword or array of one)."""
    return bool(_TS_SIMPLE.fullmatch(type_text))
