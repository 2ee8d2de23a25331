// The runtime of a protocol's stream rules (spec/README.md, "Stream rules"): hand-written, copied
// verbatim as runtime_stream.ts into the packages of protocols that have a `stream`, and only
// those. The generated module extends StreamValidator with its rules and validator; the Python
// twin and the reference interpreter (generator/model/reference_stream.py) are what it must
// agree with.

/** A rule: [inside, closed, opens, closes, ends], scopes by name. */
export type StreamRule = readonly [readonly string[], readonly string[], string | null, string | null, string | null]

/** An item's verdict: rule is null when it is accepted, 'valid' when the protocol refuses it. */
export type StreamVerdict = {
  index: number
  accepted: boolean
  rule: string | null
  path: string | null
  reason: string | null
}

function verdict(index: number, rule: string | null = null, path: string | null = null, reason: string | null = null) {
  return { index, accepted: rule === null, rule, path, reason }
}

/** Items fed one at a time; feed returns each one's verdict. An item that breaks a rule changes nothing. */
export class StreamValidator {
  private readonly open = new Map<string, Set<string>>()
  private index = 0

  constructor(
    private readonly scopes: ReadonlyMap<string, readonly [string | null, string | null]>, // name -> [key field, within]
    private readonly rules: ReadonlyMap<string, StreamRule>, // by the item's tag
    private readonly otherwise: StreamRule | null,
    private readonly reasons: Readonly<Record<string, string>>,
    private readonly discriminator: string,
    private readonly validate: (raw: unknown, path: string) => unknown,
    private readonly isError: (exc: unknown) => exc is { path: string; reason: string },
    private readonly item: string,
  ) {
    for (const name of scopes.keys()) this.open.set(name, new Set())
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
    const rule = this.rules.get(String(item[this.discriminator])) ?? this.otherwise
    if (rule === null) return verdict(index)
    const [inside, closed, opens, closes, ends] = rule
    for (const name of inside)
      if (!this.instances(name).has(this.key(name, item))) return this.fail(index, 'inside', name, item)
    for (const name of closed) if (this.instances(name).size > 0) return this.fail(index, 'closed', name, item)
    if (opens !== null && this.instances(opens).has(this.key(opens, item)))
      return this.fail(index, 'opens', opens, item)
    if (closes !== null && !this.instances(closes).has(this.key(closes, item))) {
      return this.fail(index, 'closes', closes, item)
    }
    if (opens !== null) this.instances(opens).add(this.key(opens, item))
    for (const ended of [closes, ends]) if (ended !== null) this.close(ended, this.key(ended, item))
    return verdict(index)
  }

  private instances(scope: string): Set<string> {
    return this.open.get(scope) as Set<string>
  }

  private key(scope: string, item: Record<string, unknown>): string {
    const field = (this.scopes.get(scope) as readonly [string | null, string | null])[0]
    return field === null ? '' : String(item[field])
  }

  private fail(index: number, check: string, scope: string, item: Record<string, unknown>): StreamVerdict {
    const keyed = (this.scopes.get(scope) as readonly [string | null, string | null])[0] !== null && check !== 'closed'
    const shown = keyed ? ` '${this.key(scope, item)}'` : ''
    const reason = (this.reasons[check] as string).replace('{scope}', () => scope).replace('{key}', () => shown)
    return verdict(index, `${check}:${scope}`, null, reason)
  }

  private close(scope: string, key: string): void {
    this.instances(scope).delete(key)
    for (const [inner, [, within]] of this.scopes) {
      if (within === scope) for (const k of [...this.instances(inner)]) this.close(inner, k)
    }
  }
}
