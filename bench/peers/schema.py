"""A hand-written JSON Schema of the console tool argument, for the jsonschema and
fastjsonschema peers, until the toolkit generates one.

When ``generated/jsonschema/console.v1.schema.json`` exists, :func:`load_schema` returns it
instead, and the bench times the generated schema (the candidates' legend says which ran).

Draft-07, so both libraries take it (fastjsonschema supports drafts 4, 6 and 7). The
discriminated union is an ``allOf`` of ``if type == X then X's schema``: one ``const`` test per
variant, no ``oneOf`` that would validate every branch.

What JSON Schema cannot do, so these peers do not do it (they emit the input as it came):
- normalise: no strip, no lowercase, no removal of `#`/`card-` prefixes; enums and the
  discriminator match exactly (the generated validator accepts " Dark ", emits "dark");
- leave out optional strings that are blank, fill `total` from `items`, emit a metadata value
  as its `str()`, emit numbers as floats, or drop unknown fields from the output;
- match the forbidden keys after stripping them;
- "non-blank" is a regex here (``re``'s ``\\s``, close to but not ``str.strip``'s set);
- a Console path is checked only with the format's pattern (which bans NUL but not unpaired
  surrogates), and Python's ``$`` also matches before a final newline;
- "integer" accepts 2.0 (JSON Schema counts it as an integer; the spec does not).
"""

from __future__ import annotations

import json
from typing import Any

from bench.paths import GENERATED_SCHEMA, ROOT, ensure_generated
from bench.peers import rules as r


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    """An optional field: the spec treats null as missing."""
    out = dict(schema)
    if "enum" in out:
        out["enum"] = [*out["enum"], None]
    else:
        kind = out["type"]
        out["type"] = [*(kind if isinstance(kind, list) else [kind]), "null"]
    return out


REQ_STR: dict[str, Any] = {"type": "string", "pattern": r.NONBLANK}
OPT_STR = _nullable({"type": "string", "pattern": r.CLEAN})
REQ_PATH: dict[str, Any] = {"type": "string", "pattern": r.CONSOLE_PATH}
OPT_PATH = _nullable(REQ_PATH)
NUMBER: dict[str, Any] = {"type": "number", "minimum": -r.MAX_MAGNITUDE, "maximum": r.MAX_MAGNITUDE}
TEXT: dict[str, Any] = {
    "type": ["string", "number", "boolean"],
    "pattern": r.CLEAN,
    "minimum": -r.MAX_MAGNITUDE,
    "maximum": r.MAX_MAGNITUDE,
}


def _enum(values: tuple[str, ...]) -> dict[str, Any]:
    return {"enum": list(values)}


def _obj(required: dict[str, Any], optional: dict[str, Any] | None = None) -> dict[str, Any]:
    props = dict(required)
    props.update({k: _nullable(v) for k, v in (optional or {}).items()})
    return {"type": "object", "required": list(required), "properties": props}


def _list(item: dict[str, Any], lo: int = 0, hi: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "array", "items": item}
    if lo:
        out["minItems"] = lo
    if hi is not None:
        out["maxItems"] = hi
    return out


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/definitions/{name}"}


RESOURCE_ITEM_REQUIRED = {"resourceId": REQ_STR, "title": REQ_STR}
RESOURCE_ITEM_OPTIONAL: dict[str, Any] = {
    "subtitle": OPT_STR,
    "href": REQ_PATH,
    "status": OPT_STR,
    "metadata": _list(_ref("metadata_entry"), hi=r.MAX_METADATA_ENTRIES),
    "fields": {
        "type": "object",
        "maxProperties": r.MAX_FIELD_ENTRIES,
        "propertyNames": {"pattern": r.NONBLANK, "not": {"enum": list(r.FORBIDDEN_KEYS)}},
        "additionalProperties": {
            "type": ["string", "number", "boolean", "null"],
            "pattern": r.CLEAN,
            "minimum": -r.MAX_MAGNITUDE,
            "maximum": r.MAX_MAGNITUDE,
        },
    },
}

SHAPES: dict[str, dict[str, Any]] = {
    "resource_item": _obj(RESOURCE_ITEM_REQUIRED, RESOURCE_ITEM_OPTIONAL),
    "metadata_entry": _obj({"label": REQ_STR, "value": TEXT}),
    "column": _obj({"key": REQ_STR, "label": REQ_STR}),
    "chart_metric": _obj({"metric": REQ_STR, "points": _list(_ref("chart_point"), hi=r.MAX_CHART_POINTS)}),
    "chart_point": _obj({"time": REQ_STR, "value": NUMBER}, {"label": OPT_STR}),
}

VARIANTS: dict[str, dict[str, Any]] = {
    "set_theme": _obj({"theme": _enum(r.THEME)}),
    "navigate": _obj({"path": REQ_PATH}, {"hash": OPT_STR, "replace": {"type": "boolean"}}),
    "open_create": _obj({"resource": _enum(r.CREATE_RESOURCE_TYPE)}, {"projectId": OPT_STR}),
    "open_dialog": _obj({"dialog": _enum(r.DIALOG)}, {"projectId": OPT_STR}),
    "toast": _obj({"level": _enum(r.TOAST_LEVEL), "message": REQ_STR}, {"description": OPT_STR}),
    "show_pane": _obj({"content": _enum(r.PANE_CONTENT)}),
    "toggle_terminal": _obj({}),
    "scroll_to_card": _obj({"cardId": REQ_STR}),
    "resource": _obj(
        {"mutation": _enum(r.MUTATION), "resourceType": REQ_STR, **RESOURCE_ITEM_REQUIRED},
        RESOURCE_ITEM_OPTIONAL,
    ),
    "resource_list": _obj(
        {
            "resourceType": REQ_STR,
            "items": _list(_ref("resource_item"), hi=r.MAX_RESOURCE_LIST_ITEMS),
        },
        {
            "title": OPT_STR,
            "description": OPT_STR,
            "listHref": REQ_PATH,
            "emptyMessage": OPT_STR,
            "total": {"type": "integer", "minimum": 0, "maximum": r.MAX_MAGNITUDE},
            "projectId": OPT_STR,
            "columns": _list(_ref("column"), lo=1, hi=r.MAX_COLUMNS),
        },
    ),
    "chart": _obj(
        {
            "title": REQ_STR,
            "metrics": _list(_ref("chart_metric"), lo=1, hi=r.MAX_CHART_METRICS),
        },
        {
            "description": OPT_STR,
            "unitLabel": OPT_STR,
            "interval": OPT_STR,
            "startAt": OPT_STR,
            "endAt": OPT_STR,
            "href": REQ_PATH,
            "projectId": OPT_STR,
            "chartType": _enum(r.CHART_TYPE),
            "kind": _enum(r.CHART_KIND),
            "axisFormat": _enum(r.AXIS_FORMAT),
            "changePercent": NUMBER,
        },
    ),
    "refresh": _obj({"scopes": _list(REQ_STR, lo=1)}),
}
assert tuple(VARIANTS) == r.ACTION_TYPES, "the schema's variants must follow the spec's"

ACTION: dict[str, Any] = {
    "type": "object",
    "required": ["type"],
    "properties": {"type": {"enum": list(r.ACTION_TYPES)}},
    "allOf": [{"if": {"properties": {"type": {"const": name}}}, "then": _ref(name)} for name in VARIANTS],
}

SCHEMA: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$id": "urn:bench:console.v1:tool-argument",
    "title": "console tool argument (hand-written for the benchmark)",
    "definitions": {"action": ACTION, **SHAPES, **VARIANTS},
    # The argument is a list of actions, or one action object.
    "if": {"type": "object"},
    "then": _ref("action"),
    "else": _list(_ref("action"), lo=1, hi=r.MAX_ACTIONS),
}


def load_schema(which: str = "auto") -> tuple[dict[str, Any], str, bool]:
    """The schema to time, where it came from, and whether it describes the envelope.

    ``auto``: the generated schema when it exists, else the hand-written one above;
    ``generated`` / ``hand-written`` force one. The generated schema describes the canonical
    envelope (``{"protocol", "actions"}``), not the tool argument, so the peers then validate the
    envelope they are about to emit. Being the schema of *canonical* output, it rejects tool
    arguments that only the normalisation makes valid (a number as a metadata value, " Dark ");
    the report marks those cells.
    """
    ensure_generated()
    if which == "generated" or (which == "auto" and GENERATED_SCHEMA.is_file()):
        schema = json.loads(GENERATED_SCHEMA.read_text(encoding="utf-8"))
        is_envelope = "protocol" in schema.get("properties", {})
        return schema, GENERATED_SCHEMA.relative_to(ROOT).as_posix() + " (generated)", is_envelope
    return SCHEMA, "bench/peers/schema.py (hand-written)", False
