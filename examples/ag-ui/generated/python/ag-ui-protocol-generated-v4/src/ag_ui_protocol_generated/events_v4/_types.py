# ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
# Source: examples/ag-ui/spec/ag_ui.v4.yaml
# Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
"""The AG-UI events's value shapes as TypedDicts, for type checkers and editors.

The package (``ag_ui_protocol_generated.events_v4``) re-exports every name here and imports this module
only when one of them is first used: ``typing`` costs more to import than the validator.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

__all__ = [
    "ActivityDeltaEvent",
    "ActivityMessage",
    "ActivitySnapshotEvent",
    "AgUiV4Envelope",
    "AgUiV4Event",
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

BaseEvent = TypedDict(
    "BaseEvent",
    {
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
    },
)
Attributable = TypedDict(
    "Attributable",
    {
        "subagentRunId": NotRequired[str],
    },
)
TextPart = TypedDict(
    "TextPart",
    {
        "id": NotRequired[str],
        "text": str,
        "metadata": NotRequired[Any],
    },
)
DataSource = TypedDict(
    "DataSource",
    {
        "value": str,
        "mimeType": str,
    },
)
UrlSource = TypedDict(
    "UrlSource",
    {
        "value": str,
        "mimeType": NotRequired[str],
    },
)
FileSource = TypedDict(
    "FileSource",
    {
        "value": str,
        "provider": NotRequired[str],
        "mimeType": NotRequired[str],
    },
)
PartSourceDataSource = TypedDict(
    "PartSourceDataSource",
    {
        "type": Literal["data"],
        "value": str,
        "mimeType": str,
    },
)
PartSourceUrlSource = TypedDict(
    "PartSourceUrlSource",
    {
        "type": Literal["url"],
        "value": str,
        "mimeType": NotRequired[str],
    },
)
PartSourceFileSource = TypedDict(
    "PartSourceFileSource",
    {
        "type": Literal["file"],
        "value": str,
        "provider": NotRequired[str],
        "mimeType": NotRequired[str],
    },
)
PartSource = PartSourceDataSource | PartSourceUrlSource | PartSourceFileSource
MediaPart = TypedDict(
    "MediaPart",
    {
        "id": NotRequired[str],
        "source": PartSource,
        "metadata": NotRequired[Any],
    },
)
ContentPartTextPart = TypedDict(
    "ContentPartTextPart",
    {
        "type": Literal["text"],
        "id": NotRequired[str],
        "text": str,
        "metadata": NotRequired[Any],
    },
)
ContentPartMediaPart = TypedDict(
    "ContentPartMediaPart",
    {
        "type": Literal["image", "audio", "video", "document"],
        "id": NotRequired[str],
        "source": PartSource,
        "metadata": NotRequired[Any],
    },
)
ContentPart = ContentPartTextPart | ContentPartMediaPart
PlainMessage = TypedDict(
    "PlainMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": str,
    },
)
FunctionCall = TypedDict(
    "FunctionCall",
    {
        "name": str,
        "arguments": str,
    },
)
ToolCall = TypedDict(
    "ToolCall",
    {
        "id": str,
        "type": Literal["function"],
        "function": FunctionCall,
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
AssistantMessage = TypedDict(
    "AssistantMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": NotRequired[str],
        "toolCalls": NotRequired[list[ToolCall]],
    },
)
UserMessage = TypedDict(
    "UserMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": str | list[ContentPart],
    },
)
ToolMessage = TypedDict(
    "ToolMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "content": str | list[ContentPart],
        "toolCallId": str,
        "error": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
ActivityMessage = TypedDict(
    "ActivityMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "activityType": str,
        "content": dict[str, Any],
        "metadata": NotRequired[dict[str, Any]],
    },
)
ReasoningMessage = TypedDict(
    "ReasoningMessage",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "content": str,
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
MessagePlainMessage = TypedDict(
    "MessagePlainMessage",
    {
        "role": Literal["developer", "system"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": str,
    },
)
MessageAssistantMessage = TypedDict(
    "MessageAssistantMessage",
    {
        "role": Literal["assistant"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": NotRequired[str],
        "toolCalls": NotRequired[list[ToolCall]],
    },
)
MessageUserMessage = TypedDict(
    "MessageUserMessage",
    {
        "role": Literal["user"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "name": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
        "content": str | list[ContentPart],
    },
)
MessageToolMessage = TypedDict(
    "MessageToolMessage",
    {
        "role": Literal["tool"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "content": str | list[ContentPart],
        "toolCallId": str,
        "error": NotRequired[str],
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
MessageActivityMessage = TypedDict(
    "MessageActivityMessage",
    {
        "role": Literal["activity"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "activityType": str,
        "content": dict[str, Any],
        "metadata": NotRequired[dict[str, Any]],
    },
)
MessageReasoningMessage = TypedDict(
    "MessageReasoningMessage",
    {
        "role": Literal["reasoning"],
        "subagentRunId": NotRequired[str],
        "id": str,
        "content": str,
        "encryptedValue": NotRequired[str],
        "encryptedValueType": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
Message = (
    MessagePlainMessage
    | MessageAssistantMessage
    | MessageUserMessage
    | MessageToolMessage
    | MessageActivityMessage
    | MessageReasoningMessage
)
PatchValueOp = TypedDict(
    "PatchValueOp",
    {
        "path": str,
        "value": Any | None,
    },
)
PatchPathOp = TypedDict(
    "PatchPathOp",
    {
        "path": str,
    },
)
PatchFromOp = TypedDict(
    "PatchFromOp",
    {
        "from": str,
        "path": str,
    },
)
PatchOperationPatchValueOp = TypedDict(
    "PatchOperationPatchValueOp",
    {
        "op": Literal["add", "replace", "test"],
        "path": str,
        "value": Any | None,
    },
)
PatchOperationPatchPathOp = TypedDict(
    "PatchOperationPatchPathOp",
    {
        "op": Literal["remove"],
        "path": str,
    },
)
PatchOperationPatchFromOp = TypedDict(
    "PatchOperationPatchFromOp",
    {
        "op": Literal["move", "copy"],
        "from": str,
        "path": str,
    },
)
PatchOperation = PatchOperationPatchValueOp | PatchOperationPatchPathOp | PatchOperationPatchFromOp
RunSuccess = TypedDict(
    "RunSuccess",
    {
        "pendingToolCallIds": NotRequired[list[str]],
    },
)
Interrupt = TypedDict(
    "Interrupt",
    {
        "subagentRunId": NotRequired[str],
        "id": str,
        "reason": str,
        "message": NotRequired[str],
        "toolCallId": NotRequired[str],
        "responseSchema": NotRequired[dict[str, Any]],
        "expiresAt": NotRequired[str],
        "metadata": NotRequired[dict[str, Any]],
    },
)
RunInterrupt = TypedDict(
    "RunInterrupt",
    {
        "interrupts": list[Interrupt],
    },
)
NoFields = TypedDict(
    "NoFields",
    {},
)
RunOutcomeRunSuccess = TypedDict(
    "RunOutcomeRunSuccess",
    {
        "type": Literal["success"],
        "pendingToolCallIds": NotRequired[list[str]],
    },
)
RunOutcomeRunInterrupt = TypedDict(
    "RunOutcomeRunInterrupt",
    {
        "type": Literal["interrupt"],
        "interrupts": list[Interrupt],
    },
)
RunOutcomeNoFields = TypedDict(
    "RunOutcomeNoFields",
    {
        "type": Literal["cancelled"],
    },
)
RunOutcome = RunOutcomeRunSuccess | RunOutcomeRunInterrupt | RunOutcomeNoFields
SubagentSuspended = TypedDict(
    "SubagentSuspended",
    {
        "interruptIds": NotRequired[list[str]],
    },
)
SubagentOutcomeNoFields = TypedDict(
    "SubagentOutcomeNoFields",
    {
        "type": Literal["success"],
    },
)
SubagentOutcomeSubagentSuspended = TypedDict(
    "SubagentOutcomeSubagentSuspended",
    {
        "type": Literal["suspended"],
        "interruptIds": NotRequired[list[str]],
    },
)
SubagentOutcome = SubagentOutcomeNoFields | SubagentOutcomeSubagentSuspended
TokenUsage = TypedDict(
    "TokenUsage",
    {
        "provider": NotRequired[str],
        "model": NotRequired[str],
        "inputTokens": NotRequired[int],
        "outputTokens": NotRequired[int],
        "totalTokens": NotRequired[int],
        "reasoningTokens": NotRequired[int],
        "cachedInputTokens": NotRequired[int],
        "cacheWriteInputTokens": NotRequired[int],
    },
)
AgentTool = TypedDict(
    "AgentTool",
    {
        "name": str,
        "description": str,
        "parameters": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
    },
)
ContextEntry = TypedDict(
    "ContextEntry",
    {
        "description": str,
        "value": str,
    },
)
ResumeEntry = TypedDict(
    "ResumeEntry",
    {
        "interruptId": str,
        "status": Literal["resolved", "cancelled"],
        "payload": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
    },
)
RunAgentInput = TypedDict(
    "RunAgentInput",
    {
        "threadId": str,
        "runId": str,
        "protocolVersion": NotRequired[str],
        "parentRunId": NotRequired[str],
        "state": NotRequired[Any],
        "messages": list[Message],
        "tools": NotRequired[list[AgentTool]],
        "context": NotRequired[list[ContextEntry]],
        "forwardedProps": NotRequired[Any],
        "resume": NotRequired[list[ResumeEntry]],
    },
)
TextMessageStartEvent = TypedDict(
    "TextMessageStartEvent",
    {
        "type": Literal["TEXT_MESSAGE_START"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "role": NotRequired[Literal["developer", "system", "assistant", "user"]],
        "name": NotRequired[str],
    },
)
TextMessageContentEvent = TypedDict(
    "TextMessageContentEvent",
    {
        "type": Literal["TEXT_MESSAGE_CONTENT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "delta": str,
    },
)
TextMessageEndEvent = TypedDict(
    "TextMessageEndEvent",
    {
        "type": Literal["TEXT_MESSAGE_END"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
    },
)
TextMessageChunkEvent = TypedDict(
    "TextMessageChunkEvent",
    {
        "type": Literal["TEXT_MESSAGE_CHUNK"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": NotRequired[str],
        "role": NotRequired[Literal["developer", "system", "assistant", "user"]],
        "delta": NotRequired[str],
        "name": NotRequired[str],
    },
)
ToolCallStartEvent = TypedDict(
    "ToolCallStartEvent",
    {
        "type": Literal["TOOL_CALL_START"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "toolCallId": str,
        "toolCallName": str,
        "parentMessageId": NotRequired[str],
    },
)
ToolCallArgsEvent = TypedDict(
    "ToolCallArgsEvent",
    {
        "type": Literal["TOOL_CALL_ARGS"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "toolCallId": str,
        "delta": str,
    },
)
ToolCallEndEvent = TypedDict(
    "ToolCallEndEvent",
    {
        "type": Literal["TOOL_CALL_END"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "toolCallId": str,
    },
)
ToolCallChunkEvent = TypedDict(
    "ToolCallChunkEvent",
    {
        "type": Literal["TOOL_CALL_CHUNK"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "toolCallId": NotRequired[str],
        "toolCallName": NotRequired[str],
        "parentMessageId": NotRequired[str],
        "delta": NotRequired[str],
    },
)
ToolCallResultEvent = TypedDict(
    "ToolCallResultEvent",
    {
        "type": Literal["TOOL_CALL_RESULT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "toolCallId": str,
        "content": str | list[ContentPart],
        "role": NotRequired[Literal["tool"]],
    },
)
StateSnapshotEvent = TypedDict(
    "StateSnapshotEvent",
    {
        "type": Literal["STATE_SNAPSHOT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "snapshot": Any | None,
    },
)
StateDeltaEvent = TypedDict(
    "StateDeltaEvent",
    {
        "type": Literal["STATE_DELTA"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "delta": list[PatchOperation],
    },
)
MessagesSnapshotEvent = TypedDict(
    "MessagesSnapshotEvent",
    {
        "type": Literal["MESSAGES_SNAPSHOT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "messages": list[Message],
    },
)
ActivitySnapshotEvent = TypedDict(
    "ActivitySnapshotEvent",
    {
        "type": Literal["ACTIVITY_SNAPSHOT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "activityType": str,
        "content": dict[str, Any],
        "replace": NotRequired[bool],
    },
)
ActivityDeltaEvent = TypedDict(
    "ActivityDeltaEvent",
    {
        "type": Literal["ACTIVITY_DELTA"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "activityType": str,
        "patch": list[PatchOperation],
    },
)
RawEvent = TypedDict(
    "RawEvent",
    {
        "type": Literal["RAW"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "event": Any | None,
        "source": NotRequired[str],
    },
)
CustomEvent = TypedDict(
    "CustomEvent",
    {
        "type": Literal["CUSTOM"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "name": str,
        "value": Any | None,
    },
)
RunStartedEvent = TypedDict(
    "RunStartedEvent",
    {
        "type": Literal["RUN_STARTED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "threadId": str,
        "runId": str,
        "protocolVersion": NotRequired[str],
        "parentRunId": NotRequired[str],
        "input": NotRequired[RunAgentInput],
    },
)
RunFinishedEvent = TypedDict(
    "RunFinishedEvent",
    {
        "type": Literal["RUN_FINISHED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "threadId": str,
        "runId": str,
        "result": NotRequired[Any],
        "outcome": NotRequired[RunOutcome],
        "usage": NotRequired[list[TokenUsage]],
    },
)
RunErrorEvent = TypedDict(
    "RunErrorEvent",
    {
        "type": Literal["RUN_ERROR"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "message": str,
        "code": NotRequired[str],
        "usage": NotRequired[list[TokenUsage]],
    },
)
StepStartedEvent = TypedDict(
    "StepStartedEvent",
    {
        "type": Literal["STEP_STARTED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "stepName": str,
    },
)
StepFinishedEvent = TypedDict(
    "StepFinishedEvent",
    {
        "type": Literal["STEP_FINISHED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "stepName": str,
    },
)
ReasoningStartEvent = TypedDict(
    "ReasoningStartEvent",
    {
        "type": Literal["REASONING_START"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
    },
)
ReasoningMessageStartEvent = TypedDict(
    "ReasoningMessageStartEvent",
    {
        "type": Literal["REASONING_MESSAGE_START"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "role": Literal["reasoning"],
    },
)
ReasoningMessageContentEvent = TypedDict(
    "ReasoningMessageContentEvent",
    {
        "type": Literal["REASONING_MESSAGE_CONTENT"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
        "delta": str,
    },
)
ReasoningMessageEndEvent = TypedDict(
    "ReasoningMessageEndEvent",
    {
        "type": Literal["REASONING_MESSAGE_END"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
    },
)
ReasoningMessageChunkEvent = TypedDict(
    "ReasoningMessageChunkEvent",
    {
        "type": Literal["REASONING_MESSAGE_CHUNK"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": NotRequired[str],
        "delta": NotRequired[str],
    },
)
ReasoningEndEvent = TypedDict(
    "ReasoningEndEvent",
    {
        "type": Literal["REASONING_END"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "messageId": str,
    },
)
ReasoningEncryptedValueEvent = TypedDict(
    "ReasoningEncryptedValueEvent",
    {
        "type": Literal["REASONING_ENCRYPTED_VALUE"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": NotRequired[str],
        "subtype": Literal["tool-call", "message"],
        "entityId": str,
        "encryptedValue": str,
        "encryptedValueType": NotRequired[str],
    },
)
SubagentStartedEvent = TypedDict(
    "SubagentStartedEvent",
    {
        "type": Literal["SUBAGENT_STARTED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": str,
        "name": str,
        "description": NotRequired[str],
        "parentSubagentRunId": NotRequired[str],
        "parentToolCallId": NotRequired[str],
        "parentMessageId": NotRequired[str],
    },
)
SubagentFinishedEvent = TypedDict(
    "SubagentFinishedEvent",
    {
        "type": Literal["SUBAGENT_FINISHED"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": str,
        "result": NotRequired[Any],
        "outcome": NotRequired[SubagentOutcome],
    },
)
SubagentErrorEvent = TypedDict(
    "SubagentErrorEvent",
    {
        "type": Literal["SUBAGENT_ERROR"],
        "timestamp": NotRequired[int],
        "rawEvent": NotRequired[Any],
        "metadata": NotRequired[dict[str, Any]],
        "subagentRunId": str,
        "message": str,
        "code": NotRequired[str],
    },
)

AgUiV4Event = (
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
AgUiV4Envelope = TypedDict(
    "AgUiV4Envelope",
    {
        "protocol": str,
        "events": list[AgUiV4Event],
    },
)
