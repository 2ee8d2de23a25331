"""The spec-change drill's edits: what a spec author realistically does to a spec, written as
text edits that keep the rest of the file as it is (comments, layout), each derived from the
spec it edits (its first enum, a variant whose examples allow it, its tightest limit that the
examples still fit …), never from a line pinned here.

``edit(kind, text, name)`` returns the spec text with one edit of that kind, or None when the
spec has nothing it applies to (a single-object envelope has no variant to add or remove).
tests/test_spec_drill.py applies them and then does only what the toolkit prints.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from generator.errors import SpecError
from generator.spec.load import DocPath, Document, load_text
from generator.spec.read import read_spec_text
from generator.versioning.new_major import edit_values

# The matrix, in the order the issue lists it.
KINDS = (
    "add-enum-value",
    "add-optional-field",
    "add-variant",
    "add-shape-field",
    "edit-prose",
    # beyond the list (as the next one), from a trial of edits the docs allow: limits
    # raised past what a test's sizes assumed. Before tighten-limit: on one spec, both land.
    "raise-limits",
    "tighten-limit",
    "make-required",
    "remove-variant",
    # also from that trial: a field with a pattern that no fixed sample string fits
    "add-pattern-field",
    # issue 33: compatible on the wire, a source break (its TypeScript member becomes `name?:`),
    # so diff must call it breaking for source reasons alone
    "make-optional",
)
# The kinds diff classifies as breaking (tests/test_spec_drill.py makes one more of them in a
# major that has not been released yet).
BREAKING = ("tighten-limit", "make-required", "remove-variant")
RAISE = 20  # raise-limits multiplies each limit by this


def _value_at(data: Any, path: DocPath) -> Any:
    for key in path:
        data = data[key]
    return data


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _append_item(text: str, doc: Document, seq: DocPath, item: list[str]) -> str:
    """``text`` with ``item`` (its lines) appended to the sequence at ``seq``, in its style."""
    start, end = doc.spans[seq]
    if text[start] == "[":  # flow: [a, b]
        close = text.rindex("]", start, end)
        empty = not text[start + 1 : close].strip()
        return text[:close] + ("" if empty else ", ") + " ".join(item) + text[close:]
    first = doc.spans[seq + (0,)][0]
    indent = text[_line_start(text, first) : first].split("-")[0]
    last = len(text[:end].rstrip())  # the end of the last item's last line
    after = text.find("\n", last)
    at = len(text) if after < 0 else after + 1
    lines = [f"{indent}- {item[0]}\n"] + [f"{indent}  {line}\n" for line in item[1:]]
    return text[:at] + ("" if text[:at].endswith("\n") else "\n") + "".join(lines) + text[at:]


def _remove_item(text: str, doc: Document, seq: DocPath, i: int) -> str | None:
    """``text`` without item ``i`` of a block sequence (None for a flow one)."""
    if text[doc.spans[seq][0]] == "[":
        return None
    start = _line_start(text, doc.spans[seq + (i,)][0])
    if seq + (i + 1,) in doc.spans:
        end = _line_start(text, doc.spans[seq + (i + 1,)][0])
    else:  # the last item: up to the end of its last line
        last = len(text[: doc.spans[seq][1]].rstrip())
        after = text.find("\n", last)
        end = len(text) if after < 0 else after + 1
    return text[:start] + text[end:]


def _remove_variant(text: str, doc: Document, i: int) -> str | None:
    """Variant ``i`` removed, with the worked examples that use it (as an author would)."""
    data = doc.data
    tag = data["envelope"].get("discriminator", {}).get("field", "type")
    name = data["variants"][i]["name"]
    users = [
        k for k, ex in enumerate(data.get("examples", [])) if any(item.get(tag) == name for item in ex.get("items", []))
    ]
    if users and len(users) == len(data["examples"]):
        return None  # every worked example uses it: no example would be left
    for k in reversed(users):  # later text first, so earlier offsets hold
        removed = _remove_item(text, doc, ("examples",), k)
        if removed is None:
            return None
        text = removed
        doc = load_text(text, doc.source)
    return _remove_item(text, doc, ("variants",), i)


def _add_key(text: str, doc: Document, mapping: DocPath, key: str, value: str) -> str:
    """``text`` with ``key: value`` added to the mapping at ``mapping``, in its style."""
    start, end = doc.spans[mapping]
    if text[start] == "{":
        close = text.rindex("}", start, end)
        return text[:close] + f", {key}: {value}" + text[close:]
    first_key = doc.key_positions[mapping + (next(iter(_value_at(doc.data, mapping))),)]
    line_end = text.find("\n", doc.spans[mapping][0])
    indent = " " * (first_key.column - 1)
    return text[: line_end + 1] + f"{indent}{key}: {value}\n" + text[line_end + 1 :]


def _drop_key(text: str, doc: Document, path: DocPath) -> str | None:
    """``text`` without the key at ``path`` and its value, in its mapping's style (None when
    the key opens a sequence item: ``- required: true``)."""
    start, end = doc.spans[path]
    key = text.rfind(str(path[-1]), 0, start)
    line = _line_start(text, key)
    before = text[line:key]
    if not before.strip():  # block style: the key's line goes
        return text[:line] + text[text.find("\n", end) + 1 :]
    if before.strip() == "-":
        return None
    return text[: text.rfind(",", 0, key)] + text[end:]  # flow style: ", key: value" goes


def _field_owners(data: dict[str, Any]) -> list[tuple[DocPath, list[Any]]]:
    """Every variant's and shape's fields, with the path of their owner."""
    owners: list[tuple[DocPath, list[Any]]] = [
        (("variants", i), v.get("fields", [])) for i, v in enumerate(data["variants"])
    ]
    owners += [(("shapes", name), shape.get("fields", [])) for name, shape in data.get("shapes", {}).items()]
    return owners


def _candidates(kind: str, text: str, doc: Document) -> Iterator[str]:
    data: dict[str, Any] = doc.data
    variants = data["variants"]
    is_list = "list" in data["envelope"]
    if kind == "add-enum-value":
        for name in data.get("enums", {}):
            yield _append_item(text, doc, ("enums", name, "values"), ["drillvalue"])
    elif kind == "add-optional-field":
        for i, v in enumerate(variants):
            if "fields" in v:
                yield _append_item(text, doc, ("variants", i, "fields"), ["{name: drillNote, type: string}"])
    elif kind == "add-variant" and is_list:
        # Like its siblings: the shared fields the first variant includes, and one of its own.
        includes = [f"  - include: {f['include']}" for f in variants[0].get("fields", []) if "include" in f]
        yield _append_item(
            text,
            doc,
            ("variants",),
            [
                "name: drill_added",
                "summary: Added by the spec-change drill.",
                "fields:",
                *includes,
                "  - {name: note, type: string}",
            ],
        )
    elif kind == "add-shape-field":
        for name in data.get("shapes", {}):
            yield _append_item(text, doc, ("shapes", name, "fields"), ["{name: drillExtra, type: string}"])
    elif kind == "edit-prose":
        for i, v in enumerate(variants):
            if isinstance(v.get("summary"), str):
                yield edit_values(text, doc, {("variants", i, "summary"): v["summary"] + " (Edited by the drill.)"})
    elif kind == "tighten-limit":
        for name, limit in data.get("limits", {}).items():
            if isinstance(limit.get("value"), int) and limit["value"] > 1:
                start, end = doc.spans[("limits", name, "value")]
                yield text[:start] + str(limit["value"] - 1) + text[end:]
    elif kind == "add-pattern-field":
        for i, v in enumerate(variants):
            if "fields" in v:
                field = "{name: drillCode, type: string, pattern: '^[A-Z]{2}[0-9]{3}$'}"
                yield _append_item(text, doc, ("variants", i, "fields"), [field])
    elif kind == "raise-limits":
        # every limit but the safety rules' (the byte limit and the depth, which json's
        # recursion bounds): a length far past what the byte limit carries as text, a list longer
        # than a crafted argument can hold
        safety = {rule.get("limit") for rule in data.get("safety", []) if isinstance(rule, dict)}
        raised = [
            (doc.spans[("limits", name, "value")], limit["value"] * RAISE)
            for name, limit in data.get("limits", {}).items()
            if name not in safety and isinstance(limit.get("value"), int)
        ]
        for (start, end), value in sorted(raised, reverse=True):  # from the end: spans stay true
            text = text[:start] + str(value) + text[end:]
        if raised:
            yield text
    elif kind == "make-required":
        for owner, fields in _field_owners(data):
            for j, f in enumerate(fields):
                if "name" in f and not f.get("required") and "default" not in f:
                    yield _add_key(text, doc, owner + ("fields", j), "required", "true")
    elif kind == "make-optional":
        for owner, fields in _field_owners(data):
            for j, f in enumerate(fields):
                dropped = _drop_key(text, doc, owner + ("fields", j, "required")) if f.get("required") is True else None
                if dropped is not None:
                    yield dropped
    elif kind == "remove-variant" and is_list:
        for i in range(len(variants)):
            removed = _remove_variant(text, doc, i)
            if removed is not None:
                yield removed


def edit(kind: str, text: str, name: str) -> str | None:
    """The first candidate edit of ``kind`` that leaves a spec the toolkit builds, or None."""
    if kind not in KINDS:
        raise ValueError(f"unknown edit kind {kind!r}")
    doc = load_text(text, name)
    for candidate in _candidates(kind, text, doc):
        try:
            read_spec_text(candidate, name)
        except SpecError:
            continue  # e.g. an example the edit makes invalid: the next candidate
        return candidate
    return None
