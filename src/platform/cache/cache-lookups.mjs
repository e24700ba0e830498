// @ts-check
// Plain JavaScript: the page cache handler, which Next loads itself uncompiled, counts through it.

const LOOKUPS = Symbol.for('atout.cacheLookups')

/**
 * Cache lookups by family (page, data: Next's cache through the handler; response: the server's
 * page snapshots) and result, kept on globalThis — the server bundle and Next's bundles each load
 * their own copy of this module and count into one map. /metrics reads it at each scrape as
 * `atout_cache_lookups_total`.
 * @returns {Map<string, number>}
 */
export function cacheLookups() {
  const holder = /** @type {{ [LOOKUPS]?: Map<string, number> }} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (holder[LOOKUPS] ??= new Map())
}

/**
 * @param {'page' | 'data' | 'response'} family
 * @param {boolean} hit
 */
export function countCacheLookup(family, hit) {
  const lookups = cacheLookups()
  const key = `${family}:${hit ? 'hit' : 'miss'}`
  lookups.set(key, (lookups.get(key) ?? 0) + 1)
}
