import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'
import { MEMBER_PAGE_TYPES, memberPageTypeUrls, pageTypeUrls } from './support/page-types'

/**
 * No page scrolls sideways on a phone: every page type, in both languages, at the widths of small
 * and common phones, the member's pages with a member logged in. A wide table may scroll inside
 * its own container; the page itself may not.
 */
const widths = [360, 390] as const

async function overflow(page: Page): Promise<number | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  return scrollWidth > innerWidth ? scrollWidth : null
}

const member = {
  fr: { menu: 'Mon compte', accountMenu: 'Menu de mon compte' },
  en: { menu: 'My account', accountMenu: 'My account menu' },
} as const

for (const locale of ['fr', 'en'] as const) {
  test.describe(`phone layout (${locale})`, () => {
    // Each page loads once, at the narrower width, and is measured again at the wider one: the
    // layout follows the screen's width, not the server.
    test(`no page type is wider than a ${widths.join(' or a ')} px screen`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000)
      const tooWide: string[] = []
      for (const [type, url] of Object.entries(pageTypeUrls[locale])) {
        await page.setViewportSize({ width: widths[0], height: 800 })
        await page.goto(url)
        await expect(page.locator('footer')).toBeVisible()
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 })
          const wide = await overflow(page)
          if (wide) tooWide.push(`${type} (${url}) at ${width} px: ${wide} px`)
        }
      }
      // The map's tiles come from the internet, which tests do not have.
      await page.close()
      const kept = consoleErrors.filter((error) => !error.includes('tile.openstreetmap.org'))
      consoleErrors.splice(0, consoleErrors.length, ...kept)
      expect(tooWide).toEqual([])
    })

    test(`no member page is wider than a ${widths.join(' or a ')} px screen, nor the account menu`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await signIn(page, MARIE)
      const tooWide: string[] = []
      for (const type of MEMBER_PAGE_TYPES) {
        const url = memberPageTypeUrls[locale][type]
        await page.setViewportSize({ width: widths[0], height: 800 })
        await page.goto(url)
        // The member page itself, not the home page a visitor would be sent to.
        expect(new URL(page.url()).pathname, type).toBe(url)
        await expect(page.locator('footer')).toBeVisible()
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 })
          const wide = await overflow(page)
          if (wide) tooWide.push(`${type} (${url}) at ${width} px: ${wide} px`)
        }
      }
      expect(tooWide).toEqual([])

      // The account menu opens within the screen and holds every member page, each reachable
      // by scrolling the menu (not the page sideways), at each width.
      const m = member[locale]
      await page.getByRole('button', { name: m.menu, exact: true }).click()
      const menu = page.getByRole('navigation', { name: m.accountMenu })
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        for (const type of MEMBER_PAGE_TYPES) {
          const link = menu.locator(`a[href="${memberPageTypeUrls[locale][type]}"]`)
          await link.scrollIntoViewIfNeeded()
          await expect(link, `${type} at ${width} px`).toBeInViewport()
          const box = await link.boundingBox()
          expect(box!.x, `${type} at ${width} px`).toBeGreaterThanOrEqual(0)
          expect(box!.x + box!.width, `${type} at ${width} px`).toBeLessThanOrEqual(width)
        }
        expect(await overflow(page)).toBeNull()
      }
    })
  })
}
