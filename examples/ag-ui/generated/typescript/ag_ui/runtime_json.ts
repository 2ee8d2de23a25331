// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: examples/ag-ui/spec/ag_ui.v1.yaml
// Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
// The runtime of fields of type `any` (spec/README.md, "Variants and fields"): hand-written,
// copied verbatim as runtime_json.ts beside runtime.ts into the packages of protocols that have
// such a field, and only those (the others stay as they were).
import { hasLoneSurrogate, own } from './runtime.js'

/** What a field of type `any` holds at every depth: the protocol's safety rules and the reasons
 * it refuses with (each module builds one from its spec). */
export type JsonRules = {
  readonly rejectNul: boolean
  readonly rejectSurrogates: boolean
  readonly textReason: string
  readonly magnitude: number
  readonly numberReason: string
  readonly forbiddenKeys: ReadonlySet<string>
  readonly forbiddenReason: string
  readonly notJsonReason: string
  readonly unknownReason: string
}

function textFault(text: string, rules: JsonRules): boolean {
  return (rules.rejectNul && text.includes('\0')) || (rules.rejectSurrogates && hasLoneSurrogate(text))
}

/**
 * The first place in an `any` value that breaks `rules`, as [its path after the field's, such as
 * `.a[2]`, the reason], or null: depth first in document order, a key before its value, as the
 * Python twin and the reference interpreter walk. A stack, not recursion. An object's keys come
 * in JavaScript's order, which puts integer-like keys first (JSON.parse cannot keep their order).
 */
export function jsonFault(value: unknown, rules: JsonRules): [string, string] | null {
  const stack: Array<[unknown, string, string | null]> = [[value, '', null]]
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [item, path, key] = top
    if (key !== null) {
      if (textFault(key, rules)) return [path, rules.textReason]
      if (rules.forbiddenKeys.has(key)) return [path, rules.forbiddenReason]
    }
    if (typeof item === 'string') {
      if (textFault(item, rules)) return [path, rules.textReason]
    } else if (item === null || typeof item === 'boolean') {
      continue
    } else if (typeof item === 'number') {
      if (!(item >= -rules.magnitude && item <= rules.magnitude)) return [path, rules.numberReason]
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}[${i}]`, null])
    } else if (typeof item === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(item))) {
      const record = item as Record<string, unknown>
      const keys = Object.keys(record)
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string
        stack.push([own(record, k), `${path}.${k}`, k])
      }
    } else {
      return [path, rules.notJsonReason]
    }
  }
  return null
}

/** `unknown: refuse`: the first key of `raw`, in the order sent, that `known` lacks, as [its path
 * from the object, the reason]; null when there is none. */
export function refuseUnknown(
  raw: Record<string, unknown>,
  known: ReadonlySet<string>,
  rules: JsonRules,
): [string, string] | null {
  for (const key of Object.keys(raw)) if (!known.has(key)) return [key, rules.unknownReason]
  return null
}

/** `unknown: keep`: every key of `raw` that `known` lacks, in the order sent, copied into `out`
 * after the declared fields, its key and value walked as an `any` value is; or the first fault.
 * But `__proto__`, which is walked and then left out: assigned, it would set `out`'s prototype
 * (what @ag-ui/core 1.0.0's output gets: `out.x` reads the sender's value), and kept as an own
 * key it becomes a prototype again in a consumer's `Object.assign` (docs/decisions.md). */
export function keepUnknown(
  raw: Record<string, unknown>,
  known: ReadonlySet<string>,
  out: Record<string, unknown>,
  rules: JsonRules,
): [string, string] | null {
  for (const key of Object.keys(raw)) {
    if (known.has(key)) continue
    if (textFault(key, rules)) return [key, rules.textReason]
    if (rules.forbiddenKeys.has(key)) return [key, rules.forbiddenReason]
    const value = own(raw, key)
    const fault = jsonFault(value, rules)
    if (fault !== null) return [key + fault[0], fault[1]]
    if (key !== '__proto__') out[key] = value
  }
  return null
}
