// The Node half of `python -m bench`: times the generated TypeScript, compiled by tsc into
// build/bench-ts/, against the bare JSON built-ins, on the same payloads as the Python half.
//
//   node --expose-gc bench/node/bench.mjs <compiled console.js> <cases.json>
//
// cases.json: {rounds, largeRounds, sampleMs, cases: [{name, envelope, argument}]}, where
// `envelope` is the envelope text the engine emitted for the case and `argument` the tool
// argument. Per case, interleaved round by round (the order rotates), medians:
//   parseConsoleEnvelope(envelope)  vs  JSON.parse(envelope)            (the Console's side)
//   emitConsoleActions(argument)    vs  JSON.stringify(JSON.parse(arg)) (the TS twin of emit)
// Prints one JSON object on stdout. With --expose-gc, a full GC runs before every sample (the
// analogue of the Python half's gc.collect(); V8's collector cannot be switched off).

import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const [modulePath, casesPath] = process.argv.slice(2)
const mod = await import(pathToFileURL(modulePath).href)
const spec = JSON.parse(readFileSync(casesPath, 'utf8'))
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {}
let sink = 0 // keeps results alive so V8 cannot drop the calls

function sample(fn, input, n) {
  collect()
  const start = process.hrtime.bigint()
  for (let i = 0; i < n; i++) {
    const out = fn(input)
    sink += out === null ? 0 : 1
  }
  return Number(process.hrtime.bigint() - start) / n
}

function calibrate(fn, input, sampleMs) {
  for (let i = 0; i < 3; i++) fn(input) // warm up: let V8 optimise before timing
  let n = 1
  for (;;) {
    const perCall = sample(fn, input, n)
    if (perCall * n >= (sampleMs * 1e6) / 4 || n >= 1 << 20) return Math.max(1, Math.floor((sampleMs * 1e6) / Math.max(perCall, 1)))
    n *= 4
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

function interleave(fns, input, rounds, sampleMs) {
  const names = Object.keys(fns)
  const counts = Object.fromEntries(names.map((n) => [n, calibrate(fns[n], input, sampleMs)]))
  const samples = Object.fromEntries(names.map((n) => [n, []]))
  for (let r = 0; r < rounds; r++) {
    const k = r % names.length
    for (const name of [...names.slice(k), ...names.slice(0, k)]) samples[name].push(sample(fns[name], input, counts[name]))
  }
  return Object.fromEntries(names.map((n) => [n, { median_ns: median(samples[n]), samples_ns: samples[n], calls_per_sample: counts[n] }]))
}

const out = { node: process.version, v8: process.versions.v8, gc_between_samples: typeof globalThis.gc === 'function', cases: [] }
for (const c of spec.cases) {
  const large = c.envelope.length > 1e6
  const rounds = large ? spec.largeRounds : spec.rounds
  const sampleMs = large ? 1 : spec.sampleMs
  // Behaviour first: the envelope the engine emitted must come back whole.
  const report = mod.parseConsoleEnvelopeWithReport(c.envelope)
  const kept = report === null ? -1 : report.envelope.actions.length
  const sent = JSON.parse(c.envelope).actions.length
  const parse = interleave(
    { parseConsoleEnvelope: (t) => mod.parseConsoleEnvelope(t), 'JSON.parse': (t) => JSON.parse(t) },
    c.envelope,
    rounds,
    sampleMs,
  )
  const emit = interleave(
    { emitConsoleActions: (t) => mod.emitConsoleActions(t), 'JSON.stringify(JSON.parse)': (t) => JSON.stringify(JSON.parse(t)) },
    c.argument,
    rounds,
    sampleMs,
  )
  out.cases.push({
    name: c.name,
    envelope_bytes: Buffer.byteLength(c.envelope),
    accepted_whole: kept === sent && report.skipped.length === 0,
    parse,
    emit,
  })
}
out.sink = sink
process.stdout.write(JSON.stringify(out) + '\n')
