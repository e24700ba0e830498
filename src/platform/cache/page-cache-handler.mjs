// @ts-check
// Plain JavaScript: Next imports this file itself at run time (next.config.ts `cacheHandler`),
// without compiling it. Type-checked through tsconfig.json's include and @ts-check.
import { createRequire } from 'node:module'

import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisStringsHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

import { countCacheLookup } from './cache-lookups.mjs'
import { listenForTagExpiries, tagsExpiredHere } from './tag-expiry.mjs'

const require = createRequire(import.meta.url)

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Next's own limit for one data-cache entry (it skips the check for custom handlers). */
export const MAX_DATA_ENTRY_BYTES = 2 * 1024 * 1024

/**
 * In Redis, how long an entry lives at most (seconds, `CACHE_MAX_AGE_S`, default one hour). A
 * publish expires its pages at once on every instance; this bound only matters for a publish made
 * while Redis could not be reached, whose pages would otherwise stay stale until the next deploy.
 */
export const DEFAULT_SHARED_MAX_AGE_S = 3600

/**
 * @typedef {import('next/dist/server/response-cache/types').IncrementalCacheValue} CacheValue
 * @typedef {Parameters<InstanceType<typeof FileSystemCache>['set']>[2]} SetContext
 * @typedef {Parameters<InstanceType<typeof FileSystemCache>['get']>[1]} GetContext
 * @typedef {ConstructorParameters<typeof FileSystemCache>[0]} HandlerContext
 * @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').default} CreateRedisHandler
 * @typedef {ReturnType<CreateRedisHandler>} SharedHandler
 */

/**
 * Whether an entry is worth keeping: only what exists, so the cache is bounded by the content
 * (pages × languages, data per published document), never by the URLs a crawler makes up.
 * - a rendered page or route is kept when it answered 200. A 404 (an unknown path, ~100 KB of
 *   HTML and RSC per URL) or a redirect (the root-folder rule redirects any path under it) is
 *   rendered again on each request instead.
 * - a data-cache entry (unstable_cache) is kept unless its result was null or undefined, which
 *   is how our readers say "nothing there": a lookup of an unknown path or slug is asked again.
 * @param {CacheValue | null} data
 * @returns {boolean}
 */
export function isWorthCaching(data) {
  if (!data) return true
  /** @type {string} */
  const kind = data.kind
  if (kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES') {
    const { status } = /** @type {{ status?: number }} */ (data)
    return status === undefined || status === 200
  }
  if (kind === 'FETCH') {
    const { body } =
      /** @type {import('next/dist/server/response-cache/types').CachedFetchValue} */ (data).data
    return body !== undefined && body !== 'null' && body.length <= MAX_DATA_ENTRY_BYTES
  }
  return true
}

/** One JSON line on stderr, as the process's logger writes them (this file cannot import it). */
function logLine(/** @type {'warn' | 'info'} */ level, /** @type {string} */ message) {
  const line = { level, time: new Date().toISOString(), pid: process.pid, message }
  process.stderr.write(`${JSON.stringify(line)}\n`)
}

/**
 * The Redis-backed cache (REDIS_URL), shared by every instance: Forte Digital's handler for
 * Next 16 on node-redis, one client per process, keys under a prefix of the build (an instance of
 * another build never reads pages whose scripts it does not have). Redis down: every lookup is a
 * miss and pages are rendered; nothing fails (docs/decisions/0054-shared-cache-and-media.md).
 * @param {string} url
 */
function configureSharedCache(url) {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let reported = false
  client.on('error', (/** @type {Error} */ error) => {
    if (!reported) logLine('warn', `page cache: Redis unreachable (${error.message})`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) logLine('info', 'page cache: Redis reachable again')
    reported = false
  })
  client.connect().catch(() => {})
  const maxAge = Math.max(60, Number(process.env.CACHE_MAX_AGE_S) || DEFAULT_SHARED_MAX_AGE_S)
  SharedCacheHandler.onCreation(({ buildId }) => {
    const redis = createRedisStringsHandler({
      // node-redis 5 client (the adapter's own generics differ from the package's by version).
      client: /** @type {any} */ (client),
      keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'atout'}:${buildId ?? 'dev'}:`,
      timeoutMs: 1_000,
    })
    return {
      handlers: [{ ...redis, name: 'atout-redis' }],
      ttl: { defaultStaleAge: maxAge, estimateExpireAge: (staleAge) => staleAge },
    }
  })
}

const sharedCacheUrl = process.env.REDIS_URL
if (sharedCacheUrl) configureSharedCache(sharedCacheUrl)

// Several web processes on one file cache: each learns the tags the others expire (ADR 0056).
if (!sharedCacheUrl) listenForTagExpiries()

/**
 * Next's cache handler (ADR 0001, "Bound"; ADR 0054). Without REDIS_URL: Next's file-system
 * cache (memory LRU + disk under the build folder). With it: the shared Redis cache. Both refuse
 * what isWorthCaching refuses, so neither grows with unknown URLs, and both count their lookups.
 */
export default class PageCacheHandler {
  /** @param {HandlerContext} context */
  constructor(context) {
    /** @type {Pick<InstanceType<typeof FileSystemCache>, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'>} */
    this.inner = sharedCacheUrl
      ? /** @type {any} */ (new SharedCacheHandler(/** @type {any} */ (context)))
      : new FileSystemCache(context)
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   */
  async get(key, ctx) {
    const entry = await this.inner.get(key, ctx)
    countCacheLookup(ctx?.kind === 'FETCH' ? 'data' : 'page', Boolean(entry?.value))
    return entry
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (!isWorthCaching(data)) return
    await this.inner.set(key, data, ctx)
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>['revalidateTag']>} args */
  async revalidateTag(...args) {
    await this.inner.revalidateTag(...args)
    await tagsExpiredHere(args, { tellOthers: !sharedCacheUrl })
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.()
  }
}
