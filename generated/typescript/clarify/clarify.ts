// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/clarify.v1.yaml
// Regenerate: python -m generator generate
/**
 * Appwrite clarify protocol (`appwrite.clarify/v1`), version 1.1.2.
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
export type ClarifyProtocolId = 'appwrite.clarify/v1'

export type ClarifyEnvelope = {
  protocol: ClarifyProtocolId
  /** Heading above the prompts */
  title?: string
  prompts: ClarifyPrompt[]
}

export type ClarifyPromptCommon = {
  /** Stable key for the answer (1–64 characters) */
  id: string
  /** Shown to the user */
  question: string
  /** Secondary helper text */
  hint?: string
  /** Whether an answer is required */
  required?: boolean
}

export type ClarifyOption = {
  id: string
  label: string
  description?: string
}

export type ClarifyPrompt =
  | ({
      kind: 'choice'
      /** Options with unique `id` + `label` */
      options: ClarifyOption[]
      /** Allow several answers */
      allowMultiple?: boolean
    } & ClarifyPromptCommon)
  | ({
      kind: 'confirm'
      confirmLabel?: string
      cancelLabel?: string
      /** Destructive styling: set `true` for deletes and other irreversible operations */
      danger?: boolean
    } & ClarifyPromptCommon)
  | ({
      kind: 'text'
      placeholder?: string
      /** Pre-filled */
      defaultValue?: string
      /** A textarea instead of one line */
      multiline?: boolean
    } & ClarifyPromptCommon)

export type ClarifyChoicePrompt = Extract<ClarifyPrompt, { kind: 'choice' }>
export type ClarifyConfirmPrompt = Extract<ClarifyPrompt, { kind: 'confirm' }>
export type ClarifyTextPrompt = Extract<ClarifyPrompt, { kind: 'text' }>

export const CLARIFY_PROTOCOL: ClarifyProtocolId = 'appwrite.clarify/v1'
export const CLARIFY_PROTOCOL_VERSION = '1.1.2'
export const CLARIFY_TOOL_NAME = 'clarify'
/** Prompts in one clarify call. */
export const MAX_PROMPTS = 5
/** Options in one choice prompt. */
export const MAX_OPTIONS = 12
/** Characters in a question or a hint. */
export const MAX_QUESTION_LENGTH = 500
/** Characters in a label or the title. */
export const MAX_LABEL_LENGTH = 120
/** Bytes of JSON text in one tool argument (1 MiB). */
export const MAX_ARGUMENT_BYTES = 1048576
/** Nesting of arrays and objects in one tool argument. */
export const MAX_NESTING_DEPTH = 32
export const PROMPT_KINDS = ['choice', 'confirm', 'text'] as const

/** A value that breaks the protocol; `path` names the bad field (`actions[2].items[7].title`). */
export class ClarifyProtocolError extends Error {
  readonly path: string
  readonly reason: string

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason)
    this.name = 'ClarifyProtocolError'
    this.path = path
    this.reason = reason
  }

  /** The same error seen from the enclosing value at `outer`. */
  within(outer: string): ClarifyProtocolError {
    if (!this.path) return new ClarifyProtocolError(outer, this.reason)
    return new ClarifyProtocolError(
      this.path.startsWith('[') ? outer + this.path : `${outer}.${this.path}`,
      this.reason,
    )
  }
}

// Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
// the parser's words); '' for a limit the spec does not set (the runtime's readArgument).
const ARGUMENT_REASONS: ArgumentReasons = [
  'must not be empty',
  `must be at most ${MAX_ARGUMENT_BYTES} bytes of JSON`,
  `must not nest deeper than ${MAX_NESTING_DEPTH} levels`,
  'is not valid JSON ({})',
]

function rethrowWithin(exc: unknown, outer: string): unknown {
  return exc instanceof ClarifyProtocolError ? exc.within(outer) : exc
}
const _PATTERN_0 = new RegExp('^[a-z][a-z0-9_.-]{0,63}$', 'u')

// ---- one checker per shape and per prompt type, in spec order
//
// WORKING VALUES: each checker moves a value through `v` and normalises it in place
// (`v = pyStrip(v)`). TypeScript cannot narrow an `unknown` variable by reassignment, so `v` is
// `any`; every use of it sits right after the typeof/Array.isArray check that makes it safe.

function checkOption(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ClarifyProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v === undefined || v === null) throw new ClarifyProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('id', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('id', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('id', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new ClarifyProtocolError('id', 'must match ^[a-z][a-z0-9_.-]{0,63}$')
  const fId = v

  v = raw['label']
  if (v === undefined || v === null) throw new ClarifyProtocolError('label', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('label', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('label', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('label', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_LABEL_LENGTH))
    throw new ClarifyProtocolError('label', `must be at most ${MAX_LABEL_LENGTH} characters`)
  const fLabel = v

  const out: Record<string, unknown> = { id: fId, label: fLabel }

  v = raw['description']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('description', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('description', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, 300)) throw new ClarifyProtocolError('description', 'must be at most 300 characters')
      out['description'] = v
    }
  }

  return out
}

function checkChoicePrompt(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v === undefined || v === null) throw new ClarifyProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('id', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('id', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('id', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new ClarifyProtocolError('id', 'must match ^[a-z][a-z0-9_.-]{0,63}$')
  const fId = v

  v = raw['question']
  if (v === undefined || v === null) throw new ClarifyProtocolError('question', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('question', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('question', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('question', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_QUESTION_LENGTH))
    throw new ClarifyProtocolError('question', `must be at most ${MAX_QUESTION_LENGTH} characters`)
  const fQuestion = v

  const out: Record<string, unknown> = { id: fId, kind: 'choice', question: fQuestion }

  v = raw['hint']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('hint', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('hint', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_QUESTION_LENGTH))
        throw new ClarifyProtocolError('hint', `must be at most ${MAX_QUESTION_LENGTH} characters`)
      out['hint'] = v
    }
  }

  v = raw['required']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('required', 'must be a boolean')
    out['required'] = v
  } else {
    out['required'] = true
  }

  v = raw['options']
  if (v === undefined || v === null) throw new ClarifyProtocolError('options', 'is required')
  if (!Array.isArray(v)) throw new ClarifyProtocolError('options', 'must be an array')
  if (v.length < 2) throw new ClarifyProtocolError('options', 'must have at least 2 items')
  if (v.length > MAX_OPTIONS) throw new ClarifyProtocolError('options', `must have at most ${MAX_OPTIONS} items`)
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkOption(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `options[${vi}]`)
    }
    vout.push(ve)
  }
  const vseen = new Set<unknown>()
  vout.forEach((ve: unknown, vi: number) => {
    const key = (ve as Record<string, unknown>)['id']
    if (vseen.has(key)) throw new ClarifyProtocolError(`options[${vi}].id`, 'must be unique')
    vseen.add(key)
  })
  v = vout
  out['options'] = v

  v = raw['allowMultiple']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('allowMultiple', 'must be a boolean')
    out['allowMultiple'] = v
  } else {
    out['allowMultiple'] = false
  }

  return out
}

function checkConfirmPrompt(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v === undefined || v === null) throw new ClarifyProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('id', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('id', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('id', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new ClarifyProtocolError('id', 'must match ^[a-z][a-z0-9_.-]{0,63}$')
  const fId = v

  v = raw['question']
  if (v === undefined || v === null) throw new ClarifyProtocolError('question', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('question', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('question', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('question', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_QUESTION_LENGTH))
    throw new ClarifyProtocolError('question', `must be at most ${MAX_QUESTION_LENGTH} characters`)
  const fQuestion = v

  const out: Record<string, unknown> = { id: fId, kind: 'confirm', question: fQuestion }

  v = raw['hint']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('hint', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('hint', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_QUESTION_LENGTH))
        throw new ClarifyProtocolError('hint', `must be at most ${MAX_QUESTION_LENGTH} characters`)
      out['hint'] = v
    }
  }

  v = raw['required']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('required', 'must be a boolean')
    out['required'] = v
  } else {
    out['required'] = true
  }

  v = raw['confirmLabel']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('confirmLabel', 'must be a string')
    v = pyStrip(v)
    if (v === '') v = 'Confirm'
    if (v.includes('\0') || hasLoneSurrogate(v))
      throw new ClarifyProtocolError('confirmLabel', 'must not contain NUL or unpaired surrogate characters')
    if (longerThan(v, MAX_LABEL_LENGTH))
      throw new ClarifyProtocolError('confirmLabel', `must be at most ${MAX_LABEL_LENGTH} characters`)
    out['confirmLabel'] = v
  } else {
    out['confirmLabel'] = 'Confirm'
  }

  v = raw['cancelLabel']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('cancelLabel', 'must be a string')
    v = pyStrip(v)
    if (v === '') v = 'Cancel'
    if (v.includes('\0') || hasLoneSurrogate(v))
      throw new ClarifyProtocolError('cancelLabel', 'must not contain NUL or unpaired surrogate characters')
    if (longerThan(v, MAX_LABEL_LENGTH))
      throw new ClarifyProtocolError('cancelLabel', `must be at most ${MAX_LABEL_LENGTH} characters`)
    out['cancelLabel'] = v
  } else {
    out['cancelLabel'] = 'Cancel'
  }

  v = raw['danger']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('danger', 'must be a boolean')
    out['danger'] = v
  } else {
    out['danger'] = false
  }

  return out
}

function checkTextPrompt(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['id']
  if (v === undefined || v === null) throw new ClarifyProtocolError('id', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('id', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('id', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('id', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v)) throw new ClarifyProtocolError('id', 'must match ^[a-z][a-z0-9_.-]{0,63}$')
  const fId = v

  v = raw['question']
  if (v === undefined || v === null) throw new ClarifyProtocolError('question', 'is required')
  if (typeof v !== 'string') throw new ClarifyProtocolError('question', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ClarifyProtocolError('question', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ClarifyProtocolError('question', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_QUESTION_LENGTH))
    throw new ClarifyProtocolError('question', `must be at most ${MAX_QUESTION_LENGTH} characters`)
  const fQuestion = v

  const out: Record<string, unknown> = { id: fId, kind: 'text', question: fQuestion }

  v = raw['hint']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('hint', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('hint', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_QUESTION_LENGTH))
        throw new ClarifyProtocolError('hint', `must be at most ${MAX_QUESTION_LENGTH} characters`)
      out['hint'] = v
    }
  }

  v = raw['required']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('required', 'must be a boolean')
    out['required'] = v
  } else {
    out['required'] = true
  }

  v = raw['placeholder']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('placeholder', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('placeholder', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, 200)) throw new ClarifyProtocolError('placeholder', 'must be at most 200 characters')
      out['placeholder'] = v
    }
  }

  v = raw['defaultValue']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('defaultValue', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('defaultValue', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, 2000)) throw new ClarifyProtocolError('defaultValue', 'must be at most 2000 characters')
      out['defaultValue'] = v
    }
  }

  v = raw['multiline']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ClarifyProtocolError('multiline', 'must be a boolean')
    out['multiline'] = v
  } else {
    out['multiline'] = false
  }

  return out
}

const CHECKERS = new Map<string, (raw: Record<string, unknown>) => Record<string, unknown>>([
  ['choice', checkChoicePrompt],
  ['confirm', checkConfirmPrompt],
  ['text', checkTextPrompt],
])

const UNKNOWN_KIND_REASON = 'must be one of choice, confirm, text'

/** Check one prompt and return its canonical form; throws ClarifyProtocolError. */
export function validateClarifyPrompt(raw: unknown, path = 'prompt'): ClarifyPrompt {
  if (!isPlainObject(raw)) throw new ClarifyProtocolError(path, 'must be an object')
  const sent = raw['kind']
  if (typeof sent !== 'string') throw new ClarifyProtocolError(`${path}.kind`, UNKNOWN_KIND_REASON)
  let kind: string = sent
  kind = pyStrip(kind)
  const checker = CHECKERS.get(kind)
  if (checker === undefined) throw new ClarifyProtocolError(`${path}.kind`, UNKNOWN_KIND_REASON)
  try {
    return checker(raw) as unknown as ClarifyPrompt
  } catch (exc) {
    throw rethrowWithin(exc, path)
  }
}

/** The tool argument (JSON text, one object, or an array) as a list of raw prompts. */
export function parseClarifyPromptsArg(prompts: unknown): unknown[] {
  const read = readArgument(prompts, MAX_ARGUMENT_BYTES, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
  if ('fault' in read) throw new ClarifyProtocolError('prompts', read.fault)
  const value = read.value
  if (isPlainObject(value)) return [value]
  if (!Array.isArray(value))
    throw new ClarifyProtocolError('prompts', 'must be a JSON array of prompts or one prompt object')
  if (value.length < 1) throw new ClarifyProtocolError('prompts', 'must not be empty')
  if (value.length > MAX_PROMPTS) throw new ClarifyProtocolError('prompts', `must have at most ${MAX_PROMPTS} items`)
  return value as unknown[]
}

/** The envelope-level tool arguments beside `prompts`. */
export type ClarifyEnvelopeOptions = { title?: unknown }

/** Validate every prompt in order (the first error fails) and wrap them in the envelope. */
export function buildClarifyEnvelope(prompts: unknown, options: ClarifyEnvelopeOptions = {}): ClarifyEnvelope {
  const items = parseClarifyPromptsArg(prompts).map((item, i) => validateClarifyPrompt(item, `prompts[${i}]`))
  const seen = new Set<string>()
  items.forEach((item, i) => {
    const key = item['id']
    if (seen.has(key)) throw new ClarifyProtocolError(`prompts[${i}].id`, 'must be unique')
    seen.add(key)
  })
  const out: Record<string, unknown> = { protocol: CLARIFY_PROTOCOL, prompts: items }
  const raw: Record<string, unknown> = { ...options }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['title']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ClarifyProtocolError('title', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ClarifyProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_LABEL_LENGTH))
        throw new ClarifyProtocolError('title', `must be at most ${MAX_LABEL_LENGTH} characters`)
      out['title'] = v
    }
  }

  return out as ClarifyEnvelope
}

/** The canonical envelope as compact JSON, the same value Python's emit_clarify_prompts emits. */
export function emitClarifyPrompts(prompts: unknown, options: ClarifyEnvelopeOptions = {}): string {
  return JSON.stringify(buildClarifyEnvelope(prompts, options))
}

/**
 * One handler per prompt type, each typed by its prompt. Every type is required, so a type added in a
 * minor version makes a value of this type a compile error at upgrade: declare `Partial<…>` for applyClarifyPrompts.
 */
export type ClarifyPromptHandlers<R = void> = {
  [K in ClarifyPrompt['kind']]: (prompt: Extract<ClarifyPrompt, { kind: K }>) => R
}

/**
 * Dispatch every prompt in array order (the Console checklist); returns the results.
 * Handlers may be left out: a prompt without one goes to `fallback` when it
 * is given and is skipped otherwise, so a type added in a minor version never stops this call
 * compiling. To be told of every new type at upgrade instead, opt in to applyClarifyPromptsExhaustive.
 */
export function applyClarifyPrompts<R>(
  envelope: ClarifyEnvelope,
  handlers: Partial<ClarifyPromptHandlers<R>>,
  fallback?: (prompt: ClarifyPrompt) => R,
): R[] {
  const out: R[] = []
  for (const item of envelope.prompts) {
    const handler = handlers[item.kind] as ((x: ClarifyPrompt) => R) | undefined
    if (handler) out.push(handler(item))
    else if (fallback) out.push(fallback(item))
  }
  return out
}

/**
 * Exhaustive dispatch, an explicit opt-in: one handler per prompt type, and leaving one out is
 * a compile error. So a type added in a minor version (compatible on the wire) becomes a
 * compile error here at upgrade until it has a handler; applyClarifyPrompts tolerates new types.
 */
export function applyClarifyPromptsExhaustive<R>(envelope: ClarifyEnvelope, handlers: ClarifyPromptHandlers<R>): R[] {
  return envelope.prompts.map((item) => (handlers[item.kind] as (x: ClarifyPrompt) => R)(item))
}

/** applyClarifyPrompts with a `fallback` that must be given: kept from before applyClarifyPrompts took one. */
export function applyClarifyPromptsPartial<R>(
  envelope: ClarifyEnvelope,
  handlers: Partial<ClarifyPromptHandlers<R>>,
  fallback: (prompt: ClarifyPrompt) => R,
): R[] {
  return envelope.prompts.map((item) => {
    const handler = handlers[item.kind] as ((x: ClarifyPrompt) => R) | undefined
    return handler ? handler(item) : fallback(item)
  })
}

/** One prompt the defensive parse left out, and why. */
export type ClarifySkipped = { index: number; path: string; reason: string }

/** Like parseClarifyEnvelope, but also reports every prompt it skipped (for a debug panel). */
export function parseClarifyEnvelopeWithReport(
  output: unknown,
): { envelope: ClarifyEnvelope; skipped: ClarifySkipped[] } | null {
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
    if (own(parsed, 'protocol') !== CLARIFY_PROTOCOL) return null
    const items = own(parsed, 'prompts')
    if (!Array.isArray(items)) return null
    const kept: ClarifyPrompt[] = []
    const skipped: ClarifySkipped[] = []
    const seen = new Set<string>()
    let traces: number | null | undefined // Error.stackTraceLimit before it was set to 0
    try {
      items.forEach((item: unknown, index: number) => {
        try {
          const valid = validateClarifyPrompt(item, `prompts[${index}]`)
          const key = valid['id']
          if (seen.has(key)) throw new ClarifyProtocolError(`prompts[${index}].id`, 'must be unique')
          seen.add(key)
          kept.push(valid)
        } catch (exc) {
          const known = exc instanceof ClarifyProtocolError
          skipped.push({
            index,
            path: known ? exc.path : `prompts[${index}]`,
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
    // Envelope-level fields: an invalid one is left out (reported with index -1).
    const raw = parsed
    const out: Record<string, unknown> = { protocol: CLARIFY_PROTOCOL, prompts: kept }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
    let v: any
    try {
      v = raw['title']
      if (v !== undefined && v !== null) {
        if (typeof v !== 'string') throw new ClarifyProtocolError('title', 'must be a string')
        v = pyStrip(v)
        if (v !== '') {
          if (v.includes('\0') || hasLoneSurrogate(v))
            throw new ClarifyProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
          if (longerThan(v, MAX_LABEL_LENGTH))
            throw new ClarifyProtocolError('title', `must be at most ${MAX_LABEL_LENGTH} characters`)
          out['title'] = v
        }
      }
    } catch (exc) {
      if (!(exc instanceof ClarifyProtocolError)) throw exc
      skipped.push({ index: -1, path: exc.path, reason: exc.reason })
    }
    return { envelope: out as ClarifyEnvelope, skipped }
  } catch {
    return null
  }
}

/**
 * Detect a `clarify` tool result. Returns null for error strings (`Error: …`), text
 * that is not JSON, other protocol ids and envelopes without a `prompts` array;
 * otherwise the envelope with every prompt the Console cannot use skipped.
 * Never throws.
 */
export function parseClarifyEnvelope(output: unknown): ClarifyEnvelope | null {
  return parseClarifyEnvelopeWithReport(output)?.envelope ?? null
}
