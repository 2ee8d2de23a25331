"""Diff, part 1: one protocol as a flat list of located facts.

``diff`` compares what two specs *mean*, so it compares their typed models, not their YAML: a
field moved into an ``include``, a limit written as a number instead of a name, or a rule
inherited from ``defaults`` instead of written out are no change. This module flattens one
:class:`Protocol` into :class:`Fact`\\ s; generator/versioning/diff.py pairs the facts of two protocols and
classifies each difference.

A fact is one thing a change can be classified on: that an element exists (a variant, a field,
an enum value, an exported name), or one property of an element (a field's ``required``, a
list's ``max_items``, a string's normalisation). Facts are keyed by *where they act on the
wire*, not where they are written: a field of the shape ``resource_item`` reached through
``resource_list.items`` is keyed ``variants/resource_list/items/[]/href``, so swapping a
field's shape for an identical one is no change. Each fact also keeps where it is written
(a path into the loaded :class:`Document`), which is how every reported change gets its
``file:line:column`` without positions on the model itself.

Some attributes of the model are read with ``getattr`` and a default: the spec language is
being extended (envelope fields, list ``unique_by``, enum ``reserved``, variant ``forbid``), and
the diff must read specs written before and after those keys exist.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.model import (
    JSON_KINDS,
    Enum,
    Field,
    FieldType,
    Include,
    ObjectType,
    Shape,
)
from generator.model.protocol import Protocol
from generator.spec.load import DocPath, Document
from generator.targets.code import enum_constant
from generator.targets.json_schema.options import jsonschema_id
from generator.targets.python.names import py_class
from generator.targets.python.options import python_options
from generator.targets.typescript.names import rendering, ts_named, ts_package, ts_prefix
from generator.versioning.fact import Fact, FactId, FactTable, Key, default_text
from generator.versioning.safety_facts import safety_facts
from generator.versioning.source_facts import field_facts, protocol_facts
from generator.versioning.stream_facts import stream_facts


@dataclass
class Located:
    """A protocol with the document it was built from, and its facts in spec order."""

    protocol: Protocol
    doc: Document
    facts: dict[FactId, Fact]


def locate(protocol: Protocol, doc: Document) -> Located:
    walk = _Walk(protocol, doc)
    with rendering(protocol):  # the generated TypeScript members name the protocol's types
        walk.protocol()
    return Located(protocol, doc, walk.facts)


class _Walk(FactTable):
    def __init__(self, p: Protocol, doc: Document) -> None:
        super().__init__(doc)
        self.p = p

    # ---- top level

    def protocol(self) -> None:
        p, k = self.p, ("protocol",)
        self.add(k, "id", "wire", p.id.rsplit("/v", 1)[0], ("protocol", "id"), "protocol id")
        self.add(k, "name", "api", p.name, ("protocol", "name"), "protocol name")
        for attr in ("title", "summary", "intro"):
            self.prose(k, attr, getattr(p, attr), ("protocol", attr), "protocol")
        # documentation: which hand-written module the package replaces (its docstring says)
        python = python_options(p)
        self.prose(("packages",), "", python.replaces, ("packages", "python", "replaces"), "packages.python.replaces")
        for label, value, path in (
            ("Python module", python.module, ("packages", "python", "module")),
            ("Python distribution", python.distribution, ("packages", "python", "distribution")),
            ("TypeScript package", ts_package(p), ("packages", "typescript", "package")),
            ("TypeScript prefix", ts_prefix(p), ("packages", "typescript", "prefix")),
        ):
            self.add(("packages",), label, "api", value, path, label)
        t = ("tool",)
        self.add(t, "name", "wire", p.tool.name, ("tool", "name"), "tool name")
        self.add(t, "argument", "wire", p.tool.argument, ("tool", "argument"), "tool argument")
        self.add(t, "error_prefix", "wire", p.tool.error_prefix, ("tool", "error_prefix"), "error prefix")
        self.prose(t, "argument_doc", p.tool.argument_doc, ("tool", "argument_doc"), "tool")
        # Compare what the spec wrote: the fallback to the summary is reported as the summary.
        self.prose(t, "description", p.tool.written_description, ("tool", "description"), "tool")
        self.prose(t, "examples", p.tool.examples, ("variants",), "tool")
        if jsonschema_id(p):
            self.add(
                ("packages",),
                "JSON Schema id",
                "api",
                jsonschema_id(p),
                ("packages", "jsonschema", "id"),
                "JSON Schema id",
            )
        self.envelope()
        for fact in protocol_facts(p):  # what the generated code's signatures promise
            self.facts[(fact.key, fact.attr)] = fact
        self.stream()
        self.declarations()
        safety_facts(self, self.p.safety)
        self.variants()
        self.prose(("examples",), "", p.examples, ("examples",), "examples")
        for f in dataclasses.fields(p.prose):
            self.prose(("prose",), f.name, getattr(p.prose, f.name), ("prose", f.name), "prose")

    def envelope(self) -> None:
        e, k, path = self.p.envelope, ("envelope",), ("envelope",)
        subject = f"envelope {e.list_key}" if e.list_key else "envelope"
        self.add(k, "list", "wire", e.list_key, path + ("list",), "envelope list key")
        self.add(k, "item", "api", e.item, path + ("item",), "envelope item name")
        self.bound(k, "min_items", "min", e.min_items, path, subject, "min")
        self.bound(k, "max_items", "max", e.max_items, path, subject, "max")
        self.add(k, "unique", "check", getattr(e, "unique", None), path + ("unique",), subject, info="unique field")
        d = e.discriminator
        dpath = path + ("discriminator",)
        self.add(k, "discriminator", "wire", d.field if d else None, dpath + ("field",), "discriminator")
        closed = tuple(self.p.item_types)
        self.rules(
            k,
            "discriminator normalise",
            d.normalise if d else (),
            dpath + ("normalise",),
            None,
            "discriminator",
            closed,
        )
        self.add(k, "discriminator after", "layout", getattr(d, "after", None), dpath + ("after",), "discriminator")
        self.add(k, "unknown", "unknown", e.unknown, path + ("unknown",), "unknown fields")
        for i, f in enumerate(getattr(e, "fields", [])):
            self.field(k, f, path + ("fields", i), "envelope")

    def stream(self) -> None:
        for fact in stream_facts(self.p):
            self.facts[(fact.key, fact.attr)] = fact

    def declarations(self) -> None:
        """Names the generated packages export, and the prose declared with them."""
        for limit in self.p.limits:
            k = ("limits", limit.name)
            self.add(k, "", "export", None, k, f"limit constant {limit.name}")
            self.prose(k, "doc", limit.doc, k + ("doc",), f"limit {limit.name}")
        for enum in self.p.enums:
            k = ("enums", enum.name)
            self.add(k, "", "export", None, k, f"enum constant {enum_constant(enum)}")
            self.type_names(k, enum, "enum")
            self.prose(k, "doc", enum.doc, k + ("doc",), f"enum {enum.name}")
            # Refused with a reason: the accepted values are compared where fields use them.
            self.prose(k, "reserved", getattr(enum, "reserved", ()), k + ("reserved",), f"enum {enum.name}")
        for shape in self.p.shapes:
            k = ("shapes", shape.name)
            self.add(k, "", "export", None, k, f"shape type {py_class(shape)}")
            self.type_names(k, shape, "shape")
            self.prose(k, "doc", shape.doc, k + ("doc",), f"shape {shape.name}")
        for fmt in self.p.formats:
            k = ("formats", fmt.name)
            self.add(k, "", "declared", None, k, f"format {fmt.name}")  # not exported: its fields carry it
            self.prose(k, "message", fmt.message, k + ("message",), f"format {fmt.name}")
            self.prose(k, "reason", fmt.reason, k + ("reason",), f"format {fmt.name}")

    # ---- variants and fields

    def type_names(self, k: Key, item: Shape | Enum, kind: str) -> None:
        """Its type name, and the TypeScript type it exports: renamed, a consumer's code breaks."""
        self.add(k, "type_name", "api", item.type_name, k + ("type_name",), f"{kind} {item.name} type name")
        at = ("packages", "typescript", "type_names", item.name)
        self.add(k, "ts_name", "api", ts_named(item, self.p), at, f"{kind} {item.name} TypeScript type")

    def variants(self) -> None:
        item = self.p.envelope.item
        self.add(("variants",), "order", "order", tuple(self.p.item_types), ("variants",), f"{item} types")
        for i, v in enumerate(self.p.variants):
            k, path, subject = ("variants", v.name), ("variants", i), f"{item} type {v.name}"
            self.add(k, "", "variant", None, path, subject)
            self.add(k, "tag", "wire", v.wire, path + ("tag",), f"{subject} tag")
            for attr in (
                "summary",
                "description",
                "doc",
                "handling",
                "notes",
                "agent_rules",
                "doc_tables",
                "examples",
            ):
                self.prose(k, attr, getattr(v, attr), path + (attr,), subject)
            for j, name in enumerate(getattr(v, "forbid", ())):
                self.add(k, "forbid:" + name, "forbid", None, path + ("forbid", j), subject, info=name)
            for j, member in enumerate(v.members):
                if isinstance(member, Include):
                    shape = member.shape
                    for n, f in enumerate(shape.fields):
                        self.field(k, f, ("shapes", shape.name, "fields", n), shape.name)
                else:
                    self.field(k, member, path + ("fields", j), v.name)
            names = tuple(f.name for f in v.fields)
            self.add(k, "field order", "order", names, path + ("fields",), f"{subject} fields")

    def field(self, parent: Key, f: Field, path: DocPath, owner: str) -> None:
        k, subject = parent + (f.name,), f"{owner}.{f.name}"
        self.add(k, "", "field", None, path, subject, info=f.required)
        self.add(k, "required", "required", f.required, path + ("required",), subject)
        self.add(k, "null", "null", f.null, path + ("null",), subject)
        for j, name in enumerate(getattr(f, "requires", ())):  # a sibling it is never sent without
            self.add(k, "requires:" + name, "requires", None, path + ("requires", j), subject, info=name)
        self.prose(k, "doc", f.doc, path + ("doc",), subject)
        for fact in field_facts(k, f, path, subject):  # what the generated code promises of it
            self.facts[(fact.key, fact.attr)] = fact
        self.value_type(k, f.type, path, subject)

    def value_type(self, k: Key, t: FieldType, path: DocPath, subject: str) -> None:
        """A value's type and every check on it; ``path`` is the mapping holding its ``type``."""
        self.add(k, "type", "type", t.kind, path + ("type",), subject)
        if t.kind not in _TYPE_FACTS:
            raise ValueError(f"diff does not know field type '{t.kind}'")
        _TYPE_FACTS[t.kind](self, k, t, path, subject)

    def string(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        self.rules(k, "normalise", t.normalise, path + ("normalise",), ("defaults", "string", "normalise"), subject)
        self.add(k, "starts_with", "check", t.starts_with, path + ("starts_with",), subject, info="starts_with")
        self.bound(k, "max_length", "max", t.max_length, path, subject, "max length")
        self.add(k, "pattern", "check", t.pattern, path + ("pattern",), subject, info="pattern")
        fmt = t.format
        self.add(
            k,
            "format",
            "format",
            fmt.pattern if fmt else None,
            path + ("format",),
            subject,
            info=fmt.name if fmt else None,
        )
        self.add(k, "default", "default", default_text(t.default), path + ("default",), subject)
        self.add(k, "keep_empty", "keep_empty", t.keep_empty, path + ("keep_empty",), subject)

    def enum(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        enum = t.enum
        accepted = tuple(getattr(enum, "accepted", enum.values))
        self.rules(
            k, "normalise", t.normalise, path + ("normalise",), ("defaults", "enum", "normalise"), subject, accepted
        )
        where = ("enums", enum.name, "values")
        for value in accepted:
            self.add(
                k,
                "value:" + value,
                "enum_value",
                None,
                where + (enum.values.index(value),),
                f"enum {enum.name}",
                info=value,
            )
        self.add(k, "value order", "order", accepted, where, f"enum {enum.name} values")
        self.add(k, "default", "default", default_text(t.default), path + ("default",), subject)

    def integer(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        self.add(k, "min", "min", t.min, path + ("min",), subject, info="min value")
        self.add(k, "max", "max", t.max, path + ("max",), subject, info="max value")
        self.add(k, "default", "default", default_text(t.default), path + ("default",), subject)
        self.add(k, "whole_floats", "whole_floats", t.whole_floats, path + ("whole_floats",), subject)

    def list_type(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        self.bound(k, "min_items", "min", t.min_items, path, subject, "min")
        self.bound(k, "max_items", "max", t.max_items, path, subject, "max")
        self.add(
            k, "unique_by", "check", getattr(t, "unique_by", None), path + ("unique_by",), subject, info="unique_by"
        )
        self.value_type(k + ("[]",), t.of, path + ("of",), subject + "[]")

    def object_type(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        shape = t.shape
        if shape.union is not None:  # its tag, and each member as the shape it names
            upath = ("shapes", shape.name, "union")
            self.add(
                k, "union tag", "wire", shape.union.discriminator, upath + ("discriminator",), f"union {shape.name} tag"
            )
            for tag, member in shape.union.members:
                # the member as an element: what is inside a member added or removed is part of it
                self.add(
                    k + (tag,), "", "union_member", None, upath + ("members", tag), f"union {shape.name}", info=tag
                )
                self.object_type(k + (tag,), ObjectType(member), path, subject)
            return
        for n, f in enumerate(shape.fields):
            self.field(k, f, ("shapes", shape.name, "fields", n), shape.name)
        self.add(
            k,
            "field order",
            "order",
            tuple(f.name for f in shape.fields),
            ("shapes", shape.name, "fields"),
            f"shape {shape.name} fields",
        )

    def one_of(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        """Each alternative an element, keyed by its JSON kind: one added is compatible, one
        removed breaking, and what is inside one is diffed as that type is."""
        for i, alt in enumerate(t.of):
            kind = JSON_KINDS[alt.kind]
            self.add(k + ("|" + kind,), "", "one_of_alt", None, path + ("of", i), subject, info=kind)
            self.value_type(k + ("|" + kind,), alt, path + ("of", i), f"{subject} as {kind}")

    def map_type(self, k: Key, t: Any, path: DocPath, subject: str) -> None:
        self.rules(k, "key normalise", t.key_normalise, path + ("keys", "normalise"), None, subject + " keys")
        for i, value in enumerate(t.values):
            self.add(k, "accepts:" + value, "map_value", None, path + ("values", i), subject, info=value)
        self.bound(k, "max_entries", "max", t.max_entries, path, subject, "max entries")


# One entry per field type: an unknown type fails loudly instead of diffing as "no change".
_TYPE_FACTS: dict[str, Callable[[_Walk, Key, Any, DocPath, str], None]] = {
    "string": _Walk.string,
    "enum": _Walk.enum,
    "boolean": lambda w, k, t, path, subject: w.add(
        k, "default", "default", default_text(t.default), path + ("default",), subject
    ),
    "integer": _Walk.integer,
    "number": lambda w, k, t, path, subject: w.add(k, "emit", "emit", t.emit_float, path + ("emit",), subject),
    "text": lambda w, k, t, path, subject: None,
    "any": lambda w, k, t, path, subject: None,
    "one_of": lambda w, k, t, path, subject: w.one_of(k, t, path, subject),
    "list": _Walk.list_type,
    "object": _Walk.object_type,
    "map": _Walk.map_type,
}
