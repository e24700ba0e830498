import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './support/fixtures'

/**
 * The full-route cache on disk holds what exists, not what was asked for: a crawler requesting
 * unknown URLs must not fill the disk with one cached 404 page (~100 KB) per URL
 * (docs/decisions/0001-caching-model.md, "Bound"). Measured on the test build the server runs.
 */

const buildDir = path.join(process.cwd(), '.next-test')

function measure(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = measure(full)
      bytes += inner.bytes
      files += inner.files
    } else if (entry.isFile()) {
      bytes += statSync(full).size
      files += 1
    }
  }
  return { bytes, files }
}

/** The size once Next's cache writes (made after the answers) have settled. */
async function settledSize(): Promise<{ bytes: number; files: number }> {
  let previous = measure(buildDir)
  for (let round = 0; round < 20; round++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const current = measure(buildDir)
    if (current.bytes === previous.bytes && current.files === previous.files) return current
    previous = current
  }
  return previous
}

const random = () => Math.random().toString(36).slice(2, 10)

/**
 * 200 unknown URLs in both languages, flat and nested, through every cached (ISR) route, and
 * some under the root folder (a redirect for any path: /x/website-casinos/y → /x/y).
 */
function unknownPaths(): string[] {
  const shapes = [
    () => `/${random()}/website-casinos/${random()}`,
    () => `/en/${random()}/website-casinos`,
    () => `/${random()}`,
    () => `/nos-casinos/${random()}`,
    () => `/${random()}/${random()}/${random()}`,
    () => `/casino-${random()}/spectacle/${random()}`,
    () => `/casino-${random()}/tournois/${random()}`,
    () => `/casino-${random()}/tournois-poker/${random()}`,
    () => `/casino-${random()}/restaurant/${random()}`,
    () => `/casino-${random()}/hotel/${random()}`,
    () => `/en/${random()}`,
    () => `/en/our-casinos/${random()}`,
    () => `/en/${random()}/${random()}`,
    () => `/en/casino-${random()}/show/${random()}/${random()}`,
    () => `/en/casino-${random()}/tournaments/${random()}`,
    () => `/en/casino-${random()}/poker-tournaments/${random()}`,
    () => `/en/casino-${random()}/restaurant/${random()}`,
    () => `/en/casino-${random()}/hotel/${random()}`,
  ]
  return Array.from({ length: 200 }, (_, index) => shapes[index % shapes.length]!())
}

test.describe('the page cache on disk', () => {
  test('200 unknown URLs add nothing to it; pages are still cached, the 404 still translated', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    // One visitor per language: a French path asked with the English locale cookie would be
    // redirected to its English version first.
    const visitors = {
      fr: await playwright.request.newContext({ baseURL }),
      en: await playwright.request.newContext({ baseURL }),
    }
    const visitorOf = (path: string) => (/^\/en(\/|$)/.test(path) ? visitors.en : visitors.fr)
    // The site's own pages first, and the 404 page once per language: what may be cached is.
    for (const path of ['/nos-casinos', '/en/our-casinos']) {
      await visitorOf(path).get(path)
      expect((await visitorOf(path).get(path)).headers()['x-nextjs-cache'], path).toBe('HIT')
    }
    for (const path of ['/page-inconnue-initiale', '/en/unknown-first-page']) {
      expect((await visitorOf(path).get(path)).status(), path).toBe(404)
    }
    const before = await settledSize()

    for (const path of unknownPaths()) {
      const response = await visitorOf(path).get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(path.includes('/website-casinos') ? 308 : 404)
    }
    const after = await settledSize()
    expect(after.bytes - before.bytes, 'bytes written for 200 unknown URLs').toBeLessThan(4_096)
    expect(after.files - before.files, 'files written for 200 unknown URLs').toBeLessThanOrEqual(2)

    // A real page is still served from the cache; a new one is cached on its first visit.
    expect((await visitors.fr.get('/nos-casinos')).headers()['x-nextjs-cache']).toBe('HIT')
    await visitors.en.get('/en')
    expect((await visitors.en.get('/en')).headers()['x-nextjs-cache']).toBe('HIT')
    await Promise.all([visitors.fr.dispose(), visitors.en.dispose()])

    // The 404 page is still the translated one, with its status.
    const fr = await page.goto('/nos-casinos/pas-de-casino-ici')
    expect(fr?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByTestId('error-message')).toHaveText(
      'Page introuvable : /nos-casinos/pas-de-casino-ici',
    )
    const en = await page.goto('/en/casino-nowhere/show/no-show')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('error-message')).toHaveText(
      'Page not found: /en/casino-nowhere/show/no-show',
    )
  })
})
