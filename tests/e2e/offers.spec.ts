import { expect, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'

/** Marie (Gold) sees the offers and events of her status, in both languages, and no Black-only one. */

test('fr: the Carré VIP page shows Marie the Gold and Black evenings', async ({ page }) => {
  await signIn(page, MARIE)
  await page.goto('/le-carre-vip/soirees-privees')
  const region = page.getByRole('region', { name: 'Réservé aux membres Gold et Black' })
  await expect(region.getByRole('heading', { name: 'Soirée privée de fin d’année' })).toBeVisible()
  await expect(region.getByText('Week-end Grand Prix')).toHaveCount(0)
  await expect(region.getByText('Soirée jazz au lounge')).toHaveCount(0)
})

test('en: Marie’s offers and events page', async ({ page }) => {
  await signIn(page, MARIE)
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
