/** The spec's reload guard: a failed chunk load reloads the page once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_GUARD_KEY = 'atout:chunk-reload-at'

/**
 * How long after a click on a link a failed chunk load counts as that navigation's: the client
 * router fetches the page and its scripts within a few seconds, or not at all.
 */
export const NAVIGATION_INTENT_MS = 10_000

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

/** What a click looked like, read from the DOM event and the link it landed on. */
export type LinkClick = {
  button: number
  modified: boolean
  defaultPrevented: boolean
  /** The link's resolved URL (anchor.href), its target and whether it downloads. */
  href: string
  target: string
  download: boolean
}

/**
 * The URL a click sends the client router to, or null when the browser itself handles the click
 * (another button or a modifier key: new tab or window; another frame or window; a download;
 * another site; a same-page anchor) or a script already took it over.
 */
export function readNavigationTarget(click: LinkClick, location: string): string | null {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.download) {
    return null
  }
  if (click.target !== '' && click.target !== '_self') return null
  let url: URL
  let here: URL
  try {
    url = new URL(click.href, location)
    here = new URL(location)
  } catch {
    return null
  }
  if (url.origin !== here.origin) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url.href
}

export type PendingNavigation = { url: string; at: number }

export type ChunkRecovery =
  { kind: 'none' } | { kind: 'reload' } | { kind: 'navigate'; url: string }

/**
 * What to do when a script chunk failed to load (a new build replaced the one this page runs):
 * nothing within 10 seconds of the last recovery (the guard record), otherwise open the page the
 * visitor was going to, in full, when the failure follows a click on a link (reloading the page
 * being left would lose that click), else reload the page.
 */
export function decideChunkRecovery(input: {
  lastRecoveryAt: number | null
  now: number
  pending: PendingNavigation | null
  location: string
}): ChunkRecovery {
  const { lastRecoveryAt, now, pending, location } = input
  if (!shouldReload(lastRecoveryAt, now)) return { kind: 'none' }
  if (pending && now - pending.at >= 0 && now - pending.at <= NAVIGATION_INTENT_MS) {
    if (pending.url !== location) return { kind: 'navigate', url: pending.url }
  }
  return { kind: 'reload' }
}
