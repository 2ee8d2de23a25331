// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/clarify.v1.yaml
// Regenerate: python -m generator generate
/**
 * The generated TypeScript modules' runtime: hand-written helpers every package carries.
 *
 * This file is emitted verbatim, under a do-not-edit header, as `runtime.ts` beside each
 * generated module, which imports what it uses from it (so a package needs nothing else). Here
 * it is ordinary source that tsc --strict checks. It knows no protocol: limits come in as
 * arguments. The helpers give Python's semantics, which the spec's rules are defined by: the
 * generated Python is the engine, and the two must agree byte for byte.
 */

/** Whether a UTF-16 code unit is in Python's str.isspace() set, which str.strip() removes
 * (String.prototype.trim's set differs: it strips U+FEFF and keeps U+001C..U+001F and U+0085). */
export function isPySpace(c: number): boolean {
  if (c > 0x20 && c < 0x85) return false // the common case: none of U+0021..U+0084 is a space
  return (
    (c >= 0x09 && c <= 0x0d) ||
    (c >= 0x1c && c <= 0x20) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  )
}

/** Runs of Python spaces, matched from `lastIndex`: V8's loop over a class, several times a
 * loop over char codes. */
const PY_SPACES = new RegExp(
  '[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*',
  'y',
)
/** The run of Python spaces that ends at `lastIndex`, as group 1: a lookbehind is matched
 * backwards, so this is V8's loop over the class, run from the end, once over the run. (It
 * replaced `[^]*[^spaces]`, which runs to the end of the text and steps back: ~1.7 times the
 * time on a long trailing run. A search for `\s+$` retries at every space of a run: quadratic.)
 * Lookbehind is ES2018; the packages target ES2022. */
const TRAILING_PY_SPACES = new RegExp(
  '(?<=([\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*))',
  'y',
)

/** Python's str.strip(), with the regexes above when there is something to strip. */
export function pyStrip(text: string): string {
  let start = 0
  let end = text.length
  if (end > 0 && isPySpace(text.charCodeAt(0))) {
    PY_SPACES.lastIndex = 0
    PY_SPACES.test(text)
    start = PY_SPACES.lastIndex
  }
  if (end > start && isPySpace(text.charCodeAt(end - 1))) {
    // The lookbehind always matches (its run may be empty). The text is not all spaces (the
    // leading run would have reached the end), so the run stops after `start`.
    TRAILING_PY_SPACES.lastIndex = end
    end -= TRAILING_PY_SPACES.exec(text)![1]!.length
  }
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Where the sticky `pattern` stops matching from `start`, matched again until it no longer
 * advances (some of these patterns take a bounded number of repetitions: generator/targets/stable.py). */
export function skipOver(pattern: RegExp, text: string, start: number): number {
  for (;;) {
    pattern.lastIndex = start
    if (!pattern.test(text) || pattern.lastIndex <= start) return start
    start = pattern.lastIndex
  }
}

/** A rule list applied until stable: its first pass rule by rule (a sticky pattern is what a
 * prefix removal takes from the front), then one pattern for every later pass. */
export type UntilStable = readonly [ReadonlyArray<RegExp | 'strip' | 'lower'>, RegExp]

/** The rules, in order, again and again until the value stops changing, in time linear in its
 * length: the twin of the Python runtime's `until_stable`. Later passes only take characters off the front
 * (a lowercased string lowercases to itself and gains no spaces), so they are one match. */
export function untilStable(value: string, rules: UntilStable): string {
  const [steps, again] = rules
  for (const step of steps) {
    if (step === 'strip') value = pyStrip(value)
    else if (step === 'lower') value = value.toLowerCase()
    else value = value.slice(skipOver(step, value, 0))
  }
  return value.slice(skipOver(again, value, 0))
}
/** Whether `text` has more than `limit` code points, as Python's len() counts them (a lone
 * surrogate counts as one). A UTF-16 length within the limit, or past twice the limit, decides
 * it without counting. */
export function longerThan(text: string, limit: number): boolean {
  return text.length > limit && (text.length > 2 * limit || codePointLength(text) > limit)
}

/** Length in code points, as Python's len() counts (a lone surrogate counts as one). */
export function codePointLength(text: string): number {
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
export function pyText(value: number | boolean): string {
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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An own property only. Checkers read fields with a plain index (`raw['time']`), as generated
 * validators do, and use this only for names every object inherits (`constructor`, `toString`,
 * …), so a prototype member never reads as a field. (A polluted Object.prototype could add a
 * field to an object that lacks it; the value still meets every check of that field.)
 */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}

/** Sets `Error.stackTraceLimit` to 0 and returns what it was; null where the runtime has no such
 * setting (V8 and JavaScriptCore read it) or it cannot be set. For errors that are caught and
 * reduced to a path and a reason: capturing a stack trace costs ~2 µs an error. */
export function stopStackTraces(): number | null {
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
export function restoreStackTraces(limit: number | null): void {
  if (limit !== null) (Error as { stackTraceLimit?: number }).stackTraceLimit = limit
}

/** A UTF-16 surrogate without its partner: not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
type MaybeWellFormed = { isWellFormed?: () => boolean }
/** Whether `text` has a lone surrogate: String.prototype.isWellFormed (ES2024, native and several
 * times faster than the regex) where the runtime has it, else the regex above. */
export const hasLoneSurrogate: (text: string) => boolean =
  typeof (String.prototype as MaybeWellFormed).isWellFormed === 'function'
    ? (text) => !(text as MaybeWellFormed).isWellFormed!()
    : (text) => LONE_SURROGATE.test(text)
/** Whether every character of a string is ASCII. */
const ASCII_ONLY = /^[\x00-\x7f]*$/

/** UTF-8 length of `text` (a lone surrogate counts 3 bytes, as U+FFFD and as Python's surrogatepass);
 * any length past `limit` once `text` is sure to pass it. */
export function utf8Length(text: string, limit: number): number {
  if (text.length * 3 <= limit || ASCII_ONLY.test(text)) return text.length
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
/** From a backslash: escapes, each with up to 63 other characters after it, in one sticky match
 * (V8's loop over a class); it stops at a quote, or before a longer run without escapes. */
const ESCAPES = /(?:\\[^][^"\\]{0,63})*/y

/**
 * The protocol's depth rule on text, exactly: outside strings, each opening bracket goes one
 * level deeper and each closing one a level up; too deep when a level passes `limit`. (What a
 * parser would go through, valid JSON or not; for a value, its nesting depth.) One pass, a
 * character at a time outside strings; a string is crossed by indexOf to its next quote and
 * backslash (native searches, as fast as JSON.parse reads a string), and its escapes by ESCAPES:
 * a character loop over a 64 kB string of brackets cost 30 times JSON.parse (bench/README.md).
 */
export function textTooDeep(text: string, limit: number): boolean {
  let depth = 0
  let quote = -1 // the next quote from where a string's search began; -1 before the first
  let backslash = text.indexOf('\\') // the next backslash from where it was looked for, or -1: none
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      let from = i + 1
      for (;;) {
        if (quote < from) {
          quote = text.indexOf('"', from)
          if (quote === -1) return false // an unclosed string: no bracket after it counts
        }
        if (backslash !== -1 && backslash < from) backslash = text.indexOf('\\', from)
        if (backslash === -1 || backslash > quote) break // the quote closes the string
        ESCAPES.lastIndex = backslash
        ESCAPES.test(text)
        if (ESCAPES.lastIndex === backslash) return false // a backslash ends the text
        from = ESCAPES.lastIndex
      }
      i = quote
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** How many arrays and objects a value JSON.parse made holds, itself included, or -1 when they
 * nest deeper than `limit` (the walk stops there, so no depth overflows the stack). Such a value
 * shares no children, so each is counted once; `for…in` as in `valueTooDeep`, below. */
export function containersWithin(value: unknown, limit: number, depth = 1): number {
  if (typeof value !== 'object' || value === null) return 0
  if (depth > limit) return -1
  let count = 1
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i]
      if (typeof child !== 'object' || child === null) continue
      const inner = containersWithin(child, limit, depth + 1)
      if (inner < 0) return -1
      count += inner
    }
    return count
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue
    const child = record[key]
    if (typeof child !== 'object' || child === null) continue
    const inner = containersWithin(child, limit, depth + 1)
    if (inner < 0) return -1
    count += inner
  }
  return count
}

/** Whether `text` holds more than `count` `[` and `{` characters, inside strings too (at least
 * the arrays and objects it opens). indexOf is a native search, and the count stops at `count` + 1,
 * so it costs at most one search per container the parse already built: a string of brackets
 * ends it at once. */
export function moreOpeningBrackets(text: string, count: number): boolean {
  let seen = 0
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++seen > count) return true
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++seen > count) return true
  return false
}

/** The depth rule on text JSON.parse has read into `value`. The rule counts the text (spec/README.md),
 * and the text can nest deeper than the value: a key sent twice keeps only its last value. So
 * the value's depth is the text's only when every container the text opens is in the value; when
 * the text holds no more `[` and `{` than the value has containers, none is in a string and none
 * was dropped, and the value's tree is the text's. Otherwise the text is scanned. */
export function parsedTextTooDeep(text: string, value: unknown, limit: number): boolean {
  const containers = containersWithin(value, limit)
  return containers < 0 || (moreOpeningBrackets(text, containers) && textTooDeep(text, limit))
}

/** Whether nested arrays/objects go deeper than `limit`. The recursion stops at limit + 1
 * levels, so a cycle or a deep value cannot overflow the stack; `for…in` with an own-property
 * test, unlike Object.values, allocates nothing (allocating right after JSON.parse makes the
 * collector copy the whole fresh tree). A value the caller built (not parsed) can share
 * children (`x = [x, x]` twenty times is 2^20 paths): pass `seen`, the deepest level each
 * container was walked at, and each is walked again only from deeper, at most `limit` times. */
export function valueTooDeep(value: unknown, limit: number, depth = 1, seen?: Map<object, number>): boolean {
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

/** Why a tool argument is refused, as the module words it with its limits: empty, too many
 * bytes, nested too deep, not JSON (`{}` where the parser's words go); '' for a limit the spec
 * does not set. */
export type ArgumentReasons = readonly [string, string, string, string]

/**
 * JSON text as a value, under the depth limit (`maxDepth`; null: none); or the reason it is
 * refused. The text is parsed first and the depth read off the value where it is the text's (a
 * text scan costs about what a parse does, and JSON.parse does not recurse: parsedTextTooDeep
 * says when); text that fails to parse is scanned, to tell too-deep text from text that is not
 * JSON, as the Python twin does before parsing. The byte limit is the argument's alone
 * (readArgument checks it first): an envelope can be longer than the argument it came from,
 * since numbers are emitted in canonical form (`1e15` as `1000000000000000.0`).
 */
export function readJsonText(
  text: string,
  maxDepth: number | null,
  reasons: ArgumentReasons,
): { value: unknown } | { fault: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (exc) {
    if (maxDepth !== null && textTooDeep(text, maxDepth)) return { fault: reasons[2] }
    // a function, so that `$&` and the like in the parser's words stay as they are
    return { fault: reasons[3].replace('{}', () => (exc as Error).message) }
  }
  if (maxDepth !== null && parsedTextTooDeep(text, value, maxDepth)) return { fault: reasons[2] }
  return { value }
}

/** The tool argument (spec/README.md, "Envelope"): JSON text, stripped, held to `maxBytes` and
 * `maxDepth` and parsed, or a value a caller built, held to `maxDepth` (null: no such limit);
 * or the reason it is refused. The twin of the Python runtime's read_argument. */
export function readArgument(
  value: unknown,
  maxBytes: number | null,
  maxDepth: number | null,
  reasons: ArgumentReasons,
): { value: unknown } | { fault: string } {
  if (typeof value === 'string') {
    const text = pyStrip(value)
    if (text === '') return { fault: reasons[0] }
    if (maxBytes !== null && (text.length > maxBytes || utf8Length(text, maxBytes) > maxBytes)) {
      return { fault: reasons[1] }
    }
    return readJsonText(text, maxDepth, reasons)
  }
  if (maxDepth !== null && valueTooDeep(value, maxDepth, 1, new Map())) return { fault: reasons[2] }
  return { value }
}
