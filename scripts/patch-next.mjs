#!/usr/bin/env node
// postinstall: works around next#82117 (open in 16.4.6). When a cached (ISR) App Router page
// redirects, its first response carries the Location header twice: set while rendering, then
// appended again from the cache entry. Proxies merge them into "Location: /a, /a" and Googlebot
// gives up on the redirect. The patch skips re-appending a header whose identical value is already
// set. tests/e2e/routing.spec.ts checks the raw headers; drop this file once Next ships the fix
// (vercel/next.js#95913).
//
// Usage: node scripts/patch-next.mjs [next package folder] (default: node_modules/next).
// Silent when already patched; one line when it patches, or when the loop no longer appends
// headers (Next fixed it: the patch is not needed). Anything else fails the install: a silent
// skip would ship the duplicate header again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const marker = '/* atout: next#82117 */'
const loopStart = 'for (let [key, value] of Object.entries(headers)){'
const anchor = "if (typeof value === 'undefined') continue;"
const guard = `${anchor} ${marker} if (!Array.isArray(value) && res.getHeader(key) !== undefined && String(res.getHeader(key)) === String(value)) continue;`
/** How far after the loop's start its body is searched (the whole loop is ~20 lines). */
const LOOP_BODY_CHARS = 1200
const files = [
  'dist/build/templates/app-page-runtime.js',
  'dist/esm/build/templates/app-page-runtime.js',
]

/**
 * What to do with one copy of the runtime: 'patched' (with the new source), 'already-patched',
 * 'fixed-upstream' (the loop over cached headers no longer appends them), or 'unknown' (the code
 * changed in a way this script cannot judge).
 */
function planPatch(source) {
  if (source.includes(marker)) return { kind: 'already-patched' }
  const loop = source.indexOf(loopStart)
  if (loop === -1) return { kind: 'unknown', reason: 'the loop over cached headers is gone' }
  const body = source.slice(loop, loop + LOOP_BODY_CHARS)
  if (!body.includes('appendHeader(')) return { kind: 'fixed-upstream' }
  const at = source.indexOf(anchor, loop)
  if (at === -1 || at - loop > 200) {
    return { kind: 'unknown', reason: `the line to patch (${anchor}) is gone from the loop` }
  }
  return {
    kind: 'patched',
    source: source.slice(0, at) + guard + source.slice(at + anchor.length),
  }
}

const nextDir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../node_modules/next'),
)
const failures = []
for (const relative of files) {
  const file = path.join(nextDir, relative)
  if (!existsSync(file)) {
    failures.push(`${relative}: file not found`)
    continue
  }
  const plan = planPatch(readFileSync(file, 'utf8'))
  if (plan.kind === 'patched') {
    writeFileSync(file, plan.source)
    console.log(`patch-next: ${relative} patched (duplicate Location on cached redirects)`)
  } else if (plan.kind === 'fixed-upstream') {
    console.log(`patch-next: ${relative} no longer appends cached headers: next#82117 looks fixed`)
  } else if (plan.kind === 'unknown') {
    failures.push(`${relative}: ${plan.reason}`)
  }
}
if (failures.length > 0) {
  console.error(
    [
      `patch-next: cannot apply the workaround for next#82117 (duplicate Location header on cached redirects) in ${nextDir}:`,
      ...failures.map((failure) => `  - ${failure}`),
      'Next changed this code. Check whether it fixed the bug (tests/e2e/routing.spec.ts),',
      'then update or delete scripts/patch-next.mjs and the postinstall script in package.json.',
    ].join('\n'),
  )
  process.exit(1)
}
