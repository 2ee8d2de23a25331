# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v4.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The runtime of fields of type ``any`` (spec/README.md, "Variants and fields"): hand-written,
emitted verbatim as ``_runtime_json.py`` beside ``_runtime.py`` into the packages of protocols
that have such a field, and only those (the others stay as they were). Standard library only,
and the surrogate test of the runtime every package carries (``runtime.py``, ``_runtime.py`` in
a package: that import is the one line a copy changes, generator/targets/python/__init__.py).
"""

from __future__ import annotations

from ._runtime import has_surrogate

# For type checkers only: at run time `typing` costs more to import than a generated package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class JsonRules:
    """What a field of type ``any`` holds at every depth: the protocol's safety rules and the
    reasons it refuses with (each module builds one from its spec). A plain class: ``typing``'s
    NamedTuple would cost every package its import."""

    __slots__ = (
        "forbidden_keys",
        "forbidden_reason",
        "keys_reason",
        "magnitude",
        "not_json_reason",
        "number_reason",
        "reject_nul",
        "reject_surrogates",
        "text_reason",
        "unknown_reason",
    )

    def __init__(
        self,
        *,
        reject_nul: bool,
        reject_surrogates: bool,
        text_reason: str,
        magnitude: int,  # a number within ±magnitude (finite: generator's Safety.magnitude)
        number_reason: str,
        forbidden_keys: frozenset[str],
        forbidden_reason: str,
        keys_reason: str,  # a key that is not a string (a caller's dict; never from JSON text)
        not_json_reason: str,  # a value JSON has no form for (a caller's object)
        unknown_reason: str,  # a key the object does not declare, under `unknown: refuse`
    ) -> None:
        self.reject_nul = reject_nul
        self.reject_surrogates = reject_surrogates
        self.text_reason = text_reason
        self.magnitude = magnitude
        self.number_reason = number_reason
        self.forbidden_keys = forbidden_keys
        self.forbidden_reason = forbidden_reason
        self.keys_reason = keys_reason
        self.not_json_reason = not_json_reason
        self.unknown_reason = unknown_reason

    def unscreened(self) -> JsonRules:
        """The same rules without the NUL and surrogate tests: for values read from text that
        holds no such string (runtime.py, ``screens_text``)."""
        rules = JsonRules.__new__(JsonRules)
        for name in JsonRules.__slots__:
            setattr(rules, name, getattr(self, name))
        rules.reject_nul = rules.reject_surrogates = False
        return rules


def json_fault(value: object, rules: JsonRules) -> tuple[str, str] | None:
    """The first place in an ``any`` value that breaks ``rules``, as (its path after the
    field's, such as ``.a[2]``, the reason), or None. Depth first in document order, a key
    before its value, as the reference interpreter walks (generator/model/reference.py,
    ``check_json``); a stack, not recursion, so no depth of value can overflow Python's."""
    # (value, its path, the key it sits under or None, the path of the object holding it)
    stack: list[tuple[object, str, object, str]] = [(value, "", None, "")]
    while stack:
        item, path, key, parent = stack.pop()
        if key is not None:
            if not isinstance(key, str):
                return parent, rules.keys_reason
            if _text_fault(key, rules):
                return path, rules.text_reason
            if key in rules.forbidden_keys:
                return path, rules.forbidden_reason
        if isinstance(item, str):
            if _text_fault(item, rules):
                return path, rules.text_reason
        elif item is None or isinstance(item, bool):
            continue
        elif isinstance(item, (int, float)):
            if not -rules.magnitude <= item <= rules.magnitude:  # False for NaN too
                return path, rules.number_reason
        elif isinstance(item, list):
            stack.extend(
                (item[i], f"{path}[{i}]", None, path) for i in range(len(item) - 1, -1, -1)
            )
        elif isinstance(item, dict):
            stack.extend((child, f"{path}.{k}", k, path) for k, child in reversed(item.items()))
        else:
            return path, rules.not_json_reason
    return None


def _text_fault(text: str, rules: JsonRules) -> bool:
    if rules.reject_nul and "\x00" in text:
        return True
    if not rules.reject_surrogates or text.isascii():
        return False
    return has_surrogate(text)


def refuse_unknown(
    raw: dict[Any, Any], known: frozenset[str], rules: JsonRules
) -> tuple[str, str] | None:
    """``unknown: refuse``: the first key of ``raw``, in the order sent, that ``known`` lacks,
    as (its path from the object, the reason); None when there is none. One C-level subset test
    first: most objects hold no other key."""
    if raw.keys() <= known:
        return None
    key = next(key for key in raw if key not in known)
    if not isinstance(key, str):
        return "", rules.keys_reason
    return key, rules.unknown_reason


def keep_unknown(
    raw: dict[Any, Any], known: frozenset[str], out: dict[str, Any], rules: JsonRules
) -> tuple[str, str] | None:
    """``unknown: keep``: every key of ``raw`` that ``known`` lacks, in the order sent, copied
    into ``out`` after the declared fields, its key and value walked as an ``any`` value is; or
    the first fault, as (its path from the object, the reason)."""
    if raw.keys() <= known:
        return None
    for key, value in raw.items():
        if key in known:
            continue
        if not isinstance(key, str):
            return "", rules.keys_reason
        if _text_fault(key, rules):
            return key, rules.text_reason
        if key in rules.forbidden_keys:
            return key, rules.forbidden_reason
        fault = json_fault(value, rules)
        if fault is not None:
            return key + fault[0], fault[1]
        out[key] = value
    return None
