# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/threat.v1.yaml
# Regenerate: python -m generator generate
"""Appwrite threat report protocol (``appwrite.threat/v1``): validate and normalise report, emit the envelope.

Shareable contract between the agent engine and the Appwrite Console for threat reports.
When a request is illegal or immoral, the agent reports it via the built-in report_threat
tool; the Console records the report for review.

Drop-in for the hand-written ``app/graph/threat.py``. Every check and normalisation below comes
from the spec; the protocol doc (``threat-protocol.md``) explains them.
"""

from __future__ import annotations

# The helpers every package carries, copied from generator/targets/python/runtime.py.
from ._runtime import ProtocolError as _ProtocolError
from ._runtime import dumps as _dumps
from ._runtime import has_surrogate as _has_surrogate

# Reading the tool argument, copied from generator/targets/python/runtime_argument.py.
from ._runtime_argument import read_argument as _read_argument
from .tool import (
    ARGUMENT_DESCRIPTION,
    TOOL_DESCRIPTION,
    anthropic_tool,
    langchain_tool,
    openai_tool,
    tool_parameters,
)

# Imports for type checkers only: at run time `typing` costs more to import than this module,
# so the TypedDicts load from `_types` on first use (`__getattr__` at the end of this module).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

    from ._types import (
        ThreatEnvelope,
        ThreatReport,
    )

__all__ = [
    "ARGUMENT_DESCRIPTION",
    "CATEGORY_VALUES",
    "ERROR_PREFIX",
    "MAX_ARGUMENT_BYTES",
    "MAX_DETAILS_LENGTH",
    "MAX_NESTING_DEPTH",
    "MAX_QUOTE_LENGTH",
    "MAX_SUMMARY_LENGTH",
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "TOOL_ARGUMENT",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "ThreatEnvelope",
    "ThreatProtocolError",
    "ThreatReport",
    "anthropic_tool",
    "build_envelope",
    "emit_threat_report",
    "langchain_tool",
    "openai_tool",
    "parse_report_arg",
    "report_threat_tool",
    "tool_parameters",
    "validate_report",
]

PROTOCOL: Final = "appwrite.threat/v1"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "1.1.2"
TOOL_NAME: Final = "report_threat"
TOOL_ARGUMENT: Final = "report"
ERROR_PREFIX: Final = "Error: invalid threat report — "

MAX_SUMMARY_LENGTH: Final = 280
"""Characters in the summary."""
MAX_DETAILS_LENGTH: Final = 4000
"""Characters in the details."""
MAX_QUOTE_LENGTH: Final = 1000
"""Characters in the quote."""
MAX_ARGUMENT_BYTES: Final = 65536
"""Bytes of JSON text in one report (64 KiB)."""
MAX_NESTING_DEPTH: Final = 16
"""Nesting of arrays and objects in one report."""

CATEGORY_VALUES: Final = (
    "illegal",
    "immoral",
)
# Reasons raised in more than one place (the rest are written where they are raised).
_REQUIRED: Final = "is required"
_NOT_EMPTY: Final = "must not be empty"
_NOT_A_STRING: Final = "must be a string"
_UNSAFE_TEXT: Final = "must not contain NUL or unpaired surrogate characters"


# Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
# the parser's words); "" for a limit the spec does not set.
_ARGUMENT_REASONS: Final = (
    "must not be empty",
    f"must be at most {MAX_ARGUMENT_BYTES} bytes of JSON",
    f"must not nest deeper than {MAX_NESTING_DEPTH} levels",
    "is not valid JSON ({})",
)


class ThreatProtocolError(_ProtocolError):
    """A report argument that breaks the protocol; ``path`` names the bad
    field, ``reason`` what is wrong with it (``args`` is the two)."""


# Every checker takes `screen`: False skips the tests of its strings for NUL and lone surrogates,
# for a value read from text that holds none (the runtime's screens_text says when); True, the
# default, tests every string.
def _check_report_report(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {}
    v_category = raw.get("category")
    if v_category is None:
        raise ThreatProtocolError("category", _REQUIRED)
    if not isinstance(v_category, str):
        raise ThreatProtocolError("category", "must be one of illegal, immoral")
    v_category = v_category.strip()
    if len(v_category) > 7:  # too long for any value: lowercasing never shortens
        raise ThreatProtocolError("category", "must be one of illegal, immoral")
    v_category = v_category.lower()
    if v_category not in CATEGORY_VALUES:
        raise ThreatProtocolError("category", "must be one of illegal, immoral")
    out["category"] = v_category

    v_summary = raw.get("summary")
    if v_summary is None:
        raise ThreatProtocolError("summary", _REQUIRED)
    if not isinstance(v_summary, str):
        raise ThreatProtocolError("summary", _NOT_A_STRING)
    v_summary = v_summary.strip()
    if not v_summary:
        raise ThreatProtocolError("summary", _NOT_EMPTY)
    if screen and ("\x00" in v_summary or (not v_summary.isascii() and _has_surrogate(v_summary))):
        raise ThreatProtocolError("summary", _UNSAFE_TEXT)
    if len(v_summary) > MAX_SUMMARY_LENGTH:
        raise ThreatProtocolError("summary", f"must be at most {MAX_SUMMARY_LENGTH} characters")
    out["summary"] = v_summary

    v_details = raw.get("details")
    if v_details is None:
        raise ThreatProtocolError("details", _REQUIRED)
    if not isinstance(v_details, str):
        raise ThreatProtocolError("details", _NOT_A_STRING)
    v_details = v_details.strip()
    if not v_details:
        raise ThreatProtocolError("details", _NOT_EMPTY)
    if screen and ("\x00" in v_details or (not v_details.isascii() and _has_surrogate(v_details))):
        raise ThreatProtocolError("details", _UNSAFE_TEXT)
    if len(v_details) > MAX_DETAILS_LENGTH:
        raise ThreatProtocolError("details", f"must be at most {MAX_DETAILS_LENGTH} characters")
    out["details"] = v_details

    v_quote = raw.get("quote")
    if v_quote is not None:
        if not isinstance(v_quote, str):
            raise ThreatProtocolError("quote", _NOT_A_STRING)
        v_quote = v_quote.strip()
        if v_quote:
            if screen and (
                "\x00" in v_quote or (not v_quote.isascii() and _has_surrogate(v_quote))
            ):
                raise ThreatProtocolError("quote", _UNSAFE_TEXT)
            if len(v_quote) > MAX_QUOTE_LENGTH:
                raise ThreatProtocolError("quote", f"must be at most {MAX_QUOTE_LENGTH} characters")
            out["quote"] = v_quote

    return out


def validate_report(raw: object, path: str = "") -> ThreatReport:
    """Check the report and return its canonical form; raise ThreatProtocolError."""
    if not isinstance(raw, dict):
        raise ThreatProtocolError(path or "report", "must be an object")
    try:
        result: ThreatReport = _check_report_report(raw)
    except ThreatProtocolError as exc:
        if path:
            exc._enter(path)
        raise
    return result


def _read_report_arg(report: object) -> tuple[dict[str, Any], bool]:
    """The raw report object, and whether its strings need the NUL and surrogate tests (``screen``)."""
    # JSON text or a built value, held to the limits (the runtime's read_argument)
    value, screen = _read_argument(
        report,
        MAX_ARGUMENT_BYTES,
        MAX_NESTING_DEPTH,
        True,
        _ARGUMENT_REASONS,
        ThreatProtocolError,
        "report",
    )
    if not isinstance(value, dict):
        raise ThreatProtocolError("report", "must be a JSON object")
    return value, screen


def parse_report_arg(report: object) -> dict[str, Any]:
    """Turn the report argument (JSON text or an object) into a raw report object."""
    return _read_report_arg(report)[0]


def build_envelope(report: object) -> ThreatEnvelope:
    """Validate the report and put its fields beside ``protocol``."""
    raw, screen = _read_report_arg(report)
    item: ThreatReport = _check_report_report(raw, screen)
    return {"protocol": PROTOCOL, **item}


def emit_threat_report(
    category: object, summary: object, details: object, quote: object = None
) -> str:
    """The canonical envelope as compact JSON text; raise ThreatProtocolError when invalid."""
    report = {
        "category": category,
        "summary": summary,
        "details": details,
        "quote": quote,
    }
    return _dumps(build_envelope(report))


def report_threat_tool(
    category: object, summary: object, details: object, quote: object = ""
) -> str:
    """The `report_threat` tool: the envelope, or ``Error: invalid threat report — <why>``. Never raises."""
    try:
        return emit_threat_report(category=category, summary=summary, details=details, quote=quote)
    except ThreatProtocolError as exc:
        return ERROR_PREFIX + str(exc)


_TYPE_NAMES: Final = frozenset(
    {
        "ThreatEnvelope",
        "ThreatReport",
    }
)


def __getattr__(name: str) -> object:
    """The TypedDicts, imported from ``_types`` on first use (PEP 562) and then kept as module
    globals, so ``typing.get_type_hints`` resolves them too once any has been touched."""
    if name not in _TYPE_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import _types

    globals().update({n: getattr(_types, n) for n in _TYPE_NAMES})
    return getattr(_types, name)
