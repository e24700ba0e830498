import { expect, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'

/**
 * A redemption's name in the points history is the reward's name in the reader's language
 * (issue 20, item 10), whatever the language the reward was redeemed in: redeemed in English, it
 * reads in French on the French history, and the other way round.
 */

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

const t = {
  fr: {
    history: '/account/historique-points?kind=redemption',
  },
  en: {
    history: '/en/account/points-history?kind=redemption',
  },
} as const

/** A demo reward any member may take, in each language. */
const reward = { fr: 'Voiturier offert', en: 'Free valet parking' }

for (const locale of ['fr', 'en'] as const) {
  const other = locale === 'fr' ? 'en' : 'fr'
  test(`${locale}: a reward redeemed in ${other} is named in ${locale} in the history`, async ({
    page,
  }) => {
    await signIn(page, MARIE)
    const list = await page.request.get(`/api/epc/profile/rewards/other?lang=${other}`)
    const { rewards } = (await list.json()) as { rewards: { id: number; title: string }[] }
    const valet = rewards.find((item) => item.title === reward[other])!
    expect(valet).toBeDefined()
    const redeemed = await page.request.post(`/api/epc/profile/vouchers?lang=${other}`, {
      headers: { Origin: ORIGIN },
      data: {
        rewardId: valet.id,
        idempotencyKey: `e2e-history-name-${locale}-${Date.now().toString(36)}`,
      },
    })
    expect(redeemed.status()).toBe(201)
    const { voucher } = (await redeemed.json()) as {
      voucher: { code: string; rewardTitle: string }
    }
    // The voucher is issued in the language of the redemption…
    expect(voucher.rewardTitle).toBe(reward[other])

    // …and the history reads it in the page's language.
    await page.goto(t[locale].history)
    const table = page.getByTestId('points-history')
    const first = table.getByRole('row').nth(1)
    await expect(first).toContainText(reward[locale])
    await expect(first).not.toContainText(reward[other])
    await expect(table).not.toContainText(reward[other])
  })
}
