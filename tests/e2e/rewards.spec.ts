import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'

/**
 * Issue 11 in a real browser, in both languages: Marie (Gold, a year of play) filters the rewards
 * by category and sorts them by points, sees why a Black-only reward is not for her, redeems one
 * and gets the voucher's code as text and QR code; the voucher is then on her vouchers page.
 */

const t = {
  fr: {
    rewards: '/account/avantages',
    vouchers: '/account/mes-bons',
    all: 'Tous les avantages',
    category: 'Catégorie',
    sort: 'Trier par',
    bars: 'Bars',
    hotels: 'Hôtels',
    desc: 'Points décroissants',
    blackOnly: 'Week-end en suite',
    blackReason: 'Réservé aux membres Black et plus.',
    reward: 'Coupe de champagne',
    cost: 1_550,
    redeem: 'Échanger',
    voucherTitle: 'Votre bon : Coupe de champagne',
    qr: /^QR code du bon AT-/,
    myVouchers: 'Mes bons d’avantage',
  },
  en: {
    rewards: '/en/account/rewards',
    vouchers: '/en/account/my-vouchers',
    all: 'All rewards',
    category: 'Category',
    sort: 'Sort by',
    bars: 'Bars',
    hotels: 'Hotels',
    desc: 'Points, highest first',
    blackOnly: 'Weekend in a suite',
    blackReason: 'For Black members and above.',
    reward: 'Aperitif for two',
    cost: 4_650,
    redeem: 'Redeem',
    voucherTitle: 'Your voucher: Aperitif for two',
    qr: /^QR code of voucher AT-/,
    myVouchers: 'My reward vouchers',
  },
} as const

async function pointsOf(page: Page) {
  const text = (await page.locator('[data-member-points]').first().textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, '').slice(0, 7))
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a member filters, sees why not, redeems and gets the voucher`, async ({
    page,
  }) => {
    const s = t[locale]
    await signIn(page, MARIE)
    await page.goto(s.rewards)
    const all = page.getByRole('region', { name: s.all })
    await expect(all.getByRole('listitem').first()).toBeVisible()
    await expectAccessible(page)

    await all.getByLabel(s.category).selectOption({ label: s.bars })
    await all.getByLabel(s.sort).selectOption({ label: s.desc })
    const cards = all.locator('[data-reward-id]')
    const eyebrows = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent ?? ''),
    )
    expect(eyebrows.length).toBeGreaterThan(1)
    for (const eyebrow of eyebrows) expect(eyebrow.toUpperCase()).toContain(s.bars.toUpperCase())
    const costs = await cards.evaluateAll((items) =>
      items.map((item) =>
        Number((item.querySelector('p.font-semibold')?.textContent ?? '').replace(/[^\d]/g, '')),
      ),
    )
    expect(costs).toEqual([...costs].sort((a, b) => b - a))

    await all.getByLabel(s.category).selectOption({ label: s.hotels })
    const suite = all.locator('[data-reward-id]', { hasText: s.blackOnly })
    await expect(suite.getByText(s.blackReason)).toBeVisible()
    await expect(suite.getByRole('button')).toHaveCount(0)

    const before = await pointsOf(page)
    await all.getByLabel(s.category).selectOption({ label: s.bars })
    await all.getByRole('button', { name: `${s.redeem} — ${s.reward}` }).dblclick()
    const voucher = page.getByRole('status').getByRole('article', { name: s.voucherTitle })
    await expect(voucher).toBeVisible()
    const code = (await voucher.locator('[data-voucher-code]').textContent())!.trim()
    expect(code).toMatch(/^AT-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const qr = voucher.getByRole('img', { name: s.qr })
    await expect(qr).toBeVisible()
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100)
    // The double click redeemed once: the points went down by one reward's cost.
    await expect.poll(() => pointsOf(page)).toBe(before - s.cost)

    await page.goto(s.vouchers)
    const mine = page.getByRole('region', { name: s.myVouchers })
    await expect(mine.getByText(code, { exact: true })).toBeVisible()
    expect(await mine.locator('[data-voucher-code]').count()).toBeGreaterThanOrEqual(4)
    await expectAccessible(page)
  })
}

for (const locale of ['fr', 'en'] as const) {
  // A choice made in a list before the page's code ran was undone as it started: the category
  // filter went back to all categories while the page went on. The lists now wait for the code,
  // as the redeem buttons do.
  test(`${locale}: the filter, the sort and each reward's casino wait for the page's code`, async ({
    page,
  }) => {
    const s = t[locale]
    await signIn(page, MARIE)
    // The page's scripts (not its styles) are held back: the catalogue is as first painted.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(s.rewards, { waitUntil: 'commit' })
    const all = page.getByRole('region', { name: s.all })
    await expect(all.getByRole('listitem').first()).toBeVisible()
    const lists = all.locator('select')
    expect(await lists.count()).toBeGreaterThan(2)
    for (const list of await lists.all()) await expect(list).toBeDisabled()
    release()
    for (const list of await lists.all()) await expect(list).toBeEnabled()
    await all.getByLabel(s.category).selectOption({ label: s.hotels })
    await expect(all.locator('[data-reward-id]').first()).toContainText(s.hotels)
  })
}
