"""Diff's facts of a protocol's safety rules (spec `safety`; generator/versioning/facts.py walks
the rest): each rule and its reason, the argument's byte and depth limits, the numbers' largest
magnitude and each forbidden key, located where the spec's `safety` list writes them.
"""

from __future__ import annotations

from generator.model.protocol import Safety
from generator.spec.load import DocPath
from generator.versioning.fact import FactTable


def safety_facts(table: FactTable, s: Safety) -> None:
    path: DocPath
    index = {raw["rule"]: i for i, raw in enumerate(table.doc.data.get("safety", [])) if "rule" in raw}
    for rule in s.rules:
        k, path = ("safety", rule.rule), ("safety", index[rule.rule])
        table.add(k, "", "safety_rule", None, path, f"safety rule {rule.rule}")
        table.prose(k, "reason", rule.reason, path + ("reason",), f"safety rule {rule.rule}")
    if s.max_bytes:
        table.bound(
            ("safety", "max_argument_bytes"),
            "limit",
            "max",
            s.max_bytes,
            ("safety", index["max_argument_bytes"]),
            "argument",
            "max bytes",
        )
    if s.max_depth:
        table.bound(
            ("safety", "max_nesting_depth"),
            "limit",
            "max",
            s.max_depth,
            ("safety", index["max_nesting_depth"]),
            "argument",
            "max nesting depth",
        )
    if s.max_magnitude is not None:
        path = ("safety", index["safe_numbers"], "max_magnitude")
        table.add(
            ("safety", "safe_numbers"),
            "max_magnitude",
            "max",
            s.max_magnitude,
            path,
            "numbers",
            info="max magnitude",
        )
    for key in s.forbidden_keys:
        path = ("safety", index["forbidden_keys"], "keys")
        table.add(
            ("safety", "forbidden_keys"),
            "key:" + key,
            "forbidden_key",
            None,
            path,
            "safety rule forbidden_keys",
            info=key,
        )
    table.prose(("safety",), "notes", s.notes, ("safety",), "safety")
