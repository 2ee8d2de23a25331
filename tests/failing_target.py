"""Targets that fail while rendering, registered from outside (PROTOCOL_TOOLKIT_TARGETS) by
tests/test_forked.py. A target registered from outside renders in the pipeline's forked child
(``Target.main_process`` is False), so their errors are raised there first."""

from __future__ import annotations

from generator.errors import Position, SpecError
from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.targets.base import Target


def _spec_error(p: Protocol) -> Files:
    raise SpecError(Position(p.source, 1, 1), f"the failing target refuses '{p.name}'")


def _bug(p: Protocol) -> Files:
    raise ValueError(f"the failing target broke on '{p.name}'")


SPEC_ERROR = Target(name="zz-spec-error", files=_spec_error)
BUG = Target(name="zz-bug", files=_bug)
