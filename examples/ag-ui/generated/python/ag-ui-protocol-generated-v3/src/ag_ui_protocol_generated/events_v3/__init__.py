# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v3.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""AG-UI events (``ag-ui.events/v3``): validate and normalise events, emit the envelope.

The 31 events of AG-UI 1.1 (Agent-User Interaction Protocol), one JSON object each,
discriminated by `type`: run lifecycle, text messages, tool calls, state, messages,
activities, reasoning, subagents, raw and custom events.

Every check and normalisation below comes
from the spec; the protocol doc (``ag_ui_v3-protocol.md``) explains them.
"""

from __future__ import annotations

import re

# The helpers every package carries, copied from generator/targets/python/runtime.py.
from ._runtime import SCREEN_FLAGS as _SCREEN_FLAGS
from ._runtime import ProtocolError as _ProtocolError
from ._runtime import dumps as _dumps

# Reading the tool argument, copied from generator/targets/python/runtime_argument.py.
from ._runtime_argument import read_argument as _read_argument

# The walk of `any` values, copied from generator/targets/python/runtime_json.py.
from ._runtime_json import JsonRules as _JsonRules
from ._runtime_json import json_fault as _json_fault
from ._runtime_json import keep_unknown as _keep_unknown

# The engine of the stream rules, copied from generator/targets/python/runtime_stream.py.
from ._runtime_stream import Stream as _Stream
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

    from ._runtime_stream import Record as _Record
    from ._runtime_stream import Rule as _Rule
    from ._runtime_stream import Scope as _Scope
    from ._types import (
        ActivityDeltaEvent,
        ActivityMessage,
        ActivitySnapshotEvent,
        AgentTool,
        AgUiV3Envelope,
        AgUiV3Event,
        AssistantMessage,
        Attributable,
        BaseEvent,
        ContentPart,
        ContentPartMediaPart,
        ContentPartTextPart,
        ContextEntry,
        CustomEvent,
        DataSource,
        FileSource,
        FunctionCall,
        Interrupt,
        MediaPart,
        Message,
        MessageActivityMessage,
        MessageAssistantMessage,
        MessagePlainMessage,
        MessageReasoningMessage,
        MessagesSnapshotEvent,
        MessageToolMessage,
        MessageUserMessage,
        NoFields,
        PartSource,
        PartSourceDataSource,
        PartSourceFileSource,
        PartSourceUrlSource,
        PatchFromOp,
        PatchOperation,
        PatchOperationPatchFromOp,
        PatchOperationPatchPathOp,
        PatchOperationPatchValueOp,
        PatchPathOp,
        PatchValueOp,
        PlainMessage,
        RawEvent,
        ReasoningEncryptedValueEvent,
        ReasoningEndEvent,
        ReasoningMessage,
        ReasoningMessageChunkEvent,
        ReasoningMessageContentEvent,
        ReasoningMessageEndEvent,
        ReasoningMessageStartEvent,
        ReasoningStartEvent,
        ResumeEntry,
        RunAgentInput,
        RunErrorEvent,
        RunFinishedEvent,
        RunInterrupt,
        RunOutcome,
        RunOutcomeNoFields,
        RunOutcomeRunInterrupt,
        RunOutcomeRunSuccess,
        RunStartedEvent,
        RunSuccess,
        StateDeltaEvent,
        StateSnapshotEvent,
        StepFinishedEvent,
        StepStartedEvent,
        SubagentErrorEvent,
        SubagentFinishedEvent,
        SubagentOutcome,
        SubagentOutcomeNoFields,
        SubagentOutcomeSubagentSuspended,
        SubagentStartedEvent,
        SubagentSuspended,
        TextMessageChunkEvent,
        TextMessageContentEvent,
        TextMessageEndEvent,
        TextMessageStartEvent,
        TextPart,
        TokenUsage,
        ToolCall,
        ToolCallArgsEvent,
        ToolCallChunkEvent,
        ToolCallEndEvent,
        ToolCallResultEvent,
        ToolCallStartEvent,
        ToolMessage,
        UrlSource,
        UserMessage,
    )

__all__ = [
    "ARGUMENT_DESCRIPTION",
    "ENCRYPTED_VALUE_SUBTYPE_VALUES",
    "ERROR_PREFIX",
    "EVENT_TYPES",
    "FUNCTION_TYPE_VALUES",
    "PROTOCOL",
    "PROTOCOL_VERSION",
    "REASONING_ROLE_VALUES",
    "RESUME_STATUS_VALUES",
    "TEXT_MESSAGE_ROLE_VALUES",
    "TOOL_ARGUMENT",
    "TOOL_DESCRIPTION",
    "TOOL_NAME",
    "TOOL_ROLE_VALUES",
    "ActivityDeltaEvent",
    "ActivityMessage",
    "ActivitySnapshotEvent",
    "AgUiV3Envelope",
    "AgUiV3Event",
    "AgUiV3ProtocolError",
    "AgentTool",
    "AssistantMessage",
    "Attributable",
    "BaseEvent",
    "ContentPart",
    "ContentPartMediaPart",
    "ContentPartTextPart",
    "ContextEntry",
    "CustomEvent",
    "DataSource",
    "EventStream",
    "FileSource",
    "FunctionCall",
    "Interrupt",
    "MediaPart",
    "Message",
    "MessageActivityMessage",
    "MessageAssistantMessage",
    "MessagePlainMessage",
    "MessageReasoningMessage",
    "MessageToolMessage",
    "MessageUserMessage",
    "MessagesSnapshotEvent",
    "NoFields",
    "PartSource",
    "PartSourceDataSource",
    "PartSourceFileSource",
    "PartSourceUrlSource",
    "PatchFromOp",
    "PatchOperation",
    "PatchOperationPatchFromOp",
    "PatchOperationPatchPathOp",
    "PatchOperationPatchValueOp",
    "PatchPathOp",
    "PatchValueOp",
    "PlainMessage",
    "RawEvent",
    "ReasoningEncryptedValueEvent",
    "ReasoningEndEvent",
    "ReasoningMessage",
    "ReasoningMessageChunkEvent",
    "ReasoningMessageContentEvent",
    "ReasoningMessageEndEvent",
    "ReasoningMessageStartEvent",
    "ReasoningStartEvent",
    "ResumeEntry",
    "RunAgentInput",
    "RunErrorEvent",
    "RunFinishedEvent",
    "RunInterrupt",
    "RunOutcome",
    "RunOutcomeNoFields",
    "RunOutcomeRunInterrupt",
    "RunOutcomeRunSuccess",
    "RunStartedEvent",
    "RunSuccess",
    "StateDeltaEvent",
    "StateSnapshotEvent",
    "StepFinishedEvent",
    "StepStartedEvent",
    "SubagentErrorEvent",
    "SubagentFinishedEvent",
    "SubagentOutcome",
    "SubagentOutcomeNoFields",
    "SubagentOutcomeSubagentSuspended",
    "SubagentStartedEvent",
    "SubagentSuspended",
    "TextMessageChunkEvent",
    "TextMessageContentEvent",
    "TextMessageEndEvent",
    "TextMessageStartEvent",
    "TextPart",
    "TokenUsage",
    "ToolCall",
    "ToolCallArgsEvent",
    "ToolCallChunkEvent",
    "ToolCallEndEvent",
    "ToolCallResultEvent",
    "ToolCallStartEvent",
    "ToolMessage",
    "UrlSource",
    "UserMessage",
    "anthropic_tool",
    "build_envelope",
    "emit_ag_ui_v3_events",
    "emit_events_tool",
    "langchain_tool",
    "openai_tool",
    "parse_events_arg",
    "tool_parameters",
    "validate_event",
]

PROTOCOL: Final = "ag-ui.events/v3"
"""Wire protocol id — bump only on breaking changes."""
PROTOCOL_VERSION: Final = "3.0.0"
TOOL_NAME: Final = "emit_events"
TOOL_ARGUMENT: Final = "events"
ERROR_PREFIX: Final = "Error: invalid AG-UI events - "


EVENT_TYPES: Final = (
    "TEXT_MESSAGE_START",
    "TEXT_MESSAGE_CONTENT",
    "TEXT_MESSAGE_END",
    "TEXT_MESSAGE_CHUNK",
    "TOOL_CALL_START",
    "TOOL_CALL_ARGS",
    "TOOL_CALL_END",
    "TOOL_CALL_CHUNK",
    "TOOL_CALL_RESULT",
    "STATE_SNAPSHOT",
    "STATE_DELTA",
    "MESSAGES_SNAPSHOT",
    "ACTIVITY_SNAPSHOT",
    "ACTIVITY_DELTA",
    "RAW",
    "CUSTOM",
    "RUN_STARTED",
    "RUN_FINISHED",
    "RUN_ERROR",
    "STEP_STARTED",
    "STEP_FINISHED",
    "REASONING_START",
    "REASONING_MESSAGE_START",
    "REASONING_MESSAGE_CONTENT",
    "REASONING_MESSAGE_END",
    "REASONING_MESSAGE_CHUNK",
    "REASONING_END",
    "REASONING_ENCRYPTED_VALUE",
    "SUBAGENT_STARTED",
    "SUBAGENT_FINISHED",
    "SUBAGENT_ERROR",
)
TEXT_MESSAGE_ROLE_VALUES: Final = (
    "developer",
    "system",
    "assistant",
    "user",
)
TOOL_ROLE_VALUES: Final = ("tool",)
REASONING_ROLE_VALUES: Final = ("reasoning",)
FUNCTION_TYPE_VALUES: Final = ("function",)
ENCRYPTED_VALUE_SUBTYPE_VALUES: Final = (
    "tool-call",
    "message",
)
RESUME_STATUS_VALUES: Final = (
    "resolved",
    "cancelled",
)
# Reasons raised in more than one place (the rest are written where they are raised).
_REQUIRED: Final = "is required"
_NOT_NULL: Final = "must not be null"
_NOT_A_STRING: Final = "must be a string"
_NOT_AN_OBJECT: Final = "must be an object"
_NOT_AN_ARRAY: Final = "must be an array"


_PATTERN_0: Final = re.compile("^(?:/(?:[^~/]|~[01])*)*$")
# No safe_numbers rule: a number must still read as a finite double (Safety.magnitude).
_MAX_MAGNITUDE: Final = 2**1024 - 2**970 - 1
# Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
# the parser's words); "" for a limit the spec does not set.
_ARGUMENT_REASONS: Final = (
    "must not be empty",
    "",
    "",
    "is not valid JSON ({})",
)
# What a field of type `any` holds at every depth (spec/README.md, "Variants and fields").
_JSON_RULES: Final = _JsonRules(
    reject_nul=False,
    reject_surrogates=False,
    text_reason="must not contain  characters",
    magnitude=_MAX_MAGNITUDE,
    number_reason="must be a finite number",
    forbidden_keys=frozenset(),
    forbidden_reason="is not an allowed key",
    keys_reason="keys must be strings",
    not_json_reason="must be a JSON value",
    unknown_reason="is not a known field",
)
# The keys each object declares; under `unknown: keep` the others are unknown.
_KNOWN_BASE_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
    }
)
_KNOWN_ATTRIBUTABLE: Final = frozenset(
    {
        "subagentRunId",
    }
)
_KNOWN_TEXT_PART: Final = frozenset(
    {
        "id",
        "text",
        "metadata",
        "type",
    }
)
_KNOWN_MEDIA_PART: Final = frozenset(
    {
        "id",
        "source",
        "metadata",
        "type",
    }
)
_KNOWN_DATA_SOURCE: Final = frozenset(
    {
        "value",
        "mimeType",
        "type",
    }
)
_KNOWN_URL_SOURCE: Final = frozenset(
    {
        "value",
        "mimeType",
        "type",
    }
)
_KNOWN_FILE_SOURCE: Final = frozenset(
    {
        "value",
        "provider",
        "mimeType",
        "type",
    }
)
_KNOWN_PLAIN_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "name",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
        "content",
        "role",
    }
)
_KNOWN_ASSISTANT_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "name",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
        "content",
        "toolCalls",
        "role",
    }
)
_KNOWN_USER_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "name",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
        "content",
        "role",
    }
)
_KNOWN_TOOL_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "content",
        "toolCallId",
        "error",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
        "role",
    }
)
_KNOWN_ACTIVITY_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "activityType",
        "content",
        "metadata",
        "role",
    }
)
_KNOWN_REASONING_MESSAGE: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "content",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
        "role",
    }
)
_KNOWN_FUNCTION_CALL: Final = frozenset(
    {
        "name",
        "arguments",
    }
)
_KNOWN_TOOL_CALL: Final = frozenset(
    {
        "id",
        "type",
        "function",
        "encryptedValue",
        "encryptedValueType",
        "metadata",
    }
)
_KNOWN_PATCH_VALUE_OP: Final = frozenset(
    {
        "path",
        "value",
        "op",
    }
)
_KNOWN_PATCH_PATH_OP: Final = frozenset(
    {
        "path",
        "op",
    }
)
_KNOWN_PATCH_FROM_OP: Final = frozenset(
    {
        "from",
        "path",
        "op",
    }
)
_KNOWN_RUN_SUCCESS: Final = frozenset(
    {
        "pendingToolCallIds",
        "type",
    }
)
_KNOWN_INTERRUPT: Final = frozenset(
    {
        "subagentRunId",
        "id",
        "reason",
        "message",
        "toolCallId",
        "responseSchema",
        "expiresAt",
        "metadata",
    }
)
_KNOWN_RUN_INTERRUPT: Final = frozenset(
    {
        "interrupts",
        "type",
    }
)
_KNOWN_NO_FIELDS: Final = frozenset(
    {
        "type",
    }
)
_KNOWN_SUBAGENT_SUSPENDED: Final = frozenset(
    {
        "interruptIds",
        "type",
    }
)
_KNOWN_TOKEN_USAGE: Final = frozenset(
    {
        "provider",
        "model",
        "inputTokens",
        "outputTokens",
        "totalTokens",
        "reasoningTokens",
        "cachedInputTokens",
        "cacheWriteInputTokens",
    }
)
_KNOWN_AGENT_TOOL: Final = frozenset(
    {
        "name",
        "description",
        "parameters",
        "metadata",
    }
)
_KNOWN_CONTEXT_ENTRY: Final = frozenset(
    {
        "description",
        "value",
    }
)
_KNOWN_RESUME_ENTRY: Final = frozenset(
    {
        "interruptId",
        "status",
        "payload",
        "metadata",
    }
)
_KNOWN_RUN_AGENT_INPUT: Final = frozenset(
    {
        "threadId",
        "runId",
        "protocolVersion",
        "parentRunId",
        "state",
        "messages",
        "tools",
        "context",
        "forwardedProps",
        "resume",
    }
)
_KNOWN_TEXT_MESSAGE_START_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "role",
        "name",
        "type",
    }
)
_KNOWN_TEXT_MESSAGE_CONTENT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "delta",
        "type",
    }
)
_KNOWN_TEXT_MESSAGE_END_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "type",
    }
)
_KNOWN_TEXT_MESSAGE_CHUNK_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "role",
        "delta",
        "name",
        "type",
    }
)
_KNOWN_TOOL_CALL_START_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "toolCallId",
        "toolCallName",
        "parentMessageId",
        "type",
    }
)
_KNOWN_TOOL_CALL_ARGS_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "toolCallId",
        "delta",
        "type",
    }
)
_KNOWN_TOOL_CALL_END_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "toolCallId",
        "type",
    }
)
_KNOWN_TOOL_CALL_CHUNK_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "toolCallId",
        "toolCallName",
        "parentMessageId",
        "delta",
        "type",
    }
)
_KNOWN_TOOL_CALL_RESULT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "toolCallId",
        "content",
        "role",
        "type",
    }
)
_KNOWN_STATE_SNAPSHOT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "snapshot",
        "type",
    }
)
_KNOWN_STATE_DELTA_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "delta",
        "type",
    }
)
_KNOWN_MESSAGES_SNAPSHOT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "messages",
        "type",
    }
)
_KNOWN_ACTIVITY_SNAPSHOT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "activityType",
        "content",
        "replace",
        "type",
    }
)
_KNOWN_ACTIVITY_DELTA_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "activityType",
        "patch",
        "type",
    }
)
_KNOWN_RAW_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "event",
        "source",
        "type",
    }
)
_KNOWN_CUSTOM_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "name",
        "value",
        "type",
    }
)
_KNOWN_RUN_STARTED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "threadId",
        "runId",
        "protocolVersion",
        "parentRunId",
        "input",
        "type",
    }
)
_KNOWN_RUN_FINISHED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "threadId",
        "runId",
        "result",
        "outcome",
        "usage",
        "type",
    }
)
_KNOWN_RUN_ERROR_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "message",
        "code",
        "usage",
        "type",
    }
)
_KNOWN_STEP_STARTED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "stepName",
        "type",
    }
)
_KNOWN_STEP_FINISHED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "stepName",
        "type",
    }
)
_KNOWN_REASONING_START_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "type",
    }
)
_KNOWN_REASONING_MESSAGE_START_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "role",
        "type",
    }
)
_KNOWN_REASONING_MESSAGE_CONTENT_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "delta",
        "type",
    }
)
_KNOWN_REASONING_MESSAGE_END_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "type",
    }
)
_KNOWN_REASONING_MESSAGE_CHUNK_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "delta",
        "type",
    }
)
_KNOWN_REASONING_END_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "messageId",
        "type",
    }
)
_KNOWN_REASONING_ENCRYPTED_VALUE_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "subtype",
        "entityId",
        "encryptedValue",
        "encryptedValueType",
        "type",
    }
)
_KNOWN_SUBAGENT_STARTED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "name",
        "description",
        "parentSubagentRunId",
        "parentToolCallId",
        "parentMessageId",
        "type",
    }
)
_KNOWN_SUBAGENT_FINISHED_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "result",
        "outcome",
        "type",
    }
)
_KNOWN_SUBAGENT_ERROR_EVENT: Final = frozenset(
    {
        "timestamp",
        "rawEvent",
        "metadata",
        "subagentRunId",
        "message",
        "code",
        "type",
    }
)


class AgUiV3ProtocolError(_ProtocolError):
    """An events argument that breaks the protocol; ``path`` names the bad
    field, ``reason`` what is wrong with it (``args`` is the two)."""


# Every checker takes `screen`: False skips the tests of its strings for NUL and lone surrogates,
# for a value read from text that holds none (the runtime's screens_text says when); True, the
# default, tests every string.
def _check_base_event(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_BASE_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_attributable(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_ATTRIBUTABLE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_text_part(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is not None:
        if not isinstance(v_id, str):
            raise AgUiV3ProtocolError("id", _NOT_A_STRING)
        out["id"] = v_id

    elif "id" in raw:
        raise AgUiV3ProtocolError("id", _NOT_NULL)

    v_text = raw.get("text")
    if v_text is None:
        raise AgUiV3ProtocolError("text", _REQUIRED)
    if not isinstance(v_text, str):
        raise AgUiV3ProtocolError("text", _NOT_A_STRING)
    out["text"] = v_text

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        v_metadata__fault = _json_fault(v_metadata, _JSON_RULES)
        if v_metadata__fault is not None:
            raise AgUiV3ProtocolError("metadata" + v_metadata__fault[0], v_metadata__fault[1])
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TEXT_PART, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_media_part(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is not None:
        if not isinstance(v_id, str):
            raise AgUiV3ProtocolError("id", _NOT_A_STRING)
        out["id"] = v_id

    elif "id" in raw:
        raise AgUiV3ProtocolError("id", _NOT_NULL)

    v_source = raw.get("source")
    if v_source is None:
        raise AgUiV3ProtocolError("source", _REQUIRED)
    try:
        v_source = _check_part_source(v_source, screen)
    except AgUiV3ProtocolError as exc:
        exc._enter("source")
        raise
    out["source"] = v_source

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        v_metadata__fault = _json_fault(v_metadata, _JSON_RULES)
        if v_metadata__fault is not None:
            raise AgUiV3ProtocolError("metadata" + v_metadata__fault[0], v_metadata__fault[1])
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_MEDIA_PART, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_content_part(raw: object, screen: bool = True) -> Any:
    """One of 5 shapes, named by `type` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("type")
    if tag == "text":
        member = _check_text_part(raw, screen)
    elif tag in ("image", "audio", "video", "document"):
        member = _check_media_part(raw, screen)
    else:
        raise AgUiV3ProtocolError("type", "must be one of text, image, audio, video, document")
    return {"type": tag, **member}


def _check_data_source(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_value = raw.get("value")
    if v_value is None:
        raise AgUiV3ProtocolError("value", _REQUIRED)
    if not isinstance(v_value, str):
        raise AgUiV3ProtocolError("value", _NOT_A_STRING)
    out["value"] = v_value

    v_mime_type = raw.get("mimeType")
    if v_mime_type is None:
        raise AgUiV3ProtocolError("mimeType", _REQUIRED)
    if not isinstance(v_mime_type, str):
        raise AgUiV3ProtocolError("mimeType", _NOT_A_STRING)
    out["mimeType"] = v_mime_type

    unknown = _keep_unknown(raw, _KNOWN_DATA_SOURCE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_url_source(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_value = raw.get("value")
    if v_value is None:
        raise AgUiV3ProtocolError("value", _REQUIRED)
    if not isinstance(v_value, str):
        raise AgUiV3ProtocolError("value", _NOT_A_STRING)
    out["value"] = v_value

    v_mime_type = raw.get("mimeType")
    if v_mime_type is not None:
        if not isinstance(v_mime_type, str):
            raise AgUiV3ProtocolError("mimeType", _NOT_A_STRING)
        out["mimeType"] = v_mime_type

    elif "mimeType" in raw:
        raise AgUiV3ProtocolError("mimeType", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_URL_SOURCE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_file_source(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_value = raw.get("value")
    if v_value is None:
        raise AgUiV3ProtocolError("value", _REQUIRED)
    if not isinstance(v_value, str):
        raise AgUiV3ProtocolError("value", _NOT_A_STRING)
    out["value"] = v_value

    v_provider = raw.get("provider")
    if v_provider is not None:
        if not isinstance(v_provider, str):
            raise AgUiV3ProtocolError("provider", _NOT_A_STRING)
        out["provider"] = v_provider

    elif "provider" in raw:
        raise AgUiV3ProtocolError("provider", _NOT_NULL)

    v_mime_type = raw.get("mimeType")
    if v_mime_type is not None:
        if not isinstance(v_mime_type, str):
            raise AgUiV3ProtocolError("mimeType", _NOT_A_STRING)
        out["mimeType"] = v_mime_type

    elif "mimeType" in raw:
        raise AgUiV3ProtocolError("mimeType", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_FILE_SOURCE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_part_source(raw: object, screen: bool = True) -> Any:
    """One of 3 shapes, named by `type` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("type")
    if tag == "data":
        member = _check_data_source(raw, screen)
    elif tag == "url":
        member = _check_url_source(raw, screen)
    elif tag == "file":
        member = _check_file_source(raw, screen)
    else:
        raise AgUiV3ProtocolError("type", "must be one of data, url, file")
    return {"type": tag, **member}


def _check_plain_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_name = raw.get("name")
    if v_name is not None:
        if not isinstance(v_name, str):
            raise AgUiV3ProtocolError("name", _NOT_A_STRING)
        out["name"] = v_name

    elif "name" in raw:
        raise AgUiV3ProtocolError("name", _NOT_NULL)

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if not isinstance(v_content, str):
        raise AgUiV3ProtocolError("content", _NOT_A_STRING)
    out["content"] = v_content

    unknown = _keep_unknown(raw, _KNOWN_PLAIN_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_assistant_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_name = raw.get("name")
    if v_name is not None:
        if not isinstance(v_name, str):
            raise AgUiV3ProtocolError("name", _NOT_A_STRING)
        out["name"] = v_name

    elif "name" in raw:
        raise AgUiV3ProtocolError("name", _NOT_NULL)

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_content = raw.get("content")
    if v_content is not None:
        if not isinstance(v_content, str):
            raise AgUiV3ProtocolError("content", _NOT_A_STRING)
        out["content"] = v_content

    elif "content" in raw:
        raise AgUiV3ProtocolError("content", _NOT_NULL)

    v_tool_calls = raw.get("toolCalls")
    if v_tool_calls is not None:
        if not isinstance(v_tool_calls, list):
            raise AgUiV3ProtocolError("toolCalls", _NOT_AN_ARRAY)
        v_tool_calls__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_tool_calls__list.extend(map(_check_tool_call, v_tool_calls, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_tool_calls__index = len(v_tool_calls__list)
            exc._enter(f"toolCalls[{v_tool_calls__index}]")
            raise
        v_tool_calls = v_tool_calls__list
        out["toolCalls"] = v_tool_calls

    elif "toolCalls" in raw:
        raise AgUiV3ProtocolError("toolCalls", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_ASSISTANT_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_user_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_name = raw.get("name")
    if v_name is not None:
        if not isinstance(v_name, str):
            raise AgUiV3ProtocolError("name", _NOT_A_STRING)
        out["name"] = v_name

    elif "name" in raw:
        raise AgUiV3ProtocolError("name", _NOT_NULL)

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if isinstance(v_content, str):
        if not isinstance(v_content, str):
            raise AgUiV3ProtocolError("content", _NOT_A_STRING)
        out["content"] = v_content

    elif isinstance(v_content, list):
        if not isinstance(v_content, list):
            raise AgUiV3ProtocolError("content", _NOT_AN_ARRAY)
        v_content__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_content__list.extend(map(_check_content_part, v_content, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_content__index = len(v_content__list)
            exc._enter(f"content[{v_content__index}]")
            raise
        v_content = v_content__list
        out["content"] = v_content

    else:
        raise AgUiV3ProtocolError("content", "must be a string or an array")

    unknown = _keep_unknown(raw, _KNOWN_USER_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if isinstance(v_content, str):
        if not isinstance(v_content, str):
            raise AgUiV3ProtocolError("content", _NOT_A_STRING)
        out["content"] = v_content

    elif isinstance(v_content, list):
        if not isinstance(v_content, list):
            raise AgUiV3ProtocolError("content", _NOT_AN_ARRAY)
        v_content__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_content__list.extend(map(_check_content_part, v_content, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_content__index = len(v_content__list)
            exc._enter(f"content[{v_content__index}]")
            raise
        v_content = v_content__list
        out["content"] = v_content

    else:
        raise AgUiV3ProtocolError("content", "must be a string or an array")

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is None:
        raise AgUiV3ProtocolError("toolCallId", _REQUIRED)
    if not isinstance(v_tool_call_id, str):
        raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
    out["toolCallId"] = v_tool_call_id

    v_error = raw.get("error")
    if v_error is not None:
        if not isinstance(v_error, str):
            raise AgUiV3ProtocolError("error", _NOT_A_STRING)
        out["error"] = v_error

    elif "error" in raw:
        raise AgUiV3ProtocolError("error", _NOT_NULL)

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOOL_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_activity_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_activity_type = raw.get("activityType")
    if v_activity_type is None:
        raise AgUiV3ProtocolError("activityType", _REQUIRED)
    if not isinstance(v_activity_type, str):
        raise AgUiV3ProtocolError("activityType", _NOT_A_STRING)
    out["activityType"] = v_activity_type

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if not isinstance(v_content, dict):
        raise AgUiV3ProtocolError("content", _NOT_AN_OBJECT)
    v_content__map: dict[str, Any] = {}
    for v_content__key, v_content__entry in v_content.items():
        if not isinstance(v_content__key, str):
            raise AgUiV3ProtocolError("content", "keys must be strings")
        if not v_content__key:
            raise AgUiV3ProtocolError("content", "keys must not be empty")
        # any JSON value, walked as an `any` field's is
        v_content__entry__fault = _json_fault(v_content__entry, _JSON_RULES)
        if v_content__entry__fault is not None:
            raise AgUiV3ProtocolError(
                f"content.{v_content__key}" + v_content__entry__fault[0], v_content__entry__fault[1]
            )
        v_content__map[v_content__key] = v_content__entry
    v_content = v_content__map
    out["content"] = v_content

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_ACTIVITY_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_message(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if not isinstance(v_content, str):
        raise AgUiV3ProtocolError("content", _NOT_A_STRING)
    out["content"] = v_content

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_REASONING_MESSAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_message(raw: object, screen: bool = True) -> Any:
    """One of 7 shapes, named by `role` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("role")
    if tag in ("developer", "system"):
        member = _check_plain_message(raw, screen)
    elif tag == "assistant":
        member = _check_assistant_message(raw, screen)
    elif tag == "user":
        member = _check_user_message(raw, screen)
    elif tag == "tool":
        member = _check_tool_message(raw, screen)
    elif tag == "activity":
        member = _check_activity_message(raw, screen)
    elif tag == "reasoning":
        member = _check_reasoning_message(raw, screen)
    else:
        raise AgUiV3ProtocolError(
            "role", "must be one of developer, system, assistant, user, tool, activity, reasoning"
        )
    return {"role": tag, **member}


def _check_function_call(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_name = raw.get("name")
    if v_name is None:
        raise AgUiV3ProtocolError("name", _REQUIRED)
    if not isinstance(v_name, str):
        raise AgUiV3ProtocolError("name", _NOT_A_STRING)
    out["name"] = v_name

    v_arguments = raw.get("arguments")
    if v_arguments is None:
        raise AgUiV3ProtocolError("arguments", _REQUIRED)
    if not isinstance(v_arguments, str):
        raise AgUiV3ProtocolError("arguments", _NOT_A_STRING)
    out["arguments"] = v_arguments

    unknown = _keep_unknown(raw, _KNOWN_FUNCTION_CALL, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_type = raw.get("type")
    if v_type is None:
        raise AgUiV3ProtocolError("type", _REQUIRED)
    if not isinstance(v_type, str):
        raise AgUiV3ProtocolError("type", "must be one of function")
    if v_type not in FUNCTION_TYPE_VALUES:
        raise AgUiV3ProtocolError("type", "must be one of function")
    out["type"] = v_type

    v_function = raw.get("function")
    if v_function is None:
        raise AgUiV3ProtocolError("function", _REQUIRED)
    try:
        v_function = _check_function_call(v_function, screen)
    except AgUiV3ProtocolError as exc:
        exc._enter("function")
        raise
    out["function"] = v_function

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is not None:
        if not isinstance(v_encrypted_value, str):
            raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
        out["encryptedValue"] = v_encrypted_value

    elif "encryptedValue" in raw:
        raise AgUiV3ProtocolError("encryptedValue", _NOT_NULL)

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_patch_value_op(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_path = raw.get("path")
    if v_path is None:
        raise AgUiV3ProtocolError("path", _REQUIRED)
    if not isinstance(v_path, str):
        raise AgUiV3ProtocolError("path", _NOT_A_STRING)
    if _PATTERN_0.fullmatch(v_path) is None:
        raise AgUiV3ProtocolError("path", "must be a JSON Pointer")
    out["path"] = v_path

    v_value = raw.get("value")
    if v_value is None:
        if "value" not in raw:
            raise AgUiV3ProtocolError("value", _REQUIRED)
        out["value"] = None
    else:
        v_value__fault = _json_fault(v_value, _JSON_RULES)
        if v_value__fault is not None:
            raise AgUiV3ProtocolError("value" + v_value__fault[0], v_value__fault[1])
        out["value"] = v_value

    unknown = _keep_unknown(raw, _KNOWN_PATCH_VALUE_OP, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_patch_path_op(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_path = raw.get("path")
    if v_path is None:
        raise AgUiV3ProtocolError("path", _REQUIRED)
    if not isinstance(v_path, str):
        raise AgUiV3ProtocolError("path", _NOT_A_STRING)
    if _PATTERN_0.fullmatch(v_path) is None:
        raise AgUiV3ProtocolError("path", "must be a JSON Pointer")
    out["path"] = v_path

    unknown = _keep_unknown(raw, _KNOWN_PATCH_PATH_OP, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_patch_from_op(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_from = raw.get("from")
    if v_from is None:
        raise AgUiV3ProtocolError("from", _REQUIRED)
    if not isinstance(v_from, str):
        raise AgUiV3ProtocolError("from", _NOT_A_STRING)
    if _PATTERN_0.fullmatch(v_from) is None:
        raise AgUiV3ProtocolError("from", "must be a JSON Pointer")
    out["from"] = v_from

    v_path = raw.get("path")
    if v_path is None:
        raise AgUiV3ProtocolError("path", _REQUIRED)
    if not isinstance(v_path, str):
        raise AgUiV3ProtocolError("path", _NOT_A_STRING)
    if _PATTERN_0.fullmatch(v_path) is None:
        raise AgUiV3ProtocolError("path", "must be a JSON Pointer")
    out["path"] = v_path

    unknown = _keep_unknown(raw, _KNOWN_PATCH_FROM_OP, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_patch_operation(raw: object, screen: bool = True) -> Any:
    """One of 6 shapes, named by `op` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("op")
    if tag in ("add", "replace", "test"):
        member = _check_patch_value_op(raw, screen)
    elif tag == "remove":
        member = _check_patch_path_op(raw, screen)
    elif tag in ("move", "copy"):
        member = _check_patch_from_op(raw, screen)
    else:
        raise AgUiV3ProtocolError("op", "must be one of add, remove, replace, move, copy, test")
    return {"op": tag, **member}


def _check_run_success(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_pending_tool_call_ids = raw.get("pendingToolCallIds")
    if v_pending_tool_call_ids is not None:
        if not isinstance(v_pending_tool_call_ids, list):
            raise AgUiV3ProtocolError("pendingToolCallIds", _NOT_AN_ARRAY)
        v_pending_tool_call_ids__list: list[Any] = []
        for v_pending_tool_call_ids__index, v_pending_tool_call_ids__item in enumerate(
            v_pending_tool_call_ids
        ):
            if v_pending_tool_call_ids__item is None:
                raise AgUiV3ProtocolError(
                    f"pendingToolCallIds[{v_pending_tool_call_ids__index}]", _NOT_NULL
                )
            if not isinstance(v_pending_tool_call_ids__item, str):
                raise AgUiV3ProtocolError(
                    f"pendingToolCallIds[{v_pending_tool_call_ids__index}]", _NOT_A_STRING
                )
            v_pending_tool_call_ids__list.append(v_pending_tool_call_ids__item)

        v_pending_tool_call_ids = v_pending_tool_call_ids__list
        out["pendingToolCallIds"] = v_pending_tool_call_ids

    elif "pendingToolCallIds" in raw:
        raise AgUiV3ProtocolError("pendingToolCallIds", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RUN_SUCCESS, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_interrupt(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_id = raw.get("id")
    if v_id is None:
        raise AgUiV3ProtocolError("id", _REQUIRED)
    if not isinstance(v_id, str):
        raise AgUiV3ProtocolError("id", _NOT_A_STRING)
    out["id"] = v_id

    v_reason = raw.get("reason")
    if v_reason is None:
        raise AgUiV3ProtocolError("reason", _REQUIRED)
    if not isinstance(v_reason, str):
        raise AgUiV3ProtocolError("reason", _NOT_A_STRING)
    out["reason"] = v_reason

    v_message = raw.get("message")
    if v_message is not None:
        if not isinstance(v_message, str):
            raise AgUiV3ProtocolError("message", _NOT_A_STRING)
        out["message"] = v_message

    elif "message" in raw:
        raise AgUiV3ProtocolError("message", _NOT_NULL)

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is not None:
        if not isinstance(v_tool_call_id, str):
            raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
        out["toolCallId"] = v_tool_call_id

    elif "toolCallId" in raw:
        raise AgUiV3ProtocolError("toolCallId", _NOT_NULL)

    v_response_schema = raw.get("responseSchema")
    if v_response_schema is not None:
        if not isinstance(v_response_schema, dict):
            raise AgUiV3ProtocolError("responseSchema", _NOT_AN_OBJECT)
        v_response_schema__map: dict[str, Any] = {}
        for v_response_schema__key, v_response_schema__entry in v_response_schema.items():
            if not isinstance(v_response_schema__key, str):
                raise AgUiV3ProtocolError("responseSchema", "keys must be strings")
            if not v_response_schema__key:
                raise AgUiV3ProtocolError("responseSchema", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_response_schema__entry__fault = _json_fault(v_response_schema__entry, _JSON_RULES)
            if v_response_schema__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"responseSchema.{v_response_schema__key}" + v_response_schema__entry__fault[0],
                    v_response_schema__entry__fault[1],
                )
            v_response_schema__map[v_response_schema__key] = v_response_schema__entry
        v_response_schema = v_response_schema__map
        out["responseSchema"] = v_response_schema

    elif "responseSchema" in raw:
        raise AgUiV3ProtocolError("responseSchema", _NOT_NULL)

    v_expires_at = raw.get("expiresAt")
    if v_expires_at is not None:
        if not isinstance(v_expires_at, str):
            raise AgUiV3ProtocolError("expiresAt", _NOT_A_STRING)
        out["expiresAt"] = v_expires_at

    elif "expiresAt" in raw:
        raise AgUiV3ProtocolError("expiresAt", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_INTERRUPT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_interrupt(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_interrupts = raw.get("interrupts")
    if v_interrupts is None:
        raise AgUiV3ProtocolError("interrupts", _REQUIRED)
    if not isinstance(v_interrupts, list):
        raise AgUiV3ProtocolError("interrupts", _NOT_AN_ARRAY)
    if len(v_interrupts) < 1:
        raise AgUiV3ProtocolError("interrupts", "must not be empty")
    v_interrupts__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_interrupts__list.extend(map(_check_interrupt, v_interrupts, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        v_interrupts__index = len(v_interrupts__list)
        exc._enter(f"interrupts[{v_interrupts__index}]")
        raise
    v_interrupts__seen: set[str] = set()
    for v_interrupts__index, v_interrupts__item in enumerate(v_interrupts__list):
        if v_interrupts__item["id"] in v_interrupts__seen:
            raise AgUiV3ProtocolError(f"interrupts[{v_interrupts__index}].id", "must be unique")
        v_interrupts__seen.add(v_interrupts__item["id"])
    v_interrupts = v_interrupts__list
    out["interrupts"] = v_interrupts

    unknown = _keep_unknown(raw, _KNOWN_RUN_INTERRUPT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_no_fields(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    unknown = _keep_unknown(raw, _KNOWN_NO_FIELDS, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_outcome(raw: object, screen: bool = True) -> Any:
    """One of 3 shapes, named by `type` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("type")
    if tag == "success":
        member = _check_run_success(raw, screen)
    elif tag == "interrupt":
        member = _check_run_interrupt(raw, screen)
    elif tag == "cancelled":
        member = _check_no_fields(raw, screen)
    else:
        raise AgUiV3ProtocolError("type", "must be one of success, interrupt, cancelled")
    return {"type": tag, **member}


def _check_subagent_suspended(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_interrupt_ids = raw.get("interruptIds")
    if v_interrupt_ids is not None:
        if not isinstance(v_interrupt_ids, list):
            raise AgUiV3ProtocolError("interruptIds", _NOT_AN_ARRAY)
        v_interrupt_ids__list: list[Any] = []
        for v_interrupt_ids__index, v_interrupt_ids__item in enumerate(v_interrupt_ids):
            if v_interrupt_ids__item is None:
                raise AgUiV3ProtocolError(f"interruptIds[{v_interrupt_ids__index}]", _NOT_NULL)
            if not isinstance(v_interrupt_ids__item, str):
                raise AgUiV3ProtocolError(f"interruptIds[{v_interrupt_ids__index}]", _NOT_A_STRING)
            v_interrupt_ids__list.append(v_interrupt_ids__item)

        v_interrupt_ids = v_interrupt_ids__list
        out["interruptIds"] = v_interrupt_ids

    elif "interruptIds" in raw:
        raise AgUiV3ProtocolError("interruptIds", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_SUBAGENT_SUSPENDED, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_subagent_outcome(raw: object, screen: bool = True) -> Any:
    """One of 2 shapes, named by `type` as sent; the tag comes first."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    tag = raw.get("type")
    if tag == "success":
        member = _check_no_fields(raw, screen)
    elif tag == "suspended":
        member = _check_subagent_suspended(raw, screen)
    else:
        raise AgUiV3ProtocolError("type", "must be one of success, suspended")
    return {"type": tag, **member}


def _check_token_usage(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_provider = raw.get("provider")
    if v_provider is not None:
        if not isinstance(v_provider, str):
            raise AgUiV3ProtocolError("provider", _NOT_A_STRING)
        out["provider"] = v_provider

    elif "provider" in raw:
        raise AgUiV3ProtocolError("provider", _NOT_NULL)

    v_model = raw.get("model")
    if v_model is not None:
        if not isinstance(v_model, str):
            raise AgUiV3ProtocolError("model", _NOT_A_STRING)
        out["model"] = v_model

    elif "model" in raw:
        raise AgUiV3ProtocolError("model", _NOT_NULL)

    v_input_tokens = raw.get("inputTokens")
    if v_input_tokens is not None:
        if (
            isinstance(v_input_tokens, float) and v_input_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_input_tokens = int(v_input_tokens)
        if isinstance(v_input_tokens, bool) or not isinstance(v_input_tokens, int):
            raise AgUiV3ProtocolError("inputTokens", "must be an integer")
        if v_input_tokens < 0:
            raise AgUiV3ProtocolError("inputTokens", "must be at least 0")
        if v_input_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("inputTokens", "must be at most 9007199254740991")
        out["inputTokens"] = v_input_tokens

    elif "inputTokens" in raw:
        raise AgUiV3ProtocolError("inputTokens", _NOT_NULL)

    v_output_tokens = raw.get("outputTokens")
    if v_output_tokens is not None:
        if (
            isinstance(v_output_tokens, float) and v_output_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_output_tokens = int(v_output_tokens)
        if isinstance(v_output_tokens, bool) or not isinstance(v_output_tokens, int):
            raise AgUiV3ProtocolError("outputTokens", "must be an integer")
        if v_output_tokens < 0:
            raise AgUiV3ProtocolError("outputTokens", "must be at least 0")
        if v_output_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("outputTokens", "must be at most 9007199254740991")
        out["outputTokens"] = v_output_tokens

    elif "outputTokens" in raw:
        raise AgUiV3ProtocolError("outputTokens", _NOT_NULL)

    v_total_tokens = raw.get("totalTokens")
    if v_total_tokens is not None:
        if (
            isinstance(v_total_tokens, float) and v_total_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_total_tokens = int(v_total_tokens)
        if isinstance(v_total_tokens, bool) or not isinstance(v_total_tokens, int):
            raise AgUiV3ProtocolError("totalTokens", "must be an integer")
        if v_total_tokens < 0:
            raise AgUiV3ProtocolError("totalTokens", "must be at least 0")
        if v_total_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("totalTokens", "must be at most 9007199254740991")
        out["totalTokens"] = v_total_tokens

    elif "totalTokens" in raw:
        raise AgUiV3ProtocolError("totalTokens", _NOT_NULL)

    v_reasoning_tokens = raw.get("reasoningTokens")
    if v_reasoning_tokens is not None:
        if (
            isinstance(v_reasoning_tokens, float) and v_reasoning_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_reasoning_tokens = int(v_reasoning_tokens)
        if isinstance(v_reasoning_tokens, bool) or not isinstance(v_reasoning_tokens, int):
            raise AgUiV3ProtocolError("reasoningTokens", "must be an integer")
        if v_reasoning_tokens < 0:
            raise AgUiV3ProtocolError("reasoningTokens", "must be at least 0")
        if v_reasoning_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("reasoningTokens", "must be at most 9007199254740991")
        out["reasoningTokens"] = v_reasoning_tokens

    elif "reasoningTokens" in raw:
        raise AgUiV3ProtocolError("reasoningTokens", _NOT_NULL)

    v_cached_input_tokens = raw.get("cachedInputTokens")
    if v_cached_input_tokens is not None:
        if (
            isinstance(v_cached_input_tokens, float) and v_cached_input_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_cached_input_tokens = int(v_cached_input_tokens)
        if isinstance(v_cached_input_tokens, bool) or not isinstance(v_cached_input_tokens, int):
            raise AgUiV3ProtocolError("cachedInputTokens", "must be an integer")
        if v_cached_input_tokens < 0:
            raise AgUiV3ProtocolError("cachedInputTokens", "must be at least 0")
        if v_cached_input_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("cachedInputTokens", "must be at most 9007199254740991")
        out["cachedInputTokens"] = v_cached_input_tokens

    elif "cachedInputTokens" in raw:
        raise AgUiV3ProtocolError("cachedInputTokens", _NOT_NULL)

    v_cache_write_input_tokens = raw.get("cacheWriteInputTokens")
    if v_cache_write_input_tokens is not None:
        if (
            isinstance(v_cache_write_input_tokens, float)
            and v_cache_write_input_tokens.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_cache_write_input_tokens = int(v_cache_write_input_tokens)
        if isinstance(v_cache_write_input_tokens, bool) or not isinstance(
            v_cache_write_input_tokens, int
        ):
            raise AgUiV3ProtocolError("cacheWriteInputTokens", "must be an integer")
        if v_cache_write_input_tokens < 0:
            raise AgUiV3ProtocolError("cacheWriteInputTokens", "must be at least 0")
        if v_cache_write_input_tokens > 9007199254740991:
            raise AgUiV3ProtocolError("cacheWriteInputTokens", "must be at most 9007199254740991")
        out["cacheWriteInputTokens"] = v_cache_write_input_tokens

    elif "cacheWriteInputTokens" in raw:
        raise AgUiV3ProtocolError("cacheWriteInputTokens", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOKEN_USAGE, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_agent_tool(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_name = raw.get("name")
    if v_name is None:
        raise AgUiV3ProtocolError("name", _REQUIRED)
    if not isinstance(v_name, str):
        raise AgUiV3ProtocolError("name", _NOT_A_STRING)
    out["name"] = v_name

    v_description = raw.get("description")
    if v_description is None:
        raise AgUiV3ProtocolError("description", _REQUIRED)
    if not isinstance(v_description, str):
        raise AgUiV3ProtocolError("description", _NOT_A_STRING)
    out["description"] = v_description

    v_parameters = raw.get("parameters")
    if v_parameters is not None:
        v_parameters__fault = _json_fault(v_parameters, _JSON_RULES)
        if v_parameters__fault is not None:
            raise AgUiV3ProtocolError("parameters" + v_parameters__fault[0], v_parameters__fault[1])
        out["parameters"] = v_parameters

    elif "parameters" in raw:
        raise AgUiV3ProtocolError("parameters", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_AGENT_TOOL, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_context_entry(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_description = raw.get("description")
    if v_description is None:
        raise AgUiV3ProtocolError("description", _REQUIRED)
    if not isinstance(v_description, str):
        raise AgUiV3ProtocolError("description", _NOT_A_STRING)
    out["description"] = v_description

    v_value = raw.get("value")
    if v_value is None:
        raise AgUiV3ProtocolError("value", _REQUIRED)
    if not isinstance(v_value, str):
        raise AgUiV3ProtocolError("value", _NOT_A_STRING)
    out["value"] = v_value

    unknown = _keep_unknown(raw, _KNOWN_CONTEXT_ENTRY, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_resume_entry(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_interrupt_id = raw.get("interruptId")
    if v_interrupt_id is None:
        raise AgUiV3ProtocolError("interruptId", _REQUIRED)
    if not isinstance(v_interrupt_id, str):
        raise AgUiV3ProtocolError("interruptId", _NOT_A_STRING)
    out["interruptId"] = v_interrupt_id

    v_status = raw.get("status")
    if v_status is None:
        raise AgUiV3ProtocolError("status", _REQUIRED)
    if not isinstance(v_status, str):
        raise AgUiV3ProtocolError("status", "must be one of resolved, cancelled")
    if v_status not in RESUME_STATUS_VALUES:
        raise AgUiV3ProtocolError("status", "must be one of resolved, cancelled")
    out["status"] = v_status

    v_payload = raw.get("payload")
    if v_payload is not None:
        v_payload__fault = _json_fault(v_payload, _JSON_RULES)
        if v_payload__fault is not None:
            raise AgUiV3ProtocolError("payload" + v_payload__fault[0], v_payload__fault[1])
        out["payload"] = v_payload

    elif "payload" in raw:
        raise AgUiV3ProtocolError("payload", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RESUME_ENTRY, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_agent_input(raw: object, screen: bool = True) -> Any:
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    out: dict[str, Any] = {}
    v_thread_id = raw.get("threadId")
    if v_thread_id is None:
        raise AgUiV3ProtocolError("threadId", _REQUIRED)
    if not isinstance(v_thread_id, str):
        raise AgUiV3ProtocolError("threadId", _NOT_A_STRING)
    out["threadId"] = v_thread_id

    v_run_id = raw.get("runId")
    if v_run_id is None:
        raise AgUiV3ProtocolError("runId", _REQUIRED)
    if not isinstance(v_run_id, str):
        raise AgUiV3ProtocolError("runId", _NOT_A_STRING)
    out["runId"] = v_run_id

    v_protocol_version = raw.get("protocolVersion")
    if v_protocol_version is not None:
        if not isinstance(v_protocol_version, str):
            raise AgUiV3ProtocolError("protocolVersion", _NOT_A_STRING)
        out["protocolVersion"] = v_protocol_version

    elif "protocolVersion" in raw:
        raise AgUiV3ProtocolError("protocolVersion", _NOT_NULL)

    v_parent_run_id = raw.get("parentRunId")
    if v_parent_run_id is not None:
        if not isinstance(v_parent_run_id, str):
            raise AgUiV3ProtocolError("parentRunId", _NOT_A_STRING)
        out["parentRunId"] = v_parent_run_id

    elif "parentRunId" in raw:
        raise AgUiV3ProtocolError("parentRunId", _NOT_NULL)

    v_state = raw.get("state")
    if v_state is not None:
        v_state__fault = _json_fault(v_state, _JSON_RULES)
        if v_state__fault is not None:
            raise AgUiV3ProtocolError("state" + v_state__fault[0], v_state__fault[1])
        out["state"] = v_state

    v_messages = raw.get("messages")
    if v_messages is None:
        raise AgUiV3ProtocolError("messages", _REQUIRED)
    if not isinstance(v_messages, list):
        raise AgUiV3ProtocolError("messages", _NOT_AN_ARRAY)
    v_messages__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_messages__list.extend(map(_check_message, v_messages, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        v_messages__index = len(v_messages__list)
        exc._enter(f"messages[{v_messages__index}]")
        raise
    v_messages = v_messages__list
    out["messages"] = v_messages

    v_tools = raw.get("tools")
    if v_tools is not None:
        if not isinstance(v_tools, list):
            raise AgUiV3ProtocolError("tools", _NOT_AN_ARRAY)
        v_tools__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_tools__list.extend(map(_check_agent_tool, v_tools, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_tools__index = len(v_tools__list)
            exc._enter(f"tools[{v_tools__index}]")
            raise
        v_tools = v_tools__list
        out["tools"] = v_tools

    elif "tools" in raw:
        raise AgUiV3ProtocolError("tools", _NOT_NULL)

    v_context = raw.get("context")
    if v_context is not None:
        if not isinstance(v_context, list):
            raise AgUiV3ProtocolError("context", _NOT_AN_ARRAY)
        v_context__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_context__list.extend(map(_check_context_entry, v_context, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_context__index = len(v_context__list)
            exc._enter(f"context[{v_context__index}]")
            raise
        v_context = v_context__list
        out["context"] = v_context

    elif "context" in raw:
        raise AgUiV3ProtocolError("context", _NOT_NULL)

    v_forwarded_props = raw.get("forwardedProps")
    if v_forwarded_props is not None:
        v_forwarded_props__fault = _json_fault(v_forwarded_props, _JSON_RULES)
        if v_forwarded_props__fault is not None:
            raise AgUiV3ProtocolError(
                "forwardedProps" + v_forwarded_props__fault[0], v_forwarded_props__fault[1]
            )
        out["forwardedProps"] = v_forwarded_props

    elif "forwardedProps" in raw:
        raise AgUiV3ProtocolError("forwardedProps", _NOT_NULL)

    v_resume = raw.get("resume")
    if v_resume is not None:
        if not isinstance(v_resume, list):
            raise AgUiV3ProtocolError("resume", _NOT_AN_ARRAY)
        v_resume__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_resume__list.extend(map(_check_resume_entry, v_resume, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_resume__index = len(v_resume__list)
            exc._enter(f"resume[{v_resume__index}]")
            raise
        v_resume = v_resume__list
        out["resume"] = v_resume

    elif "resume" in raw:
        raise AgUiV3ProtocolError("resume", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RUN_AGENT_INPUT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_text_message_start_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TEXT_MESSAGE_START"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_role = raw.get("role")
    if v_role is not None:
        if not isinstance(v_role, str):
            raise AgUiV3ProtocolError("role", "must be one of developer, system, assistant, user")
        if v_role:
            if v_role not in TEXT_MESSAGE_ROLE_VALUES:
                raise AgUiV3ProtocolError(
                    "role", "must be one of developer, system, assistant, user"
                )
            out["role"] = v_role

    elif "role" in raw:
        raise AgUiV3ProtocolError("role", _NOT_NULL)

    v_name = raw.get("name")
    if v_name is not None:
        if not isinstance(v_name, str):
            raise AgUiV3ProtocolError("name", _NOT_A_STRING)
        out["name"] = v_name

    elif "name" in raw:
        raise AgUiV3ProtocolError("name", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TEXT_MESSAGE_START_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_text_message_content_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TEXT_MESSAGE_CONTENT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_delta = raw.get("delta")
    if v_delta is None:
        raise AgUiV3ProtocolError("delta", _REQUIRED)
    if not isinstance(v_delta, str):
        raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
    out["delta"] = v_delta

    unknown = _keep_unknown(raw, _KNOWN_TEXT_MESSAGE_CONTENT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_text_message_end_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TEXT_MESSAGE_END"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    unknown = _keep_unknown(raw, _KNOWN_TEXT_MESSAGE_END_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_text_message_chunk_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TEXT_MESSAGE_CHUNK"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is not None:
        if not isinstance(v_message_id, str):
            raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
        out["messageId"] = v_message_id

    elif "messageId" in raw:
        raise AgUiV3ProtocolError("messageId", _NOT_NULL)

    v_role = raw.get("role")
    if v_role is not None:
        if not isinstance(v_role, str):
            raise AgUiV3ProtocolError("role", "must be one of developer, system, assistant, user")
        if v_role:
            if v_role not in TEXT_MESSAGE_ROLE_VALUES:
                raise AgUiV3ProtocolError(
                    "role", "must be one of developer, system, assistant, user"
                )
            out["role"] = v_role

    elif "role" in raw:
        raise AgUiV3ProtocolError("role", _NOT_NULL)

    v_delta = raw.get("delta")
    if v_delta is not None:
        if not isinstance(v_delta, str):
            raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
        out["delta"] = v_delta

    elif "delta" in raw:
        raise AgUiV3ProtocolError("delta", _NOT_NULL)

    v_name = raw.get("name")
    if v_name is not None:
        if not isinstance(v_name, str):
            raise AgUiV3ProtocolError("name", _NOT_A_STRING)
        out["name"] = v_name

    elif "name" in raw:
        raise AgUiV3ProtocolError("name", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TEXT_MESSAGE_CHUNK_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call_start_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TOOL_CALL_START"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is None:
        raise AgUiV3ProtocolError("toolCallId", _REQUIRED)
    if not isinstance(v_tool_call_id, str):
        raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
    out["toolCallId"] = v_tool_call_id

    v_tool_call_name = raw.get("toolCallName")
    if v_tool_call_name is None:
        raise AgUiV3ProtocolError("toolCallName", _REQUIRED)
    if not isinstance(v_tool_call_name, str):
        raise AgUiV3ProtocolError("toolCallName", _NOT_A_STRING)
    out["toolCallName"] = v_tool_call_name

    v_parent_message_id = raw.get("parentMessageId")
    if v_parent_message_id is not None:
        if not isinstance(v_parent_message_id, str):
            raise AgUiV3ProtocolError("parentMessageId", _NOT_A_STRING)
        out["parentMessageId"] = v_parent_message_id

    elif "parentMessageId" in raw:
        raise AgUiV3ProtocolError("parentMessageId", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL_START_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call_args_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TOOL_CALL_ARGS"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is None:
        raise AgUiV3ProtocolError("toolCallId", _REQUIRED)
    if not isinstance(v_tool_call_id, str):
        raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
    out["toolCallId"] = v_tool_call_id

    v_delta = raw.get("delta")
    if v_delta is None:
        raise AgUiV3ProtocolError("delta", _REQUIRED)
    if not isinstance(v_delta, str):
        raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
    out["delta"] = v_delta

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL_ARGS_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call_end_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TOOL_CALL_END"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is None:
        raise AgUiV3ProtocolError("toolCallId", _REQUIRED)
    if not isinstance(v_tool_call_id, str):
        raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
    out["toolCallId"] = v_tool_call_id

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL_END_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call_chunk_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TOOL_CALL_CHUNK"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is not None:
        if not isinstance(v_tool_call_id, str):
            raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
        out["toolCallId"] = v_tool_call_id

    elif "toolCallId" in raw:
        raise AgUiV3ProtocolError("toolCallId", _NOT_NULL)

    v_tool_call_name = raw.get("toolCallName")
    if v_tool_call_name is not None:
        if not isinstance(v_tool_call_name, str):
            raise AgUiV3ProtocolError("toolCallName", _NOT_A_STRING)
        out["toolCallName"] = v_tool_call_name

    elif "toolCallName" in raw:
        raise AgUiV3ProtocolError("toolCallName", _NOT_NULL)

    v_parent_message_id = raw.get("parentMessageId")
    if v_parent_message_id is not None:
        if not isinstance(v_parent_message_id, str):
            raise AgUiV3ProtocolError("parentMessageId", _NOT_A_STRING)
        out["parentMessageId"] = v_parent_message_id

    elif "parentMessageId" in raw:
        raise AgUiV3ProtocolError("parentMessageId", _NOT_NULL)

    v_delta = raw.get("delta")
    if v_delta is not None:
        if not isinstance(v_delta, str):
            raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
        out["delta"] = v_delta

    elif "delta" in raw:
        raise AgUiV3ProtocolError("delta", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL_CHUNK_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_tool_call_result_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "TOOL_CALL_RESULT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_tool_call_id = raw.get("toolCallId")
    if v_tool_call_id is None:
        raise AgUiV3ProtocolError("toolCallId", _REQUIRED)
    if not isinstance(v_tool_call_id, str):
        raise AgUiV3ProtocolError("toolCallId", _NOT_A_STRING)
    out["toolCallId"] = v_tool_call_id

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if isinstance(v_content, str):
        if not isinstance(v_content, str):
            raise AgUiV3ProtocolError("content", _NOT_A_STRING)
        out["content"] = v_content

    elif isinstance(v_content, list):
        if not isinstance(v_content, list):
            raise AgUiV3ProtocolError("content", _NOT_AN_ARRAY)
        v_content__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_content__list.extend(map(_check_content_part, v_content, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_content__index = len(v_content__list)
            exc._enter(f"content[{v_content__index}]")
            raise
        v_content = v_content__list
        out["content"] = v_content

    else:
        raise AgUiV3ProtocolError("content", "must be a string or an array")

    v_role = raw.get("role")
    if v_role is not None:
        if not isinstance(v_role, str):
            raise AgUiV3ProtocolError("role", "must be one of tool")
        if v_role:
            if v_role not in TOOL_ROLE_VALUES:
                raise AgUiV3ProtocolError("role", "must be one of tool")
            out["role"] = v_role

    elif "role" in raw:
        raise AgUiV3ProtocolError("role", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_TOOL_CALL_RESULT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_state_snapshot_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "STATE_SNAPSHOT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_snapshot = raw.get("snapshot")
    if v_snapshot is None:
        if "snapshot" not in raw:
            raise AgUiV3ProtocolError("snapshot", _REQUIRED)
        out["snapshot"] = None
    else:
        v_snapshot__fault = _json_fault(v_snapshot, _JSON_RULES)
        if v_snapshot__fault is not None:
            raise AgUiV3ProtocolError("snapshot" + v_snapshot__fault[0], v_snapshot__fault[1])
        out["snapshot"] = v_snapshot

    unknown = _keep_unknown(raw, _KNOWN_STATE_SNAPSHOT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_state_delta_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "STATE_DELTA"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_delta = raw.get("delta")
    if v_delta is None:
        raise AgUiV3ProtocolError("delta", _REQUIRED)
    if not isinstance(v_delta, list):
        raise AgUiV3ProtocolError("delta", _NOT_AN_ARRAY)
    v_delta__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_delta__list.extend(map(_check_patch_operation, v_delta, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        v_delta__index = len(v_delta__list)
        exc._enter(f"delta[{v_delta__index}]")
        raise
    v_delta = v_delta__list
    out["delta"] = v_delta

    unknown = _keep_unknown(raw, _KNOWN_STATE_DELTA_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_messages_snapshot_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "MESSAGES_SNAPSHOT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_messages = raw.get("messages")
    if v_messages is None:
        raise AgUiV3ProtocolError("messages", _REQUIRED)
    if not isinstance(v_messages, list):
        raise AgUiV3ProtocolError("messages", _NOT_AN_ARRAY)
    v_messages__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_messages__list.extend(map(_check_message, v_messages, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        v_messages__index = len(v_messages__list)
        exc._enter(f"messages[{v_messages__index}]")
        raise
    v_messages = v_messages__list
    out["messages"] = v_messages

    unknown = _keep_unknown(raw, _KNOWN_MESSAGES_SNAPSHOT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_activity_snapshot_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "ACTIVITY_SNAPSHOT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_activity_type = raw.get("activityType")
    if v_activity_type is None:
        raise AgUiV3ProtocolError("activityType", _REQUIRED)
    if not isinstance(v_activity_type, str):
        raise AgUiV3ProtocolError("activityType", _NOT_A_STRING)
    out["activityType"] = v_activity_type

    v_content = raw.get("content")
    if v_content is None:
        raise AgUiV3ProtocolError("content", _REQUIRED)
    if not isinstance(v_content, dict):
        raise AgUiV3ProtocolError("content", _NOT_AN_OBJECT)
    v_content__map: dict[str, Any] = {}
    for v_content__key, v_content__entry in v_content.items():
        if not isinstance(v_content__key, str):
            raise AgUiV3ProtocolError("content", "keys must be strings")
        if not v_content__key:
            raise AgUiV3ProtocolError("content", "keys must not be empty")
        # any JSON value, walked as an `any` field's is
        v_content__entry__fault = _json_fault(v_content__entry, _JSON_RULES)
        if v_content__entry__fault is not None:
            raise AgUiV3ProtocolError(
                f"content.{v_content__key}" + v_content__entry__fault[0], v_content__entry__fault[1]
            )
        v_content__map[v_content__key] = v_content__entry
    v_content = v_content__map
    out["content"] = v_content

    v_replace = raw.get("replace")
    if v_replace is not None:
        if v_replace is not True and v_replace is not False:
            raise AgUiV3ProtocolError("replace", "must be a boolean")
        out["replace"] = v_replace

    elif "replace" in raw:
        raise AgUiV3ProtocolError("replace", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_ACTIVITY_SNAPSHOT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_activity_delta_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "ACTIVITY_DELTA"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_activity_type = raw.get("activityType")
    if v_activity_type is None:
        raise AgUiV3ProtocolError("activityType", _REQUIRED)
    if not isinstance(v_activity_type, str):
        raise AgUiV3ProtocolError("activityType", _NOT_A_STRING)
    out["activityType"] = v_activity_type

    v_patch = raw.get("patch")
    if v_patch is None:
        raise AgUiV3ProtocolError("patch", _REQUIRED)
    if not isinstance(v_patch, list):
        raise AgUiV3ProtocolError("patch", _NOT_AN_ARRAY)
    v_patch__list: list[Any] = []
    # One C-level pass; on an error, the elements already appended say which one failed.
    try:
        v_patch__list.extend(map(_check_patch_operation, v_patch, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        v_patch__index = len(v_patch__list)
        exc._enter(f"patch[{v_patch__index}]")
        raise
    v_patch = v_patch__list
    out["patch"] = v_patch

    unknown = _keep_unknown(raw, _KNOWN_ACTIVITY_DELTA_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_raw_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "RAW"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_event = raw.get("event")
    if v_event is None:
        if "event" not in raw:
            raise AgUiV3ProtocolError("event", _REQUIRED)
        out["event"] = None
    else:
        v_event__fault = _json_fault(v_event, _JSON_RULES)
        if v_event__fault is not None:
            raise AgUiV3ProtocolError("event" + v_event__fault[0], v_event__fault[1])
        out["event"] = v_event

    v_source = raw.get("source")
    if v_source is not None:
        if not isinstance(v_source, str):
            raise AgUiV3ProtocolError("source", _NOT_A_STRING)
        out["source"] = v_source

    elif "source" in raw:
        raise AgUiV3ProtocolError("source", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RAW_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_custom_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "CUSTOM"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_name = raw.get("name")
    if v_name is None:
        raise AgUiV3ProtocolError("name", _REQUIRED)
    if not isinstance(v_name, str):
        raise AgUiV3ProtocolError("name", _NOT_A_STRING)
    out["name"] = v_name

    v_value = raw.get("value")
    if v_value is None:
        if "value" not in raw:
            raise AgUiV3ProtocolError("value", _REQUIRED)
        out["value"] = None
    else:
        v_value__fault = _json_fault(v_value, _JSON_RULES)
        if v_value__fault is not None:
            raise AgUiV3ProtocolError("value" + v_value__fault[0], v_value__fault[1])
        out["value"] = v_value

    unknown = _keep_unknown(raw, _KNOWN_CUSTOM_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_started_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "RUN_STARTED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_thread_id = raw.get("threadId")
    if v_thread_id is None:
        raise AgUiV3ProtocolError("threadId", _REQUIRED)
    if not isinstance(v_thread_id, str):
        raise AgUiV3ProtocolError("threadId", _NOT_A_STRING)
    out["threadId"] = v_thread_id

    v_run_id = raw.get("runId")
    if v_run_id is None:
        raise AgUiV3ProtocolError("runId", _REQUIRED)
    if not isinstance(v_run_id, str):
        raise AgUiV3ProtocolError("runId", _NOT_A_STRING)
    out["runId"] = v_run_id

    v_protocol_version = raw.get("protocolVersion")
    if v_protocol_version is not None:
        if not isinstance(v_protocol_version, str):
            raise AgUiV3ProtocolError("protocolVersion", _NOT_A_STRING)
        out["protocolVersion"] = v_protocol_version

    elif "protocolVersion" in raw:
        raise AgUiV3ProtocolError("protocolVersion", _NOT_NULL)

    v_parent_run_id = raw.get("parentRunId")
    if v_parent_run_id is not None:
        if not isinstance(v_parent_run_id, str):
            raise AgUiV3ProtocolError("parentRunId", _NOT_A_STRING)
        out["parentRunId"] = v_parent_run_id

    elif "parentRunId" in raw:
        raise AgUiV3ProtocolError("parentRunId", _NOT_NULL)

    v_input = raw.get("input")
    if v_input is not None:
        try:
            v_input = _check_run_agent_input(v_input, screen)
        except AgUiV3ProtocolError as exc:
            exc._enter("input")
            raise
        out["input"] = v_input

    elif "input" in raw:
        raise AgUiV3ProtocolError("input", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RUN_STARTED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_finished_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "RUN_FINISHED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_thread_id = raw.get("threadId")
    if v_thread_id is None:
        raise AgUiV3ProtocolError("threadId", _REQUIRED)
    if not isinstance(v_thread_id, str):
        raise AgUiV3ProtocolError("threadId", _NOT_A_STRING)
    out["threadId"] = v_thread_id

    v_run_id = raw.get("runId")
    if v_run_id is None:
        raise AgUiV3ProtocolError("runId", _REQUIRED)
    if not isinstance(v_run_id, str):
        raise AgUiV3ProtocolError("runId", _NOT_A_STRING)
    out["runId"] = v_run_id

    v_result = raw.get("result")
    if v_result is not None:
        v_result__fault = _json_fault(v_result, _JSON_RULES)
        if v_result__fault is not None:
            raise AgUiV3ProtocolError("result" + v_result__fault[0], v_result__fault[1])
        out["result"] = v_result

    elif "result" in raw:
        raise AgUiV3ProtocolError("result", _NOT_NULL)

    v_outcome = raw.get("outcome")
    if v_outcome is not None:
        try:
            v_outcome = _check_run_outcome(v_outcome, screen)
        except AgUiV3ProtocolError as exc:
            exc._enter("outcome")
            raise
        out["outcome"] = v_outcome

    elif "outcome" in raw:
        raise AgUiV3ProtocolError("outcome", _NOT_NULL)

    v_usage = raw.get("usage")
    if v_usage is not None:
        if not isinstance(v_usage, list):
            raise AgUiV3ProtocolError("usage", _NOT_AN_ARRAY)
        v_usage__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_usage__list.extend(map(_check_token_usage, v_usage, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_usage__index = len(v_usage__list)
            exc._enter(f"usage[{v_usage__index}]")
            raise
        v_usage = v_usage__list
        out["usage"] = v_usage

    elif "usage" in raw:
        raise AgUiV3ProtocolError("usage", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RUN_FINISHED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_run_error_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "RUN_ERROR"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_message = raw.get("message")
    if v_message is None:
        raise AgUiV3ProtocolError("message", _REQUIRED)
    if not isinstance(v_message, str):
        raise AgUiV3ProtocolError("message", _NOT_A_STRING)
    out["message"] = v_message

    v_code = raw.get("code")
    if v_code is not None:
        if not isinstance(v_code, str):
            raise AgUiV3ProtocolError("code", _NOT_A_STRING)
        out["code"] = v_code

    elif "code" in raw:
        raise AgUiV3ProtocolError("code", _NOT_NULL)

    v_usage = raw.get("usage")
    if v_usage is not None:
        if not isinstance(v_usage, list):
            raise AgUiV3ProtocolError("usage", _NOT_AN_ARRAY)
        v_usage__list: list[Any] = []
        # One C-level pass; on an error, the elements already appended say which one failed.
        try:
            v_usage__list.extend(map(_check_token_usage, v_usage, _SCREEN_FLAGS[screen]))
        except AgUiV3ProtocolError as exc:
            v_usage__index = len(v_usage__list)
            exc._enter(f"usage[{v_usage__index}]")
            raise
        v_usage = v_usage__list
        out["usage"] = v_usage

    elif "usage" in raw:
        raise AgUiV3ProtocolError("usage", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_RUN_ERROR_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_step_started_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "STEP_STARTED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_step_name = raw.get("stepName")
    if v_step_name is None:
        raise AgUiV3ProtocolError("stepName", _REQUIRED)
    if not isinstance(v_step_name, str):
        raise AgUiV3ProtocolError("stepName", _NOT_A_STRING)
    out["stepName"] = v_step_name

    unknown = _keep_unknown(raw, _KNOWN_STEP_STARTED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_step_finished_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "STEP_FINISHED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_step_name = raw.get("stepName")
    if v_step_name is None:
        raise AgUiV3ProtocolError("stepName", _REQUIRED)
    if not isinstance(v_step_name, str):
        raise AgUiV3ProtocolError("stepName", _NOT_A_STRING)
    out["stepName"] = v_step_name

    unknown = _keep_unknown(raw, _KNOWN_STEP_FINISHED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_start_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_START"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    unknown = _keep_unknown(raw, _KNOWN_REASONING_START_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_message_start_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_MESSAGE_START"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_role = raw.get("role")
    if v_role is None:
        raise AgUiV3ProtocolError("role", _REQUIRED)
    if not isinstance(v_role, str):
        raise AgUiV3ProtocolError("role", "must be one of reasoning")
    if v_role not in REASONING_ROLE_VALUES:
        raise AgUiV3ProtocolError("role", "must be one of reasoning")
    out["role"] = v_role

    unknown = _keep_unknown(raw, _KNOWN_REASONING_MESSAGE_START_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_message_content_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_MESSAGE_CONTENT"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    v_delta = raw.get("delta")
    if v_delta is None:
        raise AgUiV3ProtocolError("delta", _REQUIRED)
    if not isinstance(v_delta, str):
        raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
    out["delta"] = v_delta

    unknown = _keep_unknown(raw, _KNOWN_REASONING_MESSAGE_CONTENT_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_message_end_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_MESSAGE_END"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    unknown = _keep_unknown(raw, _KNOWN_REASONING_MESSAGE_END_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_message_chunk_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_MESSAGE_CHUNK"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is not None:
        if not isinstance(v_message_id, str):
            raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
        out["messageId"] = v_message_id

    elif "messageId" in raw:
        raise AgUiV3ProtocolError("messageId", _NOT_NULL)

    v_delta = raw.get("delta")
    if v_delta is not None:
        if not isinstance(v_delta, str):
            raise AgUiV3ProtocolError("delta", _NOT_A_STRING)
        out["delta"] = v_delta

    elif "delta" in raw:
        raise AgUiV3ProtocolError("delta", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_REASONING_MESSAGE_CHUNK_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_end_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_END"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_message_id = raw.get("messageId")
    if v_message_id is None:
        raise AgUiV3ProtocolError("messageId", _REQUIRED)
    if not isinstance(v_message_id, str):
        raise AgUiV3ProtocolError("messageId", _NOT_A_STRING)
    out["messageId"] = v_message_id

    unknown = _keep_unknown(raw, _KNOWN_REASONING_END_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_reasoning_encrypted_value_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "REASONING_ENCRYPTED_VALUE"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is not None:
        if not isinstance(v_subagent_run_id, str):
            raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
        out["subagentRunId"] = v_subagent_run_id

    elif "subagentRunId" in raw:
        raise AgUiV3ProtocolError("subagentRunId", _NOT_NULL)

    v_subtype = raw.get("subtype")
    if v_subtype is None:
        raise AgUiV3ProtocolError("subtype", _REQUIRED)
    if not isinstance(v_subtype, str):
        raise AgUiV3ProtocolError("subtype", "must be one of tool-call, message")
    if v_subtype not in ENCRYPTED_VALUE_SUBTYPE_VALUES:
        raise AgUiV3ProtocolError("subtype", "must be one of tool-call, message")
    out["subtype"] = v_subtype

    v_entity_id = raw.get("entityId")
    if v_entity_id is None:
        raise AgUiV3ProtocolError("entityId", _REQUIRED)
    if not isinstance(v_entity_id, str):
        raise AgUiV3ProtocolError("entityId", _NOT_A_STRING)
    out["entityId"] = v_entity_id

    v_encrypted_value = raw.get("encryptedValue")
    if v_encrypted_value is None:
        raise AgUiV3ProtocolError("encryptedValue", _REQUIRED)
    if not isinstance(v_encrypted_value, str):
        raise AgUiV3ProtocolError("encryptedValue", _NOT_A_STRING)
    out["encryptedValue"] = v_encrypted_value

    v_encrypted_value_type = raw.get("encryptedValueType")
    if v_encrypted_value_type is not None:
        if not isinstance(v_encrypted_value_type, str):
            raise AgUiV3ProtocolError("encryptedValueType", _NOT_A_STRING)
        out["encryptedValueType"] = v_encrypted_value_type

    elif "encryptedValueType" in raw:
        raise AgUiV3ProtocolError("encryptedValueType", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_REASONING_ENCRYPTED_VALUE_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_subagent_started_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "SUBAGENT_STARTED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is None:
        raise AgUiV3ProtocolError("subagentRunId", _REQUIRED)
    if not isinstance(v_subagent_run_id, str):
        raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
    out["subagentRunId"] = v_subagent_run_id

    v_name = raw.get("name")
    if v_name is None:
        raise AgUiV3ProtocolError("name", _REQUIRED)
    if not isinstance(v_name, str):
        raise AgUiV3ProtocolError("name", _NOT_A_STRING)
    out["name"] = v_name

    v_description = raw.get("description")
    if v_description is not None:
        if not isinstance(v_description, str):
            raise AgUiV3ProtocolError("description", _NOT_A_STRING)
        out["description"] = v_description

    elif "description" in raw:
        raise AgUiV3ProtocolError("description", _NOT_NULL)

    v_parent_subagent_run_id = raw.get("parentSubagentRunId")
    if v_parent_subagent_run_id is not None:
        if not isinstance(v_parent_subagent_run_id, str):
            raise AgUiV3ProtocolError("parentSubagentRunId", _NOT_A_STRING)
        out["parentSubagentRunId"] = v_parent_subagent_run_id

    elif "parentSubagentRunId" in raw:
        raise AgUiV3ProtocolError("parentSubagentRunId", _NOT_NULL)

    v_parent_tool_call_id = raw.get("parentToolCallId")
    if v_parent_tool_call_id is not None:
        if not isinstance(v_parent_tool_call_id, str):
            raise AgUiV3ProtocolError("parentToolCallId", _NOT_A_STRING)
        out["parentToolCallId"] = v_parent_tool_call_id

    elif "parentToolCallId" in raw:
        raise AgUiV3ProtocolError("parentToolCallId", _NOT_NULL)

    v_parent_message_id = raw.get("parentMessageId")
    if v_parent_message_id is not None:
        if not isinstance(v_parent_message_id, str):
            raise AgUiV3ProtocolError("parentMessageId", _NOT_A_STRING)
        out["parentMessageId"] = v_parent_message_id

    elif "parentMessageId" in raw:
        raise AgUiV3ProtocolError("parentMessageId", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_SUBAGENT_STARTED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_subagent_finished_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "SUBAGENT_FINISHED"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is None:
        raise AgUiV3ProtocolError("subagentRunId", _REQUIRED)
    if not isinstance(v_subagent_run_id, str):
        raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
    out["subagentRunId"] = v_subagent_run_id

    v_result = raw.get("result")
    if v_result is not None:
        v_result__fault = _json_fault(v_result, _JSON_RULES)
        if v_result__fault is not None:
            raise AgUiV3ProtocolError("result" + v_result__fault[0], v_result__fault[1])
        out["result"] = v_result

    elif "result" in raw:
        raise AgUiV3ProtocolError("result", _NOT_NULL)

    v_outcome = raw.get("outcome")
    if v_outcome is not None:
        try:
            v_outcome = _check_subagent_outcome(v_outcome, screen)
        except AgUiV3ProtocolError as exc:
            exc._enter("outcome")
            raise
        out["outcome"] = v_outcome

    elif "outcome" in raw:
        raise AgUiV3ProtocolError("outcome", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_SUBAGENT_FINISHED_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


def _check_subagent_error_event(raw: dict[str, Any], screen: bool = True) -> Any:
    out: dict[str, Any] = {"type": "SUBAGENT_ERROR"}
    v_timestamp = raw.get("timestamp")
    if v_timestamp is not None:
        if (
            isinstance(v_timestamp, float) and v_timestamp.is_integer()
        ):  # 2.0 is 2 (spec: whole_floats)
            v_timestamp = int(v_timestamp)
        if isinstance(v_timestamp, bool) or not isinstance(v_timestamp, int):
            raise AgUiV3ProtocolError("timestamp", "must be an integer")
        if v_timestamp < -9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at least -9007199254740991")
        if v_timestamp > 9007199254740991:
            raise AgUiV3ProtocolError("timestamp", "must be at most 9007199254740991")
        out["timestamp"] = v_timestamp

    elif "timestamp" in raw:
        raise AgUiV3ProtocolError("timestamp", _NOT_NULL)

    v_raw_event = raw.get("rawEvent")
    if v_raw_event is not None:
        v_raw_event__fault = _json_fault(v_raw_event, _JSON_RULES)
        if v_raw_event__fault is not None:
            raise AgUiV3ProtocolError("rawEvent" + v_raw_event__fault[0], v_raw_event__fault[1])
        out["rawEvent"] = v_raw_event

    elif "rawEvent" in raw:
        raise AgUiV3ProtocolError("rawEvent", _NOT_NULL)

    v_metadata = raw.get("metadata")
    if v_metadata is not None:
        if not isinstance(v_metadata, dict):
            raise AgUiV3ProtocolError("metadata", _NOT_AN_OBJECT)
        v_metadata__map: dict[str, Any] = {}
        for v_metadata__key, v_metadata__entry in v_metadata.items():
            if not isinstance(v_metadata__key, str):
                raise AgUiV3ProtocolError("metadata", "keys must be strings")
            if not v_metadata__key:
                raise AgUiV3ProtocolError("metadata", "keys must not be empty")
            # any JSON value, walked as an `any` field's is
            v_metadata__entry__fault = _json_fault(v_metadata__entry, _JSON_RULES)
            if v_metadata__entry__fault is not None:
                raise AgUiV3ProtocolError(
                    f"metadata.{v_metadata__key}" + v_metadata__entry__fault[0],
                    v_metadata__entry__fault[1],
                )
            v_metadata__map[v_metadata__key] = v_metadata__entry
        v_metadata = v_metadata__map
        out["metadata"] = v_metadata

    elif "metadata" in raw:
        raise AgUiV3ProtocolError("metadata", _NOT_NULL)

    v_subagent_run_id = raw.get("subagentRunId")
    if v_subagent_run_id is None:
        raise AgUiV3ProtocolError("subagentRunId", _REQUIRED)
    if not isinstance(v_subagent_run_id, str):
        raise AgUiV3ProtocolError("subagentRunId", _NOT_A_STRING)
    out["subagentRunId"] = v_subagent_run_id

    v_message = raw.get("message")
    if v_message is None:
        raise AgUiV3ProtocolError("message", _REQUIRED)
    if not isinstance(v_message, str):
        raise AgUiV3ProtocolError("message", _NOT_A_STRING)
    out["message"] = v_message

    v_code = raw.get("code")
    if v_code is not None:
        if not isinstance(v_code, str):
            raise AgUiV3ProtocolError("code", _NOT_A_STRING)
        out["code"] = v_code

    elif "code" in raw:
        raise AgUiV3ProtocolError("code", _NOT_NULL)

    unknown = _keep_unknown(raw, _KNOWN_SUBAGENT_ERROR_EVENT, out, _JSON_RULES)
    if unknown is not None:
        raise AgUiV3ProtocolError(*unknown)

    return out


_CHECKERS: Final = {
    "TEXT_MESSAGE_START": _check_text_message_start_event,
    "TEXT_MESSAGE_CONTENT": _check_text_message_content_event,
    "TEXT_MESSAGE_END": _check_text_message_end_event,
    "TEXT_MESSAGE_CHUNK": _check_text_message_chunk_event,
    "TOOL_CALL_START": _check_tool_call_start_event,
    "TOOL_CALL_ARGS": _check_tool_call_args_event,
    "TOOL_CALL_END": _check_tool_call_end_event,
    "TOOL_CALL_CHUNK": _check_tool_call_chunk_event,
    "TOOL_CALL_RESULT": _check_tool_call_result_event,
    "STATE_SNAPSHOT": _check_state_snapshot_event,
    "STATE_DELTA": _check_state_delta_event,
    "MESSAGES_SNAPSHOT": _check_messages_snapshot_event,
    "ACTIVITY_SNAPSHOT": _check_activity_snapshot_event,
    "ACTIVITY_DELTA": _check_activity_delta_event,
    "RAW": _check_raw_event,
    "CUSTOM": _check_custom_event,
    "RUN_STARTED": _check_run_started_event,
    "RUN_FINISHED": _check_run_finished_event,
    "RUN_ERROR": _check_run_error_event,
    "STEP_STARTED": _check_step_started_event,
    "STEP_FINISHED": _check_step_finished_event,
    "REASONING_START": _check_reasoning_start_event,
    "REASONING_MESSAGE_START": _check_reasoning_message_start_event,
    "REASONING_MESSAGE_CONTENT": _check_reasoning_message_content_event,
    "REASONING_MESSAGE_END": _check_reasoning_message_end_event,
    "REASONING_MESSAGE_CHUNK": _check_reasoning_message_chunk_event,
    "REASONING_END": _check_reasoning_end_event,
    "REASONING_ENCRYPTED_VALUE": _check_reasoning_encrypted_value_event,
    "SUBAGENT_STARTED": _check_subagent_started_event,
    "SUBAGENT_FINISHED": _check_subagent_finished_event,
    "SUBAGENT_ERROR": _check_subagent_error_event,
}
_UNKNOWN_KIND: Final = (
    "must be one of TEXT_MESSAGE_START, TEXT_MESSAGE_CONTENT, TEXT_MESSAGE_END, TEXT_MESSAGE_CHUNK, TOOL_CALL_START, TOOL_CALL_ARGS, TOOL_CALL_END, TOOL_CALL_CHUNK, TOOL_CALL_RESULT, STATE_SNAPSHOT, STATE_DELTA, MESSAGES_SNAPSHOT, ACTIVITY_SNAPSHOT, ACTIVITY_DELTA, RAW, CUSTOM, RUN_STARTED, RUN_FINISHED, RUN_ERROR, STEP_STARTED, STEP_FINISHED, REASONING_START, REASONING_MESSAGE_START, REASONING_MESSAGE_CONTENT, REASONING_MESSAGE_END, REASONING_MESSAGE_CHUNK, REASONING_END, REASONING_ENCRYPTED_VALUE, SUBAGENT_STARTED, SUBAGENT_FINISHED, SUBAGENT_ERROR"
)


def _dispatch_item(raw: object, screen: bool = True) -> Any:
    """One event's canonical form; errors carry paths relative to it."""
    if not isinstance(raw, dict):
        raise AgUiV3ProtocolError("", "must be an object")
    kind = raw.get("type")
    if not isinstance(kind, str):
        raise AgUiV3ProtocolError("type", _UNKNOWN_KIND)

    checker = _CHECKERS.get(kind)
    if checker is None:
        raise AgUiV3ProtocolError("type", _UNKNOWN_KIND)
    return checker(raw, screen)


def validate_event(raw: object, path: str = "event") -> AgUiV3Event:
    """Check one event and return its canonical form; raise AgUiV3ProtocolError."""
    try:
        result: AgUiV3Event = _dispatch_item(raw)
    except AgUiV3ProtocolError as exc:
        exc._enter(path)
        raise
    return result


def _read_events_arg(events: object) -> tuple[list[Any], bool]:
    """The raw events, and whether their strings need the NUL and surrogate tests (``screen``)."""
    # JSON text or a built value, held to the limits (the runtime's read_argument)
    value, screen = _read_argument(
        events, None, None, False, _ARGUMENT_REASONS, AgUiV3ProtocolError, "events"
    )
    if isinstance(value, dict):
        return [value], screen
    if not isinstance(value, list):
        raise AgUiV3ProtocolError("events", "must be a JSON array of events or one event object")
    return value, screen


def parse_events_arg(events: object) -> list[Any]:
    """Turn the tool argument (JSON text, one object, or a list) into a list of raw events."""
    return _read_events_arg(events)[0]


def build_envelope(events: object) -> AgUiV3Envelope:
    """Validate every event in order (the first error fails the call) and wrap them."""
    raw_items, screen = _read_events_arg(events)
    # One C-level pass; on an error, the items already appended say which one failed.
    items: list[Any] = []
    try:
        items.extend(map(_dispatch_item, raw_items, _SCREEN_FLAGS[screen]))
    except AgUiV3ProtocolError as exc:
        exc._enter(f"events[{len(items)}]")
        raise
    out: AgUiV3Envelope = {"protocol": PROTOCOL, "events": items}
    return out


def emit_ag_ui_v3_events(events: object) -> str:
    """The canonical envelope as compact JSON text; raise AgUiV3ProtocolError when invalid."""
    envelope = build_envelope(events)
    return _dumps(envelope, events)


def emit_events_tool(events: object) -> str:
    """The `emit_events` tool: the envelope, or ``Error: invalid AG-UI events - <why>``. Never raises."""
    try:
        return emit_ag_ui_v3_events(events)
    except AgUiV3ProtocolError as exc:
        return ERROR_PREFIX + str(exc)


# The stream rules (spec `stream`): scope -> (key field, within, agree, once, lane, passes,
# first, key_by, record, inherits, must_close, must_occur); tag -> (inside, closed, opens, closes, ends,
# known, warn, continues, establishes, matches); record -> (within, fields).
_STREAM_SCOPES: Final[dict[str, _Scope]] = {
    "run": (None, None, (), False, False, frozenset(), (), (), None, (), True, True),
    "subagent": (
        "subagentRunId",
        "run",
        (),
        True,
        False,
        frozenset(),
        (),
        (),
        None,
        (),
        True,
        False,
    ),
    "message": (
        "messageId",
        "run",
        ("subagentRunId",),
        False,
        False,
        frozenset(),
        (),
        (),
        "message",
        (),
        True,
        False,
    ),
    "tool_call": (
        "toolCallId",
        "run",
        ("subagentRunId",),
        False,
        False,
        frozenset(),
        (),
        (),
        "tool_call",
        (("parentMessageId", "message"),),
        True,
        False,
    ),
    "step": (
        "stepName",
        "run",
        (),
        False,
        False,
        frozenset(),
        (),
        ("subagentRunId",),
        None,
        (),
        True,
        False,
    ),
    "reasoning": (
        "messageId",
        "run",
        ("subagentRunId",),
        False,
        False,
        frozenset(),
        (),
        (),
        "reasoning",
        (),
        True,
        False,
    ),
    "reasoning_span": (
        "messageId",
        "run",
        ("subagentRunId",),
        False,
        False,
        frozenset(),
        (),
        (),
        "reasoning",
        (),
        True,
        False,
    ),
    "text_chunk": (
        "messageId",
        "run",
        ("role", "name", "subagentRunId"),
        False,
        True,
        frozenset(
            [
                "ACTIVITY_DELTA",
                "ACTIVITY_SNAPSHOT",
                "RAW",
                "REASONING_ENCRYPTED_VALUE",
                "SUBAGENT_STARTED",
            ]
        ),
        (),
        (),
        None,
        (),
        False,
        False,
    ),
    "tool_chunk": (
        "toolCallId",
        "run",
        ("toolCallName", "parentMessageId", "subagentRunId"),
        False,
        True,
        frozenset(
            [
                "ACTIVITY_DELTA",
                "ACTIVITY_SNAPSHOT",
                "RAW",
                "REASONING_ENCRYPTED_VALUE",
                "SUBAGENT_STARTED",
            ]
        ),
        ("toolCallName",),
        (),
        None,
        (),
        False,
        False,
    ),
    "reasoning_chunk": (
        "messageId",
        "run",
        ("subagentRunId",),
        False,
        True,
        frozenset(
            [
                "ACTIVITY_DELTA",
                "ACTIVITY_SNAPSHOT",
                "RAW",
                "REASONING_ENCRYPTED_VALUE",
                "SUBAGENT_STARTED",
            ]
        ),
        (),
        (),
        None,
        (),
        False,
        False,
    ),
}
_STREAM_RULES: Final[dict[str, _Rule]] = {
    "TEXT_MESSAGE_START": (("run",), (), "message", None, None, (), (), None, (), ()),
    "TEXT_MESSAGE_CONTENT": (("run", "message"), (), None, None, None, (), (), None, (), ()),
    "TEXT_MESSAGE_END": (("run",), (), None, "message", None, (), (), None, (), ()),
    "TEXT_MESSAGE_CHUNK": (("run",), (), None, None, None, (), (), "text_chunk", (), ()),
    "TOOL_CALL_START": (("run",), (), "tool_call", None, None, (), (), None, (), ()),
    "TOOL_CALL_ARGS": (("run", "tool_call"), (), None, None, None, (), (), None, (), ()),
    "TOOL_CALL_END": (("run",), (), None, "tool_call", None, (), (), None, (), ()),
    "TOOL_CALL_CHUNK": (("run",), (), None, None, None, (), (), "tool_chunk", (), ()),
    "TOOL_CALL_RESULT": (
        ("run",),
        (),
        None,
        None,
        None,
        (),
        (),
        None,
        (("message", "messageId", (), True, (), ()),),
        (),
    ),
    "MESSAGES_SNAPSHOT": (
        ("run",),
        (),
        None,
        None,
        None,
        (),
        (),
        None,
        (
            ("message", "id", ("messages",), True, (), (("role", ("reasoning", "activity")),)),
            ("reasoning", "id", ("messages",), True, (("role", ("reasoning",)),), ()),
            ("activity", "id", ("messages",), True, (("role", ("activity",)),), ()),
            ("tool_call", "id", ("messages", "toolCalls"), True, (), ()),
        ),
        (),
    ),
    "ACTIVITY_SNAPSHOT": (
        ("run",),
        (),
        None,
        None,
        None,
        (),
        (),
        None,
        (
            ("activity", "messageId", (), True, (), (("replace", (False,)),)),
            ("activity", "messageId", (), False, (), ()),
        ),
        (),
    ),
    "ACTIVITY_DELTA": (
        ("run",),
        (),
        None,
        None,
        None,
        (),
        (),
        None,
        (),
        ((("activity",), "messageId", ()),),
    ),
    "RUN_STARTED": (
        (),
        (),
        "run",
        None,
        None,
        (),
        (),
        None,
        (
            ("run", None, (), True, (), ()),
            ("thread", None, (), False, (), ()),
            (
                "message",
                "id",
                ("input", "messages"),
                False,
                (),
                (("role", ("reasoning", "activity")),),
            ),
            ("reasoning", "id", ("input", "messages"), False, (("role", ("reasoning",)),), ()),
            ("activity", "id", ("input", "messages"), False, (("role", ("activity",)),), ()),
            ("tool_call", "id", ("input", "messages", "toolCalls"), False, (), ()),
        ),
        ((("thread",), None, ()),),
    ),
    "RUN_FINISHED": (
        (),
        ("message", "tool_call", "step", "reasoning", "reasoning_span", "subagent"),
        None,
        "run",
        None,
        (),
        (),
        None,
        (),
        ((("run",), None, ()),),
    ),
    "RUN_ERROR": ((), (), None, None, "run", (), (), None, (), ()),
    "STEP_STARTED": (("run",), (), "step", None, None, (), (), None, (), ()),
    "STEP_FINISHED": (("run",), (), None, "step", None, (), (), None, (), ()),
    "REASONING_START": (("run",), (), "reasoning_span", None, None, (), (), None, (), ()),
    "REASONING_MESSAGE_START": (("run",), (), "reasoning", None, None, (), (), None, (), ()),
    "REASONING_MESSAGE_CONTENT": (("run", "reasoning"), (), None, None, None, (), (), None, (), ()),
    "REASONING_MESSAGE_END": (("run",), (), None, "reasoning", None, (), (), None, (), ()),
    "REASONING_MESSAGE_CHUNK": (("run",), (), None, None, None, (), (), "reasoning_chunk", (), ()),
    "REASONING_END": (("run",), (), None, "reasoning_span", None, (), (), None, (), ()),
    "REASONING_ENCRYPTED_VALUE": (
        ("run",),
        (),
        None,
        None,
        None,
        (
            (
                "entityId",
                (
                    "message",
                    "tool_call",
                    "reasoning",
                    "text_chunk",
                    "tool_chunk",
                    "reasoning_chunk",
                ),
            ),
        ),
        ("known",),
        None,
        (),
        (
            (("tool_call",), "entityId", (("subtype", ("tool-call",)),)),
            (("message", "reasoning"), "entityId", (("subtype", ("message",)),)),
        ),
    ),
    "SUBAGENT_STARTED": (
        ("run",),
        (),
        "subagent",
        None,
        None,
        (("parentSubagentRunId", ("subagent",)),),
        (),
        None,
        (),
        (),
    ),
    "SUBAGENT_FINISHED": (("run",), (), None, "subagent", None, (), (), None, (), ()),
    "SUBAGENT_ERROR": (("run",), (), None, "subagent", None, (), (), None, (), ()),
}
_STREAM_OTHERWISE: Final[_Rule | None] = (("run",), (), None, None, None, (), (), None, (), ())
_STREAM_REASONS: Final[dict[str, str]] = {
    "inside": "must come inside an open {scope}{key}",
    "closed": "must come when no {scope} is open",
    "opens": "opens {scope}{key}, which is already open",
    "closes": "closes {scope}{key}, which is not open",
    "once": "opens {scope}{key} again, which was opened and closed before",
    "agree": "{field} differs from what {scope}{key} was opened with",
    "known": "names {scope}{key}, which has not been opened",
    "continues": "continues no open {scope}: the first item of one must carry {field}",
    "first": "opens {scope}{key} without {field}",
    "end": "{scope}{key} is still open at the end of the stream",
    "occur": "the stream ended without a {scope}{key}",
    "tolerated": "is null, which is tolerated: leave the field out",
}
_STREAM_RECORDS: Final[dict[str, _Record]] = {
    "message": ("run", ("subagentRunId",)),
    "tool_call": ("run", ("subagentRunId",)),
    "reasoning": ("run", ("subagentRunId",)),
    "activity": ("run", ("subagentRunId",)),
    "run": ("run", ("threadId", "runId")),
    "thread": (None, ("threadId",)),
}
_STREAM_TOLERATED: Final[dict[str, tuple[str, ...]]] = {}


class EventStream(_Stream):
    """The order a stream of events must come in: ``feed(event)`` returns each one's verdict,
    ``{"index", "verdict", "accepted", "rule", "path", "reason"}`` (spec `stream`; ``verdict`` is
    ``accepted``, ``warning`` or ``fatal``, and a fatal event changes nothing)."""

    def __init__(self) -> None:
        super().__init__(
            _STREAM_SCOPES,
            _STREAM_RULES,
            _STREAM_OTHERWISE,
            _STREAM_REASONS,
            "type",
            validate_event,
            AgUiV3ProtocolError,
            "event",
            _STREAM_RECORDS,
            _STREAM_TOLERATED,
        )


_TYPE_NAMES: Final = frozenset(
    {
        "ActivityDeltaEvent",
        "ActivityMessage",
        "ActivitySnapshotEvent",
        "AgUiV3Envelope",
        "AgUiV3Event",
        "AgentTool",
        "AssistantMessage",
        "Attributable",
        "BaseEvent",
        "ContentPart",
        "ContentPartMediaPart",
        "ContentPartTextPart",
        "ContextEntry",
        "CustomEvent",
        "DataSource",
        "FileSource",
        "FunctionCall",
        "Interrupt",
        "MediaPart",
        "Message",
        "MessageActivityMessage",
        "MessageAssistantMessage",
        "MessagePlainMessage",
        "MessageReasoningMessage",
        "MessageToolMessage",
        "MessageUserMessage",
        "MessagesSnapshotEvent",
        "NoFields",
        "PartSource",
        "PartSourceDataSource",
        "PartSourceFileSource",
        "PartSourceUrlSource",
        "PatchFromOp",
        "PatchOperation",
        "PatchOperationPatchFromOp",
        "PatchOperationPatchPathOp",
        "PatchOperationPatchValueOp",
        "PatchPathOp",
        "PatchValueOp",
        "PlainMessage",
        "RawEvent",
        "ReasoningEncryptedValueEvent",
        "ReasoningEndEvent",
        "ReasoningMessage",
        "ReasoningMessageChunkEvent",
        "ReasoningMessageContentEvent",
        "ReasoningMessageEndEvent",
        "ReasoningMessageStartEvent",
        "ReasoningStartEvent",
        "ResumeEntry",
        "RunAgentInput",
        "RunErrorEvent",
        "RunFinishedEvent",
        "RunInterrupt",
        "RunOutcome",
        "RunOutcomeNoFields",
        "RunOutcomeRunInterrupt",
        "RunOutcomeRunSuccess",
        "RunStartedEvent",
        "RunSuccess",
        "StateDeltaEvent",
        "StateSnapshotEvent",
        "StepFinishedEvent",
        "StepStartedEvent",
        "SubagentErrorEvent",
        "SubagentFinishedEvent",
        "SubagentOutcome",
        "SubagentOutcomeNoFields",
        "SubagentOutcomeSubagentSuspended",
        "SubagentStartedEvent",
        "SubagentSuspended",
        "TextMessageChunkEvent",
        "TextMessageContentEvent",
        "TextMessageEndEvent",
        "TextMessageStartEvent",
        "TextPart",
        "TokenUsage",
        "ToolCall",
        "ToolCallArgsEvent",
        "ToolCallChunkEvent",
        "ToolCallEndEvent",
        "ToolCallResultEvent",
        "ToolCallStartEvent",
        "ToolMessage",
        "UrlSource",
        "UserMessage",
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
