import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createPageSnapshots, REFRESH_RETRY_MS, SNAPSHOT_MAX_AGE_MS } from './page-snapshots'

/**
 * The snapshots in front of a stand-in for Next on a real HTTP server: what Next would answer for
 * a cached page (a nonce in the page and its policy, `x-nextjs-cache`, a public Cache-Control),
 * each answer counted, and held when a test needs a render that has not ended yet.
 */
type Page = { version: number; cacheControl: string }

let server: Server
let base: string
let clock: number
let renders: number
let page: Page
let hold: Promise<void> | null

beforeEach(async () => {
  clock = 1_000_000
  renders = 0
  page = { version: 1, cacheControl: 's-maxage=31536000' }
  hold = null
  const snapshots = createPageSnapshots({ enabled: true, secureCookies: false, now: () => clock })
  server = createServer((request, response) => {
    if (snapshots.serve(request, response)) return
    snapshots.capture(request, response)
    renders += 1
    const { version, cacheControl } = page
    const nonce = randomBytes(16).toString('base64url')
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', cacheControl)
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}'`)
    const answer = () => response.end(`<p>version ${version}</p><script nonce="${nonce}"></script>`)
    if (hold) void hold.then(answer)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The home page in French, as a returning French visitor asks for it. */
async function get(encoding: 'identity' | 'gzip' = 'identity') {
  const response = await fetch(`${base}/`, {
    headers: { cookie: 'NEXT_LOCALE=fr', 'accept-encoding': encoding },
  })
  // fetch undoes gzip itself; the header says how it came.
  const text = await response.text()
  return { text, encoding: response.headers.get('content-encoding') ?? 'identity' }
}

/** Waits until the page is answered from its snapshot in both forms (gzip is made after). */
async function untilKept(version: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const before = renders
    const answer = await get('gzip')
    const kept = renders === before && answer.encoding === 'gzip'
    if (kept && answer.text.includes(`version ${version}`)) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`version ${version} was never answered from a snapshot`)
}

function gate() {
  let open!: () => void
  hold = new Promise<void>((resolve) => (open = resolve))
  return () => {
    hold = null
    open()
  }
}

/** The page kept as version 1, then its time over and version 2 rendering until released. */
async function expireWhileRendering() {
  await get()
  await untilKept(1)
  const kept = renders
  page.version = 2
  clock += SNAPSHOT_MAX_AGE_MS
  const release = gate()
  return { kept, release, refresh: get() }
}

describe('page snapshots: a page whose time is over', () => {
  it('is answered from the old snapshot while one request renders its successor', async () => {
    const { kept, release, refresh } = await expireWhileRendering()
    // While that render runs, visitors get the page they had, without a render of their own.
    for (let visitor = 0; visitor < 5; visitor += 1) {
      expect((await get()).text).toContain('version 1')
      expect(await get('gzip')).toEqual({
        text: expect.stringContaining('version 1'),
        encoding: 'gzip',
      })
    }
    expect(renders).toBe(kept + 1)

    release()
    expect((await refresh).text).toContain('version 2')
    await untilKept(2)
    expect((await get()).text).toContain('version 2')
    // Its successor answered gzip as soon as it was kept: no second render.
    expect(renders).toBe(kept + 1)
  })

  it('is dropped when its successor is not a page to keep: the next request goes to Next', async () => {
    await get()
    await untilKept(1)
    const kept = renders
    page = { version: 2, cacheControl: 'private, no-store' }
    clock += SNAPSHOT_MAX_AGE_MS
    expect((await get()).text).toContain('version 2')
    expect((await get()).text).toContain('version 2')
    expect(renders).toBe(kept + 2)
  })

  it('is not served past another maximum age, nor once a publish changed the pages', async () => {
    await get()
    await untilKept(1)
    page.version = 2
    clock += 2 * SNAPSHOT_MAX_AGE_MS
    expect((await get()).text).toContain('version 2')
    await untilKept(2)

    page.version = 3
    const holder = globalThis as { [key: symbol]: { value: number } | undefined }
    const generation = (holder[Symbol.for('atout.cacheGeneration')] ??= { value: 0 })
    generation.value += 1
    expect((await get()).text).toContain('version 3')
  })

  it('asks Next again when a refresh has not ended after REFRESH_RETRY_MS', async () => {
    const { kept, release, refresh: stuck } = await expireWhileRendering()
    expect((await get()).text).toContain('version 1')
    expect(renders).toBe(kept + 1)
    clock += REFRESH_RETRY_MS
    const retry = get()
    expect((await get()).text).toContain('version 1')
    release()
    await Promise.all([stuck, retry])
    expect(renders).toBe(kept + 2)
    await untilKept(2)
  })
})
