// A module resolve hook (node:module register) for running generated TypeScript with Node's own
// type stripping (tests/test_ts_strip.py): a relative `./x.js` import that finds no file is
// resolved to `./x.ts` beside it, as bundlers and tsc's NodeNext resolution do.
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (exc) {
    if (exc?.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.') || !specifier.endsWith('.js')) throw exc
    return nextResolve(specifier.replace(/\.js$/, '.ts'), context)
  }
}
