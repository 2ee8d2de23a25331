"""Stage 3, last step: every example in a spec meets the spec's own rules.

Examples reach the model (the tool's description), the docs and the vectors, so one that the
validators would refuse is a spec error, reported where the example is written. The check runs
the reference interpreter (:mod:`generator.model.reference`) on the built model.

An example is a contract, stricter than live traffic: it refuses fields the spec does not
declare whatever the envelope's ``unknown`` policy says. Live traffic may drop or keep them; an
example that shows one teaches the model a field that does not exist, and models copy examples
(docs/decisions.md, "Examples are contracts").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from generator.errors import SpecError
from generator.model import messages as m
from generator.model import reference
from generator.model.protocol import Protocol
from generator.spec.load import DocPath, Document

# Every example is read as if the envelope said ``unknown: refuse``.
STRICT = "refuse"


def check_examples(doc: Document, p: Protocol) -> None:
    """Raise :class:`SpecError` at the first example the protocol's own rules refuse."""
    for error in example_errors(doc, p):
        raise error


def example_errors(doc: Document, p: Protocol) -> list[SpecError]:
    """Every example the protocol's own rules refuse, one error each, in spec order (diff and
    new-major list them all: generator/versioning/stale.py)."""
    return [e for e in _each(doc, p) if e is not None]


def _each(doc: Document, p: Protocol) -> Iterator[SpecError | None]:
    for i, variant in enumerate(p.variants):
        for j, item in enumerate(variant.examples):  # one item: no envelope count applies to it
            yield _check_item(doc, ("variants", i, "examples", j), p, item)
        written = doc.data["variants"][i]
        if "tool_example" in written:  # the one the model copies (else the first example above)
            yield _check_item(doc, ("variants", i, "tool_example"), p, written["tool_example"])
    declared = {f.name for f in p.envelope.fields}
    for k, example in enumerate(p.examples):
        if p.envelope.list_key is None:
            yield _check(doc, ("examples", k, "items", 0), p, example.items[0])
            continue
        extra = next((name for name in example.fields or {} if name not in declared), None)
        if extra is not None:
            yield _refused(doc, ("examples", k), reference.RefError(extra, m.UNKNOWN_FIELD), p)
            continue
        yield _check(doc, ("examples", k), p, example.items, example.fields)


def _check(
    doc: Document, path: DocPath, p: Protocol, argument: Any, options: dict[str, Any] | None = None
) -> SpecError | None:
    try:
        reference.build_envelope(p, argument, options, unknown=STRICT)
    except reference.RefError as exc:
        return _refused(doc, path, exc, p)
    finally:
        reference.interpret(p)  # the live policy again, for whoever reads the interpreter next
    return None


def _check_item(doc: Document, path: DocPath, p: Protocol, item: Any) -> SpecError | None:
    reference.interpret(p, unknown=STRICT)  # what build_envelope does for the checks below it
    try:
        reference.check_item(p, item, "")
    except reference.RefError as exc:
        return _refused(doc, path, exc, p)
    finally:
        reference.interpret(p)
    return None


def _refused(doc: Document, path: DocPath, exc: reference.RefError, p: Protocol) -> SpecError:
    where = f"{exc.path}: " if exc.path else ""
    note = ""
    if exc.reason == m.UNKNOWN_FIELD and p.envelope.unknown != STRICT:
        note = f" (an example refuses it although live traffic's `unknown` is {p.envelope.unknown}: models copy examples)"
    return SpecError(doc.at(path), f"this example breaks the spec's own rules: {where}{exc.reason}{note}")
