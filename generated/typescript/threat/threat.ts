// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/threat.v1.yaml
// Regenerate: python -m generator generate
/**
 * Appwrite threat report protocol (`appwrite.threat/v1`), version 1.1.1.
 * Zero dependencies: copy this file into the Console or depend on the package.
 */

/** Wire protocol id — bump only on breaking changes. */
export type ThreatProtocolId = 'appwrite.threat/v1'

export type ThreatEnvelope = { protocol: ThreatProtocolId } & ThreatReport

export type ThreatReport = {
  category: 'illegal' | 'immoral'
  summary: string
  details: string
  quote?: string
}

export const THREAT_PROTOCOL: ThreatProtocolId = 'appwrite.threat/v1'
export const THREAT_PROTOCOL_VERSION = '1.1.1'
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

// ---- runtime helpers: the Python semantics the spec's rules are defined by

/** Whether a UTF-16 code unit is in Python's str.isspace() set, which str.strip() removes
 * (String.prototype.trim's set differs: it strips U+FEFF and keeps U+001C..U+001F and U+0085). */
function isPySpace(c: number): boolean {
  if (c > 0x20 && c < 0x85) return false // the common case: none of U+0021..U+0084 is a space
  return (
    (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20) || c === 0x85 || c === 0xa0 || c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
  )
}

/** Runs of Python spaces, matched from `lastIndex`: V8's loop over a class, several times a
 * loop over char codes. */
const PY_SPACES = new RegExp('[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*', 'y')
/** Everything up to the last character that is not a Python space: `[^]*` runs to the end, then
 * V8 steps back one character at a time, so a run of trailing spaces costs one scan of it (a
 * search for `\s+$` instead retries at every space of every run, quadratic in a run). */
const TO_LAST_NON_SPACE = new RegExp('[^]*[^\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]', 'y')

/** Python's str.strip(), with the regexes above when there is something to strip. */
function pyStrip(text: string): string {
  let start = 0
  let end = text.length
  if (end > 0 && isPySpace(text.charCodeAt(0))) {
    PY_SPACES.lastIndex = 0
    PY_SPACES.test(text)
    start = PY_SPACES.lastIndex
  }
  if (end > start && isPySpace(text.charCodeAt(end - 1))) {
    TO_LAST_NON_SPACE.lastIndex = start
    end = TO_LAST_NON_SPACE.test(text) ? TO_LAST_NON_SPACE.lastIndex : start
  }
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Whether `text` has more than `limit` code points, as Python's len() counts them (a lone
 * surrogate counts as one). A UTF-16 length within the limit, or past twice the limit, decides
 * it without counting. */
function longerThan(text: string, limit: number): boolean {
  return text.length > limit && (text.length > 2 * limit || codePointLength(text) > limit)
}

/** Length in code points, as Python's len() counts (a lone surrogate counts as one). */
function codePointLength(text: string): number {
  let n = text.length
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--
        i++
      }
    }
  }
  return n
}

/** Python's str() of a JSON number or boolean: True/False, 49, 0.5, 1e+16, 1e-05. */
function pyText(value: number | boolean): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return String(value)
  const [mantissa = '0', exponentText = '0'] = value.toExponential().split('e')
  const exponent = Number(exponentText)
  const negative = mantissa.startsWith('-')
  const digits = mantissa.replace('-', '').replace('.', '')
  let body: string
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) body = '0.' + '0'.repeat(-exponent - 1) + digits
    else if (digits.length <= exponent + 1) body = digits + '0'.repeat(exponent + 1 - digits.length) + '.0'
    else body = digits.slice(0, exponent + 1) + '.' + digits.slice(exponent + 1)
  } else {
    const lead = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    body = `${lead}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  return (negative ? '-' : '') + body
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An own property only. Checkers read fields with a plain index (`raw['time']`), as generated
 * validators do, and use this only for names every object inherits (`constructor`, `toString`,
 * …), so a prototype member never reads as a field. (A polluted Object.prototype could add a
 * field to an object that lacks it; the value still meets every check of that field.)
 */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}

/** Sets `Error.stackTraceLimit` to 0 and returns what it was; null where the runtime has no such
 * setting (V8 and JavaScriptCore read it) or it cannot be set. For errors that are caught and
 * reduced to a path and a reason: capturing a stack trace costs ~2 µs an error. */
function stopStackTraces(): number | null {
  const errors = Error as { stackTraceLimit?: number }
  const limit = errors.stackTraceLimit
  if (typeof limit !== 'number') return null
  try {
    errors.stackTraceLimit = 0
  } catch {
    return null
  }
  return limit
}

/** Undoes `stopStackTraces`. */
function restoreStackTraces(limit: number | null): void {
  if (limit !== null) (Error as { stackTraceLimit?: number }).stackTraceLimit = limit
}

/** A UTF-16 surrogate without its partner: not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
type MaybeWellFormed = { isWellFormed?: () => boolean }
/** Whether `text` has a lone surrogate: String.prototype.isWellFormed (ES2024, native and several
 * times faster than the regex) where the runtime has it, else the regex above. */
const hasLoneSurrogate: (text: string) => boolean =
  typeof (String.prototype as MaybeWellFormed).isWellFormed === 'function'
    ? (text) => !(text as MaybeWellFormed).isWellFormed!()
    : (text) => LONE_SURROGATE.test(text)

const ASCII_ONLY = /^[\x00-\x7f]*$/

/** UTF-8 length of `text` (a lone surrogate counts 3 bytes, as U+FFFD and as Python's surrogatepass). */
function utf8Length(text: string): number {
  if (text.length * 3 <= MAX_ARGUMENT_BYTES || ASCII_ONLY.test(text)) return text.length
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/**
 * The protocol's depth rule on text, exactly: outside strings, each opening bracket goes one
 * level deeper and each closing one a level up; too deep when a level passes `limit`. (What a
 * parser would go through, valid JSON or not; for a value, its nesting depth.) One pass.
 */
function textTooDeep(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Whether nested arrays/objects go deeper than `limit`. The recursion stops at limit + 1
 * levels, so a cycle or a deep value cannot overflow the stack; `for…in` with an own-property
 * test, unlike Object.values, allocates nothing (allocating right after JSON.parse makes the
 * collector copy the whole fresh tree). A value the caller built (not parsed) can share
 * children (`x = [x, x]` twenty times is 2^20 paths): pass `seen`, the deepest level each
 * container was walked at, and each is walked again only from deeper, at most `limit` times. */
function valueTooDeep(value: unknown, limit: number, depth = 1, seen?: Map<object, number>): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (depth > limit) return true
  if (seen !== undefined) {
    if ((seen.get(value) ?? 0) >= depth) return false
    seen.set(value, depth)
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i]
      if (typeof child === 'object' && child !== null && valueTooDeep(child, limit, depth + 1, seen)) return true
    }
    return false
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue
    const child = record[key]
    if (typeof child === 'object' && child !== null && valueTooDeep(child, limit, depth + 1, seen)) return true
  }
  return false
}

/**
 * JSON text as a value, under the depth limit; or the reason it is refused. The text is parsed
 * first and the depth read off the value (a text scan costs most of a parse, and JSON.parse
 * does not recurse); only text that fails to parse is scanned, to tell too-deep text from text
 * that is not JSON, as the Python twin does before parsing. The byte limit is the argument's
 * alone (the argument reader checks it first): an envelope can be longer than the argument it
 * came from, since numbers are emitted in canonical form (`1e15` as `1000000000000000.0`).
 */
function readJsonText(text: string): { value: unknown } | { fault: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (exc) {
    if (textTooDeep(text, MAX_NESTING_DEPTH)) return { fault: `must not nest deeper than ${MAX_NESTING_DEPTH} levels` }
    return { fault: `is not valid JSON (${(exc as Error).message})` }
  }
  if (valueTooDeep(value, MAX_NESTING_DEPTH)) return { fault: `must not nest deeper than ${MAX_NESTING_DEPTH} levels` }
  return { value }
}

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
  if (v.includes('\0') || hasLoneSurrogate(v)) throw new ThreatProtocolError('summary', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_SUMMARY_LENGTH)) throw new ThreatProtocolError('summary', `must be at most ${MAX_SUMMARY_LENGTH} characters`)
  const fSummary = v

  v = raw['details']
  if (v === undefined || v === null) throw new ThreatProtocolError('details', 'is required')
  if (typeof v !== 'string') throw new ThreatProtocolError('details', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ThreatProtocolError('details', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v)) throw new ThreatProtocolError('details', 'must not contain NUL or unpaired surrogate characters')
  if (longerThan(v, MAX_DETAILS_LENGTH)) throw new ThreatProtocolError('details', `must be at most ${MAX_DETAILS_LENGTH} characters`)
  const fDetails = v

  const out: Record<string, unknown> = { category: fCategory, summary: fSummary, details: fDetails }

  v = raw['quote']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ThreatProtocolError('quote', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v)) throw new ThreatProtocolError('quote', 'must not contain NUL or unpaired surrogate characters')
      if (longerThan(v, MAX_QUOTE_LENGTH)) throw new ThreatProtocolError('quote', `must be at most ${MAX_QUOTE_LENGTH} characters`)
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
  let value = report
  if (typeof value === 'string') {
    const text = pyStrip(value)
    if (text === '') throw new ThreatProtocolError('report', 'must not be empty')
    if (text.length > MAX_ARGUMENT_BYTES || utf8Length(text) > MAX_ARGUMENT_BYTES) {
      throw new ThreatProtocolError('report', `must be at most ${MAX_ARGUMENT_BYTES} bytes of JSON`)
    }
    const read = readJsonText(text)
    if ('fault' in read) throw new ThreatProtocolError('report', read.fault)
    value = read.value
  } else if (valueTooDeep(value, MAX_NESTING_DEPTH, 1, new Map())) {
    throw new ThreatProtocolError('report', `must not nest deeper than ${MAX_NESTING_DEPTH} levels`)
  }
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
      const read = readJsonText(text)
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
