import { describe, expect, test } from 'vitest'

import { convertZonedTimeToInstant, parseIsoDate } from '@/platform/domain/calendar'

import {
  buildLowestPriceCalendar,
  canCancelStayFree,
  canCancelTable,
  countRoomsLeft,
  getFreeCancellationUntil,
  listStayNights,
  quoteStay,
  validateRoomRules,
  type OfferRate,
  type RoomRateRules,
} from './stays'

function atParis(text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ')
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return convertZonedTimeToInstant({ ...parseIsoDate(date)!, hour, minute })
}
const day = (text: string) => parseIsoDate(text)!

// 190 € a night, 240 € in July-August (3 nights minimum for July arrivals), 2 days' free
// cancellation.
const superior: RoomRateRules = {
  roomId: 7,
  roomCount: 4,
  maxGuests: 3,
  baseNightlyCents: 19_000,
  minimumStay: 1,
  freeCancellationDays: 2,
  seasons: [
    { startDate: '2026-07-01', endDate: '2026-07-31', nightlyCents: 24_000, minimumStay: 3 },
    { startDate: '2026-08-01', endDate: '2026-08-31', nightlyCents: 24_000, minimumStay: null },
  ],
}

const spaOffer: OfferRate = {
  offerId: 3,
  nightlyCents: 29_000,
  minimumStay: 2,
  freeCancellationDays: null,
  validFrom: '2026-06-01',
  validUntil: '2026-06-30',
  roomIds: [7],
}

const now = atParis('2026-06-01 09:00')

describe('listStayNights', () => {
  test.each([
    ['2026-06-10', '2026-06-11', ['2026-06-10']],
    ['2026-06-30', '2026-07-02', ['2026-06-30', '2026-07-01']],
    // The nights of the DST change are nights like the others.
    ['2026-10-24', '2026-10-26', ['2026-10-24', '2026-10-25']],
    ['2026-06-10', '2026-06-10', []],
  ])('%s → %s', (arrival, departure, nights) => {
    expect(listStayNights(day(arrival), day(departure))).toEqual(nights)
  })
})

describe('quoteStay: rate totals and rules', () => {
  test.each([
    ['one base night', '2026-06-10', '2026-06-11', 2, 19_000, 19_000],
    ['three base nights', '2026-06-10', '2026-06-13', 2, 57_000, 19_000],
    ['across the season start', '2026-06-29', '2026-07-02', 2, 19_000 * 2 + 24_000, 20_666],
    ['July, three nights', '2026-07-10', '2026-07-13', 3, 72_000, 24_000],
    ['August, one night (no season minimum)', '2026-08-10', '2026-08-11', 1, 24_000, 24_000],
  ])('%s', (_label, arrival, departure, guests, total, perNight) => {
    const result = quoteStay(
      superior,
      { arrival: day(arrival), departure: day(departure), guests },
      now,
    )
    expect(result.ok && [result.quote.totalCents, result.quote.perNightCents]).toEqual([
      total,
      perNight,
    ])
  })

  test.each([
    ['departure before arrival', '2026-06-10', '2026-06-09', 2, 'departureBeforeArrival'],
    ['same day', '2026-06-10', '2026-06-10', 2, 'departureBeforeArrival'],
    ['past arrival', '2026-05-31', '2026-06-02', 2, 'pastDate'],
    ['too far ahead', '2027-06-02', '2027-06-03', 2, 'beyondHorizon'],
    ['too long', '2026-06-10', '2026-07-11', 2, 'stayTooLong'],
    ['July minimum of 3 nights', '2026-07-10', '2026-07-12', 2, 'stayTooShort'],
    ['more guests than the room takes', '2026-06-10', '2026-06-11', 4, 'tooManyGuests'],
    ['no guest', '2026-06-10', '2026-06-11', 0, 'tooManyGuests'],
  ])('%s → %s', (_label, arrival, departure, guests, code) => {
    const result = quoteStay(
      superior,
      { arrival: day(arrival), departure: day(departure), guests },
      now,
    )
    expect(result.ok ? 'ok' : result.code).toBe(code)
  })

  test('an offer rate: its own price, minimum stay and validity', () => {
    const quote = (arrival: string, departure: string) =>
      quoteStay(
        superior,
        { arrival: day(arrival), departure: day(departure), guests: 2 },
        now,
        spaOffer,
      )
    const ok = quote('2026-06-10', '2026-06-12')
    expect(ok.ok && ok.quote).toMatchObject({
      totalCents: 58_000,
      offerId: 3,
      freeCancellationUntil: null,
    })
    expect(quote('2026-06-10', '2026-06-11')).toMatchObject({ ok: false, code: 'stayTooShort' })
    expect(quote('2026-06-29', '2026-07-02')).toMatchObject({
      ok: false,
      code: 'offerNotApplicable',
    })
    const otherRoom = quoteStay(
      { ...superior, roomId: 8 },
      { arrival: day('2026-06-10'), departure: day('2026-06-12'), guests: 2 },
      now,
      spaOffer,
    )
    expect(otherRoom).toMatchObject({ ok: false, code: 'offerNotApplicable' })
  })
})

describe('cancellation windows', () => {
  test.each([
    ['2026-06-10', 2, '2026-06-08'],
    ['2026-06-10', 0, '2026-06-10'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2026-06-10', null, null],
  ])('arrival %s, free until %s days before → last free day %s', (arrival, days, last) => {
    expect(getFreeCancellationUntil(day(arrival), days)).toBe(last)
  })

  test.each([
    ['2026-06-08 23:59', true],
    ['2026-06-09 00:00', false],
    ['2026-06-01 10:00', true],
  ])('free until the end of 2026-06-08 (Paris): at %s → %s', (when, expected) => {
    expect(canCancelStayFree('2026-06-08', atParis(when))).toBe(expected)
  })

  test('across the autumn clock change, the day still ends at Paris midnight', () => {
    expect(canCancelStayFree('2026-10-25', new Date('2026-10-25T22:59:00Z'))).toBe(true)
    expect(canCancelStayFree('2026-10-25', new Date('2026-10-25T23:00:00Z'))).toBe(false)
  })

  test('a rate without free cancellation cannot be cancelled online', () => {
    expect(canCancelStayFree(null, atParis('2026-01-01 00:00'))).toBe(false)
  })

  test('a table until its seating', () => {
    const seating = atParis('2026-06-10 20:00')
    expect(canCancelTable(seating, atParis('2026-06-10 19:59'))).toBe(true)
    expect(canCancelTable(seating, atParis('2026-06-10 20:00'))).toBe(false)
  })
})

describe('rooms left and the lowest-price calendar', () => {
  test('the fewest rooms left over the nights', () => {
    const booked = new Map([
      ['2026-06-10', 1],
      ['2026-06-11', 4],
    ])
    expect(countRoomsLeft(superior, ['2026-06-10'], booked)).toBe(3)
    expect(countRoomsLeft(superior, ['2026-06-10', '2026-06-11'], booked)).toBe(0)
  })

  test('lowest price per night among room types with a room left for the guests', () => {
    const classic: RoomRateRules = {
      ...superior,
      roomId: 6,
      roomCount: 1,
      maxGuests: 2,
      baseNightlyCents: 15_000,
      seasons: [],
    }
    const booked = new Map([[6, new Map([['2026-06-30', 1]])]])
    const nights = buildLowestPriceCalendar([classic, superior], booked, 2, day('2026-06-29'), 3)
    expect(nights).toEqual([
      { night: '2026-06-29', lowestCents: 15_000 },
      { night: '2026-06-30', lowestCents: 19_000 },
      { night: '2026-07-01', lowestCents: 15_000 },
    ])
    const forThree = buildLowestPriceCalendar([classic, superior], booked, 3, day('2026-06-29'), 1)
    expect(forThree).toEqual([{ night: '2026-06-29', lowestCents: 19_000 }])
    const full = new Map([[7, new Map([['2026-06-29', 4]])]])
    expect(buildLowestPriceCalendar([superior], full, 2, day('2026-06-29'), 1)).toEqual([
      { night: '2026-06-29', lowestCents: null },
    ])
  })
})

describe('validateRoomRules', () => {
  test('overlapping and reversed seasons', () => {
    const errors = validateRoomRules({
      ...superior,
      seasons: [
        ...superior.seasons,
        { startDate: '2026-07-15', endDate: '2026-07-20', nightlyCents: 1, minimumStay: null },
        { startDate: '2026-09-10', endDate: '2026-09-01', nightlyCents: 1, minimumStay: null },
      ],
    })
    expect(errors).toEqual([
      { path: 'seasons.2', code: 'overlap' },
      { path: 'seasons.3', code: 'invalidRange' },
    ])
  })
})
