// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: examples/ag-ui/spec/ag_ui.v2.yaml
// Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
// The runtime of a protocol's stream rules (spec/README.md, "Stream rules"): hand-written, copied
// verbatim as runtime_stream.ts into the packages of protocols that have a `stream`, and only
// those. The generated module extends StreamValidator with its rules and validator; the Python
// twin and the reference interpreter (generator/model/reference_stream.py) are what it must
// agree with.

/**
 * A scope: [key field, within, agree fields, once, lane, tags a lane lets pass, first fields,
 * fields keying it before the key, record, [[field, record], …] it inherits, must close, must
 * occur].
 */
export type StreamScope = readonly [
  string | null,
  string | null,
  readonly string[],
  boolean,
  boolean,
  ReadonlySet<string>,
  readonly string[],
  readonly string[],
  string | null,
  readonly (readonly [string, string])[],
  boolean,
  boolean,
]

/** field -> the values selecting an element. */
type Condition = readonly (readonly [string, readonly unknown[]])[]

/**
 * A rule: [inside, closed, opens, closes, ends, known, warn, continues, establishes, matches],
 * scopes by name; known is [[field, scopes], …], warn the checks whose failure is a warning;
 * establishes [[record, key, each path, replace, when, unless], …]; matches [[records, key,
 * when], …].
 */
export type StreamRule = readonly [
  readonly string[],
  readonly string[],
  string | null,
  string | null,
  string | null,
  readonly (readonly [string, readonly string[]])[],
  readonly string[],
  string | null,
  readonly (readonly [string, string | null, readonly string[], boolean, Condition, Condition])[],
  readonly (readonly [readonly string[], string | null, Condition])[],
]

/** A record: [within, fields]. */
export type StreamRecord = readonly [string | null, readonly string[]]

type Values = Record<string, unknown>
type Json = Record<string, unknown>

const has = (o: object, field: string): boolean => Object.prototype.hasOwnProperty.call(o, field)

/** The element carries the field with one of the values. */
function holds(element: Json, field: string, values: readonly unknown[]): boolean {
  return has(element, field) && values.some((x) => x === element[field])
}

/**
 * The item (`each` empty), or each object the path `each` reaches, through objects and lists
 * (every element of a list, an object as itself): each as its chain of enclosing elements, outermost first
 * (the item itself left out).
 */
function elements(item: Json, each: readonly string[]): Json[][] {
  if (each.length === 0) return [[item]]
  let chains: Json[][] = [[]]
  for (const name of each) {
    const next: Json[][] = []
    for (const chain of chains) {
      const list = (chain[chain.length - 1] ?? item)[name]
      for (const e of Array.isArray(list) ? list : [list])
        if (typeof e === 'object' && e !== null && !Array.isArray(e)) next.push([...chain, e as Json])
    }
    chains = next
  }
  return chains
}

/** An item's verdict: rule is null when it passed every check, 'valid' when the protocol refuses it. */
export type StreamVerdict = {
  index: number
  verdict: 'accepted' | 'warning' | 'fatal'
  accepted: boolean
  rule: string | null
  path: string | null
  reason: string | null
}

/** A check the item fails: [check, rule, path, reason]. */
type Broken = readonly [string, string, string | null, string]

function verdict(
  index: number,
  rule: string | null = null,
  path: string | null = null,
  reason: string | null = null,
  warning = false,
): StreamVerdict {
  const level = rule === null ? 'accepted' : warning ? 'warning' : 'fatal'
  return { index, verdict: level, accepted: level !== 'fatal', rule, path, reason }
}

/** Items fed one at a time; feed returns each one's verdict. A fatal item changes nothing. */
export class StreamValidator {
  // per scope: open instance key -> the `agree` fields' values it was opened with
  private readonly open = new Map<string, Map<string, Record<string, unknown>>>()
  // per scope that is `once` or named by a `known`: the keys opened since its `within` last
  // closed (no other check looks back, so no other scope's keys are kept)
  private readonly seen = new Map<string, Set<string>>()
  private index = 0
  // per record: key -> the values established for it (kept past the close that set them)
  private readonly records = new Map<string, Map<string, Values>>()
  // the scopes an item opened or ended
  private readonly occurred = new Set<string>()

  // Declared and assigned, not constructor parameter properties: erasable syntax only, so Node's
  // type stripping runs this file and erasableSyntaxOnly (Vite's default) accepts it.
  private readonly scopes: ReadonlyMap<string, StreamScope>
  private readonly rules: ReadonlyMap<string, StreamRule> // by the item's tag
  private readonly otherwise: StreamRule | null
  private readonly reasons: Readonly<Record<string, string>>
  private readonly discriminator: string
  private readonly validate: (raw: unknown, path: string) => unknown
  private readonly isError: (exc: unknown) => exc is { path: string; reason: string }
  private readonly item: string
  private readonly recordSpecs: ReadonlyMap<string, StreamRecord>
  private readonly tolerated: ReadonlyMap<string, readonly string[]> // by tag: fields whose null is tolerated

  constructor(
    scopes: ReadonlyMap<string, StreamScope>,
    rules: ReadonlyMap<string, StreamRule>,
    otherwise: StreamRule | null,
    reasons: Readonly<Record<string, string>>,
    discriminator: string,
    validate: (raw: unknown, path: string) => unknown,
    isError: (exc: unknown) => exc is { path: string; reason: string },
    item: string,
    records: ReadonlyMap<string, StreamRecord>,
    tolerated: ReadonlyMap<string, readonly string[]>,
  ) {
    this.scopes = scopes
    this.rules = rules
    this.otherwise = otherwise
    this.reasons = reasons
    this.discriminator = discriminator
    this.validate = validate
    this.isError = isError
    this.item = item
    this.recordSpecs = records
    this.tolerated = tolerated
    for (const name of records.keys()) this.records.set(name, new Map())
    for (const [name, scope] of scopes) {
      this.open.set(name, new Map())
      if (scope[3]) this.seen.set(name, new Set())
    }
    for (const rule of [...rules.values(), otherwise]) {
      for (const [, names] of rule === null ? [] : rule[5]) for (const n of names) this.seen.set(n, new Set())
    }
  }

  /**
   * The stream has ended: a fatal verdict for each instance still open of a scope that must
   * close, in the order of the scopes and of their opening.
   */
  end(): StreamVerdict[] {
    const out: StreamVerdict[] = []
    for (const [name, scope] of this.scopes) {
      if (scope[11] && !this.occurred.has(name))
        out.push(verdict(this.index, `occur:${name}`, null, this.format('occur', name, '', '')))
      if (!scope[10]) continue
      for (const k of this.instances(name).keys()) {
        const shown = scope[0] === null ? '' : ` '${k}'`
        out.push(verdict(this.index, `end:${name}`, null, this.format('end', name, shown, '')))
      }
    }
    return out
  }

  feed(raw: unknown): StreamVerdict {
    const index = this.index++
    let item: Record<string, unknown>
    try {
      item = this.validate(raw, this.item) as Record<string, unknown>
    } catch (exc) {
      if (this.isError(exc)) return verdict(index, 'valid', exc.path, exc.reason)
      throw exc
    }
    const tag = String(item[this.discriminator])
    const rule = this.rules.get(tag) ?? this.otherwise
    const tolerated = this.toleratedNull(tag, raw)
    if (rule === null) {
      this.endLanes(tag, null)
      return tolerated === null ? verdict(index) : verdict(index, ...tolerated, true)
    }
    let warned: Broken | null = null
    for (const broken of this.broken(rule, item)) {
      if (!rule[6].includes(broken[0])) return verdict(index, broken[1], broken[2], broken[3])
      warned ??= broken
    }
    this.endLanes(tag, rule[7])
    this.apply(rule, item)
    // a warned order rule is named first
    if (warned !== null) return verdict(index, warned[1], warned[2], warned[3], true)
    return tolerated === null ? verdict(index) : verdict(index, ...tolerated, true)
  }

  /**
   * The first field of the item sent as a null its spec tolerates (`null: tolerated`, accepted as
   * missing): [rule, path, reason] of its warning.
   */
  private toleratedNull(tag: string, raw: unknown): readonly [string, string, string] | null {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
    for (const field of this.tolerated.get(tag) ?? []) {
      if (has(raw, field) && (raw as Json)[field] === null)
        return ['tolerated:null', `${this.item}.${field}`, this.reasons['tolerated'] as string]
    }
    return null
  }

  /** The checks `rule` makes that `item` fails, in order. */
  private broken(rule: StreamRule, item: Record<string, unknown>): Broken[] {
    const [inside, closed, opens, closes, ends, known, , continues, , matches] = rule
    const out: Broken[] = []
    for (const name of inside)
      if (!this.instances(name).has(this.key(name, item))) out.push(this.fail('inside', name, item))
    for (const name of closed) if (this.instances(name).size > 0) out.push(this.fail('closed', name, item))
    if (opens !== null) {
      if (this.instances(opens).has(this.key(opens, item))) out.push(this.fail('opens', opens, item))
      else if (this.scope(opens)[3] && this.opened(opens)?.has(this.key(opens, item)) === true)
        out.push(this.fail('once', opens, item))
    }
    if (closes !== null && !this.instances(closes).has(this.key(closes, item)))
      out.push(this.fail('closes', closes, item))
    const named = [inside, closes, ends].flat().filter((s): s is string => s !== null)
    if (continues !== null) {
      const laneKey = this.scope(continues)[0]
      const target = this.laneTarget(continues, item)
      if (target === null) {
        const reason = this.format('continues', continues, '', laneKey ?? '')
        out.push(['continues', `continues:${continues}`, laneKey, reason])
      } else if (!this.instances(continues).has(target)) {
        // the item opens this instance
        for (const field of this.scope(continues)[6]) {
          if (!Object.prototype.hasOwnProperty.call(item, field))
            out.push(this.fail('first', continues, item, field, target))
        }
      } else named.push(continues)
    }
    if (opens !== null && this.scope(opens)[8] !== null) out.push(...this.openerOwner(opens, item))
    for (const name of new Set(named)) {
      const instance = this.scope(name)[4] ? this.laneTarget(name, item) : this.key(name, item)
      const opened = this.instances(name).get(instance ?? '')
      if (opened === undefined) continue
      for (const field of this.scope(name)[2]) {
        if (Object.prototype.hasOwnProperty.call(item, field) && item[field] !== opened[field])
          out.push(this.fail('agree', name, item, field, instance))
      }
    }
    for (const [field, names] of known) {
      if (
        Object.prototype.hasOwnProperty.call(item, field) &&
        !names.some((n) => this.opened(n)?.has(String(item[field])) === true)
      ) {
        const reason = this.format('known', names.join(' or '), ` '${String(item[field])}'`, field)
        out.push(['known', `known:${field}`, field, reason])
      }
    }
    for (const [names, field, when] of matches) out.push(...this.match(names, field, when, item))
    return out
  }

  /**
   * The fields of `values` that differ from a record's (or scope's) `entry` (`key` null: a
   * record's one entry, which the reason does not name).
   */
  private disagree(name: string, key: string | null, entry: Values, values: Values): Broken[] {
    const out: Broken[] = []
    const shown = key === null ? '' : ` '${key}'`
    for (const [f, v] of Object.entries(values)) {
      if (has(entry, f) && v !== entry[f]) out.push(['agree', `agree:${name}`, f, this.format('agree', name, shown, f)])
    }
    return out
  }

  private book(record: string): Map<string, Values> {
    return this.records.get(record) as Map<string, Values>
  }

  private fieldsOf(record: string): readonly string[] {
    return (this.recordSpecs.get(record) as StreamRecord)[1]
  }

  /** The record entry an opener's `inherits` field names: [record, key, values]. */
  private parent(scope: string, item: Json): readonly [string, string, Values] | null {
    for (const [field, record] of this.scope(scope)[9]) {
      const entry = has(item, field) ? this.book(record).get(String(item[field])) : undefined
      if (entry !== undefined) return [record, String(item[field]), entry]
    }
    return null
  }

  /** The record fields an item carries. */
  private carried(fields: readonly string[], item: Json): Values {
    const out: Values = {}
    for (const f of fields) if (has(item, f)) out[f] = item[f]
    return out
  }

  /**
   * An opener of a recorded scope must not contradict the parent it inherits from, nor (its own
   * values or, without them, the parent's) the values its key established.
   */
  private openerOwner(scope: string, item: Json): Broken[] {
    const record = this.scope(scope)[8] as string
    const fields = this.fieldsOf(record)
    let carried = this.carried(fields, item)
    const parent = this.parent(scope, item)
    const out: Broken[] = []
    if (parent !== null) {
      out.push(...this.disagree(parent[0], parent[1], parent[2], carried))
      const inherited: Values = {}
      for (const f of fields) inherited[f] = has(carried, f) ? carried[f] : (parent[2][f] ?? null)
      carried = inherited
    }
    const key = this.key(scope, item)
    return [...out, ...this.disagree(scope, key, this.book(record).get(key) ?? {}, carried)]
  }

  private match(names: readonly string[], field: string | null, when: Condition, item: Json): Broken[] {
    if (!when.every(([f, values]) => holds(item, f, values))) return []
    if (field !== null && !has(item, field)) return []
    const key = field === null ? '' : String(item[field])
    for (const name of names) {
      const entry = this.book(name).get(key)
      const shown = field === null ? null : key
      if (entry !== undefined) return this.disagree(name, shown, entry, this.carried(this.fieldsOf(name), item))
    }
    return []
  }

  /** Sets a record's entries from the item, or from each element of its `each` list. */
  private establish(spec: StreamRule[8][number], item: Json): void {
    const [record, key, each, replace, when, unless] = spec
    for (const chain of elements(item, each)) {
      const element = chain[chain.length - 1] as Json
      const name = key === null ? '' : element[key]
      if (typeof name !== 'string') continue
      if (!when.every(([f, v]) => holds(element, f, v)) || unless.some(([f, v]) => holds(element, f, v))) continue
      if (replace || !this.book(record).has(name)) {
        const values: Values = {}
        for (const f of this.fieldsOf(record)) values[f] = [...chain].reverse().find((e) => has(e, f))?.[f] ?? null
        this.book(record).set(name, values)
      }
    }
  }

  /** The instance of `lane` an item continuing it names: its key, or without one the lane's open
   * instance (null when none is open). */
  private laneTarget(lane: string, item: Record<string, unknown>): string | null {
    const field = this.scope(lane)[0]
    if (field !== null && Object.prototype.hasOwnProperty.call(item, field)) return String(item[field])
    for (const open of this.instances(lane).keys()) return open
    return null
  }

  /** An item closes every lane it does not continue, unless the lane lets it pass. */
  private endLanes(tag: string, continued: string | null): void {
    for (const [lane, scope] of this.scopes) {
      if (scope[4] && lane !== continued && !scope[5].has(tag)) {
        for (const k of [...this.instances(lane).keys()]) this.close(lane, k)
      }
    }
  }

  private apply(rule: StreamRule, item: Record<string, unknown>): void {
    const [, , opens, closes, ends, , , continues, establishes] = rule
    if (continues !== null) {
      const target = this.laneTarget(continues, item)
      if (target !== null && !this.instances(continues).has(target)) {
        // another instance: it opens, closing the open one
        for (const k of [...this.instances(continues).keys()]) this.close(continues, k)
        const values: Record<string, unknown> = {}
        for (const field of this.scope(continues)[2]) values[field] = item[field] ?? null
        this.instances(continues).set(target, values)
        this.opened(continues)?.add(target)
      }
    }
    if (opens !== null) {
      const name = this.key(opens, item)
      if (!this.instances(opens).has(name)) {
        const values: Record<string, unknown> = {}
        // null when the opener has none, as Python's dict.get gives None
        for (const field of this.scope(opens)[2]) values[field] = item[field] ?? null
        const record = this.scope(opens)[8]
        if (record !== null) {
          // the established values, or these (the parent's)
          let established = this.book(record).get(name)
          if (established === undefined) {
            const parent = this.parent(opens, item)
            established = {}
            for (const f of this.fieldsOf(record))
              established[f] = has(item, f) || parent === null ? (item[f] ?? null) : (parent[2][f] ?? null)
            this.book(record).set(name, established)
          }
          Object.assign(values, established)
        }
        this.instances(opens).set(name, values)
      }
      this.opened(opens)?.add(name)
    }
    for (const s of [opens, ends]) if (s !== null) this.occurred.add(s)
    for (const ended of [closes, ends]) if (ended !== null) this.close(ended, this.key(ended, item))
    for (const spec of establishes) this.establish(spec, item)
  }

  private scope(name: string): StreamScope {
    return this.scopes.get(name) as StreamScope
  }

  private instances(scope: string): Map<string, Record<string, unknown>> {
    return this.open.get(scope) as Map<string, Record<string, unknown>>
  }

  private opened(scope: string): Set<string> | undefined {
    return this.seen.get(scope)
  }

  private key(scope: string, item: Record<string, unknown>): string {
    const [field, , , , , , , keyBy] = this.scope(scope)
    if (field === null) return ''
    // several fields: their values as JSON text, an absent one null
    if (keyBy.length > 0) return JSON.stringify([...keyBy, field].map((f) => (has(item, f) ? item[f] : null)))
    return String(item[field])
  }

  /** The reason with its slots filled in one pass, as Python's str.format does: an id that
   * holds "{field}" is shown as it is. */
  private format(check: string, scope: string, key: string, field: string): string {
    const slots: Record<string, string> = { scope, key, field }
    return (this.reasons[check] as string).replace(/\{(scope|key|field)\}/g, (_, slot: string) => slots[slot] as string)
  }

  private fail(
    check: string,
    scope: string,
    item: Record<string, unknown>,
    field: string | null = null,
    instance: string | null = null,
  ): Broken {
    const keyed = this.scope(scope)[0] !== null && check !== 'closed'
    const shown = keyed ? ` '${instance ?? this.key(scope, item)}'` : ''
    return [check, `${check}:${scope}`, field, this.format(check, scope, shown, field ?? '')]
  }

  /** Closes an open instance and every instance within its scope (forgetting their keys); one
   * that is not open closes nothing. */
  private close(scope: string, key: string): void {
    if (!this.instances(scope).delete(key)) return
    for (const [inner, [, within]] of this.scopes) {
      if (within === scope) {
        for (const k of [...this.instances(inner).keys()]) this.close(inner, k)
        this.opened(inner)?.clear()
      }
    }
    for (const [record, [within]] of this.recordSpecs) if (within === scope) this.book(record).clear()
  }
}
