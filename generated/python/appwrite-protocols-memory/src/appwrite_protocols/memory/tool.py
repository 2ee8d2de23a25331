# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/memory.v1.yaml
# Regenerate: python -m generator generate
"""The `memory` tool as the model sees it: its name, its docstring, the description of
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

TOOL_NAME: Final = "memory"
TOOL_DESCRIPTION: Final = (
    "Save or forget what you should remember about the user across conversations: preferences, instructions and facts, each under a stable key. Returns the canonical envelope the Console shows and persists."
)
"""The tool's docstring (spec ``tool.description``)."""
ARGUMENT_DESCRIPTION: Final = (
    "JSON string (array of actions, or a single action object).\n"
    "1–10 actions per call, applied in order; `type` picks the action type.\n"
    "Action types:\n"
    '- set {key, scope?: user, ownerId?, content, category?: preference|instruction|fact, priority?: integer}: Save (or overwrite) one memory. Example: {"type":"set","key":"ui.theme","content":"Prefers the dark theme","category":"preference"}\n'
    '- forget {key, scope?: user, ownerId?}: Forget one memory. Do not send content, category or priority (refused). Example: {"type":"forget","key":"ui.theme"}\n'
    "An invalid call returns `Error: invalid memory actions — <field>: <reason>`; fix that field and call again."
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
    """The tool as a LangChain ``StructuredTool`` running ``memory_tool`` (the envelope, or
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
    from . import memory_tool

    return tools.StructuredTool.from_function(
        func=memory_tool,
        name=TOOL_NAME,
        description=_DEFINITION_DESCRIPTION,
        args_schema=tool_parameters(),
    )
