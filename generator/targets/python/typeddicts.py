"""The TypedDicts of a package's ``_types`` module, as the template prints them.

Each is written in the class syntax, so every field carries its doc as a docstring after its
annotation (as lsprotocol's generated types do) and a reader learns the protocol from the
Python::

    class ResourceItem(TypedDict):
        \"\"\"A resource shown as a card.\"\"\"

        href: NotRequired[str]
        \"\"\"Console-relative path, e.g. /project/{id}/databases/{db}\"\"\"

The class keeps the functional form's totality (a key is required unless ``NotRequired``), so
the annotations are the same text and the type is the same type. Where a key cannot be a name
in a class body, the type keeps the functional syntax, says why in a comment, and carries each
field's doc as comments above its key (``functional_reason``).

The module has no ``from __future__ import annotations``: on Python 3.11 a class-syntax
TypedDict with string annotations cannot see ``NotRequired`` at run time and counts every key
in ``__required_keys__``; shapes come dependencies first, so every annotation can be evaluated.
"""

from __future__ import annotations

import ast
import keyword
import unicodedata
from dataclasses import dataclass

from generator.model import Field, Variant
from generator.model.protocol import Protocol
from generator.model.types import Shape
from generator.targets.code import field_doc
from generator.targets.python import names


@dataclass(frozen=True)
class Entry:
    """One key of a TypedDict: its annotation, and the doc a reader sees beside it."""

    key: str
    annotation: str
    doc: str = ""


@dataclass(frozen=True)
class TypedDictDef:
    """One TypedDict: ``reason`` is empty when it is written in the class syntax, else why not."""

    name: str
    entries: tuple[Entry, ...]
    doc: str = ""  # the class docstring (a shape's doc, a variant's summary)
    reason: str = ""


def annotation_names(annotation: str) -> set[str]:
    """The names an annotation reads (``list[MetadataEntry]``: ``list``, ``MetadataEntry``)."""
    return {node.id for node in ast.walk(ast.parse(annotation, mode="eval")) if isinstance(node, ast.Name)}


def functional_reason(entries: tuple[Entry, ...]) -> str:
    """Why these keys cannot be written as a class body, or "" when they can. A key in a class
    body is a name: it must be an identifier Python keeps as written (not one NFKC folds), not a
    keyword, not ``__private`` (mangled into ``_Class__private``), and not a name an annotation
    of the class reads (``str``, ``MetadataEntry``): the key would declare that name in the
    class scope the annotations are read in. mypy still finds the outer name; the rule does not
    lean on how each checker resolves it, as a type kept functional loses nothing but its
    docstrings' place (its docs become comments)."""
    read = set().union(*(annotation_names(e.annotation) for e in entries))
    for e in entries:
        if not e.key.isidentifier():
            return f"the key {e.key!r} is not a Python identifier"
        if unicodedata.normalize("NFKC", e.key) != e.key:
            return f"Python would read the key {e.key!r} as {unicodedata.normalize('NFKC', e.key)!r}"
        if keyword.iskeyword(e.key):
            return f"the key {e.key!r} is a Python keyword"
        if e.key.startswith("__"):
            return f"the key {e.key!r} would be name-mangled in a class body"
        if e.key in read:
            return f"the key {e.key!r} would hide the name {e.key} the annotations read"
    return ""


def _typed_dict(name: str, entries: list[Entry], doc: str = "") -> TypedDictDef:
    return TypedDictDef(name, tuple(entries), doc, functional_reason(tuple(entries)))


def _fields(fields: list[Field]) -> list[Entry]:
    return [Entry(f.name, names.py_annotation(f), field_doc(f)) for f in fields]


def py_shape_dict(shape: Shape) -> TypedDictDef:
    """A shape with fields of its own (``ResourceItem``)."""
    return _typed_dict(names.py_class(shape), _fields(shape.fields), shape.doc)


def py_member_dict(member: names.UnionMember, union: Shape) -> TypedDictDef:
    """One member of a union shape: its tag, then the member shape's fields."""
    assert union.union is not None
    tag = Entry(union.union.discriminator, member.tag)
    return _typed_dict(member.name, [tag, *_fields(member.shape.fields)], member.shape.doc)


def py_variant_dict(v: Variant, p: Protocol) -> TypedDictDef:
    """One item type of a list envelope (``SetThemeAction``): its tag, then its fields."""
    assert p.envelope.discriminator is not None
    tag = Entry(p.envelope.discriminator.field, f"Literal[{names.py_literal(v.wire)}]")
    return _typed_dict(names.py_class(v), [tag, *_fields(v.fields)], v.summary)


def py_single_item_dict(p: Protocol) -> TypedDictDef:
    """The one item of a single-object envelope, without ``protocol``."""
    v = p.variants[0]
    return _typed_dict(names.py_item_union(p), _fields(v.fields), v.summary)


def py_envelope_dict(p: Protocol) -> TypedDictDef:
    """The envelope: ``protocol``, then the item list and the envelope's fields, or the one
    item's fields beside ``protocol``."""
    protocol = Entry("protocol", "str")
    if p.envelope.list_key is None:
        return _typed_dict(names.py_envelope_class(p), [protocol, *_fields(p.variants[0].fields)])
    items = Entry(p.envelope.list_key, f"list[{names.py_item_union(p)}]")
    return _typed_dict(names.py_envelope_class(p), [protocol, items, *_fields(p.envelope.fields)])
