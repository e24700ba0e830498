import type { Request } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * After a new build replaced the scripts a page runs, the first click on a link must open that
 * link, not reload the page being left (issue 20, item 9; src/platform/runtime/chunk-reload-guard.tsx).
 * The test makes the server answer 404 for every script chunk the page asks for after it has
 * loaded, as it would once a deployment removed the old build's files, and clicks the header's
 * login link (the login form's scripts are not on the page yet).
 */
const cases = [
  {
    locale: 'fr',
    from: '/nos-casinos',
    link: 'Connexion',
    target: '/account/connexion',
    heading: /connexion/i,
  },
  {
    locale: 'en',
    from: '/en/our-casinos',
    link: 'Log in',
    target: '/en/account/login',
    heading: /log in/i,
  },
] as const

for (const c of cases) {
  test(`${c.locale}: a click on a link after a new build opens that link in full`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(c.from)
    // Hydrated: the header's search opens as a client-side dialog only once React runs.
    await expect(page.getByRole('link', { name: c.link, exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')

    let oldBuildGone = true
    const documents: string[] = []
    page.on('request', (request: Request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
      documents.push(new URL(request.url()).pathname)
      // The page opened in full gets the new build's scripts.
      oldBuildGone = false
    })
    await page.route('**/_next/static/chunks/**', (route) =>
      oldBuildGone ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    )

    await page.getByRole('link', { name: c.link, exact: true }).click()
    await expect(page).toHaveURL(c.target)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
    // Opened with a full page load of the link, and the page left was never reloaded.
    expect(documents).toEqual([c.target])

    // The failed script loads were the point of the test; anything else is still a defect.
    const expected = /_next\/static\/chunks|ChunkLoadError|Loading chunk|Failed to load chunk/
    const others = consoleErrors.filter((error) => !expected.test(error))
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })
}
