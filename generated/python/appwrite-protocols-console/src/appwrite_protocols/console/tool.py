# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/console.v1.yaml
# Regenerate: python -m generator generate
"""The `console` tool as the model sees it: its name, its docstring, the description of
the `actions` argument, and ready function-calling definitions (OpenAI- and Anthropic-style
tool lists, and an optional LangChain tool). Imports only the standard library;
``langchain_tool()`` imports ``langchain_core`` when it is called.
"""

from __future__ import annotations

TYPE_CHECKING = (
    False  # `typing` is for type checkers only: it costs more to import than this module
)
if TYPE_CHECKING:
    from typing import Any, Final

# In ruff's RUF022 order: constants, then functions, each sorted.
__all__ = [
    "ARGUMENT_DESCRIPTION",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "anthropic_tool",
    "langchain_tool",
    "openai_tool",
    "tool_parameters",
]

TOOL_NAME: Final = "console"
TOOL_DESCRIPTION: Final = (
    "Show or do something in the Appwrite Console the user is looking at: switch the theme, navigate, open a create dialog or a named dialog, show a toast, control the right pane or the terminal, scroll to a card, render a resource card, a structured resource list or a usage chart, or refresh caches. UI only: create, change and delete resources with MCP first, then call console with the result. Returns the canonical envelope the Console renders."
)
"""The tool's docstring (spec ``tool.description``)."""
ARGUMENT_DESCRIPTION: Final = (
    "JSON string (array of actions, or a single action object).\n"
    "1–20 actions per call, applied in order; `type` picks the action type.\n"
    "Action types:\n"
    '- set_theme {theme: light|dark|system}: Switch Console appearance. Example: {"type":"set_theme","theme":"dark"}\n'
    '- navigate {path, hash?, replace?: boolean}: Client-side route change. Example: {"type":"navigate","path":"/project/64abc/databases","hash":"card-api-endpoint"}\n'
    '- open_create {resource: database|bucket|user|team|function|site, projectId?}: Open a project create dialog/drawer (Command Center onProjectCreate). Example: {"type":"open_create","resource":"bucket","projectId":"64abc"}\n'
    '- open_dialog {dialog: invite_member|create_project|connect_mcp|shortcuts|docs_search|feedback|support, projectId?}: Open a named Console dialog. Example: {"type":"open_dialog","dialog":"connect_mcp"}\n'
    '- toast {level: success|error|info|warning, message, description?}: Transient notification (sonner). Example: {"type":"toast","level":"success","message":"Database created","description":"Main is ready to use"}\n'
    '- show_pane {content: agent|docs|none}: Control the Console right pane. Example: {"type":"show_pane","content":"docs"}\n'
    '- toggle_terminal {}: Toggle the project terminal panel (Command Center onToggleTerminal). Example: {"type":"toggle_terminal"}\n'
    '- scroll_to_card {cardId}: Scroll a settings/card section into view (useScrollToCard / #card-{cardId}). Example: {"type":"scroll_to_card","cardId":"api-endpoint"}\n'
    '- resource {mutation: create|update|delete, resourceType, resourceId, title, subtitle?, href?, status?, metadata?: [{label, value}], fields?: {key: string|number|boolean|null}}: Render a resource card (or inline summary) for a mutation the agent already performed via MCP. Example: {"type":"resource","mutation":"create","resourceType":"database","resourceId":"main","title":"Main","href":"/project/64abc/databases/main"}\n'
    '- resource_list {resourceType, items: [{resourceId, title, subtitle?, href?, status?, metadata?: [{label, value}], fields?: {key: string|number|boolean|null}}], title?, description?, listHref?, emptyMessage?, total?: integer, projectId?, columns?: [{key, label}]}: Render a structured list of resources in the agent chat (filters, validation, deep links) instead of a markdown bullet list or table. Use this whenever the user asks to list/show/find resources (databases, users, buckets, functions, sites, teams, tables, files, …) and MCP (or another tool) returned rows. Example: {"type":"resource_list","resourceType":"user","title":"Users","total":1,"listHref":"/project/64abc/auth/users","items":[{"resourceId":"user_1","title":"Ada Lovelace","href":"/project/64abc/auth/user/user_1","fields":{"email":"ada@example.com"}}]}\n'
    '- chart {title, metrics: [{metric, points: [{time, value: number, label?}]}], description?, unitLabel?, interval?, startAt?, endAt?, href?, projectId?, chartType?: area|bar, kind?: events|gauges, axisFormat?: count|bytes|gbhours, changePercent?: number}: Render a usage chart from usage_list_events / usage_list_gauges data. The Console draws it with the shared usage charts library (area or bar). Example: {"type":"chart","title":"Requests (last 24 hours)","unitLabel":"requests","interval":"1h","startAt":"2026-08-03T08:00:00.000Z","endAt":"2026-08-04T08:00:00.000Z","projectId":"64abc","metrics":[{"metric":"network.requests","points":[{"time":"2026-08-04T08:00:00+00:00","value":49}]}]}\n'
    '- refresh {scopes: [string]}: Invalidate Console React Query (or equivalent) caches after mutations. Example: {"type":"refresh","scopes":["databases","tables"]}\n'
    "Rules:\n"
    "- resource: Call MCP mutate first; only emit resource after a successful tool result (with the real $id / name from the response).\n"
    "- resource_list: MCP list first → then console with resource_list (include real ids/names from the tool result).\n"
    "- resource_list: Spoken/text answer should be brief (“Here are 2 users.”) — do not duplicate the rows as markdown.\n"
    "- resource_list: If truncated, set total to the full count and prefer linking via listHref.\n"
    "- resource_list: Empty results: still emit resource_list with items: [] and an emptyMessage.\n"
    "- chart: Call usage_list_events (or gauges) with the exact metric id from the table (e.g. network.requests).\n"
    '- chart: For time series / "last N hours/days", always pass interval (prefer 1h for 24h, 1d for multi-day). Flat aggregates (interval omitted) are only for single-number totals when the user does not want a chart.\n'
    "- chart: After a successful usage tool result, call console with type=chart. Pass metrics through from the tool response; include interval, startAt, endAt, and projectId.\n"
    "- chart: Keep the spoken answer short (“49 requests in the last 24 hours.”) — do not paste the series as markdown.\n"
    "- chart: Canonical metric ids (do not invent short aliases) (User asks about → Metric id → Tool): API / network requests → `network.requests` → `usage_list_events`; Function executions → `executions` or `functions.executions` → `usage_list_events`; Bandwidth → `network.inbound` / `network.outbound` → `usage_list_events`; Storage total → `storage` / `files.storage` → `usage_list_gauges`; MAU → `users.mau` → `usage_list_gauges`\n"
    "An invalid call returns `Error: invalid console actions — <field>: <reason>`; fix that field and call again."
)
"""What the model reads about the `actions` argument: the fields, an example, the rules."""
_DEFINITION_DESCRIPTION: Final = TOOL_DESCRIPTION


def tool_parameters() -> dict[str, Any]:
    """JSON Schema of the tool's arguments (a fresh dict on every call)."""
    return {
        "type": "object",
        "properties": {
            "actions": {
                "type": "string",
                "description": ARGUMENT_DESCRIPTION,
            },
        },
        "required": ["actions"],
        "additionalProperties": False,
    }


def openai_tool() -> dict[str, Any]:
    """The tool for an OpenAI-style ``tools`` list."""
    return {
        "type": "function",
        "function": {
            "name": TOOL_NAME,
            "description": _DEFINITION_DESCRIPTION,
            "parameters": tool_parameters(),
        },
    }


def anthropic_tool() -> dict[str, Any]:
    """The tool for an Anthropic-style ``tools`` list."""
    return {
        "name": TOOL_NAME,
        "description": _DEFINITION_DESCRIPTION,
        "input_schema": tool_parameters(),
    }


def langchain_tool() -> Any:
    """The tool as a LangChain ``StructuredTool`` running ``console_tool`` (the envelope, or
    the error text; it never raises), with the name, description and parameters above. Needs
    ``langchain-core`` 0.3.40 or later (a JSON Schema ``args_schema``), imported only here."""
    try:
        import importlib  # here, not at the top: the package imports nothing it need not

        tools = importlib.import_module("langchain_core.tools")
    except ImportError as exc:
        raise ImportError(
            "langchain_tool() needs langchain-core 0.3.40 or later "
            "(pip install 'langchain-core>=0.3.40'); the rest of this package does not"
        ) from exc
    from . import console_tool

    return tools.StructuredTool.from_function(
        func=console_tool,
        name=TOOL_NAME,
        description=_DEFINITION_DESCRIPTION,
        args_schema=tool_parameters(),
    )
