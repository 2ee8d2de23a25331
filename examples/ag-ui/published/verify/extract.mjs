// Translates @ag-ui/client's verifyEvents tests into stream cases (verify/cases.json): each
// test's events, the verdict its assertions hold the verifier to, and where it came from.
//
// Run once, by hand, to refresh cases.json (the test suite reads only the JSON):
//   node examples/ag-ui/published/verify/extract.mjs <ag-ui git dir> > /tmp/cases.json
// It reads the test files with `git show <commit>:<path>` from a checkout of
// ag-ui-protocol/ag-ui (the commits are in SOURCES below), compiles each with the project's
// TypeScript (transpile only), and runs it in this process with a stand-in for vitest's
// describe/it/expect and a recording verifyEvents: the real one of the pinned @ag-ui/client
// 1.0.0, with a tap on its input. AG-UI's test code is executed, not copied: what is kept is
// each test's events (data) and its name. A test whose assertions pass against 1.0.0's verifier
// expects what that verifier did; one whose assertions fail (the unterminated-run tests:
// 1.0.0 does not check the end of a stream) expects the opposite outcome, marked so.
//
// Completion. The tests build events with TypeScript casts (`as RunFinishedEvent`), so some send
// an event AG-UI's own schema refuses for a field the test's assertion is not about (mostly
// RUN_FINISHED without `threadId`/`runId`). `complete` fills in exactly the fields
// @ag-ui/core 1.0.0's EventSchema reports as required and absent, and only those in FILL, and
// records each one in the case (`completed: [{event, field, value}]`; `events` stays as the test
// sent it): the ids of the run a RUN_FINISHED closes, copied from its RUN_STARTED (and those of
// a RUN_STARTED's `input`, from the RUN_STARTED itself); `value: null`
// on CUSTOM; a placeholder `encryptedValue`; an ACTIVITY_DELTA's `activityType` from the
// snapshot that opened its activity, and `patch: []`; a placeholder id for a snapshot's message;
// REASONING_MESSAGE_START's `role`, whose one value is `reasoning`.
// A test whose name names the field as a word (its assertion is about it) is not completed.
//
// The end of a run. A test of the 1.0 era that expects its stream to complete may leave its run
// open: 1.0.0's verifier never checked the end. AG-UI's #2300 (UNTERMINATED, "error on streams
// that end without a terminal event") makes verifyEvents fail such a stream, and in that very
// commit appends a RUN_FINISHED to the 1.0-era test "should allow STATE_SNAPSHOT events"
// (verify.events.test.ts) to keep it passing. `terminate` does the same, by rule: a test that
// expects completion, leaves a run open, and whose name is not about the end of a stream
// (ABOUT_THE_END: terminal events, (un)terminated/ending/finishing streams, RUN_FINISHED,
// RUN_ERROR) gets the RUN_FINISHED it lacks, with the open run's threadId/runId, recorded in the
// case (`appended: [event]`, after the events as sent and their completions). The #2300
// unterminated-run tests are about the end and are never appended to.
// tests/test_ag_ui_verify.py checks that every completed case is schema-valid and that 1.0.0's
// verifier gives it the same verdict as the case as written.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { verifyEvents as realVerify } from '@ag-ui/client'
import { tap } from 'rxjs/operators'
import { EventSchema } from '@ag-ui/core/schemas'

const TESTS = 'sdks/typescript/packages/client/src/verify/__tests__/'
// The subagent branch whose verifier @ag-ui/client 1.0.0 ships (its messages are 1.0.0's), and
// the commit that added the unterminated-run tests (#2300), which 1.0.0 does not carry out.
const SUBAGENTS = '9c60035fb5a434a59fc5a9ab4cf42485eff728ce'
const UNTERMINATED = '62d0f9d0218ca6a162ffc80c4ba3ba446b4c0a9d'
const SOURCES = [
  [SUBAGENTS, 'subagent-verify.test.ts'],
  [SUBAGENTS, 'verify.concurrent.test.ts'],
  [SUBAGENTS, 'verify.events.test.ts'],
  [SUBAGENTS, 'verify.lifecycle.test.ts'],
  [SUBAGENTS, 'verify.multiple-runs.test.ts'],
  [SUBAGENTS, 'verify.steps.test.ts'],
  [SUBAGENTS, 'verify.text-messages.test.ts'],
  [SUBAGENTS, 'verify.tool-calls.test.ts'],
  [UNTERMINATED, 'verify.unterminated-run.test.ts'],
]

// --- a stand-in for the parts of vitest these files use ---------------------------------------
let registered = []
let prefix = []
const hooks = { before: [], after: [] }
globalThis.describe = (name, body) => {
  prefix.push(name)
  body()
  prefix.pop()
}
globalThis.it = globalThis.test = (name, body) => registered.push({ name: [...prefix, name].join(' > '), body })
globalThis.beforeEach = (f) => hooks.before.push(f)
globalThis.afterEach = (f) => hooks.after.push(f)

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)
function matchers(actual, negate) {
  const check = (ok, what) => {
    if (ok === negate) throw new Error(`expected ${negate ? 'not ' : ''}${what}`)
  }
  return {
    toBe: (x) => check(Object.is(actual, x), `${String(actual)} to be ${String(x)}`),
    toEqual: (x) => check(same(actual, x), 'equal'),
    toBeInstanceOf: (c) => check(actual instanceof c, `an instance of ${c.name}`),
    toContain: (x) => check(actual != null && actual.includes(x), `to contain ${String(x)}`),
    toMatch: (re) => check(typeof re === 'string' ? String(actual).includes(re) : re.test(String(actual)), `to match ${re}`),
    toHaveLength: (n) => check(actual != null && actual.length === n, `length ${n}`),
    toBeDefined: () => check(actual !== undefined, 'defined'),
    toBeUndefined: () => check(actual === undefined, 'undefined'),
    toBeTruthy: () => check(Boolean(actual), 'truthy'),
    toThrow: (x) => {
      let thrown = null
      try {
        actual()
      } catch (e) {
        thrown = e
      }
      check(thrown !== null && (x === undefined || String(thrown.message).includes(x)), 'to throw')
    },
  }
}
globalThis.expect = (actual) => {
  const m = matchers(actual, false)
  m.not = matchers(actual, true)
  m.rejects = {
    toThrow: async (x) => {
      try {
        await actual
      } catch (e) {
        if (x === undefined || String(e.message).includes(x)) return
        throw new Error(`rejected with ${e.message}`)
      }
      throw new Error('expected a rejection')
    },
  }
  return m
}

// --- completion ------------------------------------------------------------------------------
const PLACEHOLDER = '(completed)'
const FILL = {
  threadId: (events, i, path) => (path.length > 1 ? events[i] : lastRunStarted(events, i))?.threadId,
  runId: (events, i, path) => (path.length > 1 ? events[i] : lastRunStarted(events, i))?.runId,
  value: () => null,
  encryptedValue: () => PLACEHOLDER,
  activityType: (events, i) => activityTypeOf(events, i) ?? PLACEHOLDER,
  patch: () => [],
  role: (events, i) => (events[i].type === 'REASONING_MESSAGE_START' ? 'reasoning' : undefined),
  id: (events, i, path) => `${PLACEHOLDER}-${i}-${path.slice(0, -1).join('-')}`,
}
const lastRunStarted = (events, i) => events.slice(0, i).findLast((e) => e.type === 'RUN_STARTED')
function activityTypeOf(events, i) {
  const id = events[i].messageId
  for (const e of events.slice(0, i).reverse()) {
    if (e.type === 'ACTIVITY_SNAPSHOT' && e.messageId === id) return e.activityType
    const held = e.type === 'MESSAGES_SNAPSHOT' ? e.messages?.find((m) => m?.id === id && m.role === 'activity') : null
    if (held) return held.activityType
  }
}
const at = (value, path) => path.reduce((v, key) => (v == null ? undefined : v[key]), value)

function complete(testName, sent) {
  const events = structuredClone(sent)
  const completed = []
  events.forEach((event, i) => {
    const parsed = EventSchema.safeParse(event)
    if (parsed.success) return
    for (const { path } of parsed.error.issues) {
      const field = path.at(-1)
      if (!(field in FILL) || at(event, path) !== undefined || new RegExp(`\\b${field}\\b`).test(testName)) continue
      const value = FILL[field](events, i, path)
      if (value === undefined) continue
      at(event, path.slice(0, -1))[field] = value
      completed.push({ event: i, field: path.join('.'), value })
    }
  })
  return completed
}

// The name of a test whose assertion is about how a stream ends (checked by the Python test too).
const ABOUT_THE_END = /terminat|\bend(s|ed|ing)?\b|finish|RUN_ERROR/i
// What a start opens and the event that closes it, by the field that names it (a step by its
// owner too: steps are per owner).
const CLOSES = {
  TEXT_MESSAGE_START: ['TEXT_MESSAGE_END', 'messageId'],
  TOOL_CALL_START: ['TOOL_CALL_END', 'toolCallId'],
  STEP_STARTED: ['STEP_FINISHED', 'stepName'],
  REASONING_START: ['REASONING_END', 'messageId'],
  REASONING_MESSAGE_START: ['REASONING_MESSAGE_END', 'messageId'],
  SUBAGENT_STARTED: ['SUBAGENT_FINISHED', 'subagentRunId'],
}
function terminate(testName, sent, expected) {
  if (expected !== 'completed' || ABOUT_THE_END.test(testName)) return []
  let run = null
  let open = []
  for (const e of sent) {
    if (e?.type === 'RUN_STARTED') [run, open] = [e, []]
    else if (e?.type === 'RUN_FINISHED' || e?.type === 'RUN_ERROR') [run, open] = [null, []]
    else if (e?.type in CLOSES) open.push(e)
    else {
      const [start, [, field]] = Object.entries(CLOSES).find(([, [end]]) => end === e?.type) ?? [null, []]
      const closes = (o) => o.type === start && o[field] === e[field] && (start !== 'STEP_STARTED' || o.subagentRunId === e.subagentRunId)
      const last = open.findLastIndex(closes)
      if (last >= 0) open.splice(last, 1)
    }
  }
  if (run === null) return []
  // what the run holds open closes first, innermost first, each under its opener's owner
  const ends = open.reverse().map((o) => {
    const [type, field] = CLOSES[o.type]
    return { type, [field]: o[field], ...('subagentRunId' in o ? { subagentRunId: o.subagentRunId } : {}) }
  })
  return [...ends, { type: 'RUN_FINISHED', threadId: run.threadId, runId: run.runId }]
}

// --- the recording verifier --------------------------------------------------------------------
let calls = []
const verifyShim = `export const verifyEvents = (...a) => globalThis.__verify(...a)\n`
globalThis.__verify =
  (debug) =>
  (source$) => {
    const call = { events: [], delivered: 0, error: null }
    calls.push(call)
    // a subscriber of its own sees every event the test sends, also those after a refusal
    source$.subscribe({ next: (e) => call.events.push(structuredClone(e)), error: () => {} })
    return realVerify(debug)(source$).pipe(
      tap({
        next: () => call.delivered++,
        error: (err) => {
          call.error = String(err?.message ?? err)
        },
      }),
    )
  }

function compile(source, dir) {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
  const resolve = (spec) =>
    spec === '../verify' ? './verify.mjs' : spec === 'vitest' ? './vitest.mjs' : import.meta.resolve(spec)
  return js.replace(/^(import [^;]*? from )"([^"]+)"/gm, (_, head, spec) => `${head}"${resolve(spec)}"`).replace(/^import\s+"[^"]+";?$/gm, '')
}

async function run(gitDir, commit, file) {
  const source = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${TESTS}${file}`], { encoding: 'utf8' })
  // the AbstractAgent describe of the unterminated-run file drives a whole agent, not verifyEvents
  const cut = source.indexOf('describe("AbstractAgent surfaces')
  const dir = mkdtempSync(join(tmpdir(), 'agui-verify-'))
  writeFileSync(join(dir, 'verify.mjs'), verifyShim)
  writeFileSync(join(dir, 'vitest.mjs'), 'export const { describe, it, expect, beforeEach, afterEach } = globalThis\n')
  const kept = (cut < 0 ? source : source.slice(0, cut)).replace(/^import \{ AbstractAgent \}.*$/m, '')
  writeFileSync(join(dir, 'test.mjs'), compile(kept.replace(/class FixedEventsAgent[\s\S]*?\n}\n/, ''), dir))
  registered = []
  hooks.before.length = 0
  hooks.after.length = 0
  await import(pathToFileURL(join(dir, 'test.mjs')).href)
  const out = []
  for (const t of registered) {
    calls = []
    let failure = null
    try {
      for (const h of hooks.before) await h()
      await t.body()
      for (const h of hooks.after) await h()
    } catch (e) {
      failure = String(e?.message ?? e)
    }
    calls.forEach((call, i) => {
      const official = call.error === null ? { outcome: 'completed' } : { outcome: 'failed', at: call.delivered, message: call.error }
      // a passing test holds 1.0.0's verdict; a failing one expects the other outcome
      const expected = failure === null ? official.outcome : official.outcome === 'failed' ? 'completed' : 'failed'
      const completed = complete(t.name, call.events)
      const appended = terminate(t.name, call.events, expected)
      out.push({
        name: `${file.replace('.test.ts', '')}: ${t.name}${calls.length > 1 ? ` [${i + 1}]` : ''}`,
        source: { repo: 'ag-ui-protocol/ag-ui', path: TESTS + file, commit, test: t.name },
        events: call.events,
        ...(completed.length ? { completed } : {}),
        ...(appended.length ? { appended } : {}),
        expect: expected,
        official,
        ...(failure === null ? {} : { test_fails_on_1_0_0: failure }),
      })
    })
  }
  rmSync(dir, { recursive: true })
  return out
}

const gitDir = process.argv[2]
const cases = []
for (const [commit, file] of SOURCES) cases.push(...(await run(gitDir, commit, file)))
process.stdout.write(JSON.stringify(cases, null, 1) + '\n')
