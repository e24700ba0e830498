import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { BookingsTodayPanel } from '@/features/bookings/cms/admin/today-panel'
import { ContactRequestsPanel } from '@/features/forms/cms/admin/requests-panel'
import { IntegrationErrorsPanel } from '@/features/integration/cms/admin/errors-panel'
import { CasinoCreditsPanel } from '@/features/payments/cms/admin/credits-panel'
import { QuoteRequestsPanel } from '@/features/seminars/cms/admin/quotes-panel'
import { addDays, formatIsoDate, getParisDate } from '@/platform/domain/calendar'
import { OutboxPanel } from '@/platform/mail/admin/outbox-panel'

import { createBookingFixtures, type Fixtures } from '../support/bookings-scenario'
import { createStaffAccount } from '../support/cms-api'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * The admin's home (issue 25): each area's panel of the day, rendered as Payload renders it, for
 * the signed-in staff member: support sees today's and tomorrow's covers per restaurant and
 * service, arrivals and departures per hotel, open requests and failed mails, each a link to its
 * filtered list; an editor, who may not read them, sees none of these panels.
 */

type Panel = (props: never) => Promise<ReactElement | null>

let ctx: TestPayload
let fixtures: Fixtures
let support: unknown
let editor: unknown
const today = formatIsoDate(getParisDate(new Date()))
const tomorrow = formatIsoDate(addDays(getParisDate(new Date()), 1))

async function render(panel: Panel, user: unknown, language = 'fr') {
  const element = await panel({ payload: ctx.payload, user, i18n: { language } } as never)
  return element ? renderToStaticMarkup(element) : null
}

let bookingNumber = 0
async function tableBooking(day: string, time: string, partySize: number, service: string) {
  bookingNumber += 1
  await ctx.payload.create({
    collection: 'table-bookings',
    data: {
      status: 'confirmed',
      reference: `TDASH${bookingNumber}`,
      guestName: 'Camille Martin',
      email: 'camille@example.com',
      phone: '+33612345678',
      locale: 'fr',
      restaurant: fixtures.restaurantId,
      serviceDate: day,
      time,
      partySize,
      service,
      startsAt: `${day}T${time}:00.000Z`,
    } as never,
  })
}

beforeAll(async () => {
  ctx = await createTestPayload()
  fixtures = await createBookingFixtures(ctx.payload, 'dash')
  support = (await createStaffAccount(ctx.payload, 'dash-support@staff.example', ['support'])).user
  editor = (await createStaffAccount(ctx.payload, 'dash-editor@staff.example', ['editor'])).user
  await tableBooking(today, '12:30', 4, 'lunch')
  await tableBooking(today, '20:00', 2, 'dinner')
  await tableBooking(today, '20:30', 3, 'dinner')
  await tableBooking(tomorrow, '20:00', 6, 'dinner')
  await ctx.payload.create({
    collection: 'room-bookings',
    data: {
      status: 'confirmed',
      reference: 'HDASH1',
      guestName: 'Camille Martin',
      email: 'camille@example.com',
      phone: '+33612345678',
      locale: 'fr',
      hotel: fixtures.hotelId,
      room: fixtures.suiteId,
      rateName: 'Flexible',
      arrival: today,
      departure: tomorrow,
      nights: 1,
      guests: 2,
      totalCents: 20_000,
    } as never,
  })
  await ctx.payload.create({
    collection: 'contact-requests',
    data: {
      name: 'Paul',
      email: 'paul@example.com',
      subject: 'Horaires',
      message: 'Bonjour',
      status: 'new',
      locale: 'fr',
    } as never,
  })
  await ctx.payload.create({
    collection: 'outbox',
    data: {
      to: 'x@example.com',
      subject: 'Test',
      kind: 'test',
      status: 'failed',
      text: 'x',
    } as never,
  })
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('the admin’s home', () => {
  test('support: today’s covers per restaurant and service, and tomorrow’s', async () => {
    const html = (await render(BookingsTodayPanel as Panel, support))!
    expect(html).toContain(`Aujourd’hui — ${today}`)
    expect(html).toContain(`Demain — ${tomorrow}`)
    const [todayPart, tomorrowPart] = html.split(`Demain — ${tomorrow}`)
    expect(todayPart).toContain('3 table(s), 9 couvert(s) — Déjeuner 4, Dîner 5')
    expect(tomorrowPart).toContain('1 table(s), 6 couvert(s) — Dîner 6')
    expect(todayPart).toContain('1 arrivée(s), 0 départ(s)')
    expect(tomorrowPart).toContain('0 arrivée(s), 1 départ(s)')
    expect(html).toContain(
      `/admin/collections/table-bookings?where%5Band%5D%5B0%5D%5BserviceDate%5D%5Bequals%5D=${today}&amp;where%5Band%5D%5B1%5D%5Brestaurant%5D%5Bequals%5D=${fixtures.restaurantId}`,
    )
    const english = (await render(BookingsTodayPanel as Panel, support, 'en'))!
    expect(english).toContain('3 table(s), 9 cover(s) — Lunch 4, Dinner 5')
  })

  test('support: open contact messages, quote requests and failed mails, linked to their lists', async () => {
    const contact = (await render(ContactRequestsPanel as Panel, support))!
    expect(contact).toMatch(/Sans réponse<\/a> :\s*<strong[^>]*>1<\/strong>/)
    expect(contact).toContain(
      '/admin/collections/contact-requests?where%5Bstatus%5D%5Bequals%5D=new',
    )
    const quotes = (await render(QuoteRequestsPanel as Panel, support, 'en'))!
    expect(quotes).toMatch(/New<\/a> :\s*<strong[^>]*>0<\/strong>/)
    const credits = (await render(CasinoCreditsPanel as Panel, support))!
    expect(credits).toMatch(/En échec \(à traiter\)<\/a> :\s*<strong[^>]*>0<\/strong>/)
    expect(credits).toContain(
      '/admin/collections/casino-credits?where%5Bstatus%5D%5Bin%5D=pending%2Csending',
    )
    const mails = (await render(OutboxPanel as Panel, support))!
    expect(mails).toMatch(/En échec \(ne seront plus réessayés\)<\/a> :\s*<strong[^>]*>1<\/strong>/)
  })

  test('support: what the casino and hotel systems were refused in the last day, the latest first', async () => {
    const client = await ctx.payload.create({
      collection: 'integration-clients',
      data: { name: 'Caisse Cannes', scopes: ['play-events'] },
    })
    const refusal = (code: string, createdAt: string, count: number) =>
      ctx.payload.create({
        collection: 'integration-errors',
        data: {
          client: client.id,
          route: '/api/integration/v1/play-events',
          status: 200,
          code,
          detail: '1/2: unknownCard ×1 (evt-9)',
          count,
          createdAt,
        },
      })
    await refusal('eventsRejected', new Date(Date.now() - 60_000).toISOString(), 12)
    // Older than a day: no longer on the home page (still in the list).
    await refusal('invalidBody', new Date(Date.now() - 25 * 3_600_000).toISOString(), 1)

    const html = (await render(IntegrationErrorsPanel as Panel, support))!
    expect(html).toMatch(/Sur les dernières 24 heures<\/a> :\s*<strong[^>]*>1<\/strong>/)
    expect(html).toContain('Caisse Cannes')
    expect(html).toContain(
      '<strong>eventsRejected</strong> (1/2: unknownCard ×1 (evt-9)) · 12 appels',
    )
    expect(html).not.toContain('invalidBody')
    expect(html).toContain(
      '/admin/collections/integration-errors?where%5BcreatedAt%5D%5Bgreater_than%5D=',
    )
    const english = (await render(IntegrationErrorsPanel as Panel, support, 'en'))!
    expect(english).toContain('In the last 24 hours')
    expect(english).toContain('12 calls')
  })

  test('an editor, who may not read bookings, requests or mails, sees none of these panels', async () => {
    for (const panel of [
      IntegrationErrorsPanel,
      BookingsTodayPanel,
      ContactRequestsPanel,
      QuoteRequestsPanel,
      OutboxPanel,
      CasinoCreditsPanel,
    ]) {
      expect(await render(panel as Panel, editor)).toBeNull()
    }
  })
})
