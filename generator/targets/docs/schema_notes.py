"""The protocol doc's list of what the generated JSON Schema cannot express, and only the
validators enforce: the bullets under the doc's "JSON Schema" section, for this protocol's
fields only."""

from __future__ import annotations

from generator.model import (
    CountOf,
    FieldType,
    IntegerType,
    ListType,
    Lowercase,
    MapType,
    NumberType,
    RemovePrefix,
    Rule,
    StringType,
    Strip,
)
from generator.model.protocol import Protocol
from generator.targets.english import are
from generator.targets.json_schema.schema import fixed_default


def _rules(t: FieldType) -> tuple[Rule, ...]:
    if isinstance(t, MapType):
        return t.key_normalise
    return tuple(getattr(t, "normalise", ()))


def _names(sites: list[str]) -> str:
    return ", ".join(f"`{s}`" for s in sites)


def unexpressed(p: Protocol) -> list[str]:
    """What the validators do that the schema cannot state, for this protocol (doc bullets)."""
    sites = list(p.value_sites())
    disc_rules = p.envelope.discriminator.normalise if p.envelope.discriminator else ()
    all_rules = [r for _, t in sites for r in _rules(t)] + list(disc_rules)
    out = []
    if any(isinstance(r, Strip) for r in all_rules):
        out.append(
            "**Stripping**: values are checked after surrounding whitespace is removed; the "
            "schema cannot require a string to have none (its whitespace class is not the validators')."
        )
    # Enums need no bullet: the schema lists their canonical values.
    lowered = [w for w, t in sites if isinstance(t, StringType) and any(isinstance(r, Lowercase) for r in t.normalise)]
    if lowered:
        out.append(
            f"**Lowercasing**: {_names(lowered)} {are(lowered)} lowercased; the schema cannot require lower case."
        )
    prefixed = [
        f"`{w}` drops every leading `{r.prefix}`" for w, t in sites for r in _rules(t) if isinstance(r, RemovePrefix)
    ]
    if prefixed:
        out.append(
            f"**Prefix removal**: {', '.join(prefixed)}; the schema does not check that a canonical "
            "value no longer starts with it."
        )
    defaults = [w for w, t in sites if fixed_default(t)]
    counted = [(w, t.default.field) for w, t in sites if isinstance(t, IntegerType) and isinstance(t.default, CountOf)]
    if defaults or counted:
        parts = []
        if defaults:
            parts.append(
                f"{_names(defaults)} {are(defaults)} filled in by the validators when left out, so the schema "
                f"marks {'it' if len(defaults) == 1 else 'them'} required but cannot supply {'it' if len(defaults) == 1 else 'them'}"
            )
        parts += [f"`{w}` defaults to the length of `{field}`, which the schema cannot relate" for w, field in counted]
        out.append("**Defaults**: " + "; ".join(parts) + ".")
    unique = [f"`{w}` by `{t.unique_by}`" for w, t in sites if isinstance(t, ListType) and t.unique_by]
    if p.envelope.unique and p.envelope.list_key:
        unique.insert(0, f"`{p.envelope.list_key}` by `{p.envelope.unique}`")
    if unique:
        out.append(f"**Unique by one property** ({', '.join(unique)}): stated in a `$comment` only.")
    floats = [w for w, t in sites if isinstance(t, NumberType) and t.emit_float]
    integers = [w for w, t in sites if isinstance(t, IntegerType)]
    if floats or integers:
        said = []
        if floats:
            said.append(f"{_names(floats)} {are(floats)} emitted as floats (`49.0`), which `number` cannot require")
        if integers:
            said.append(f"`integer` ({_names(integers)}) also accepts `2.0`, which the validators never emit")
        out.append("**Integer vs float**: " + "; ".join(said) + ".")
    if p.safety.checks_text:
        out.append(f"**Text safety**: strings {p.safety.text_reason}; the schema does not restate it.")
    return out
