// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: examples/ag-ui/spec/ag_ui.v4.yaml
// Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
/**
 * AG-UI events (`ag-ui.events/v4`), version 4.0.0.
 * Zero dependencies: copy this file and runtime.ts, runtime_json.ts, runtime_stream.ts (the helpers it imports) into the Console,
 * or depend on the package.
 */
import {
  type ArgumentReasons,
  isPlainObject,
  own,
  pyStrip,
  readArgument,
  readJsonText,
  restoreStackTraces,
  stopStackTraces,
} from './runtime.js'
import { type JsonRules, jsonFault, keepUnknown } from './runtime_json.js'
import { type StreamRecord, type StreamRule, type StreamScope, StreamValidator } from './runtime_stream.js'

/** Wire protocol id — bump only on breaking changes. */
export type AgUiV4ProtocolId = 'ag-ui.events/v4'

export type AgUiV4Envelope = {
  protocol: AgUiV4ProtocolId
  events: AgUiV4Event[]
}

export type AgUiV4TextMessageRole = 'developer' | 'system' | 'assistant' | 'user'

export type AgUiV4ToolRole = 'tool'

export type AgUiV4ReasoningRole = 'reasoning'

export type AgUiV4FunctionType = 'function'

export type AgUiV4EncryptedValueSubtype = 'tool-call' | 'message'

export type AgUiV4ResumeStatus = 'resolved' | 'cancelled'

export type AgUiV4BaseEvent = {
  /** Milliseconds since the epoch by convention; an integer in the safe range */
  timestamp?: number
  /** The provider event this one was made from */
  rawEvent?: unknown
  /** Open by key; null values are data */
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4Attributable = {
  /** The subagent invocation this belongs to; absent means the parent agent */
  subagentRunId?: string
  [key: string]: unknown
}

export type AgUiV4TextPart = {
  id?: string
  text: string
  metadata?: unknown
  [key: string]: unknown
}

export type AgUiV4MediaPart = {
  id?: string
  source: AgUiV4PartSource
  metadata?: unknown
  [key: string]: unknown
}

export type AgUiV4ContentPart =
  | ({ type: 'text' } & AgUiV4TextPart)
  | ({ type: 'image' } & AgUiV4MediaPart)
  | ({ type: 'audio' } & AgUiV4MediaPart)
  | ({ type: 'video' } & AgUiV4MediaPart)
  | ({ type: 'document' } & AgUiV4MediaPart)

export type AgUiV4DataSource = {
  value: string
  mimeType: string
  [key: string]: unknown
}

export type AgUiV4UrlSource = {
  value: string
  mimeType?: string
  [key: string]: unknown
}

export type AgUiV4FileSource = {
  value: string
  provider?: string
  mimeType?: string
  [key: string]: unknown
}

export type AgUiV4PartSource =
  ({ type: 'data' } & AgUiV4DataSource) | ({ type: 'url' } & AgUiV4UrlSource) | ({ type: 'file' } & AgUiV4FileSource)

export type AgUiV4PlainMessage = {
  subagentRunId?: string
  id: string
  name?: string
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  content: string
  [key: string]: unknown
}

export type AgUiV4AssistantMessage = {
  subagentRunId?: string
  id: string
  name?: string
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  content?: string
  toolCalls?: AgUiV4ToolCall[]
  [key: string]: unknown
}

export type AgUiV4UserMessage = {
  subagentRunId?: string
  id: string
  name?: string
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  /** A string or a list of content parts */
  content: string | AgUiV4ContentPart[]
  [key: string]: unknown
}

export type AgUiV4ToolMessage = {
  subagentRunId?: string
  id: string
  /** A string or a list of content parts */
  content: string | AgUiV4ContentPart[]
  toolCallId: string
  error?: string
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4ActivityMessage = {
  subagentRunId?: string
  id: string
  activityType: string
  content: Record<string, unknown>
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4ReasoningMessage = {
  subagentRunId?: string
  id: string
  content: string
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4Message =
  | ({ role: 'developer' } & AgUiV4PlainMessage)
  | ({ role: 'system' } & AgUiV4PlainMessage)
  | ({ role: 'assistant' } & AgUiV4AssistantMessage)
  | ({ role: 'user' } & AgUiV4UserMessage)
  | ({ role: 'tool' } & AgUiV4ToolMessage)
  | ({ role: 'activity' } & AgUiV4ActivityMessage)
  | ({ role: 'reasoning' } & AgUiV4ReasoningMessage)

export type AgUiV4FunctionCall = {
  name: string
  /** JSON text, kept as written */
  arguments: string
  [key: string]: unknown
}

export type AgUiV4ToolCall = {
  id: string
  type: AgUiV4FunctionType
  function: AgUiV4FunctionCall
  encryptedValue?: string
  /** AG-UI 1.1: what the encrypted value holds; sent only with encryptedValue */
  encryptedValueType?: string
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4PatchValueOp = {
  path: string
  value: unknown | null
  [key: string]: unknown
}

export type AgUiV4PatchPathOp = {
  path: string
  [key: string]: unknown
}

export type AgUiV4PatchFromOp = {
  from: string
  path: string
  [key: string]: unknown
}

export type AgUiV4PatchOperation =
  | ({ op: 'add' } & AgUiV4PatchValueOp)
  | ({ op: 'remove' } & AgUiV4PatchPathOp)
  | ({ op: 'replace' } & AgUiV4PatchValueOp)
  | ({ op: 'move' } & AgUiV4PatchFromOp)
  | ({ op: 'copy' } & AgUiV4PatchFromOp)
  | ({ op: 'test' } & AgUiV4PatchValueOp)

export type AgUiV4RunSuccess = {
  pendingToolCallIds?: string[]
  [key: string]: unknown
}

export type AgUiV4Interrupt = {
  subagentRunId?: string
  id: string
  reason: string
  message?: string
  toolCallId?: string
  /** A JSON Schema, carried opaquely */
  responseSchema?: Record<string, unknown>
  /** ISO 8601 by convention, unchecked */
  expiresAt?: string
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4RunInterrupt = {
  interrupts: AgUiV4Interrupt[]
  [key: string]: unknown
}

export type AgUiV4NoFields = {
  [key: string]: unknown
}

export type AgUiV4RunFinishedOutcome =
  | ({ type: 'success' } & AgUiV4RunSuccess)
  | ({ type: 'interrupt' } & AgUiV4RunInterrupt)
  | ({ type: 'cancelled' } & AgUiV4NoFields)

export type AgUiV4SubagentSuspended = {
  interruptIds?: string[]
  [key: string]: unknown
}

export type AgUiV4SubagentFinishedOutcome =
  ({ type: 'success' } & AgUiV4NoFields) | ({ type: 'suspended' } & AgUiV4SubagentSuspended)

export type AgUiV4TokenUsage = {
  provider?: string
  model?: string
  inputTokens?: number
  outputTokens?: number
  totalTokens?: number
  reasoningTokens?: number
  cachedInputTokens?: number
  cacheWriteInputTokens?: number
  [key: string]: unknown
}

export type AgUiV4AgentTool = {
  name: string
  description: string
  /** A JSON Schema, carried opaquely */
  parameters?: unknown
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4ContextEntry = {
  description: string
  value: string
  [key: string]: unknown
}

export type AgUiV4ResumeEntry = {
  interruptId: string
  status: AgUiV4ResumeStatus
  payload?: unknown
  metadata?: Record<string, unknown>
  [key: string]: unknown
}

export type AgUiV4RunAgentInput = {
  threadId: string
  runId: string
  protocolVersion?: string
  parentRunId?: string
  /** null is read as absent by both SDKs */
  state?: unknown
  messages: AgUiV4Message[]
  tools?: AgUiV4AgentTool[]
  context?: AgUiV4ContextEntry[]
  forwardedProps?: unknown
  resume?: AgUiV4ResumeEntry[]
  [key: string]: unknown
}

export type AgUiV4Event =
  | ({
      type: 'TEXT_MESSAGE_START'
      messageId: string
      /** Absent means assistant */
      role?: AgUiV4TextMessageRole
      name?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TEXT_MESSAGE_CONTENT'
      messageId: string
      delta: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TEXT_MESSAGE_END'
      messageId: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TEXT_MESSAGE_CHUNK'
      messageId?: string
      role?: AgUiV4TextMessageRole
      delta?: string
      name?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TOOL_CALL_START'
      toolCallId: string
      toolCallName: string
      parentMessageId?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TOOL_CALL_ARGS'
      toolCallId: string
      delta: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TOOL_CALL_END'
      toolCallId: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TOOL_CALL_CHUNK'
      toolCallId?: string
      toolCallName?: string
      parentMessageId?: string
      delta?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'TOOL_CALL_RESULT'
      messageId: string
      toolCallId: string
      /** A string or a list of content parts */
      content: string | AgUiV4ContentPart[]
      role?: AgUiV4ToolRole
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'STATE_SNAPSHOT'
      snapshot: unknown | null
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'STATE_DELTA'
      delta: AgUiV4PatchOperation[]
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'MESSAGES_SNAPSHOT'
      messages: AgUiV4Message[]
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'ACTIVITY_SNAPSHOT'
      messageId: string
      activityType: string
      content: Record<string, unknown>
      /** Absent means true */
      replace?: boolean
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'ACTIVITY_DELTA'
      messageId: string
      activityType: string
      patch: AgUiV4PatchOperation[]
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'RAW'
      event: unknown | null
      source?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'CUSTOM'
      name: string
      value: unknown | null
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'RUN_STARTED'
      threadId: string
      runId: string
      protocolVersion?: string
      parentRunId?: string
      input?: AgUiV4RunAgentInput
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'RUN_FINISHED'
      threadId: string
      runId: string
      result?: unknown
      outcome?: AgUiV4RunFinishedOutcome
      usage?: AgUiV4TokenUsage[]
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'RUN_ERROR'
      message: string
      code?: string
      usage?: AgUiV4TokenUsage[]
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'STEP_STARTED'
      stepName: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'STEP_FINISHED'
      stepName: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_START'
      messageId: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_MESSAGE_START'
      messageId: string
      role: AgUiV4ReasoningRole
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_MESSAGE_CONTENT'
      messageId: string
      delta: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_MESSAGE_END'
      messageId: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_MESSAGE_CHUNK'
      messageId?: string
      delta?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_END'
      messageId: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'REASONING_ENCRYPTED_VALUE'
      subtype: AgUiV4EncryptedValueSubtype
      entityId: string
      encryptedValue: string
      /** AG-UI 1.1: what the encrypted value holds */
      encryptedValueType?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent &
      AgUiV4Attributable)
  | ({
      type: 'SUBAGENT_STARTED'
      subagentRunId: string
      name: string
      description?: string
      parentSubagentRunId?: string
      parentToolCallId?: string
      parentMessageId?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'SUBAGENT_FINISHED'
      subagentRunId: string
      result?: unknown
      outcome?: AgUiV4SubagentFinishedOutcome
      [key: string]: unknown
    } & AgUiV4BaseEvent)
  | ({
      type: 'SUBAGENT_ERROR'
      subagentRunId: string
      message: string
      code?: string
      [key: string]: unknown
    } & AgUiV4BaseEvent)

export type AgUiV4TextMessageStartEvent = Extract<AgUiV4Event, { type: 'TEXT_MESSAGE_START' }>
export type AgUiV4TextMessageContentEvent = Extract<AgUiV4Event, { type: 'TEXT_MESSAGE_CONTENT' }>
export type AgUiV4TextMessageEndEvent = Extract<AgUiV4Event, { type: 'TEXT_MESSAGE_END' }>
export type AgUiV4TextMessageChunkEvent = Extract<AgUiV4Event, { type: 'TEXT_MESSAGE_CHUNK' }>
export type AgUiV4ToolCallStartEvent = Extract<AgUiV4Event, { type: 'TOOL_CALL_START' }>
export type AgUiV4ToolCallArgsEvent = Extract<AgUiV4Event, { type: 'TOOL_CALL_ARGS' }>
export type AgUiV4ToolCallEndEvent = Extract<AgUiV4Event, { type: 'TOOL_CALL_END' }>
export type AgUiV4ToolCallChunkEvent = Extract<AgUiV4Event, { type: 'TOOL_CALL_CHUNK' }>
export type AgUiV4ToolCallResultEvent = Extract<AgUiV4Event, { type: 'TOOL_CALL_RESULT' }>
export type AgUiV4StateSnapshotEvent = Extract<AgUiV4Event, { type: 'STATE_SNAPSHOT' }>
export type AgUiV4StateDeltaEvent = Extract<AgUiV4Event, { type: 'STATE_DELTA' }>
export type AgUiV4MessagesSnapshotEvent = Extract<AgUiV4Event, { type: 'MESSAGES_SNAPSHOT' }>
export type AgUiV4ActivitySnapshotEvent = Extract<AgUiV4Event, { type: 'ACTIVITY_SNAPSHOT' }>
export type AgUiV4ActivityDeltaEvent = Extract<AgUiV4Event, { type: 'ACTIVITY_DELTA' }>
export type AgUiV4RawEvent = Extract<AgUiV4Event, { type: 'RAW' }>
export type AgUiV4CustomEvent = Extract<AgUiV4Event, { type: 'CUSTOM' }>
export type AgUiV4RunStartedEvent = Extract<AgUiV4Event, { type: 'RUN_STARTED' }>
export type AgUiV4RunFinishedEvent = Extract<AgUiV4Event, { type: 'RUN_FINISHED' }>
export type AgUiV4RunErrorEvent = Extract<AgUiV4Event, { type: 'RUN_ERROR' }>
export type AgUiV4StepStartedEvent = Extract<AgUiV4Event, { type: 'STEP_STARTED' }>
export type AgUiV4StepFinishedEvent = Extract<AgUiV4Event, { type: 'STEP_FINISHED' }>
export type AgUiV4ReasoningStartEvent = Extract<AgUiV4Event, { type: 'REASONING_START' }>
export type AgUiV4ReasoningMessageStartEvent = Extract<AgUiV4Event, { type: 'REASONING_MESSAGE_START' }>
export type AgUiV4ReasoningMessageContentEvent = Extract<AgUiV4Event, { type: 'REASONING_MESSAGE_CONTENT' }>
export type AgUiV4ReasoningMessageEndEvent = Extract<AgUiV4Event, { type: 'REASONING_MESSAGE_END' }>
export type AgUiV4ReasoningMessageChunkEvent = Extract<AgUiV4Event, { type: 'REASONING_MESSAGE_CHUNK' }>
export type AgUiV4ReasoningEndEvent = Extract<AgUiV4Event, { type: 'REASONING_END' }>
export type AgUiV4ReasoningEncryptedValueEvent = Extract<AgUiV4Event, { type: 'REASONING_ENCRYPTED_VALUE' }>
export type AgUiV4SubagentStartedEvent = Extract<AgUiV4Event, { type: 'SUBAGENT_STARTED' }>
export type AgUiV4SubagentFinishedEvent = Extract<AgUiV4Event, { type: 'SUBAGENT_FINISHED' }>
export type AgUiV4SubagentErrorEvent = Extract<AgUiV4Event, { type: 'SUBAGENT_ERROR' }>

export const AG_UI_V4_PROTOCOL: AgUiV4ProtocolId = 'ag-ui.events/v4'
export const AG_UI_V4_PROTOCOL_VERSION = '4.0.0'
export const AGUIV4_TOOL_NAME = 'emit_events'
export const EVENT_TYPES = [
  'TEXT_MESSAGE_START',
  'TEXT_MESSAGE_CONTENT',
  'TEXT_MESSAGE_END',
  'TEXT_MESSAGE_CHUNK',
  'TOOL_CALL_START',
  'TOOL_CALL_ARGS',
  'TOOL_CALL_END',
  'TOOL_CALL_CHUNK',
  'TOOL_CALL_RESULT',
  'STATE_SNAPSHOT',
  'STATE_DELTA',
  'MESSAGES_SNAPSHOT',
  'ACTIVITY_SNAPSHOT',
  'ACTIVITY_DELTA',
  'RAW',
  'CUSTOM',
  'RUN_STARTED',
  'RUN_FINISHED',
  'RUN_ERROR',
  'STEP_STARTED',
  'STEP_FINISHED',
  'REASONING_START',
  'REASONING_MESSAGE_START',
  'REASONING_MESSAGE_CONTENT',
  'REASONING_MESSAGE_END',
  'REASONING_MESSAGE_CHUNK',
  'REASONING_END',
  'REASONING_ENCRYPTED_VALUE',
  'SUBAGENT_STARTED',
  'SUBAGENT_FINISHED',
  'SUBAGENT_ERROR',
] as const
export const TEXT_MESSAGE_ROLE_VALUES = ['developer', 'system', 'assistant', 'user'] as const
export const TOOL_ROLE_VALUES = ['tool'] as const
export const REASONING_ROLE_VALUES = ['reasoning'] as const
export const FUNCTION_TYPE_VALUES = ['function'] as const
export const ENCRYPTED_VALUE_SUBTYPE_VALUES = ['tool-call', 'message'] as const
export const RESUME_STATUS_VALUES = ['resolved', 'cancelled'] as const

/** A value that breaks the protocol; `path` names the bad field (`actions[2].items[7].title`). */
export class AgUiV4ProtocolError extends Error {
  readonly path: string
  readonly reason: string

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason)
    this.name = 'AgUiV4ProtocolError'
    this.path = path
    this.reason = reason
  }

  /** The same error seen from the enclosing value at `outer`. */
  within(outer: string): AgUiV4ProtocolError {
    if (!this.path) return new AgUiV4ProtocolError(outer, this.reason)
    return new AgUiV4ProtocolError(this.path.startsWith('[') ? outer + this.path : `${outer}.${this.path}`, this.reason)
  }
}

// No safe_numbers rule: a number must still be finite (JSON.parse gives Infinity past the largest double).
const MAX_MAGNITUDE = Number.MAX_VALUE
// What a field of type `any` holds at every depth (spec/README.md, "Variants and fields").
const JSON_RULES: JsonRules = {
  rejectNul: false,
  rejectSurrogates: false,
  textReason: 'must not contain  characters',
  magnitude: MAX_MAGNITUDE,
  numberReason: 'must be a finite number',
  forbiddenKeys: new Set(),
  forbiddenReason: 'is not an allowed key',
  notJsonReason: 'must be a JSON value',
  unknownReason: 'is not a known field',
}
// The keys each object declares; under `unknown: keep` the others are unknown.
const KNOWN_TEXT_PART: ReadonlySet<string> = new Set(['id', 'text', 'metadata', 'type'])
const KNOWN_MEDIA_PART: ReadonlySet<string> = new Set(['id', 'source', 'metadata', 'type'])
const KNOWN_DATA_SOURCE: ReadonlySet<string> = new Set(['value', 'mimeType', 'type'])
const KNOWN_URL_SOURCE: ReadonlySet<string> = new Set(['value', 'mimeType', 'type'])
const KNOWN_FILE_SOURCE: ReadonlySet<string> = new Set(['value', 'provider', 'mimeType', 'type'])
const KNOWN_PLAIN_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'name',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
  'content',
  'role',
])
const KNOWN_ASSISTANT_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'name',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
  'content',
  'toolCalls',
  'role',
])
const KNOWN_USER_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'name',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
  'content',
  'role',
])
const KNOWN_TOOL_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'content',
  'toolCallId',
  'error',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
  'role',
])
const KNOWN_ACTIVITY_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'activityType',
  'content',
  'metadata',
  'role',
])
const KNOWN_REASONING_MESSAGE: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'content',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
  'role',
])
const KNOWN_FUNCTION_CALL: ReadonlySet<string> = new Set(['name', 'arguments'])
const KNOWN_TOOL_CALL: ReadonlySet<string> = new Set([
  'id',
  'type',
  'function',
  'encryptedValue',
  'encryptedValueType',
  'metadata',
])
const KNOWN_PATCH_VALUE_OP: ReadonlySet<string> = new Set(['path', 'value', 'op'])
const KNOWN_PATCH_PATH_OP: ReadonlySet<string> = new Set(['path', 'op'])
const KNOWN_PATCH_FROM_OP: ReadonlySet<string> = new Set(['from', 'path', 'op'])
const KNOWN_RUN_SUCCESS: ReadonlySet<string> = new Set(['pendingToolCallIds', 'type'])
const KNOWN_INTERRUPT: ReadonlySet<string> = new Set([
  'subagentRunId',
  'id',
  'reason',
  'message',
  'toolCallId',
  'responseSchema',
  'expiresAt',
  'metadata',
])
const KNOWN_RUN_INTERRUPT: ReadonlySet<string> = new Set(['interrupts', 'type'])
const KNOWN_NO_FIELDS: ReadonlySet<string> = new Set(['type'])
const KNOWN_SUBAGENT_SUSPENDED: ReadonlySet<string> = new Set(['interruptIds', 'type'])
const KNOWN_TOKEN_USAGE: ReadonlySet<string> = new Set([
  'provider',
  'model',
  'inputTokens',
  'outputTokens',
  'totalTokens',
  'reasoningTokens',
  'cachedInputTokens',
  'cacheWriteInputTokens',
])
const KNOWN_AGENT_TOOL: ReadonlySet<string> = new Set(['name', 'description', 'parameters', 'metadata'])
const KNOWN_CONTEXT_ENTRY: ReadonlySet<string> = new Set(['description', 'value'])
const KNOWN_RESUME_ENTRY: ReadonlySet<string> = new Set(['interruptId', 'status', 'payload', 'metadata'])
const KNOWN_RUN_AGENT_INPUT: ReadonlySet<string> = new Set([
  'threadId',
  'runId',
  'protocolVersion',
  'parentRunId',
  'state',
  'messages',
  'tools',
  'context',
  'forwardedProps',
  'resume',
])
const KNOWN_TEXT_MESSAGE_START_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'role',
  'name',
  'type',
])
const KNOWN_TEXT_MESSAGE_CONTENT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'delta',
  'type',
])
const KNOWN_TEXT_MESSAGE_END_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'type',
])
const KNOWN_TEXT_MESSAGE_CHUNK_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'role',
  'delta',
  'name',
  'type',
])
const KNOWN_TOOL_CALL_START_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'toolCallId',
  'toolCallName',
  'parentMessageId',
  'type',
])
const KNOWN_TOOL_CALL_ARGS_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'toolCallId',
  'delta',
  'type',
])
const KNOWN_TOOL_CALL_END_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'toolCallId',
  'type',
])
const KNOWN_TOOL_CALL_CHUNK_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'toolCallId',
  'toolCallName',
  'parentMessageId',
  'delta',
  'type',
])
const KNOWN_TOOL_CALL_RESULT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'toolCallId',
  'content',
  'role',
  'type',
])
const KNOWN_STATE_SNAPSHOT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'snapshot',
  'type',
])
const KNOWN_STATE_DELTA_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'delta',
  'type',
])
const KNOWN_MESSAGES_SNAPSHOT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'messages',
  'type',
])
const KNOWN_ACTIVITY_SNAPSHOT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'activityType',
  'content',
  'replace',
  'type',
])
const KNOWN_ACTIVITY_DELTA_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'activityType',
  'patch',
  'type',
])
const KNOWN_RAW_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'event',
  'source',
  'type',
])
const KNOWN_CUSTOM_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'name',
  'value',
  'type',
])
const KNOWN_RUN_STARTED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'threadId',
  'runId',
  'protocolVersion',
  'parentRunId',
  'input',
  'type',
])
const KNOWN_RUN_FINISHED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'threadId',
  'runId',
  'result',
  'outcome',
  'usage',
  'type',
])
const KNOWN_RUN_ERROR_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'message',
  'code',
  'usage',
  'type',
])
const KNOWN_STEP_STARTED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'stepName',
  'type',
])
const KNOWN_STEP_FINISHED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'stepName',
  'type',
])
const KNOWN_REASONING_START_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'type',
])
const KNOWN_REASONING_MESSAGE_START_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'role',
  'type',
])
const KNOWN_REASONING_MESSAGE_CONTENT_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'delta',
  'type',
])
const KNOWN_REASONING_MESSAGE_END_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'type',
])
const KNOWN_REASONING_MESSAGE_CHUNK_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'delta',
  'type',
])
const KNOWN_REASONING_END_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'messageId',
  'type',
])
const KNOWN_REASONING_ENCRYPTED_VALUE_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'subtype',
  'entityId',
  'encryptedValue',
  'encryptedValueType',
  'type',
])
const KNOWN_SUBAGENT_STARTED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'name',
  'description',
  'parentSubagentRunId',
  'parentToolCallId',
  'parentMessageId',
  'type',
])
const KNOWN_SUBAGENT_FINISHED_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'result',
  'outcome',
  'type',
])
const KNOWN_SUBAGENT_ERROR_EVENT: ReadonlySet<string> = new Set([
  'timestamp',
  'rawEvent',
  'metadata',
  'subagentRunId',
  'message',
  'code',
  'type',
])
// Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
// the parser's words); '' for a limit the spec does not set (the runtime's readArgument).
const ARGUMENT_REASONS: ArgumentReasons = ['must not be empty', '', '', 'is not valid JSON ({})']

function rethrowWithin(exc: unknown, outer: string): unknown {
  return exc instanceof AgUiV4ProtocolError ? exc.within(outer) : exc
}
const _PATTERN_0 = new RegExp('^(?:/(?:[^~/]|~[01])*)*$', 'u')

// ---- one checker per shape and per event type, in spec order
//
// WORKING VALUES: each checker moves a value through `v` and normalises it in place
// (`v = pyStrip(v)`). TypeScript cannot narrow an `unknown` variable by reassignment, so `v` is
// `any`; every use of it sits right after the typeof/Array.isArray check that makes it safe.

function checkTextPart(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
    out['id'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('id', 'must not be null')
  }

  v = raw['text']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('text', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('text', 'must be a string')
  out['text'] = v

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('metadata' + fault[0], fault[1])
    }
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TEXT_PART, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkMediaPart(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
    out['id'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('id', 'must not be null')
  }

  v = raw['source']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('source', 'is required')
  try {
    v = checkPartSource(v)
  } catch (exc) {
    throw rethrowWithin(exc, 'source')
  }
  out['source'] = v

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('metadata' + fault[0], fault[1])
    }
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_MEDIA_PART, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 5 shapes, named by `type` as sent; the tag comes first. */
function checkContentPart(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['type']
  let member: Record<string, unknown>
  if (tag === 'text') member = checkTextPart(raw)
  else if (tag === 'image') member = checkMediaPart(raw)
  else if (tag === 'audio') member = checkMediaPart(raw)
  else if (tag === 'video') member = checkMediaPart(raw)
  else if (tag === 'document') member = checkMediaPart(raw)
  else throw new AgUiV4ProtocolError('type', 'must be one of text, image, audio, video, document')
  return { type: tag, ...member }
}

function checkDataSource(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['value']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('value', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('value', 'must be a string')
  const fValue = v

  v = raw['mimeType']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('mimeType', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('mimeType', 'must be a string')
  const fMimeType = v

  const out: Record<string, unknown> = { value: fValue, mimeType: fMimeType }

  {
    const unknown = keepUnknown(raw, KNOWN_DATA_SOURCE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkUrlSource(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['value']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('value', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('value', 'must be a string')
  const fValue = v

  const out: Record<string, unknown> = { value: fValue }

  v = raw['mimeType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('mimeType', 'must be a string')
    out['mimeType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('mimeType', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_URL_SOURCE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkFileSource(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['value']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('value', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('value', 'must be a string')
  const fValue = v

  const out: Record<string, unknown> = { value: fValue }

  v = raw['provider']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('provider', 'must be a string')
    out['provider'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('provider', 'must not be null')
  }

  v = raw['mimeType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('mimeType', 'must be a string')
    out['mimeType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('mimeType', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_FILE_SOURCE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 3 shapes, named by `type` as sent; the tag comes first. */
function checkPartSource(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['type']
  let member: Record<string, unknown>
  if (tag === 'data') member = checkDataSource(raw)
  else if (tag === 'url') member = checkUrlSource(raw)
  else if (tag === 'file') member = checkFileSource(raw)
  else throw new AgUiV4ProtocolError('type', 'must be one of data, url, file')
  return { type: tag, ...member }
}

function checkPlainMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['name']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
    out['name'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('name', 'must not be null')
  }

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
  out['content'] = v

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_PLAIN_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkAssistantMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['name']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
    out['name'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('name', 'must not be null')
  }

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['content']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
    out['content'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('content', 'must not be null')
  }

  v = raw['toolCalls']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('toolCalls', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkToolCall(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `toolCalls[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['toolCalls'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('toolCalls', 'must not be null')
  }

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_ASSISTANT_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkUserMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['name']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
    out['name'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('name', 'must not be null')
  }

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (typeof v === 'string') {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
    out['content'] = v
  } else if (Array.isArray(v)) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('content', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkContentPart(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `content[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['content'] = v
  } else {
    throw new AgUiV4ProtocolError('content', 'must be a string or an array')
  }

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_USER_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (typeof v === 'string') {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
    out['content'] = v
  } else if (Array.isArray(v)) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('content', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkContentPart(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `content[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['content'] = v
  } else {
    throw new AgUiV4ProtocolError('content', 'must be a string or an array')
  }

  v = raw['toolCallId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
  out['toolCallId'] = v

  v = raw['error']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('error', 'must be a string')
    out['error'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('error', 'must not be null')
  }

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkActivityMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['activityType']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('activityType', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('activityType', 'must be a string')
  out['activityType'] = v

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (!isPlainObject(v)) throw new AgUiV4ProtocolError('content', 'must be an object')
  const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [vk0, vx] of Object.entries(v)) {
    let vk = vk0
    if (vk === '') throw new AgUiV4ProtocolError('content', 'keys must not be empty')
    {
      const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
      if (fault !== null) throw new AgUiV4ProtocolError(`content.${vk}` + fault[0], fault[1])
    }
    vout[vk] = vx
  }
  v = vout
  out['content'] = v

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_ACTIVITY_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
  out['content'] = v

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_MESSAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 7 shapes, named by `role` as sent; the tag comes first. */
function checkMessage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['role']
  let member: Record<string, unknown>
  if (tag === 'developer') member = checkPlainMessage(raw)
  else if (tag === 'system') member = checkPlainMessage(raw)
  else if (tag === 'assistant') member = checkAssistantMessage(raw)
  else if (tag === 'user') member = checkUserMessage(raw)
  else if (tag === 'tool') member = checkToolMessage(raw)
  else if (tag === 'activity') member = checkActivityMessage(raw)
  else if (tag === 'reasoning') member = checkReasoningMessage(raw)
  else
    throw new AgUiV4ProtocolError(
      'role',
      'must be one of developer, system, assistant, user, tool, activity, reasoning',
    )
  return { role: tag, ...member }
}

function checkFunctionCall(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['name']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('name', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
  const fName = v

  v = raw['arguments']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('arguments', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('arguments', 'must be a string')
  const fArguments = v

  const out: Record<string, unknown> = { name: fName, arguments: fArguments }

  {
    const unknown = keepUnknown(raw, KNOWN_FUNCTION_CALL, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCall(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  const fId = v

  v = raw['type']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('type', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('type', 'must be one of function')
  if (!(FUNCTION_TYPE_VALUES as readonly string[]).includes(v)) {
    throw new AgUiV4ProtocolError('type', 'must be one of function')
  }
  const fType = v

  v = raw['function']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('function', 'is required')
  try {
    v = checkFunctionCall(v)
  } catch (exc) {
    throw rethrowWithin(exc, 'function')
  }
  const fFunction = v

  const out: Record<string, unknown> = { id: fId, type: fType, function: fFunction }

  v = raw['encryptedValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
    out['encryptedValue'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValue', 'must not be null')
  }

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  if (out['encryptedValueType'] !== undefined && out['encryptedValue'] === undefined)
    throw new AgUiV4ProtocolError('encryptedValueType', 'requires encryptedValue, which is missing')
  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkPatchValueOp(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['path']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('path', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('path', 'must be a string')
  if (!_PATTERN_0.test(v)) throw new AgUiV4ProtocolError('path', 'must be a JSON Pointer')
  const fPath = v

  v = raw['value']
  if (v === undefined) throw new AgUiV4ProtocolError('value', 'is required')
  if (v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('value' + fault[0], fault[1])
    }
  }
  const fValue = v

  const out: Record<string, unknown> = { path: fPath, value: fValue }

  {
    const unknown = keepUnknown(raw, KNOWN_PATCH_VALUE_OP, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkPatchPathOp(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['path']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('path', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('path', 'must be a string')
  if (!_PATTERN_0.test(v)) throw new AgUiV4ProtocolError('path', 'must be a JSON Pointer')
  const fPath = v

  const out: Record<string, unknown> = { path: fPath }

  {
    const unknown = keepUnknown(raw, KNOWN_PATCH_PATH_OP, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkPatchFromOp(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['from']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('from', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('from', 'must be a string')
  if (!_PATTERN_0.test(v)) throw new AgUiV4ProtocolError('from', 'must be a JSON Pointer')
  const fFrom = v

  v = raw['path']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('path', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('path', 'must be a string')
  if (!_PATTERN_0.test(v)) throw new AgUiV4ProtocolError('path', 'must be a JSON Pointer')
  const fPath = v

  const out: Record<string, unknown> = { from: fFrom, path: fPath }

  {
    const unknown = keepUnknown(raw, KNOWN_PATCH_FROM_OP, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 6 shapes, named by `op` as sent; the tag comes first. */
function checkPatchOperation(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['op']
  let member: Record<string, unknown>
  if (tag === 'add') member = checkPatchValueOp(raw)
  else if (tag === 'remove') member = checkPatchPathOp(raw)
  else if (tag === 'replace') member = checkPatchValueOp(raw)
  else if (tag === 'move') member = checkPatchFromOp(raw)
  else if (tag === 'copy') member = checkPatchFromOp(raw)
  else if (tag === 'test') member = checkPatchValueOp(raw)
  else throw new AgUiV4ProtocolError('op', 'must be one of add, remove, replace, move, copy, test')
  return { op: tag, ...member }
}

function checkRunSuccess(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['pendingToolCallIds']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('pendingToolCallIds', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      if (ve === undefined || ve === null)
        throw new AgUiV4ProtocolError(`pendingToolCallIds[${vi}]`, 'must not be null')
      if (typeof ve !== 'string') throw new AgUiV4ProtocolError(`pendingToolCallIds[${vi}]`, 'must be a string')
      vout.push(ve)
    }
    v = vout
    out['pendingToolCallIds'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('pendingToolCallIds', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_SUCCESS, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkInterrupt(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['id']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('id', 'must be a string')
  out['id'] = v

  v = raw['reason']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('reason', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('reason', 'must be a string')
  out['reason'] = v

  v = raw['message']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('message', 'must be a string')
    out['message'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('message', 'must not be null')
  }

  v = raw['toolCallId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
    out['toolCallId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('toolCallId', 'must not be null')
  }

  v = raw['responseSchema']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('responseSchema', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('responseSchema', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`responseSchema.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['responseSchema'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('responseSchema', 'must not be null')
  }

  v = raw['expiresAt']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('expiresAt', 'must be a string')
    out['expiresAt'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('expiresAt', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_INTERRUPT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRunInterrupt(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['interrupts']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('interrupts', 'is required')
  if (!Array.isArray(v)) throw new AgUiV4ProtocolError('interrupts', 'must be an array')
  if (v.length < 1) throw new AgUiV4ProtocolError('interrupts', 'must not be empty')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkInterrupt(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `interrupts[${vi}]`)
    }
    vout.push(ve)
  }
  const vseen = new Set<unknown>()
  vout.forEach((ve: unknown, vi: number) => {
    const key = (ve as Record<string, unknown>)['id']
    if (vseen.has(key)) throw new AgUiV4ProtocolError(`interrupts[${vi}].id`, 'must be unique')
    vseen.add(key)
  })
  v = vout
  const fInterrupts = v

  const out: Record<string, unknown> = { interrupts: fInterrupts }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_INTERRUPT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkNoFields(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}

  {
    const unknown = keepUnknown(raw, KNOWN_NO_FIELDS, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 3 shapes, named by `type` as sent; the tag comes first. */
function checkRunOutcome(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['type']
  let member: Record<string, unknown>
  if (tag === 'success') member = checkRunSuccess(raw)
  else if (tag === 'interrupt') member = checkRunInterrupt(raw)
  else if (tag === 'cancelled') member = checkNoFields(raw)
  else throw new AgUiV4ProtocolError('type', 'must be one of success, interrupt, cancelled')
  return { type: tag, ...member }
}

function checkSubagentSuspended(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['interruptIds']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('interruptIds', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      if (ve === undefined || ve === null) throw new AgUiV4ProtocolError(`interruptIds[${vi}]`, 'must not be null')
      if (typeof ve !== 'string') throw new AgUiV4ProtocolError(`interruptIds[${vi}]`, 'must be a string')
      vout.push(ve)
    }
    v = vout
    out['interruptIds'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('interruptIds', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_SUBAGENT_SUSPENDED, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

/** One of 2 shapes, named by `type` as sent; the tag comes first. */
function checkSubagentOutcome(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const tag = raw['type']
  let member: Record<string, unknown>
  if (tag === 'success') member = checkNoFields(raw)
  else if (tag === 'suspended') member = checkSubagentSuspended(raw)
  else throw new AgUiV4ProtocolError('type', 'must be one of success, suspended')
  return { type: tag, ...member }
}

function checkTokenUsage(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  const out: Record<string, unknown> = {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['provider']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('provider', 'must be a string')
    out['provider'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('provider', 'must not be null')
  }

  v = raw['model']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('model', 'must be a string')
    out['model'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('model', 'must not be null')
  }

  v = raw['inputTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('inputTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('inputTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('inputTokens', 'must be at most 9007199254740991')
    out['inputTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('inputTokens', 'must not be null')
  }

  v = raw['outputTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('outputTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('outputTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('outputTokens', 'must be at most 9007199254740991')
    out['outputTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('outputTokens', 'must not be null')
  }

  v = raw['totalTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('totalTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('totalTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('totalTokens', 'must be at most 9007199254740991')
    out['totalTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('totalTokens', 'must not be null')
  }

  v = raw['reasoningTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('reasoningTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('reasoningTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('reasoningTokens', 'must be at most 9007199254740991')
    out['reasoningTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('reasoningTokens', 'must not be null')
  }

  v = raw['cachedInputTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('cachedInputTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('cachedInputTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('cachedInputTokens', 'must be at most 9007199254740991')
    out['cachedInputTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('cachedInputTokens', 'must not be null')
  }

  v = raw['cacheWriteInputTokens']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new AgUiV4ProtocolError('cacheWriteInputTokens', 'must be an integer')
    if (v < 0) throw new AgUiV4ProtocolError('cacheWriteInputTokens', 'must be at least 0')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('cacheWriteInputTokens', 'must be at most 9007199254740991')
    out['cacheWriteInputTokens'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('cacheWriteInputTokens', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TOKEN_USAGE, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkAgentTool(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['name']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('name', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
  const fName = v

  v = raw['description']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('description', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('description', 'must be a string')
  const fDescription = v

  const out: Record<string, unknown> = { name: fName, description: fDescription }

  v = raw['parameters']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('parameters' + fault[0], fault[1])
    }
    out['parameters'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parameters', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_AGENT_TOOL, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkContextEntry(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['description']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('description', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('description', 'must be a string')
  const fDescription = v

  v = raw['value']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('value', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('value', 'must be a string')
  const fValue = v

  const out: Record<string, unknown> = { description: fDescription, value: fValue }

  {
    const unknown = keepUnknown(raw, KNOWN_CONTEXT_ENTRY, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkResumeEntry(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['interruptId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('interruptId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('interruptId', 'must be a string')
  const fInterruptId = v

  v = raw['status']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('status', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('status', 'must be one of resolved, cancelled')
  if (!(RESUME_STATUS_VALUES as readonly string[]).includes(v)) {
    throw new AgUiV4ProtocolError('status', 'must be one of resolved, cancelled')
  }
  const fStatus = v

  const out: Record<string, unknown> = { interruptId: fInterruptId, status: fStatus }

  v = raw['payload']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('payload' + fault[0], fault[1])
    }
    out['payload'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('payload', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RESUME_ENTRY, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRunAgentInput(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['threadId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('threadId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('threadId', 'must be a string')
  const fThreadId = v

  v = raw['runId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('runId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('runId', 'must be a string')
  const fRunId = v

  const out: Record<string, unknown> = { threadId: fThreadId, runId: fRunId }

  v = raw['protocolVersion']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('protocolVersion', 'must be a string')
    out['protocolVersion'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('protocolVersion', 'must not be null')
  }

  v = raw['parentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentRunId', 'must be a string')
    out['parentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentRunId', 'must not be null')
  }

  v = raw['state']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('state' + fault[0], fault[1])
    }
    out['state'] = v
  }

  v = raw['messages']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messages', 'is required')
  if (!Array.isArray(v)) throw new AgUiV4ProtocolError('messages', 'must be an array')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkMessage(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `messages[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  out['messages'] = v

  v = raw['tools']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('tools', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkAgentTool(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `tools[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['tools'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('tools', 'must not be null')
  }

  v = raw['context']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('context', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkContextEntry(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `context[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['context'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('context', 'must not be null')
  }

  v = raw['forwardedProps']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('forwardedProps' + fault[0], fault[1])
    }
    out['forwardedProps'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('forwardedProps', 'must not be null')
  }

  v = raw['resume']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('resume', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkResumeEntry(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `resume[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['resume'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('resume', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_AGENT_INPUT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkTextMessageStartEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TEXT_MESSAGE_START' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['role']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string')
      throw new AgUiV4ProtocolError('role', 'must be one of developer, system, assistant, user')
    if (v !== '') {
      if (!(TEXT_MESSAGE_ROLE_VALUES as readonly string[]).includes(v)) {
        throw new AgUiV4ProtocolError('role', 'must be one of developer, system, assistant, user')
      }
      out['role'] = v
    }
  } else if (v === null) {
    throw new AgUiV4ProtocolError('role', 'must not be null')
  }

  v = raw['name']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
    out['name'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('name', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TEXT_MESSAGE_START_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkTextMessageContentEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TEXT_MESSAGE_CONTENT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['delta']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('delta', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
  out['delta'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_TEXT_MESSAGE_CONTENT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkTextMessageEndEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TEXT_MESSAGE_END' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_TEXT_MESSAGE_END_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkTextMessageChunkEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TEXT_MESSAGE_CHUNK' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
    out['messageId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('messageId', 'must not be null')
  }

  v = raw['role']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string')
      throw new AgUiV4ProtocolError('role', 'must be one of developer, system, assistant, user')
    if (v !== '') {
      if (!(TEXT_MESSAGE_ROLE_VALUES as readonly string[]).includes(v)) {
        throw new AgUiV4ProtocolError('role', 'must be one of developer, system, assistant, user')
      }
      out['role'] = v
    }
  } else if (v === null) {
    throw new AgUiV4ProtocolError('role', 'must not be null')
  }

  v = raw['delta']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
    out['delta'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('delta', 'must not be null')
  }

  v = raw['name']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
    out['name'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('name', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TEXT_MESSAGE_CHUNK_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCallStartEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TOOL_CALL_START' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['toolCallId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
  out['toolCallId'] = v

  v = raw['toolCallName']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallName', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallName', 'must be a string')
  out['toolCallName'] = v

  v = raw['parentMessageId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentMessageId', 'must be a string')
    out['parentMessageId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentMessageId', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL_START_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCallArgsEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TOOL_CALL_ARGS' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['toolCallId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
  out['toolCallId'] = v

  v = raw['delta']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('delta', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
  out['delta'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL_ARGS_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCallEndEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TOOL_CALL_END' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['toolCallId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
  out['toolCallId'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL_END_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCallChunkEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TOOL_CALL_CHUNK' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['toolCallId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
    out['toolCallId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('toolCallId', 'must not be null')
  }

  v = raw['toolCallName']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallName', 'must be a string')
    out['toolCallName'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('toolCallName', 'must not be null')
  }

  v = raw['parentMessageId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentMessageId', 'must be a string')
    out['parentMessageId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentMessageId', 'must not be null')
  }

  v = raw['delta']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
    out['delta'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('delta', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL_CHUNK_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkToolCallResultEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'TOOL_CALL_RESULT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['toolCallId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('toolCallId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('toolCallId', 'must be a string')
  out['toolCallId'] = v

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (typeof v === 'string') {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('content', 'must be a string')
    out['content'] = v
  } else if (Array.isArray(v)) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('content', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkContentPart(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `content[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['content'] = v
  } else {
    throw new AgUiV4ProtocolError('content', 'must be a string or an array')
  }

  v = raw['role']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('role', 'must be one of tool')
    if (v !== '') {
      if (!(TOOL_ROLE_VALUES as readonly string[]).includes(v)) {
        throw new AgUiV4ProtocolError('role', 'must be one of tool')
      }
      out['role'] = v
    }
  } else if (v === null) {
    throw new AgUiV4ProtocolError('role', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_TOOL_CALL_RESULT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkStateSnapshotEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'STATE_SNAPSHOT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['snapshot']
  if (v === undefined) throw new AgUiV4ProtocolError('snapshot', 'is required')
  if (v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('snapshot' + fault[0], fault[1])
    }
  }
  out['snapshot'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_STATE_SNAPSHOT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkStateDeltaEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'STATE_DELTA' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['delta']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('delta', 'is required')
  if (!Array.isArray(v)) throw new AgUiV4ProtocolError('delta', 'must be an array')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkPatchOperation(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `delta[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  out['delta'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_STATE_DELTA_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkMessagesSnapshotEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'MESSAGES_SNAPSHOT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['messages']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messages', 'is required')
  if (!Array.isArray(v)) throw new AgUiV4ProtocolError('messages', 'must be an array')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkMessage(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `messages[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  out['messages'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_MESSAGES_SNAPSHOT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkActivitySnapshotEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'ACTIVITY_SNAPSHOT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['activityType']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('activityType', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('activityType', 'must be a string')
  out['activityType'] = v

  v = raw['content']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('content', 'is required')
  if (!isPlainObject(v)) throw new AgUiV4ProtocolError('content', 'must be an object')
  const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [vk0, vx] of Object.entries(v)) {
    let vk = vk0
    if (vk === '') throw new AgUiV4ProtocolError('content', 'keys must not be empty')
    {
      const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
      if (fault !== null) throw new AgUiV4ProtocolError(`content.${vk}` + fault[0], fault[1])
    }
    vout[vk] = vx
  }
  v = vout
  out['content'] = v

  v = raw['replace']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new AgUiV4ProtocolError('replace', 'must be a boolean')
    out['replace'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('replace', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_ACTIVITY_SNAPSHOT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkActivityDeltaEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'ACTIVITY_DELTA' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['activityType']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('activityType', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('activityType', 'must be a string')
  out['activityType'] = v

  v = raw['patch']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('patch', 'is required')
  if (!Array.isArray(v)) throw new AgUiV4ProtocolError('patch', 'must be an array')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkPatchOperation(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `patch[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  out['patch'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_ACTIVITY_DELTA_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRawEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'RAW' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['event']
  if (v === undefined) throw new AgUiV4ProtocolError('event', 'is required')
  if (v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('event' + fault[0], fault[1])
    }
  }
  out['event'] = v

  v = raw['source']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('source', 'must be a string')
    out['source'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('source', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RAW_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkCustomEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'CUSTOM' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['name']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('name', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
  out['name'] = v

  v = raw['value']
  if (v === undefined) throw new AgUiV4ProtocolError('value', 'is required')
  if (v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('value' + fault[0], fault[1])
    }
  }
  out['value'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_CUSTOM_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRunStartedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'RUN_STARTED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['threadId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('threadId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('threadId', 'must be a string')
  out['threadId'] = v

  v = raw['runId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('runId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('runId', 'must be a string')
  out['runId'] = v

  v = raw['protocolVersion']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('protocolVersion', 'must be a string')
    out['protocolVersion'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('protocolVersion', 'must not be null')
  }

  v = raw['parentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentRunId', 'must be a string')
    out['parentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentRunId', 'must not be null')
  }

  v = raw['input']
  if (v !== undefined && v !== null) {
    try {
      v = checkRunAgentInput(v)
    } catch (exc) {
      throw rethrowWithin(exc, 'input')
    }
    out['input'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('input', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_STARTED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRunFinishedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'RUN_FINISHED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['threadId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('threadId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('threadId', 'must be a string')
  out['threadId'] = v

  v = raw['runId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('runId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('runId', 'must be a string')
  out['runId'] = v

  v = raw['result']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('result' + fault[0], fault[1])
    }
    out['result'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('result', 'must not be null')
  }

  v = raw['outcome']
  if (v !== undefined && v !== null) {
    try {
      v = checkRunOutcome(v)
    } catch (exc) {
      throw rethrowWithin(exc, 'outcome')
    }
    out['outcome'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('outcome', 'must not be null')
  }

  v = raw['usage']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('usage', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkTokenUsage(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `usage[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['usage'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('usage', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_FINISHED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkRunErrorEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'RUN_ERROR' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['message']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('message', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('message', 'must be a string')
  out['message'] = v

  v = raw['code']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('code', 'must be a string')
    out['code'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('code', 'must not be null')
  }

  v = raw['usage']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new AgUiV4ProtocolError('usage', 'must be an array')
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkTokenUsage(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `usage[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['usage'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('usage', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_RUN_ERROR_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkStepStartedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'STEP_STARTED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['stepName']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('stepName', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('stepName', 'must be a string')
  out['stepName'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_STEP_STARTED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkStepFinishedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'STEP_FINISHED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['stepName']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('stepName', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('stepName', 'must be a string')
  out['stepName'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_STEP_FINISHED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningStartEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_START' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_START_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningMessageStartEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_MESSAGE_START' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['role']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('role', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('role', 'must be one of reasoning')
  if (!(REASONING_ROLE_VALUES as readonly string[]).includes(v)) {
    throw new AgUiV4ProtocolError('role', 'must be one of reasoning')
  }
  out['role'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_MESSAGE_START_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningMessageContentEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_MESSAGE_CONTENT' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  v = raw['delta']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('delta', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
  out['delta'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_MESSAGE_CONTENT_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningMessageEndEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_MESSAGE_END' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_MESSAGE_END_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningMessageChunkEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_MESSAGE_CHUNK' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
    out['messageId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('messageId', 'must not be null')
  }

  v = raw['delta']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('delta', 'must be a string')
    out['delta'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('delta', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_MESSAGE_CHUNK_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningEndEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_END' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['messageId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('messageId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('messageId', 'must be a string')
  out['messageId'] = v

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_END_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkReasoningEncryptedValueEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'REASONING_ENCRYPTED_VALUE' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
    out['subagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('subagentRunId', 'must not be null')
  }

  v = raw['subtype']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('subtype', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('subtype', 'must be one of tool-call, message')
  if (!(ENCRYPTED_VALUE_SUBTYPE_VALUES as readonly string[]).includes(v)) {
    throw new AgUiV4ProtocolError('subtype', 'must be one of tool-call, message')
  }
  out['subtype'] = v

  v = raw['entityId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('entityId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('entityId', 'must be a string')
  out['entityId'] = v

  v = raw['encryptedValue']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('encryptedValue', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValue', 'must be a string')
  out['encryptedValue'] = v

  v = raw['encryptedValueType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('encryptedValueType', 'must be a string')
    out['encryptedValueType'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('encryptedValueType', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_REASONING_ENCRYPTED_VALUE_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkSubagentStartedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'SUBAGENT_STARTED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('subagentRunId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
  out['subagentRunId'] = v

  v = raw['name']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('name', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('name', 'must be a string')
  out['name'] = v

  v = raw['description']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('description', 'must be a string')
    out['description'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('description', 'must not be null')
  }

  v = raw['parentSubagentRunId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentSubagentRunId', 'must be a string')
    out['parentSubagentRunId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentSubagentRunId', 'must not be null')
  }

  v = raw['parentToolCallId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentToolCallId', 'must be a string')
    out['parentToolCallId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentToolCallId', 'must not be null')
  }

  v = raw['parentMessageId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('parentMessageId', 'must be a string')
    out['parentMessageId'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('parentMessageId', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_SUBAGENT_STARTED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkSubagentFinishedEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'SUBAGENT_FINISHED' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('subagentRunId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
  out['subagentRunId'] = v

  v = raw['result']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('result' + fault[0], fault[1])
    }
    out['result'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('result', 'must not be null')
  }

  v = raw['outcome']
  if (v !== undefined && v !== null) {
    try {
      v = checkSubagentOutcome(v)
    } catch (exc) {
      throw rethrowWithin(exc, 'outcome')
    }
    out['outcome'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('outcome', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_SUBAGENT_FINISHED_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

function checkSubagentErrorEvent(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'SUBAGENT_ERROR' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['timestamp']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new AgUiV4ProtocolError('timestamp', 'must be an integer')
    if (v < -9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at least -9007199254740991')
    if (v > 9007199254740991) throw new AgUiV4ProtocolError('timestamp', 'must be at most 9007199254740991')
    out['timestamp'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('timestamp', 'must not be null')
  }

  v = raw['rawEvent']
  if (v !== undefined && v !== null) {
    {
      const fault = jsonFault(v, JSON_RULES)
      if (fault !== null) throw new AgUiV4ProtocolError('rawEvent' + fault[0], fault[1])
    }
    out['rawEvent'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('rawEvent', 'must not be null')
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new AgUiV4ProtocolError('metadata', 'must be an object')
    const vout: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      if (vk === '') throw new AgUiV4ProtocolError('metadata', 'keys must not be empty')
      {
        const fault = jsonFault(vx, JSON_RULES) // any JSON value, walked as an `any` field's is
        if (fault !== null) throw new AgUiV4ProtocolError(`metadata.${vk}` + fault[0], fault[1])
      }
      vout[vk] = vx
    }
    v = vout
    out['metadata'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('metadata', 'must not be null')
  }

  v = raw['subagentRunId']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('subagentRunId', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('subagentRunId', 'must be a string')
  out['subagentRunId'] = v

  v = raw['message']
  if (v === undefined || v === null) throw new AgUiV4ProtocolError('message', 'is required')
  if (typeof v !== 'string') throw new AgUiV4ProtocolError('message', 'must be a string')
  out['message'] = v

  v = raw['code']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new AgUiV4ProtocolError('code', 'must be a string')
    out['code'] = v
  } else if (v === null) {
    throw new AgUiV4ProtocolError('code', 'must not be null')
  }

  {
    const unknown = keepUnknown(raw, KNOWN_SUBAGENT_ERROR_EVENT, out, JSON_RULES)
    if (unknown !== null) throw new AgUiV4ProtocolError(unknown[0], unknown[1])
  }

  return out
}

const CHECKERS = new Map<string, (raw: Record<string, unknown>) => Record<string, unknown>>([
  ['TEXT_MESSAGE_START', checkTextMessageStartEvent],
  ['TEXT_MESSAGE_CONTENT', checkTextMessageContentEvent],
  ['TEXT_MESSAGE_END', checkTextMessageEndEvent],
  ['TEXT_MESSAGE_CHUNK', checkTextMessageChunkEvent],
  ['TOOL_CALL_START', checkToolCallStartEvent],
  ['TOOL_CALL_ARGS', checkToolCallArgsEvent],
  ['TOOL_CALL_END', checkToolCallEndEvent],
  ['TOOL_CALL_CHUNK', checkToolCallChunkEvent],
  ['TOOL_CALL_RESULT', checkToolCallResultEvent],
  ['STATE_SNAPSHOT', checkStateSnapshotEvent],
  ['STATE_DELTA', checkStateDeltaEvent],
  ['MESSAGES_SNAPSHOT', checkMessagesSnapshotEvent],
  ['ACTIVITY_SNAPSHOT', checkActivitySnapshotEvent],
  ['ACTIVITY_DELTA', checkActivityDeltaEvent],
  ['RAW', checkRawEvent],
  ['CUSTOM', checkCustomEvent],
  ['RUN_STARTED', checkRunStartedEvent],
  ['RUN_FINISHED', checkRunFinishedEvent],
  ['RUN_ERROR', checkRunErrorEvent],
  ['STEP_STARTED', checkStepStartedEvent],
  ['STEP_FINISHED', checkStepFinishedEvent],
  ['REASONING_START', checkReasoningStartEvent],
  ['REASONING_MESSAGE_START', checkReasoningMessageStartEvent],
  ['REASONING_MESSAGE_CONTENT', checkReasoningMessageContentEvent],
  ['REASONING_MESSAGE_END', checkReasoningMessageEndEvent],
  ['REASONING_MESSAGE_CHUNK', checkReasoningMessageChunkEvent],
  ['REASONING_END', checkReasoningEndEvent],
  ['REASONING_ENCRYPTED_VALUE', checkReasoningEncryptedValueEvent],
  ['SUBAGENT_STARTED', checkSubagentStartedEvent],
  ['SUBAGENT_FINISHED', checkSubagentFinishedEvent],
  ['SUBAGENT_ERROR', checkSubagentErrorEvent],
])

const UNKNOWN_KIND_REASON =
  'must be one of TEXT_MESSAGE_START, TEXT_MESSAGE_CONTENT, TEXT_MESSAGE_END, TEXT_MESSAGE_CHUNK, TOOL_CALL_START, TOOL_CALL_ARGS, TOOL_CALL_END, TOOL_CALL_CHUNK, TOOL_CALL_RESULT, STATE_SNAPSHOT, STATE_DELTA, MESSAGES_SNAPSHOT, ACTIVITY_SNAPSHOT, ACTIVITY_DELTA, RAW, CUSTOM, RUN_STARTED, RUN_FINISHED, RUN_ERROR, STEP_STARTED, STEP_FINISHED, REASONING_START, REASONING_MESSAGE_START, REASONING_MESSAGE_CONTENT, REASONING_MESSAGE_END, REASONING_MESSAGE_CHUNK, REASONING_END, REASONING_ENCRYPTED_VALUE, SUBAGENT_STARTED, SUBAGENT_FINISHED, SUBAGENT_ERROR'

/** Check one event and return its canonical form; throws AgUiV4ProtocolError. */
export function validateAgUiV4Event(raw: unknown, path = 'event'): AgUiV4Event {
  if (!isPlainObject(raw)) throw new AgUiV4ProtocolError(path, 'must be an object')
  const sent = raw['type']
  if (typeof sent !== 'string') throw new AgUiV4ProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  let kind: string = sent

  const checker = CHECKERS.get(kind)
  if (checker === undefined) throw new AgUiV4ProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  try {
    return checker(raw) as unknown as AgUiV4Event
  } catch (exc) {
    throw rethrowWithin(exc, path)
  }
}

/** The tool argument (JSON text, one object, or an array) as a list of raw events. */
export function parseAgUiV4EventsArg(events: unknown): unknown[] {
  const read = readArgument(events, null, null, ARGUMENT_REASONS)
  if ('fault' in read) throw new AgUiV4ProtocolError('events', read.fault)
  const value = read.value
  if (isPlainObject(value)) return [value]
  if (!Array.isArray(value))
    throw new AgUiV4ProtocolError('events', 'must be a JSON array of events or one event object')
  return value as unknown[]
}

/** Validate every event in order (the first error fails) and wrap them in the envelope. */
export function buildAgUiV4Envelope(events: unknown): AgUiV4Envelope {
  const items = parseAgUiV4EventsArg(events).map((item, i) => validateAgUiV4Event(item, `events[${i}]`))
  const out: Record<string, unknown> = { protocol: AG_UI_V4_PROTOCOL, events: items }
  return out as AgUiV4Envelope
}

/** The canonical envelope as compact JSON, the same value Python's emit_ag_ui_v4_events emits. */
export function emitAgUiV4Events(events: unknown): string {
  return JSON.stringify(buildAgUiV4Envelope(events))
}

/**
 * One handler per event type, each typed by its event. Every type is required, so a type added in a
 * minor version makes a value of this type a compile error at upgrade: declare `Partial<…>` for applyAgUiV4Events.
 */
export type AgUiV4EventHandlers<R = void> = {
  [K in AgUiV4Event['type']]: (event: Extract<AgUiV4Event, { type: K }>) => R
}

/**
 * Dispatch every event in array order (the Console checklist); returns the results.
 * Handlers may be left out: an event without one goes to `fallback` when it
 * is given and is skipped otherwise, so a type added in a minor version never stops this call
 * compiling. To be told of every new type at upgrade instead, opt in to applyAgUiV4EventsExhaustive.
 */
export function applyAgUiV4Events<R>(
  envelope: AgUiV4Envelope,
  handlers: Partial<AgUiV4EventHandlers<R>>,
  fallback?: (event: AgUiV4Event) => R,
): R[] {
  const out: R[] = []
  for (const item of envelope.events) {
    const handler = handlers[item.type] as ((x: AgUiV4Event) => R) | undefined
    if (handler) out.push(handler(item))
    else if (fallback) out.push(fallback(item))
  }
  return out
}

/**
 * Exhaustive dispatch, an explicit opt-in: one handler per event type, and leaving one out is
 * a compile error. So a type added in a minor version (compatible on the wire) becomes a
 * compile error here at upgrade until it has a handler; applyAgUiV4Events tolerates new types.
 */
export function applyAgUiV4EventsExhaustive<R>(envelope: AgUiV4Envelope, handlers: AgUiV4EventHandlers<R>): R[] {
  return envelope.events.map((item) => (handlers[item.type] as (x: AgUiV4Event) => R)(item))
}

/** applyAgUiV4Events with a `fallback` that must be given: kept from before applyAgUiV4Events took one. */
export function applyAgUiV4EventsPartial<R>(
  envelope: AgUiV4Envelope,
  handlers: Partial<AgUiV4EventHandlers<R>>,
  fallback: (event: AgUiV4Event) => R,
): R[] {
  return envelope.events.map((item) => {
    const handler = handlers[item.type] as ((x: AgUiV4Event) => R) | undefined
    return handler ? handler(item) : fallback(item)
  })
}

/** One event the defensive parse left out, and why. */
export type AgUiV4Skipped = { index: number; path: string; reason: string }

/** Like parseAgUiV4Envelope, but also reports every event it skipped (for a debug panel). */
export function parseAgUiV4EnvelopeWithReport(
  output: unknown,
): { envelope: AgUiV4Envelope; skipped: AgUiV4Skipped[] } | null {
  try {
    let parsed: unknown = output
    if (typeof output === 'string') {
      const text = pyStrip(output)
      if (text.startsWith('Error:')) return null
      const read = readJsonText(text, null, ARGUMENT_REASONS)
      if ('fault' in read) return null
      parsed = read.value
    }
    if (!isPlainObject(parsed)) return null
    if (own(parsed, 'protocol') !== AG_UI_V4_PROTOCOL) return null
    const items = own(parsed, 'events')
    if (!Array.isArray(items)) return null
    const kept: AgUiV4Event[] = []
    const skipped: AgUiV4Skipped[] = []
    let traces: number | null | undefined // Error.stackTraceLimit before it was set to 0
    try {
      items.forEach((item: unknown, index: number) => {
        try {
          const valid = validateAgUiV4Event(item, `events[${index}]`)
          kept.push(valid)
        } catch (exc) {
          const known = exc instanceof AgUiV4ProtocolError
          skipped.push({
            index,
            path: known ? exc.path : `events[${index}]`,
            reason: known ? exc.reason : String(exc),
          })
          // Each error past the first is only a path and a reason: no stack trace (V8 walks the
          // stack for every one, several times the cost of parsing a small item).
          if (traces === undefined) traces = stopStackTraces()
        }
      })
    } finally {
      if (traces !== undefined) restoreStackTraces(traces)
    }
    return { envelope: { protocol: AG_UI_V4_PROTOCOL, events: kept }, skipped }
  } catch {
    return null
  }
}

/**
 * Detect an `emit_events` tool result. Returns null for error strings (`Error: …`), text
 * that is not JSON, other protocol ids and envelopes without an `events` array;
 * otherwise the envelope with every event the Console cannot use skipped.
 * Never throws.
 */
export function parseAgUiV4Envelope(output: unknown): AgUiV4Envelope | null {
  return parseAgUiV4EnvelopeWithReport(output)?.envelope ?? null
}

// The stream rules (spec `stream`): scope -> [key field, within, agree, once, lane, passes,
// first, key_by, record, inherits, must_close, must_occur]; tag -> [inside, closed, opens, closes, ends,
// known, warn, continues, establishes, matches]; record -> [within, fields].
const STREAM_SCOPES: ReadonlyMap<string, StreamScope> = new Map([
  ['run', [null, null, [], false, false, new Set([]), [], [], null, [], true, true]],
  ['subagent', ['subagentRunId', 'run', [], true, false, new Set([]), [], [], null, [], true, false]],
  ['message', ['messageId', 'run', ['subagentRunId'], false, false, new Set([]), [], [], 'message', [], true, false]],
  [
    'tool_call',
    [
      'toolCallId',
      'run',
      ['subagentRunId'],
      false,
      false,
      new Set([]),
      [],
      [],
      'tool_call',
      [['parentMessageId', 'message']],
      true,
      false,
    ],
  ],
  ['step', ['stepName', 'run', [], false, false, new Set([]), [], ['subagentRunId'], null, [], true, false]],
  [
    'reasoning',
    ['messageId', 'run', ['subagentRunId'], false, false, new Set([]), [], [], 'reasoning', [], true, false],
  ],
  [
    'reasoning_span',
    ['messageId', 'run', ['subagentRunId'], false, false, new Set([]), [], [], 'reasoning', [], true, false],
  ],
  [
    'text_chunk',
    [
      'messageId',
      'run',
      ['role', 'name', 'subagentRunId'],
      false,
      true,
      new Set(['ACTIVITY_SNAPSHOT', 'ACTIVITY_DELTA', 'RAW', 'REASONING_ENCRYPTED_VALUE', 'SUBAGENT_STARTED']),
      [],
      [],
      null,
      [],
      false,
      false,
    ],
  ],
  [
    'tool_chunk',
    [
      'toolCallId',
      'run',
      ['toolCallName', 'parentMessageId', 'subagentRunId'],
      false,
      true,
      new Set(['ACTIVITY_SNAPSHOT', 'ACTIVITY_DELTA', 'RAW', 'REASONING_ENCRYPTED_VALUE', 'SUBAGENT_STARTED']),
      ['toolCallName'],
      [],
      null,
      [],
      false,
      false,
    ],
  ],
  [
    'reasoning_chunk',
    [
      'messageId',
      'run',
      ['subagentRunId'],
      false,
      true,
      new Set(['ACTIVITY_SNAPSHOT', 'ACTIVITY_DELTA', 'RAW', 'REASONING_ENCRYPTED_VALUE', 'SUBAGENT_STARTED']),
      [],
      [],
      null,
      [],
      false,
      false,
    ],
  ],
])
const STREAM_RULES: ReadonlyMap<string, StreamRule> = new Map([
  ['TEXT_MESSAGE_START', [['run'], [], 'message', null, null, [], [], null, [], []]],
  ['TEXT_MESSAGE_CONTENT', [['run', 'message'], [], null, null, null, [], [], null, [], []]],
  ['TEXT_MESSAGE_END', [['run'], [], null, 'message', null, [], [], null, [], []]],
  ['TEXT_MESSAGE_CHUNK', [['run'], [], null, null, null, [], [], 'text_chunk', [], []]],
  ['TOOL_CALL_START', [['run'], [], 'tool_call', null, null, [], [], null, [], []]],
  ['TOOL_CALL_ARGS', [['run', 'tool_call'], [], null, null, null, [], [], null, [], []]],
  ['TOOL_CALL_END', [['run'], [], null, 'tool_call', null, [], [], null, [], []]],
  ['TOOL_CALL_CHUNK', [['run'], [], null, null, null, [], [], 'tool_chunk', [], []]],
  ['TOOL_CALL_RESULT', [['run'], [], null, null, null, [], [], null, [['message', 'messageId', [], true, [], []]], []]],
  [
    'MESSAGES_SNAPSHOT',
    [
      ['run'],
      [],
      null,
      null,
      null,
      [],
      [],
      null,
      [
        ['message', 'id', ['messages'], true, [], [['role', ['reasoning', 'activity']]]],
        ['reasoning', 'id', ['messages'], true, [['role', ['reasoning']]], []],
        ['activity', 'id', ['messages'], true, [['role', ['activity']]], []],
        ['tool_call', 'id', ['messages', 'toolCalls'], true, [], []],
      ],
      [],
    ],
  ],
  [
    'ACTIVITY_SNAPSHOT',
    [
      ['run'],
      [],
      null,
      null,
      null,
      [],
      [],
      null,
      [
        ['activity', 'messageId', [], true, [], [['replace', [false]]]],
        ['activity', 'messageId', [], false, [], []],
      ],
      [],
    ],
  ],
  ['ACTIVITY_DELTA', [['run'], [], null, null, null, [], [], null, [], [[['activity'], 'messageId', []]]]],
  [
    'RUN_STARTED',
    [
      [],
      [],
      'run',
      null,
      null,
      [],
      [],
      null,
      [
        ['run', null, [], true, [], []],
        ['thread', null, [], false, [], []],
        ['message', 'id', ['input', 'messages'], false, [], [['role', ['reasoning', 'activity']]]],
        ['reasoning', 'id', ['input', 'messages'], false, [['role', ['reasoning']]], []],
        ['activity', 'id', ['input', 'messages'], false, [['role', ['activity']]], []],
        ['tool_call', 'id', ['input', 'messages', 'toolCalls'], false, [], []],
      ],
      [[['thread'], null, []]],
    ],
  ],
  [
    'RUN_FINISHED',
    [
      [],
      ['message', 'tool_call', 'step', 'reasoning', 'reasoning_span', 'subagent'],
      null,
      'run',
      null,
      [],
      [],
      null,
      [],
      [[['run'], null, []]],
    ],
  ],
  ['RUN_ERROR', [[], [], null, null, 'run', [], [], null, [], []]],
  ['STEP_STARTED', [['run'], [], 'step', null, null, [], [], null, [], []]],
  ['STEP_FINISHED', [['run'], [], null, 'step', null, [], [], null, [], []]],
  ['REASONING_START', [['run'], [], 'reasoning_span', null, null, [], [], null, [], []]],
  ['REASONING_MESSAGE_START', [['run'], [], 'reasoning', null, null, [], [], null, [], []]],
  ['REASONING_MESSAGE_CONTENT', [['run', 'reasoning'], [], null, null, null, [], [], null, [], []]],
  ['REASONING_MESSAGE_END', [['run'], [], null, 'reasoning', null, [], [], null, [], []]],
  ['REASONING_MESSAGE_CHUNK', [['run'], [], null, null, null, [], [], 'reasoning_chunk', [], []]],
  ['REASONING_END', [['run'], [], null, 'reasoning_span', null, [], [], null, [], []]],
  [
    'REASONING_ENCRYPTED_VALUE',
    [
      ['run'],
      [],
      null,
      null,
      null,
      [['entityId', ['message', 'tool_call', 'reasoning', 'text_chunk', 'tool_chunk', 'reasoning_chunk']]],
      ['known'],
      null,
      [],
      [
        [['tool_call'], 'entityId', [['subtype', ['tool-call']]]],
        [['message', 'reasoning'], 'entityId', [['subtype', ['message']]]],
      ],
    ],
  ],
  [
    'SUBAGENT_STARTED',
    [['run'], [], 'subagent', null, null, [['parentSubagentRunId', ['subagent']]], [], null, [], []],
  ],
  ['SUBAGENT_FINISHED', [['run'], [], null, 'subagent', null, [], [], null, [], []]],
  ['SUBAGENT_ERROR', [['run'], [], null, 'subagent', null, [], [], null, [], []]],
])

/**
 * The order a stream of events must come in: `feed(event)` returns each one's verdict
 * (spec `stream`; an event that breaks a rule changes nothing), as the Python twin's does.
 */
export class AgUiV4EventStream extends StreamValidator {
  constructor() {
    super(
      STREAM_SCOPES,
      STREAM_RULES,
      [['run'], [], null, null, null, [], [], null, [], []],
      {
        inside: 'must come inside an open {scope}{key}',
        closed: 'must come when no {scope} is open',
        opens: 'opens {scope}{key}, which is already open',
        closes: 'closes {scope}{key}, which is not open',
        once: 'opens {scope}{key} again, which was opened and closed before',
        agree: '{field} differs from what {scope}{key} was opened with',
        known: 'names {scope}{key}, which has not been opened',
        continues: 'continues no open {scope}: the first item of one must carry {field}',
        first: 'opens {scope}{key} without {field}',
        end: '{scope}{key} is still open at the end of the stream',
        occur: 'the stream ended without a {scope}{key}',
        tolerated: 'is null, which is tolerated: leave the field out',
      },
      'type',
      validateAgUiV4Event,
      (exc: unknown): exc is AgUiV4ProtocolError => exc instanceof AgUiV4ProtocolError,
      'event',
      new Map<string, StreamRecord>([
        ['message', ['run', ['subagentRunId']]],
        ['tool_call', ['run', ['subagentRunId']]],
        ['reasoning', ['run', ['subagentRunId']]],
        ['activity', ['run', ['subagentRunId']]],
        ['run', ['run', ['threadId', 'runId']]],
        ['thread', [null, ['threadId']]],
      ]),
      new Map<string, readonly string[]>([]),
    )
  }
}
