import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { deriveServices, seedDemoBookings } from '@/demo/bookings'
import { listMemberStays } from '@/features/bookings/server/manage'
import { readStayAvailability } from '@/features/bookings/server/stay-bookings'
import { readTableDay } from '@/features/bookings/server/table-bookings'
import { addDays, formatIsoDate, getParisDate } from '@/platform/domain/calendar'

import { createTestPayload, demoSeedReport, type TestPayload } from './support/payload'

/**
 * The demo bookings: every demo restaurant and room type can be booked after `npm start`, offers
 * for rooms carry an online rate, Marie has one upcoming and one ended stay, and the member page
 * listing stays exists in both languages.
 */
let ctx: TestPayload
const now = new Date()
const day = (offset: number) => formatIsoDate(addDays(getParisDate(now), offset))

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
}, 600_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe('demo bookings', () => {
  test('services, slots, inventories and rates for every restaurant and room type', async () => {
    const { payload } = ctx
    const report = demoSeedReport(ctx.dataDir).bookings!
    expect(report.created).toBeGreaterThan(20)
    const count = async (
      collection: 'restaurants' | 'rooms' | 'table-booking-settings' | 'room-booking-settings',
    ) => (await payload.count({ collection })).totalDocs
    expect(await count('table-booking-settings')).toBe(await count('restaurants'))
    expect(await count('room-booking-settings')).toBe(await count('rooms'))
    const bookable = await payload.find({
      collection: 'restaurants',
      where: { bookingEnabled: { equals: true } },
      depth: 0,
      limit: 50,
    })
    expect(bookable.docs.length).toBeGreaterThanOrEqual(5)
    for (const restaurant of bookable.docs) {
      const answer = await readTableDay(
        { payload, now, locale: 'fr' },
        { restaurantId: restaurant.id, date: day(3), party: 2 },
      )
      expect(answer.slots.length, restaurant.slug).toBeGreaterThan(3)
    }
  })

  test('hotels answer a stay with rates, offers for rooms with their online rate', async () => {
    const { payload } = ctx
    const hotels = await payload.find({ collection: 'hotels', depth: 0, limit: 20 })
    for (const hotel of hotels.docs) {
      const answer = await readStayAvailability(
        { payload, now, locale: 'en' },
        { hotelId: hotel.id, arrival: day(10), departure: day(12), guests: 2 },
      )
      expect(answer.rooms.length, hotel.slug).toBe(hotel.rooms?.length)
      expect(answer.rooms.every((room) => room.rates.length > 0 || room.unavailableReason)).toBe(
        true,
      )
    }
    const rated = await payload.count({
      collection: 'hotel-offers',
      where: { 'bookingRate.nightlyCents': { exists: true } },
    })
    expect(rated.totalDocs).toBeGreaterThanOrEqual(3)
  })

  test('Marie has one upcoming and one ended stay, and the page listing them', async () => {
    const { payload } = ctx
    const marie = (
      await payload.find({
        collection: 'members',
        where: { email: { equals: 'marie.dupont@demo.atout.example' } },
      })
    ).docs[0]!
    const stays = await listMemberStays(payload, marie.id, 'fr', now)
    expect(stays.map((stay) => [stay.reference, stay.ended])).toEqual([
      ['H-DEMO01', false],
      ['H-DEMO02', true],
    ])
    const page = await payload.find({
      collection: 'pages',
      locale: 'en',
      where: { path: { equals: '/account/my-stays' } },
    })
    expect(page.docs[0]).toMatchObject({ access: 'member', title: 'My stays' })
  })

  test('a second run creates nothing', async () => {
    const report = await seedDemoBookings(ctx.payload, now)
    expect(report.created).toBe(0)
  })
})

describe('services follow the opening hours', () => {
  test.each([
    [
      'lunch and dinner',
      [
        { day: '1' as const, opens: '12:00', closes: '14:30' },
        { day: '1' as const, opens: '19:00', closes: '22:30' },
      ],
      [
        ['lunch', '12:00', '13:30'],
        ['dinner', '19:00', '21:30'],
      ],
    ],
    [
      'evening only',
      [{ day: '2' as const, opens: '19:00', closes: '23:30' }],
      [['dinner', '19:00', '22:00']],
    ],
    [
      'all day',
      [{ day: '3' as const, opens: '09:00', closes: '23:00' }],
      [
        ['lunch', '12:00', '13:30'],
        ['dinner', '19:00', '22:00'],
      ],
    ],
    [
      'a bar from 17:00 to 02:00',
      [{ day: '5' as const, opens: '17:00', closes: '02:00' }],
      [['dinner', '19:00', '22:00']],
    ],
  ])('%s', (_label, weekly, expected) => {
    expect(deriveServices(weekly, 20).map((s) => [s.kind, s.firstSeating, s.lastSeating])).toEqual(
      expected,
    )
  })
})
