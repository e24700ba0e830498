import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { signIn } from './support/members'
import { type PageType, pageTypeUrls } from './support/page-types'

/**
 * Motion as most visitors see it (the whole browser, no reduced-motion preference: the
 * full-browser project of playwright.config.ts). Pages move from one to the next with a view
 * transition (the layout's `<ViewTransition>`); while one runs the page is a picture and a click
 * lands on the document. A page must therefore never start one by itself as it loads (code
 * revealed through a Suspense boundary after hydration did: ADR 0074), or the visitor's first
 * click is lost.
 */

/** Counts the view transitions a page starts, from its first script on. */
async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = []
    Object.defineProperty(window, '__viewTransitions', { value: started })
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
      started.push(location.pathname)
      return start(update)
    }) as typeof document.startViewTransition
  })
}

const viewTransitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __viewTransitions: string[] }).__viewTransitions)

/** Waits until the page has loaded what it loads by itself (chunks, deferred requests). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  )
}

const PUBLIC_PAGES: readonly PageType[] = [
  'home',
  'content page',
  'casino landing',
  'show detail',
  'restaurant detail',
  'hotel detail',
  'tournament detail',
  'account login',
]

const switchTo = { fr: 'switch-locale-en', en: 'switch-locale-fr' } as const

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: no page starts a view transition as it loads, its first click works, and a link within the site moves with one`, async ({
    page,
  }) => {
    await recordViewTransitions(page)
    const other = locale === 'fr' ? 'en' : 'fr'
    for (const type of PUBLIC_PAGES) {
      await page.goto(pageTypeUrls[locale][type])
      await settle(page)
      expect(await viewTransitions(page), `${type}: transitions started while loading`).toEqual([])

      // A plain link (the other language's page is loaded whole).
      await page.getByTestId(switchTo[locale]).first().click({ timeout: 2_000 })
      await expect(page, type).toHaveURL(pageTypeUrls[other][type].split('?')[0] ?? '')
      // The choice is remembered; the next page is asked for in this test's language.
      await page.context().clearCookies({ name: 'NEXT_LOCALE' })
    }

    // Between pages of one language the site moves with one view transition.
    await page.goto(pageTypeUrls[locale]['content page'])
    await settle(page)
    await page
      .getByRole('main')
      .locator(`a[href="${pageTypeUrls[locale]['casino landing']}"]`)
      .first()
      .click({ timeout: 2_000 })
    await expect(page).toHaveURL(pageTypeUrls[locale]['casino landing'])
    expect(await viewTransitions(page)).toEqual([pageTypeUrls[locale]['content page']])
  })
}

test('pages that stream a part reveal it once; then the first click works (fr, en)', async ({
  page,
}) => {
  await recordViewTransitions(page)
  // The search results stream in (a view transition reveals them, by design).
  await page.goto('/recherche?type=shows')
  await settle(page)
  expect((await viewTransitions(page)).length).toBeLessThanOrEqual(1)
  await page.getByTestId('switch-locale-en').first().click({ timeout: 2_000 })
  await expect(page).toHaveURL('/en/search?type=shows')
  await page.context().clearCookies({ name: 'NEXT_LOCALE' })

  // The member hub streams its blocks; its account menu opens at the first click.
  for (const locale of ['fr', 'en'] as const) {
    await signIn(page, 'marie.dupont@demo.atout.example')
    await page.goto(locale === 'fr' ? '/account' : '/en/account')
    await settle(page)
    const menu = page
      .getByRole('navigation', { name: locale === 'fr' ? 'Menu de mon compte' : 'My account menu' })
      .getByRole('button')
    await menu.click({ timeout: 2_000 })
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    // Logged out for the next language (the session's cookies; the member hint follows them),
    // which the language cookie would otherwise choose.
    await page.context().clearCookies({ name: /^(access_token|refresh_token|NEXT_LOCALE)$/ })
  }
})
