# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v4.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The `emit_events` tool as the model sees it: its name, its docstring, the description of
the `events` argument, and ready function-calling definitions (OpenAI- and Anthropic-style
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

TOOL_NAME: Final = "emit_events"
TOOL_DESCRIPTION: Final = (
    "Emit AG-UI events to the user interface: start and finish runs, stream text messages, tool calls and reasoning, send state snapshots and JSON Patch deltas, activities, subagent progress, raw provider events and custom events. Returns the events as the UI receives them."
)
"""The tool's docstring (spec ``tool.description``)."""
ARGUMENT_DESCRIPTION: Final = (
    "JSON string (array of AG-UI events, or a single event object).\n"
    "events per call, applied in order; `type` picks the event type.\n"
    "Event types:\n"
    '- TEXT_MESSAGE_START {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, role?: developer|system|assistant|user, name?}: Opens a streamed text message. Example: {"type":"TEXT_MESSAGE_START","messageId":"msg_1","role":"assistant"}\n'
    '- TEXT_MESSAGE_CONTENT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, delta}: Appends a fragment to an open text message (may be empty, as a keep-alive). Example: {"type":"TEXT_MESSAGE_CONTENT","messageId":"msg_1","delta":"Hello"}\n'
    '- TEXT_MESSAGE_END {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId}: Closes a text message. Example: {"type":"TEXT_MESSAGE_END","messageId":"msg_1"}\n'
    '- TEXT_MESSAGE_CHUNK {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId?, role?: developer|system|assistant|user, delta?, name?}: A text message in one event, expanded by the client into start, content and end. Example: {"type":"TEXT_MESSAGE_CHUNK","messageId":"msg_1","delta":"Hi"}\n'
    '- TOOL_CALL_START {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, toolCallId, toolCallName, parentMessageId?}: Opens a tool call. Example: {"type":"TOOL_CALL_START","toolCallId":"call_1","toolCallName":"search"}\n'
    '- TOOL_CALL_ARGS {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, toolCallId, delta}: Appends a fragment of the tool call\'s JSON argument text (not validated as JSON). Example: {"type":"TOOL_CALL_ARGS","toolCallId":"call_1","delta":"{\\"q\\":"}\n'
    '- TOOL_CALL_END {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, toolCallId}: Closes a tool call. Example: {"type":"TOOL_CALL_END","toolCallId":"call_1"}\n'
    '- TOOL_CALL_CHUNK {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, toolCallId?, toolCallName?, parentMessageId?, delta?}: A tool call in one event, expanded by the client into start, args and end. Example: {"type":"TOOL_CALL_CHUNK","toolCallId":"call_1","toolCallName":"search","delta":"{}"}\n'
    '- TOOL_CALL_RESULT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, toolCallId, content: string|[{type: text, id?, text, metadata?: any}|{type: image, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: audio, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: video, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: document, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}], role?: tool}: The result of a tool call, as a new tool message. Example: {"type":"TOOL_CALL_RESULT","messageId":"msg_2","toolCallId":"call_1","content":"3 results"}\n'
    '- STATE_SNAPSHOT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, snapshot: any}: Replaces the agent state (any JSON value, null included). Example: {"type":"STATE_SNAPSHOT","snapshot":{"count":1}}\n'
    '- STATE_DELTA {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, delta: [{op: add, path, value: any}|{op: remove, path}|{op: replace, path, value: any}|{op: move, from, path}|{op: copy, from, path}|{op: test, path, value: any}]}: Changes the agent state by a JSON Patch (RFC 6902). Example: {"type":"STATE_DELTA","delta":[{"op":"replace","path":"/count","value":2}]}\n'
    '- MESSAGES_SNAPSHOT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, messages: [{role: developer, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content}|{role: system, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content}|{role: assistant, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content?, toolCalls?: [{id, type: function, function: {name, arguments}, encryptedValue?, encryptedValueType?, metadata?: {key: any}}]}|{role: user, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content: string|[{type: text, id?, text, metadata?: any}|{type: image, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: audio, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: video, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: document, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}]}|{role: tool, subagentRunId?, id, content: string|[{type: text, id?, text, metadata?: any}|{type: image, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: audio, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: video, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: document, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}], toolCallId, error?, encryptedValue?, encryptedValueType?, metadata?: {key: any}}|{role: activity, subagentRunId?, id, activityType, content: {key: any}, metadata?: {key: any}}|{role: reasoning, subagentRunId?, id, content, encryptedValue?, encryptedValueType?, metadata?: {key: any}}]}: The whole conversation, reconciled by message id. Send messages[].encryptedValueType only with encryptedValue beside it. Send messages[].toolCalls[].encryptedValueType only with encryptedValue beside it. Example: {"type":"MESSAGES_SNAPSHOT","messages":[{"id":"m1","role":"user","content":"Hi"}]}\n'
    '- ACTIVITY_SNAPSHOT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, activityType, content: {key: any}, replace?: boolean}: Shows or replaces an activity (a structured, non-chat UI element). Example: {"type":"ACTIVITY_SNAPSHOT","messageId":"a1","activityType":"PLAN","content":{"steps":[]}}\n'
    '- ACTIVITY_DELTA {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, activityType, patch: [{op: add, path, value: any}|{op: remove, path}|{op: replace, path, value: any}|{op: move, from, path}|{op: copy, from, path}|{op: test, path, value: any}]}: Changes an activity by a JSON Patch. Example: {"type":"ACTIVITY_DELTA","messageId":"a1","activityType":"PLAN","patch":[{"op":"remove","path":"/steps/0"}]}\n'
    '- RAW {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, event: any, source?}: A provider\'s own event, passed through. Example: {"type":"RAW","event":{"kind":"ping"},"source":"provider"}\n'
    '- CUSTOM {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, name, value: any}: An application-defined event. Example: {"type":"CUSTOM","name":"progress","value":0.5}\n'
    '- RUN_STARTED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, threadId, runId, protocolVersion?, parentRunId?, input?: {threadId, runId, protocolVersion?, parentRunId?, state?: any, messages: [{role: developer, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content}|{role: system, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content}|{role: assistant, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content?, toolCalls?: [{id, type: function, function: {name, arguments}, encryptedValue?, encryptedValueType?, metadata?: {key: any}}]}|{role: user, subagentRunId?, id, name?, encryptedValue?, encryptedValueType?, metadata?: {key: any}, content: string|[{type: text, id?, text, metadata?: any}|{type: image, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: audio, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: video, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: document, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}]}|{role: tool, subagentRunId?, id, content: string|[{type: text, id?, text, metadata?: any}|{type: image, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: audio, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: video, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}|{type: document, id?, source: {type: data, value, mimeType}|{type: url, value, mimeType?}|{type: file, value, provider?, mimeType?}, metadata?: any}], toolCallId, error?, encryptedValue?, encryptedValueType?, metadata?: {key: any}}|{role: activity, subagentRunId?, id, activityType, content: {key: any}, metadata?: {key: any}}|{role: reasoning, subagentRunId?, id, content, encryptedValue?, encryptedValueType?, metadata?: {key: any}}], tools?: [{name, description, parameters?: any, metadata?: {key: any}}], context?: [{description, value}], forwardedProps?: any, resume?: [{interruptId, status: resolved|cancelled, payload?: any, metadata?: {key: any}}]}}: Starts a run. Send input.messages[].encryptedValueType only with encryptedValue beside it. Send input.messages[].toolCalls[].encryptedValueType only with encryptedValue beside it. Example: {"type":"RUN_STARTED","threadId":"t1","runId":"r1"}\n'
    '- RUN_FINISHED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, threadId, runId, result?: any, outcome?: {type: success, pendingToolCallIds?: [string]}|{type: interrupt, interrupts: [{subagentRunId?, id, reason, message?, toolCallId?, responseSchema?: {key: any}, expiresAt?, metadata?: {key: any}}]}|{type: cancelled}, usage?: [{provider?, model?, inputTokens?: integer, outputTokens?: integer, totalTokens?: integer, reasoningTokens?: integer, cachedInputTokens?: integer, cacheWriteInputTokens?: integer}]}: Finishes a run (absent outcome means success). Example: {"type":"RUN_FINISHED","threadId":"t1","runId":"r1"}\n'
    '- RUN_ERROR {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, message, code?, usage?: [{provider?, model?, inputTokens?: integer, outputTokens?: integer, totalTokens?: integer, reasoningTokens?: integer, cachedInputTokens?: integer, cacheWriteInputTokens?: integer}]}: A run failed. Example: {"type":"RUN_ERROR","message":"Rate limited","code":"rate_limit"}\n'
    '- STEP_STARTED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, stepName}: Starts a named step. Example: {"type":"STEP_STARTED","stepName":"plan"}\n'
    '- STEP_FINISHED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, stepName}: Finishes a named step. Example: {"type":"STEP_FINISHED","stepName":"plan"}\n'
    '- REASONING_START {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId}: Opens a reasoning span. Example: {"type":"REASONING_START","messageId":"r1"}\n'
    '- REASONING_MESSAGE_START {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, role: reasoning}: Opens a reasoning message. Example: {"type":"REASONING_MESSAGE_START","messageId":"r1","role":"reasoning"}\n'
    '- REASONING_MESSAGE_CONTENT {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId, delta}: Appends a fragment to a reasoning message. Example: {"type":"REASONING_MESSAGE_CONTENT","messageId":"r1","delta":"Thinking"}\n'
    '- REASONING_MESSAGE_END {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId}: Closes a reasoning message. Example: {"type":"REASONING_MESSAGE_END","messageId":"r1"}\n'
    '- REASONING_MESSAGE_CHUNK {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId?, delta?}: A reasoning message in one event, expanded by the client. Example: {"type":"REASONING_MESSAGE_CHUNK","messageId":"r1","delta":"Thinking"}\n'
    '- REASONING_END {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, messageId}: Closes a reasoning span. Example: {"type":"REASONING_END","messageId":"r1"}\n'
    '- REASONING_ENCRYPTED_VALUE {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId?, subtype: tool-call|message, entityId, encryptedValue, encryptedValueType?}: An opaque encrypted value for a message or a tool call. Example: {"type":"REASONING_ENCRYPTED_VALUE","subtype":"message","entityId":"r1","encryptedValue":"b64"}\n'
    '- SUBAGENT_STARTED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId, name, description?, parentSubagentRunId?, parentToolCallId?, parentMessageId?}: Announces a subagent invocation. Example: {"type":"SUBAGENT_STARTED","subagentRunId":"s1","name":"researcher"}\n'
    '- SUBAGENT_FINISHED {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId, result?: any, outcome?: {type: success}|{type: suspended, interruptIds?: [string]}}: A subagent invocation finished (absent outcome means success). Example: {"type":"SUBAGENT_FINISHED","subagentRunId":"s1"}\n'
    '- SUBAGENT_ERROR {timestamp?: integer, rawEvent?: any, metadata?: {key: any}, subagentRunId, message, code?}: A subagent invocation failed. Example: {"type":"SUBAGENT_ERROR","subagentRunId":"s1","message":"failed"}\n'
    "An invalid call returns `Error: invalid AG-UI events - <field>: <reason>`; fix that field and call again."
)
"""What the model reads about the `events` argument: the fields, an example, the rules."""
_DEFINITION_DESCRIPTION: Final = TOOL_DESCRIPTION


def tool_parameters() -> dict[str, Any]:
    """JSON Schema of the tool's arguments (a fresh dict on every call)."""
    return {
        "type": "object",
        "properties": {
            "events": {
                "type": "string",
                "description": ARGUMENT_DESCRIPTION,
            },
        },
        "required": ["events"],
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
    """The tool as a LangChain ``StructuredTool`` running ``emit_events_tool`` (the envelope, or
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
    from . import emit_events_tool

    return tools.StructuredTool.from_function(
        func=emit_events_tool,
        name=TOOL_NAME,
        description=_DEFINITION_DESCRIPTION,
        args_schema=tool_parameters(),
    )
