"""What the Python value macros and step table share for one protocol (``PythonContext``)."""

from __future__ import annotations

from dataclasses import dataclass

from generator.model.protocol import Protocol
from generator.targets.code import CodeContext, code_context, value_owners
from generator.targets.python import names
from generator.targets.python.batch import Batching, batching
from generator.targets.python.reasons import reason_names


@dataclass(frozen=True)
class PythonContext(CodeContext):
    batching: Batching  # which lists are checked a column at a time (batch.py)
    reasons: dict[str, str]  # reason text -> its module constant (reasons.py)


def python_context(p: Protocol) -> PythonContext:
    # A batch checks the declared columns alone: with unknown fields kept or refused, every
    # object goes through its checker.
    fields = [owner.fields for owner in value_owners(p)] if p.envelope.unknown == "drop" else []
    return PythonContext(
        **vars(code_context(p, names.py_error_class(p))),
        batching=batching(p.shapes, fields),
        reasons=reason_names(p.safety),
    )
