import type { Payload } from 'payload'

import { parseTimeOfDay } from '@/features/venues/domain'
import {
  addDays,
  compareDates,
  convertZonedTimeToInstant,
  formatIsoDate,
  getParisDate,
  type CalendarDate,
} from '@/platform/domain/calendar'

import { listStayNights } from '@/features/bookings/domain'
import { CapacityRepository } from '@/features/bookings/server/capacity-repository'
import { SettingsRepository } from '@/features/bookings/server/settings-repository'

/**
 * Demo booking settings and bookings, idempotent (run by `npm start` on every start after the
 * venues): table services for every restaurant, rates and inventory for every room type, online
 * rates on the room offers, a few of the day's table bookings for staff to see, Marie's stays (one
 * upcoming, one ended), and the member page listing them. Dates are relative to `now`.
 */

export type BookingSeedReport = { created: number; existing: number }

const MARIE = 'marie.dupont@demo.atout.example'
const context = { skipRevalidation: true }

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7'
type WeeklyRange = { day: Weekday; opens: string; closes: string }

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * Lunch (12:00-13:30) and dinner (19:00-22:00) seatings inside the restaurant's opening hours,
 * the last one an hour before closing, on the days it is open then.
 */
export function deriveServices(weekly: readonly WeeklyRange[], coversPerSlot: number) {
  const windows = [
    { kind: 'lunch' as const, first: 12 * 60, last: 13 * 60 + 30 },
    { kind: 'dinner' as const, first: 19 * 60, last: 22 * 60 },
  ]
  const services: {
    kind: 'lunch' | 'dinner'
    days: Weekday[]
    firstSeating: string
    lastSeating: string
    coversPerSlot: number
  }[] = []
  for (const window of windows) {
    const byTimes = new Map<string, Weekday[]>()
    for (const range of weekly) {
      const opens = parseTimeOfDay(range.opens)
      let closes = parseTimeOfDay(range.closes)
      if (opens === null || closes === null) continue
      if (closes <= opens) closes += 24 * 60
      const first = Math.ceil(Math.max(opens, window.first) / 30) * 30
      const last = Math.floor(Math.min(closes - 60, window.last) / 30) * 30
      if (last < first) continue
      const key = `${pad(first)}-${pad(last)}`
      byTimes.set(key, [...(byTimes.get(key) ?? []), range.day])
    }
    for (const [key, days] of byTimes) {
      const [firstSeating = '', lastSeating = ''] = key.split('-')
      services.push({ kind: window.kind, days, firstSeating, lastSeating, coversPerSlot })
    }
  }
  return services
}

/** The next 25 December and 1 January: the restaurants' demo closed dates. */
function holidays(today: CalendarDate): string[] {
  const year = today.year
  const candidates = [
    { year, month: 12, day: 25 },
    { year: year + 1, month: 1, day: 1 },
    { year: year + 1, month: 12, day: 25 },
  ]
  return candidates
    .filter((date) => compareDates(date, today) >= 0)
    .slice(0, 2)
    .map(formatIsoDate)
}

/** The year-end holidays after `today` (19 Dec - 3 Jan) and the next summer (Jul-Aug). */
function seasons(today: CalendarDate, baseCents: number) {
  const yearEndYear = today.month === 1 && today.day <= 3 ? today.year - 1 : today.year
  const summerYear = today.month > 8 ? today.year + 1 : today.year
  const round = (cents: number) => Math.round(cents / 1000) * 1000
  return [
    {
      startDate: `${yearEndYear}-12-19`,
      endDate: `${yearEndYear + 1}-01-03`,
      nightlyCents: round(baseCents * 1.25),
      minimumStay: 2,
    },
    {
      startDate: `${summerYear}-07-01`,
      endDate: `${summerYear}-08-31`,
      nightlyCents: round(baseCents * 1.4),
      minimumStay: 3,
    },
  ]
}

const ROOM_COUNTS: Record<string, number> = {
  standard: 12,
  superior: 8,
  deluxe: 6,
  'junior-suite': 4,
  suite: 2,
}

async function seedTableSettings(payload: Payload, today: CalendarDate, report: BookingSeedReport) {
  const restaurants = await payload.find({
    collection: 'restaurants',
    limit: 200,
    depth: 0,
    pagination: false,
    select: { openingHours: true, priceLevel: true },
  })
  for (const restaurant of restaurants.docs) {
    const existing = await payload.count({
      collection: 'table-booking-settings',
      where: { restaurant: { equals: restaurant.id } },
    })
    if (existing.totalDocs > 0) {
      report.existing++
      continue
    }
    const fine = Number(restaurant.priceLevel) >= 3
    const weekly = (restaurant.openingHours?.weekly ?? []).map((range) => ({
      day: range.day,
      opens: range.opens,
      closes: range.closes,
    }))
    const services = deriveServices(
      weekly.length > 0
        ? weekly
        : (['1', '2', '3', '4', '5', '6', '7'] as const).map((day) => ({
            day,
            opens: '19:00',
            closes: '23:00',
          })),
      fine ? 8 : 20,
    )
    await payload.create({
      collection: 'table-booking-settings',
      data: {
        restaurant: restaurant.id,
        slotMinutes: fine ? '15' : '30',
        maxPartyOnline: fine ? 6 : 8,
        leadTimeMinutes: 120,
        horizonDays: 60,
        mealMinutes: fine ? 150 : 105,
        services,
        closedDates: holidays(today).map((date) => ({ date, reason: 'Fermeture' })),
      },
      context,
    })
    report.created++
  }
}

async function seedRoomSettings(payload: Payload, today: CalendarDate, report: BookingSeedReport) {
  const rooms = await payload.find({
    collection: 'rooms',
    limit: 200,
    depth: 0,
    pagination: false,
    select: { type: true, priceFromCents: true },
  })
  for (const room of rooms.docs) {
    const existing = await payload.count({
      collection: 'room-booking-settings',
      where: { room: { equals: room.id } },
    })
    if (existing.totalDocs > 0) {
      report.existing++
      continue
    }
    const suite = room.type === 'suite' || room.type === 'junior-suite'
    await payload.create({
      collection: 'room-booking-settings',
      data: {
        room: room.id,
        roomCount: ROOM_COUNTS[room.type] ?? 4,
        baseNightlyCents: room.priceFromCents,
        minimumStay: 1,
        freeCancellationDays: suite ? 7 : 2,
        seasons: seasons(today, room.priceFromCents),
      },
      context,
    })
    report.created++
  }
}

/** Room offers get an online rate: their "from" price over two nights, non-refundable or not. */
async function seedOfferRates(payload: Payload, report: BookingSeedReport) {
  const offers = await payload.find({
    collection: 'hotel-offers',
    limit: 200,
    depth: 0,
    pagination: false,
    select: { categories: true, priceFromCents: true, bookingRate: true, rooms: true },
  })
  for (const [index, offer] of offers.docs.entries()) {
    if (typeof offer.bookingRate?.nightlyCents === 'number') {
      report.existing++
      continue
    }
    if (!offer.categories?.includes('rooms') || !offer.priceFromCents || !offer.rooms?.length) {
      continue
    }
    await payload.update({
      collection: 'hotel-offers',
      id: offer.id,
      data: {
        bookingRate: {
          nightlyCents: Math.round(offer.priceFromCents / 2 / 100) * 100,
          minimumStay: 2,
          freeCancellationDays: index % 2 === 0 ? 3 : null,
        },
        _status: 'published',
      },
      context,
    })
    report.created++
  }
}

async function findDemoId(payload: Payload, collection: 'hotels' | 'restaurants', slug: string) {
  const found = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: {},
  })
  return found.docs[0]?.id ?? null
}

/** The first room of a hotel whose type is `type` (or its first room). */
async function findHotelRoom(payload: Payload, hotelId: number, type: string) {
  const hotel = await payload.findByID({
    collection: 'hotels',
    id: hotelId,
    depth: 1,
    select: { rooms: true },
  })
  const rooms = (hotel.rooms ?? []).filter((room) => typeof room === 'object')
  const room = rooms.find((candidate) => candidate.type === type) ?? rooms[0]
  return room ? { id: room.id, name: room.name, priceFromCents: room.priceFromCents } : null
}

async function hasReference(
  payload: Payload,
  collection: 'room-bookings' | 'table-bookings',
  reference: string,
) {
  const found = await payload.count({ collection, where: { reference: { equals: reference } } })
  return found.totalDocs > 0
}

type DemoStay = {
  reference: string
  hotel: string
  roomType: string
  arrivalOffset: number
  nights: number
}

/** Marie's stays: one upcoming, one ended (the spec's "my stays"). */
async function seedMarieStays(
  payload: Payload,
  today: CalendarDate,
  now: Date,
  report: BookingSeedReport,
) {
  const marie = await payload.find({
    collection: 'members',
    where: { email: { equals: MARIE } },
    limit: 1,
    depth: 0,
  })
  const member = marie.docs[0]
  if (!member) return
  const stays: DemoStay[] = [
    {
      reference: 'H-DEMO01',
      hotel: 'hotel-atout-croisette',
      roomType: 'superior',
      arrivalOffset: 21,
      nights: 3,
    },
    {
      reference: 'H-DEMO02',
      hotel: 'hotel-atout-rive-du-lac',
      roomType: 'standard',
      arrivalOffset: -45,
      nights: 2,
    },
  ]
  const capacity = new CapacityRepository(payload)
  const settings = new SettingsRepository(payload)
  for (const stay of stays) {
    if (await hasReference(payload, 'room-bookings', stay.reference)) {
      report.existing++
      continue
    }
    const hotelId = await findDemoId(payload, 'hotels', stay.hotel)
    const room = hotelId ? await findHotelRoom(payload, hotelId, stay.roomType) : null
    if (!hotelId || !room) continue
    const arrival = addDays(today, stay.arrivalOffset)
    const departure = addDays(arrival, stay.nights)
    const nights = listStayNights(arrival, departure)
    const [rules] = await settings.listRoomRules([{ id: room.id, capacity: 3 }])
    const nightly = rules?.baseNightlyCents ?? room.priceFromCents
    if (rules) await capacity.claimStay(room.id, nights, rules.roomCount, now)
    await payload.create({
      collection: 'room-bookings',
      data: {
        reference: stay.reference,
        hotel: hotelId,
        room: room.id,
        rateName: 'Tarif flexible',
        arrival: formatIsoDate(arrival),
        departure: formatIsoDate(departure),
        nights: nights.length,
        guests: 2,
        totalCents: nightly * nights.length,
        freeCancellationUntil: formatIsoDate(addDays(arrival, -(rules?.freeCancellationDays ?? 2))),
        guestName: `${member.firstname} ${member.lastname}`,
        email: member.email,
        phone: member.phone ?? '+33612345678',
        member: member.id,
        locale: 'fr',
        status: 'confirmed',
      },
      context,
    })
    report.created++
  }
}

type DemoTable = {
  reference: string
  restaurant: string
  dayOffset: number
  party: number
  name: string
}

/** A few visitors' tables, today and tomorrow: what staff see in the admin's day panel. */
async function seedDemoTables(
  payload: Payload,
  today: CalendarDate,
  now: Date,
  report: BookingSeedReport,
) {
  const tables: DemoTable[] = [
    {
      reference: 'T-DEMO01',
      restaurant: 'le-toit-de-la-croisette',
      dayOffset: 1,
      party: 2,
      name: 'Julie Garnier',
    },
    {
      reference: 'T-DEMO02',
      restaurant: 'le-toit-de-la-croisette',
      dayOffset: 1,
      party: 4,
      name: 'Marc Lefèvre',
    },
    {
      reference: 'T-DEMO03',
      restaurant: 'la-brasserie-mirabeau',
      dayOffset: 2,
      party: 3,
      name: 'Nadia Benali',
    },
  ]
  const capacity = new CapacityRepository(payload)
  const settings = new SettingsRepository(payload)
  for (const table of tables) {
    if (await hasReference(payload, 'table-bookings', table.reference)) {
      report.existing++
      continue
    }
    const restaurantId = await findDemoId(payload, 'restaurants', table.restaurant)
    const rules = restaurantId ? await settings.findTableRules(restaurantId) : null
    const service = rules?.services.find((candidate) => candidate.kind === 'dinner')
    if (!restaurantId || !rules || !service) continue
    const day = addDays(today, table.dayOffset)
    const time = service.firstSeating
    const minutes = parseTimeOfDay(time)!
    const startsAt = convertZonedTimeToInstant({
      ...day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    })
    const slot = { restaurantId, day: formatIsoDate(day), time }
    if (!(await capacity.claimTableSlot(slot, table.party, service.coversPerSlot, now))) continue
    await payload.create({
      collection: 'table-bookings',
      data: {
        reference: table.reference,
        restaurant: restaurantId,
        serviceDate: formatIsoDate(day),
        time,
        service: 'dinner',
        startsAt: startsAt.toISOString(),
        partySize: table.party,
        guestName: table.name,
        email: `${table.name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(/ /g, '.')}@demo.atout.example`,
        phone: '+33611223344',
        locale: 'fr',
        status: 'confirmed',
      },
      context,
    })
    report.created++
  }
}

/** /account/mes-sejours · /en/account/my-stays: the member page with the "my stays" block. */
async function seedStaysPage(payload: Payload, report: BookingSeedReport) {
  const account = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'account' } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
    select: {},
  })
  const parent = account.docs[0]?.id
  if (!parent) return
  const existing = await payload.count({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'mes-sejours' } }, { parent: { equals: parent } }] },
  })
  if (existing.totalDocs > 0) {
    report.existing++
    return
  }
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      title: 'Mes séjours',
      slug: 'mes-sejours',
      parent,
      access: 'member',
      layout: [
        {
          blockType: 'myStays',
          heading: 'Mes séjours',
          intro: 'Vos réservations dans les hôtels Atout, à venir et passées.',
        },
      ],
      seo: { title: 'Mes séjours — Atout', description: 'Vos séjours dans les hôtels Atout.' },
      _status: 'published',
    } as never,
    context,
  })
  const block = (page.layout ?? [])[0] as { id?: string } | undefined
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: {
      title: 'My stays',
      slug: 'my-stays',
      layout: [
        {
          id: block?.id,
          blockType: 'myStays',
          heading: 'My stays',
          intro: 'Your bookings in the Atout hotels, upcoming and past.',
        },
      ],
      seo: { title: 'My stays — Atout', description: 'Your stays in the Atout hotels.' },
      _status: 'published',
    } as never,
    context,
  })
  report.created++
}

export async function seedDemoBookings(
  payload: Payload,
  now: Date = new Date(),
): Promise<BookingSeedReport> {
  const report: BookingSeedReport = { created: 0, existing: 0 }
  const today = getParisDate(now)
  await seedTableSettings(payload, today, report)
  await seedRoomSettings(payload, today, report)
  await seedOfferRates(payload, report)
  await seedMarieStays(payload, today, now, report)
  await seedDemoTables(payload, today, now, report)
  await seedStaysPage(payload, report)
  return report
}
