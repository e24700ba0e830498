import { expect, expectAccessible, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'

/**
 * The rewards catalogue shows each reward's picture (issue 20, item 5), in both languages: every
 * card of the whole catalogue has its image, named after the reward, loaded through next/image
 * (with `sizes`, lazily below the fold).
 */

const t = {
  fr: {
    rewards: '/account/avantages',
    all: 'Tous les avantages',
    sample: 'Coupe de champagne',
  },
  en: {
    rewards: '/en/account/rewards',
    all: 'All rewards',
    sample: 'Glass of champagne',
  },
} as const

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: every reward of the catalogue shows its picture`, async ({ page }) => {
    const s = t[locale]
    await signIn(page, MARIE)
    await page.goto(s.rewards)
    const all = page.getByRole('region', { name: s.all })
    const cards = all.locator('[data-reward-id]')
    await expect(cards.first()).toBeVisible()
    const count = await cards.count()
    expect(count).toBeGreaterThanOrEqual(20)

    for (let index = 0; index < count; index++) {
      const card = cards.nth(index)
      const title = ((await card.getByRole('heading').textContent()) ?? '').trim()
      const image = card.getByRole('img', { name: title, exact: true })
      await expect(image, title).toHaveCount(1)
      // Through the image optimiser, in the widths the card needs.
      await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fapi%2Fcms%2Fmedia%2F/)
      await expect(image).toHaveAttribute('sizes', /\S/)
    }
    await expect(all.getByRole('img', { name: s.sample, exact: true })).toBeVisible()

    // The last card is far below the fold: lazy, and loaded once scrolled to.
    const last = cards.last().getByRole('img')
    await expect(last).toHaveAttribute('loading', 'lazy')
    await last.scrollIntoViewIfNeeded()
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expectAccessible(page)
  })
}
