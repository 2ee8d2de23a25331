"""Stage 3, safety part: the spec's ``safety`` list and named ``formats`` into the model.

Kept apart from build.py because it is one concept: what makes hostile input harmless. Each
rule kind is one entry in ``_RULES``; an unknown kind cannot get here (the schema lists them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.errors import SpecError
from generator.model import Format, Limit
from generator.model.protocol import Safety, SafetyRule
from generator.spec.load import DocPath, Document
from generator.spec.patterns import pattern_problem

_TITLES = {
    "max_argument_bytes": "Size limit",
    "max_nesting_depth": "Depth limit",
    "reject_nul": "No NUL characters",
    "reject_lone_surrogates": "No unpaired surrogates",
    "safe_numbers": "Finite, exact numbers",
    "forbidden_keys": "No prototype keys",
}


def build_formats(doc: Document) -> dict[str, Format]:
    formats: dict[str, Format] = {}
    for name, raw in doc.data.get("formats", {}).items():
        problem = pattern_problem(raw["pattern"])
        if problem:
            raise SpecError(doc.at(("formats", name, "pattern")), problem)
        formats[name] = Format(name, raw["pattern"], raw["message"], raw["reason"])
    return formats


def build_safety(doc: Document, limit: Callable[[str, DocPath], Limit]) -> Safety:
    """``limit`` resolves a limit name (and marks it used), failing at the given path."""
    safety = Safety()
    seen: dict[str, int] = {}
    for i, raw in enumerate(doc.data.get("safety", [])):
        path: DocPath = ("safety", i)
        if "note" in raw:
            safety.notes.append(raw["note"])
            continue
        kind = raw["rule"]
        if kind in seen:
            raise SpecError(doc.at(path + ("rule",)), f"safety rule '{kind}' is listed twice (first as item {seen[kind] + 1})")
        seen[kind] = i
        _RULES[kind](safety, raw, path, limit)
        safety.rules.append(SafetyRule(kind, _describe(safety, kind), raw["reason"]))
    return safety


def _max_bytes(safety: Safety, raw: dict[str, Any], path: DocPath, limit: Callable[[str, DocPath], Limit]) -> None:
    safety.max_bytes = limit(raw["limit"], path + ("limit",))


def _max_depth(safety: Safety, raw: dict[str, Any], path: DocPath, limit: Callable[[str, DocPath], Limit]) -> None:
    safety.max_depth = limit(raw["limit"], path + ("limit",))


def _flag(name: str) -> Callable[..., None]:
    def apply(safety: Safety, raw: dict[str, Any], path: DocPath, limit: Callable[[str, DocPath], Limit]) -> None:
        setattr(safety, name, True)

    return apply


def _numbers(safety: Safety, raw: dict[str, Any], path: DocPath, limit: Callable[[str, DocPath], Limit]) -> None:
    safety.max_magnitude = raw["max_magnitude"]


def _keys(safety: Safety, raw: dict[str, Any], path: DocPath, limit: Callable[[str, DocPath], Limit]) -> None:
    safety.forbidden_keys = tuple(dict.fromkeys(raw["keys"]))


_RULES: dict[str, Callable[[Safety, dict[str, Any], DocPath, Callable[[str, DocPath], Limit]], None]] = {
    "max_argument_bytes": _max_bytes,
    "max_nesting_depth": _max_depth,
    "reject_nul": _flag("reject_nul"),
    "reject_lone_surrogates": _flag("reject_lone_surrogates"),
    "safe_numbers": _numbers,
    "forbidden_keys": _keys,
}


def _describe(safety: Safety, kind: str) -> str:
    """The rule as the doc states it, with the numbers the spec gave."""
    if kind == "max_argument_bytes" and safety.max_bytes:
        return f"{_TITLES[kind]}: a tool argument over {safety.max_bytes.value:,} bytes of JSON (`{safety.max_bytes.name}`) is rejected"
    if kind == "max_nesting_depth" and safety.max_depth:
        return f"{_TITLES[kind]}: arrays and objects nested over {safety.max_depth.value} deep (`{safety.max_depth.name}`) are rejected"
    if kind == "safe_numbers":
        return f"{_TITLES[kind]}: every number must be finite and within ±{safety.max_magnitude:,}"
    if kind == "forbidden_keys":
        return f"{_TITLES[kind]}: object keys " + ", ".join(f"`{k}`" for k in safety.forbidden_keys) + " are rejected"
    if kind == "reject_nul":
        return f"{_TITLES[kind]}: a string containing U+0000 is rejected"
    return f"{_TITLES[kind]}: a string containing an unpaired UTF-16 surrogate is rejected"
