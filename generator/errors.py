"""Errors shared by every stage: a spec error always knows where it was written."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Position:
    """A 1-based ``file:line:column``."""

    source: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.source}:{self.line}:{self.column}"


class SpecError(Exception):
    """A spec that cannot be generated from. Printed as ``file:line:column: reason``; exit 2."""

    def __init__(self, position: Position, reason: str) -> None:
        # One line whatever the spec's names hold: a line break quoted from a key or value is
        # written as the escape a spec author would type.
        reason = reason.replace("\r", "\\r").replace("\n", "\\n")
        super().__init__(f"{position}: {reason}")
        self.position = position
        self.reason = reason
