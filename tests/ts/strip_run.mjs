// Generated TypeScript run as Node's type stripping runs it (tests/test_ts_strip.py). Each
// folder's .ts files go through amaro, the stripper Node's --experimental-strip-types runs, in
// its strip-only mode (which throws on syntax that is not erasable: enums, namespaces, parameter
// properties), and are saved as .js beside one another, so the modules' `./runtime.js` imports
// find the stripped runtime. Then each module is imported and every case's argument goes through
// its emit function and the envelope through its parse function.
//
// node strip_run.mjs JOB.json: {"out": dir, "folders": [{"src", "name", "module", "emit",
// "parse", "cases": [argument text]}]}; prints {name: [{"text", "parsed"} | {"error"}]}.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const amaro = createRequire(import.meta.url)('amaro')
const job = JSON.parse(readFileSync(process.argv[2], 'utf8'))
writeFileSync(join(job.out, 'package.json'), '{"type": "module"}\n')
const results = {}
for (const folder of job.folders) {
  const out = join(job.out, folder.name)
  mkdirSync(out, { recursive: true })
  for (const file of readdirSync(folder.src).filter((f) => f.endsWith('.ts'))) {
    const filename = join(folder.src, file)
    const { code } = amaro.transformSync(readFileSync(filename, 'utf8'), { mode: 'strip-only', filename })
    writeFileSync(join(out, file.replace(/\.ts$/, '.js')), code)
  }
  const module = await import(pathToFileURL(join(out, `${folder.module}.js`)).href)
  results[folder.name] = folder.cases.map((argument) => {
    try {
      const text = module[folder.emit](argument)
      const parsed = module[folder.parse](text)
      return { text, parsed: parsed === null ? null : JSON.stringify(parsed) }
    } catch (exc) {
      return { error: String(exc.message) }
    }
  })
}
console.log(JSON.stringify(results))
