"""How the Python target names and types what the model describes.

Every function takes a model object and returns Python source text (a name, an annotation, a
literal); the target registers each as a Jinja filter under the same name (``py_key`` …), so a
template writes ``{{ f | py_key }}`` and the model stays free of Python. The naming rules: the
package exports ``validate_<item>``, ``parse_<argument>_arg``, ``emit_<name>_<argument>``,
``<Name>ProtocolError``; a shape ``resource_item`` is the TypedDict ``ResourceItem``, checked by
``_check_resource_item``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator import naming
from generator.model import Field, Variant
from generator.model.messages import Slot, Text
from generator.model.protocol import Discriminator, Protocol, Safety
from generator.model.rules import Bound, Enum, Limit, bound_value
from generator.model.types import (
    JSON_KINDS,
    AnyType,
    BooleanType,
    EnumType,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    Shape,
    StringType,
    TextType,
)

# The target's options, re-exported: the templates' filters are this module's py_* names.
from generator.targets.python.options import py_distribution as py_distribution
from generator.targets.python.options import py_module as py_module
from generator.targets.python.options import py_replaces as py_replaces

# --------------------------------------------------------------------------- literals


def py_literal(value: Any) -> str:
    """A Python literal for a JSON-like value (strings in double quotes, like black's)."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, str):
        # Readable characters as they are; the rest (U+2028, U+0085, …, which tools that read
        # Python source by lines can take for line ends) as escapes Python reads the same way.
        text = json.dumps(value, ensure_ascii=False)
        return "".join(
            c if c.isprintable() else f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}" for c in text
        )
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, tuple):
        return "(" + ", ".join(map(py_literal, value)) + ("," if len(value) == 1 else "") + ")"
    raise TypeError(f"no Python literal for {value!r}")


# --------------------------------------------------------------------------- fields and types


def py_key(item: Field | Discriminator) -> str:
    """The field's key as a Python string literal."""
    if isinstance(item, Discriminator):
        return f'"{item.field}"'
    return json.dumps(item.name)


def py_var(f: Field) -> str:
    """The generated code's working variable for this field (one per field, so each keeps one
    type for mypy): ``resourceType`` → ``v_resource_type``."""
    return "v_" + "_".join(naming.words(f.name)).lower()


def _enum_literal(t: EnumType) -> str:
    return "Literal[" + ", ".join(py_literal(v) for v in t.enum.accepted) + "]"


def _list_type(t: ListType) -> str:
    return f"list[{py_type(t.of)}]"


_MAP_VALUES = {"string": "str", "number": "int | float", "boolean": "bool", "null": "None", "any": "Any"}


def _map_type(t: MapType) -> str:
    return "dict[str, " + " | ".join(_MAP_VALUES[v] for v in t.values) + "]"


def _object_type(t: ObjectType) -> str:
    return py_class(t.shape)


# One entry per field-type class: an unknown kind fails here, not in a template.
_TYPES: dict[type[FieldType], Callable[[Any], str]] = {
    StringType: lambda t: "str",
    EnumType: _enum_literal,
    BooleanType: lambda t: "bool",
    IntegerType: lambda t: "int",
    NumberType: lambda t: "float",
    TextType: lambda t: "str",
    AnyType: lambda t: "Any",
    OneOfType: lambda t: " | ".join(py_type(alt) for alt in t.of),
    ObjectType: _object_type,
    ListType: _list_type,
    MapType: _map_type,
}


def py_type(t: FieldType) -> str:
    try:
        return _TYPES[type(t)](t)
    except KeyError:
        raise ValueError(f"the Python target has no type for {type(t).__name__}") from None


# How a one_of tells its alternatives apart in Python: the test of each JSON kind.
_KIND_TESTS = {
    "string": "isinstance({v}, str)",
    "number": "isinstance({v}, (int, float)) and not isinstance({v}, bool)",
    "boolean": "isinstance({v}, bool)",
    "array": "isinstance({v}, list)",
    "object": "isinstance({v}, dict)",
}


def py_kind_test(t: FieldType, v: str) -> str:
    """The condition that a value ``v`` is of the JSON kind alternative ``t`` takes."""
    return _KIND_TESTS[JSON_KINDS[t.kind]].format(v=v)


def py_annotation(f: Field) -> str:
    inner = py_type(f.type) + (" | None" if f.null_is_value else "")
    return inner if f.required else f"NotRequired[{inner}]"


def py_longest_value(t: EnumType | Enum) -> int:
    """The longest value, reserved ones too, in code points (Python's ``len``)."""
    return max(len(v) for v in (t.enum if isinstance(t, EnumType) else t).values)


# --------------------------------------------------------------------------- shapes and variants


def py_class(item: Shape | Variant) -> str:
    """The TypedDict of a shape (``ResourceItem``: its type name, as every target names it) or
    a variant (``SetThemeAction``)."""
    if isinstance(item, Variant):
        return naming.pascal(item.name) + naming.pascal(item.item_name)
    return item.type_name


def py_checker(item: Shape | Variant) -> str:
    """The generated function that checks one value of it."""
    if isinstance(item, Variant):
        return f"_check_{item.name}_{item.item_name}"
    return f"_check_{item.name}"


def py_known(item: Shape | Variant) -> str:
    """The constant holding the keys its objects declare (``unknown: keep`` or ``refuse``)."""
    return "_KNOWN_" + py_checker(item).removeprefix("_check_").upper()


@dataclass(frozen=True)
class UnionMember:
    """One member of a union of shapes as the TypedDict its values are typed by."""

    name: str  # the TypedDict: the union's name and the member shape's (``ContentPartTextPart``)
    tag: str  # the tag's annotation: the Literal of every tag that names this member
    shape: Shape  # the member, whose fields follow the tag


def py_union_members(shape: Shape) -> list[UnionMember]:
    """A union shape's members, one TypedDict each with its tag typed (mypy narrows a value by
    ``value["type"] == "text"``): the member shape's fields after the tag, which is the Literal
    of the tags that name it (``media_part`` named by ``image`` and ``audio``), in spec order."""
    assert shape.union is not None
    tags: dict[str, list[str]] = {}
    members: dict[str, Shape] = {}
    for tag, member in shape.union.members:
        tags.setdefault(member.name, []).append(tag)
        members[member.name] = member
    return [
        UnionMember(py_class(shape) + py_class(member), f"Literal[{', '.join(map(py_literal, tags[name]))}]", member)
        for name, member in members.items()
    ]


# --------------------------------------------------------------------------- the protocol


def py_error_class(p: Protocol) -> str:
    return naming.pascal(p.name) + "ProtocolError"


def py_validate(p: Protocol) -> str:
    return f"validate_{p.envelope.item}"


def py_stream_class(p: Protocol) -> str:
    """The stream validator of a protocol with stream rules: ``EventStream``."""
    return naming.pascal(p.envelope.item) + "Stream"


def py_parse_arg(p: Protocol) -> str:
    return f"parse_{p.tool.argument}_arg"


def py_read_arg(p: Protocol) -> str:
    """What ``py_parse_arg`` reads the argument with, which also says whether its strings
    need screening (runtime.py, ``screens_text``)."""
    return f"_read_{p.tool.argument}_arg"


def py_emit(p: Protocol) -> str:
    return f"emit_{p.name}_{p.tool.argument}"


def py_tool_function(p: Protocol) -> str:
    return f"{p.tool.name}_tool"


def py_item_union(p: Protocol) -> str:
    return naming.pascal(p.name) + naming.pascal(p.envelope.item)


# CPython compiles `A | B | …` as binary operations nested one level a member and stops with
# RecursionError near 3,000 (the action union of a big spec failed on import); past this many
# members the item union is written `Union[A, B, …]`, which is flat (tests/test_scale.py).
PY_UNION_CHAIN_MAX = 256


def py_flat_union(p: Protocol) -> bool:
    return len(p.variants) > PY_UNION_CHAIN_MAX


def py_envelope_class(p: Protocol) -> str:
    return naming.pascal(p.name) + "Envelope"


def py_package_path(p: Protocol) -> str:
    """Where the module's ``__init__.py`` lives inside its distribution's ``src/``."""
    return py_module(p).replace(".", "/")


def py_union_branches(shape: Shape) -> list[tuple[tuple[str, ...], str]]:
    """A union's dispatch, one branch a checker: the tags it answers, in spec order, and the
    checker (members that share a shape share a branch; ruff's SIM114 flags equal branches)."""
    assert shape.union is not None
    branches: dict[str, list[str]] = {}
    for tag, member in shape.union.members:
        branches.setdefault(py_checker(member), []).append(tag)
    return [(tuple(tags), checker) for checker, tags in branches.items()]


def py_envelope_params(p: Protocol) -> list[str]:
    """Python names of the envelope-level fields, keyword-only extra tool arguments."""
    return [f.name for f in p.envelope.fields]


def py_item_params(p: Protocol) -> list[tuple[str, bool]]:
    """For a single-object envelope: the item's fields as (name, required) emit parameters."""
    return [(f.name, f.required) for v in p.variants[:1] for f in v.fields]


def py_keyword_only_from(p: Protocol) -> int | None:
    """Where ``*`` goes in those parameters: before the first optional one when a required one
    follows it (Python allows no required positional after a default); None when not needed,
    so a spec listing required fields first keeps an all-positional signature."""
    params = py_item_params(p)
    first_optional = next((i for i, (_, required) in enumerate(params) if not required), None)
    if first_optional is None or not any(required for _, required in params[first_optional:]):
        return None
    return first_optional


def py_magnitude(s: Safety) -> str:
    """``Safety.magnitude`` as Python source (the 309-digit bound as the expression it is)."""
    return str(s.max_magnitude) if s.max_magnitude is not None else "2**1024 - 2**970 - 1"


# --------------------------------------------------------------------------- paths and messages
# A path is built only when an error is raised: a string literal, or an f-string for a path
# with indexes or keys in it.


def _path_body(path_expr: str) -> str:
    if path_expr.startswith('f"'):
        return path_expr[2:-1]
    text: str = json.loads(path_expr)
    return text.replace("{", "{{").replace("}", "}}")


def index_path(path_expr: str, index_var: str) -> str:
    """``"items"`` + ``vi`` → ``f"items[{vi}]"``: the path of a list element, built only on error."""
    return f'f"{_path_body(path_expr)}[{{{index_var}}}]"'


def member_path(path_expr: str, name: str) -> str:
    """``f"options[{vi}]"`` + ``id`` → ``f"options[{vi}].id"``."""
    return f'f"{_path_body(path_expr)}.{name}"'


def key_path(path_expr: str, key_var: str) -> str:
    """``"fields"`` + ``vk`` → ``f"fields.{vk}"``: the path of a map entry."""
    return f'f"{_path_body(path_expr)}.{{{key_var}}}"'


def at_least_message(bound: Bound) -> str:
    """The error reason for a list under its minimum, as a Python expression."""
    if bound_value(bound) == 1:
        return '"must not be empty"'
    if isinstance(bound, Limit):
        return f'f"must have at least {{{bound.name}}} items"'
    return f'"must have at least {bound} items"'


def py_message(reason: str | Text, **slots: str) -> str:
    """An error reason (generator/model/messages.py) as a Python expression: a string literal, or
    an f-string that names each limit's constant (and fills each slot with an expression)."""
    if isinstance(reason, str):
        return py_literal(reason)
    if all(isinstance(part, (str, int)) for part in reason.parts):
        return py_literal(str(reason))
    body = ""
    for part in reason.parts:
        if isinstance(part, Slot):
            body += "{" + slots[part.name] + "}"
        elif isinstance(part, Limit):
            body += "{" + part.name + "}"
        else:
            body += py_literal(str(part))[1:-1].replace("{", "{{").replace("}", "}}")
    return f'f"{body}"'
