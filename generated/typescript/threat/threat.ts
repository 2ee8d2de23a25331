// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/threat.v1.yaml
// Regenerate: python -m generator generate
/**
 * Appwrite threat report protocol (`appwrite.threat/v1`), version 1.1.2.
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
  valueTooDeep,
} from './runtime.js'

/** Wire protocol id — bump only on breaking changes. */
export type ThreatProtocolId = 'appwrite.threat/v1'

export type ThreatEnvelope = { protocol: ThreatProtocolId } & ThreatReport

export type ThreatCategory = 'illegal' | 'immoral'

export type ThreatReport = {
  /** Why the request was refused */
  category: ThreatCategory
  /** One line for the review queue */
  summary: string
  /** What was asked and why it was refused */
  details: string
  /** The user's words, verbatim; empty means none */
  quote?: string
}

export const THREAT_PROTOCOL: ThreatProtocolId = 'appwrite.threat/v1'
export const THREAT_PROTOCOL_VERSION = '1.1.2'
export const THREAT_TOOL_NAME = 'report_threat'
/** Characters in the summary. */
export const MAX_SUMMARY_LENGTH = 280
/** Characters in the details. */
export const MAX_DETAILS_LENGTH = 4000
/** Characters in the quote. */
export const MAX_QUOTE_LENGTH = 1000
/** Bytes of JSON text in one report (64 KiB). */
export const MAX_ARGUMENT_BYTES = 65536
/** Nesting of arrays and objects in one report. */
export const MAX_NESTING_DEPTH = 16
export const CATEGORY_VALUES = ['illegal', 'immoral'] as const

/** A value that breaks the protocol; `path` names the bad field (`actions[2].items[7].title`). */
export class ThreatProtocolError extends Error {
  readonly path: string
  readonly reason: string

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason)
    this.name = 'ThreatProtocolError'
    this.path = path
    this.reason = reason
  }

  /** The same error seen from the enclosing value at `outer`. */
  within(outer: string): ThreatProtocolError {
    if (!this.path) return new ThreatProtocolError(outer, this.reason)
    return new ThreatProtocolError(this.path.startsWith('[') ? outer + this.path : `${outer}.${this.path}`, this.reason)
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
  return exc instanceof ThreatProtocolError ? exc.within(outer) : exc
}

// ---- one checker per shape and per report type, in spec order
//
// WORKING VALUES: each checker moves a value through `v` and normalises it in place
// (`v = pyStrip(v)`). TypeScript cannot narrow an `unknown` variable by reassignment, so `v` is
// `any`; every use of it sits right after the typeof/Array.isArray check that makes it safe.

function checkReportReport(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['category']
  if (v === undefined || v === null) throw new ThreatProtocolError('category', 'is required')
  if (typeof v !== 'string') throw new ThreatProtocolError('category', 'must be one of illegal, immoral')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 7) throw new ThreatProtocolError('category', 'must be one of illegal, immoral')
  v = v.toLowerCase()
  if (!(CATEGORY_VALUES as readonly string[]).includes(v)) {
    throw new ThreatProtocolError('category', 'must be one of illegal, immoral')
  }
  const fCategory = v

  v = raw['summary']
  if (v === undefined || v === null) throw new ThreatProtocolError('summary', 'is required')
  if (typeof v !== 'string') throw new ThreatProtocolError('summary', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ThreatProtocolError('summary', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ThreatProtocolError('summary', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_SUMMARY_LENGTH))
    throw new ThreatProtocolError('summary', `must be at most ${MAX_SUMMARY_LENGTH} characters`)
  const fSummary = v

  v = raw['details']
  if (v === undefined || v === null) throw new ThreatProtocolError('details', 'is required')
  if (typeof v !== 'string') throw new ThreatProtocolError('details', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ThreatProtocolError('details', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ThreatProtocolError('details', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_DETAILS_LENGTH))
    throw new ThreatProtocolError('details', `must be at most ${MAX_DETAILS_LENGTH} characters`)
  const fDetails = v

  const out: Record<string, unknown> = { category: fCategory, summary: fSummary, details: fDetails }

  v = raw['quote']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ThreatProtocolError('quote', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ThreatProtocolError('quote', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_QUOTE_LENGTH))
        throw new ThreatProtocolError('quote', `must be at most ${MAX_QUOTE_LENGTH} characters`)
      out['quote'] = v
    }
  }

  return out
}

/** Check the report and return its canonical form; throws ThreatProtocolError. */
export function validateThreatReport(raw: unknown, path = ''): ThreatReport {
  if (!isPlainObject(raw)) throw new ThreatProtocolError(path || 'report', 'must be an object')
  try {
    return checkReportReport(raw) as unknown as ThreatReport
  } catch (exc) {
    throw path ? rethrowWithin(exc, path) : exc
  }
}

/** The report argument (JSON text or an object) as a raw report object. */
export function parseThreatReportArg(report: unknown): Record<string, unknown> {
  const read = readArgument(report, MAX_ARGUMENT_BYTES, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
  if ('fault' in read) throw new ThreatProtocolError('report', read.fault)
  const value = read.value
  if (!isPlainObject(value)) throw new ThreatProtocolError('report', 'must be a JSON object')
  return value
}

/** Validate the report and put its fields beside `protocol`. */
export function buildThreatEnvelope(report: unknown): ThreatEnvelope {
  return { protocol: THREAT_PROTOCOL, ...validateThreatReport(parseThreatReportArg(report)) }
}

/** The canonical envelope as compact JSON, the same value Python's emit_threat_report emits. */
export function emitThreatReport(report: unknown): string {
  return JSON.stringify(buildThreatEnvelope(report))
}

/**
 * Detect a `report_threat` tool result. Returns null for error strings (`Error: …`), text
 * that is not JSON, other protocol ids, and an envelope whose report does not
 * validate; otherwise the canonical envelope. Never throws.
 */
export function parseThreatEnvelope(output: unknown): ThreatEnvelope | null {
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
    if (own(parsed, 'protocol') !== THREAT_PROTOCOL) return null
    const { protocol: _protocol, ...report } = parsed
    return { protocol: THREAT_PROTOCOL, ...validateThreatReport(report) }
  } catch {
    return null
  }
}
