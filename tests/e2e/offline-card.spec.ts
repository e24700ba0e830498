import { expect, test } from './support/fixtures'
import { signIn } from './support/members'

/**
 * The card and vouchers offline (issue 26): after a visit, a member's card and vouchers pages
 * open without a network (with when they were made), never stale while the network answers, and
 * not at all once the member has logged out.
 */
const cases = {
  fr: {
    email: 'marie.dupont@demo.atout.example',
    card: '/account/carte',
    vouchers: '/account/mes-bons',
    logout: '/logout',
    cardNumber: '5000000001',
    stamp: /^Mis à jour le \d\d\/\d\d\/\d{4} \d\d:\d\d\. Cette page reste consultable sans réseau/,
  },
  en: {
    email: 'hugo.moreau@demo.atout.example',
    card: '/en/account/card',
    vouchers: '/en/account/my-vouchers',
    logout: '/en/logout',
    cardNumber: '5000000002',
    stamp: /^Updated on \d\d\/\d\d\/\d{4},? \d\d:\d\d\s?[AP]M\. This page stays available/,
  },
} as const

for (const [locale, c] of Object.entries(cases) as [keyof typeof cases, (typeof cases)['fr']][]) {
  test(`${locale}: the card and vouchers open offline after a visit, and not after logging out`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await signIn(page, c.email)
    await page.goto(c.card)
    // The first visit installs the service worker; the next visits go through it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await page.goto(c.vouchers)
    const onlineStamp = await page.getByText(c.stamp).textContent()

    await context.setOffline(true)
    await page.goto(c.card)
    await expect(page.getByTestId('member-card')).toContainText(c.cardNumber.slice(0, 5))
    await expect(page.getByText(c.stamp)).toBeVisible()
    await page.goto(c.vouchers)
    // The kept page says when it was made: the time of the last visit online.
    await expect(page.getByText(c.stamp)).toHaveText(onlineStamp!)

    // Online again, the network answers first: logging out empties the store.
    await context.setOffline(false)
    await page.goto(c.logout)
    await expect(page).not.toHaveURL(c.logout)
    // While the network answers, its answer wins: the logged-out visitor is not shown the card.
    await page.goto(c.card)
    await expect(page.getByTestId('member-card')).toHaveCount(0)
    await context.setOffline(true)
    await expect(page.goto(c.card)).rejects.toThrow()
    await context.setOffline(false)
  })
}
