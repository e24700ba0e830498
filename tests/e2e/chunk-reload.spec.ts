import type { Request } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * After a new build replaced the scripts a page runs, the first click on a link must open that
 * link, not reload the page being left (issue 20, item 9; src/platform/runtime/chunk-reload-guard.tsx).
 * The test makes the server answer 404 for every script chunk the page asks for after it has
 * loaded, as it would once a deployment removed the old build's files, and clicks the header's
 * search link: the search page's scripts are not on the page yet (the login form's are, so
 * following that link needs no new script and proves nothing).
 */
const cases = [
  {
    locale: 'fr',
    from: '/nos-casinos',
    link: 'Rechercher',
    target: '/recherche',
    heading: /^Rechercher un casino/,
  },
  {
    locale: 'en',
    from: '/en/our-casinos',
    link: 'Search',
    target: '/en/search',
    heading: /^Find a casino/,
  },
] as const

for (const c of cases) {
  test(`${c.locale}: a click on a link after a new build opens that link in full`, async ({
    page,
    consoleErrors,
  }) => {
    // Next prefetches the pages a visible link leads to, scripts included; a prefetch that never
    // arrives leaves the search page's scripts to be fetched on the click, as after a deployment.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
    )
    let oldBuildGone = false
    await page.route('**/_next/static/chunks/**', (route) =>
      oldBuildGone ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
    )
    // The build watcher's code loads once the page is interactive (ADR 0074), then asks the
    // server's build id: when it has asked, every script of the page has loaded. On a slow
    // machine that can come after the network was idle for half a second; a script still to come
    // when the old build is gone would reload the page (nothing clicked yet), as it should.
    const watcherAsked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/api/build'),
    )
    await page.goto(c.from)
    await expect(page.getByRole('link', { name: c.link, exact: true })).toBeVisible()
    await watcherAsked
    // Every script of the page has run: the guard listens from then on.
    await page.waitForLoadState('networkidle')

    const documents: string[] = []
    page.on('request', (request: Request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
      documents.push(new URL(request.url()).pathname)
      // The page opened in full gets the new build's scripts.
      oldBuildGone = false
    })
    oldBuildGone = true
    await page.getByRole('link', { name: c.link, exact: true }).click()
    await expect(page).toHaveURL(c.target)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
    // Opened with a full page load of the link, and the page left was never reloaded.
    expect(documents).toEqual([c.target])

    // The failed script loads were the point of the test; anything else is still a defect.
    const expected =
      /_next\/static\/chunks|ChunkLoadError|Loading chunk|Failed to load chunk|ERR_FAILED/
    const others = consoleErrors.filter((error) => !expected.test(error))
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })
}

/**
 * The build watcher (src/platform/runtime/build-watcher.tsx, loaded after the page: ADR 0074)
 * asks the server's build id when the page opens and offers a reload when it is another one.
 */
const notices = [
  {
    locale: 'fr',
    from: '/nos-casinos',
    available: 'Une nouvelle version du site est disponible.',
    reload: 'Recharger',
    dismiss: 'Plus tard',
  },
  {
    locale: 'en',
    from: '/en/our-casinos',
    available: 'A new version of the site is available.',
    reload: 'Reload',
    dismiss: 'Later',
  },
] as const

for (const c of notices) {
  test(`${c.locale}: a page open when a new build goes live offers to reload`, async ({ page }) => {
    let live = 'the-build-this-page-runs'
    await page.route('**/api/build?*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { buildId: string }
      if (live === 'the-build-this-page-runs') live = body.buildId
      await route.fulfill({ response, json: { ...body, buildId: live } })
    })
    await page.goto(c.from)
    await page.waitForLoadState('networkidle')
    const notice = page.getByRole('status').filter({ hasText: c.available })
    // Same build: nothing to say.
    await expect(notice).toHaveCount(0)

    live = 'a-newer-build'
    // The watcher asks again when the tab becomes visible (and every few minutes).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: c.reload })).toBeVisible()
    await notice.getByRole('button', { name: c.dismiss }).click()
    await expect(notice).toHaveCount(0)
  })
}
