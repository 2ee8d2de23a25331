"""The reference interpreter's state and its checks of single values (generator/model/reference.py
runs the model with them): the error it raises, the protocol whose rules are in force, and the
checks a string, a number or an ``any`` value gets wherever it sits.
"""

from __future__ import annotations

from typing import Any

from generator.model import messages as m
from generator.model.protocol import Protocol, Safety
from generator.model.variants import Variant


class RefError(Exception):
    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


OMIT = object()  # an optional value that normalised to nothing


class Ref:
    """The protocol being interpreted (set by :func:`build_envelope`): its safety rules."""

    safety: Safety = Safety()
    unknown: str = "drop"  # the envelope's policy for keys an object does not declare
    protocol: Protocol | None = None
    # The protocol's variants by wire name: an item's type is looked up, not searched for (the
    # builder checks every example of a spec, so a search made the check O(variants²))
    variants: dict[str, Variant] = {}


def interpret(p: Protocol, unknown: str | None = None) -> None:
    """Make ``p`` the protocol the checks below read their rules from (build_envelope does);
    ``unknown`` overrides its unknown-field policy (the spec's examples refuse unknown fields)."""
    if Ref.protocol is not p:
        Ref.variants = {}
        for v in p.variants:
            Ref.variants.setdefault(v.wire, v)  # the first, as a search in spec order finds
    Ref.safety = p.safety
    Ref.unknown = unknown or p.envelope.unknown
    Ref.protocol = p


def check_text(v: str, path: str) -> None:
    s = Ref.safety
    nul = s.reject_nul and "\x00" in v
    lone = s.reject_lone_surrogates and any(0xD800 <= ord(c) <= 0xDFFF for c in v)
    if nul or lone:
        raise RefError(path, s.text_reason)


def check_number(v: float, path: str) -> None:
    """A number is finite, and within ``safe_numbers``' bound when the spec has one. (Compared,
    not converted: an int too large for a float is out of bounds, not an OverflowError.)"""
    s = Ref.safety
    if not -s.magnitude <= v <= s.magnitude:  # False for NaN too
        raise RefError(path, s.number_reason)


def json_kind(v: Any) -> str | None:
    if isinstance(v, str):
        return "string"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, list):
        return "array"
    return "object" if isinstance(v, dict) else None


def check_json(v: Any, path: str) -> None:
    """An ``any`` value: every string, number and key in it, depth first in document order, under
    the protocol's safety rules; anything that is not a JSON value is refused."""
    if isinstance(v, str):
        check_text(v, path)
    elif v is None or isinstance(v, bool):
        pass
    elif isinstance(v, (int, float)):
        check_number(v, path)
    elif isinstance(v, list):
        for i, element in enumerate(v):
            check_json(element, f"{path}[{i}]")
    elif isinstance(v, dict):
        for key, element in v.items():
            if not isinstance(key, str):
                raise RefError(path, m.KEYS_NOT_STRINGS)
            where = f"{path}.{key}"  # as a map's keys are named, whatever the key holds
            check_text(key, where)
            if key in Ref.safety.forbidden_keys:
                raise RefError(where, m.FORBIDDEN_KEY)
            check_json(element, where)
    else:
        raise RefError(path, m.NOT_JSON_VALUE)


def join(outer: str, inner: str) -> str:
    if not inner or not outer:
        return inner or outer
    return outer + inner if inner.startswith("[") else f"{outer}.{inner}"
