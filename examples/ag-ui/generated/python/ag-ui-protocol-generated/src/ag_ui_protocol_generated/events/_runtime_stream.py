# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v1.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The runtime of a protocol's stream rules (spec/README.md, "Stream rules"): hand-written, emitted
verbatim as ``_runtime_stream.py`` into the packages of protocols that have a ``stream``, and only
those. The generated module subclasses :class:`Stream` with its rules and validator; the
reference interpreter (generator/model/reference_stream.py) is what it must agree with.
Standard library only.
"""

from __future__ import annotations

# For type checkers only: at run time `typing` costs more to import than a generated package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

# A rule: (inside, closed, opens, closes, ends), scopes by name.
Rule = tuple[tuple[str, ...], tuple[str, ...], "str | None", "str | None", "str | None"]


class Stream:
    """Items fed one at a time; ``feed`` returns each one's verdict, ``{"index", "accepted",
    "rule", "path", "reason"}``. An item that breaks a rule changes nothing."""

    def __init__(
        self,
        scopes: dict[str, tuple[str | None, str | None]],  # name -> (key field, within)
        rules: dict[str, Rule],  # by the item's tag
        otherwise: Rule | None,
        reasons: dict[str, str],
        discriminator: str,
        validate: Callable[[object, str], Any],
        error: type[Exception],
        item: str,
    ) -> None:
        self._scopes, self._rules, self._otherwise, self._reasons = (
            scopes,
            rules,
            otherwise,
            reasons,
        )
        self._discriminator, self._validate, self._error, self._item = (
            discriminator,
            validate,
            error,
            item,
        )
        self._open: dict[str, set[str]] = {name: set() for name in scopes}
        self._index = 0

    def feed(self, raw: object) -> dict[str, Any]:
        index = self._index
        self._index += 1
        try:
            item = self._validate(raw, self._item)
        except self._error as exc:
            return _verdict(
                index, "valid", getattr(exc, "path", None), getattr(exc, "reason", str(exc))
            )
        rule = self._rules.get(item[self._discriminator], self._otherwise)
        if rule is None:
            return _verdict(index)
        inside, closed, opens, closes, ends = rule
        for name in inside:
            if self._key(name, item) not in self._open[name]:
                return self._fail(index, "inside", name, item)
        for name in closed:
            if self._open[name]:
                return self._fail(index, "closed", name, item)
        if opens is not None and self._key(opens, item) in self._open[opens]:
            return self._fail(index, "opens", opens, item)
        if closes is not None and self._key(closes, item) not in self._open[closes]:
            return self._fail(index, "closes", closes, item)
        if opens is not None:
            self._open[opens].add(self._key(opens, item))
        for ended in (closes, ends):
            if ended is not None:
                self._close(ended, self._key(ended, item))
        return _verdict(index)

    def _key(self, scope: str, item: dict[str, Any]) -> str:
        field = self._scopes[scope][0]
        return "" if field is None else str(item[field])

    def _fail(self, index: int, check: str, scope: str, item: dict[str, Any]) -> dict[str, Any]:
        keyed = self._scopes[scope][0] is not None and check != "closed"
        shown = f" '{self._key(scope, item)}'" if keyed else ""
        return _verdict(
            index, f"{check}:{scope}", None, self._reasons[check].format(scope=scope, key=shown)
        )

    def _close(self, scope: str, key: str) -> None:
        self._open[scope].discard(key)
        for inner, (_, within) in self._scopes.items():
            if within == scope:
                for k in list(self._open[inner]):
                    self._close(inner, k)


def _verdict(
    index: int, rule: str | None = None, path: str | None = None, reason: str | None = None
) -> dict[str, Any]:
    return {"index": index, "accepted": rule is None, "rule": rule, "path": path, "reason": reason}
