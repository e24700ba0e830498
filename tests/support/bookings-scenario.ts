import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { listStayNights } from '@/features/bookings/domain'
import { signManageToken } from '@/features/bookings/server/manage-token'
import * as routes from '@/features/bookings/server/routes'
import { addDays, formatIsoDate, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import { runSql } from '@/platform/db/sql'

import { ApiClient, type Json } from '../int/support/api-client'

/**
 * Table and room bookings under real concurrency, shared by the SQLite (tests/int) and PostgreSQL
 * (tests/pg) suites. Parallel requests go through the route handlers into the database, where their
 * statements interleave (Payload's SQLite adapter has no transactions): only the atomic claims of
 * ADR 0030 keep the last seat and the last room to one booking.
 */

// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = String(Date.now() % 1_000_000).padStart(6, '0')

export type Fixtures = {
  restaurantId: number
  hotelId: number
  /** One room of this type: the last room of every night. */
  lastRoomId: number
  /** Three rooms of this type, sleeping 3; an offer with its own rate applies to it. */
  suiteId: number
  offerId: number
  /** A day the restaurant serves dinner (19:00-21:30, 10 covers a slot), days ahead. */
  serviceDay: string
  closedDay: string
}

const today = () => getParisDate(new Date())
export const dayAhead = (days: number) => formatIsoDate(addDays(today(), days))

async function published<T extends { id: number }>(promise: Promise<T>): Promise<number> {
  return (await promise).id
}

export async function createBookingFixtures(payload: Payload, tag: string): Promise<Fixtures> {
  const suffix = `${tag}-${run}`
  const casino = await published(
    payload.create({
      collection: 'casinos',
      locale: 'fr',
      data: {
        name: `Casino Test ${suffix}`,
        slug: `casino-${suffix}`,
        city: 'Cannes',
        address: { street: '1 rue du Test', postalCode: '06400', country: 'FR' },
        _status: 'published',
      } as never,
    }),
  )
  const restaurantId = await published(
    payload.create({
      collection: 'restaurants',
      locale: 'fr',
      data: {
        name: `La Table ${suffix}`,
        slug: `la-table-${suffix}`,
        casino,
        cuisine: 'Bistrot',
        priceLevel: '2',
        bookingEnabled: true,
        contact: { phone: '04 93 00 00 00' },
        _status: 'published',
      } as never,
    }),
  )
  const closedDay = dayAhead(12)
  await payload.create({
    collection: 'table-booking-settings',
    data: {
      restaurant: restaurantId,
      slotMinutes: '30',
      maxPartyOnline: 6,
      leadTimeMinutes: 60,
      horizonDays: 60,
      mealMinutes: 120,
      services: [
        {
          kind: 'dinner',
          days: ['1', '2', '3', '4', '5', '6', '7'],
          firstSeating: '19:00',
          lastSeating: '21:30',
          coversPerSlot: 10,
        },
      ],
      closedDates: [{ date: closedDay }],
    },
  })
  const room = (name: string, capacity: number) =>
    published(
      payload.create({
        collection: 'rooms',
        locale: 'fr',
        data: { name, type: 'standard', capacity, sizeM2: 20, priceFromCents: 15_000 } as never,
      }),
    )
  const lastRoomId = await room(`Chambre ${suffix}`, 2)
  const suiteId = await room(`Suite ${suffix}`, 3)
  const hotelId = await published(
    payload.create({
      collection: 'hotels',
      locale: 'fr',
      data: {
        name: `Hôtel ${suffix}`,
        slug: `hotel-${suffix}`,
        casino,
        stars: '4',
        address: { street: '2 rue du Test', postalCode: '06400', country: 'FR' },
        rooms: [lastRoomId, suiteId],
        _status: 'published',
      } as never,
    }),
  )
  await payload.create({
    collection: 'room-booking-settings',
    data: {
      room: lastRoomId,
      roomCount: 1,
      baseNightlyCents: 15_000,
      minimumStay: 1,
      freeCancellationDays: 2,
    },
  })
  await payload.create({
    collection: 'room-booking-settings',
    data: {
      room: suiteId,
      roomCount: 3,
      baseNightlyCents: 25_000,
      minimumStay: 1,
      freeCancellationDays: 2,
      // A season 40 to 45 days ahead: 30,000 a night, 2 nights minimum.
      seasons: [
        { startDate: dayAhead(40), endDate: dayAhead(45), nightlyCents: 30_000, minimumStay: 2 },
      ],
    },
  })
  const offerId = await published(
    payload.create({
      collection: 'hotel-offers',
      locale: 'fr',
      data: {
        title: `Escapade ${suffix}`,
        slug: `escapade-${suffix}`,
        hotel: hotelId,
        categories: ['rooms'],
        rooms: [suiteId],
        validFrom: `${dayAhead(0)}T12:00:00.000Z`,
        validUntil: `${dayAhead(90)}T12:00:00.000Z`,
        conditions: 'Petit-déjeuner compris',
        bookingRate: { nightlyCents: 20_000, minimumStay: 2, freeCancellationDays: null },
        _status: 'published',
      } as never,
    }),
  )
  return {
    restaurantId,
    hotelId,
    lastRoomId,
    suiteId,
    offerId,
    serviceDay: dayAhead(5),
    closedDay,
  }
}

const guest = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}-${run}@example.com`,
  phone: '06 12 34 56 78',
})

export function bookTable(
  fixtures: Fixtures,
  body: Record<string, unknown>,
  { lang = 'en', client = new ApiClient() }: { lang?: string; client?: ApiClient } = {},
) {
  return client.call(routes.tableBookingRoute, 'POST', `/api/epc/bookings/tables?lang=${lang}`, {
    body: {
      restaurant: fixtures.restaurantId,
      date: fixtures.serviceDay,
      time: '20:00',
      party: 2,
      ...guest('Camille Martin'),
      ...body,
    },
  })
}

export function bookRoom(
  fixtures: Fixtures,
  body: Record<string, unknown>,
  { lang = 'en', client = new ApiClient() }: { lang?: string; client?: ApiClient } = {},
) {
  return client.call(routes.stayBookingRoute, 'POST', `/api/epc/bookings/rooms?lang=${lang}`, {
    body: {
      hotel: fixtures.hotelId,
      room: fixtures.lastRoomId,
      arrival: dayAhead(20),
      departure: dayAhead(22),
      guests: 2,
      ...guest('Louis Bernard'),
      ...body,
    },
  })
}

function readSlots(fixtures: Fixtures, query: Record<string, string | number>) {
  const params = new URLSearchParams({
    restaurant: String(fixtures.restaurantId),
    date: fixtures.serviceDay,
    party: '2',
    lang: 'en',
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
  return new ApiClient().call(
    routes.tableSlotsRoute,
    'GET',
    `/api/epc/bookings/tables/slots?${params}`,
  )
}

function readStay(fixtures: Fixtures, query: Record<string, string | number>) {
  const params = new URLSearchParams({
    hotel: String(fixtures.hotelId),
    arrival: dayAhead(20),
    departure: dayAhead(22),
    guests: '2',
    lang: 'en',
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
  return new ApiClient().call(
    routes.stayAvailabilityRoute,
    'GET',
    `/api/epc/bookings/rooms/availability?${params}`,
  )
}

export function cancel(managePath: string, lang = 'en') {
  const token = managePath.split('/').pop()!
  return new ApiClient().call(
    routes.cancelBookingRoute,
    'POST',
    `/api/epc/bookings/cancel?lang=${lang}`,
    {
      body: { token },
    },
  )
}

async function slotCovers(payload: Payload, fixtures: Fixtures, time: string): Promise<number> {
  const { rows } = await runSql<{ booked: unknown }>(
    payload,
    sql`SELECT booked FROM table_slot_counters WHERE key = ${`${fixtures.restaurantId}:${fixtures.serviceDay}:${time}`}`,
  )
  return Number(rows[0]?.booked ?? 0)
}

async function nightRooms(payload: Payload, roomId: number, night: string): Promise<number> {
  const { rows } = await runSql<{ booked: unknown }>(
    payload,
    sql`SELECT booked FROM room_night_counters WHERE key = ${`${roomId}:${night}`}`,
  )
  return Number(rows[0]?.booked ?? 0)
}

function statusesOf(answers: { status: number }[]) {
  return answers.map((answer) => answer.status).sort()
}

// --- the last table and the last room ----------------------------------------------------------

export async function checkLastTableGoesToOne(payload: Payload, fixtures: Fixtures) {
  // 8 of the 20:30 slot's 10 covers taken: room for one more party of 2.
  for (const name of ['Ana Lopez', 'Jean Roux', 'Zoé Faure', 'Paul Henry']) {
    expect((await bookTable(fixtures, { time: '20:30', ...guest(name) })).status).toBe(201)
  }
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      bookTable(fixtures, { time: '20:30', ...guest(`Guest ${index}`) }),
    ),
  )
  expect(statusesOf(answers)).toEqual([201, ...Array(19).fill(409)])
  for (const refused of answers.filter((answer) => answer.status === 409)) {
    expect(refused.body).toMatchObject({
      code: 'slotUnavailable',
      message:
        'This time is no longer available: it has just been booked. Please choose another one.',
    })
  }
  expect(await slotCovers(payload, fixtures, '20:30')).toBe(10)
  const stored = await payload.count({
    collection: 'table-bookings',
    where: {
      and: [
        { restaurant: { equals: fixtures.restaurantId } },
        { serviceDate: { equals: fixtures.serviceDay } },
        { time: { equals: '20:30' } },
        { status: { equals: 'confirmed' } },
      ],
    },
  })
  expect(stored.totalDocs).toBe(5)
  // The full slot is no longer offered.
  const day = await readSlots(fixtures, { party: 2 })
  expect(day.body.slots.map((slot: Json) => slot.time)).not.toContain('20:30')
}

export async function checkLastRoomGoesToOne(payload: Payload, fixtures: Fixtures) {
  const arrival = dayAhead(25)
  const departure = dayAhead(28)
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      bookRoom(fixtures, { arrival, departure, ...guest(`Traveller ${index}`) }),
    ),
  )
  expect(statusesOf(answers)).toEqual([201, ...Array(19).fill(409)])
  for (const refused of answers.filter((answer) => answer.status === 409)) {
    expect(refused.body).toMatchObject({
      code: 'roomUnavailable',
      message: 'This room is no longer available on these dates: it has just been booked.',
    })
  }
  for (const night of listStayNights(parseIsoDate(arrival)!, parseIsoDate(departure)!)) {
    expect(await nightRooms(payload, fixtures.lastRoomId, night)).toBe(1)
  }
  const availability = await readStay(fixtures, { arrival, departure })
  const last = availability.body.rooms.find((room: Json) => room.roomId === fixtures.lastRoomId)
  expect(last).toMatchObject({ roomsLeft: 0, rates: [], unavailableReason: 'roomUnavailable' })
}

/**
 * Overlapping stays in parallel on a room type of 3: some fail halfway through their nights and
 * give back what they claimed. Afterwards no night holds more than its 3 rooms, and each night's
 * counter is exactly the confirmed bookings covering it (nothing leaked, nothing lost).
 */
export async function checkOverlappingStaysNeverOverclaim(payload: Payload, fixtures: Fixtures) {
  const first = 50
  const ranges = Array.from({ length: 30 }, (_, index) => {
    const start = first + (index % 5)
    return [start, start + 1 + ((index * 7) % 4)] as const
  })
  const answers = await Promise.all(
    ranges.map(([start, end], index) =>
      bookRoom(fixtures, {
        room: fixtures.suiteId,
        arrival: dayAhead(start),
        departure: dayAhead(end),
        ...guest(`Overlap ${index}`),
      }),
    ),
  )
  expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
  expect(answers.some((answer) => answer.status === 201)).toBe(true)
  expect(answers.some((answer) => answer.status === 409)).toBe(true)
  const confirmed = await payload.find({
    collection: 'room-bookings',
    where: { and: [{ room: { equals: fixtures.suiteId } }, { status: { equals: 'confirmed' } }] },
    limit: 100,
    depth: 0,
  })
  for (let offset = first; offset < first + 9; offset++) {
    const night = dayAhead(offset)
    const covering = confirmed.docs.filter(
      (booking) => booking.arrival <= night && night < booking.departure,
    ).length
    const counted = await nightRooms(payload, fixtures.suiteId, night)
    expect({ night, counted }).toEqual({ night, counted: covering })
    expect(counted).toBeLessThanOrEqual(3)
  }
}

// --- cancellations -----------------------------------------------------------------------------

export async function checkCancellationFreesThePlaceOnce(payload: Payload, fixtures: Fixtures) {
  const booked = await bookTable(fixtures, { time: '19:00', party: 4 })
  expect(booked.status).toBe(201)
  expect(await slotCovers(payload, fixtures, '19:00')).toBe(4)
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => cancel(booked.body.managePath)),
  )
  expect(statusesOf(answers)).toEqual([200, ...Array(9).fill(409)])
  expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('alreadyCancelled')
  expect(await slotCovers(payload, fixtures, '19:00')).toBe(0)

  // A stay cancelled within its free-cancellation window gives its nights back.
  const stay = await bookRoom(fixtures, { arrival: dayAhead(30), departure: dayAhead(32) })
  expect(stay.status).toBe(201)
  expect(await nightRooms(payload, fixtures.lastRoomId, dayAhead(31))).toBe(1)
  expect((await cancel(stay.body.managePath)).status).toBe(200)
  expect(await nightRooms(payload, fixtures.lastRoomId, dayAhead(30))).toBe(0)
  expect(await nightRooms(payload, fixtures.lastRoomId, dayAhead(31))).toBe(0)
}

/** Staff cancel in the admin while the guest cancels from the link: the place is freed once. */
export async function checkStaffAndGuestCancelTogether(payload: Payload, fixtures: Fixtures) {
  const booked = await bookTable(fixtures, { time: '21:00', party: 3 })
  expect(booked.status).toBe(201)
  const id = (
    await payload.find({
      collection: 'table-bookings',
      where: { reference: { equals: booked.body.reference } },
      depth: 0,
    })
  ).docs[0]!.id
  await Promise.all([
    cancel(booked.body.managePath),
    payload.update({ collection: 'table-bookings', id, data: { status: 'cancelled' } }),
  ])
  expect(await slotCovers(payload, fixtures, '21:00')).toBe(0)
  const stored = await payload.findByID({ collection: 'table-bookings', id, depth: 0 })
  expect(stored.status).toBe('cancelled')
  // Reopening is refused: the place may have been booked again.
  await expect(
    payload.update({ collection: 'table-bookings', id, data: { status: 'confirmed' } }),
  ).rejects.toThrow()
}

// --- bad input ---------------------------------------------------------------------------------

type BadCase = {
  label: string
  send: (fixtures: Fixtures) => Promise<{ status: number; body: Json }>
  status: number
  code: string
  message?: RegExp
  field?: string
}

export const badInputCases: BadCase[] = [
  {
    label: 'a table on a past date',
    send: (f) => bookTable(f, { date: dayAhead(-2) }),
    status: 400,
    code: 'pastDate',
    message: /This date has passed/,
    field: 'date',
  },
  {
    label: 'a table beyond the horizon',
    send: (f) => bookTable(f, { date: dayAhead(90) }),
    status: 400,
    code: 'beyondHorizon',
    message: /at the latest/,
    field: 'date',
  },
  {
    label: 'a table on a closed date',
    send: (f) => bookTable(f, { date: f.closedDay }),
    status: 400,
    code: 'closedDate',
    field: 'date',
  },
  {
    label: 'a party above the online maximum',
    send: (f) => bookTable(f, { party: 7 }),
    status: 400,
    code: 'partyTooLarge',
    message: /seats 6 people at most/,
    field: 'party',
  },
  {
    label: 'a time the restaurant does not offer',
    send: (f) => bookTable(f, { time: '20:15' }),
    status: 400,
    code: 'unknownSlot',
    field: 'time',
  },
  {
    label: 'an unknown restaurant',
    send: (f) => bookTable(f, { restaurant: f.restaurantId + 100_000 }),
    status: 404,
    code: 'unknownRestaurant',
  },
  {
    label: 'a malformed e-mail and no name',
    send: (f) => bookTable(f, { email: 'not-an-email', name: '' }),
    status: 400,
    code: 'validation',
  },
  {
    label: 'a departure before the arrival',
    send: (f) => bookRoom(f, { arrival: dayAhead(10), departure: dayAhead(8) }),
    status: 400,
    code: 'departureBeforeArrival',
    message: /Departure must be after arrival/,
    field: 'departure',
  },
  {
    label: 'a stay in the past',
    send: (f) => bookRoom(f, { arrival: dayAhead(-3), departure: dayAhead(-1) }),
    status: 400,
    code: 'pastDate',
    field: 'arrival',
  },
  {
    label: 'more guests than the room sleeps',
    send: (f) => bookRoom(f, { guests: 3 }),
    status: 400,
    code: 'tooManyGuests',
    message: /sleeps 2 people at most/,
    field: 'guests',
  },
  {
    label: 'a stay shorter than the season’s minimum',
    send: (f) => bookRoom(f, { room: f.suiteId, arrival: dayAhead(41), departure: dayAhead(42) }),
    status: 400,
    code: 'stayTooShort',
    message: /at least 2 nights/,
    field: 'departure',
  },
  {
    label: 'an unknown room',
    send: (f) => bookRoom(f, { room: f.suiteId + 100_000 }),
    status: 404,
    code: 'unknownRoom',
  },
  {
    label: 'an unknown hotel',
    send: (f) => bookRoom(f, { hotel: f.hotelId + 100_000 }),
    status: 404,
    code: 'unknownHotel',
  },
  {
    label: 'an offer on a room it does not include',
    send: (f) => bookRoom(f, { offer: f.offerId, arrival: dayAhead(20), departure: dayAhead(23) }),
    status: 400,
    code: 'offerNotApplicable',
  },
  {
    label: 'a forged link',
    send: () => cancel('/booking/AQEAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    status: 404,
    code: 'invalidToken',
    message: /not valid/,
  },
  {
    label: 'a booking id instead of the link',
    send: () => cancel('/booking/1'),
    status: 404,
    code: 'invalidToken',
  },
  {
    label: 'an expired link',
    send: () =>
      cancel(
        `/booking/${signManageToken({ kind: 'table', id: 1, expiresAt: new Date(Date.now() - 60_000) })}`,
      ),
    status: 410,
    code: 'expiredToken',
    message: /expired/,
  },
]

export async function checkBadInput(fixtures: Fixtures, badCase: BadCase) {
  const answer = await badCase.send(fixtures)
  expect({ status: answer.status, code: answer.body.code }).toEqual({
    status: badCase.status,
    code: badCase.code,
  })
  expect(answer.body.message).toEqual(expect.any(String))
  expect(answer.body.message).not.toMatch(/^[a-z]+[A-Z]\w+$/)
  if (badCase.message) expect(answer.body.message).toMatch(badCase.message)
  if (badCase.field) expect(answer.body.fieldErrors?.[badCase.field]?.[0]?.code).toBe(badCase.code)
}

/** The same refusal in French. */
export async function checkFrenchMessages(fixtures: Fixtures) {
  const answer = await bookTable(fixtures, { party: 7 }, { lang: 'fr' })
  expect(answer.body.message).toBe(
    'En ligne, une table accueille au plus 6 personnes : pour un groupe plus grand, appelez le restaurant.',
  )
  const invalid = await bookTable(fixtures, { email: 'nope', phone: 'abc' }, { lang: 'fr' })
  expect(invalid.status).toBe(400)
  expect(invalid.body.fieldErrors.email[0].message).toBe('Saisissez une adresse e-mail valide.')
  expect(invalid.body.fieldErrors.phone[0].message).toMatch(/numéro de téléphone valide/)
}
