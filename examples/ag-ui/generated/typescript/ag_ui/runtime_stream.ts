// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: examples/ag-ui/spec/ag_ui.v1.yaml
// Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
// The runtime of a protocol's stream rules (spec/README.md, "Stream rules"): hand-written, copied
// verbatim as runtime_stream.ts into the packages of protocols that have a `stream`, and only
// those. The generated module extends StreamValidator with its rules and validator; the Python
// twin and the reference interpreter (generator/model/reference_stream.py) are what it must
// agree with.

/** A scope: [key field, within, agree fields, once, lane, tags a lane lets pass, first fields]. */
export type StreamScope = readonly [
  string | null,
  string | null,
  readonly string[],
  boolean,
  boolean,
  ReadonlySet<string>,
  readonly string[],
]

/**
 * A rule: [inside, closed, opens, closes, ends, known, warn, continues], scopes by name; known
 * is [[field, scopes], …], warn the checks whose failure is a warning.
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
]

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

  constructor(
    scopes: ReadonlyMap<string, StreamScope>,
    rules: ReadonlyMap<string, StreamRule>,
    otherwise: StreamRule | null,
    reasons: Readonly<Record<string, string>>,
    discriminator: string,
    validate: (raw: unknown, path: string) => unknown,
    isError: (exc: unknown) => exc is { path: string; reason: string },
    item: string,
  ) {
    this.scopes = scopes
    this.rules = rules
    this.otherwise = otherwise
    this.reasons = reasons
    this.discriminator = discriminator
    this.validate = validate
    this.isError = isError
    this.item = item
    for (const [name, scope] of scopes) {
      this.open.set(name, new Map())
      if (scope[3]) this.seen.set(name, new Set())
    }
    for (const rule of [...rules.values(), otherwise]) {
      for (const [, names] of rule === null ? [] : rule[5]) for (const n of names) this.seen.set(n, new Set())
    }
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
    if (rule === null) {
      this.endLanes(tag, null)
      return verdict(index)
    }
    let warned: Broken | null = null
    for (const broken of this.broken(rule, item)) {
      if (!rule[6].includes(broken[0])) return verdict(index, broken[1], broken[2], broken[3])
      warned ??= broken
    }
    this.endLanes(tag, rule[7])
    this.apply(rule, item)
    return warned === null ? verdict(index) : verdict(index, warned[1], warned[2], warned[3], true)
  }

  /** The checks `rule` makes that `item` fails, in order. */
  private broken(rule: StreamRule, item: Record<string, unknown>): Broken[] {
    const [inside, closed, opens, closes, ends, known, , continues] = rule
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
    return out
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
    const [, , opens, closes, ends, , , continues] = rule
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
        this.instances(opens).set(name, values)
      }
      this.opened(opens)?.add(name)
    }
    for (const ended of [closes, ends]) if (ended !== null) this.close(ended, this.key(ended, item))
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
    const field = this.scope(scope)[0]
    return field === null ? '' : String(item[field])
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
  }
}
