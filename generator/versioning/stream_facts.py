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


def stream_rule_change(o: Fact | None, n: Fact | None) -> tuple[str, str]:
    """How diff classifies a change to a stream scope, or the rule in force for an item type (its own or ``otherwise``). The
    rule of a new item type comes with it, and one of a removed type goes with it (each
    reported on its own). A change to a rule's warnings alone (what it refuses unchanged:
    ``StreamRule.fatal_text``, the fact's ``info``) refuses nothing new, so it is compatible;
    any other change can refuse an order accepted before, even dropping a rule (``otherwise``
    may apply, or a scope it closed stays open), so it is breaking."""
    f = n or o
    assert f is not None
    old, new = (o.value if o else None), (n.value if n else None)
    if f.key[1] == "rules" and (o is None or n is None):
        return "compatible", f"{f.subject} {'removed' if n is None else 'added'} with its item type"
    if o is None or n is None:
        return "breaking", f"{f.subject} {'added' if n is not None else 'removed'}"
    if f.key[1] == "rules" and o.info == n.info:
        return "compatible", f"{f.subject} changed in its warnings only: {old} → {new}"
    return "breaking", f"{f.subject} changed: {old} → {new}"
