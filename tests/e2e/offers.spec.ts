import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/** Marie (Gold) sees the offers and events of her status, in both languages, and no Black-only one. */

const login = {
  fr: {
    path: '/account/connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  en: { path: '/en/account/login', email: 'Email address', password: 'Password', submit: 'Log in' },
} as const

async function logIn(page: Page, locale: 'fr' | 'en') {
  const s = login[locale]
  await page.goto(s.path)
  await page.getByLabel(new RegExp(`^${s.email}\\s*\\*?$`)).fill('marie.dupont@demo.atout.example')
  await page.getByLabel(new RegExp(`^${s.password}\\s*\\*?$`)).fill('Atout-Demo-2026!')
  await page.getByRole('button', { name: s.submit, exact: true }).click()
  await expect(page).not.toHaveURL(new RegExp(`${s.path}$`))
}

test('fr: the Carré VIP page shows Marie the Gold and Black evenings', async ({ page }) => {
  await logIn(page, 'fr')
  await page.goto('/le-carre-vip/soirees-privees')
  const region = page.getByRole('region', { name: 'Réservé aux membres Gold et Black' })
  await expect(region.getByRole('heading', { name: 'Soirée privée de fin d’année' })).toBeVisible()
  await expect(region.getByText('Week-end Grand Prix')).toHaveCount(0)
  await expect(region.getByText('Soirée jazz au lounge')).toHaveCount(0)
})

test('en: Marie’s offers and events page', async ({ page }) => {
  await logIn(page, 'en')
  await page.goto('/en/account/offers')
  const offers = page.getByRole('region', { name: 'My offers' })
  const events = page.getByRole('region', { name: 'My events' })
  await expect(offers.getByRole('heading', { name: 'Thursday aperitif on us' })).toBeVisible()
  await expect(
    offers.getByRole('heading', { name: '15% off at the restaurant on weekdays' }),
  ).toBeVisible()
  await expect(events.getByRole('heading', { name: 'Jazz night in the lounge' })).toBeVisible()
  await expect(events.getByRole('heading', { name: 'Private year-end party' })).toBeVisible()
  await expect(page.getByText('Grand Prix weekend')).toHaveCount(0)
})
