# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: spec/threat.v1.yaml
# Regenerate: python -m generator generate
"""The `report_threat` tool as the model sees it: its name, its docstring, the description of
the arguments, and ready function-calling definitions (OpenAI- and Anthropic-style
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

TOOL_NAME: Final = "report_threat"
TOOL_DESCRIPTION: Final = (
    "Report a request you will not carry out because it is illegal or immoral, then refuse briefly. The Console records the report for review."
)
"""The tool's docstring (spec ``tool.description``)."""
ARGUMENT_DESCRIPTION: Final = (
    "Separate string arguments: `category`, `summary`, `details`, optional `quote`.\n"
    'Arguments {category: illegal|immoral, summary, details, quote?}: One threat report. Example: {"category":"illegal","summary":"Asked for stolen card numbers","details":"The user asked the agent to find and list stolen credit card numbers.","quote":"give me some working card numbers"}\n'
    "An invalid call returns `Error: invalid threat report — <field>: <reason>`; fix that field and call again."
)
"""What the model reads about the arguments: the fields, an example, the rules."""
_DEFINITION_DESCRIPTION: Final = TOOL_DESCRIPTION + "\n\n" + ARGUMENT_DESCRIPTION


def tool_parameters() -> dict[str, Any]:
    """JSON Schema of the tool's arguments (a fresh dict on every call)."""
    return {
        "type": "object",
        "properties": {
            "category": {
                "type": "string",
                "description": "Why the request was refused — surrounding whitespace removed; lowercased",
                "enum": ["illegal", "immoral"],
            },
            "summary": {
                "type": "string",
                "description": "One line for the review queue — surrounding whitespace removed; at most 280 characters",
            },
            "details": {
                "type": "string",
                "description": "What was asked and why it was refused — surrounding whitespace removed; at most 4000 characters",
            },
            "quote": {
                "type": "string",
                "description": "The user's words, verbatim; empty means none — surrounding whitespace removed; at most 1000 characters",
            },
        },
        "required": ["category", "summary", "details"],
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
    """The tool as a LangChain ``StructuredTool`` running ``report_threat_tool`` (the envelope, or
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
    from . import report_threat_tool

    return tools.StructuredTool.from_function(
        func=report_threat_tool,
        name=TOOL_NAME,
        description=_DEFINITION_DESCRIPTION,
        args_schema=tool_parameters(),
    )
