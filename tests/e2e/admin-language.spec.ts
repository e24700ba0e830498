import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'

/**
 * The admin as French and English staff read it (issue 20, item 17): the table booking settings
 * are not named like the bookings, a payment's history shows labelled events, states and authors
 * rather than stored codes, and dates are in Paris time and the admin's language whatever the
 * computer's time zone (the browser here runs in UTC).
 */

const languages = [
  {
    locale: 'fr-FR',
    language: 'fr',
    settings: 'Réglages des réservations',
    bookings: 'Réservations de tables',
    oldSettings: 'Réservation de tables',
    opened: 'Page de paiement ouverte',
    pending: 'En attente',
    system: 'Automatique (site)',
    wonAt: 'Gagné le',
    lastModified: 'Dernière modification\u00a0:',
    created: 'Créé(e)\u00a0:',
    shown: '25 nov. 2026, 18:54',
    typed: '25 nov. 2026, 20:30',
    save: 'Sauvegarder',
    luckyDay: (n: number, part: 'day' | 'month') =>
      `Date fétiche ${n} — ${part === 'day' ? 'jour' : 'mois'}`,
    april: 'Avril',
    july: 'Juillet',
    opensAt: 'Ouvre à',
    birthdate: 'Date de naissance',
    favouriteCasino: 'Casino préféré',
    noCasino: '— Aucun —',
    consentHistory: 'Historique des consentements',
  },
  {
    locale: 'en-US',
    language: 'en',
    settings: 'Table booking settings',
    bookings: 'Table bookings',
    oldSettings: null,
    opened: 'Payment page opened',
    pending: 'Pending',
    system: 'Automatic (site)',
    wonAt: 'Won at',
    lastModified: 'Last Modified:',
    created: 'Created:',
    shown: 'Nov 25, 2026, 6:54 PM',
    typed: 'Nov 25, 2026, 8:30 PM',
    save: 'Save',
    luckyDay: (n: number, part: 'day' | 'month') => `Lucky date ${n} — ${part}`,
    april: 'April',
    july: 'July',
    opensAt: 'Opens at',
    birthdate: 'Birthdate',
    favouriteCasino: 'Favourite casino',
    noCasino: '— None —',
    consentHistory: 'Consent history',
  },
] as const

type PaymentEvent = { id: number; payment: number; event: string; createdAt: string }

type StoredPayment = { id: number; reference: string; createdAt: string; updatedAt: string }

/** The payment made last, as staff read it through the CMS API. */
async function latestPayment(request: APIRequestContext, token: string): Promise<StoredPayment> {
  const latest = await request.get('/api/cms/payments?depth=0&limit=1&sort=-createdAt', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(latest.ok()).toBeTruthy()
  return ((await latest.json()) as { docs: StoredPayment[] }).docs[0]!
}

/** The date as the site shows it: Paris time, the language's medium date and short time. */
function parisDate(iso: string, tag: string, prefix = ''): RegExp {
  const text = new Intl.DateTimeFormat(tag, {
    timeZone: 'Europe/Paris',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
  // Node and Chromium may differ on the kind of space (narrow no-break before PM).
  const pattern = `${prefix}${text}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s')
  return new RegExp(`^${pattern}$`)
}

for (const language of languages) {
  test.describe(`admin in ${language.locale}`, () => {
    test.use({ locale: language.locale, timezoneId: 'UTC' })

    test('the navigation names the table booking settings apart from the bookings', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const token = await staffToken(request)
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      // Another page: the navigation shows the current collection as text, not as a link.
      await page.goto('/admin/collections/payments')
      const nav = page.getByRole('navigation').first()
      await expect(nav.getByRole('link', { name: language.settings, exact: true })).toBeVisible({
        timeout: 20_000,
      })
      await expect(nav.getByRole('link', { name: language.bookings, exact: true })).toBeVisible()
      if (language.oldSettings) {
        await expect(
          nav.getByRole('link', { name: language.oldSettings, exact: true }),
        ).toHaveCount(0)
      }
    })

    test('a payment’s history shows labelled events, states and authors, dates in Paris time', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000)
      const token = await staffToken(request)
      const auth = { Authorization: `JWT ${token}` }
      const found = await request.get(
        '/api/cms/payment-events?depth=0&limit=1&sort=createdAt&where[event][equals]=opened&where[author][equals]=system',
        { headers: auth },
      )
      expect(found.ok()).toBeTruthy()
      const opened = ((await found.json()) as { docs: PaymentEvent[] }).docs[0]!
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/admin/collections/payments/${opened.payment}`)

      // The history table loads after the document (slow on a loaded machine).
      const row = page.getByRole('row').filter({ hasText: language.opened })
      await expect(row).toBeVisible({ timeout: 45_000 })
      await expect(row.getByRole('cell', { name: language.pending, exact: true })).toBeVisible()
      await expect(row.getByRole('cell', { name: language.system, exact: true })).toBeVisible()
      await expect(
        row.getByRole('cell', { name: parisDate(opened.createdAt, language.locale) }),
      ).toBeVisible()
      // No stored code is shown as such.
      for (const code of ['opened', 'created', 'pending', 'paid', 'system']) {
        await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0)
      }
    })

    test('an edit view says when the document was last modified and created, in Paris time', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const token = await staffToken(request)
      const payment = await latestPayment(request, token)
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/admin/collections/payments/${payment.id}`)
      // Only one of each is shown, and it reads in Paris time (the browser runs in UTC).
      const modified = page
        .getByRole('listitem')
        .filter({ hasText: language.lastModified, visible: true })
      await expect(modified).toHaveText(
        parisDate(payment.updatedAt, language.locale, `${language.lastModified} `),
        { timeout: 20_000 },
      )
      await expect(
        page.getByRole('listitem').filter({ hasText: language.created, visible: true }),
      ).toHaveText(parisDate(payment.createdAt, language.locale, `${language.created} `))
    })

    test('a date and time field is shown and typed in Paris time, the zone named beside it', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const token = await staffToken(request)
      const auth = { Authorization: `JWT ${token}` }
      const casinos = await request.get('/api/cms/casinos?limit=1&depth=0', { headers: auth })
      const casino = ((await casinos.json()) as { docs: { id: number }[] }).docs[0]!.id
      // 17:54 UTC is 18:54 in Paris (winter time), 17:54 on this browser's clock.
      const created = await request.post('/api/cms/jackpots', {
        headers: auth,
        data: {
          casino,
          machineNumber: Date.now().toString().slice(-8),
          amountCents: 5_000,
          wonAt: '2026-11-25T17:54:00.000Z',
        },
      })
      expect(created.ok()).toBeTruthy()
      const jackpot = ((await created.json()) as { doc: { id: number; wonAt_tz: string } }).doc
      expect(jackpot.wonAt_tz).toBe('Europe/Paris')
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/admin/collections/jackpots/${jackpot.id}`)

      const field = page.locator('.field-type.date-time-field').filter({ hasText: language.wonAt })
      const input = field.getByRole('textbox')
      await expect(input).toHaveValue(language.shown, { timeout: 20_000 })
      await expect(field.getByText('Paris')).toBeVisible()

      await input.fill(language.typed)
      await input.press('Enter')
      await page.getByRole('button', { name: language.save, exact: true }).click()
      // 20:30 in Paris is 19:30 UTC, not 20:30 UTC (the browser's zone).
      await expect
        .poll(async () => {
          const read = await request.get(`/api/cms/jackpots/${jackpot.id}?depth=0`, {
            headers: auth,
          })
          return ((await read.json()) as { wonAt: string }).wonAt
        })
        .toBe('2026-11-25T19:30:00.000Z')
      // Leave the edit view first: it would lock a document that no longer exists.
      await page.goto('about:blank')
      await request.delete(`/api/cms/jackpots/${jackpot.id}`, { headers: auth })
    })

    test('lucky dates are picked as a day and a month, the favourite casino by name, birthdates and opening hours with the browser’s pickers', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const token = await staffToken(request)
      const auth = { Authorization: `JWT ${token}` }
      const members = await request.get(
        '/api/cms/members?depth=0&limit=1&where[email][equals]=marie.dupont@demo.atout.example',
        { headers: auth },
      )
      const marie = ((await members.json()) as { docs: { id: number }[] }).docs[0]!.id
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/admin/collections/members/${marie}`)
      // Marie's lucky dates are 04-17 and 07-14, stored as text and shown as two selects each.
      const day1 = page.getByRole('combobox', { name: language.luckyDay(1, 'day'), exact: true })
      await expect(day1).toHaveValue('17', { timeout: 20_000 })
      const month1 = page.getByRole('combobox', {
        name: language.luckyDay(1, 'month'),
        exact: true,
      })
      await expect(month1.locator('option:checked')).toHaveText(language.april)
      const month2 = page.getByRole('combobox', {
        name: language.luckyDay(2, 'month'),
        exact: true,
      })
      await expect(month2.locator('option:checked')).toHaveText(language.july)
      await expect(
        page.getByRole('combobox', { name: language.luckyDay(2, 'day'), exact: true }),
      ).toHaveValue('14')
      // Support read her consent history on her record (what she gave or withdrew, and how).
      await expect(page.getByText(language.consentHistory, { exact: true }).first()).toBeVisible()
      // Her birthdate, a day kept as text, is edited with the browser's date input.
      const birthdate = page.getByLabel(language.birthdate).first()
      await expect(birthdate).toHaveAttribute('type', 'date')
      await expect(birthdate).toHaveValue('1982-04-17')
      // Her favourite casino is chosen among the published casinos by name (she has none).
      const favourite = page.getByRole('combobox', { name: language.favouriteCasino, exact: true })
      await expect(favourite.locator('option:checked')).toHaveText(language.noCasino)
      await expect(
        favourite.locator('option', { hasText: 'Casino Atout Cannes Croisette' }),
      ).toHaveAttribute('value', 'cannes')

      const casinos = await request.get('/api/cms/casinos?limit=1&depth=0', { headers: auth })
      const casino = ((await casinos.json()) as { docs: { id: number }[] }).docs[0]!.id
      await page.goto(`/admin/collections/casinos/${casino}`)
      const opens = page.getByLabel(language.opensAt).first()
      await expect(opens).toHaveAttribute('type', 'time', { timeout: 20_000 })
      await expect(opens).toHaveValue(/^\d\d:\d\d$/)
    })

    test('the payments list shows its dates in Paris time and the admin’s language', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const token = await staffToken(request)
      const payment = await latestPayment(request, token)
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto('/admin/collections/payments')
      const row = page.getByRole('row').filter({ hasText: payment.reference })
      await expect(row).toBeVisible({ timeout: 20_000 })
      await expect(
        row.getByRole('cell', { name: parisDate(payment.createdAt, language.locale) }),
      ).toBeVisible()
    })
  })
}
