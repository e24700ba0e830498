import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'

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

/** A staff token for Payload's REST API (/api/cms), as the admin would use it. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(response.ok()).toBeTruthy()
  const body = (await response.json()) as { token: string }
  return body.token
}

type Fixtures = { consoleErrors: string[] }

/** Every test collects browser console errors and fails when there are any. */
export const test = base.extend<Fixtures>({
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
        if (!isDocumentStatus && !isApiRefusal)
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
