import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'

/**
 * The loyalty pages on a phone (issue 20, item 6), in both languages at 360 and 390 px: the page
 * never scrolls sideways; the points history's table scrolls inside its own region, which is
 * named, reachable with the keyboard and says it scrolls.
 */

const PASSWORD = 'Atout-Demo-2026!'

const t = {
  fr: {
    email: 'marie.dupont@demo.atout.example',
    login: '/account/connexion',
    dashboard: '/account/fidelite',
    history: '/account/historique-points',
    emailLabel: 'Adresse e-mail',
    passwordLabel: 'Mot de passe',
    submit: 'Se connecter',
    table: 'Vos mouvements de points, du plus récent au plus ancien',
    cue: 'Faites défiler le tableau sur le côté pour voir toutes ses colonnes.',
  },
  en: {
    email: 'hugo.moreau@demo.atout.example',
    login: '/en/account/login',
    dashboard: '/en/account/loyalty',
    history: '/en/account/points-history',
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    submit: 'Log in',
    table: 'Your points movements, newest first',
    cue: 'Scroll the table sideways to see all its columns.',
  },
} as const

async function logIn(page: Page, locale: 'fr' | 'en') {
  const s = t[locale]
  await page.goto(s.login)
  await page.getByLabel(new RegExp(`^${s.emailLabel}\\s*\\*?$`)).fill(s.email)
  await page.getByLabel(new RegExp(`^${s.passwordLabel}\\s*\\*?$`)).fill(PASSWORD)
  await page.getByRole('button', { name: s.submit, exact: true }).click()
  // The redirect follows the session cookie: slow on a loaded machine.
  await expect(page).not.toHaveURL(new RegExp(`${s.login}$`), { timeout: 20_000 })
}

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
      await logIn(page, locale)

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
