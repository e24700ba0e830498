import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * Wording a visitor reads (issue 20, item 16), in French and English: the booking page names its
 * venue without a broken article ("de Le Toit…"), counts follow the language's plural rules
 * ("1 table", never "1 tables"), and the hotel form refuses a departure before the arrival itself,
 * without asking the server (no 400 in the browser console).
 */

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

const ui = {
  fr: {
    restaurant: '/cannes/restaurant/le-toit-de-la-croisette',
    casino: '/nos-casinos/casino-cannes-croisette',
    hotel: '/cannes/hotel/hotel-atout-croisette',
    venueLink: 'Voir la page : Le Toit de la Croisette',
    arrival: 'Arrivée',
    departure: 'Départ',
    seeRooms: 'Voir les chambres',
    departureBeforeArrival: 'Le départ doit être après l’arrivée.',
  },
  en: {
    restaurant: '/en/cannes/restaurant/le-toit-de-la-croisette',
    casino: '/en/our-casinos/cannes-croisette-casino',
    hotel: '/en/cannes/hotel/hotel-atout-croisette',
    venueLink: 'See the page: Le Toit de la Croisette',
    arrival: 'Arrival',
    departure: 'Departure',
    seeRooms: 'See rooms',
    departureBeforeArrival: 'Departure must be after arrival.',
  },
} as const

/** A Paris day `offset` days from today, 'YYYY-MM-DD'. */
function parisDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** A form control by its label; required fields' labels end with an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`))

/** Books a table at Le Toit de la Croisette through the API; returns its private page's path. */
async function bookTable(page: Page, request: APIRequestContext, locale: 'fr' | 'en') {
  const asked = page.waitForRequest(/\/api\/epc\/bookings\/tables\/slots\?/)
  await page.goto(ui[locale].restaurant)
  const restaurant = Number(new URL((await asked).url()).searchParams.get('restaurant'))
  for (let offset = 45; offset < 70; offset++) {
    const date = parisDay(offset)
    const day = await request.get('/api/epc/bookings/tables/slots', {
      params: { restaurant, date, party: 2 },
    })
    const { slots } = (await day.json()) as { slots: { time: string }[] }
    if (slots.length === 0) continue
    const created = await request.post('/api/epc/bookings/tables', {
      headers: { Origin: ORIGIN },
      data: {
        restaurant,
        date,
        time: slots[0]!.time,
        party: 2,
        name: 'Camille Laurent',
        email: `wording-${Date.now().toString(36)}@example.com`,
        phone: '0612345678',
      },
    })
    expect(created.status()).toBe(201)
    const token = ((await created.json()) as { managePath: string }).managePath.split('/').pop()
    return locale === 'fr' ? `/reservation/${token}` : `/en/booking/${token}`
  }
  throw new Error('no free table in the weeks ahead')
}

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]

  test.describe(`wording (${locale})`, () => {
    test('a booking page links to its venue without a broken article', async ({
      page,
      request,
    }) => {
      const managePath = await bookTable(page, request, locale)
      await page.goto(managePath)
      await expect(page.getByRole('link', { name: t.venueLink, exact: true })).toBeVisible()
      await expect(page.locator('main')).not.toContainText(/de Le |of Le /)
    })

    test('a casino page counts its tables by the plural rules: 1 table, 3 tables', async ({
      page,
    }) => {
      await page.goto(t.casino)
      const main = page.locator('main')
      // Cannes has one Ultimate Texas Hold'em table and three English roulette tables.
      await expect(main).toContainText(/· 1 table(?!s)/)
      await expect(main).toContainText('· 3 tables')
      await expect(main).not.toContainText('1 tables')
    })

    test('the hotel form refuses a departure before the arrival without asking the server', async ({
      page,
    }) => {
      const asked: string[] = []
      const logged: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/epc/bookings/rooms/availability'))
          asked.push(request.url())
      })
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text())
      })
      const calendar = page.waitForResponse(/\/api\/epc\/bookings\/rooms\/calendar\?/)
      await page.goto(`${t.hotel}#booking`)
      await calendar
      await field(page, t.arrival).fill(parisDay(30))
      await field(page, t.departure).fill(parisDay(28))
      await page.getByRole('button', { name: t.seeRooms }).click()
      const departure = field(page, t.departure)
      await expect(departure).toHaveAttribute('aria-invalid', 'true')
      await expect(
        page.getByRole('alert').filter({ hasText: t.departureBeforeArrival }).first(),
      ).toBeVisible()
      // The same day as the arrival is refused too.
      await departure.fill(parisDay(30))
      await page.getByRole('button', { name: t.seeRooms }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: t.departureBeforeArrival }).first(),
      ).toBeVisible()
      expect(asked).toEqual([])
      expect(logged.filter((text) => /\b400\b/.test(text))).toEqual([])
      // Fixed dates are then searched as usual.
      await departure.fill(parisDay(32))
      const searched = page.waitForResponse(/\/api\/epc\/bookings\/rooms\/availability\?/)
      await page.getByRole('button', { name: t.seeRooms }).click()
      expect((await searched).status()).toBe(200)
    })
  })
}
