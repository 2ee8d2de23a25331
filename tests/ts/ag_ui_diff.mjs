// The TypeScript half of tests/test_ag_ui_typescript.py: runs every input of a corpus through the
// generated AG-UI validator (compiled by tsc into build/ts) and through @ag-ui/core 1.0.0's zod
// EventSchema, and writes each side's verdict and output.
//
//   node tests/ts/ag_ui_diff.mjs BUILT_AG_UI_JS CORPUS_JSON RESULTS_JSON
//
// CORPUS_JSON: {case id: input}. RESULTS_JSON: {case id: {generated, sdk}}, each side
// {"accept": true, "json": ..., "ordered": ..., "plain": ...} or {"accept": false, "error": ...}: "json" is the
// output as JSON text with sorted keys (what the test compares), "ordered" the same as
// JSON.stringify writes it (the output's own key order). A generated validator that throws
// anything but its AgUiProtocolError, or a safeParse that throws, is recorded as
// {"crash": ...}: the test fails on it, a crash is not a refusal.
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { EventSchema } from '@ag-ui/core/schemas'

const [modulePath, corpusPath, resultsPath] = process.argv.slice(2)
const { validateAgUiEvent, AgUiProtocolError } = await import(pathToFileURL(modulePath).href)

function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  const out = {}
  // defineProperty, not assignment: a "__proto__" key stays an own property (RESEARCH.md D12)
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(out, key, { value: sorted(value[key]), enumerable: true, writable: true, configurable: true })
  }
  return out
}

function accepted(value) {
  // plain: the output's prototype is Object.prototype (an unknown "__proto__" key can replace it)
  const plain = Object.getPrototypeOf(value) === Object.prototype
  return { accept: true, json: JSON.stringify(sorted(value)), ordered: JSON.stringify(value), plain }
}

function runGenerated(raw) {
  try {
    return accepted(validateAgUiEvent(raw))
  } catch (exc) {
    if (exc instanceof AgUiProtocolError) return { accept: false, error: exc.message }
    return { crash: String(exc && exc.stack ? exc.stack : exc) }
  }
}

function runSdk(raw) {
  try {
    const result = EventSchema.safeParse(raw)
    if (result.success) return accepted(result.data)
    return { accept: false, error: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }
  } catch (exc) {
    return { crash: String(exc && exc.stack ? exc.stack : exc) }
  }
}

const corpus = JSON.parse(readFileSync(corpusPath, 'utf8'))
const results = {}
for (const [id, raw] of Object.entries(corpus)) {
  // each side gets its own copy, as each would get the event from its own JSON.parse
  const text = JSON.stringify(raw)
  results[id] = { generated: runGenerated(JSON.parse(text)), sdk: runSdk(JSON.parse(text)) }
}
writeFileSync(resultsPath, JSON.stringify(results))
