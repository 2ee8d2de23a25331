# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v1.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The AG-UI events's value shapes as TypedDicts, for type checkers and editors.

The package (``ag_ui_protocol_generated.events``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from typing import Any, Literal, NotRequired, TypedDict

__all__ = [
    "ActivityDeltaEvent",
    "ActivityMessage",
    "ActivitySnapshotEvent",
    "AgUiEnvelope",
    "AgUiEvent",
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
]


class BaseEvent(TypedDict):
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""


class Attributable(TypedDict):
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""


class TextPart(TypedDict):
    id: NotRequired[str]
    text: str
    metadata: NotRequired[Any]


class DataSource(TypedDict):
    value: str
    mimeType: str


class UrlSource(TypedDict):
    value: str
    mimeType: NotRequired[str]


class FileSource(TypedDict):
    value: str
    provider: NotRequired[str]
    mimeType: NotRequired[str]


class PartSourceDataSource(TypedDict):
    type: Literal["data"]
    value: str
    mimeType: str


class PartSourceUrlSource(TypedDict):
    type: Literal["url"]
    value: str
    mimeType: NotRequired[str]


class PartSourceFileSource(TypedDict):
    type: Literal["file"]
    value: str
    provider: NotRequired[str]
    mimeType: NotRequired[str]


PartSource = PartSourceDataSource | PartSourceUrlSource | PartSourceFileSource


class MediaPart(TypedDict):
    id: NotRequired[str]
    source: PartSource
    metadata: NotRequired[Any]


class ContentPartTextPart(TypedDict):
    type: Literal["text"]
    id: NotRequired[str]
    text: str
    metadata: NotRequired[Any]


class ContentPartMediaPart(TypedDict):
    type: Literal["image", "audio", "video", "document"]
    id: NotRequired[str]
    source: PartSource
    metadata: NotRequired[Any]


ContentPart = ContentPartTextPart | ContentPartMediaPart


class PlainMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: str


class FunctionCall(TypedDict):
    name: str
    arguments: str
    """JSON text, kept as written"""


class ToolCall(TypedDict):
    id: str
    type: Literal["function"]
    function: FunctionCall
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]


class AssistantMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: NotRequired[str]
    toolCalls: NotRequired[list[ToolCall]]


class UserMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: str | list[ContentPart]
    """A string or a list of content parts"""


class ToolMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    content: str | list[ContentPart]
    """A string or a list of content parts"""
    toolCallId: str
    error: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]


class ActivityMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    activityType: str
    content: dict[str, Any]
    metadata: NotRequired[dict[str, Any]]


class ReasoningMessage(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    content: str
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]


class MessagePlainMessage(TypedDict):
    role: Literal["developer", "system"]
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: str


class MessageAssistantMessage(TypedDict):
    role: Literal["assistant"]
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: NotRequired[str]
    toolCalls: NotRequired[list[ToolCall]]


class MessageUserMessage(TypedDict):
    role: Literal["user"]
    subagentRunId: NotRequired[str]
    id: str
    name: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]
    content: str | list[ContentPart]
    """A string or a list of content parts"""


class MessageToolMessage(TypedDict):
    role: Literal["tool"]
    subagentRunId: NotRequired[str]
    id: str
    content: str | list[ContentPart]
    """A string or a list of content parts"""
    toolCallId: str
    error: NotRequired[str]
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]


class MessageActivityMessage(TypedDict):
    role: Literal["activity"]
    subagentRunId: NotRequired[str]
    id: str
    activityType: str
    content: dict[str, Any]
    metadata: NotRequired[dict[str, Any]]


class MessageReasoningMessage(TypedDict):
    role: Literal["reasoning"]
    subagentRunId: NotRequired[str]
    id: str
    content: str
    encryptedValue: NotRequired[str]
    metadata: NotRequired[dict[str, Any]]


Message = (
    MessagePlainMessage
    | MessageAssistantMessage
    | MessageUserMessage
    | MessageToolMessage
    | MessageActivityMessage
    | MessageReasoningMessage
)


class PatchValueOp(TypedDict):
    path: str
    value: Any | None


class PatchPathOp(TypedDict):
    path: str


# Functional syntax: the key 'from' is a Python keyword.
PatchFromOp = TypedDict(
    "PatchFromOp",
    {
        "from": str,
        "path": str,
    },
)


class PatchOperationPatchValueOp(TypedDict):
    op: Literal["add", "replace", "test"]
    path: str
    value: Any | None


class PatchOperationPatchPathOp(TypedDict):
    op: Literal["remove"]
    path: str


# Functional syntax: the key 'from' is a Python keyword.
PatchOperationPatchFromOp = TypedDict(
    "PatchOperationPatchFromOp",
    {
        "op": Literal["move", "copy"],
        "from": str,
        "path": str,
    },
)

PatchOperation = PatchOperationPatchValueOp | PatchOperationPatchPathOp | PatchOperationPatchFromOp


class RunSuccess(TypedDict):
    pendingToolCallIds: NotRequired[list[str]]


class Interrupt(TypedDict):
    subagentRunId: NotRequired[str]
    id: str
    reason: str
    message: NotRequired[str]
    toolCallId: NotRequired[str]
    responseSchema: NotRequired[dict[str, Any]]
    """A JSON Schema, carried opaquely"""
    expiresAt: NotRequired[str]
    """ISO 8601 by convention, unchecked"""
    metadata: NotRequired[dict[str, Any]]


class RunInterrupt(TypedDict):
    interrupts: list[Interrupt]


class NoFields(TypedDict):
    unused: NotRequired[Any | None]
    """Not an AG-UI field: kept as sent, like any unknown property"""


class RunOutcomeRunSuccess(TypedDict):
    type: Literal["success"]
    pendingToolCallIds: NotRequired[list[str]]


class RunOutcomeRunInterrupt(TypedDict):
    type: Literal["interrupt"]
    interrupts: list[Interrupt]


class RunOutcomeNoFields(TypedDict):
    type: Literal["cancelled"]
    unused: NotRequired[Any | None]
    """Not an AG-UI field: kept as sent, like any unknown property"""


RunOutcome = RunOutcomeRunSuccess | RunOutcomeRunInterrupt | RunOutcomeNoFields


class SubagentSuspended(TypedDict):
    interruptIds: NotRequired[list[str]]


class SubagentOutcomeNoFields(TypedDict):
    type: Literal["success"]
    unused: NotRequired[Any | None]
    """Not an AG-UI field: kept as sent, like any unknown property"""


class SubagentOutcomeSubagentSuspended(TypedDict):
    type: Literal["suspended"]
    interruptIds: NotRequired[list[str]]


SubagentOutcome = SubagentOutcomeNoFields | SubagentOutcomeSubagentSuspended


class TokenUsage(TypedDict):
    provider: NotRequired[str]
    model: NotRequired[str]
    inputTokens: NotRequired[int]
    outputTokens: NotRequired[int]
    totalTokens: NotRequired[int]
    reasoningTokens: NotRequired[int]
    cachedInputTokens: NotRequired[int]
    cacheWriteInputTokens: NotRequired[int]


class AgentTool(TypedDict):
    name: str
    description: str
    parameters: NotRequired[Any]
    """A JSON Schema, carried opaquely"""
    metadata: NotRequired[dict[str, Any]]


class ContextEntry(TypedDict):
    description: str
    value: str


class ResumeEntry(TypedDict):
    interruptId: str
    status: Literal["resolved", "cancelled"]
    payload: NotRequired[Any]
    metadata: NotRequired[dict[str, Any]]


class RunAgentInput(TypedDict):
    threadId: str
    runId: str
    protocolVersion: NotRequired[str]
    parentRunId: NotRequired[str]
    state: NotRequired[Any]
    """null is read as absent by both SDKs"""
    messages: list[Message]
    tools: NotRequired[list[AgentTool]]
    context: NotRequired[list[ContextEntry]]
    forwardedProps: NotRequired[Any]
    resume: NotRequired[list[ResumeEntry]]


class TextMessageStartEvent(TypedDict):
    """Opens a streamed text message."""

    type: Literal["TEXT_MESSAGE_START"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    role: NotRequired[Literal["developer", "system", "assistant", "user"]]
    """Absent means assistant"""
    name: NotRequired[str]


class TextMessageContentEvent(TypedDict):
    """Appends a fragment to an open text message (may be empty, as a keep-alive)."""

    type: Literal["TEXT_MESSAGE_CONTENT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    delta: str


class TextMessageEndEvent(TypedDict):
    """Closes a text message."""

    type: Literal["TEXT_MESSAGE_END"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str


class TextMessageChunkEvent(TypedDict):
    """A text message in one event, expanded by the client into start, content and end."""

    type: Literal["TEXT_MESSAGE_CHUNK"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: NotRequired[str]
    role: NotRequired[Literal["developer", "system", "assistant", "user"]]
    delta: NotRequired[str]
    name: NotRequired[str]


class ToolCallStartEvent(TypedDict):
    """Opens a tool call."""

    type: Literal["TOOL_CALL_START"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    toolCallId: str
    toolCallName: str
    parentMessageId: NotRequired[str]


class ToolCallArgsEvent(TypedDict):
    """Appends a fragment of the tool call's JSON argument text (not validated as JSON)."""

    type: Literal["TOOL_CALL_ARGS"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    toolCallId: str
    delta: str


class ToolCallEndEvent(TypedDict):
    """Closes a tool call."""

    type: Literal["TOOL_CALL_END"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    toolCallId: str


class ToolCallChunkEvent(TypedDict):
    """A tool call in one event, expanded by the client into start, args and end."""

    type: Literal["TOOL_CALL_CHUNK"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    toolCallId: NotRequired[str]
    toolCallName: NotRequired[str]
    parentMessageId: NotRequired[str]
    delta: NotRequired[str]


class ToolCallResultEvent(TypedDict):
    """The result of a tool call, as a new tool message."""

    type: Literal["TOOL_CALL_RESULT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    toolCallId: str
    content: str | list[ContentPart]
    """A string or a list of content parts"""
    role: NotRequired[Literal["tool"]]


class StateSnapshotEvent(TypedDict):
    """Replaces the agent state (any JSON value, null included)."""

    type: Literal["STATE_SNAPSHOT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    snapshot: Any | None


class StateDeltaEvent(TypedDict):
    """Changes the agent state by a JSON Patch (RFC 6902)."""

    type: Literal["STATE_DELTA"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    delta: list[PatchOperation]


class MessagesSnapshotEvent(TypedDict):
    """The whole conversation, reconciled by message id."""

    type: Literal["MESSAGES_SNAPSHOT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    messages: list[Message]


class ActivitySnapshotEvent(TypedDict):
    """Shows or replaces an activity (a structured, non-chat UI element)."""

    type: Literal["ACTIVITY_SNAPSHOT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    activityType: str
    content: dict[str, Any]
    replace: NotRequired[bool]
    """Absent means true"""


class ActivityDeltaEvent(TypedDict):
    """Changes an activity by a JSON Patch."""

    type: Literal["ACTIVITY_DELTA"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    activityType: str
    patch: list[PatchOperation]


class RawEvent(TypedDict):
    """A provider's own event, passed through."""

    type: Literal["RAW"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    event: Any | None
    source: NotRequired[str]


class CustomEvent(TypedDict):
    """An application-defined event."""

    type: Literal["CUSTOM"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    name: str
    value: Any | None


class RunStartedEvent(TypedDict):
    """Starts a run."""

    type: Literal["RUN_STARTED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    threadId: str
    runId: str
    protocolVersion: NotRequired[str]
    parentRunId: NotRequired[str]
    input: NotRequired[RunAgentInput]


class RunFinishedEvent(TypedDict):
    """Finishes a run (absent outcome means success)."""

    type: Literal["RUN_FINISHED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    threadId: str
    runId: str
    result: NotRequired[Any]
    outcome: NotRequired[RunOutcome]
    usage: NotRequired[list[TokenUsage]]


class RunErrorEvent(TypedDict):
    """A run failed."""

    type: Literal["RUN_ERROR"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    message: str
    code: NotRequired[str]
    usage: NotRequired[list[TokenUsage]]


class StepStartedEvent(TypedDict):
    """Starts a named step."""

    type: Literal["STEP_STARTED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    stepName: str


class StepFinishedEvent(TypedDict):
    """Finishes a named step."""

    type: Literal["STEP_FINISHED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    stepName: str


class ReasoningStartEvent(TypedDict):
    """Opens a reasoning span."""

    type: Literal["REASONING_START"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str


class ReasoningMessageStartEvent(TypedDict):
    """Opens a reasoning message."""

    type: Literal["REASONING_MESSAGE_START"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    role: Literal["reasoning"]


class ReasoningMessageContentEvent(TypedDict):
    """Appends a fragment to a reasoning message."""

    type: Literal["REASONING_MESSAGE_CONTENT"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str
    delta: str


class ReasoningMessageEndEvent(TypedDict):
    """Closes a reasoning message."""

    type: Literal["REASONING_MESSAGE_END"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str


class ReasoningMessageChunkEvent(TypedDict):
    """A reasoning message in one event, expanded by the client."""

    type: Literal["REASONING_MESSAGE_CHUNK"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: NotRequired[str]
    delta: NotRequired[str]


class ReasoningEndEvent(TypedDict):
    """Closes a reasoning span."""

    type: Literal["REASONING_END"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    messageId: str


class ReasoningEncryptedValueEvent(TypedDict):
    """An opaque encrypted value for a message or a tool call."""

    type: Literal["REASONING_ENCRYPTED_VALUE"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: NotRequired[str]
    """The subagent invocation this belongs to; absent means the parent agent"""
    subtype: Literal["tool-call", "message"]
    entityId: str
    encryptedValue: str


class SubagentStartedEvent(TypedDict):
    """Announces a subagent invocation."""

    type: Literal["SUBAGENT_STARTED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: str
    name: str
    description: NotRequired[str]
    parentSubagentRunId: NotRequired[str]
    parentToolCallId: NotRequired[str]
    parentMessageId: NotRequired[str]


class SubagentFinishedEvent(TypedDict):
    """A subagent invocation finished (absent outcome means success)."""

    type: Literal["SUBAGENT_FINISHED"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: str
    result: NotRequired[Any]
    outcome: NotRequired[SubagentOutcome]


class SubagentErrorEvent(TypedDict):
    """A subagent invocation failed."""

    type: Literal["SUBAGENT_ERROR"]
    timestamp: NotRequired[int]
    """Milliseconds since the epoch by convention; an integer in the safe range"""
    rawEvent: NotRequired[Any]
    """The provider event this one was made from"""
    metadata: NotRequired[dict[str, Any]]
    """Open by key; null values are data"""
    subagentRunId: str
    message: str
    code: NotRequired[str]


AgUiEvent = (
    TextMessageStartEvent
    | TextMessageContentEvent
    | TextMessageEndEvent
    | TextMessageChunkEvent
    | ToolCallStartEvent
    | ToolCallArgsEvent
    | ToolCallEndEvent
    | ToolCallChunkEvent
    | ToolCallResultEvent
    | StateSnapshotEvent
    | StateDeltaEvent
    | MessagesSnapshotEvent
    | ActivitySnapshotEvent
    | ActivityDeltaEvent
    | RawEvent
    | CustomEvent
    | RunStartedEvent
    | RunFinishedEvent
    | RunErrorEvent
    | StepStartedEvent
    | StepFinishedEvent
    | ReasoningStartEvent
    | ReasoningMessageStartEvent
    | ReasoningMessageContentEvent
    | ReasoningMessageEndEvent
    | ReasoningMessageChunkEvent
    | ReasoningEndEvent
    | ReasoningEncryptedValueEvent
    | SubagentStartedEvent
    | SubagentFinishedEvent
    | SubagentErrorEvent
)


class AgUiEnvelope(TypedDict):
    protocol: str
    events: list[AgUiEvent]
