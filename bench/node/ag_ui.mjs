// The Node half of `python -m bench --ag-ui`: the generated AG-UI validator (compiled by tsc into
// build/bench-ag-ui/) against @ag-ui/core's zod EventSchema, on the same stream of JSON texts as
// the Python half, each read and written back as JSON by each side:
//   floor      JSON.stringify(JSON.parse(text))
//   generated  JSON.stringify(validateAgUiEvent(JSON.parse(text)))
//   @ag-ui/core  JSON.stringify(EventSchema.parse(JSON.parse(text)))
// Interleaved rounds (the order rotates), medians per stream, printed as one JSON object.
//
//   node --expose-gc bench/node/ag_ui.mjs <compiled ag_ui.js> <stream.json> <rounds>

import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { EventSchema } from '@ag-ui/core/schemas'

const [modulePath, streamPath, roundsText] = process.argv.slice(2)
const mod = await import(pathToFileURL(modulePath).href)
const texts = JSON.parse(readFileSync(streamPath, 'utf8'))
const rounds = Number(roundsText)
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {}

const sides = {
  floor: (t) => JSON.stringify(JSON.parse(t)),
  generated: (t) => JSON.stringify(mod.validateAgUiEvent(JSON.parse(t))),
  '@ag-ui/core': (t) => JSON.stringify(EventSchema.parse(JSON.parse(t))),
}
let sink = 0
function pass(fn) {
  collect()
  const start = process.hrtime.bigint()
  for (let r = 0; r < 20; r++) for (const t of texts) sink += fn(t).length
  return Number(process.hrtime.bigint() - start) / 20
}
const names = Object.keys(sides)
for (const name of names) pass(sides[name]) // warm up: let V8 optimise before timing
const samples = Object.fromEntries(names.map((n) => [n, []]))
for (let r = 0; r < rounds; r++) {
  for (const name of [...names.slice(r % names.length), ...names.slice(0, r % names.length)]) {
    samples[name].push(pass(sides[name]))
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
process.stdout.write(JSON.stringify({ events: texts.length, sink: sink > 0, medianNs: Object.fromEntries(names.map((n) => [n, median(samples[n])])) }))
