"""Diff's facts of a protocol's stream rules (spec `stream`; generator/versioning/facts.py walks
the rest): the rules as one element, each scope, and the rule in force for each item type, its
own or ``otherwise``, so a rule dropped under an ``otherwise`` reads as the change it is.
"""

from __future__ import annotations

from generator.model.protocol import Protocol
from generator.spec.load import DocPath
from generator.versioning.fact import Fact


def stream_facts(p: Protocol) -> list[Fact]:
    stream = p.stream
    if stream is None:
        return []
    # the rules as an element: added whole, they are a new validator, not a changed one
    out = [Fact(("stream",), "", "stream", None, ("stream",), "stream rules")]
    for s in stream.scopes:
        text = s.text
        out.append(
            Fact(
                ("stream", "scopes", s.name),
                "",
                "stream_rule",
                text,
                ("stream", "scopes", s.name),
                f"stream scope {s.name}",
            )
        )
    for r in stream.records:  # what an owner record keeps, and for how long
        at = ("stream", "records", r.name)
        out.append(Fact(at, "", "stream_rule", r.text, at, f"stream record {r.name}"))
    for v in p.variants:
        rule = stream.rule_for(v.name)
        where: DocPath = ("stream", "rules", v.name) if v.name in stream.rules else ("stream", "otherwise")
        text = rule.text if rule else "no rule"
        out.append(
            Fact(
                ("stream", "rules", v.name),
                "",
                "stream_rule",
                text,
                where if rule else ("stream",),
                f"stream rule of {v.name}",
                rule.fatal_text() if rule else "no rule",  # what it refuses: warnings aside
            )
        )
    return out
