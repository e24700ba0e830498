// @ts-check
// Plain JavaScript: the page cache handler, which Next loads itself uncompiled, uses it.
import { createRequire } from 'node:module'

import { broadcast, onBusMessage } from '../runtime/process-bus.mjs'

const require = createRequire(import.meta.url)

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['revalidateTag']>} TagExpiry */

/**
 * Expired cache tags between the web processes of one server (ADR 0056). With the file cache each
 * process keeps the tags expired so far in its own memory (Next's tags manifest, module state of
 * Next shared by every copy of the handler in the process) and its own memory copy of entries: a
 * tag one process expires is expired in every other before the request that expired it answers,
 * so the next request sees the change whichever process takes it. (The Redis cache keeps its
 * tags in Redis: nothing is sent.)
 *
 * Every expired tag, here or in another process, also moves this process's generation: the
 * server's page snapshots taken before it are dropped (src/server/page-snapshots.ts, ADR 0057).
 */
const TAG_EXPIRED = 'cache:tag-expired'
const GENERATION = Symbol.for('atout.cacheGeneration')

function nextGeneration() {
  const holder = /** @type {{ [GENERATION]?: { value: number } }} */ (
    /** @type {unknown} */ (globalThis)
  )
  const generation = (holder[GENERATION] ??= { value: 0 })
  generation.value += 1
}

/**
 * Makes this process apply the tags other processes expire. The server calls it at start (a
 * process that has not rendered anything yet must still learn them: its first render would read
 * the data cache on disk), and every copy of the handler again (same behaviour, one handler).
 */
export function listenForTagExpiries() {
  // Updates Next's tags manifest and nothing else (no memory store, no files).
  const manifestOnly = new FileSystemCache(/** @type {any} */ ({}))
  onBusMessage(TAG_EXPIRED, async (data) => {
    const [tags, durations] = /** @type {TagExpiry} */ (data)
    await manifestOnly.revalidateTag(tags, durations)
    nextGeneration()
  })
}

/**
 * This process expired tags in its cache: its snapshots go, and the other processes are told
 * (resolved when each has applied them) when they share no cache with it.
 * @param {TagExpiry} expiry
 * @param {{ tellOthers: boolean }} options
 */
export async function tagsExpiredHere(expiry, { tellOthers }) {
  nextGeneration()
  if (tellOthers) await broadcast(TAG_EXPIRED, expiry)
}
