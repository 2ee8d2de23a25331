// Seeded mutation fuzzing of the generated TypeScript, for every protocol in build/vectors:
// valid vector inputs are mutated (type swaps, deletions, huge and deep values, odd Unicode,
// non-finite numbers, prototype keys). Properties: only the protocol error escapes the
// validator; every accepted output is JSON that re-validates to itself byte for byte; the
// defensive parse never throws. FUZZ_CASES (default 3000) sets the cases per protocol:
//   FUZZ_CASES=1000000 node --test build/ts/tests/ts/fuzz.test.js
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import path from 'node:path'
import { rng } from './rng.js'

type Vectors = {
  protocol: string
  list: string | null
  options: string[]
  typescript: { module: string; build: string; error: string }
  cases: Array<{ name: string; input: unknown; expected: { output?: Record<string, unknown> } }>
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const vectorsDir = process.env['VECTORS_DIR'] ?? path.join(root, 'build', 'vectors')
const tsRoot = process.env['TS_BUILD_ROOT'] ?? path.join(root, 'build', 'ts')
const CASES = Number(process.env['FUZZ_CASES'] ?? '3000')

const HOSTILE: unknown[] = [
  null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Infinity, -Infinity, NaN,
  '', ' ', '\u0000', '\ud800', 'a\udc00', '\u{1f600}', '\u200b\ufeff', 'İ', 'Σ', '\u0085', '//evil.example',
  '/\\evil.example', 'javascript:alert(1)', 'card-card-', '###', '__proto__', 'x'.repeat(10_000), [], {}, [[[[[]]]]],
  // runs the until-stable patterns take in one match, and what the enum length check refuses early
  ' # # # x', '# '.repeat(5_000), ' card-'.repeat(2_000) + 'x', '\u3000card-'.repeat(50), 'İ'.repeat(2_000), '\x1c\x85 x \x1f',
]

function mutate(next: () => number, value: unknown, depth = 0): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  if (Array.isArray(value) && value.length > 0 && next() < 0.6) {
    const copy = value.slice()
    const i = Math.floor(next() * copy.length)
    const r = next()
    if (r < 0.6) copy[i] = mutate(next, copy[i], depth + 1)
    else if (r < 0.8) copy.splice(i, 1)
    else return Array.from({ length: pick([2, 21, 51, 5001]) }, () => copy[i])
    return copy
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && next() < 0.7) {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    const keys = Object.keys(copy)
    const r = next()
    if (keys.length > 0 && r < 0.5) {
      const k = pick(keys)
      copy[k] = mutate(next, copy[k], depth + 1)
    } else if (keys.length > 0 && r < 0.7) delete copy[pick(keys)]
    else if (r < 0.85) Object.defineProperty(copy, pick(['__proto__', 'constructor', 'extra', ' type ']), { value: pick(HOSTILE), enumerable: true, writable: true, configurable: true })
    else {
      let deep: unknown = []
      for (let d = 0; d < pick([3, 40, 5000]); d++) deep = [deep]
      copy['deep'] = deep
    }
    return copy
  }
  if (typeof value === 'string' && next() < 0.5) return pick(['  ', '\t']) + value.toUpperCase() + pick(['', '\u0000', '\ud800', ' '])
  return pick(HOSTILE)
}

for (const file of readdirSync(vectorsDir).filter((f) => f.endsWith('.json'))) {
  const vectors = JSON.parse(readFileSync(path.join(vectorsDir, file), 'utf8')) as Vectors
  const mod = (await import(pathToFileURL(path.join(tsRoot, vectors.typescript.module)).href)) as Record<string, unknown>
  const build = mod[vectors.typescript.build] as (argument: unknown) => unknown
  const emit = (argument: unknown): string => JSON.stringify(build(argument))
  const ErrorClass = mod[vectors.typescript.error] as new (...args: never[]) => Error
  // The defensive parse: the reporting variant where the protocol has one (list envelopes).
  const names = Object.keys(mod)
  const withReport = names.find((k) => /^parse[A-Z]\w*EnvelopeWithReport$/.test(k))
  const plain = names.find((k) => /^parse[A-Z]\w*Envelope$/.test(k)) as string
  const parse = withReport
    ? (mod[withReport] as (output: unknown) => { envelope: Record<string, unknown> } | null)
    : (output: unknown) => {
        const envelope = (mod[plain] as (o: unknown) => Record<string, unknown> | null)(output)
        return envelope === null ? null : { envelope }
      }
  const seeds = vectors.cases.filter((c) => c.expected.output !== undefined).map((c) => c.input)

  test(`${file}: only the protocol error escapes; accepted output is canonical; parse never throws`, () => {
    const next = rng(20261202)
    let accepted = 0
    for (let n = 0; n < CASES; n++) {
      const input = mutate(next, seeds[Math.floor(next() * seeds.length)])
      let text: string
      try {
        text = emit(input)
      } catch (exc) {
        if (!(exc instanceof ErrorClass)) assert.fail(`escaped: ${String(exc)} (case ${n})`)
        continue
      }
      accepted++
      const envelope = JSON.parse(text) as Record<string, unknown>
      const { protocol: _protocol, ...rest } = envelope
      const again = vectors.list === null ? rest : envelope[vectors.list]
      assert.equal(emit(again), text, 'accepted output re-validates to itself')
      // (maps are built without a prototype, so compare as JSON)
      assert.equal(JSON.stringify(parse(text)?.envelope), text, 'the defensive parse keeps every canonical item')
      let wrapped: string | undefined
      try {
        wrapped = JSON.stringify(vectors.list === null ? { ...(input as object), protocol: vectors.protocol } : { protocol: vectors.protocol, [vectors.list]: input })
      } catch {
        wrapped = undefined
      }
      parse(wrapped) // must not throw, whatever it returns
    }
    assert.ok(accepted > 0, 'some mutated inputs are still valid')
  })
}
