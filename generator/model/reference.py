"""A reference interpreter of the typed model: the spec language's semantics, run directly.

It reads the same :class:`Protocol` the templates render and applies spec/README.md's rules
without generated code. Three users: the shared vectors (tests/conformance) take their expected
results from it, and the generated Python and TypeScript must agree with it on every vector (a
disagreement points at a template, or at this file, short enough to read against the README);
the builder checks every spec example with it (an example that breaks its own spec is a spec
error); the docs show each worked example as the canonical envelope it computes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from generator.model import (
    JSON_KINDS,
    AnyType,
    BooleanType,
    CountOf,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    Rule,
    Shape,
    StringType,
    TextType,
    Variant,
    bound_value,
    needs_fixpoint,
    plan,
    requirements,
)
from generator.model import messages as m
from generator.model.json_text import depth_of, int_or_float, not_a_number, text_depth
from generator.model.protocol import Protocol
from generator.model.reference_state import OMIT as OMIT
from generator.model.reference_state import Ref as Ref
from generator.model.reference_state import RefError as RefError
from generator.model.reference_state import check_json as check_json
from generator.model.reference_state import check_number as check_number
from generator.model.reference_state import check_text as check_text
from generator.model.reference_state import interpret as interpret
from generator.model.reference_state import join as join
from generator.model.reference_state import json_kind


def apply_rules(rules: tuple[Rule, ...], value: str) -> str:
    """The rules in order (each its ``Rule.apply``); a list that mixes a prefix removal with
    another rule, again and again until the value stops changing (spec/README.md,
    "Normalisation rules"), the plain way."""
    while True:
        before = value
        for rule in rules:
            value = rule.apply(value)
        if value == before or not needs_fixpoint(rules):
            return value


def _too_long(s: plan.TooLong | plan.MaxLength, v: str, path: str) -> str:
    """A value longer than the limit is refused. Early (``TooLong``, before the rules after it)
    with the outcome the later checks would give: the text safety rules first, then the length."""
    limit = bound_value(s.limit)
    assert limit is not None
    if len(v) > limit:
        if isinstance(s, plan.TooLong):
            check_text(v, path)
        raise RefError(path, str(m.at_most_characters(limit)))
    return v


def _in_enum(s: plan.InEnum, v: str, path: str) -> str:
    if v in s.enum.reserved:
        raise RefError(path, s.enum.reserved_reason)
    if v not in s.enum.accepted:
        raise RefError(path, s.enum.unknown_reason)
    return v


def _holds(ok: bool, v: Any, path: str, reason: str) -> Any:
    """``v`` when the check holds, else the error."""
    if not ok:
        raise RefError(path, reason)
    return v


def _text_safe(v: str, path: str) -> str:
    check_text(v, path)
    return v


# A string's or an enum's check plan (generator/model/plan.py) run step by step: each step kind's
# meaning, taking the value and giving it back changed, OMIT (missing), or raising RefError. The
# code targets print the same plan (generator/targets/*/steps.py), so the order is the plan's.
_RUN: dict[str, Callable[[Any, Any, str], Any]] = {
    "is_string": lambda s, v, path: _holds(isinstance(v, str), v, path, s.reason),
    "apply_rule": lambda s, v, path: s.rule.apply(v),
    "until_stable": lambda s, v, path: apply_rules(s.rules, v),
    "too_long": _too_long,
    "too_long_for_enum": lambda s, v, path: _holds(
        len(v) <= max(len(x) for x in s.enum.values), v, path, s.enum.unknown_reason
    ),
    "default_when_empty": lambda s, v, path: v or s.default,
    "refuse_empty": lambda s, v, path: _holds(bool(v), v, path, s.reason),
    "omit_when_empty": lambda s, v, path: v or OMIT,
    "text_safety": lambda s, v, path: _text_safe(v, path),
    "starts_with": lambda s, v, path: _holds(v.startswith(s.prefix), v, path, m.starts_with(s.prefix)),
    "max_length": _too_long,
    "pattern": lambda s, v, path: _holds(re.fullmatch(s.pattern, v) is not None, v, path, m.matches(s.pattern)),
    "format": lambda s, v, path: _holds(re.fullmatch(s.format.pattern, v) is not None, v, path, s.format.message),
    "in_enum": _in_enum,
}


def run_plan(steps: tuple[plan.Step, ...], v: Any, path: str) -> Any:
    """The value after every step of a plan, or OMIT once a step finds it missing."""
    for step in steps:
        v = _RUN[step.kind](step, v, path)
        if v is OMIT:
            return OMIT
    return v


def check_value(t: FieldType, v: Any, path: str, required: bool) -> Any:
    if isinstance(t, (StringType, EnumType)):
        return run_plan(plan.check_plan(t, required), v, path)
    if isinstance(t, BooleanType):
        if v is not True and v is not False:
            raise RefError(path, m.NOT_A_BOOLEAN)
        return v
    if isinstance(t, IntegerType):
        if t.whole_floats and isinstance(v, float) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int):
            raise RefError(path, m.NOT_AN_INTEGER)
        if Ref.safety.bounds_integers:
            check_number(v, path)
        if t.min is not None and v < t.min:
            raise RefError(path, m.at_least(t.min))
        if t.max is not None and v > t.max:
            raise RefError(path, m.at_most(t.max))
        return v
    if isinstance(t, NumberType):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise RefError(path, m.NOT_A_NUMBER)
        check_number(v, path)
        return float(v) if t.emit_float else v
    if isinstance(t, TextType):
        if isinstance(v, str):
            check_text(v, path)
            return v
        if isinstance(v, bool):
            return str(v)
        if isinstance(v, (int, float)):
            check_number(v, path)
            return str(v)
        raise RefError(path, m.NOT_SCALAR)
    if isinstance(t, AnyType):
        check_json(v, path)
        return v
    if isinstance(t, OneOfType):
        kind = json_kind(v)
        for alt in t.of:
            if JSON_KINDS[alt.kind] == kind:
                return check_value(alt, v, path, required)
        raise RefError(path, m.one_of_kinds(t.kinds))
    if isinstance(t, ObjectType):
        return check_shape(t.shape, v, path)
    if isinstance(t, ListType):
        if not isinstance(v, list):
            raise RefError(path, m.NOT_AN_ARRAY)
        low, high = bound_value(t.min_items), bound_value(t.max_items)
        if low is not None and len(v) < low:
            raise RefError(path, str(m.at_least_items(low)))
        if high is not None and len(v) > high:
            raise RefError(path, str(m.at_most_items(high)))
        out = []
        for i, element in enumerate(v):
            where = f"{path}[{i}]"
            if element is None and not isinstance(t.of, ObjectType):
                raise RefError(where, m.NOT_NULL)
            out.append(check_value(t.of, element, where, True))
        if t.unique_by:
            seen: set[Any] = set()
            for i, element in enumerate(out):
                if element[t.unique_by] in seen:
                    raise RefError(f"{path}[{i}].{t.unique_by}", m.NOT_UNIQUE)
                seen.add(element[t.unique_by])
        return out
    if isinstance(t, MapType):
        if not isinstance(v, dict):
            raise RefError(path, m.NOT_AN_OBJECT)
        high = bound_value(t.max_entries)
        if high is not None and len(v) > high:
            raise RefError(path, str(m.at_most_entries(high)))
        out_map: dict[str, Any] = {}
        kinds = {"string": (str,), "number": (int, float), "boolean": (bool,), "null": (type(None),)}
        for key, value in v.items():
            if not isinstance(key, str):
                raise RefError(path, m.KEYS_NOT_STRINGS)
            key = apply_rules(t.key_normalise, key)
            if not key:
                raise RefError(path, m.KEYS_EMPTY)
            check_text(key, f"{path}.{key}")
            if key in Ref.safety.forbidden_keys:
                raise RefError(f"{path}.{key}", m.FORBIDDEN_KEY)
            if t.open:
                check_json(value, f"{path}.{key}")
                out_map[key] = value
                continue
            ok = any(isinstance(value, kinds[name]) for name in t.values)
            if isinstance(value, bool) and "boolean" not in t.values:
                ok = False
            if not ok:
                raise RefError(f"{path}.{key}", m.map_value_kinds(t.values))
            if isinstance(value, str):
                check_text(value, f"{path}.{key}")
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                check_number(value, f"{path}.{key}")
            out_map[key] = value
        return out_map
    raise TypeError(t)


def check_fields(fields: list[Field], raw: dict[str, Any], out: dict[str, Any], path: str) -> None:
    for f in fields:
        where = join(path, f.name)
        v = raw.get(f.name)
        if v is None and f.name in raw and f.null in ("value", "refused"):  # spec/README.md, "null"
            if f.null_is_refused:
                raise RefError(where, m.NOT_NULL)
            out[f.name] = None
            continue
        if v is None:
            if f.required:
                raise RefError(where, m.REQUIRED)
            default = getattr(f.type, "default", None)
            if isinstance(default, CountOf):
                if out.get(default.field):
                    out[f.name] = len(out[default.field])
            elif default is not None:
                out[f.name] = default
            continue
        value = check_value(f.type, v, where, f.required)
        if value is not OMIT:
            out[f.name] = value


def check_requires(fields: list[Field], out: dict[str, Any], path: str) -> None:
    """Once every field is checked: a present field whose required sibling is absent from the
    checked object is refused at the field (spec/README.md, "Fields that require others")."""
    for name, needed, reason in requirements(fields):
        if name in out and needed not in out:
            raise RefError(join(path, name), reason)


def check_shape(shape: Shape, raw: Any, path: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise RefError(path, m.NOT_AN_OBJECT)
    if shape.union is not None:  # the tag, exactly as sent, names the member; it comes first
        union = shape.union
        tag = raw.get(union.discriminator)
        member = next((s for t, s in union.members if t == tag), None) if isinstance(tag, str) else None
        if member is None:
            raise RefError(join(path, union.discriminator), m.one_of(union.tags))
        return {union.discriminator: tag, **check_shape(member, raw, path)}
    out: dict[str, Any] = {}
    check_fields(shape.fields, raw, out, path)
    check_requires(shape.fields, out, path)
    check_unknown(raw, _declared(shape), out, path)
    return out


def _declared(owner: Shape | Variant) -> set[str]:
    assert Ref.protocol is not None  # set by build_envelope
    return set(Ref.protocol.declared_keys(owner))


def check_unknown(raw: dict[Any, Any], known: set[str], out: dict[str, Any], path: str) -> None:
    """Keys the object does not declare, in the order sent, once its fields are checked:
    dropped, refused, or kept after the fields (each walked as an ``any`` value)."""
    if Ref.unknown == "drop":
        return
    for key, value in raw.items():
        if key in known:
            continue
        if not isinstance(key, str):
            raise RefError(path, m.KEYS_NOT_STRINGS)
        where = join(path, key)
        if Ref.unknown == "refuse":
            raise RefError(where, m.UNKNOWN_FIELD)
        check_text(key, where)
        if key in Ref.safety.forbidden_keys:
            raise RefError(where, m.FORBIDDEN_KEY)
        check_json(value, where)
        out[key] = value


def check_item(p: Protocol, raw: Any, path: str) -> dict[str, Any]:
    disc = p.envelope.discriminator
    if not isinstance(raw, dict):
        raise RefError(path or p.tool.argument, m.NOT_AN_OBJECT)
    if disc is None:
        variant = p.variants[0]
    else:
        kind = raw.get(disc.field)
        if Ref.protocol is not p:
            interpret(p)
        found = Ref.variants.get(apply_rules(disc.normalise, kind)) if isinstance(kind, str) else None
        if found is None:  # the message lists every type: built only when it is needed
            raise RefError(join(path, disc.field), m.one_of(p.item_types))
        variant = found
    out: dict[str, Any] = {}
    if disc is not None and disc.after is None:
        out[disc.field] = variant.wire
    for f in variant.fields:
        check_fields([f], raw, out, path)
        if disc is not None and f.name == disc.after:
            out[disc.field] = variant.wire
    check_requires(variant.fields, out, path)
    for name in variant.forbid:
        if raw.get(name) is not None:
            raise RefError(join(path, name), variant.forbid_reason)
    check_unknown(raw, _declared(variant), out, path)
    return out


def read_argument(p: Protocol, value: Any) -> Any:
    arg = p.tool.argument
    safety = p.safety
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise RefError(arg, m.NOT_EMPTY)
        if safety.max_bytes and len(text.encode("utf-8", "surrogatepass")) > safety.max_bytes.value:
            raise RefError(arg, str(m.at_most_bytes(safety.max_bytes)))
        if safety.max_depth and text_depth(text) > safety.max_depth.value:
            raise RefError(arg, str(m.nests_deeper(safety.max_depth)))
        try:
            value = json.loads(text, parse_constant=not_a_number, parse_int=int_or_float)
        except (ValueError, RecursionError):
            raise RefError(arg, m.NOT_JSON) from None
    if safety.max_depth and depth_of(value) > safety.max_depth.value:
        raise RefError(arg, str(m.nests_deeper(safety.max_depth)))
    return value


def parse_argument(p: Protocol, value: Any) -> list[Any]:
    arg = p.tool.argument
    value = read_argument(p, value)
    if isinstance(value, dict):
        return [value]
    if not isinstance(value, list):
        item = p.envelope.item
        raise RefError(arg, m.argument_shape(item))
    low, high = p.envelope.min_value, p.envelope.max_value
    if low is not None and len(value) < low:
        raise RefError(arg, str(m.at_least_items(low)))
    if high is not None and len(value) > high:
        raise RefError(arg, str(m.at_most_items(high)))
    return value


def build_envelope(
    p: Protocol, argument: Any, options: dict[str, Any] | None = None, unknown: str | None = None
) -> dict[str, Any]:
    """The canonical envelope for a tool argument (and envelope-level options), or RefError;
    ``unknown`` overrides the spec's unknown-field policy."""
    interpret(p, unknown)
    key = p.envelope.list_key
    if key is None:
        value = read_argument(p, argument)
        if not isinstance(value, dict):
            raise RefError(p.tool.argument, m.NOT_A_JSON_OBJECT)
        return {"protocol": p.id, **check_item(p, value, "")}
    items = [check_item(p, item, f"{key}[{i}]") for i, item in enumerate(parse_argument(p, argument))]
    if p.envelope.unique:
        seen: set[Any] = set()
        for i, item in enumerate(items):
            if item[p.envelope.unique] in seen:
                raise RefError(f"{key}[{i}].{p.envelope.unique}", p.envelope.unique_reason)
            seen.add(item[p.envelope.unique])
    out: dict[str, Any] = {"protocol": p.id, key: items}
    check_fields(p.envelope.fields, dict(options or {}), out, "")
    return out
