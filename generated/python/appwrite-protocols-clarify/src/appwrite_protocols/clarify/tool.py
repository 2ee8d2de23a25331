# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/clarify.v1.yaml
# Regenerate: python -m generator generate
"""The `clarify` tool as the model sees it: its name, its docstring, the description of
the `prompts` argument, and ready function-calling definitions (OpenAI- and Anthropic-style
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

TOOL_NAME: Final = "clarify"
TOOL_DESCRIPTION: Final = (
    "Ask the user structured follow-up questions, which the Console renders as a form: pick an option (choice), a yes / no gate (confirm) or a free-form value (text). Use it instead of guessing ids, names or permissions, and before destructive or irreversible actions; then stop and read the answers on the next turn. Returns the canonical envelope the Console renders."
)
"""The tool's docstring (spec ``tool.description``)."""
ARGUMENT_DESCRIPTION: Final = (
    "JSON string (array of prompts, or a single prompt object); optional `title`.\n"
    "1–5 prompts per call, applied in order; `kind` picks the prompt type.\n"
    "`id` must be unique across the prompts.\n"
    "Prompt types:\n"
    '- choice {id, question, hint?, required?: boolean, options: [{id, label, description?}], allowMultiple?: boolean}: Pick one option (or several when `allowMultiple` is true). Example: {"id":"bucket","kind":"choice","question":"Which bucket should I delete?","options":[{"id":"avatars","label":"avatars","description":"64 files"},{"id":"uploads","label":"uploads","description":"12 files"}]}\n'
    '- confirm {id, question, hint?, required?: boolean, confirmLabel?, cancelLabel?, danger?: boolean}: Yes / no gate — use before destructive MCP deletes or irreversible actions. Example: {"id":"confirm_delete","kind":"confirm","question":"Delete bucket avatars and all of its files?","confirmLabel":"Delete","cancelLabel":"Keep it","danger":true,"hint":"This cannot be undone."}\n'
    '- text {id, question, hint?, required?: boolean, placeholder?, defaultValue?, multiline?: boolean}: Free-form value (resource name, email, custom id, …). Example: {"id":"name","kind":"text","question":"Database name","placeholder":"main"}\n'
    "Rules:\n"
    "- Call clarify when a required detail is missing or a destructive action needs confirmation — do not guess.\n"
    "- After a successful clarify call, stop mutating. Keep the spoken answer short (“Need one detail before I continue.”). Do not invent IDs or call delete MCP tools in the same turn.\n"
    "- Prefer one call with several prompts over many round-trips (max 5 prompts).\n"
    "- On the next turn, read the user's answers (plain text or structured ClarifyAnswers) and continue.\n"
    "An invalid call returns `Error: invalid clarify prompts — <field>: <reason>`; fix that field and call again."
)
"""What the model reads about the `prompts` argument: the fields, an example, the rules."""
_DEFINITION_DESCRIPTION: Final = TOOL_DESCRIPTION


def tool_parameters() -> dict[str, Any]:
    """JSON Schema of the tool's arguments (a fresh dict on every call)."""
    return {
        "type": "object",
        "properties": {
            "prompts": {
                "type": "string",
                "description": ARGUMENT_DESCRIPTION,
            },
            "title": {
                "type": "string",
                "description": "Heading above the prompts — surrounding whitespace removed; at most 120 characters",
            },
        },
        "required": ["prompts"],
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
    """The tool as a LangChain ``StructuredTool`` running ``clarify_tool`` (the envelope, or
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
    from . import clarify_tool

    return tools.StructuredTool.from_function(
        func=clarify_tool,
        name=TOOL_NAME,
        description=_DEFINITION_DESCRIPTION,
        args_schema=tool_parameters(),
    )
