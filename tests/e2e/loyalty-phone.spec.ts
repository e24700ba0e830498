import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'
import { signIn } from './support/members'

/**
 * The loyalty pages on a phone (issue 20, item 6), in both languages at 360 and 390 px: the page
 * never scrolls sideways; the points history's table scrolls inside its own region, which is
 * named, reachable with the keyboard and says it scrolls.
 */

const t = {
  fr: {
    email: 'marie.dupont@demo.atout.example',
    dashboard: '/account/fidelite',
    history: '/account/historique-points',
    table: 'Vos mouvements de points, du plus récent au plus ancien',
    cue: 'Faites défiler le tableau sur le côté pour voir toutes ses colonnes.',
  },
  en: {
    email: 'hugo.moreau@demo.atout.example',
    dashboard: '/en/account/loyalty',
    history: '/en/account/points-history',
    table: 'Your points movements, newest first',
    cue: 'Scroll the table sideways to see all its columns.',
  },
} as const

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]
  for (const width of [360, 390]) {
    test(`${locale}, ${width} px: the loyalty pages fit the phone; the history scrolls in its own region`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await signIn(page, s.email)

      await page.goto(s.dashboard)
      await expect(page.getByTestId('loyalty-status')).toBeVisible()
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
      await expectAccessible(page)

      await page.goto(s.history)
      const region = page.getByRole('region', { name: s.table })
      await expect(region.getByTestId('points-history')).toBeVisible()
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
      // Wider than the phone, the table scrolls inside its region, which says so…
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }))
      expect(scrollWidth).toBeGreaterThan(clientWidth)
      await expect(page.getByText(s.cue)).toBeVisible()
      // …and scrolls with the keyboard once focused.
      await region.focus()
      await expect(region).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
      await expectAccessible(page)
    })
  }
}
