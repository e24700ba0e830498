/*
 * Atout's service worker (issue 26, "the card offline"; docs/decisions/0065-offline-member-card.md).
 * It keeps the pages named in its URL (the member's card and vouchers, in each language) for when
 * the network is gone, and nothing else of a member:
 * - those pages: the network first, always; a 200 answer is kept, any other answer (logged out,
 *   an error) removes what was kept. Only without a network is the kept page shown; it carries
 *   the time it was made ("last updated").
 * - the build's own files (/_next/static/…, names that change with their content): kept once
 *   fetched, so a kept page still has its styles and scripts offline.
 * - logging in or out (the paths named `clear`) empties the store: another person never sees the
 *   previous member's card.
 * Every other request goes to the network untouched.
 */
const PAGES_CACHE = 'atout-member-pages-v1'
const ASSETS_CACHE = 'atout-assets-v1'
const params = new URL(self.location.href).searchParams
const list = (name) => (params.get(name) || '').split(',').filter(Boolean)
const pages = new Set(list('pages'))
const clearOn = new Set(list('clear'))

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name !== PAGES_CACHE && name !== ASSETS_CACHE)
          .map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

async function networkFirst(request) {
  const cache = await caches.open(PAGES_CACHE)
  let response
  try {
    response = await fetch(request)
  } catch {
    const kept = await cache.match(request, { ignoreSearch: true })
    if (kept) return kept
    throw new TypeError('offline and not kept')
  }
  if (response.status === 200 && response.type === 'basic' && !response.redirected) {
    await cache.put(request, response.clone())
  } else {
    await cache.delete(request, { ignoreSearch: true })
  }
  return response
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.status === 200) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (clearOn.has(url.pathname)) {
    event.waitUntil(caches.delete(PAGES_CACHE))
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate' && pages.has(url.pathname)) {
    event.respondWith(networkFirst(request))
    return
  }
  if (url.pathname.startsWith('/_next/static/')) event.respondWith(cacheFirst(request))
})
