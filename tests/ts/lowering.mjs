// Runs each case (JSON on stdin: {module, build, error, cases: {name: argument}}) through a
// generated module's build function with String.prototype.toLowerCase watched, and prints, per
// case, the error it threw and the longest string it lowercased, for tests/test_language_features.py.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const input = JSON.parse(readFileSync(0, 'utf8'))
const mod = await import(pathToFileURL(input.module).href)
const build = mod[input.build]
const ErrorClass = mod[input.error]
const lower = String.prototype.toLowerCase
let longest = 0
String.prototype.toLowerCase = function () {
  longest = Math.max(longest, this.length)
  return lower.call(this)
}
const out = {}
for (const [name, argument] of Object.entries(input.cases)) {
  longest = 0
  let error = null
  try {
    build(argument)
  } catch (exc) {
    if (!(exc instanceof ErrorClass)) throw exc
    error = { path: exc.path, reason: exc.reason }
  }
  out[name] = { error, lowered: longest }
}
String.prototype.toLowerCase = lower
process.stdout.write(JSON.stringify(out))
