// The defensive parse and the typed dispatcher of the generated console module.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  applyConsoleActions,
  applyConsoleActionsExhaustive,
  applyConsoleActionsPartial,
  emitConsoleActions,
  parseConsoleEnvelope,
  parseConsoleEnvelopeWithReport,
  validateConsoleAction,
  ConsoleProtocolError,
  CONSOLE_PROTOCOL,
  MAX_ARGUMENT_BYTES,
  MAX_CHART_METRICS,
  MAX_CHART_POINTS,
  MAX_NESTING_DEPTH,
  type ConsoleAction,
  type ConsoleActionHandlers,
  type ConsoleEnvelope,
} from '../../build/frozen/typescript/console/console.js'
import { rng } from './rng.js'

const theme = { type: 'set_theme', theme: 'dark' }
const envelope = (actions: unknown): string => JSON.stringify({ protocol: CONSOLE_PROTOCOL, actions })

test("the seed's null cases", () => {
  assert.equal(parseConsoleEnvelope('Error: invalid console actions — actions: must not be empty'), null)
  assert.equal(parseConsoleEnvelope('  \n Error: anything'), null)
  assert.equal(parseConsoleEnvelope('not json'), null)
  assert.equal(parseConsoleEnvelope(''), null)
  assert.equal(parseConsoleEnvelope('null'), null)
  assert.equal(parseConsoleEnvelope('[1,2]'), null)
  assert.equal(parseConsoleEnvelope(JSON.stringify({ protocol: 'appwrite.console/v2', actions: [theme] })), null)
  assert.equal(parseConsoleEnvelope(JSON.stringify({ actions: [theme] })), null)
  assert.equal(parseConsoleEnvelope(JSON.stringify({ protocol: CONSOLE_PROTOCOL, actions: {} })), null)
  assert.equal(parseConsoleEnvelope(JSON.stringify({ protocol: CONSOLE_PROTOCOL })), null)
  assert.equal(parseConsoleEnvelope(42), null)
  assert.equal(parseConsoleEnvelope(undefined), null)
})

test('skipping invalid actions costs no stack traces, and the limit is restored', () => {
  const before = Error.stackTraceLimit
  const result = parseConsoleEnvelopeWithReport(envelope([{ type: 'hologram' }, theme]))
  assert.deepEqual(result?.skipped.map((s) => s.path), ['actions[0].type'])
  assert.equal(Error.stackTraceLimit, before)
})

test('a valid envelope parses to its canonical form, padded text included', () => {
  const text = emitConsoleActions([theme, { type: 'refresh', scopes: ['Databases '] }])
  assert.deepEqual(parseConsoleEnvelope(`\n ${text} \n`), JSON.parse(text))
  assert.deepEqual(parseConsoleEnvelope(JSON.parse(text)), JSON.parse(text), 'an already-parsed object works too')
})

test('unknown and invalid actions are skipped, the rest kept in order, with a report', () => {
  const text = envelope([
    { type: 'toast', level: 'info', message: 'first' },
    { type: 'hologram', beam: 'up' },
    { type: 'navigate', path: 'no-leading-slash' },
    theme,
    'not an object',
  ])
  const result = parseConsoleEnvelopeWithReport(text)
  assert.ok(result)
  assert.deepEqual(
    result.envelope.actions.map((a) => a.type),
    ['toast', 'set_theme'],
  )
  assert.deepEqual(result.skipped, [
    { index: 1, path: 'actions[1].type', reason: validateReason({ type: 'hologram' }) },
    { index: 2, path: 'actions[2].path', reason: validateReason({ type: 'navigate', path: 'no-leading-slash' }) },
    { index: 4, path: 'actions[4]', reason: 'must be an object' },
  ])
  assert.deepEqual(parseConsoleEnvelope(text), result.envelope)
})

function validateReason(raw: unknown): string {
  try {
    validateConsoleAction(raw)
  } catch (exc) {
    if (exc instanceof ConsoleProtocolError) return exc.reason
  }
  throw new Error('expected a protocol error')
}

const ODD_STRINGS = ['', ' ', '__proto__', 'constructor', 'prototype', '\ud800', '\u0000', 'card-', '#', '//evil', 'set_theme', 'chart', 'NaN', '1e999']
const FIELD_NAMES = ['type', 'theme', 'path', 'hash', 'items', 'metrics', 'points', 'fields', 'metadata', 'value', 'title', '__proto__', 'constructor', 'scopes', 'columns', 'resourceId', 'resourceType', 'mutation', 'total']

function randomValue(next: () => number, depth: number): unknown {
  const r = next()
  if (depth > 6 || r < 0.3) {
    const pick = Math.floor(next() * 8)
    return [null, true, false, next() * 1e6 - 5e5, Math.floor(next() * 100), ODD_STRINGS[Math.floor(next() * ODD_STRINGS.length)], 'x'.repeat(Math.floor(next() * 50)), Number.MAX_VALUE][pick]
  }
  if (r < 0.6) {
    const out: unknown[] = []
    const n = Math.floor(next() * 6)
    for (let i = 0; i < n; i++) out.push(randomValue(next, depth + 1))
    return out
  }
  const out: Record<string, unknown> = {}
  const n = Math.floor(next() * 6)
  for (let i = 0; i < n; i++) {
    const key = FIELD_NAMES[Math.floor(next() * FIELD_NAMES.length)] as string
    Object.defineProperty(out, key, { value: randomValue(next, depth + 1), enumerable: true, writable: true, configurable: true })
  }
  if (next() < 0.5) out['type'] = ['set_theme', 'resource_list', 'chart', 'refresh', 'navigate', 'resource'][Math.floor(next() * 6)]
  return out
}

test('parseConsoleEnvelope never throws on random input (seeded, 5,000 cases)', () => {
  const next = rng(20261202)
  for (let i = 0; i < 5000; i++) {
    const actions = randomValue(next, 0)
    const candidates: unknown[] = [
      envelope(Array.isArray(actions) ? actions : [actions]),
      JSON.stringify(actions) ?? 'undefined',
      actions,
      `Error: ${String(i)}`,
      envelope([actions]).slice(0, Math.floor(next() * 60)),
    ]
    for (const input of candidates) {
      const parsed = parseConsoleEnvelopeWithReport(input)
      if (parsed !== null) {
        // Whatever survives is canonical: emitting it again changes nothing.
        const again = emitConsoleActions(parsed.envelope.actions.length ? parsed.envelope.actions : [theme])
        assert.equal(typeof again, 'string')
      }
    }
  }
})

test('parseConsoleEnvelope never throws on deep nesting, huge arrays and prototype keys', () => {
  const deep = '['.repeat(100_000) + ']'.repeat(100_000)
  assert.equal(parseConsoleEnvelope(deep), null)
  const nested = (n: number): string =>
    `{"protocol":"${CONSOLE_PROTOCOL}","actions":[{"type":"refresh","scopes":${'['.repeat(n)}${']'.repeat(n)}}]}`
  assert.equal(parseConsoleEnvelope(nested(50_000)), null, 'over MAX_NESTING_DEPTH: not an envelope')
  // Within the limit (envelope, actions, action, scopes: 4 levels, plus n), the action is skipped.
  const within = parseConsoleEnvelopeWithReport(nested(MAX_NESTING_DEPTH - 4))
  assert.deepEqual(within?.skipped.map((s) => s.path), ['actions[0].scopes[0]'])
  const many = envelope(Array.from({ length: 100_000 }, () => theme))
  assert.equal(parseConsoleEnvelope(many)?.actions.length, 100_000)
  const proto = `{"protocol":"${CONSOLE_PROTOCOL}","actions":[{"type":"resource","mutation":"create","resourceType":"x","resourceId":"a","title":"t","fields":{"__proto__":{"polluted":true}}}],"__proto__":{"polluted":true}}`
  parseConsoleEnvelope(proto)
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined, 'no prototype pollution')
})

test('a map comes out with a null prototype, each key an entry, Object.prototype names too', () => {
  const keys = ['toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'plain'] // the frozen spec refuses 'constructor'
  const fields = Object.fromEntries(keys.map((k, i) => [k, i]))
  const action = { type: 'resource', mutation: 'create', resourceType: 'x', resourceId: 'a', title: 't', fields }
  const out = validateConsoleAction(action)
  if (out.type !== 'resource' || out.fields === undefined) throw new Error('not a resource with fields')
  assert.equal(Object.getPrototypeOf(out.fields), null)
  assert.deepEqual(Object.keys(out.fields), keys)
  assert.equal(JSON.stringify(out.fields), JSON.stringify(fields))
  assert.throws(() => validateConsoleAction({ ...action, fields: JSON.parse('{"__proto__": 1}') }), ConsoleProtocolError)
})

test('applyConsoleActions dispatches in order to one typed handler per type', () => {
  const parsed = parseConsoleEnvelope(
    emitConsoleActions([theme, { type: 'navigate', path: '/a' }, { type: 'toggle_terminal' }, theme]),
  ) as ConsoleEnvelope
  const seen: string[] = []
  const handlers: ConsoleActionHandlers<string> = {
    set_theme: (a) => a.theme, // typed: a.theme is 'light' | 'dark' | 'system'
    navigate: (a) => a.path,
    open_create: (a) => a.resource,
    open_dialog: (a) => a.dialog,
    toast: (a) => a.message,
    show_pane: (a) => a.content,
    toggle_terminal: () => 'terminal',
    scroll_to_card: (a) => a.cardId,
    resource: (a) => a.resourceId,
    resource_list: (a) => a.resourceType,
    chart: (a) => a.title,
    refresh: (a) => a.scopes.join(','),
  }
  assert.deepEqual(applyConsoleActionsExhaustive(parsed, handlers), ['dark', '/a', 'terminal', 'dark'])
  assert.deepEqual(applyConsoleActions(parsed, handlers), ['dark', '/a', 'terminal', 'dark'])
  // The default dispatch takes some handlers: the rest are skipped, or go to the fallback.
  assert.deepEqual(applyConsoleActions(parsed, { navigate: (a) => a.path }), ['/a'])
  assert.deepEqual(
    applyConsoleActions(parsed, { navigate: (a) => a.path }, (a) => `other ${a.type}`),
    ['other set_theme', '/a', 'other toggle_terminal', 'other set_theme'],
  )
  const partial = applyConsoleActionsPartial(parsed, { navigate: (a) => a.path }, (a: ConsoleAction) => {
    seen.push(a.type)
    return 'fallback'
  })
  assert.deepEqual(partial, ['fallback', '/a', 'fallback', 'fallback'])
  assert.deepEqual(seen, ['set_theme', 'toggle_terminal', 'set_theme'])
})

// Leaving a handler out is a compile error where exhaustiveness is opted in to (tsc checks
// these lines; they are never run), and not in the default dispatch.
// @ts-expect-error -- 'refresh' (and others) missing
const incomplete: ConsoleActionHandlers = { set_theme: () => undefined }
void incomplete
// @ts-expect-error -- 'refresh' (and others) missing
export const exhaustive = (e: ConsoleEnvelope) => applyConsoleActionsExhaustive(e, { set_theme: () => undefined })
export const tolerant = (e: ConsoleEnvelope) => applyConsoleActions(e, { set_theme: () => undefined })

test('the byte limit bounds the argument, not the envelope', () => {
  // The largest chart, every value sent as 1e15 and labels padded until the argument is at the
  // limit: the canonical envelope is longer (1e15 → 1000000000000000), and still parses.
  const text = (label: string): string => {
    const point = { time: 't', value: 'VALUE', label }
    const metric = { metric: 'm', points: Array.from({ length: MAX_CHART_POINTS }, () => point) }
    const chart = { type: 'chart', title: 'x', metrics: Array.from({ length: MAX_CHART_METRICS }, () => metric) }
    return JSON.stringify([chart]).replaceAll('"VALUE"', '1e15')
  }
  const spare = MAX_ARGUMENT_BYTES - text('').length
  const argument = text('L'.repeat(Math.floor(spare / (MAX_CHART_METRICS * MAX_CHART_POINTS))))
  assert.ok(argument.length <= MAX_ARGUMENT_BYTES && argument.length > MAX_ARGUMENT_BYTES - 50_000)
  const emitted = emitConsoleActions(argument)
  assert.ok(Buffer.byteLength(emitted) > MAX_ARGUMENT_BYTES, 'the envelope is longer than the argument')
  assert.deepEqual(parseConsoleEnvelope(emitted), JSON.parse(emitted))
  const oneOver = '[' + ' '.repeat(MAX_ARGUMENT_BYTES - argument.length + 1) + argument.slice(1)
  assert.throws(() => emitConsoleActions(oneOver), { reason: `must be at most ${MAX_ARGUMENT_BYTES} bytes of JSON` })
})

// Hang guards, not timings: each input took hours with the quadratic code it pins (a regex
// `\s+$` retried at every space; a prefix loop copying the string per pass), and takes
// milliseconds now; the timeout is hundreds of times that.
test('long runs of whitespace and interleaved prefixes take linear time', { timeout: 60_000 }, () => {
  const padded = '[{"type":"toggle_terminal"}' + ' '.repeat(1_000_000) + ']\n'
  assert.equal(emitConsoleActions(padded), envelope([{ type: 'toggle_terminal' }]))
  assert.equal(parseConsoleEnvelope(' x' + ' '.repeat(1_000_000) + 'y'), null)
  const hash = '# '.repeat(500_000) + 'x'
  const emitted = JSON.parse(emitConsoleActions([{ type: 'navigate', path: '/', hash }])) as ConsoleEnvelope
  assert.deepEqual(emitted.actions, [{ type: 'navigate', path: '/', hash: 'x' }])
  assert.throws(() => emitConsoleActions([{ type: 'scroll_to_card', cardId: 'card- '.repeat(200_000) }]), {
    path: 'actions[0].cardId',
    reason: 'must not be empty',
  })
})

test('a value the caller built with shared children is walked once per container', { timeout: 60_000 }, () => {
  // 2^28 paths through 29 lists: walking every path took hours (hang guard, not a timing).
  let shared: unknown = [1]
  for (let i = 0; i < 28; i++) shared = [shared, shared]
  assert.equal(emitConsoleActions([{ type: 'toggle_terminal', extra: shared }]), envelope([{ type: 'toggle_terminal' }]))
  assert.throws(() => emitConsoleActions([{ type: 'toggle_terminal', extra: [[shared]] }]), {
    path: 'actions',
    reason: `must not nest deeper than ${MAX_NESTING_DEPTH} levels`,
  })
  const built = { protocol: CONSOLE_PROTOCOL, actions: [{ type: 'toggle_terminal', extra: shared }] }
  assert.deepEqual(parseConsoleEnvelope(built)?.actions, [{ type: 'toggle_terminal' }])
})
