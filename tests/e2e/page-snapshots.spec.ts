import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { fetchFresh } from './support/fresh-connection'

/**
 * Cached public pages answered by the server without Next (ADR 0057): what a returning visitor
 * gets is the page Next cached, with a nonce of its own in every answer, compressed, revalidated
 * with 304, and working in the browser under its policy.
 */
const BASE = `http://localhost:${process.env.E2E_PORT ?? '3100'}`
const TOKEN = 'e2e-metrics-token-0123456789'
const NONCE = /'nonce-([A-Za-z0-9_-]{22})'/

async function snapshotHits(): Promise<number> {
  const answer = await fetchFresh(`${BASE}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  const hits = /^atout_cache_lookups_total\{family="response",result="hit"\} (\d+)/m.exec(
    answer.body,
  )
  return Number(hits?.[1] ?? '0')
}

async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      )
    })
  })
}

const pages = [
  { locale: 'fr', path: '/nos-casinos', refuse: 'Tout refuser' },
  { locale: 'en', path: '/en/our-casinos', refuse: 'Refuse all' },
] as const

for (const { locale, path, refuse } of pages) {
  test(`${locale}: a returning visitor gets the kept page, fresh nonce, gzip, and it works`, async ({
    browser,
  }) => {
    const before = await snapshotHits()
    // Returning visitors (the locale cookie set by an earlier visit), each with an empty HTTP
    // cache: answered from the processes' snapshots, each with a nonce of its own.
    const answers: { nonce: string; encoding: string | undefined }[] = []
    for (let visit = 0; visit < 6; visit++) {
      const context = await browser.newContext({
        storageState: {
          cookies: [
            {
              name: 'NEXT_LOCALE',
              value: locale,
              domain: 'localhost',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      })
      const page = await context.newPage()
      await reportViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const headers = (await response?.allHeaders()) ?? {}
      answers.push({
        nonce: NONCE.exec(headers['content-security-policy'] ?? '')?.[1] ?? '',
        encoding: headers['content-encoding'],
      })
      await expect(page.locator('main h1').first()).toBeVisible()
      if (visit < 5) {
        await context.close()
        continue
      }
      // The page runs under its policy: hydrated, the consent banner answers a choice.
      const banner = page.getByRole('region', { name: /vos choix de cookies|your cookie choices/i })
      await expect(banner).toBeVisible()
      await expect(async () => {
        if (await banner.isVisible()) await page.getByRole('button', { name: refuse }).click()
        await expect(banner).toBeHidden({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      // Revalidated by the browser (304 from the kept page), it still runs.
      await page.reload()
      await expect(page.locator('main h1').first()).toBeVisible()
      await context.close()
    }
    expect(await snapshotHits()).toBeGreaterThan(before)
    const nonces = answers.map(({ nonce }) => nonce)
    expect(nonces.every((nonce) => nonce.length === 22)).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
    expect(answers.at(-1)?.encoding).toBe('gzip')
  })
}

test('a kept page: every script carries the answer’s nonce, 304 on revalidation', async () => {
  const headers = { cookie: 'NEXT_LOCALE=fr' }
  let last = await fetchFresh(`${BASE}/nos-casinos`, { headers })
  for (let i = 0; i < 4; i++) last = await fetchFresh(`${BASE}/nos-casinos`, { headers })
  expect(last.status).toBe(200)
  const nonce = NONCE.exec(String(last.headers['content-security-policy']))?.[1]
  const inBody = new Set([...last.body.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]))
  expect([...inBody]).toEqual([nonce])
  const etag = String(last.headers.etag)
  for (let i = 0; i < 4; i++) {
    const again = await fetchFresh(`${BASE}/nos-casinos`, {
      headers: { ...headers, 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
  }
})

test('an English page sets the locale cookie for a visitor coming from French', async () => {
  for (let i = 0; i < 4; i++) {
    const answer = await fetchFresh(`${BASE}/en/our-casinos`, {
      headers: { cookie: 'NEXT_LOCALE=fr' },
    })
    expect(answer.status).toBe(200)
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^NEXT_LOCALE=en; Path=\/; .*SameSite=lax/i,
    )
  }
})
