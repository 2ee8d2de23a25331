"""The model's view of a protocol's tool, as text and parameters, for templates/python/tool.py.jinja.

Everything here is assembled from the spec, so the words the model reads change with the spec:
the tool's docstring (``tool.description``), and the argument's description: what the argument
is (``tool.argument_doc``), every item type with its fields and a one-line example (a variant's
``tool_example``, else its first example), and the rules the doc gives agents (each variant's
``agent_rules`` and ``doc_tables``, then ``prose.agent_rules``).

The parameters are what the generated tool function takes: for a list envelope the JSON text
argument plus the envelope's optional fields; for a single-object envelope, the item's fields.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from generator.model import (
    AnyType,
    BooleanType,
    DocTable,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    StringType,
    TextType,
    Variant,
)
from generator.model.protocol import Protocol
from generator.targets.docs.text import doc_notes
from generator.targets.python.names import py_tool_function


@dataclass(frozen=True)
class Parameter:
    """One argument of the tool function, as a function-calling definition declares it."""

    name: str
    json_type: str
    required: bool
    description: str  # for the argument itself: empty, the template uses ARGUMENT_DESCRIPTION
    enum: tuple[str, ...] = ()


@dataclass(frozen=True)
class ToolDefinition:
    name: str
    description: str
    argument_description: str
    parameters: list[Parameter]
    function: str  # the generated tool function (never raises; returns the envelope or the error)
    arguments_are_fields: bool  # single-object envelope: the item's fields are the arguments

    @property
    def required(self) -> list[str]:
        return [x.name for x in self.parameters if x.required]

    @property
    def argument_subject(self) -> str:
        """How the generated docs name what ``ARGUMENT_DESCRIPTION`` describes."""
        return "the arguments" if self.arguments_are_fields else f"the `{self.parameters[0].name}` argument"

    @property
    def description_lines(self) -> list[str]:
        """The text split after each newline: one string literal a line in the generated code."""
        return self.description.splitlines(keepends=True)

    @property
    def argument_description_lines(self) -> list[str]:
        return self.argument_description.splitlines(keepends=True)


def tool_definition(p: Protocol) -> ToolDefinition:
    return ToolDefinition(
        name=p.tool.name,
        description=p.tool.description,
        argument_description=argument_description(p),
        parameters=parameters(p),
        function=py_tool_function(p),
        arguments_are_fields=not p.envelope.is_list,
    )


# --------------------------------------------------------------------------- parameters


_JSON_TYPES: dict[type, str] = {
    StringType: "string",
    EnumType: "string",
    TextType: "string",
    BooleanType: "boolean",
    IntegerType: "integer",
    NumberType: "number",
    ListType: "array",
    ObjectType: "object",
    MapType: "object",
}


def _parameter(f: Field) -> Parameter:
    t = f.type
    if type(t) not in _JSON_TYPES:
        raise ValueError(f"no JSON type for field type '{t.kind}'")
    enum = t.enum.accepted if isinstance(t, EnumType) else ()
    return Parameter(f.name, _JSON_TYPES[type(t)], f.required, doc_notes(f), enum)


def parameters(p: Protocol) -> list[Parameter]:
    if not p.envelope.is_list:
        return [_parameter(f) for f in p.variants[0].fields]
    argument = Parameter(p.tool.argument, "string", True, "")
    return [argument] + [_parameter(f) for f in p.envelope.fields]


# --------------------------------------------------------------------------- the argument's description


def _plain(t: FieldType) -> str:
    return ""


def _enum(t: FieldType) -> str:
    assert isinstance(t, EnumType)
    return "|".join(t.enum.accepted)


def _named(t: FieldType) -> str:
    return t.kind


def _list(t: FieldType) -> str:
    assert isinstance(t, ListType)
    return f"[{type_text(t.of) or 'string'}]"


def _object(t: FieldType) -> str:
    assert isinstance(t, ObjectType)
    if t.shape.union is not None:  # {type: text, …}|{type: image, …}
        disc = t.shape.union.discriminator
        return "|".join(
            fields_text(member.fields).replace("{", f"{{{disc}: {tag}" + (", " if member.fields else ""), 1)
            for tag, member in t.shape.union.members
        )
    return fields_text(t.shape.fields)


def _map(t: FieldType) -> str:
    assert isinstance(t, MapType)
    return "{key: " + "|".join(t.values) + "}"


# Strings are the default and go unnamed: `path` reads as a string, `replace?: boolean` does not.
_TYPE_TEXT: dict[type, Callable[[FieldType], str]] = {
    StringType: _plain,
    TextType: _plain,
    EnumType: _enum,
    BooleanType: _named,
    IntegerType: _named,
    NumberType: _named,
    AnyType: _named,
    OneOfType: lambda t: "|".join(type_text(alt) or "string" for alt in t.of),  # type: ignore[attr-defined]
    ListType: _list,
    ObjectType: _object,
    MapType: _map,
}


def type_text(t: FieldType) -> str:
    """A field type in the compact notation of the description (``light|dark``, ``[{key, label}]``)."""
    render = _TYPE_TEXT.get(type(t))
    if render is None:
        raise ValueError(f"no description for field type '{t.kind}'")
    return render(t)


def fields_text(fields: list[Field]) -> str:
    """``{path, hash?, replace?: boolean}``: optional fields end in ``?``."""
    parts = []
    for f in fields:
        kind = type_text(f.type)
        parts.append(f"{f.name}{'' if f.required else '?'}{': ' + kind if kind else ''}")
    return "{" + ", ".join(parts) + "}"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _or_list(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _requirements(
    fields: list[Field], prefix: str = "", seen: frozenset[str] = frozenset()
) -> Iterator[tuple[str, Field]]:
    """Every field with a `requires`, the item's own and those of the shapes it holds (through
    objects, union members, list elements and one_of alternatives; a shape once per path), by
    its dotted path (`entries[].keyType`)."""
    for f in fields:
        path = f"{prefix}{f.name}"
        if f.requires:
            yield path, f
        yield from _nested_requirements(f.type, path, seen)


def _nested_requirements(t: FieldType, path: str, seen: frozenset[str]) -> Iterator[tuple[str, Field]]:
    if isinstance(t, ListType):
        yield from _nested_requirements(t.of, path + "[]", seen)
    elif isinstance(t, OneOfType):
        for alt in t.of:
            yield from _nested_requirements(alt, path, seen)
    elif isinstance(t, ObjectType) and t.shape.name not in seen:
        inner = seen | {t.shape.name}
        members = [m.fields for _, m in t.shape.union.members] if t.shape.union else [t.shape.fields]
        done: set[str] = set()
        for fields in members:
            for found in _requirements(fields, path + ".", inner):
                if found[0] not in done:
                    done.add(found[0])
                    yield found


def _variant_line(v: Variant, example: object | None, head: str) -> str:
    words = " ".join(_one_line(x) for x in (v.summary, v.description) if x)
    line = f"{head} {fields_text(v.fields)}: {words}"
    if v.forbid:  # refused, not dropped like other unknown fields: the model must know
        line += f" Do not send {_or_list(v.forbid)} (refused)."
    for path, f in _requirements(v.fields):  # refused alone: the model must send them together
        beside = "" if "." not in path else " beside it"
        line += f" Send {path} only with {' and '.join(f.requires)}{beside}."
    if example is not None:
        line += " Example: " + json.dumps(example, ensure_ascii=False, separators=(",", ":"))
    return line


def _table_text(table: DocTable) -> str:
    head = " → ".join(table.columns)
    rows = "; ".join(" → ".join(row) for row in table.rows)
    title = _one_line(table.title).rstrip(":")
    return f"{title} ({head}): {rows}" if title else f"{head}: {rows}"


def argument_description(p: Protocol) -> str:
    """What the model reads about the argument: the form, the item types, the rules."""
    env = p.envelope
    lines = [_one_line(p.tool.argument_doc).rstrip(".") + "."] if p.tool.argument_doc else []
    if env.is_list and env.discriminator:
        item = env.item
        count = f"{env.min_value or 0}–{env.max_value} {item}s" if env.max_value else f"{item}s"
        lines.append(f"{count} per call, applied in order; `{env.discriminator.field}` picks the {item} type.")
        if env.unique:
            lines.append(f"`{env.unique}` must be unique across the {item}s.")
        lines.append(f"{item.capitalize()} types:")
        lines += [_variant_line(v, p.tool.examples.get(v.name), f"- {v.wire}") for v in p.variants]
    else:
        v = p.variants[0]
        lines.append(_variant_line(v, p.tool.examples.get(v.name), "Arguments"))
    rules = []
    for v in p.variants:
        prefix = f"{v.wire}: " if env.is_list else ""
        rules += [prefix + _one_line(rule) for rule in v.agent_rules]
        rules += [prefix + _table_text(table) for table in v.doc_tables]
    rules += [_one_line(rule) for rule in p.prose.agent_rules]
    if rules:
        lines.append("Rules:")
        lines += [f"- {rule}" for rule in rules]
    lines.append(f"An invalid call returns `{p.tool.error_prefix}<field>: <reason>`; fix that field and call again.")
    return "\n".join(lines)
