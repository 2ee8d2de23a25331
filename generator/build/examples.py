"""Stage 3, last step: every example in a spec meets the spec's own rules.

Examples reach the model (the tool's description), the docs and the vectors, so one that the
validators would refuse is a spec error, reported where the example is written. The check runs
the reference interpreter (:mod:`generator.model.reference`) on the built model.
"""

from __future__ import annotations

from typing import Any

from generator.errors import SpecError
from generator.model import reference
from generator.model.protocol import Protocol
from generator.spec.load import DocPath, Document


def check_examples(doc: Document, p: Protocol) -> None:
    """Raise :class:`SpecError` at the first example the protocol's own rules refuse."""
    for i, variant in enumerate(p.variants):
        for j, item in enumerate(variant.examples):  # one item: no envelope count applies to it
            _check_item(doc, ("variants", i, "examples", j), p, item)
        written = doc.data["variants"][i]
        if "tool_example" in written:  # the one the model copies (else the first example above)
            _check_item(doc, ("variants", i, "tool_example"), p, written["tool_example"])
    for k, example in enumerate(p.examples):
        if p.envelope.list_key is None:
            _check(doc, ("examples", k, "items", 0), p, example.items[0])
        else:
            _check(doc, ("examples", k), p, example.items, example.fields)


def _check(doc: Document, path: DocPath, p: Protocol, argument: Any, options: dict[str, Any] | None = None) -> None:
    try:
        reference.build_envelope(p, argument, options)
    except reference.RefError as exc:
        raise _refused(doc, path, exc) from None


def _check_item(doc: Document, path: DocPath, p: Protocol, item: Any) -> None:
    reference.interpret(p)  # what build_envelope does for the checks below it
    try:
        reference.check_item(p, item, "")
    except reference.RefError as exc:
        raise _refused(doc, path, exc) from None


def _refused(doc: Document, path: DocPath, exc: reference.RefError) -> SpecError:
    where = f"{exc.path}: " if exc.path else ""
    return SpecError(doc.at(path), f"this example breaks the spec's own rules: {where}{exc.reason}")
