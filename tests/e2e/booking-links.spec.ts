import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * A booking's private link (ADR 0031) that is forged or cut answers 404 with the page that says
 * why, in the visitor's language; a valid link still opens the booking (200).
 */

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

const ui = {
  fr: {
    prefix: '/reservation/',
    restaurant: '/cannes/restaurant/le-toit-de-la-croisette',
    invalidTitle: 'Lien de réservation non valide',
    invalidMessage:
      'Ce lien de réservation n’est pas valide. Vérifiez qu’il est complet, ou contactez l’établissement.',
    home: 'Retour à l’accueil',
    responsibleGaming: 'Jeu responsable',
  },
  en: {
    prefix: '/en/booking/',
    restaurant: '/en/cannes/restaurant/le-toit-de-la-croisette',
    invalidTitle: 'Booking link not valid',
    invalidMessage:
      'This booking link is not valid. Check that it is complete, or contact the venue.',
    home: 'Back to the home page',
    responsibleGaming: 'Responsible gaming',
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

/** Books a table at Le Toit de la Croisette through the API; returns the link's token. */
async function bookTable(page: Page, request: APIRequestContext): Promise<string> {
  const asked = page.waitForRequest(/\/api\/epc\/bookings\/tables\/slots\?/)
  await page.goto(ui.fr.restaurant)
  const restaurant = Number(new URL((await asked).url()).searchParams.get('restaurant'))
  for (let offset = 20; offset < 40; offset++) {
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
        email: `link-${Date.now().toString(36)}@example.com`,
        phone: '0612345678',
      },
    })
    expect(created.status()).toBe(201)
    const { managePath } = (await created.json()) as { managePath: string }
    return managePath.split('/').pop()!
  }
  throw new Error('no free table in the next weeks')
}

/** The same token with one character changed (its signature no longer matches). */
function tamper(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A'
  return `${token.slice(0, -1)}${last}`
}

test.describe('private booking links', () => {
  test('a tampered or cut link answers 404 with the translated page; a valid one 200', async ({
    page,
    request,
  }) => {
    const token = await bookTable(page, request)
    for (const locale of ['fr', 'en'] as const) {
      const t = ui[locale]
      const valid = await page.goto(`${t.prefix}${token}`)
      expect(valid?.status(), `${locale} valid`).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Le Toit de la Croisette')

      for (const bad of [tamper(token), token.slice(0, 20), 'not-a-token']) {
        const refused = await page.goto(`${t.prefix}${bad}`)
        expect(refused?.status(), `${locale} ${bad}`).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invalidTitle)
        await expect(page.getByText(t.invalidMessage)).toBeVisible()
        await expect(page.getByRole('link', { name: t.home })).toBeVisible()
        // In the site's frame, as before: its responsible-gaming notice.
        await expect(page.getByRole('complementary', { name: t.responsibleGaming })).toBeVisible()
      }
    }
  })
})
