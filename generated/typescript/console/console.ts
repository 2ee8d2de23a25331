// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/console.v1.yaml
// Regenerate: python -m generator generate
/**
 * Appwrite Console protocol (`appwrite.console/v1`), version 1.2.2.
 * Zero dependencies: copy this file and runtime.ts (the helpers it imports) into the Console,
 * or depend on the package.
 */
import {
  type ArgumentReasons,
  type UntilStable,
  hasLoneSurrogate,
  isPlainObject,
  isPySpace,
  own,
  pyStrip,
  pyText,
  readArgument,
  readJsonText,
  restoreStackTraces,
  stopStackTraces,
  untilStable,
  valueTooDeep,
} from './runtime.js'

/** Wire protocol id — bump only on breaking changes. */
export type ConsoleProtocolId = 'appwrite.console/v1'

export type ConsoleEnvelope = {
  protocol: ConsoleProtocolId
  actions: ConsoleAction[]
}

export type ConsoleTheme = 'light' | 'dark' | 'system'

export type CreateResourceType = 'database' | 'bucket' | 'user' | 'team' | 'function' | 'site'

export type ConsoleDialog =
  'invite_member' | 'create_project' | 'connect_mcp' | 'shortcuts' | 'docs_search' | 'feedback' | 'support'

export type ConsoleToastLevel = 'success' | 'error' | 'info' | 'warning'

export type ConsolePaneContent = 'agent' | 'docs' | 'none'

export type ConsoleMutation = 'create' | 'update' | 'delete'

export type ConsoleChartType = 'area' | 'bar'

export type ConsoleChartKind = 'events' | 'gauges'

export type ConsoleAxisFormat = 'count' | 'bytes' | 'gbhours'

export type ConsoleResourceItem = {
  /** Appwrite `$id` */
  resourceId: string
  /** Primary label (name) */
  title: string
  /** Secondary line */
  subtitle?: string
  /** Deep link into Console, a Console-relative path such as `/project/{id}/databases/{db}` (prefer always when project context is known) */
  href?: string
  /** Status badge text */
  status?: string
  /** Display-only `{ label, value }[]` for the card footer */
  metadata?: ConsoleMetadataEntry[]
  /** Typed attributes for Console filters / validation (email, phone, status, enabled, region, …); prefer this over parsing metadata */
  fields?: Record<string, string | number | boolean | null>
}

export type ConsoleMetadataEntry = {
  label: string
  /** A number or boolean is sent as its string form. */
  value: string
}

export type ConsoleColumn = {
  key: string
  label: string
}

export type ConsoleChartMetric = {
  metric: string
  points: ConsoleChartPoint[]
}

export type ConsoleChartPoint = {
  time: string
  value: number
  label?: string
}

export type ConsoleAction =
  | { type: 'set_theme'; theme: ConsoleTheme }
  | {
      type: 'navigate'
      /** Must start with `/` */
      path: string
      /** With or without `#`; maps to `#card-*` scroll targets */
      hash?: string
      /** History replace vs push */
      replace?: boolean
    }
  | {
      type: 'open_create'
      resource: CreateResourceType
      /** Defaults to current project context */
      projectId?: string
    }
  | {
      type: 'open_dialog'
      dialog: ConsoleDialog
      /** When the dialog is project-scoped */
      projectId?: string
    }
  | {
      type: 'toast'
      level: ConsoleToastLevel
      /** Short title */
      message: string
      /** Supporting text */
      description?: string
    }
  | { type: 'show_pane'; content: ConsolePaneContent }
  | { type: 'toggle_terminal' }
  | {
      type: 'scroll_to_card'
      /** With or without `card-` prefix; engine strips leading `card-` */
      cardId: string
    }
  | ({
      type: 'resource'
      mutation: ConsoleMutation
      /** Free-form Appwrite resource kind (`database`, `bucket`, `user`, `function`, `site`, `table`, `file`, `team`, …) */
      resourceType: string
    } & ConsoleResourceItem)
  | {
      type: 'resource_list'
      /** Kind for the whole list (`database`, `user`, …) */
      resourceType: string
      /** Array of rows (may be empty) */
      items: ConsoleResourceItem[]
      /** Heading shown above the list (“Databases”, “Users”) */
      title?: string
      /** Short context under the heading */
      description?: string
      /** Deep link to the full Console list page */
      listHref?: string
      /** Shown when `items` is empty */
      emptyMessage?: string
      /** Total matches, which may exceed `items.length` when the list is truncated or paginated; defaults to `items.length` when omitted */
      total?: number
      /** Scope hint for Console URL builders */
      projectId?: string
      /** Optional column hints for a table layout, `{ key, label }[]`; `key` should match `items[].fields` keys */
      columns?: ConsoleColumn[]
    }
  | {
      /**
       * Usage chart from usage_list_events / usage_list_gauges.
       * Prefer passing `metrics` straight through from the usage API response.
       */
      type: 'chart'
      /** Chart heading */
      title: string
      /** Non-empty array; prefer pass-through from the usage API `metrics[]`; each is `{ metric, points }` with the exact metric id and the `{ time, value }` points from the usage API */
      metrics: ConsoleChartMetric[]
      /** Short context under the heading */
      description?: string
      /** Display unit next to the total (e.g. `"requests"`) */
      unitLabel?: string
      /** Bucket size from the usage API, `1m` / `15m` / `30m` / `1h` / `1d`; always set for "last 24h" / trend questions */
      interval?: string
      /** ISO 8601 window start passed to the usage tool (recommended) */
      startAt?: string
      /** ISO 8601 window end passed to the usage tool (recommended) */
      endAt?: string
      /** Deep link to Console usage */
      href?: string
      /** Project of the usage data */
      projectId?: string
      /** `area` (default, time series) or `bar` (categorical breakdowns / labeled points) */
      chartType?: ConsoleChartType
      /** `events` (default; zero-fills missing buckets) or `gauges` (carries the last value forward) */
      kind?: ConsoleChartKind
      /** `count` / `bytes` / `gbhours` */
      axisFormat?: ConsoleAxisFormat
      /** Vs previous period */
      changePercent?: number
    }
  | {
      type: 'refresh'
      /** Non-empty string array, lowercased by the engine */
      scopes: string[]
    }

export type ConsoleSetThemeAction = Extract<ConsoleAction, { type: 'set_theme' }>
export type ConsoleNavigateAction = Extract<ConsoleAction, { type: 'navigate' }>
export type ConsoleOpenCreateAction = Extract<ConsoleAction, { type: 'open_create' }>
export type ConsoleOpenDialogAction = Extract<ConsoleAction, { type: 'open_dialog' }>
export type ConsoleToastAction = Extract<ConsoleAction, { type: 'toast' }>
export type ConsoleShowPaneAction = Extract<ConsoleAction, { type: 'show_pane' }>
export type ConsoleToggleTerminalAction = Extract<ConsoleAction, { type: 'toggle_terminal' }>
export type ConsoleScrollToCardAction = Extract<ConsoleAction, { type: 'scroll_to_card' }>
export type ConsoleResourceAction = Extract<ConsoleAction, { type: 'resource' }>
export type ConsoleResourceListAction = Extract<ConsoleAction, { type: 'resource_list' }>
export type ConsoleChartAction = Extract<ConsoleAction, { type: 'chart' }>
export type ConsoleRefreshAction = Extract<ConsoleAction, { type: 'refresh' }>

export const CONSOLE_PROTOCOL: ConsoleProtocolId = 'appwrite.console/v1'
export const CONSOLE_PROTOCOL_VERSION = '1.2.2'
export const CONSOLE_TOOL_NAME = 'console'
/** Actions in one console call. */
export const MAX_ACTIONS = 20
/** Rows in one resource_list. */
export const MAX_RESOURCE_LIST_ITEMS = 50
/** `{ label, value }` entries on one resource item. */
export const MAX_METADATA_ENTRIES = 20
/** Entries in one resource item's `fields` map. */
export const MAX_FIELD_ENTRIES = 40
/** Column hints on one resource_list. */
export const MAX_COLUMNS = 12
/** Metrics in one chart. */
export const MAX_CHART_METRICS = 10
/** Points in one chart metric. */
export const MAX_CHART_POINTS = 5000
/** Bytes of JSON text in one tool argument (6 MiB). The largest valid chart, 10 metrics × 5000 labelled points, is about 4 MB. */
export const MAX_ARGUMENT_BYTES = 6291456
/** Nesting of arrays and objects in one tool argument (a valid chart nests 6 deep). */
export const MAX_NESTING_DEPTH = 32
export const ACTION_TYPES = [
  'set_theme',
  'navigate',
  'open_create',
  'open_dialog',
  'toast',
  'show_pane',
  'toggle_terminal',
  'scroll_to_card',
  'resource',
  'resource_list',
  'chart',
  'refresh',
] as const
export const THEME_VALUES = ['light', 'dark', 'system'] as const
export const CREATE_RESOURCE_TYPE_VALUES = ['database', 'bucket', 'user', 'team', 'function', 'site'] as const
export const DIALOG_VALUES = [
  'invite_member',
  'create_project',
  'connect_mcp',
  'shortcuts',
  'docs_search',
  'feedback',
  'support',
] as const
export const TOAST_LEVEL_VALUES = ['success', 'error', 'info', 'warning'] as const
export const PANE_CONTENT_VALUES = ['agent', 'docs', 'none'] as const
export const MUTATION_VALUES = ['create', 'update', 'delete'] as const
export const CHART_TYPE_VALUES = ['area', 'bar'] as const
export const CHART_KIND_VALUES = ['events', 'gauges'] as const
export const AXIS_FORMAT_VALUES = ['count', 'bytes', 'gbhours'] as const

/** A value that breaks the protocol; `path` names the bad field (`actions[2].items[7].title`). */
export class ConsoleProtocolError extends Error {
  readonly path: string
  readonly reason: string

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason)
    this.name = 'ConsoleProtocolError'
    this.path = path
    this.reason = reason
  }

  /** The same error seen from the enclosing value at `outer`. */
  within(outer: string): ConsoleProtocolError {
    if (!this.path) return new ConsoleProtocolError(outer, this.reason)
    return new ConsoleProtocolError(
      this.path.startsWith('[') ? outer + this.path : `${outer}.${this.path}`,
      this.reason,
    )
  }
}

/** [strip, {remove_prefix: "#"}]: the first pass rule by rule, then every later pass at once. */
const UNTIL_STABLE_0: UntilStable = [
  ['strip', new RegExp('(?:\\u0023)*', 'y')],
  new RegExp('[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\u0023]*', 'y'),
]

/** [strip, {remove_prefix: "card-"}]: the first pass rule by rule, then every later pass at once. */
const UNTIL_STABLE_1: UntilStable = [
  ['strip', new RegExp('(?:card\\u002d)*', 'y')],
  new RegExp(
    '(?:[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+|card\\u002d){0,4096}',
    'y',
  ),
]

const MAX_MAGNITUDE = 9007199254740991
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])
// Why the tool argument is refused: empty, too many bytes, nested too deep, not JSON ({} takes
// the parser's words); '' for a limit the spec does not set (the runtime's readArgument).
const ARGUMENT_REASONS: ArgumentReasons = [
  'must not be empty',
  `must be at most ${MAX_ARGUMENT_BYTES} bytes of JSON`,
  `must not nest deeper than ${MAX_NESTING_DEPTH} levels`,
  'is not valid JSON ({})',
]

function rethrowWithin(exc: unknown, outer: string): unknown {
  return exc instanceof ConsoleProtocolError ? exc.within(outer) : exc
}
const _PATTERN_0 = new RegExp(
  '^/(?![/\\\\])[^\\\\\\x00-\\x20\\x7f-\\x9f\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$',
  'u',
)

// ---- one checker per shape and per action type, in spec order
//
// WORKING VALUES: each checker moves a value through `v` and normalises it in place
// (`v = pyStrip(v)`). TypeScript cannot narrow an `unknown` variable by reassignment, so `v` is
// `any`; every use of it sits right after the typeof/Array.isArray check that makes it safe.

function checkResourceItem(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['resourceId']
  if (v === undefined || v === null) throw new ConsoleProtocolError('resourceId', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('resourceId', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('resourceId', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('resourceId', 'must not contain NUL or unpaired surrogate characters')
  const fResourceId = v

  v = raw['title']
  if (v === undefined || v === null) throw new ConsoleProtocolError('title', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('title', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('title', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
  const fTitle = v

  const out: Record<string, unknown> = { resourceId: fResourceId, title: fTitle }

  v = raw['subtitle']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('subtitle', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('subtitle', 'must not contain NUL or unpaired surrogate characters')
      out['subtitle'] = v
    }
  }

  v = raw['href']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('href', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('href', 'must not contain NUL or unpaired surrogate characters')
      if (!_PATTERN_0.test(v))
        throw new ConsoleProtocolError(
          'href',
          "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
      out['href'] = v
    }
  }

  v = raw['status']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('status', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('status', 'must not contain NUL or unpaired surrogate characters')
      out['status'] = v
    }
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new ConsoleProtocolError('metadata', 'must be an array')
    if (v.length > MAX_METADATA_ENTRIES)
      throw new ConsoleProtocolError('metadata', `must have at most ${MAX_METADATA_ENTRIES} items`)
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkMetadataEntry(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `metadata[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['metadata'] = v
  }

  v = raw['fields']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new ConsoleProtocolError('fields', 'must be an object')
    if (Object.keys(v).length > MAX_FIELD_ENTRIES)
      throw new ConsoleProtocolError('fields', `must have at most ${MAX_FIELD_ENTRIES} entries`)
    const vout: Record<string, unknown> = {}
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      vk = pyStrip(vk)
      if (vk === '') throw new ConsoleProtocolError('fields', 'keys must not be empty')
      if (vk.includes('\0') || hasLoneSurrogate(vk))
        throw new ConsoleProtocolError(`fields.${vk}`, 'must not contain NUL or unpaired surrogate characters')
      if (FORBIDDEN_KEYS.has(vk)) throw new ConsoleProtocolError(`fields.${vk}`, 'is not an allowed key')
      if (!(vx === null || typeof vx === 'string' || typeof vx === 'number' || typeof vx === 'boolean' || false)) {
        throw new ConsoleProtocolError(`fields.${vk}`, 'must be string, number, boolean, null')
      }
      if (typeof vx === 'string') {
        if (vx.includes('\0') || hasLoneSurrogate(vx))
          throw new ConsoleProtocolError(`fields.${vk}`, 'must not contain NUL or unpaired surrogate characters')
      }
      if (typeof vx === 'number') {
        if (!(vx >= -MAX_MAGNITUDE && vx <= MAX_MAGNITUDE))
          throw new ConsoleProtocolError(`fields.${vk}`, 'must be a finite number within ±9007199254740991')
      }
      vout[vk] = vx
    }
    Object.setPrototypeOf(vout, null) // as Object.create(null) makes it, but filled in V8's fast mode
    v = vout
    out['fields'] = v
  }

  return out
}

function checkMetadataEntry(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['label']
  if (v === undefined || v === null) throw new ConsoleProtocolError('label', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('label', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('label', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('label', 'must not contain NUL or unpaired surrogate characters')
  const fLabel = v

  v = raw['value']
  if (v === undefined || v === null) throw new ConsoleProtocolError('value', 'is required')
  if (typeof v === 'boolean') {
    v = pyText(v)
  } else if (typeof v === 'number') {
    if (!(v >= -MAX_MAGNITUDE && v <= MAX_MAGNITUDE))
      throw new ConsoleProtocolError('value', 'must be a finite number within ±9007199254740991')
    v = pyText(v)
  } else if (typeof v === 'string') {
    if (v.includes('\0') || hasLoneSurrogate(v))
      throw new ConsoleProtocolError('value', 'must not contain NUL or unpaired surrogate characters')
  } else {
    throw new ConsoleProtocolError('value', 'must be a string, number or boolean')
  }
  const fValue = v

  const out: Record<string, unknown> = { label: fLabel, value: fValue }

  return out
}

function checkColumn(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['key']
  if (v === undefined || v === null) throw new ConsoleProtocolError('key', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('key', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('key', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('key', 'must not contain NUL or unpaired surrogate characters')
  const fKey = v

  v = raw['label']
  if (v === undefined || v === null) throw new ConsoleProtocolError('label', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('label', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('label', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('label', 'must not contain NUL or unpaired surrogate characters')
  const fLabel = v

  const out: Record<string, unknown> = { key: fKey, label: fLabel }

  return out
}

function checkChartMetric(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['metric']
  if (v === undefined || v === null) throw new ConsoleProtocolError('metric', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('metric', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('metric', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('metric', 'must not contain NUL or unpaired surrogate characters')
  const fMetric = v

  v = raw['points']
  if (v === undefined || v === null) throw new ConsoleProtocolError('points', 'is required')
  if (!Array.isArray(v)) throw new ConsoleProtocolError('points', 'must be an array')
  if (v.length > MAX_CHART_POINTS)
    throw new ConsoleProtocolError('points', `must have at most ${MAX_CHART_POINTS} items`)
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkChartPoint(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `points[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  const fPoints = v

  const out: Record<string, unknown> = { metric: fMetric, points: fPoints }

  return out
}

function checkChartPoint(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError('', 'must be an object')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['time']
  if (v === undefined || v === null) throw new ConsoleProtocolError('time', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('time', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('time', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('time', 'must not contain NUL or unpaired surrogate characters')
  const fTime = v

  v = raw['value']
  if (v === undefined || v === null) throw new ConsoleProtocolError('value', 'is required')
  if (typeof v !== 'number') throw new ConsoleProtocolError('value', 'must be a number')
  if (!(v >= -MAX_MAGNITUDE && v <= MAX_MAGNITUDE))
    throw new ConsoleProtocolError('value', 'must be a finite number within ±9007199254740991')
  const fValue = v

  const out: Record<string, unknown> = { time: fTime, value: fValue }

  v = raw['label']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('label', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('label', 'must not contain NUL or unpaired surrogate characters')
      out['label'] = v
    }
  }

  return out
}

function checkSetThemeAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['theme']
  if (v === undefined || v === null) throw new ConsoleProtocolError('theme', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('theme', 'must be one of light, dark, system')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 6) throw new ConsoleProtocolError('theme', 'must be one of light, dark, system')
  v = v.toLowerCase()
  if (!(THEME_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError('theme', 'must be one of light, dark, system')
  }
  const fTheme = v

  const out: Record<string, unknown> = { type: 'set_theme', theme: fTheme }

  return out
}

function checkNavigateAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['path']
  if (v === undefined || v === null) throw new ConsoleProtocolError('path', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('path', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('path', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('path', 'must not contain NUL or unpaired surrogate characters')
  if (!_PATTERN_0.test(v))
    throw new ConsoleProtocolError(
      'path',
      "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
    )
  const fPath = v

  const out: Record<string, unknown> = { type: 'navigate', path: fPath }

  v = raw['hash']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('hash', 'must be a string')
    if (isPySpace(v.charCodeAt(0)) || isPySpace(v.charCodeAt(v.length - 1)) || v.startsWith('#')) {
      v = untilStable(v, UNTIL_STABLE_0)
    }
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('hash', 'must not contain NUL or unpaired surrogate characters')
      out['hash'] = v
    }
  }

  v = raw['replace']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'boolean') throw new ConsoleProtocolError('replace', 'must be a boolean')
    out['replace'] = v
  }

  return out
}

function checkOpenCreateAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['resource']
  if (v === undefined || v === null) throw new ConsoleProtocolError('resource', 'is required')
  if (typeof v !== 'string')
    throw new ConsoleProtocolError('resource', 'must be one of database, bucket, user, team, function, site')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 8)
    throw new ConsoleProtocolError('resource', 'must be one of database, bucket, user, team, function, site')
  v = v.toLowerCase()
  if (!(CREATE_RESOURCE_TYPE_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError('resource', 'must be one of database, bucket, user, team, function, site')
  }
  const fResource = v

  const out: Record<string, unknown> = { type: 'open_create', resource: fResource }

  v = raw['projectId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('projectId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('projectId', 'must not contain NUL or unpaired surrogate characters')
      out['projectId'] = v
    }
  }

  return out
}

function checkOpenDialogAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['dialog']
  if (v === undefined || v === null) throw new ConsoleProtocolError('dialog', 'is required')
  if (typeof v !== 'string')
    throw new ConsoleProtocolError(
      'dialog',
      'must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support',
    )
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 14)
    throw new ConsoleProtocolError(
      'dialog',
      'must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support',
    )
  v = v.toLowerCase()
  if (!(DIALOG_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError(
      'dialog',
      'must be one of invite_member, create_project, connect_mcp, shortcuts, docs_search, feedback, support',
    )
  }
  const fDialog = v

  const out: Record<string, unknown> = { type: 'open_dialog', dialog: fDialog }

  v = raw['projectId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('projectId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('projectId', 'must not contain NUL or unpaired surrogate characters')
      out['projectId'] = v
    }
  }

  return out
}

function checkToastAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['level']
  if (v === undefined || v === null) throw new ConsoleProtocolError('level', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('level', 'must be one of success, error, info, warning')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 7) throw new ConsoleProtocolError('level', 'must be one of success, error, info, warning')
  v = v.toLowerCase()
  if (!(TOAST_LEVEL_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError('level', 'must be one of success, error, info, warning')
  }
  const fLevel = v

  v = raw['message']
  if (v === undefined || v === null) throw new ConsoleProtocolError('message', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('message', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('message', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('message', 'must not contain NUL or unpaired surrogate characters')
  const fMessage = v

  const out: Record<string, unknown> = { type: 'toast', level: fLevel, message: fMessage }

  v = raw['description']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('description', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('description', 'must not contain NUL or unpaired surrogate characters')
      out['description'] = v
    }
  }

  return out
}

function checkShowPaneAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['content']
  if (v === undefined || v === null) throw new ConsoleProtocolError('content', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('content', 'must be one of agent, docs, none')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 5) throw new ConsoleProtocolError('content', 'must be one of agent, docs, none')
  v = v.toLowerCase()
  if (!(PANE_CONTENT_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError('content', 'must be one of agent, docs, none')
  }
  const fContent = v

  const out: Record<string, unknown> = { type: 'show_pane', content: fContent }

  return out
}

function checkToggleTerminalAction(_raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'toggle_terminal' }

  return out
}

function checkScrollToCardAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['cardId']
  if (v === undefined || v === null) throw new ConsoleProtocolError('cardId', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('cardId', 'must be a string')
  if (isPySpace(v.charCodeAt(0)) || isPySpace(v.charCodeAt(v.length - 1)) || v.startsWith('card-')) {
    v = untilStable(v, UNTIL_STABLE_1)
  }
  if (v === '') throw new ConsoleProtocolError('cardId', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('cardId', 'must not contain NUL or unpaired surrogate characters')
  const fCardId = v

  const out: Record<string, unknown> = { type: 'scroll_to_card', cardId: fCardId }

  return out
}

function checkResourceAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['mutation']
  if (v === undefined || v === null) throw new ConsoleProtocolError('mutation', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('mutation', 'must be one of create, update, delete')
  v = pyStrip(v)
  // too long for any value: lowercasing never shortens
  if (v.length > 6) throw new ConsoleProtocolError('mutation', 'must be one of create, update, delete')
  v = v.toLowerCase()
  if (!(MUTATION_VALUES as readonly string[]).includes(v)) {
    throw new ConsoleProtocolError('mutation', 'must be one of create, update, delete')
  }
  const fMutation = v

  v = raw['resourceType']
  if (v === undefined || v === null) throw new ConsoleProtocolError('resourceType', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('resourceType', 'must be a string')
  v = pyStrip(v)
  v = v.toLowerCase()
  if (v === '') throw new ConsoleProtocolError('resourceType', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('resourceType', 'must not contain NUL or unpaired surrogate characters')
  const fResourceType = v

  v = raw['resourceId']
  if (v === undefined || v === null) throw new ConsoleProtocolError('resourceId', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('resourceId', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('resourceId', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('resourceId', 'must not contain NUL or unpaired surrogate characters')
  const fResourceId = v

  v = raw['title']
  if (v === undefined || v === null) throw new ConsoleProtocolError('title', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('title', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('title', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
  const fTitle = v

  const out: Record<string, unknown> = {
    type: 'resource',
    mutation: fMutation,
    resourceType: fResourceType,
    resourceId: fResourceId,
    title: fTitle,
  }

  v = raw['subtitle']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('subtitle', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('subtitle', 'must not contain NUL or unpaired surrogate characters')
      out['subtitle'] = v
    }
  }

  v = raw['href']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('href', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('href', 'must not contain NUL or unpaired surrogate characters')
      if (!_PATTERN_0.test(v))
        throw new ConsoleProtocolError(
          'href',
          "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
      out['href'] = v
    }
  }

  v = raw['status']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('status', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('status', 'must not contain NUL or unpaired surrogate characters')
      out['status'] = v
    }
  }

  v = raw['metadata']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new ConsoleProtocolError('metadata', 'must be an array')
    if (v.length > MAX_METADATA_ENTRIES)
      throw new ConsoleProtocolError('metadata', `must have at most ${MAX_METADATA_ENTRIES} items`)
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkMetadataEntry(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `metadata[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['metadata'] = v
  }

  v = raw['fields']
  if (v !== undefined && v !== null) {
    if (!isPlainObject(v)) throw new ConsoleProtocolError('fields', 'must be an object')
    if (Object.keys(v).length > MAX_FIELD_ENTRIES)
      throw new ConsoleProtocolError('fields', `must have at most ${MAX_FIELD_ENTRIES} entries`)
    const vout: Record<string, unknown> = {}
    for (const [vk0, vx] of Object.entries(v)) {
      let vk = vk0
      vk = pyStrip(vk)
      if (vk === '') throw new ConsoleProtocolError('fields', 'keys must not be empty')
      if (vk.includes('\0') || hasLoneSurrogate(vk))
        throw new ConsoleProtocolError(`fields.${vk}`, 'must not contain NUL or unpaired surrogate characters')
      if (FORBIDDEN_KEYS.has(vk)) throw new ConsoleProtocolError(`fields.${vk}`, 'is not an allowed key')
      if (!(vx === null || typeof vx === 'string' || typeof vx === 'number' || typeof vx === 'boolean' || false)) {
        throw new ConsoleProtocolError(`fields.${vk}`, 'must be string, number, boolean, null')
      }
      if (typeof vx === 'string') {
        if (vx.includes('\0') || hasLoneSurrogate(vx))
          throw new ConsoleProtocolError(`fields.${vk}`, 'must not contain NUL or unpaired surrogate characters')
      }
      if (typeof vx === 'number') {
        if (!(vx >= -MAX_MAGNITUDE && vx <= MAX_MAGNITUDE))
          throw new ConsoleProtocolError(`fields.${vk}`, 'must be a finite number within ±9007199254740991')
      }
      vout[vk] = vx
    }
    Object.setPrototypeOf(vout, null) // as Object.create(null) makes it, but filled in V8's fast mode
    v = vout
    out['fields'] = v
  }

  return out
}

function checkResourceListAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['resourceType']
  if (v === undefined || v === null) throw new ConsoleProtocolError('resourceType', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('resourceType', 'must be a string')
  v = pyStrip(v)
  v = v.toLowerCase()
  if (v === '') throw new ConsoleProtocolError('resourceType', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('resourceType', 'must not contain NUL or unpaired surrogate characters')
  const fResourceType = v

  v = raw['items']
  if (v === undefined || v === null) throw new ConsoleProtocolError('items', 'is required')
  if (!Array.isArray(v)) throw new ConsoleProtocolError('items', 'must be an array')
  if (v.length > MAX_RESOURCE_LIST_ITEMS)
    throw new ConsoleProtocolError('items', `must have at most ${MAX_RESOURCE_LIST_ITEMS} items`)
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkResourceItem(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `items[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  const fItems = v

  const out: Record<string, unknown> = { type: 'resource_list', resourceType: fResourceType, items: fItems }

  v = raw['title']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('title', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
      out['title'] = v
    }
  }

  v = raw['description']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('description', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('description', 'must not contain NUL or unpaired surrogate characters')
      out['description'] = v
    }
  }

  v = raw['listHref']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('listHref', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('listHref', 'must not contain NUL or unpaired surrogate characters')
      if (!_PATTERN_0.test(v))
        throw new ConsoleProtocolError(
          'listHref',
          "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
      out['listHref'] = v
    }
  }

  v = raw['emptyMessage']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('emptyMessage', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('emptyMessage', 'must not contain NUL or unpaired surrogate characters')
      out['emptyMessage'] = v
    }
  }

  v = raw['total']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new ConsoleProtocolError('total', 'must be an integer')
    if (!(v >= -MAX_MAGNITUDE && v <= MAX_MAGNITUDE))
      throw new ConsoleProtocolError('total', 'must be a finite number within ±9007199254740991')
    if (v < 0) throw new ConsoleProtocolError('total', 'must be at least 0')
    out['total'] = v
  } else if (Array.isArray(out['items']) && (out['items'] as unknown[]).length > 0) {
    out['total'] = (out['items'] as unknown[]).length
  }

  v = raw['projectId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('projectId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('projectId', 'must not contain NUL or unpaired surrogate characters')
      out['projectId'] = v
    }
  }

  v = raw['columns']
  if (v !== undefined && v !== null) {
    if (!Array.isArray(v)) throw new ConsoleProtocolError('columns', 'must be an array')
    if (v.length < 1) throw new ConsoleProtocolError('columns', 'must not be empty')
    if (v.length > MAX_COLUMNS) throw new ConsoleProtocolError('columns', `must have at most ${MAX_COLUMNS} items`)
    const vout: unknown[] = []
    for (let vi = 0; vi < v.length; vi++) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
      let ve: any = v[vi]
      try {
        ve = checkColumn(ve)
      } catch (exc) {
        throw rethrowWithin(exc, `columns[${vi}]`)
      }
      vout.push(ve)
    }
    v = vout
    out['columns'] = v
  }

  return out
}

function checkChartAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['title']
  if (v === undefined || v === null) throw new ConsoleProtocolError('title', 'is required')
  if (typeof v !== 'string') throw new ConsoleProtocolError('title', 'must be a string')
  v = pyStrip(v)
  if (v === '') throw new ConsoleProtocolError('title', 'must not be empty')
  if (v.includes('\0') || hasLoneSurrogate(v))
    throw new ConsoleProtocolError('title', 'must not contain NUL or unpaired surrogate characters')
  const fTitle = v

  v = raw['metrics']
  if (v === undefined || v === null) throw new ConsoleProtocolError('metrics', 'is required')
  if (!Array.isArray(v)) throw new ConsoleProtocolError('metrics', 'must be an array')
  if (v.length < 1) throw new ConsoleProtocolError('metrics', 'must not be empty')
  if (v.length > MAX_CHART_METRICS)
    throw new ConsoleProtocolError('metrics', `must have at most ${MAX_CHART_METRICS} items`)
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    try {
      ve = checkChartMetric(ve)
    } catch (exc) {
      throw rethrowWithin(exc, `metrics[${vi}]`)
    }
    vout.push(ve)
  }
  v = vout
  const fMetrics = v

  const out: Record<string, unknown> = { type: 'chart', title: fTitle, metrics: fMetrics }

  v = raw['description']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('description', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('description', 'must not contain NUL or unpaired surrogate characters')
      out['description'] = v
    }
  }

  v = raw['unitLabel']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('unitLabel', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('unitLabel', 'must not contain NUL or unpaired surrogate characters')
      out['unitLabel'] = v
    }
  }

  v = raw['interval']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('interval', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('interval', 'must not contain NUL or unpaired surrogate characters')
      out['interval'] = v
    }
  }

  v = raw['startAt']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('startAt', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('startAt', 'must not contain NUL or unpaired surrogate characters')
      out['startAt'] = v
    }
  }

  v = raw['endAt']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('endAt', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('endAt', 'must not contain NUL or unpaired surrogate characters')
      out['endAt'] = v
    }
  }

  v = raw['href']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('href', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('href', 'must not contain NUL or unpaired surrogate characters')
      if (!_PATTERN_0.test(v))
        throw new ConsoleProtocolError(
          'href',
          "must be a Console-relative path: one leading '/', no backslash, whitespace or control characters",
        )
      out['href'] = v
    }
  }

  v = raw['projectId']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('projectId', 'must be a string')
    v = pyStrip(v)
    if (v !== '') {
      if (v.includes('\0') || hasLoneSurrogate(v))
        throw new ConsoleProtocolError('projectId', 'must not contain NUL or unpaired surrogate characters')
      out['projectId'] = v
    }
  }

  v = raw['chartType']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('chartType', 'must be one of area, bar')
    v = pyStrip(v)
    // too long for any value: lowercasing never shortens
    if (v.length > 4) throw new ConsoleProtocolError('chartType', 'must be one of area, bar')
    v = v.toLowerCase()
    if (v !== '') {
      if (!(CHART_TYPE_VALUES as readonly string[]).includes(v)) {
        throw new ConsoleProtocolError('chartType', 'must be one of area, bar')
      }
      out['chartType'] = v
    }
  }

  v = raw['kind']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('kind', 'must be one of events, gauges')
    v = pyStrip(v)
    // too long for any value: lowercasing never shortens
    if (v.length > 6) throw new ConsoleProtocolError('kind', 'must be one of events, gauges')
    v = v.toLowerCase()
    if (v !== '') {
      if (!(CHART_KIND_VALUES as readonly string[]).includes(v)) {
        throw new ConsoleProtocolError('kind', 'must be one of events, gauges')
      }
      out['kind'] = v
    }
  }

  v = raw['axisFormat']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'string') throw new ConsoleProtocolError('axisFormat', 'must be one of count, bytes, gbhours')
    v = pyStrip(v)
    // too long for any value: lowercasing never shortens
    if (v.length > 7) throw new ConsoleProtocolError('axisFormat', 'must be one of count, bytes, gbhours')
    v = v.toLowerCase()
    if (v !== '') {
      if (!(AXIS_FORMAT_VALUES as readonly string[]).includes(v)) {
        throw new ConsoleProtocolError('axisFormat', 'must be one of count, bytes, gbhours')
      }
      out['axisFormat'] = v
    }
  }

  v = raw['changePercent']
  if (v !== undefined && v !== null) {
    if (typeof v !== 'number') throw new ConsoleProtocolError('changePercent', 'must be a number')
    if (!(v >= -MAX_MAGNITUDE && v <= MAX_MAGNITUDE))
      throw new ConsoleProtocolError('changePercent', 'must be a finite number within ±9007199254740991')
    out['changePercent'] = v
  }

  return out
}

function checkRefreshAction(raw: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES above
  let v: any
  v = raw['scopes']
  if (v === undefined || v === null) throw new ConsoleProtocolError('scopes', 'is required')
  if (!Array.isArray(v)) throw new ConsoleProtocolError('scopes', 'must be an array')
  if (v.length < 1) throw new ConsoleProtocolError('scopes', 'must not be empty')
  const vout: unknown[] = []
  for (let vi = 0; vi < v.length; vi++) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see WORKING VALUES
    let ve: any = v[vi]
    if (ve === undefined || ve === null) throw new ConsoleProtocolError(`scopes[${vi}]`, 'must not be null')
    if (typeof ve !== 'string') throw new ConsoleProtocolError(`scopes[${vi}]`, 'must be a string')
    ve = pyStrip(ve)
    ve = ve.toLowerCase()
    if (ve === '') throw new ConsoleProtocolError(`scopes[${vi}]`, 'must not be empty')
    if (ve.includes('\0') || hasLoneSurrogate(ve))
      throw new ConsoleProtocolError(`scopes[${vi}]`, 'must not contain NUL or unpaired surrogate characters')
    vout.push(ve)
  }
  v = vout
  const fScopes = v

  const out: Record<string, unknown> = { type: 'refresh', scopes: fScopes }

  return out
}

const CHECKERS = new Map<string, (raw: Record<string, unknown>) => Record<string, unknown>>([
  ['set_theme', checkSetThemeAction],
  ['navigate', checkNavigateAction],
  ['open_create', checkOpenCreateAction],
  ['open_dialog', checkOpenDialogAction],
  ['toast', checkToastAction],
  ['show_pane', checkShowPaneAction],
  ['toggle_terminal', checkToggleTerminalAction],
  ['scroll_to_card', checkScrollToCardAction],
  ['resource', checkResourceAction],
  ['resource_list', checkResourceListAction],
  ['chart', checkChartAction],
  ['refresh', checkRefreshAction],
])

const UNKNOWN_KIND_REASON =
  'must be one of set_theme, navigate, open_create, open_dialog, toast, show_pane, toggle_terminal, scroll_to_card, resource, resource_list, chart, refresh'

/** Check one action and return its canonical form; throws ConsoleProtocolError. */
export function validateConsoleAction(raw: unknown, path = 'action'): ConsoleAction {
  if (!isPlainObject(raw)) throw new ConsoleProtocolError(path, 'must be an object')
  const sent = raw['type']
  if (typeof sent !== 'string') throw new ConsoleProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  let kind: string = sent
  kind = pyStrip(kind)
  const checker = CHECKERS.get(kind)
  if (checker === undefined) throw new ConsoleProtocolError(`${path}.type`, UNKNOWN_KIND_REASON)
  try {
    return checker(raw) as unknown as ConsoleAction
  } catch (exc) {
    throw rethrowWithin(exc, path)
  }
}

/** The tool argument (JSON text, one object, or an array) as a list of raw actions. */
export function parseConsoleActionsArg(actions: unknown): unknown[] {
  const read = readArgument(actions, MAX_ARGUMENT_BYTES, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
  if ('fault' in read) throw new ConsoleProtocolError('actions', read.fault)
  const value = read.value
  if (isPlainObject(value)) return [value]
  if (!Array.isArray(value))
    throw new ConsoleProtocolError('actions', 'must be a JSON array of actions or one action object')
  if (value.length < 1) throw new ConsoleProtocolError('actions', 'must not be empty')
  if (value.length > MAX_ACTIONS) throw new ConsoleProtocolError('actions', `must have at most ${MAX_ACTIONS} items`)
  return value as unknown[]
}

/** Validate every action in order (the first error fails) and wrap them in the envelope. */
export function buildConsoleEnvelope(actions: unknown): ConsoleEnvelope {
  const items = parseConsoleActionsArg(actions).map((item, i) => validateConsoleAction(item, `actions[${i}]`))
  const out: Record<string, unknown> = { protocol: CONSOLE_PROTOCOL, actions: items }
  return out as ConsoleEnvelope
}

/** The canonical envelope as compact JSON, the same value Python's emit_console_actions emits. */
export function emitConsoleActions(actions: unknown): string {
  return JSON.stringify(buildConsoleEnvelope(actions))
}

/**
 * One handler per action type, each typed by its action. Every type is required, so a type added in a
 * minor version makes a value of this type a compile error at upgrade: declare `Partial<…>` for applyConsoleActions.
 */
export type ConsoleActionHandlers<R = void> = {
  [K in ConsoleAction['type']]: (action: Extract<ConsoleAction, { type: K }>) => R
}

/**
 * Dispatch every action in array order (the Console checklist); returns the results.
 * Handlers may be left out: an action without one goes to `fallback` when it
 * is given and is skipped otherwise, so a type added in a minor version never stops this call
 * compiling. To be told of every new type at upgrade instead, opt in to applyConsoleActionsExhaustive.
 */
export function applyConsoleActions<R>(
  envelope: ConsoleEnvelope,
  handlers: Partial<ConsoleActionHandlers<R>>,
  fallback?: (action: ConsoleAction) => R,
): R[] {
  const out: R[] = []
  for (const item of envelope.actions) {
    const handler = handlers[item.type] as ((x: ConsoleAction) => R) | undefined
    if (handler) out.push(handler(item))
    else if (fallback) out.push(fallback(item))
  }
  return out
}

/**
 * Exhaustive dispatch, an explicit opt-in: one handler per action type, and leaving one out is
 * a compile error. So a type added in a minor version (compatible on the wire) becomes a
 * compile error here at upgrade until it has a handler; applyConsoleActions tolerates new types.
 */
export function applyConsoleActionsExhaustive<R>(envelope: ConsoleEnvelope, handlers: ConsoleActionHandlers<R>): R[] {
  return envelope.actions.map((item) => (handlers[item.type] as (x: ConsoleAction) => R)(item))
}

/** applyConsoleActions with a `fallback` that must be given: kept from before applyConsoleActions took one. */
export function applyConsoleActionsPartial<R>(
  envelope: ConsoleEnvelope,
  handlers: Partial<ConsoleActionHandlers<R>>,
  fallback: (action: ConsoleAction) => R,
): R[] {
  return envelope.actions.map((item) => {
    const handler = handlers[item.type] as ((x: ConsoleAction) => R) | undefined
    return handler ? handler(item) : fallback(item)
  })
}

/** One action the defensive parse left out, and why. */
export type ConsoleSkipped = { index: number; path: string; reason: string }

/** Like parseConsoleEnvelope, but also reports every action it skipped (for a debug panel). */
export function parseConsoleEnvelopeWithReport(
  output: unknown,
): { envelope: ConsoleEnvelope; skipped: ConsoleSkipped[] } | null {
  try {
    let parsed: unknown = output
    if (typeof output === 'string') {
      const text = pyStrip(output)
      if (text.startsWith('Error:')) return null
      const read = readJsonText(text, MAX_NESTING_DEPTH, ARGUMENT_REASONS)
      if ('fault' in read) return null
      parsed = read.value
    }
    if (!isPlainObject(parsed)) return null
    if (typeof output !== 'string' && valueTooDeep(parsed, MAX_NESTING_DEPTH, 1, new Map())) return null
    if (own(parsed, 'protocol') !== CONSOLE_PROTOCOL) return null
    const items = own(parsed, 'actions')
    if (!Array.isArray(items)) return null
    const kept: ConsoleAction[] = []
    const skipped: ConsoleSkipped[] = []
    let traces: number | null | undefined // Error.stackTraceLimit before it was set to 0
    try {
      items.forEach((item: unknown, index: number) => {
        try {
          const valid = validateConsoleAction(item, `actions[${index}]`)
          kept.push(valid)
        } catch (exc) {
          const known = exc instanceof ConsoleProtocolError
          skipped.push({
            index,
            path: known ? exc.path : `actions[${index}]`,
            reason: known ? exc.reason : String(exc),
          })
          // Each error past the first is only a path and a reason: no stack trace (V8 walks the
          // stack for every one, several times the cost of parsing a small item).
          if (traces === undefined) traces = stopStackTraces()
        }
      })
    } finally {
      if (traces !== undefined) restoreStackTraces(traces)
    }
    return { envelope: { protocol: CONSOLE_PROTOCOL, actions: kept }, skipped }
  } catch {
    return null
  }
}

/**
 * Detect a `console` tool result. Returns null for error strings (`Error: …`), text
 * that is not JSON, other protocol ids and envelopes without an `actions` array;
 * otherwise the envelope with every action the Console cannot use skipped.
 * Never throws.
 */
export function parseConsoleEnvelope(output: unknown): ConsoleEnvelope | null {
  return parseConsoleEnvelopeWithReport(output)?.envelope ?? null
}
