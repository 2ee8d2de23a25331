// The Node half of `python -m bench --adversarial`: every crafted argument of every protocol,
// timed against the JSON built-ins on the same text, in this one process.
//
//   node --expose-gc bench/node/hostile.mjs <cases.json>
//
// cases.json: {rounds, protocols: {name: {module, emit, parse, list}}, cases: [{protocol,
// argument, options, envelope}]}, each text written as {head, unit, count, tail, numbered}
// (bench/hostile_cases.py). Per case, interleaved round by round, medians:
//   emit<Prefix><Argument>(argument, options)  vs  JSON.stringify(JSON.parse(argument)) (and options)
//   parse<Prefix>Envelope(envelope)            vs  JSON.parse(envelope)
// Prints one JSON object on stdout: per case the medians, whether emit accepted, and a hash of
// what it emitted (the Python half compares outcomes).

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {}
let sink = 0

function expand(e) {
  if (e === null) return null
  if (!e.numbered) return e.head + e.unit.repeat(e.count) + e.tail
  const parts = new Array(e.count)
  for (let i = 0; i < e.count; i++) parts[i] = e.unit.replaceAll('{#}', String(i))
  return e.head + parts.join('') + e.tail
}

function once(fn) {
  collect()
  const start = process.hrtime.bigint()
  const out = fn()
  sink += out === null || out === undefined ? 0 : 1
  return Number(process.hrtime.bigint() - start)
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Medians of `fns`, one call a sample, the order rotating round by round; small texts take
 * the mean of enough calls to last about a millisecond. */
function interleave(fns, rounds) {
  const names = Object.keys(fns)
  const reps = {}
  for (const n of names) {
    fns[n]()
    const t = once(fns[n])
    reps[n] = Math.max(1, Math.min(1000, Math.floor(1e6 / Math.max(t, 1))))
  }
  const samples = Object.fromEntries(names.map((n) => [n, []]))
  for (let r = 0; r < rounds; r++) {
    const k = r % names.length
    for (const n of [...names.slice(k), ...names.slice(0, k)]) {
      const f = fns[n]
      const count = reps[n]
      samples[n].push(once(() => { for (let i = 0; i < count - 1; i++) f(); return f() }) / count)
    }
  }
  return Object.fromEntries(names.map((n) => [n, median(samples[n])]))
}

const modules = {}
for (const [name, p] of Object.entries(spec.protocols)) {
  const mod = await import(pathToFileURL(p.module).href)
  modules[name] = { emit: mod[p.emit], parse: mod[p.parse], list: p.list }
}

const stringifyParse = (text) => JSON.stringify(JSON.parse(text))
const floorOf = (text) => { try { return stringifyParse(text) } catch { return null } }

const out = { node: process.version, cases: [] }
for (const c of spec.cases) {
  const m = modules[c.protocol]
  const argument = expand(c.argument)
  const optionsText = expand(c.options)
  const options = optionsText === null ? undefined : JSON.parse(optionsText)
  const envelope = expand(c.envelope)
  const emit = () => {
    try { return m.list ? m.emit(argument, options) : m.emit(argument) } catch (exc) { return exc }
  }
  const floorEmit = optionsText === null ? () => floorOf(argument) : () => [floorOf(argument), floorOf(optionsText)]
  const parse = () => { try { return m.parse(envelope) } catch (exc) { return exc } }
  const floorParse = () => { try { return JSON.parse(envelope) } catch (exc) { return exc } }
  const result = emit()
  const accepted = typeof result === 'string'
  const timedEmit = interleave({ emit, floor: floorEmit }, spec.rounds)
  const timedParse = interleave({ parse, floor: floorParse }, spec.rounds)
  out.cases.push({
    emit_ns: timedEmit.emit,
    emit_floor_ns: timedEmit.floor,
    parse_ns: timedParse.parse,
    parse_floor_ns: timedParse.floor,
    accepted,
    output_sha256: accepted ? createHash('sha256').update(result).digest('hex') : null,
  })
}
out.sink = sink
process.stdout.write(JSON.stringify(out) + '\n')
