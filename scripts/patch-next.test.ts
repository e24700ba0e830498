import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, test } from 'vitest'

const script = path.resolve(import.meta.dirname, 'patch-next.mjs')
const runtimes = [
  'dist/build/templates/app-page-runtime.js',
  'dist/esm/build/templates/app-page-runtime.js',
]
const installed = path.resolve(import.meta.dirname, '../node_modules/next', runtimes[0]!)
const marker = '/* atout: next#82117 */'

/** The loop of Next 16.4.6 that re-appends a cached page's headers (before the patch). */
const buggyLoop = `
  for (let [key, value] of Object.entries(headers)){
      if (typeof value === 'undefined') continue;
      if (Array.isArray(value)) {
          for (const v of value){
              res.appendHeader(key, v);
          }
      } else {
          res.appendHeader(key, value);
      }
  }
`

let folders: string[] = []
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  folders = []
})

/** A throw-away next package folder whose two runtime copies hold `source` (never node_modules). */
function fakeNext(source: string | null): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'atout-patch-next-'))
  folders.push(folder)
  if (source !== null) {
    for (const relative of runtimes) {
      mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true })
      writeFileSync(path.join(folder, relative), source)
    }
  }
  return folder
}

function patch(folder: string) {
  const result = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' })
  const sources = runtimes.map((relative) => {
    try {
      return readFileSync(path.join(folder, relative), 'utf8')
    } catch {
      return null
    }
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, sources }
}

describe('scripts/patch-next.mjs', () => {
  test('patches the loop that re-appends cached headers, then stays quiet', () => {
    const folder = fakeNext(buggyLoop)
    const first = patch(folder)
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/patched/)
    for (const source of first.sources) {
      expect(source).toContain(
        `continue; ${marker} if (!Array.isArray(value) && res.getHeader(key)`,
      )
    }
    const second = patch(folder)
    expect(second).toMatchObject({ status: 0, stdout: '', stderr: '' })
    expect(second.sources).toEqual(first.sources)
  })

  test('fails the install, loudly, when the line to patch is gone', () => {
    const changed = buggyLoop.replace(
      "if (typeof value === 'undefined') continue;",
      'if (!value) {}',
    )
    const result = patch(fakeNext(changed))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/cannot apply the workaround for next#82117/)
    expect(result.stderr).toMatch(/the line to patch .* is gone/)
    expect(result.sources).toEqual([changed, changed])
  })

  test('fails when the loop itself is gone, or when Next moved its files', () => {
    const rewritten = patch(fakeNext('function serve(res, headers) { res.send(headers) }'))
    expect(rewritten.status).toBe(1)
    expect(rewritten.stderr).toMatch(/the loop over cached headers is gone/)
    const moved = patch(fakeNext(null))
    expect(moved.status).toBe(1)
    expect(moved.stderr).toMatch(/file not found/)
  })

  test('succeeds without patching when Next no longer appends cached headers (fixed upstream)', () => {
    const fixed = buggyLoop.replaceAll('res.appendHeader', 'res.setHeader')
    const result = patch(fakeNext(fixed))
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/next#82117 looks fixed/)
    expect(result.sources).toEqual([fixed, fixed])
  })

  test('recognizes the installed Next: its unpatched runtime patches to the installed one', () => {
    const current = readFileSync(installed, 'utf8')
    const original = current.replace(/ \/\* atout: next#82117 \*\/ [^\n]*continue;/, '')
    expect(original).not.toContain(marker)
    const result = patch(fakeNext(original))
    expect(result.status).toBe(0)
    // postinstall ran on the installed Next, and the patch gives back exactly that file.
    expect(current).toContain(marker)
    expect(result.sources[0]).toBe(current)
  })
})
