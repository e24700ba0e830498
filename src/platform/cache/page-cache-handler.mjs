// @ts-check
// Plain JavaScript: Next imports this file itself at run time (next.config.ts `cacheHandler`),
// without compiling it. Type-checked through tsconfig.json's include and @ts-check.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Next's own limit for one data-cache entry (it skips the check for custom handlers). */
export const MAX_DATA_ENTRY_BYTES = 2 * 1024 * 1024

/**
 * @typedef {import('next/dist/server/response-cache/types').IncrementalCacheValue} CacheValue
 * @typedef {Parameters<InstanceType<typeof FileSystemCache>['set']>[2]} SetContext
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

/**
 * Next's file-system cache (memory LRU + disk under the build folder) that refuses what
 * isWorthCaching refuses: neither memory nor disk grows with unknown URLs
 * (docs/decisions/0001-caching-model.md, "Bound"). Reads, tags and everything else are Next's.
 */
export default class PageCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (!isWorthCaching(data)) return
    await super.set(key, data, ctx)
  }
}
