import { readFileSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { expect, expectAccessible, test } from './support/fixtures'
import { signIn } from './support/members'

/**
 * The member's loyalty screens in a real browser, in French and English: play posted by a casino
 * system through the integration API (the demo key) shows on the dashboard and in the points
 * history (its filters work), the status rises when a threshold is crossed, and the member card
 * shows the card number with its QR code and barcode.
 */

const DEMO_KEY = 'atk_demodemo_Atout_demo_integration_key_not_for_prod_001'

/** Unique per run: a second run on the same database must not be taken for a replay. */
const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

const cases = {
  fr: {
    email: 'marie.dupont@demo.atout.example',
    cardNumber: '5000000001',
    dashboard: '/account/fidelite',
    history: '/account/historique-points',
    card: '/account/carte',
    ui: {
      menu: 'Mon compte',
      kind: 'Type de mouvement',
      kindPlay: 'Jeu et dépenses',
      kindAdjustment: 'Ajustement',
      from: 'Du',
      to: 'Au',
      apply: 'Filtrer',
      emptyFiltered: 'Aucun mouvement ne correspond à ces filtres.',
      qr: 'QR code de la carte n° 5000000001',
      barcode: 'Code-barres de la carte n° 5000000001',
      status: 'Statut Gold',
      loyaltyLink: 'Ma fidélité',
      wallet: 'Enregistrer dans Google Wallet',
      walletStatus: 'Statut',
      appleWallet: 'Ajouter à Apple Wallet',
      holder: 'Titulaire',
    },
  },
  en: {
    email: 'hugo.moreau@demo.atout.example',
    cardNumber: '5000000002',
    dashboard: '/en/account/loyalty',
    history: '/en/account/points-history',
    card: '/en/account/card',
    ui: {
      menu: 'My account',
      kind: 'Kind of movement',
      kindPlay: 'Play and spending',
      kindAdjustment: 'Adjustment',
      from: 'From',
      to: 'To',
      apply: 'Filter',
      emptyFiltered: 'No movements match these filters.',
      qr: 'QR code of card no. 5000000002',
      barcode: 'Barcode of card no. 5000000002',
      status: 'Silver status',
      loyaltyLink: 'My loyalty',
      wallet: 'Save to Google Wallet',
      walletStatus: 'Status',
      appleWallet: 'Add to Apple Wallet',
      holder: 'Card holder',
    },
  },
} as const

/** 'YYYY-MM-DD' of an instant in Paris (the history's days). */
function parisDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(at)
}

async function postPlay(
  request: APIRequestContext,
  events: { cardNumber: string; activity: string; amountCents: number; casino: string }[],
  occurredAt: Date,
) {
  const body = events.map((event, index) => ({
    ...event,
    eventId: `e2e-${RUN}-${event.cardNumber}-${index}`,
    occurredAt: occurredAt.toISOString(),
  }))
  const response = await request.post('/api/integration/v1/play-events', {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: { events: body },
  })
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ accepted: body.length, rejected: 0 })
  // A replay of the same batch counts nothing twice.
  const replay = await request.post('/api/integration/v1/play-events', {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: { events: body },
  })
  expect(replay.status()).toBe(200)
  expect(await replay.json()).toMatchObject({ accepted: 0, duplicates: body.length })
}

async function rewardPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('loyalty-reward-points').textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

for (const locale of ['fr', 'en'] as const) {
  const c = cases[locale]

  test.describe(`loyalty screens (${locale})`, () => {
    test('play posted by a casino shows on the dashboard and in the filtered history', async ({
      page,
      request,
    }) => {
      await signIn(page, cases[locale].email)
      await page.goto(c.dashboard)
      await expect(page.getByTestId('loyalty-reward-points')).toBeVisible()
      const before = await rewardPoints(page)

      // Two hours ago (never a lucky date of the demo members), in two casinos.
      const occurredAt = new Date(Date.now() - 2 * 3_600_000)
      const [slots, restaurant] =
        locale === 'fr'
          ? [
              { amountCents: 123_450, points: 1_230 },
              { amountCents: 4_560, points: 80 },
            ]
          : // Enough for Hugo to cross Silver's 2,500 status points.
            [
              { amountCents: 300_000, points: 3_000 },
              { amountCents: 4_560, points: 80 },
            ]
      await postPlay(
        request,
        [
          { cardNumber: c.cardNumber, activity: 'slots', casino: 'cannes', ...slots },
          { cardNumber: c.cardNumber, activity: 'restaurant', casino: 'biarritz', ...restaurant },
        ],
        occurredAt,
      )

      // The account menu in the header leads to the dashboard.
      await page.goto(locale === 'fr' ? '/' : '/en')
      // The menu opens once the page is hydrated: a click that came before is made again.
      const loyaltyLink = page.getByRole('link', { name: c.ui.loyaltyLink, exact: true })
      await expect(async () => {
        if (!(await loyaltyLink.isVisible())) {
          await page.getByRole('button', { name: c.ui.menu }).click()
        }
        await expect(loyaltyLink).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      await loyaltyLink.click()
      await expect(page).toHaveURL(c.dashboard)
      await expect(page.getByTestId('loyalty-reward-points')).toBeVisible()
      expect(await rewardPoints(page)).toBe(before + slots.points + restaurant.points)
      await expect(page.getByTestId('loyalty-status')).toHaveText(c.ui.status)
      await expectAccessible(page)

      // The history, filtered on play of that day: both movements, with their casino and points.
      await page.goto(c.history)
      const day = parisDay(occurredAt)
      await page.getByLabel(c.ui.kind).selectOption({ label: c.ui.kindPlay })
      await page.getByLabel(c.ui.from, { exact: true }).fill(day)
      await page.getByLabel(c.ui.to, { exact: true }).fill(day)
      await page.getByRole('button', { name: c.ui.apply }).click()
      await expect(page).toHaveURL(new RegExp(`kind=play.*from=${day}.*to=${day}`))
      const table = page.getByTestId('points-history')
      const digits = (points: number) =>
        new RegExp(String(points).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s,.]?'))
      await expect(table.getByRole('row').filter({ hasText: digits(slots.points) })).toHaveCount(1)
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: digits(restaurant.points) })
          .first(),
      ).toBeVisible()
      await expect(table).toContainText(c.ui.kindPlay)
      await expectAccessible(page)

      // A day long before the member's first movement: the filter answers an empty list. (A kind
      // alone is not enough: other specs adjust Marie's points on the same server today.)
      await page.getByLabel(c.ui.kind).selectOption({ label: c.ui.kindAdjustment })
      await page.getByLabel(c.ui.from, { exact: true }).fill('2001-01-02')
      await page.getByLabel(c.ui.to, { exact: true }).fill('2001-01-02')
      await page.getByRole('button', { name: c.ui.apply }).click()
      await expect(page.getByText(c.ui.emptyFiltered)).toBeVisible()
      await expect(page.getByTestId('points-history')).toHaveCount(0)
    })

    test('the member card shows the card number with a QR code and a barcode', async ({ page }) => {
      await signIn(page, cases[locale].email)
      await page.goto(c.card)
      const card = page.getByTestId('member-card')
      await expect(card).toContainText(c.cardNumber)
      const qr = page.getByRole('img', { name: c.ui.qr })
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg')
      expect(await qr.locator('path').count()).toBeGreaterThan(0)
      await expect(page.getByRole('img', { name: c.ui.barcode })).toBeVisible()
      // "Save to Google Wallet" (configured on the test server): Google's save link with the card
      // as it is now, signed by the issuer's service account.
      const wallet = page.getByRole('link', { name: c.ui.wallet })
      const href = (await wallet.getAttribute('href')) ?? ''
      expect(href.startsWith('https://pay.google.com/gp/v/save/')).toBe(true)
      const claims = JSON.parse(
        Buffer.from(href.split('/').pop()!.split('.')[1]!, 'base64url').toString('utf8'),
      ) as {
        aud: string
        typ: string
        payload: {
          loyaltyObjects: {
            accountId: string
            barcode: { value: string }
            textModulesData: { header: string; body: string }[]
          }[]
        }
      }
      expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' })
      const [object] = claims.payload.loyaltyObjects
      expect(object).toMatchObject({ accountId: c.cardNumber, barcode: { value: c.cardNumber } })
      expect(object!.textModulesData[0]!.header).toBe(c.ui.walletStatus)
      expect(['White', 'Silver', 'Gold', 'Black']).toContain(object!.textModulesData[0]!.body)

      // "Add to Apple Wallet" (test certificates on the test server): the pass of the card as
      // it is now, in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: c.ui.appleWallet }).click(),
      ])
      expect(download.suggestedFilename()).toBe('atout-carre-vip.pkpass')
      const files = unzipSync(readFileSync((await download.path())!))
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
      )
      const pass = JSON.parse(strFromU8(files['pass.json']!)) as {
        serialNumber: string
        barcodes: { message: string }[]
        storeCard: {
          primaryFields: { label: string; value: string }[]
          secondaryFields: { label: string }[]
        }
      }
      expect(pass.serialNumber).toBe(c.cardNumber)
      expect(pass.barcodes[0]!.message).toBe(c.cardNumber)
      expect(pass.storeCard.primaryFields[0]!.label).toBe(c.ui.walletStatus)
      expect(['White', 'Silver', 'Gold', 'Black']).toContain(pass.storeCard.primaryFields[0]!.value)
      expect(pass.storeCard.secondaryFields[0]!.label).toBe(c.ui.holder)
      await expectAccessible(page)
    })
  })
}

test('a visitor is sent from the loyalty pages to the home page, with no member data', async ({
  page,
}) => {
  for (const [path, home] of [
    ['/account/fidelite', '/'],
    ['/account/historique-points', '/'],
    ['/en/account/card', '/en'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveURL(home)
    await expect(page.getByTestId('member-card')).toHaveCount(0)
    await expect(page.getByTestId('points-history')).toHaveCount(0)
  }
})

test('the Apple Wallet pass is only a logged-in member’s own card', async ({ request }) => {
  const visitor = await request.get('/api/epc/card/apple-wallet?lang=en')
  expect(visitor.status()).toBe(401)
  expect(visitor.headers()['content-type']).toMatch(/^application\/json/)
})

test('Apple Wallet devices reach the update web service, which asks for the pass’s token', async ({
  request,
}) => {
  // Devices call without an Origin: the web service answers them (ADR 0068).
  const base = '/api/wallet/apple/v1'
  const type = 'pass.example.atout.e2e'
  expect((await request.post(`${base}/log`, { data: { logs: ['e2e'] } })).status()).toBe(200)
  expect((await request.get(`${base}/devices/e2e-device/registrations/${type}`)).status()).toBe(204)
  const unsigned = await request.post(
    `${base}/devices/e2e-device/registrations/${type}/5000000001`,
    {
      headers: { authorization: 'ApplePass not-the-token' },
      data: { pushToken: 'e2e' },
    },
  )
  expect(unsigned.status()).toBe(401)
  expect((await request.get(`${base}/passes/${type}/5000000001`)).status()).toBe(401)
})
