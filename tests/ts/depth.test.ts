// The depth rule on parsed text (the runtime's parsedTextTooDeep) against the exact text scan:
// random JSON text, with keys sent twice (the parser keeps the last value, so the text can nest
// deeper than the value) and brackets inside strings, at limits around its depth.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parsedTextTooDeep, textTooDeep } from '../../build/frozen/typescript/console/runtime.js'
import { rng } from './rng.js'

const STRINGS = ['"a"', '"[["', '"]]}"', '"{\\"["', '"x\\\\"', '""']

/** Random JSON text: arrays and objects up to `depth` deep; an object may send a key twice. */
function text(next: () => number, depth: number): string {
  const r = next()
  if (depth === 0 || r < 0.3)
    return r < 0.15 ? String(Math.floor(next() * 100)) : STRINGS[Math.floor(next() * STRINGS.length)]!
  const size = Math.floor(next() * 3)
  const items = Array.from({ length: size + 1 }, () => text(next, depth - 1))
  if (r < 0.6) return `[${items.join(',')}]`
  const keys = items.map((_, i) => (next() < 0.4 ? '"k"' : `"k${i}"`)) // "k" more than once: a key sent twice
  return `{${items.map((item, i) => `${keys[i]}:${item}`).join(',')}}`
}

test('parsedTextTooDeep agrees with the text scan on text with keys sent twice', () => {
  const next = rng(20261203)
  let hidden = 0
  for (let n = 0; n < 4000; n++) {
    const t = text(next, 1 + Math.floor(next() * 7))
    const value: unknown = JSON.parse(t)
    for (let limit = 1; limit <= 8; limit++) {
      assert.equal(parsedTextTooDeep(t, value, limit), textTooDeep(t, limit), `${t} at ${limit}`)
    }
    if (t.includes('"k":[') || t.includes('"k":{')) hidden++
  }
  assert.ok(hidden > 100, 'the cases include containers under a key sent twice')
})

/** The rule as the spec states it, a character at a time: the reference for textTooDeep. */
function referenceTooDeep(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') {
      if (++depth > limit) return true
    } else if (c === ']' || c === '}') depth--
  }
  return false
}

test('textTooDeep, which crosses strings by search, agrees with a character loop on any text', () => {
  const next = rng(20261204)
  const pieces = ['[', ']', '{', '}', '"', '\\', '\\"', '\\\\', 'a', ',']
  for (let n = 0; n < 20000; n++) {
    let t = ''
    const parts = Math.floor(next() * 24)
    for (let k = 0; k < parts; k++) {
      // now and then a run past ESCAPES' 63 characters, so both ways through a string are taken
      t += next() < 0.1 ? 'a'.repeat(Math.floor(next() * 150)) : pieces[Math.floor(next() * pieces.length)]!
    }
    for (let limit = 0; limit <= 3; limit++) {
      assert.equal(textTooDeep(t, limit), referenceTooDeep(t, limit), `${JSON.stringify(t)} at ${limit}`)
    }
  }
})
