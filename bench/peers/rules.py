"""The spec's numbers and sets, shared by the peer models so they cannot drift from the spec.

Limits, enum values and the action types come from the generated module (its constants are
the spec's); the Console-path pattern comes from the spec itself (the module keeps its
compiled regex private).
"""

from __future__ import annotations

from pathlib import Path

import yaml

from bench.paths import SPEC, console

c = console()

PROTOCOL = c.PROTOCOL
MAX_ACTIONS = c.MAX_ACTIONS
MAX_RESOURCE_LIST_ITEMS = c.MAX_RESOURCE_LIST_ITEMS
MAX_METADATA_ENTRIES = c.MAX_METADATA_ENTRIES
MAX_FIELD_ENTRIES = c.MAX_FIELD_ENTRIES
MAX_COLUMNS = c.MAX_COLUMNS
MAX_CHART_METRICS = c.MAX_CHART_METRICS
MAX_CHART_POINTS = c.MAX_CHART_POINTS
ACTION_TYPES = c.ACTION_TYPES
THEME = c.THEME_VALUES
CREATE_RESOURCE_TYPE = c.CREATE_RESOURCE_TYPE_VALUES
DIALOG = c.DIALOG_VALUES
TOAST_LEVEL = c.TOAST_LEVEL_VALUES
PANE_CONTENT = c.PANE_CONTENT_VALUES
MUTATION = c.MUTATION_VALUES
CHART_TYPE = c.CHART_TYPE_VALUES
CHART_KIND = c.CHART_KIND_VALUES
AXIS_FORMAT = c.AXIS_FORMAT_VALUES

_spec = yaml.safe_load(Path(SPEC).read_text(encoding="utf-8"))
MAX_MAGNITUDE: int = next(r["max_magnitude"] for r in _spec["safety"] if r.get("rule") == "safe_numbers")
FORBIDDEN_KEYS: tuple[str, ...] = tuple(next(r["keys"] for r in _spec["safety"] if r.get("rule") == "forbidden_keys"))
CONSOLE_PATH: str = _spec["formats"]["console_path"]["pattern"]

# Strings the validator accepts: no NUL, no unpaired surrogate (in a str from json.loads every
# surrogate is unpaired). Python `re` syntax: the schema peers and msgspec use Python's re.
CLEAN = "^[^\\x00\\ud800-\\udfff]*$"
# ... and not blank: what a required string is after strip (re's \s is close to str.strip's set).
NONBLANK = "^[^\\x00\\ud800-\\udfff]*[^\\x00\\ud800-\\udfff\\s][^\\x00\\ud800-\\udfff]*$"


def one_of(values: tuple[str, ...]) -> str:
    """A case-insensitive full-match pattern for an enum (pydantic lowercases after matching)."""
    return "(?i)^(" + "|".join(values) + ")$"
