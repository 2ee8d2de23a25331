"""Stage 1: read a spec file into plain Python values, keeping every node's position.

PyYAML's composer gives nodes with marks; we turn them into dicts/lists/scalars ourselves so
that (a) every value and every mapping key keeps its ``file:line:column`` and (b) YAML
features that would hide mistakes are refused: duplicate keys (PyYAML keeps the last one
silently), anchors/aliases and merge keys (a spec should read top to bottom), and implicit
types we do not want (dates, ``yes``/``no`` booleans stay strings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.errors import Position, SpecError
from generator.spec.yaml_tags import libyaml_loader

# A path into the loaded document: mapping keys and list indexes from the root.
DocPath = tuple[str | int, ...]


@dataclass
class Document:
    """A loaded spec: its data plus where each piece of it was written."""

    source: str
    data: Any
    positions: dict[DocPath, Position] = field(default_factory=dict)
    key_positions: dict[DocPath, Position] = field(default_factory=dict)
    # Where each value's text starts and ends in the file (character offsets; a scalar's quotes
    # included), for tools that edit a spec in place and keep the rest of it (new_major.py).
    spans: dict[DocPath, tuple[int, int]] = field(default_factory=dict)
    text: str = ""  # the text those offsets are into

    def at(self, path: DocPath) -> Position:
        """The position of the value at ``path``, or of its nearest written ancestor."""
        while path not in self.positions and path:
            path = path[:-1]
        return self.positions.get(path, Position(self.source, 1, 1))

    def key_at(self, path: DocPath) -> Position:
        """The position of the mapping key that introduces ``path`` (its value's, failing that)."""
        return self.key_positions.get(path) or self.at(path)


# The largest spec file read, in bytes: the generators' time and memory grow with a spec, and a
# spec 30 times the size of the largest shipped one (34 KB) is a mistake, not a protocol (spec/README.md).
MAX_SPEC_BYTES = 1 << 20

_PLAIN = {"true": True, "false": False, "null": None, "~": None, "": None}
_YAML_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")
_INT = re.compile(r"-?(0|[1-9][0-9]*)")
_FLOAT = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")


def _position(source: str, node: yaml.Node) -> Position:
    mark = node.start_mark
    return Position(source, mark.line + 1, mark.column + 1)


def _scalar(node: yaml.ScalarNode) -> Any:
    """Resolve a scalar with JSON's types only (YAML 1.1's ``yes``, dates, octal stay strings)."""
    text = node.value
    if node.style:  # quoted or block scalar: always a string
        return text
    if text in _PLAIN:
        return _PLAIN[text]
    if _INT.fullmatch(text):
        return int(text)
    if _FLOAT.fullmatch(text):
        return float(text)
    return text


# The tags plain YAML resolves to on its own (a date, `=` and `<<` included: `_scalar` reads the
# first two as strings, `_convert` refuses merge keys); an explicit other tag (`!!binary`,
# `!!python/object:…`, `!local`) would be read as a plain string, so it is refused instead.
_PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp", "value", "merge")
)


def _convert(doc: Document, node: yaml.Node, path: DocPath) -> Any:
    doc.positions[path] = _position(doc.source, node)
    doc.spans[path] = (node.start_mark.index, node.end_mark.index)
    if node.tag not in _PLAIN_TAGS:
        raise SpecError(doc.positions[path], f"YAML tag '{node.tag}' is not allowed in a spec: write the plain value")
    if isinstance(node, yaml.ScalarNode):
        value = _scalar(node)
        if isinstance(value, str):
            _check_text(value, doc.positions[path])
        return value
    if isinstance(node, yaml.SequenceNode):
        return [_convert(doc, child, path + (i,)) for i, child in enumerate(node.value)]
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key_pos = _position(doc.source, key_node)
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                raise SpecError(key_pos, "mapping keys must be plain strings (no merge keys)")
            key = key_node.value
            _check_text(key, key_pos)
            if key in out:
                first = doc.key_positions[path + (key,)]
                raise SpecError(key_pos, f"duplicate key '{key}' (first at line {first.line})")
            doc.key_positions[path + (key,)] = key_pos
            out[key] = _convert(doc, value_node, path + (key,))
        return out
    raise SpecError(_position(doc.source, node), f"unsupported YAML node {type(node).__name__}")


def _check_text(text: str, where: Position) -> None:
    """Spec text reaches Python and TypeScript source, docs and messages: no NUL (Python
    refuses it in source), no unpaired surrogate (not writable as UTF-8)."""
    if "\x00" in text:
        raise SpecError(where, "text in a spec must not contain NUL")
    if not text.isascii() and any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise SpecError(where, "text in a spec must not contain an unpaired surrogate")


class _NoAliasComposer(yaml.SafeLoader):
    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: ANN401 - PyYAML's signature
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]  # untyped in PyYAML's stubs
            raise SpecError(
                Position(self.name, mark.line + 1, mark.column + 1),
                "YAML aliases are not allowed in a spec: write the value out",
            )
        return super().compose_node(parent, index)


# PyYAML's problems in its own terms, and what a spec author should look at.
_YAML_HINTS = {
    "found character '\\t'": "YAML does not allow a tab here, use spaces",
    "mapping values are not allowed here": ("is this line indented too far, or does an unquoted value contain ': '?"),
    "expected <block end>": "does this line's indentation match the lines above?",
}
# Constructs that run until they are closed: when the parser gives up on a later line, the
# opening bracket or quote is what to look at.
_OPENERS = {
    "while parsing a flow sequence": "'['",
    "while parsing a flow mapping": "'{'",
    "while scanning a quoted scalar": "quote",
}


def _yaml_error(exc: yaml.MarkedYAMLError, source: str) -> SpecError:
    problem, context = exc.problem or "", exc.context or ""
    opened, mark = exc.context_mark, exc.problem_mark or exc.context_mark
    if context in _OPENERS and opened and mark and opened.line < mark.line:
        where = f"line {mark.line + 1}, column {mark.column + 1}"
        reason = f"this {_OPENERS[context]} is not closed before {where} ({problem})"
        return SpecError(Position(source, opened.line + 1, opened.column + 1), "bad YAML: " + reason)
    # "while parsing/scanning ..." only says what PyYAML was doing; other contexts are sentences.
    reason = problem if context.startswith("while ") else " ".join(p for p in (context, problem) if p)
    hint = next((h for text, h in _YAML_HINTS.items() if text in problem), "")
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    if hint:
        reason = f"{reason}; {hint}"
    return SpecError(Position(source, line, column), "bad YAML: " + reason)


# Text the C parser (libyaml) is given: none of the characters PyYAML's reader refuses, and none
# of the line breaks and marks the two parsers might count differently.
_NOT_FOR_LIBYAML = re.compile("[\r\x85\u2028\u2029\ufeff]|" + yaml.reader.Reader.NON_PRINTABLE.pattern)


def _compose_fast(text: str) -> yaml.Node | None:
    """The node tree libyaml composes, about ten times faster than PyYAML's Python parser
    (diff reads two specs, generate and check one: most of their time on a spec of 1,000
    actions). The same marks, tags and values; None, so that the Python parser reads it and
    words the error, for whatever libyaml refuses or cannot be trusted with: a YAML error, an
    alias (libyaml shares the aliased node), text outside ``_NOT_FOR_LIBYAML``, or no libyaml.
    tests/test_scale.py holds both to the same Document on every spec in the repository."""
    loader_class = libyaml_loader()  # yaml.CSafeLoader, its tags remembered (yaml_tags.py)
    if loader_class is None or _NOT_FOR_LIBYAML.search(text):
        return None
    try:
        loader = loader_class(text)
        try:
            node: yaml.Node | None = loader.get_single_node()
        finally:
            loader.dispose()
    except (yaml.YAMLError, RecursionError):
        return None
    seen: set[int] = set()
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
        if id(current) in seen:
            return None  # an alias: the Python parser refuses it at its position
        seen.add(id(current))
        if isinstance(current, yaml.MappingNode):
            stack.extend(part for pair in current.value for part in pair)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)
    return node


class _NotHere(Exception):
    """A spec :func:`_read_events` leaves to the parsers that word what is wrong with it."""


def _read_events(text: str, source: str) -> Document | None:
    """The :class:`Document` of a spec with nothing wrong in it, built straight from libyaml's
    events, without composing nodes first: the same marks, so the same positions and spans,
    in half the time of composing and converting (``load`` was a third of ``diff`` at 1,000
    actions). None for anything else: a YAML error, an alias, a tag, a merge or duplicate
    key, text a spec may not hold, nesting past the recursion limit, or no libyaml. Then the
    composing readers below read the spec and word its error, as they did before this one.
    tests/test_scale.py holds its Documents to theirs on every spec in the repository."""
    loader_class: Any = getattr(yaml, "CSafeLoader", None)
    if loader_class is None or _NOT_FOR_LIBYAML.search(text):
        return None
    doc = Document(source, None, text=text)
    parser = loader_class(text)
    try:
        parser.get_event()  # the stream's start
        if type(parser.get_event()) is not yaml.DocumentStartEvent:
            return None  # no document: "the spec is empty"
        doc.data = _event_value(doc, parser.get_event, parser.get_event(), ())
        if type(parser.get_event()) is not yaml.DocumentEndEvent or type(parser.get_event()) is not yaml.StreamEndEvent:
            return None
    except (_NotHere, yaml.YAMLError, RecursionError):
        return None
    finally:
        parser.dispose()
    return doc


def _event_value(doc: Document, next_event: Any, event: Any, path: DocPath) -> Any:
    """The value that starts with ``event``, its positions recorded as ``_convert`` records them.
    The event classes, the tables and ``Position`` are read once, as locals of the walk: at
    1,000 actions a spec is ~95,000 events, and each lookup saved is ~10 ms a spec."""
    positions, key_positions, spans, source = doc.positions, doc.key_positions, doc.spans, doc.source
    scalar_event, alias_event = yaml.ScalarEvent, yaml.AliasEvent
    sequence_start, sequence_end = yaml.SequenceStartEvent, yaml.SequenceEndEvent
    mapping_start, mapping_end = yaml.MappingStartEvent, yaml.MappingEndEvent
    plain_tags, position, scalar, bad_text = _PLAIN_TAGS, Position, _scalar, _bad_text

    def value(event: Any, path: DocPath) -> Any:
        kind, start = type(event), event.start_mark
        positions[path] = position(source, start.line + 1, start.column + 1)
        if kind is alias_event or (event.tag is not None and event.tag != "!" and event.tag not in plain_tags):
            raise _NotHere
        spans[path] = (start.index, event.end_mark.index)  # a collection's end is set below
        if kind is scalar_event:
            found = scalar(event)
            if found.__class__ is str and bad_text(found):
                raise _NotHere
            return found
        if kind is sequence_start:
            items: list[Any] = []
            event = next_event()
            while type(event) is not sequence_end:
                items.append(value(event, (*path, len(items))))
                event = next_event()
            spans[path] = (start.index, _end(event))
            return items
        if kind is not mapping_start:
            raise _NotHere
        out: dict[str, Any] = {}
        event = next_event()
        while type(event) is not mapping_end:
            key = event.value if type(event) is scalar_event and event.tag is None else None
            if key is None or key == "<<" or key in out or bad_text(key):
                raise _NotHere
            mark, at = event.start_mark, (*path, key)
            key_positions[at] = position(source, mark.line + 1, mark.column + 1)
            out[key] = value(next_event(), at)
            event = next_event()
        spans[path] = (start.index, _end(event))
        return out

    return value(event, path)


def _end(event: Any) -> int:
    """Where an event ends (the marks' type in PyYAML's stubs allows None; libyaml's never are)."""
    return int(event.end_mark.index)


def _bad_text(text: str) -> bool:
    """What ``_check_text`` refuses."""
    return "\x00" in text or (not text.isascii() and any(0xD800 <= ord(c) <= 0xDFFF for c in text))


def load_text(text: str, source: str) -> Document:
    """Parse ``text`` (named ``source`` in errors) into a :class:`Document`."""
    read = _read_events(text, source)
    if read is not None:
        return read
    fast = _compose_fast(text)
    if fast is not None:
        return _document(fast, source, text)
    try:
        loader = _NoAliasComposer(text)
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (NUL, controls)
        lines = _YAML_BREAK.split(text[: exc.position])  # the line breaks PyYAML counts
        where = Position(source, len(lines), len(lines[-1]) + 1)
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        raise SpecError(where, f"YAML does not allow the character U+{code:04X} here") from None
    loader.name = source
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        raise _yaml_error(exc, source) from None
    except yaml.YAMLError as exc:
        raise SpecError(Position(source, 1, 1), f"bad YAML: {exc}") from None
    except RecursionError:
        raise SpecError(Position(source, 1, 1), "the YAML nests too deep to read") from None
    finally:
        loader.dispose()
    return _document(node, source, text)


def _document(node: yaml.Node | None, source: str, text: str) -> Document:
    doc = Document(source, None, text=text)
    if node is None:
        raise SpecError(Position(source, 1, 1), "the spec is empty")
    try:
        doc.data = _convert(doc, node, ())
    except RecursionError:
        raise SpecError(Position(source, 1, 1), "the YAML nests too deep to read") from None
    return doc


def load_file(path: Path, display: str | None = None) -> Document:
    """Read and parse a spec file; ``display`` is the name used in error positions."""
    name = display or str(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SpecError(Position(name, 1, 1), f"cannot read spec: {exc}") from None
    if len(data) > MAX_SPEC_BYTES:
        reason = f"the spec is {len(data):,} bytes, past the {MAX_SPEC_BYTES:,} a spec may have (spec/README.md)"
        raise SpecError(Position(name, 1, 1), reason)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:  # named where it is: the line, and the column in characters
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        column = len(data[line_start : exc.start].decode("utf-8", errors="replace")) + 1
        where = Position(name, data.count(b"\n", 0, exc.start) + 1, column)
        raise SpecError(where, f"the spec is not UTF-8: byte 0x{data[exc.start]:02X} {exc.reason}") from None
    return load_text(text, name)
