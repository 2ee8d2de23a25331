"""The adversarial bench's arguments, built from a spec: for every field site (a field inside its
item, through nested shapes, list elements and map keys) each crafted value of
``bench/hostile_values.py`` placed in an otherwise valid item, and for every container the
lists past their limits, maps with many keys, deep nesting and escapes in keys the protocol
ignores. Each case is grown to the size the bench asks for (by default just under the
protocol's ``MAX_ARGUMENT_BYTES``), with the envelope a Console would parse for it.

Texts are written as ``head + unit * count + tail`` (``{#}`` in a numbered unit is the unit's
index), so the Node half rebuilds them from a few bytes each.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bench.hostile_samples import base_item, sample
from bench.hostile_values import (
    Crafted,
    esc,
    raw,
    rule_values,
    string,
    string_values,
    text_values,
)
from generator.model import (
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    StringType,
    TextType,
    bound_value,
    reference,
)
from generator.model.protocol import Protocol

SENTINEL = "\u2063hostile\u2063"  # stands for the crafted value until the text is split around it
NUMBER = "{#}"


@dataclass(frozen=True)
class Expand:
    """``head + unit * count + tail``; a ``numbered`` unit has ``{#}`` replaced by its index."""

    head: str
    unit: str
    count: int
    tail: str
    numbered: bool = False

    def text(self) -> str:
        if self.numbered:
            body = "".join(self.unit.replace(NUMBER, str(i)) for i in range(self.count))
        else:
            body = self.unit * self.count
        return self.head + body + self.tail

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()


@dataclass(frozen=True)
class Hostile:
    protocol: str
    site: str  # where the crafted value sits: "<variant>.<field>", "argument", "ignored key"
    label: str
    argument: Expand  # the tool argument's JSON text
    options: Expand | None  # envelope-level options as a JSON object (their own tool arguments)
    envelope: Expand  # what a Console would parse: the crafted item inside an envelope

    @property
    def size(self) -> int:
        return len(self.argument.text().encode("utf-8")) + (len(self.options.text().encode()) if self.options else 0)


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)  # default separators, as models send it


def _units(unit: str, numbered: bool, count: int) -> int:
    size = len(unit.encode("utf-8"))
    return size - len(NUMBER) + len(str(count)) if numbered else size


def _count(room: int, unit: str, numbered: bool) -> int:
    count = max(1, room // max(1, _units(unit, numbered, 1)))
    for _ in range(3):  # a numbered unit grows with the index's digits
        count = max(1, room // max(1, _units(unit, numbered, count)))
    return count


# ---------------------------------------------------------------------------- sites


def _sites(fields: list[Field], path: tuple[Any, ...]) -> Iterator[tuple[str, tuple[Any, ...], FieldType]]:
    """(label, path in the item, type) of every value a field site holds."""
    for f in fields:
        here = path + (f.name,)
        label = ".".join(str(x) for x in here if not isinstance(x, int))
        yield label, here, f.type
        t = f.type
        if isinstance(t, ListType):
            yield label + "[]", here + (0,), t.of
            if isinstance(t.of, ObjectType):
                for sub, subpath, st in _sites(t.of.shape.fields, here + (0,)):
                    yield sub.replace(label + ".", label + "[].", 1), subpath, st
        elif isinstance(t, ObjectType):
            yield from _sites(t.shape.fields, here)


def _signature(t: FieldType) -> tuple[Any, ...]:
    """What decides the code a value runs through: sites that share it share the full set."""
    if isinstance(t, StringType):
        return ("string", t.normalise, bool(t.max_length), t.pattern, t.format)
    if isinstance(t, EnumType):
        return ("enum", t.normalise)
    if isinstance(t, MapType):
        return ("map", t.key_normalise, t.values)
    return (t.kind,)


def _values_for(t: FieldType, core: Any, full: bool = True) -> list[Crafted]:
    """Every crafted value for a site of type ``t``; without ``full`` (a site whose code an
    earlier site of the protocol already ran), the rules' own values and the long plain ones."""
    if isinstance(t, StringType):
        return string_values(t, core, full)
    if isinstance(t, EnumType):
        return rule_values(t.normalise, core, full) + [string("long value, not one of the values", core, "a")]
    if isinstance(t, TextType):
        return text_values(str(core), full) + [raw("a number of a million digits", "", "9", "")]
    if isinstance(t, (IntegerType, NumberType)):
        return [
            raw("a number of a million digits", "", "9", ""),
            raw("a fraction of a million digits", "0.", "1", ""),
        ]
    if isinstance(t, ListType):
        element = _dump(sample(t.of))
        return [raw("a list far past its limit", "[", element + ", ", element + "]")]
    if isinstance(t, MapType):
        value = _dump(sample(t).get("key"))
        out = [raw("many keys", "{", f'"k{NUMBER}": {value}, ', f'"last": {value}}}')]
        out += [
            Crafted(f"key {c.label}", "{" + c.head, c.unit, c.tail + f": {value}}}")
            for c in rule_values(t.key_normalise, "key", full) + text_values("key", full)
        ]
        if "string" in t.values:
            out += [
                Crafted(f"value {c.label}", '{"key": ' + c.head, c.unit, c.tail + "}")
                for c in text_values("value", full)
            ]
        return out
    return []


def _at_limit(t: ListType, size: int) -> list[Crafted]:
    """A list with as many items as it may hold, each as long as the size allows: an ignored key
    pads an object, a string element is long itself."""
    high = bound_value(t.max_items)
    if high is None:
        return []
    element = sample(t.of)
    # items of the smallest kind nine tenths of the size holds (the rest: the argument around them)
    fits = size * 9 // 10 // (len(_dump(element).encode()) + 2)
    if fits < high:  # a raised limit the byte limit cannot reach: as many items as it holds
        unit = _dump(element)
        label = f"{fits} items (as many as the size holds; the limit is {high})"
        return [Crafted(label, "[", unit + ", ", unit + "]", count=fits - 2)]
    room = max(0, size // high - len(_dump(element)) - 32)
    if isinstance(t.of, ObjectType):
        unit = _dump({**element, "ignoredPad": "a" * room})
    elif isinstance(t.of, StringType) and t.of.max_length is None:
        unit = _dump(element + "a" * room)
    else:
        return []
    label = f"{high} items (its limit), each {len(unit.encode()) // 1000} kB"
    return [Crafted(label, "[", unit + ", ", unit + "]", count=high - 1)]


def _junk(p: Protocol, level: int) -> list[Crafted]:
    """Values for a key the protocol ignores, at nesting ``level`` (the key's value's level)."""
    out = [
        raw("many keys", "{", f'"k{NUMBER}": 0, ', '"last": 0}'),
        raw("many short strings", "[", '"a", ', '"a"]'),
        raw("many numbers", "[", "1.5, ", "1.5]"),
        # The most containers a byte can buy: each is a step of the depth rule's walk of a value.
        raw("many empty objects", "[", "{}, ", "{}]"),
        raw("many empty arrays", "[", "[], ", "[]]"),
        raw("one number of a million digits", "", "9", ""),
        string("'\\u0020' escapes", "", " ", "", raw_unit="\\u0020"),
        string("escaped quotes", "", '"'),
        string("escaped backslashes", "", "\\"),
        string("surrogate pairs as escapes", "", "\U0001f600", raw_unit="\\ud83d\\ude00"),
        string("brackets inside a string", "", "[{", ""),
    ]
    if p.safety.max_depth:
        k = p.safety.max_depth.value - level  # levels each unit may add below the junk list
        out.append(raw("nesting at the depth limit, repeated", "[", "[" * k + "]" * k + ", ", "0]"))
        out.append(
            raw(
                "nesting at the depth limit, one level past it at the end",
                "[",
                "[" * k + "]" * k + ", ",
                "[" * (k + 1) + "]" * (k + 1) + "]",
            )
        )
    return out


# ---------------------------------------------------------------------------- cases


def _place(item: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(item)
    target: Any = out
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return out


def _wrap(p: Protocol, item: Any) -> Any:
    return [item] if p.envelope.is_list else item


def _envelope(p: Protocol, item: Any, options: dict[str, Any]) -> dict[str, Any]:
    if p.envelope.list_key is None:
        return {"protocol": p.id, **item}
    return {"protocol": p.id, p.envelope.list_key: [item], **options}


def _split(text: str) -> tuple[str, str]:
    head, _, tail = text.partition(_dump(SENTINEL))
    return head, tail


def _case(p: Protocol, site: str, c: Crafted, item: Any, options: dict[str, Any], size: int) -> Hostile:
    """``item`` and ``options`` hold SENTINEL where ``c`` goes."""
    in_options = any(v == SENTINEL for v in options.values())
    arg_text, opt_text = _dump(_wrap(p, item)), _dump(options) if options else None
    if in_options:
        assert opt_text is not None
        head, tail = _split(opt_text)
        fixed = len(arg_text.encode())
    else:
        head, tail = _split(arg_text)
        fixed = len(opt_text.encode()) if opt_text else 0
    head, tail = head + c.head, c.tail + tail
    numbered = NUMBER in c.unit
    count = c.count if c.count is not None else _count(size - fixed - len((head + tail).encode()), c.unit, numbered)
    grown = Expand(head, c.unit, count, tail, numbered)
    env_head, env_tail = _split(_dump(_envelope(p, item, options)))
    envelope = Expand(env_head + c.head, c.unit, count, c.tail + env_tail, numbered)
    if in_options:
        return Hostile(p.name, site, c.label, Expand(arg_text, "", 0, ""), grown, envelope)
    opts = Expand(opt_text, "", 0, "") if opt_text else None
    return Hostile(p.name, site, c.label, grown, opts, envelope)


def cases(p: Protocol, size: int | None = None) -> list[Hostile]:
    """Every crafted argument for ``p``, each about ``size`` bytes (default: just under its
    byte limit, or 3 MB without one)."""
    limit = p.safety.max_bytes.value if p.safety.max_bytes else 3_000_000
    size = min(size or limit, limit) - 1024  # room for the parts the count does not cover
    out: list[Hostile] = []
    disc = p.envelope.discriminator
    seen: set[tuple[Any, ...]] = set()
    for index, v in enumerate(p.variants):
        item = base_item(p, index)
        check(p, item, {})
        for label, path, t in _sites(v.fields, ()):
            if path[-1] in v.forbid:
                continue
            core = _get(item, path)
            extra = _at_limit(t, size) if isinstance(t, ListType) else []
            full = _signature(t) not in seen
            seen.add(_signature(t))
            for c in _values_for(t, core, full) + extra:
                out.append(_case(p, f"{v.name}.{label}", c, _place(item, path, SENTINEL), {}, size))
        if disc and index == 0:
            for c in rule_values(disc.normalise, v.name) + text_values(v.name)[:1]:
                out.append(_case(p, f"{disc.field} (item type)", c, {**item, disc.field: SENTINEL}, {}, size))
    first = base_item(p, 0)
    for f in p.envelope.fields:
        for c in _values_for(f.type, sample(f.type)):
            out.append(_case(p, f"envelope.{f.name}", c, first, {f.name: SENTINEL}, size))
    level = 3 if p.envelope.is_list else 2  # the ignored key's value: argument > item > key
    for c in _junk(p, level):
        out.append(_case(p, "ignored key", c, {**first, "ignoredKey": SENTINEL}, {}, size))
    out += _argument_cases(p, first, size)
    return out


def _argument_cases(p: Protocol, first: dict[str, Any], size: int) -> list[Hostile]:
    item = _dump(first)
    whole = _dump(_wrap(p, first))
    env = _dump(_envelope(p, first, {}))
    out = [
        _grown(
            p,
            "leading whitespace around the JSON text",
            Expand("", " ", 0, whole),
            Expand("", " ", 0, env),
            size,
        ),
        _grown(
            p,
            "trailing whitespace around the JSON text",
            Expand(whole, " ", 0, ""),
            Expand(env, " ", 0, ""),
            size,
        ),
    ]
    if p.envelope.is_list:
        head, _, tail = env.partition(item)
        out.append(
            _grown(
                p,
                "far more items than the limit",
                Expand("[", item + ", ", 0, item + "]"),
                Expand(head, item + ", ", 0, item + tail),
                size,
            )
        )
    return out


def _grown(p: Protocol, label: str, argument: Expand, envelope: Expand, size: int) -> Hostile:
    count = _count(size - len((argument.head + argument.tail).encode()), argument.unit, False)
    return Hostile(
        p.name,
        "argument",
        label,
        Expand(argument.head, argument.unit, count, argument.tail),
        None,
        Expand(envelope.head, envelope.unit, count, envelope.tail),
    )


def _get(item: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        item = item[part]
    return item


def check(p: Protocol, item: dict[str, Any], options: dict[str, Any]) -> None:
    """The base every case starts from must be valid, or the bench would time the wrong thing."""
    reference.build_envelope(p, _wrap(p, item), options)


__all__ = ["Expand", "Hostile", "cases", "esc"]
