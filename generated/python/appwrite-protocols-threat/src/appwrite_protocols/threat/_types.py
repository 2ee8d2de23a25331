# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/threat.v1.yaml
# Regenerate: python -m generator generate
"""The Appwrite threat report protocol's value shapes as TypedDicts, for type checkers and editors.

The package (``appwrite_protocols.threat``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from typing import Literal, NotRequired, TypedDict

__all__ = [
    "ThreatEnvelope",
    "ThreatReport",
]


class ThreatReport(TypedDict):
    """One threat report."""

    category: Literal["illegal", "immoral"]
    """Why the request was refused"""
    summary: str
    """One line for the review queue"""
    details: str
    """What was asked and why it was refused"""
    quote: NotRequired[str]
    """The user's words, verbatim; empty means none"""


class ThreatEnvelope(TypedDict):
    protocol: str
    category: Literal["illegal", "immoral"]
    """Why the request was refused"""
    summary: str
    """One line for the review queue"""
    details: str
    """What was asked and why it was refused"""
    quote: NotRequired[str]
    """The user's words, verbatim; empty means none"""
