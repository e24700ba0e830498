import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { listMemberStays, readManagedBooking } from '@/features/bookings/server/manage'
import * as routes from '@/features/bookings/server/routes'
import * as identityRoutes from '@/features/identity/server/routes'

import {
  bookRoom,
  bookTable,
  cancel,
  createBookingFixtures,
  dayAhead,
  type Fixtures,
} from '../support/bookings-scenario'
import { createActiveMember, PASSWORD, uniqueEmail } from '../support/login-attempts-scenario'
import { ApiClient, type Json } from './support/api-client'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let fixtures: Fixtures

beforeAll(async () => {
  ctx = await createTestPayload()
  fixtures = await createBookingFixtures(ctx.payload, 'api')
})
afterAll(async () => {
  await ctx?.cleanup()
})

const tokenOf = (managePath: string) => managePath.split('/').pop()!

function get(handler: Parameters<ApiClient['call']>[0], path: string) {
  return new ApiClient().call(handler, 'GET', path)
}

describe('table availability', () => {
  test('the slots of a day, fewer once booked, none on a closed day', async () => {
    const path = (date: string, party = 2) =>
      `/api/epc/bookings/tables/slots?restaurant=${fixtures.restaurantId}&date=${date}&party=${party}&lang=fr`
    const before = await get(routes.tableSlotsRoute, path(fixtures.serviceDay))
    expect(before.status).toBe(200)
    expect(before.body.slots.map((slot: Json) => slot.time)).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ])
    expect(before.body.rules).toMatchObject({ maxPartyOnline: 6, phone: '04 93 00 00 00' })
    expect(before.body.slots[0]).toMatchObject({ service: 'dinner', remaining: 10 })

    expect((await bookTable(fixtures, { time: '19:30', party: 6 })).status).toBe(201)
    const after = await get(routes.tableSlotsRoute, path(fixtures.serviceDay, 5))
    expect(after.body.slots.map((slot: Json) => slot.time)).not.toContain('19:30')
    const forFour = await get(routes.tableSlotsRoute, path(fixtures.serviceDay, 4))
    expect(forFour.body.slots.find((slot: Json) => slot.time === '19:30')).toMatchObject({
      remaining: 4,
    })

    const closed = await get(routes.tableSlotsRoute, path(fixtures.closedDay))
    expect(closed.body).toMatchObject({
      slots: [],
      closedReason: 'closedDate',
      closedMessage: 'Le restaurant est fermé ce jour-là.',
    })
    const tooMany = await get(routes.tableSlotsRoute, path(fixtures.serviceDay, 8))
    expect(tooMany.body.closedReason).toBe('partyTooLarge')
  })

  test('a malformed query is a 400 with field messages, not a 500', async () => {
    const answer = await get(
      routes.tableSlotsRoute,
      `/api/epc/bookings/tables/slots?restaurant=abc&date=2026-02-31&lang=en`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors.date[0].message).toBe('Choose a date.')
  })
})

describe('stay availability', () => {
  test('room types with their rates: total, per night, cancellation; the offer when it applies', async () => {
    const answer = await get(
      routes.stayAvailabilityRoute,
      `/api/epc/bookings/rooms/availability?hotel=${fixtures.hotelId}&arrival=${dayAhead(60)}&departure=${dayAhead(63)}&guests=2&lang=en`,
    )
    expect(answer.status).toBe(200)
    const [room, suite] = answer.body.rooms
    expect(room).toMatchObject({
      roomId: fixtures.lastRoomId,
      roomsLeft: 1,
      rates: [
        {
          code: 'standard',
          name: 'Flexible rate',
          totalCents: 45_000,
          perNightCents: 15_000,
          nights: 3,
        },
      ],
    })
    expect(room.rates[0].freeCancellationUntil).toBe(dayAhead(58))
    expect(suite.rates).toEqual([
      expect.objectContaining({ code: 'standard', totalCents: 75_000 }),
      expect.objectContaining({
        code: `offer-${fixtures.offerId}`,
        totalCents: 60_000,
        perNightCents: 20_000,
        freeCancellationUntil: null,
        conditions: 'Petit-déjeuner compris',
      }),
    ])
  })

  test('a room type too small for the guests says so', async () => {
    const answer = await get(
      routes.stayAvailabilityRoute,
      `/api/epc/bookings/rooms/availability?hotel=${fixtures.hotelId}&arrival=${dayAhead(60)}&departure=${dayAhead(61)}&guests=3&lang=en`,
    )
    expect(answer.body.rooms[0]).toMatchObject({
      rates: [],
      unavailableReason: 'tooManyGuests',
      unavailableMessage: 'This room sleeps 2 people at most.',
    })
  })

  test('the lowest price of each of the next 60 nights', async () => {
    const answer = await get(
      routes.priceCalendarRoute,
      `/api/epc/bookings/rooms/calendar?hotel=${fixtures.hotelId}&guests=2`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.nights).toHaveLength(60)
    expect(answer.body.nights[0]).toEqual({ night: dayAhead(0), lowestCents: 15_000 })
    const forThree = await get(
      routes.priceCalendarRoute,
      `/api/epc/bookings/rooms/calendar?hotel=${fixtures.hotelId}&guests=3`,
    )
    // Only the suite sleeps three: 250 €, 300 € in its season.
    expect(forThree.body.nights[0].lowestCents).toBe(25_000)
    expect(forThree.body.nights[41].lowestCents).toBe(30_000)
  })
})

describe('a booking is stored before its mail, and the mail carries the private link', () => {
  test('the confirmation mail (fr) has the private page and the calendar file', async () => {
    const booked = await bookTable(
      fixtures,
      { time: '21:30', email: 'mail-check@example.com' },
      { lang: 'fr' },
    )
    expect(booked.status).toBe(201)
    expect(booked.body.managePath).toMatch(/^\/reservation\/[\w-]{35}$/)
    const mails = await ctx.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'mail-check@example.com' } },
    })
    const mail = mails.docs[0]!
    expect(mail.kind).toBe('booking.tableConfirmation')
    expect(mail.subject).toMatch(/^Votre table — La Table api-\d+, le .+ à 21:30$/)
    expect(mail.text).toContain(`http://localhost:3000${booked.body.managePath}`)
    expect(mail.text).toContain(`/api/calendar/fr/bookings/${tokenOf(booked.body.managePath)}`)
    expect(mail.text).toContain(`Référence : ${booked.body.reference}`)
    // The HTML part: the branded layout in French, the private link as its button, the calendar
    // file's link, the facts, and the footer's responsible-gaming line; no script.
    const html = mail.html ?? ''
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('<html dir="ltr" lang="fr"')
    expect(html).toContain(`href="http://localhost:3000${booked.body.managePath}"`)
    expect(html).toContain('Voir ou annuler ma réservation')
    expect(html).toContain(`Référence : ${booked.body.reference}`)
    expect(html).toContain('Ajouter à mon agenda (.ics)')
    expect(html).toContain('09 74 75 13 13')
    expect(html).not.toMatch(/<script/i)
    expect(mail.text).toContain('Les casinos sont interdits aux mineurs')
  })

  test('the stay confirmation (en): the same layout in English, with the total and the rate', async () => {
    const email = 'stay-mail-check@example.com'
    const booked = await bookRoom(
      fixtures,
      { arrival: dayAhead(40), departure: dayAhead(42), email },
      { lang: 'en' },
    )
    expect(booked.status).toBe(201)
    const mails = await ctx.payload.find({ collection: 'outbox', where: { to: { equals: email } } })
    const mail = mails.docs[0]!
    expect(mail.kind).toBe('booking.stayConfirmation')
    expect(mail.locale).toBe('en')
    const html = mail.html ?? ''
    expect(html).toContain('<html dir="ltr" lang="en"')
    expect(html).toContain('View or cancel my booking')
    expect(html).toContain(`Reference: ${booked.body.reference}`)
    expect(html).toContain('Total to pay at the hotel: €300<')
    expect(html).toContain('Gambling involves risks')
    expect(mail.text).toContain(`http://localhost:3000${booked.body.managePath}`)
    expect(mail.text).toContain('Add to my calendar (.ics)')
  })

  test('when the mail cannot even be queued, the booking is kept and answered', async () => {
    const create = ctx.payload.create.bind(ctx.payload)
    vi.spyOn(ctx.payload, 'create').mockImplementation(((args: { collection: string }) => {
      if (args.collection === 'outbox') throw new Error('outbox unavailable')
      return create(args as never)
    }) as typeof ctx.payload.create)
    const booked = await bookRoom(fixtures, { arrival: dayAhead(33), departure: dayAhead(34) })
    expect(booked.status).toBe(201)
    const stored = await ctx.payload.find({
      collection: 'room-bookings',
      where: { reference: { equals: booked.body.reference } },
    })
    expect(stored.docs[0]).toMatchObject({ status: 'confirmed', nights: 1, totalCents: 15_000 })
  })
})

describe('the guest’s phone: read in the plan of the chosen country, stored in E.164', () => {
  const storedPhone = async (reference: string) => {
    const found = await ctx.payload.find({
      collection: 'table-bookings',
      where: { reference: { equals: reference } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs[0]?.phone
  }

  test.each([
    ['a Belgian mobile with Belgium chosen', '0470 12 34 56', 'BE', '21:00', '+32470123456'],
    ['the same digits with France chosen', '04 70 12 34 56', 'FR', '21:00', '+33470123456'],
    ['a French mobile, no country sent', '06 12 34 56 78', undefined, '20:30', '+33612345678'],
    [
      'an international number, whatever the country',
      '+41 78 123 45 67',
      'FR',
      '20:30',
      '+41781234567',
    ],
  ])('%s', async (_case, phone, phoneCountry, time, expected) => {
    const booked = await bookTable(fixtures, { phone, phoneCountry, time })
    expect(booked.status).toBe(201)
    expect(await storedPhone(booked.body.reference as string)).toBe(expected)
  })

  test('a number of no plan of that country is refused on its field, in both languages', async () => {
    const en = await bookTable(fixtures, { phone: '07911 123456', phoneCountry: 'FR' })
    expect(en.status).toBe(400)
    expect(en.body.fieldErrors.phone[0].code).toBe('phone')
    const fr = await bookTable(fixtures, { phone: '0470 12', phoneCountry: 'BE' }, { lang: 'fr' })
    expect(fr.status).toBe(400)
    expect(fr.body.fieldErrors.phone[0].message).toMatch(/numéro de téléphone valide/)
  })
})

describe('the private link', () => {
  test('shows the booking, gives an .ics, cancels within the policy', async () => {
    const booked = await bookRoom(
      fixtures,
      { arrival: dayAhead(35), departure: dayAhead(37) },
      { lang: 'en' },
    )
    const token = tokenOf(booked.body.managePath)
    const view = await readManagedBooking(
      { payload: ctx.payload, now: new Date(), locale: 'en' },
      token,
    )
    expect(view).toMatchObject({
      kind: 'room',
      status: 'confirmed',
      canCancel: true,
      nights: 2,
      totalCents: 30_000,
      rateName: 'Flexible rate',
      freeCancellationUntil: dayAhead(33),
    })
    const ics = await routes.answerBookingCalendar('en', token)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(ics.headers.get('cache-control')).toBe('private, no-store')
    const body = await ics.text()
    expect(body).toContain('BEGIN:VEVENT')
    expect(body).toContain(`UID:stay-`)
    expect(body).toMatch(/SUMMARY:Stay — Hôtel api-\d+/)
    expect((await routes.answerBookingCalendar('en', 'forged')).status).toBe(404)

    const cancelled = await cancel(booked.body.managePath)
    expect(cancelled.body).toEqual({ status: 'cancelled', reference: booked.body.reference })
    const after = await readManagedBooking(
      { payload: ctx.payload, now: new Date(), locale: 'en' },
      token,
    )
    expect(after).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      cancelRefusal: 'alreadyCancelled',
      cancelledBy: 'guest',
    })
    const cancelledIcs = await (await routes.answerBookingCalendar('en', token)).text()
    expect(cancelledIcs).toContain('STATUS:CANCELLED')
  })

  test('a stay past its free cancellation, or an offer without one, cannot be cancelled online', async () => {
    const soon = await bookRoom(fixtures, { arrival: dayAhead(1), departure: dayAhead(2) })
    expect(soon.status).toBe(201)
    const refused = await cancel(soon.body.managePath)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('cancellationClosed')
    const offer = await bookRoom(fixtures, {
      room: fixtures.suiteId,
      offer: fixtures.offerId,
      arrival: dayAhead(70),
      departure: dayAhead(72),
    })
    expect(offer.status).toBe(201)
    expect((await cancel(offer.body.managePath)).body.code).toBe('cancellationClosed')
  })
})

describe('a member’s stays', () => {
  test('a booking made in session is the member’s, and shows under "my stays"', async () => {
    const email = uniqueEmail('stays')
    const member = await createActiveMember(ctx.payload, email)
    const client = new ApiClient()
    const login = await client.call(identityRoutes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email, password: PASSWORD },
    })
    expect(login.status).toBe(200)
    const booked = await bookRoom(
      fixtures,
      { room: fixtures.suiteId, arrival: dayAhead(80), departure: dayAhead(82), email },
      { client },
    )
    expect(booked.status).toBe(201)
    const stays = await listMemberStays(ctx.payload, member.id, 'en', new Date())
    expect(stays).toEqual([
      expect.objectContaining({
        reference: booked.body.reference,
        arrival: dayAhead(80),
        ended: false,
        status: 'confirmed',
        managePath: expect.stringMatching(/^\/en\/booking\/[\w-]{35}$/),
      }),
    ])
    // The same e-mail without the session is a visitor's booking: never attached by address.
    const visitor = await bookRoom(fixtures, {
      room: fixtures.suiteId,
      arrival: dayAhead(84),
      departure: dayAhead(85),
      email,
    })
    expect(visitor.status).toBe(201)
    expect(await listMemberStays(ctx.payload, member.id, 'en', new Date())).toHaveLength(1)
  })

  test('an expired session is refused with 401 (the client refreshes), not booked as a visitor', async () => {
    const answer = await new ApiClient().call(
      routes.stayBookingRoute,
      'POST',
      '/api/epc/bookings/rooms?lang=en',
      {
        body: {
          hotel: fixtures.hotelId,
          room: fixtures.suiteId,
          arrival: dayAhead(86),
          departure: dayAhead(87),
          guests: 2,
          name: 'Expired Session',
          email: 'expired@example.com',
          phone: '0612345678',
        },
        headers: { cookie: 'refresh_token=stale' },
      },
    )
    expect(answer.status).toBe(401)
  })
})

describe('mutations come from our pages', () => {
  test('a booking posted from another site is refused', async () => {
    const answer = await new ApiClient().call(
      routes.tableBookingRoute,
      'POST',
      '/api/epc/bookings/tables',
      {
        body: {},
        origin: 'https://evil.example',
        headers: { cookie: 'a=b' },
      },
    )
    expect(answer.status).toBe(403)
  })
})
