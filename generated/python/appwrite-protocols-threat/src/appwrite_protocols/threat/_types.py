# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/threat.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite threat report protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.threat``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ThreatEnvelope",
    "ThreatReport",
]

ThreatReport = TypedDict(
    "ThreatReport",
    {
        "category": Literal["illegal", "immoral"],
        "summary": str,
        "details": str,
        "quote": NotRequired[str],
    },
)
ThreatEnvelope = TypedDict(
    "ThreatEnvelope",
    {
        "protocol": str,
        "category": Literal["illegal", "immoral"],
        "summary": str,
        "details": str,
        "quote": NotRequired[str],
    },
)
