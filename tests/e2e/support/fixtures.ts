import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

export const ADMIN = { email: 'e2e-admin@atout.test', password: 'E2e-admin-password!' }
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789'

/** Fails the test on any serious accessibility violation (axe-core, WCAG 2.1 A/AA). */
export async function expectAccessible(page: Page) {
  // Next streams the metadata after the body on client navigations: check the finished page.
  await expect(page).toHaveTitle(/\S/)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
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
