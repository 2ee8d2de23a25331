// The generated TypeScript runs every shared vector (built by pytest from the spec into
// build/vectors/) and agrees with it: the same file the Python suite runs.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import path from 'node:path'

type Expected =
  | { output: Record<string, unknown> }
  | { error: { path: string; reason: string | null } }
type Case = { name: string; input: unknown; options?: Record<string, unknown>; expected: Expected }
type Vectors = {
  protocol: string
  list: string | null
  options: string[]
  typescript: { module: string; build: string; error: string }
  cases: Case[]
}

/** The argument and options that should reproduce a canonical output exactly. */
function rebuildInput(vectors: Vectors, output: Record<string, unknown>): [unknown, Record<string, unknown>] {
  const options: Record<string, unknown> = {}
  for (const name of vectors.options) if (name in output) options[name] = output[name]
  if (vectors.list === null) {
    const { protocol: _protocol, ...item } = output
    return [item, options]
  }
  return [output[vectors.list], options]
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const vectorsDir = process.env['VECTORS_DIR'] ?? path.join(root, 'build', 'vectors')
// Where the compiled generated modules are; a test may point it at a module generated elsewhere.
const tsRoot = process.env['TS_BUILD_ROOT'] ?? path.join(root, 'build', 'ts')
const files = readdirSync(vectorsDir).filter((f) => f.endsWith('.json'))

test('vector files exist', () => {
  assert.ok(files.length > 0, `no vectors in ${vectorsDir}: run pytest (or python -m tests.conformance)`)
})

for (const file of files) {
  const vectors = JSON.parse(readFileSync(path.join(vectorsDir, file), 'utf8')) as Vectors
  const modulePath = path.join(tsRoot, vectors.typescript.module)
  const mod = (await import(pathToFileURL(modulePath).href)) as Record<string, unknown>
  const build = mod[vectors.typescript.build] as (argument: unknown, options?: Record<string, unknown>) => unknown
  const emit = (argument: unknown, options: Record<string, unknown> = {}): string => JSON.stringify(build(argument, options))
  const ErrorClass = mod[vectors.typescript.error] as new (...args: never[]) => Error & {
    path: string
    reason: string
  }

  test(`${file}: every vector`, async (t) => {
    assert.ok(vectors.cases.length > 0)
    for (const c of vectors.cases) {
      await t.test(c.name, () => {
        if ('output' in c.expected) {
          const text = emit(c.input, c.options)
          assert.equal(text, JSON.stringify(c.expected.output))
          const [argument, options] = rebuildInput(vectors, JSON.parse(text) as Record<string, unknown>)
          assert.equal(emit(argument, options), text, 'canonical output re-validates to itself')
        } else {
          const want = c.expected.error
          assert.throws(
            () => emit(c.input, c.options),
            (exc: unknown) => {
              assert.ok(exc instanceof ErrorClass, `expected ${vectors.typescript.error}, got ${String(exc)}`)
              assert.equal(exc.path, want.path)
              if (want.reason !== null) assert.equal(exc.reason, want.reason)
              return true
            },
          )
        }
      })
    }
  })
}
