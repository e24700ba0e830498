import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { AxeResults, RunOptions } from 'axe-core'

export const ADMIN = { email: 'e2e-admin@atout.test', password: 'E2e-admin-password!' }
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789'

/** What axe runs: the WCAG levels every page is held to, only the violations kept. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are read: axe then keeps one node of each passing rule, not all of them.
  resultTypes: ['violations'],
  iframes: false,
}
/** axe-core's minified build (580 KB, the unminified one is 1.3 MB), read once per worker. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Fails the test on any serious accessibility violation (axe-core, WCAG 2.1 A/AA) of the page's
 * own document.
 *
 * axe runs in the page itself, injected once per document (ADR 0082). `@axe-core/playwright`, no
 * longer used, took about twice as long: it injected axe into every frame on each call, then opened
 * a blank page of its own to merge the frames' results (≈ 2.1 s a call against ≈ 1 s here, and
 * the journeys call this at 87 places). The site puts none of its own content in a frame; the
 * only frames its pages hold are the video providers' players, which are not ours to check.
 */
export async function expectAccessible(page: Page) {
  // Next streams the metadata after the body on client navigations: check the finished page.
  await expect(page).toHaveTitle(/\S/)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const serious = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> }
    }
    const results = await axe.run(document, options)
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }, AXE_OPTIONS)
  expect(serious).toEqual([])
}

/**
 * A staff token for Payload's REST API (/api/cms), as the admin would use it. Payload keeps a
 * user's sessions in one array it reads, extends and writes back, so two logins of the same
 * account in the same instant (two Playwright workers) can drop one session and its token. Each
 * worker logs in once, checks the token is live, and logs in again if a racing login dropped it.
 */
let workerToken: string | undefined
export async function staffToken(request: APIRequestContext): Promise<string> {
  if (workerToken && (await tokenIsLive(request, workerToken))) return workerToken
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post('/api/cms/users/login', { data: ADMIN })
    expect(response.ok()).toBeTruthy()
    const { token } = (await response.json()) as { token: string }
    if (await tokenIsLive(request, token)) {
      workerToken = token
      return token
    }
  }
  throw new Error('No live staff token after five logins')
}

async function tokenIsLive(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/api/cms/users/me', { headers: { Authorization: `JWT ${token}` } })
  if (!me.ok()) return false
  const body = (await me.json()) as { user: { email?: string } | null }
  return body.user?.email === ADMIN.email
}

/**
 * The captcha's answer for a product-API call made by a test (not a browser): the test solves the
 * proof of work like a page would (docs/decisions/0023-captcha.md). No bypass in the product.
 */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/forms/captcha')
  expect(response.ok()).toBeTruthy()
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The cookie banner's choice tests start with: refused (the banner is tested on its own). */
export const CONSENT_REFUSED = `v1|2026-11|00|${Math.floor(Date.now() / 1000)}`

type Fixtures = {
  consoleErrors: string[]
  /** The stored cookie choice; null shows the banner (consent tests). */
  consentCookie: string | null
  presetConsent: void
}

/** Every test collects browser console errors and fails when there are any. */
export const test = base.extend<Fixtures>({
  consentCookie: [CONSENT_REFUSED, { option: true }],
  // Every page would otherwise open with the cookie banner over its bottom.
  presetConsent: [
    async ({ context, baseURL, consentCookie }, use) => {
      if (consentCookie) {
        await context.addCookies([
          { name: 'atout_consent', value: encodeURIComponent(consentCookie), url: baseURL! },
        ])
      }
      await use()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The status of the document itself (404, 500) is asserted by the tests; the browser also
        // logs it. Any other failed resource or script error is a defect.
        const isDocumentStatus =
          message.text().startsWith('Failed to load resource') &&
          message.location().url === page.url()
        // A 4xx from our product API is an answer the page shows (wrong password, expired link…);
        // the browser logs it anyway. A 5xx stays a defect.
        const isApiRefusal =
          /status of 4\d\d/.test(message.text()) &&
          new URL(message.location().url || 'about:blank', page.url()).pathname.startsWith(
            '/api/epc/',
          )
        // A test that switches the network off (the offline card) sees what the page could not
        // fetch then: the test's doing, not a defect.
        const isOffline = message.text().includes('net::ERR_INTERNET_DISCONNECTED')
        if (!isDocumentStatus && !isApiRefusal && !isOffline)
          errors.push(`${message.text()} @ ${message.location().url} (page ${page.url()})`)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
