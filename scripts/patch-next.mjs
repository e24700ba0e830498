#!/usr/bin/env node
// postinstall: works around next#82117 (open in 16.4.6). When a cached (ISR) App Router page
// redirects, its first response carries the Location header twice: set while rendering, then
// appended again from the cache entry. Proxies merge them into "Location: /a, /a" and Googlebot
// gives up on the redirect. The patch skips re-appending a header whose identical value is already
// set. tests/e2e/routing.spec.ts checks the raw headers; drop this file once Next ships the fix
// (vercel/next.js#95913).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const marker = '/* atout: next#82117 */'
const anchor = "if (typeof value === 'undefined') continue;"
const guard = `${anchor} ${marker} if (!Array.isArray(value) && res.getHeader(key) !== undefined && String(res.getHeader(key)) === String(value)) continue;`
const files = [
  'node_modules/next/dist/build/templates/app-page-runtime.js',
  'node_modules/next/dist/esm/build/templates/app-page-runtime.js',
]

for (const relative of files) {
  const file = path.join(root, relative)
  if (!existsSync(file)) continue
  const source = readFileSync(file, 'utf8')
  if (source.includes(marker)) continue
  const loop = source.indexOf('for (let [key, value] of Object.entries(headers)){')
  const at = loop === -1 ? -1 : source.indexOf(anchor, loop)
  if (at === -1 || at - loop > 200) {
    console.warn(
      `patch-next: the cached-headers loop was not found in ${relative}; is next#82117 fixed?`,
    )
    continue
  }
  writeFileSync(file, source.slice(0, at) + guard + source.slice(at + anchor.length))
  console.log(`patch-next: ${relative} patched (duplicate Location on cached redirects)`)
}
