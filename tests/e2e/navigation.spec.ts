import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'
import { MEMBER_PAGE_TYPES, memberPageTypeUrls, type PageType } from './support/page-types'

/**
 * Every page type is reachable from the header or footer in at most two clicks, in both
 * languages: a crawler reads the links of the home page's header and footer (opening the header's
 * menus), then every link on each of those pages, and finds a page of each type among them.
 */
type Reachable = Exclude<PageType, 'home' | 'not found' | 'search calendar' | 'search map'>

const patterns: Record<'fr' | 'en', Record<Reachable, RegExp>> = {
  fr: {
    'content page': /^\/nos-casinos$/,
    'casino landing': /^\/nos-casinos\/[a-z0-9-]+$/,
    'show detail': /^\/[a-z-]+\/spectacle\/[a-z0-9-]+$/,
    'show agenda': /^\/agenda$/,
    'poker tournament list': /^\/tournois-poker$/,
    'poker tournament detail': /^\/[a-z-]+\/tournois-poker\/\d+$/,
    'tournament detail': /^\/[a-z-]+\/tournois\/\d+$/,
    'restaurant list': /^\/restaurants$/,
    'restaurant detail': /^\/[a-z-]+\/restaurant\/[a-z0-9-]+$/,
    'hotel list': /^\/nos-hotels$/,
    'hotel detail': /^\/[a-z-]+\/hotel\/[a-z0-9-]+$/,
    'hotel offers': /^\/offres-hotels$/,
    seminars: /^\/seminaires$/,
    jackpots: /^\/jackpots$/,
    search: /^\/recherche$/,
    'account login': /^\/account\/connexion$/,
    'account sign-up': /^\/account\/inscription$/,
    'account forgotten password': /^\/account\/mot-de-passe-oublie$/,
    'hotel programme login': /^\/account\/connexion-hotels$/,
    'collaborator sign-up': /^\/account\/inscription-collaborateurs$/,
  },
  en: {
    'content page': /^\/en\/our-casinos$/,
    'casino landing': /^\/en\/our-casinos\/[a-z0-9-]+$/,
    'show detail': /^\/en\/[a-z-]+\/show\/[a-z0-9-]+$/,
    'show agenda': /^\/en\/show-calendar$/,
    'poker tournament list': /^\/en\/poker-tournaments$/,
    'poker tournament detail': /^\/en\/[a-z-]+\/poker-tournaments\/\d+$/,
    'tournament detail': /^\/en\/[a-z-]+\/tournaments\/\d+$/,
    'restaurant list': /^\/en\/restaurants$/,
    'restaurant detail': /^\/en\/[a-z-]+\/restaurant\/[a-z0-9-]+$/,
    'hotel list': /^\/en\/our-hotels$/,
    'hotel detail': /^\/en\/[a-z-]+\/hotel\/[a-z0-9-]+$/,
    'hotel offers': /^\/en\/hotel-offers$/,
    seminars: /^\/en\/seminars$/,
    jackpots: /^\/en\/jackpots$/,
    search: /^\/en\/search$/,
    'account login': /^\/en\/account\/login$/,
    'account sign-up': /^\/en\/account\/sign-up$/,
    'account forgotten password': /^\/en\/account\/forgot-password$/,
    'hotel programme login': /^\/en\/account\/hotel-login$/,
    'collaborator sign-up': /^\/en\/account\/collaborator-sign-up$/,
  },
}

/** The site's own paths among the links of a part of the page (no query, no anchor). */
async function sitePaths(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const paths = hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
    .map((href) => href.split(/[?#]/)[0]!)
  return [...new Set(paths)]
}

/**
 * The site's own paths among the links of a page's server HTML, read without a browser (its
 * anchors are all in the server HTML; loading each page in the browser cost ~1 s each and
 * tested nothing more). The request carries the browser's cookies: a member's session too.
 */
async function linkedPaths(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  const hrefs = [...(await response.text()).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
  const paths = hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
    .map((href) => href.split(/[?#]/)[0]!)
  return [...new Set(paths)]
}

/** Header (with each of its menus opened) and footer links: one click from the page. */
async function headerAndFooterPaths(page: Page): Promise<string[]> {
  const paths = new Set([
    ...(await sitePaths(page, 'header')),
    ...(await sitePaths(page, 'footer')),
  ])
  // The desktop menus (the mobile menu button is hidden at this width).
  const triggers = page.locator('header nav button[aria-expanded]:visible')
  expect(await triggers.count()).toBeGreaterThan(0)
  for (let index = 0; index < (await triggers.count()); index++) {
    const trigger = triggers.nth(index)
    // The menus open once the page is hydrated: a key pressed before that is pressed again.
    await expect(async () => {
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') {
        await trigger.focus()
        await page.keyboard.press('Enter')
      }
      await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    for (const path of await sitePaths(page, 'header nav')) paths.add(path)
    await page.keyboard.press('Escape')
  }
  return [...paths]
}

for (const locale of ['fr', 'en'] as const) {
  test(`every page type is at most two clicks from the header or footer (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(locale === 'fr' ? '/' : '/en')
    // The language switch leads to the other language (and its cookie would send every later
    // visit there): this walk stays in one language.
    const inLocale = (path: string) => (locale === 'en') === /^\/en(\/|$)/.test(path)
    const firstClick = (await headerAndFooterPaths(page)).filter(inLocale)
    const reached = new Map<string, string[]>(firstClick.map((path) => [path, [path]]))
    for (const path of firstClick) {
      for (const next of (await linkedPaths(page, path)).filter(inLocale)) {
        if (!reached.has(next)) reached.set(next, [path, next])
      }
    }

    const missing: string[] = []
    for (const [type, pattern] of Object.entries(patterns[locale])) {
      const found = [...reached.entries()].find(([path]) => pattern.test(path))
      if (!found) {
        missing.push(type)
        continue
      }
      // The link leads to a working page of that type.
      const [path, route] = found
      const response = await page.request.get(path)
      expect(response.status(), `${type}: ${route.join(' → ')}`).toBe(200)
    }
    expect(missing, `reached: ${[...reached.keys()].sort().join(' ')}`).toEqual([])
  })
}

const member = {
  fr: {
    home: '/',
  },
  en: {
    home: '/en',
  },
} as const

/** The member area's pages (the logout link is a route, not a page, and ends the session). */
const isMemberAreaPath = (path: string) => /^(\/en)?\/(account|le-carre-vip)(\/|$)/.test(path)

for (const locale of ['fr', 'en'] as const) {
  test(`a member reaches every member page in at most two clicks from the header (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, MARIE)
    await page.goto(member[locale].home)
    const inLocale = (path: string) => (locale === 'en') === /^\/en(\/|$)/.test(path)
    // The header with its menus opened: the account menu among them, now that a member is here.
    const firstClick = (await headerAndFooterPaths(page)).filter(inLocale)
    const reached = new Map<string, string[]>(firstClick.map((path) => [path, [path]]))
    // Second clicks from the member area's pages (the visitor's walk covers the public ones).
    for (const path of firstClick.filter(isMemberAreaPath)) {
      for (const next of (await linkedPaths(page, path)).filter(inLocale)) {
        if (!reached.has(next)) reached.set(next, [path, next])
      }
    }

    const missing: string[] = []
    for (const type of MEMBER_PAGE_TYPES) {
      const path = memberPageTypeUrls[locale][type]
      const route = reached.get(path)
      if (!route) {
        missing.push(type)
        continue
      }
      // The link leads to the member page itself, not to the home page a visitor is sent to.
      const response = await page.request.get(path)
      expect(response.status(), `${type}: ${route.join(' → ')}`).toBe(200)
      expect(new URL(response.url()).pathname, `${type}: ${route.join(' → ')}`).toBe(path)
      expect(await response.text(), `${type}: a heading`).toMatch(/<h1[\s>]/)
    }
    expect(missing, `reached: ${[...reached.keys()].sort().join(' ')}`).toEqual([])
  })
}

const listings = {
  fr: [
    ['/nos-casinos', /^\/nos-casinos\/[a-z0-9-]+$/, 8],
    ['/restaurants', /^\/[a-z-]+\/restaurant\/[a-z0-9-]+$/, 9],
    ['/nos-hotels', /^\/[a-z-]+\/hotel\/[a-z0-9-]+$/, 5],
  ],
  en: [
    ['/en/our-casinos', /^\/en\/our-casinos\/[a-z0-9-]+$/, 8],
    ['/en/restaurants', /^\/en\/[a-z-]+\/restaurant\/[a-z0-9-]+$/, 9],
    ['/en/our-hotels', /^\/en\/[a-z-]+\/hotel\/[a-z0-9-]+$/, 5],
  ],
} as const

for (const locale of ['fr', 'en'] as const) {
  test(`the casinos, restaurants and hotels pages link each of their items (${locale})`, async ({
    page,
  }) => {
    for (const [listing, detail, count] of listings[locale]) {
      await page.goto(listing)
      const details = (await sitePaths(page, 'main')).filter((path) => detail.test(path))
      expect(details, listing).toHaveLength(count)
      const [first] = details
      await page.locator(`main a[href="${first}"]`).first().click()
      await expect(page).toHaveURL(first!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })
}
