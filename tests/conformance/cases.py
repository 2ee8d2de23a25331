"""Shared conformance vectors, derived from the spec: every case is ``{name, input, expected}``.

Inputs are built from the typed model (a valid sample of every field, then one mutation at a
time: missing, null, wrong type, blank, every enum value in odd case with padding, every limit
at max and max+1, every normalisation rule, unknown fields and types, every example). The
expected result comes from the reference interpreter (generator/model/reference.py), never from generated
code. The same file is run by pytest against the generated Python and by node:test against
the generated TypeScript.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

from generator.model import (
    JSON_KINDS,
    AnyType,
    BooleanType,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    Lowercase,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    RemovePrefix,
    StringType,
    Strip,
    TextType,
    Variant,
    bound_value,
    reference,
)
from generator.model.protocol import Protocol
from generator.spec.pattern_parse import parse, shortest_nonempty
from generator.targets.python.names import py_error_class, py_module
from generator.targets.typescript.names import ts_build, ts_error_class, ts_file_stem

DELETE = object()
Path = tuple[str | int, ...]


# ---------------------------------------------------------------------------- valid samples


def sample_string(t: StringType, index: int = 0) -> str:
    """A short valid value: the first candidate every check of ``t`` accepts. The fixed
    candidates fit most fields; a field whose pattern refuses them all gets the shortest text
    each pattern matches (``^[A-Z]{2}[0-9]{3}$``: ``AA000``), so a spec author's new pattern
    needs no edit here."""
    stem = f"sample{index}" if index else "sample"
    patterns = [x for x in (t.pattern, t.format.pattern if t.format else None) if x]
    fixed = (stem, f"/{stem}", f"s{index}", "sample_1", "a1", "a", "x", "1", "/a")
    prefix = t.starts_with or ""
    derived = [m if m.startswith(prefix) else prefix + m for m in (shortest_nonempty(parse(x)) for x in patterns)]
    for value in (*(prefix + c for c in fixed), *derived):
        limit = bound_value(t.max_length)
        if limit is not None:
            value = value[:limit]
        if value and all(re.fullmatch(x, value) for x in patterns):
            return value
    raise ValueError(f"no sample string fits {patterns}: neither a fixed candidate nor the shortest match of each")


def sample(t: FieldType, full: bool = True, index: int = 0) -> Any:
    if isinstance(t, StringType):
        return sample_string(t, index)
    if isinstance(t, EnumType):
        return t.enum.values[index % len(t.enum.values)]
    if isinstance(t, BooleanType):
        return True
    if isinstance(t, IntegerType):
        value = 1 if t.min is None or t.min < 1 else t.min
        return value if t.max is None else min(value, t.max)
    if isinstance(t, NumberType):
        return 1.5
    if isinstance(t, TextType):
        return "text"
    if isinstance(t, AnyType):
        return {"kind": "sample", "items": [1, "two", None, True, {"n": 2.5}]}
    if isinstance(t, OneOfType):
        return sample(t.of[0], full, index)
    if isinstance(t, ListType):
        count = max(1, bound_value(t.min_items) or 0)
        return [sample(t.of, full, i) for i in range(count)]
    if isinstance(t, ObjectType):
        if t.shape.union is not None:  # its first member, tagged
            tag, member = t.shape.union.members[0]
            return {t.shape.union.discriminator: tag, **sample_object(member.fields, full, index)}
        return sample_object(t.shape.fields, full, index)
    if isinstance(t, MapType):
        entry = {"string": "value", "number": 1, "boolean": True, "null": None, "any": {"a": [1]}}[t.values[0]]
        return {"key": entry}
    raise TypeError(t)


def sample_object(fields: list[Field], full: bool, index: int = 0) -> dict[str, Any]:
    """Strings take ``index`` so samples differ (ids that must be unique stay unique)."""
    return {
        f.name: sample(f.type, full, index if isinstance(f.type, StringType) else 0)
        for f in fields
        if full or f.required
    }


def sample_item(p: Protocol, v: Variant, full: bool, index: int = 0) -> dict[str, Any]:
    disc = p.envelope.discriminator
    head = {disc.field: v.wire} if disc else {}
    return {**head, **sample_object(v.fields, full, index)}


# ---------------------------------------------------------------------------- mutations


_KIND_SAMPLES: dict[str, Any] = {"string": "x", "number": 7, "boolean": True, "array": [1], "object": {"x": 1}}


def wrong_types(t: FieldType) -> list[tuple[str, Any]]:
    """Values of a JSON type the field does not take."""
    if isinstance(t, OneOfType):
        return [(kind, value) for kind, value in _KIND_SAMPLES.items() if kind not in t.kinds]
    scalars: dict[type[FieldType], list[tuple[str, Any]]] = {
        StringType: [("number", 123), ("boolean", True), ("array", ["x"])],
        EnumType: [("number", 1), ("object", {"x": 1})],
        BooleanType: [("string", "true"), ("number-one", 1)],
        IntegerType: [("string", "1"), ("boolean", True), ("fraction", 1.5)],
        NumberType: [("string", "1"), ("boolean", False)],
        TextType: [("object", {"nested": 1}), ("array", [1])],
        ListType: [("object", {"x": 1}), ("string", "x")],
        ObjectType: [("string", "x"), ("array", [])],
        MapType: [("array", []), ("string", "x")],
        AnyType: [],  # every JSON value is one
    }
    return scalars[type(t)]


def value_mutations(t: FieldType) -> Iterator[tuple[str, Any]]:
    """(label, value) pairs for one field: rules, enum values, limits, wrong types."""
    for label, value in wrong_types(t):
        yield f"wrong-type-{label}", value
    if isinstance(t, StringType):
        base = sample_string(t)
        yield "blank", "   "
        yield "empty", ""
        yield "padded", f"  {base}\t\n"
        # Spaces only Python's set has (String.prototype.trim keeps U+001C and U+0085), and
        # U+FEFF, which trim removes and Python keeps.
        yield "padded-python-spaces", f"\x1c\x85 {base} \x1f\u3000"
        yield "padded-feff", f"\ufeff{base} \ufeff "
        # Odd case whatever the rules say, so a spec that drops `lowercase` changes vectors too.
        yield "mixed-case", base[:1] + base[1:].upper()
        for rule in t.normalise:
            if not isinstance(rule, (Strip, Lowercase, RemovePrefix)):  # a new rule (architecture.md)
                raise NotImplementedError(f"no vectors for the rule {rule.kind}")
            if isinstance(rule, RemovePrefix):
                yield "prefix-once", rule.prefix + base
                yield "prefix-twice", rule.prefix * 2 + base
                yield "prefix-only", rule.prefix
                # Spaces between the prefixes: only rules applied until stable remove them all.
                yield "prefix-interleaved", f" {rule.prefix} {rule.prefix}  {base} "
                # The adversarial bench's runs, short: what the linear-time code takes in one match.
                yield "prefix-run-spaced-before", f" {rule.prefix}" * 40 + base
                yield "prefix-run-spaced-after", f"{rule.prefix} " * 40 + base + " " * 40
                yield "prefix-run-ideographic-spaces", f"\u3000{rule.prefix}" * 40 + base
                if len(rule.prefix) > 1:
                    yield "prefix-near-miss-run", rule.prefix[:-1] * 40 + base
        if t.starts_with:
            yield "without-required-start", base[len(t.starts_with) :] or "x"
        limit = bound_value(t.max_length)
        lowercases = any(isinstance(r, Lowercase) for r in t.normalise)
        if lowercases:
            yield "dotted-capital-i", "\u0130"  # lowercased, two characters: i and U+0307
        if limit is not None:
            yield "length-at-max", "x" * limit
            yield "length-over-max", "x" * (limit + 1)
            yield "astral-length-at-max", "\U0001f600" * limit
            yield "astral-length-over-max", "\U0001f600" * (limit + 1)
            # Too long, with what the text safety rules refuse: they are checked first, also
            # where a field refuses a long value before lowercasing it.
            yield "length-over-max-nul", "X" * limit + "\x00"
            yield "length-over-max-lone-surrogate", "X" * limit + "\ud800"
            if lowercases:
                yield "dotted-capital-i-at-max", "\u0130" * limit  # too long once lowercased
                yield "dotted-capital-i-over-max", "\u0130" * (limit + 1)
        if t.pattern:
            yield "pattern-mismatch", "!!"
        yield "nul", f"{base}\x00"
        yield "lone-surrogate", f"{base}\ud800"
        yield "paired-surrogates", f"{base}\U0001f600"
        if t.format:
            # Hostile values the format exists to stop, and a harmless one just inside it.
            for label, value in (
                ("protocol-relative", "//evil.example"),
                ("backslash", "/\\evil.example"),
                ("scheme", "javascript:alert(1)"),
                ("inner-space", f"{base} x"),
                ("control", f"{base}\u0007"),
                ("nbsp", f"{base}\u00a0x"),
            ):
                yield f"format-{label}", value
    if isinstance(t, EnumType):
        for value in t.enum.values:
            odd = value.upper() if any(isinstance(r, Lowercase) for r in t.normalise) else value
            spaced = f"  {odd} " if any(isinstance(r, Strip) for r in t.normalise) else odd
            yield f"value-{value}", spaced
            if odd != value.upper():
                yield f"value-{value}-upper", value.upper()
        yield "not-a-value", "not-a-value"
        # Long once padded, a value once stripped; longer than any value however it is cased.
        yield "value-padded-long", " " * 60 + t.enum.values[0] + " " * 60
        yield "dotted-capital-i-run", "\u0130" * 60
    if isinstance(t, (IntegerType, NumberType)):
        yield "max-safe-integer", 2**53 - 1
        yield "beyond-safe-integer", 2**53
    if isinstance(t, IntegerType):
        if t.whole_floats:  # only then: the TypeScript twin cannot tell 2.0 from 2 (spec/README.md)
            yield "whole-float", float(sample(t))
            yield "whole-float-over-max-safe", float(2**60)
        if t.min is not None:
            yield "at-min", t.min
            yield "below-min", t.min - 1
        if t.max is not None:
            yield "at-max", t.max
            yield "over-max", t.max + 1
    if isinstance(t, NumberType):
        yield "integer", 49
        yield "negative-fraction", -0.25
    if isinstance(t, TextType):
        yield "number", 3.5
        yield "integer", 42
        yield "boolean", True
        yield "false", False
        yield "small-number", 1e-7
        # Where Python's str() switches between fixed and exponent notation.
        yield "exponent-below-fixed", 1e-5
        yield "fixed-lowest", 0.0001
        yield "fixed-highest", 1234567890123456.8
        yield "exponent-above-fixed", 1e16
        yield "big-number", 1e22
        yield "beyond-safe-integer", -(2**53)
        yield "lone-surrogate", "\udc00x"
    if isinstance(t, OneOfType):  # each alternative, with every mutation of its own type
        for alt in t.of:
            kind = JSON_KINDS[alt.kind]
            yield f"as-{kind}", sample(alt)
            for label, value in value_mutations(alt):
                yield f"as-{kind}-{label}", value
    if isinstance(t, ObjectType) and t.shape.union is not None:
        union = t.shape.union
        disc = union.discriminator
        for tag, member in union.members:
            yield f"member-{tag}", {disc: tag, **sample_object(member.fields, True)}
            yield f"member-{tag}-minimal", {disc: tag, **sample_object(member.fields, False)}
        first_tag, first = union.members[0]
        body = sample_object(first.fields, True)
        yield "tag-missing", body
        yield "tag-unknown", {disc: "no-such-member", **body}
        yield "tag-not-a-string", {disc: 1, **body}
        yield "tag-padded", {disc: f" {first_tag} ", **body}
        if first_tag.upper() != first_tag:
            yield "tag-other-case", {disc: first_tag.upper(), **body}
    if isinstance(t, AnyType):
        # Kept as sent, whatever it is; the safety rules hold at every depth. (No integer-like
        # keys: JavaScript orders them first, so two of them cannot keep the sender's order.)
        for label, value in (
            ("string-padded", " kept as sent "),
            ("number", 2.5),
            ("integer", 42),
            ("false", False),
            ("empty-object", {}),
            ("empty-array", []),
            ("nested", {"a": {"b": [1, "x", None, {"c": False}]}, "d": []}),
            ("nested-nul", {"a": ["ok", "b\x00"]}),
            ("nul-key", {"a\x00": 1}),
            ("nested-lone-surrogate", [["\ud800"]]),
            ("lone-surrogate-key", {"ok": 1, "\udc00": 2}),
            ("nested-beyond-safe-integer", {"n": [2**53]}),
            ("nested-max-safe-integer", {"n": [2**53 - 1]}),
            ("forbidden-key", {"x": {"__proto__": 1}}),
            ("forbidden-key-padded", {" __proto__ ": 1}),
            ("constructor-key", {"constructor": {"prototype": 1}}),
        ):
            yield label, value
    if isinstance(t, ListType):
        low, high = bound_value(t.min_items), bound_value(t.max_items)
        if high is not None:
            yield "items-at-max", [sample(t.of, False, i) for i in range(high)]
            yield "items-over-max", [sample(t.of, False, i) for i in range(high + 1)]
        if low:
            yield "items-below-min", [sample(t.of, False, i) for i in range(low - 1)]
        else:
            yield "empty", []
        yield "null-element", [None]
        if t.unique_by:
            key = t.unique_by
            elems = [sample(t.of, False, i) for i in range(max(2, low or 0))]
            yield f"duplicate-{key}", [*elems[:-1], {**elems[-1], key: elems[0][key]}]
            if isinstance(elems[0][key], str):
                # Equal only once normalised (when the field strips).
                yield f"duplicate-{key}-padded", [*elems[:-1], {**elems[-1], key: f"  {elems[0][key]} "}]
        if not isinstance(t.of, ObjectType) or t.of.shape.union is not None:
            # Scalar elements, and union objects (their members and tags), get every mutation
            # of their own type, at index 0.
            rest = [sample(t.of, False, i) for i in range(1, max(1, low or 0))]
            for label, value in value_mutations(t.of):
                yield f"element-{label}", [value, *rest]
    if isinstance(t, MapType):
        high = bound_value(t.max_entries)
        if high is not None:
            yield "entries-at-max", {f"k{i}": "v" for i in range(high)}
            yield "entries-over-max", {f"k{i}": "v" for i in range(high + 1)}
        yield "padded-key", {"  key  ": "value"}
        yield "blank-key", {"  ": "value"}
        for name, value in (("string", " kept as sent "), ("number", 2.5), ("boolean", False), ("null", None)):
            yield f"value-{name}", {"key": value}
        yield "value-object", {"key": {"nested": 1}}
        yield "value-array", {"key": [1]}
        yield "value-beyond-safe-integer", {"key": 2**53}
        yield "value-nul", {"key": "a\x00"}
        yield "value-nested-nul", {"key": {"a": ["b\x00"]}}
        for key in ("__proto__", "constructor", "prototype", " __proto__ "):
            yield f"key-{key.strip()}{'-padded' if key != key.strip() else ''}", {key: "x"}


# Numbers only JSON text can carry: 1e999 reads as infinity, and so does an integer from
# 2**1024 - 2**970 to JavaScript (Python reads it exactly); one below it reads as the largest
# double. Without safe_numbers a number must still be finite: the first three are refused, the
# last is accepted (safe_numbers refuses all four).
NUMBER_LITERALS = (
    ("1e999", "1e999"),
    ("minus-1e999", "-1e999"),
    ("integer-rounding-to-infinity", str(2**1024 - 2**970)),
    ("integer-rounding-to-max-double", str(2**1024 - 2**970 - 1)),
)
_LITERAL = "@number-literal@"  # stands for the literal until the argument is JSON text


def number_literals(t: Any) -> Iterator[tuple[str, Any, str]]:
    """(label, value with the placeholder, literal) for each site a number literal can reach: a
    number or a text, an element of a list of them, a map value. Not an integer: without
    safe_numbers, Python keeps a 310-digit integer exactly, JavaScript cannot (spec/README.md)."""
    for name, literal in NUMBER_LITERALS:
        if isinstance(t, (NumberType, TextType)):
            yield f"literal-{name}", _LITERAL, literal
        elif isinstance(t, AnyType) or (isinstance(t, OneOfType) and any(isinstance(a, NumberType) for a in t.of)):
            yield f"literal-{name}", _LITERAL, literal
            yield f"nested-literal-{name}", {"a": [_LITERAL]}, literal
        elif isinstance(t, ListType) and isinstance(t.of, (NumberType, TextType)):
            yield f"element-literal-{name}", [_LITERAL], literal
        elif isinstance(t, MapType) and (t.allows["number"] or t.open):
            yield f"value-literal-{name}", {"key": _LITERAL}, literal


def field_sites(fields: list[Field], prefix: Path = ()) -> Iterator[tuple[Path, Field]]:
    """Every field reachable in a full sample, nested shapes through their first element."""
    for f in fields:
        yield prefix, f
        inner = f.type
        path = prefix + (f.name,)
        if isinstance(inner, ListType) and isinstance(inner.of, ObjectType):
            shape = inner.of.shape
            yield from field_sites(shape.union.members[0][1].fields if shape.union else shape.fields, path + (0,))
        elif isinstance(inner, ObjectType) and inner.shape.union is not None:
            yield from field_sites(inner.shape.union.members[0][1].fields, path)  # the sample's member
        elif isinstance(inner, ObjectType):
            yield from field_sites(inner.shape.fields, path)


def _set(item: Any, path: Path, value: Any) -> Any:
    out = copy.deepcopy(item)
    target = out
    for part in path[:-1]:
        target = target[part]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return out


def _dotted(path: Path) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


# ---------------------------------------------------------------------------- cases


Case = tuple[str, Any, dict[str, Any]]  # name, tool argument, envelope-level options


def raw_cases(p: Protocol) -> Iterator[Case]:
    """(name, argument, options) triples; expectations are added by :func:`build`."""
    wrap = (lambda item: [item]) if p.envelope.is_list else (lambda item: item)
    for v in p.variants:
        full, minimal = sample_item(p, v, True), sample_item(p, v, False)
        yield f"{v.name}/minimal", wrap(minimal), {}
        yield f"{v.name}/full", wrap(full), {}
        yield f"{v.name}/unknown-field-dropped", wrap({**full, "unknownField": {"x": 1}}), {}
        # What the envelope's `unknown` does with other keys: dropped, refused or kept (walked).
        yield f"{v.name}/unknown-fields-in-order", wrap({**full, "zUnknown": [1, None], "aUnknown": "a"}), {}
        yield f"{v.name}/unknown-field-nul", wrap({**full, "unknownNul": {"a": "b\x00"}}), {}
        yield f"{v.name}/unknown-field-forbidden-key", wrap({**full, "__proto__": {"a": 1}}), {}
        for i, example in enumerate(v.examples):
            yield f"{v.name}/example-{i}", wrap(example), {}
        for prefix, f in field_sites(v.fields):
            site = _dotted(prefix + (f.name,))
            if isinstance(f.type, ObjectType):
                inner = {**sample(f.type, True), "unknownInner": [1]}
                yield f"{v.name}/{site}/unknown-inner-field", wrap(_set(full, prefix + (f.name,), inner)), {}
            yield f"{v.name}/{site}/missing", wrap(_set(full, prefix + (f.name,), DELETE)), {}
            yield f"{v.name}/{site}/null", wrap(_set(full, prefix + (f.name,), None)), {}
            for label, value in value_mutations(f.type):
                yield f"{v.name}/{site}/{label}", wrap(_set(full, prefix + (f.name,), value)), {}
            for label, value, literal in number_literals(f.type):
                text = json.dumps(wrap(_set(full, prefix + (f.name,), value)))
                yield f"{v.name}/{site}/{label}", text.replace(json.dumps(_LITERAL), literal), {}
        for f in v.fields:  # sent alone, without the siblings it requires: refused at it
            if f.requires:
                yield f"{v.name}/{f.name}/requires-alone", wrap({**minimal, f.name: sample(f.type)}), {}
        for name in v.forbid:
            yield f"{v.name}/forbidden-{name}/null", wrap({**minimal, name: None}), {}
            yield f"{v.name}/forbidden-{name}/set", wrap({**minimal, name: "x"}), {}
            yield f"{v.name}/forbidden-{name}/empty", wrap({**minimal, name: ""}), {}
            yield f"{v.name}/forbidden-{name}/false", wrap({**minimal, name: False}), {}
        disc = p.envelope.discriminator
        if disc:
            yield f"{v.name}/{disc.field}/padded", wrap({**minimal, disc.field: f"  {v.name}  "}), {}
            yield f"{v.name}/{disc.field}/upper-case", wrap({**minimal, disc.field: v.name.upper()}), {}
    if p.envelope.is_list:
        yield from _list_cases(p)
    else:
        yield from _single_cases(p)
    for i, example in enumerate(p.examples):
        argument = example.items if p.envelope.is_list else example.items[0]
        yield f"example/{i}-{example.title}", argument, dict(example.fields)


def _single_cases(p: Protocol) -> Iterator[Case]:
    item = sample_item(p, p.variants[0], False)
    yield "argument/json-object-text", json.dumps(item), {}
    yield "argument/array", [item], {}
    yield "argument/empty-text", "", {}
    yield "argument/invalid-json", "{", {}
    yield "argument/json-number", "42", {}
    if p.safety.max_depth:
        yield "argument/depth-over-max", {**item, "extra": _nested(p.safety.max_depth.value)}, {}
        # The depth rule comes first (spec/README.md): before a missing or mistyped field.
        for label, argument in [
            ("depth-over-max-missing-everything", {"extra": _nested(p.safety.max_depth.value)}),
            ("depth-over-max-mistyped-fields", {k: [] for k in item} | {"extra": _nested(p.safety.max_depth.value)}),
        ]:
            yield f"argument/{label}", argument, {}
            yield f"argument/{label}-text", json.dumps(argument), {}
        # A key sent twice keeps its last value: the text nests deeper than the value (the list
        # envelope's twin, below).
        key = next(iter(item))
        deep = json.dumps(_nested(p.safety.max_depth.value))
        twice = f'{{"{key}": {deep}, ' + json.dumps(item)[1:]
        yield "argument/depth-text-over-max-under-a-key-sent-twice", twice, {}


def _list_cases(p: Protocol) -> Iterator[Case]:
    disc = p.envelope.discriminator.field if p.envelope.discriminator else ""
    first = sample_item(p, p.variants[0], False)
    yield f"{disc}/missing", [{k: x for k, x in first.items() if k != disc}], {}
    yield f"{disc}/number", [{**first, disc: 7}], {}
    yield f"{disc}/unknown", [{**first, disc: "no_such_type"}], {}
    yield "item/not-an-object", ["text"], {}
    yield "item/null", [None], {}
    # the envelope / tool argument
    variants = p.variants
    items = [
        sample_item(p, variants[i % len(variants)], False, i) for i in range(max(2, p.envelope.max_value or 2) + 1)
    ]
    yield "argument/json-array-text", json.dumps(items[:2]), {}
    yield "argument/json-object-text", json.dumps(items[0]), {}
    yield "argument/padded-json-text", "\n  " + json.dumps(items[:1]) + "  \n", {}
    yield "argument/one-object", items[0], {}
    yield "argument/empty-text", "", {}
    yield "argument/blank-text", "  \n ", {}
    yield "argument/invalid-json", "[{", {}
    yield "argument/json-number", "42", {}
    yield "argument/json-null", "null", {}
    yield "argument/number", 42, {}
    yield "argument/empty-list", [], {}
    high = p.envelope.max_value
    if high is not None:
        yield "argument/items-at-max", items[:high], {}
        yield "argument/items-over-max", items[: high + 1], {}
    if p.envelope.unique:
        yield f"argument/duplicate-{p.envelope.unique}", [items[0], items[1], {**items[1]}], {}
        same = items[1].get(p.envelope.unique)
        if isinstance(same, str):
            padded = {**items[1], p.envelope.unique: f"  {same} "}
            yield f"argument/duplicate-{p.envelope.unique}-once-normalised", [items[0], items[1], padded], {}
    for f in p.envelope.fields:
        yield f"envelope/{f.name}/absent", items[:1], {}
        yield f"envelope/{f.name}/null", items[:1], {f.name: None}
        yield f"envelope/{f.name}/sample", items[:1], {f.name: sample(f.type)}
        for label, value in value_mutations(f.type):
            yield f"envelope/{f.name}/{label}", items[:1], {f.name: value}
    depth = p.safety.max_depth.value if p.safety.max_depth else None
    if depth is not None:
        # The argument array is level 1 and each item level 2: nest the rest in an unknown field.
        yield "argument/depth-at-max", [{**first, "extra": _nested(depth - 2)}], {}
        yield "argument/depth-over-max", [{**first, "extra": _nested(depth - 1)}], {}
        yield "argument/depth-over-max-text", json.dumps([{**first, "extra": _nested(depth - 1)}]), {}
        # The depth rule comes first (spec/README.md, "Which error a call gets"): an argument
        # too deep is refused as such whatever else is wrong with it, even an error earlier in
        # the document; one at the limit gets its first validation error.
        deep, at_max = {**first, "extra": _nested(depth - 1)}, {**first, "extra": _nested(depth - 2)}
        precedence: list[tuple[str, Any]] = [
            ("depth-over-max-after-an-invalid-item", ["not an object", deep]),
            ("depth-at-max-after-an-invalid-item", ["not an object", at_max]),
            ("depth-over-max-with-too-many-items", [deep] * ((high or 1) + 1)),
            ("depth-over-max-in-an-item-missing-everything", [{"extra": _nested(depth - 1)}]),
        ]
        if disc:
            bad = {**first, disc: "no_such_type", "extra": _nested(depth - 1)}
            precedence.append(("depth-over-max-in-an-item-of-unknown-type", [bad]))
        for label, argument in precedence:
            yield f"argument/{label}", argument, {}
            yield f"argument/{label}-text", json.dumps(argument), {}
        # A key sent twice keeps its last value, in both languages' parsers, so this text nests
        # deeper than the value it parses to (which is valid): the rule counts the text, which
        # the parser went through. Why the depth scan cannot be skipped when the parsed value's
        # shapes bound its depth (bench/README.md, issue 20).
        key = next(iter(first))
        twice = f'[{{"{key}": {json.dumps(_nested(depth - 1))}, ' + json.dumps(first)[1:] + "]"
        yield "argument/depth-text-over-max-under-a-key-sent-twice", twice, {}
        # The rule on text that is not JSON (or not only JSON): levels the brackets reach
        # outside strings, as a parser meets them. Peeling matched pairs (Python's fast path)
        # and counting (TypeScript's) must agree on every one of these.
        for label, text in [
            ("unclosed-over-max", "[" * (depth + 1)),
            ("unclosed-at-max", "[" * depth),
            ("stray-close-after-max", "[" * depth + "]" * depth + "]"),
            ("stray-open-after-max", "[" * depth + "]" * depth + "["),
            ("stray-close-then-over-max", "]" + "[" * (depth + 1)),
            ("mixed-brackets-over-max", "[{" * ((depth + 2) // 2) + "}]" * ((depth + 2) // 2)),
            ("brackets-in-string", json.dumps(["[" * (depth + 1)])),
            ("brackets-in-unclosed-string", '["' + "[" * (depth + 1)),
            ("escaped-quote-in-string", '["\\"' + "[" * (depth + 1) + '"]'),
            ("backslash-outside-string", '\\""' + "[" * (depth + 1)),
            ("backslash-ends-unclosed-string", '["' + "[" * (depth + 1) + "\\"),
            # Balanced brackets exactly at the limit before the stray quote: the peel empties
            # on its last pass, which proves nothing about the text after it.
            ("at-max-then-backslash-outside-string", "[" * depth + "]" * depth + '\\""' + "[" * (depth + 1)),
        ]:
            yield f"argument/depth-text-{label}", text, {}
    yield "argument/non-finite-number-text", json.dumps([first])[:-2] + ', "unknownField": 1e999}]', {}
    # Python's json takes these words; JSON (and JavaScript's JSON.parse) does not.
    for word in ("NaN", "Infinity", "-Infinity"):
        yield f"argument/{word.lower()}-text", json.dumps([first])[:-2] + f', "unknownField": {word}}}]', {}
    # Past int()'s 4300-digit limit: still a JSON number (Infinity to JavaScript).
    yield "argument/long-integer-text", json.dumps([first])[:-2] + ', "unknownField": ' + "1" * 4301 + "}]", {}
    bad = {**first, disc: "no_such_type"}
    yield "argument/first-error-wins", [items[0], bad, "not an object"], {}


def _nested(levels: int) -> Any:
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


def expect(p: Protocol, argument: Any, options: dict[str, Any]) -> dict[str, Any]:
    try:
        return {"output": reference.build_envelope(p, argument, options)}
    except reference.RefError as exc:
        # JSON parser messages differ between runtimes; everything else must match exactly.
        reason = None if exc.reason == "is not valid JSON" else exc.reason
        return {"error": {"path": exc.path, "reason": reason}}


def build(p: Protocol) -> dict[str, Any]:
    cases = []
    seen: set[str] = set()
    for name, argument, options in raw_cases(p):
        if name in seen:
            raise ValueError(f"duplicate vector name {name}")
        seen.add(name)
        case = {"name": name, "input": argument, "expected": expect(p, argument, options)}
        if options:
            case["options"] = options
        cases.append(case)
    return {
        "protocol": p.id,
        "spec": p.source,
        # The envelope key holding the items (null: the item's fields sit beside "protocol").
        "list": p.envelope.list_key,
        "options": [f.name for f in p.envelope.fields],
        # what as_text needs: a case over the limit as text gets the byte error, not its outcome
        "max_argument_bytes": p.safety.max_bytes.value if p.safety.max_bytes else None,
        "python": {"module": py_module(p), "build": "build_envelope", "error": py_error_class(p)},
        "typescript": {
            "module": f"generated/typescript/{p.name}/{ts_file_stem(p)}.js",
            "build": ts_build(p),
            "error": ts_error_class(p),
        },
        "cases": cases,
    }


def rebuild_input(vectors: dict[str, Any], output: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The argument and options that should reproduce a canonical ``output`` exactly."""
    options = {k: output[k] for k in vectors["options"] if k in output}
    if vectors["list"] is None:
        return {k: v for k, v in output.items() if k != "protocol"}, options
    return output[vectors["list"]], options


def over_byte_limit(text: str, max_bytes: int | None) -> bool:
    """Whether ``text`` is longer than a protocol's byte limit (None: it has none), counted as
    the packages count it: UTF-8, a lone surrogate as three bytes."""
    return max_bytes is not None and len(text.encode("utf-8", "surrogatepass")) > max_bytes


def as_text(argument: Any, max_bytes: int | None) -> str | None:
    """``argument`` as the JSON text a model would send for it, when that text reads back as the
    same value: a generated package must then give the vector's outcome for the text too (it
    reads text along its own paths: the byte and depth scans, and strings from text without a
    ``\\u`` escape skip the NUL and surrogate tests). None for an argument that is text already,
    that JSON cannot carry exactly (NaN, a tuple, a key that is not a string), or whose text is
    longer than ``max_bytes``, the protocol's byte limit (a value at a raised ``max_length`` can
    be: its text gets the byte error, which the vector does not expect)."""
    if isinstance(argument, str):
        return None
    try:
        text = json.dumps(argument, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None
    if over_byte_limit(text, max_bytes):
        return None
    return text if json.loads(text) == argument else None


def dumps(vectors: dict[str, Any]) -> str:
    """One case a line, so a diff of two vector files reads case by case."""
    head = {k: v for k, v in vectors.items() if k != "cases"}
    # ASCII with \u escapes: the vectors carry unpaired surrogates, which UTF-8 cannot.
    lines = [json.dumps(c, ensure_ascii=True, separators=(",", ":")) for c in vectors["cases"]]
    body = ",\n".join(lines)
    return json.dumps(head, ensure_ascii=False)[:-1] + ', "cases": [\n' + body + "\n]}\n"
