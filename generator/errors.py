"""Errors shared by every stage: a spec error always knows where it was written."""

from __future__ import annotations

import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Position:
    """A 1-based ``file:line:column``."""

    source: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{_one_line(self.source)}:{self.line}:{self.column}"


# Every character str.splitlines() breaks at.
_LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")


def _one_line(text: str) -> str:
    """A line break quoted from a spec (a name, a value, a file name) as the escape a spec
    author would type, so an error stays one line."""
    return "".join(c.encode("unicode_escape").decode("ascii") if c in _LINE_BREAKS else c for c in text)


class SpecError(Exception):
    """A spec that cannot be generated from. Printed as ``file:line:column: reason``; exit 2."""

    def __init__(self, position: Position, reason: str) -> None:
        # One line whatever the spec's names hold: a line break quoted from a key or value is
        # written as the escape a spec author would type.
        reason = _one_line(reason)
        super().__init__(f"{position}: {reason}")
        self.position = position
        self.reason = reason


class TargetError(Exception):
    """A target registered from outside (generator/targets/__init__.py) that cannot be loaded,
    or two targets that clash. Printed on one line; exit 2."""


class SpecWarning(UserWarning):
    """A spec that still builds but should change: a key renamed in the spec language, read
    under its old name (spec/README.md, "Renamed keys"). Printed as
    ``file:line:column: warning: reason`` on stderr; the run goes on."""

    def __init__(self, position: Position, reason: str) -> None:
        reason = _one_line(reason)
        super().__init__(f"{position}: warning: {reason}")
        self.position = position
        self.reason = reason


def warn(position: Position, reason: str) -> None:
    warnings.warn(SpecWarning(position, reason), stacklevel=2)


def show_spec_warnings() -> None:
    """Print each :class:`SpecWarning` of a command as its one line, once. One about a text
    that is no file of the working tree (a spec read at a git ref by ``diff`` or ``check``)
    is left out: it cannot be fixed there, and the working tree's own copy warns if it has to."""
    shown = warnings.showwarning

    def show(message: Warning | str, category: type[Warning], *args: Any, **kwargs: Any) -> None:
        if not isinstance(message, SpecWarning):
            shown(message, category, *args, **kwargs)
        elif Path(message.position.source).is_file():
            print(message, file=sys.stderr)

    warnings.showwarning = show
    warnings.simplefilter("default", SpecWarning)
