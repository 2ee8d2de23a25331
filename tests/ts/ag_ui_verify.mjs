// Runs each AG-UI stream case (JSON on stdin: {module, class, cases: {name: {sent, completed}}},
// the events as the test sent them and as the translation completed them: fields filled, a run
// left open closed) through a fresh generated stream validator (every verdict, then what end() reports) and through @ag-ui/client
// 1.0.0's verifyEvents (the events as an observable; `failed` with the index of the event it
// refused and its message, or `completed`); and the index of the first event @ag-ui/core 1.0.0's
// EventSchema refuses (null: none); each for both forms, for tests/test_ag_ui_verify.py.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { verifyEvents } from '@ag-ui/client'
import { EventSchema } from '@ag-ui/core/schemas'
import { from } from 'rxjs'

const input = JSON.parse(readFileSync(0, 'utf8'))
const mod = await import(pathToFileURL(input.module).href)
const Stream = mod[input.class]

function official(events) {
  return new Promise((resolve) => {
    let delivered = 0
    verifyEvents(false)(from(structuredClone(events))).subscribe({
      next: () => delivered++,
      error: (err) => resolve({ outcome: 'failed', at: delivered, message: String(err?.message ?? err) }),
      complete: () => resolve({ outcome: 'completed' }),
    })
  })
}

async function judge(events) {
  const stream = new Stream()
  const generated = [...events.map((event) => stream.feed(structuredClone(event))), ...stream.end()]
  const refused = events.findIndex((event) => !EventSchema.safeParse(structuredClone(event)).success)
  return { generated, official: await official(events), schemaRefuses: refused < 0 ? null : refused }
}

const out = {}
for (const [name, forms] of Object.entries(input.cases)) {
  out[name] = { sent: await judge(forms.sent), completed: await judge(forms.completed) }
}
process.stdout.write(JSON.stringify(out))
