// Feeds each stream case (JSON on stdin: {module, class, cases: {name: [events]}}) to a fresh
// instance of a generated stream validator and prints every verdict, then what end() reports,
// for tests/test_stream.py.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const input = JSON.parse(readFileSync(0, 'utf8'))
const mod = await import(pathToFileURL(input.module).href)
const Stream = mod[input.class]
const out = {}
for (const [name, events] of Object.entries(input.cases)) {
  const stream = new Stream()
  out[name] = [...events.map((event) => stream.feed(event)), ...stream.end()]
}
process.stdout.write(JSON.stringify(out))
