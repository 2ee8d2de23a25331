// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/memory.v1.yaml
// Regenerate: python -m generator generate
/**
 * Appwrite memory protocol (`appwrite.memory/v1`), version 1.2.2.
 * Zero dependencies: copy this file and runtime.ts (the helpers it imports) into the Console,
 * or depend on the package.
 */
import {
  type ArgumentReasons,
  hasLoneSurrogate,
  isPlainObject,
  longerThan,
  own,
  pyStrip,
  readArgument,
  readJsonText,
  restoreStackTraces,
  stopStackTraces,
  valueTooDeep,
} from './runtime.js'

/** Wire protocol id — bump only on breaking changes. */
export type MemoryProtocolId = 'appwrite.memory/v1'

export type MemoryEnvelope = {
  protocol: MemoryProtocolId
  actions: MemoryAction[]
}

export type MemoryScope = 'user'

export type MemoryCategory = 'preference' | 'instruction' | 'fact'

export type MemoryMemoryKey = {
  /** Stable name of the memory (2–128 characters) */
  key: string
  /** Who the memory belongs to */
  scope?: MemoryScope
  /** Owner of the memory when not the current user */
  ownerId?: string
}

export type MemoryAction =
  | ({
      type: 'set'
      /** What to remember */
      content: string
      category?: MemoryCategory
      /** Higher wins when memories conflict */
      priority?: number
    } & MemoryMemoryKey)
  | ({
      type: 'forget'
    } & MemoryMemoryKey)

export type MemorySetAction = Extract<MemoryAction, { type: 'set' }>
export type MemoryForgetAction = Extract<MemoryAction, { type: 'forget' }>

export const MEMORY_PROTOCOL: MemoryProtocolId = 'appwrite.memory/v1'
export const MEMORY_PROTOCOL_VERSION = '1.2.2'
export const MEMORY_TOOL_NAME = 'memory'
/** Actions in one memory call. */
export const MAX_ACTIONS = 10
/** Characters in one memory's content. */
export const MAX_CONTENT_LENGTH = 8192
/** Bytes of JSON text in one tool argument (1 MiB). */
export const MAX_ARGUMENT_BYTES = 1048576
/** Nesting of arrays and objects in one tool argument. */
export const MAX_NESTING_DEPTH = 32
export const ACTION_TYPES = ['set', 'forget'] as const
export const SCOPE_VALUES = ['user'] as const
/** Recognised but refused: only scope=user is supported currently */
export const SCOPE_RESERVED = ['team', 'project'] as const
export const CATEGORY_VALUES = ['preference', 'instruction', 'fact'] as const

/** A value that breaks the protocol; `path` names the bad field (`actions[2].items[7].title`). */
export class MemoryProtocolError extends Error {
  readonly path: string
  readonly reason: string

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason)
    this.name = 'MemoryProtocolError'
    this.path = path
    this.reason = reason
  }

  /** The same error seen from the enclosing value at `outer`. */
  within(outer: string): MemoryProtocolError {
    if (!this.path) return new MemoryProtocolError(outer, this.reason)
    return new MemoryProtocolError(this.path.startsWith('[') ? outer + this.path : `${outer}.${this.path}`, this.reason)
  }
}

const MAX_MAGNITUDE = 9007199254740991
// Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
// the parser's words); '' for a limit the spec does not set (the runtime's readArgument).
const ARGUMENT_REASONS: ArgumentReasons = [
  'must not be empty',
  `must be at most ${MAX_ARGUMENT_BYTES} bytes of JSON`,
  `must not nest deeper than ${MAX_NESTING_DEPTH} levels`,
  'is not valid JSON ({})',
]

function rethrowWithin(exc: unknown, outer: string): unknown {
  return exc instanceof MemoryProtocolError ? exc.within(outer) : exc
}
const _PATTERN_0 = new RegExp('^[a-z][a-z0-9_.-]{1,127}$', 'u')

// ---- one checker per shape and per action type, in spec order
//
// WORKING VALUES: each checker moves a value through `v` and normalises it in place
// (`v = pyStrip(v)`). TypeScript cannot narrow an `unknown` variable by reassignment, so `v` is
// `any`; every use of it sits right after the typeof/Array.isArray check that makes it safe.

function checkSetAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['key']
  if (v === undefined || v === null) throw new MemoryProtocolError('key', 'is required')
  if (typeof v !== 'string') throw new MemoryProtocolError('key', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new MemoryProtocolError('key', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new MemoryProtocolError('key', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new MemoryProtocolError('key', 'must match ^[a-z][a-z0-9_.-]{1,127}$')
  const fKey = v

  const out: Record<string, unknown> = { type: 'set', key: fKey }

  v = raw['scope']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new MemoryProtocolError('scope', 'must be one of user')
    v = pyStrip(v)
    if (v === '') v = 'user'
    if (!(SCOPE_VALUES as readonly string[]).includes(v)) {
      if ((SCOPE_RESERVED as readonly string[]).includes(v))
        throw new MemoryProtocolError('scope', 'only scope=user is supported currently')
      throw new MemoryProtocolError('scope', 'must be one of user')
    }
    out['scope'] = v
  } else {
    out['scope'] = 'user'
  }

  v = raw['ownerId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new MemoryProtocolError('ownerId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new MemoryProtocolError('ownerId', 'must not contain NUL or unpaired surrogate characters')
      out['ownerId'] = v
    }
  }

  v = raw['content']
  if (v === undefined || v === null) throw new MemoryProtocolError('content', 'is required')
  if (typeof v !== 'string') throw new MemoryProtocolError('content', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new MemoryProtocolError('content', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new MemoryProtocolError('content', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_CONTENT_LENGTH))
    throw new MemoryProtocolError('content', `must be at most ${MAX_CONTENT_LENGTH} characters`)
  out['content'] = v

  v = raw['category']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new MemoryProtocolError('category', 'must be one of preference, instruction, fact')
    v = pyStrip(v)
    if (v === '') v = 'preference'
    if (!(CATEGORY_VALUES as readonly string[]).includes(v)) {
      throw new MemoryProtocolError('category', 'must be one of preference, instruction, fact')
    }
    out['category'] = v
  } else {
    out['category'] = 'preference'
  }

  v = raw['priority']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new MemoryProtocolError('priority', 'must be an integer')
    if (!(v >= -MAX_MAGNITUDE && v <= MAX_MAGNITUDE))
      throw new MemoryProtocolError('priority', 'must be a finite number within ±9007199254740991')
    if (v < 0) throw new MemoryProtocolError('priority', 'must be at least 0')
    if (v > 1000000) throw new MemoryProtocolError('priority', 'must be at most 1000000')
    out['priority'] = v
  } else {
    out['priority'] = 0
  }

  return out
}

function checkForgetAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['key']
  if (v === undefined || v === null) throw new MemoryProtocolError('key', 'is required')
  if (typeof v !== 'string') throw new MemoryProtocolError('key', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new MemoryProtocolError('key', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new MemoryProtocolError('key', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new MemoryProtocolError('key', 'must match ^[a-z][a-z0-9_.-]{1,127}$')
  const fKey = v

  const out: Record<string, unknown> = { type: 'forget', key: fKey }

  v = raw['scope']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new MemoryProtocolError('scope', 'must be one of user')
    v = pyStrip(v)
    if (v === '') v = 'user'
    if (!(SCOPE_VALUES as readonly string[]).includes(v)) {
      if ((SCOPE_RESERVED as readonly string[]).includes(v))
        throw new MemoryProtocolError('scope', 'only scope=user is supported currently')
      throw new MemoryProtocolError('scope', 'must be one of user')
    }
    out['scope'] = v
  } else {
    out['scope'] = 'user'
  }

  v = raw['ownerId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new MemoryProtocolError('ownerId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new MemoryProtocolError('ownerId', 'must not contain NUL or unpaired surrogate characters')
      out['ownerId'] = v
    }
  }

  if (raw['content'] !== undefined && raw['content'] !== null)
    throw new MemoryProtocolError('content', 'is not allowed in a forget action')
  if (raw['category'] !== undefined && raw['category'] !== null)
    throw new MemoryProtocolError('category', 'is not allowed in a forget action')
  if (raw['priority'] !== undefined && raw['priority'] !== null)
    throw new MemoryProtocolError('priority', 'is not allowed in a forget action')
  return out
}

const CHECKERS = new Map<string, (raw: Record<string, unknown>) => Record<string, unknown>>([
  ['set', checkSetAction],
  ['forget', checkForgetAction],
])

const UNKNOWN_KIND_REASON = 'must be one of set, forget'

/** Check one action and return its canonical form; throws MemoryProtocolError. */
export function validateMemoryAction(raw: unknown, path = 'action'): MemoryAction {
  if (!isPlainObject(raw)) throw new MemoryProtocolError(path, 'must be an object')
  const sent = raw['type']
  if (typeof sent !== 'string') throw new MemoryProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  let kind: string = sent

  const checker = CHECKERS.get(kind)
  if (checker === undefined) throw new MemoryProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  try {
    return checker(raw) as unknown as MemoryAction
  } catch (exc) {
    throw rethrowWithin(exc, path)
  }
}

/** The tool argument (JSON text, one object, or an array) as a list of raw actions. */
export function parseMemoryActionsArg(actions: unknown): unknown[] {
  const read = readArgument(actions, MAX_ARGUMENT_BYTES, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
  if ('fault' in read) throw new MemoryProtocolError('actions', read.fault)
  const value = read.value
  if (isPlainObject(value)) return [value]
  if (!Array.isArray(value))
    throw new MemoryProtocolError('actions', 'must be a JSON array of actions or one action object')
  if (value.length < 1) throw new MemoryProtocolError('actions', 'must not be empty')
  if (value.length > MAX_ACTIONS) throw new MemoryProtocolError('actions', `must have at most ${MAX_ACTIONS} items`)
  return value as unknown[]
}

/** Validate every action in order (the first error fails) and wrap them in the envelope. */
export function buildMemoryEnvelope(actions: unknown): MemoryEnvelope {
  const items = parseMemoryActionsArg(actions).map((item, i) => validateMemoryAction(item, `actions[${i}]`))
  const out: Record<string, unknown> = { protocol: MEMORY_PROTOCOL, actions: items }
  return out as MemoryEnvelope
}

/** The canonical envelope as compact JSON, the same value Python's emit_memory_actions emits. */
export function emitMemoryActions(actions: unknown): string {
  return JSON.stringify(buildMemoryEnvelope(actions))
}

/**
 * One handler per action type, each typed by its action. Every type is required, so a type added in a
 * minor version makes a value of this type a compile error at upgrade: declare `Partial<…>` for applyMemoryActions.
 */
export type MemoryActionHandlers<R = void> = {
  [K in MemoryAction['type']]: (action: Extract<MemoryAction, { type: K }>) => R
}

/**
 * Dispatch every action in array order (the Console checklist); returns the results.
 * Handlers may be left out: an action without one goes to `fallback` when it
 * is given and is skipped otherwise, so a type added in a minor version never stops this call
 * compiling. To be told of every new type at upgrade instead, opt in to applyMemoryActionsExhaustive.
 */
export function applyMemoryActions<R>(
  envelope: MemoryEnvelope,
  handlers: Partial<MemoryActionHandlers<R>>,
  fallback?: (action: MemoryAction) => R,
): R[] {
  const out: R[] = []
  for (const item of envelope.actions) {
    const handler = handlers[item.type] as ((x: MemoryAction) => R) | undefined
    if (handler) out.push(handler(item))
    else if (fallback) out.push(fallback(item))
  }
  return out
}

/**
 * Exhaustive dispatch, an explicit opt-in: one handler per action type, and leaving one out is
 * a compile error. So a type added in a minor version (compatible on the wire) becomes a
 * compile error here at upgrade until it has a handler; applyMemoryActions tolerates new types.
 */
export function applyMemoryActionsExhaustive<R>(envelope: MemoryEnvelope, handlers: MemoryActionHandlers<R>): R[] {
  return envelope.actions.map((item) => (handlers[item.type] as (x: MemoryAction) => R)(item))
}

/** applyMemoryActions with a `fallback` that must be given: kept from before applyMemoryActions took one. */
export function applyMemoryActionsPartial<R>(
  envelope: MemoryEnvelope,
  handlers: Partial<MemoryActionHandlers<R>>,
  fallback: (action: MemoryAction) => R,
): R[] {
  return envelope.actions.map((item) => {
    const handler = handlers[item.type] as ((x: MemoryAction) => R) | undefined
    return handler ? handler(item) : fallback(item)
  })
}

/** One action the defensive parse left out, and why. */
export type MemorySkipped = { index: number; path: string; reason: string }

/** Like parseMemoryEnvelope, but also reports every action it skipped (for a debug panel). */
export function parseMemoryEnvelopeWithReport(
  output: unknown,
): { envelope: MemoryEnvelope; skipped: MemorySkipped[] } | null {
  try {
    let parsed: unknown = output
    if (typeof output === 'string') {
      const text = pyStrip(output)
      if (text.startsWith('Error:')) return null
      const read = readJsonText(text, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
      if ('fault' in read) return null
      parsed = read.value
    }
    if (!isPlainObject(parsed)) return null
    if (typeof output !== 'string' && valueTooDeep(parsed, MAX_NESTING_DEPTH, 1, new Map())) return null
    if (own(parsed, 'protocol') !== MEMORY_PROTOCOL) return null
    const items = own(parsed, 'actions')
    if (!Array.isArray(items)) return null
    const kept: MemoryAction[] = []
    const skipped: MemorySkipped[] = []
    let traces: number | null | undefined // Error.stackTraceLimit before it was set to 0
    try {
      items.forEach((item: unknown, index: number) => {
        try {
          const valid = validateMemoryAction(item, `actions[${index}]`)
          kept.push(valid)
        } catch (exc) {
          const known = exc instanceof MemoryProtocolError
          skipped.push({
            index,
            path: known ? exc.path : `actions[${index}]`,
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
    return { envelope: { protocol: MEMORY_PROTOCOL, actions: kept }, skipped }
  } catch {
    return null
  }
}

/**
 * Detect a `memory` tool result. Returns null for error strings (`Error: …`), text
 * that is not JSON, other protocol ids and envelopes without an `actions` array;
 * otherwise the envelope with every action the Console cannot use skipped.
 * Never throws.
 */
export function parseMemoryEnvelope(output: unknown): MemoryEnvelope | null {
  return parseMemoryEnvelopeWithReport(output)?.envelope ?? null
}
