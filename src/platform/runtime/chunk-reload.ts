/** The spec's reload guard: a failed chunk load reloads the page once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_GUARD_KEY = 'atout:chunk-reload-at'

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /(Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk)/i.test(
        message,
      ))
  )
}

/** True when no reload happened within the guard window; the caller then records `now`. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS
  )
}
