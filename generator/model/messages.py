"""Every error reason the protocol gives, in one table: the generated Python and TypeScript and
the reference interpreter all take their words from here, so the three cannot drift.

A reason with a bound in it (``must be at most MAX_TITLE_LENGTH characters``) is a
:class:`Text`: words and values, where a value may be a named limit. The reference interpreter
reads it as a string (``str(text)``); a code target spells it as an expression of its language
that names the limit's constant (``f"must be at most {MAX_TITLE_LENGTH} characters"``), so the
generated message follows the constant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from generator.model.rules import Limit

# --------------------------------------------------------------------------- fixed reasons

REQUIRED = "is required"
NOT_NULL = "must not be null"
NOT_EMPTY = "must not be empty"
NOT_A_STRING = "must be a string"
NOT_A_BOOLEAN = "must be a boolean"
NOT_AN_INTEGER = "must be an integer"
NOT_A_NUMBER = "must be a number"
NOT_SCALAR = "must be a string, number or boolean"
NOT_AN_OBJECT = "must be an object"
NOT_AN_ARRAY = "must be an array"
NOT_A_JSON_OBJECT = "must be a JSON object"
NOT_JSON = "is not valid JSON"
NOT_UNIQUE = "must be unique"
FORBIDDEN_KEY = "is not an allowed key"
KEYS_NOT_STRINGS = "keys must be strings"
KEYS_EMPTY = "keys must not be empty"
NOT_JSON_VALUE = "must be a JSON value"
UNKNOWN_FIELD = "is not a known field"

# The verdicts of a stream's order rules (generator/model/stream.py), each filled in with the
# scope's name and, for a keyed scope, its key: `{scope}{key}` reads "message 'm1'" (for `known`,
# the scopes the field may name: "message or tool_call 'x'"); `{field}`, the field that disagrees.
STREAM_REASONS = {
    "inside": "must come inside an open {scope}{key}",
    "closed": "must come when no {scope} is open",
    "opens": "opens {scope}{key}, which is already open",
    "closes": "closes {scope}{key}, which is not open",
    "once": "opens {scope}{key} again, which was opened and closed before",
    "agree": "{field} differs from what {scope}{key} was opened with",
    "known": "names {scope}{key}, which has not been opened",
    "continues": "continues no open {scope}: the first item of one must carry {field}",
    "first": "opens {scope}{key} without {field}",
    "end": "{scope}{key} is still open at the end of the stream",
    "occur": "the stream ended without a {scope}{key}",
    "tolerated": "is null, which is tolerated: leave the field out",
}


# --------------------------------------------------------------------------- reasons with values


@dataclass(frozen=True)
class Slot:
    """A value only known when the error is raised (the parser's own message): code fills it
    with an expression of its language; read as a string, it is left out."""

    name: str


Part = Union[str, int, "Limit", Slot]


@dataclass(frozen=True)
class Text:
    """A reason made of words and values; a value that is a limit stays one, so code can name
    its constant."""

    parts: tuple[Part, ...]

    def __str__(self) -> str:
        return "".join(str(getattr(part, "value", part)) for part in self.parts if not isinstance(part, Slot))


def _text(*parts: Part | None) -> Text:
    return Text(tuple(p for p in parts if p is not None))


def not_json_because() -> Text:
    """Text that does not parse, with the parser's own words in parentheses."""
    return _text(NOT_JSON, " (", Slot("detail"), ")")


def at_most_characters(bound: int | Limit) -> Text:
    return _text("must be at most ", bound, " characters")


def at_most_bytes(bound: int | Limit) -> Text:
    return _text("must be at most ", bound, " bytes of JSON")


def nests_deeper(bound: int | Limit) -> Text:
    return _text("must not nest deeper than ", bound, " levels")


def at_least(low: int) -> str:
    return f"must be at least {low}"


def at_most(high: int) -> str:
    return f"must be at most {high}"


def at_least_items(bound: int | Limit) -> Text | str:
    """A list under its minimum; "must not be empty" when that minimum is one."""
    if getattr(bound, "value", bound) == 1:
        return NOT_EMPTY
    return _text("must have at least ", bound, " items")


def at_most_items(bound: int | Limit) -> Text:
    return _text("must have at most ", bound, " items")


def at_most_entries(bound: int | Limit) -> Text:
    return _text("must have at most ", bound, " entries")


def starts_with(prefix: str) -> str:
    return f"must start with '{prefix}'"


def matches(pattern: str) -> str:
    return f"must match {pattern}"


def one_of(values: Iterable[str]) -> str:
    return "must be one of " + ", ".join(values)


_KIND_WORDS = {
    "string": "a string",
    "number": "a number",
    "boolean": "a boolean",
    "array": "an array",
    "object": "an object",
}


def one_of_kinds(kinds: Iterable[str]) -> str:
    """A value of none of a one_of's kinds: "must be a string or an array"."""
    return "must be " + " or ".join(_KIND_WORDS[k] for k in kinds)


def map_value_kinds(kinds: Iterable[str]) -> str:
    return "must be " + ", ".join(kinds)


def argument_shape(item: str) -> str:
    """The tool argument is neither a list of items nor one item."""
    return f"must be a JSON array of {item}s or one {item} object"


def forbidden_in(variant: str, item: str) -> str:
    """A field a variant forbids (memory's ``forget`` has no ``content``)."""
    return f"is not allowed in a {variant} {item}"


def requires(name: str) -> str:
    """A field sent without a sibling it requires (the field's ``requires``)."""
    return f"requires {name}, which is missing"


def finite_number(max_magnitude: int | None) -> str:
    if max_magnitude is None:
        return "must be a finite number"
    return f"must be a finite number within ±{max_magnitude}"


def text_safety(reject_nul: bool, reject_lone_surrogates: bool) -> str:
    parts = (["NUL"] if reject_nul else []) + (["unpaired surrogate"] if reject_lone_surrogates else [])
    return f"must not contain {' or '.join(parts)} characters"
