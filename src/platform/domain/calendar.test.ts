import { describe, expect, test } from 'vitest'

import {
  addDays,
  addMonths,
  compareDates,
  convertZonedTimeToInstant,
  formatIsoDate,
  formatParisIsoDateTime,
  getDaysInMonth,
  getIsoWeekday,
  getParisDate,
  getParisDayStart,
  getTimeZoneOffsetMinutes,
  getZonedParts,
  PARIS_TIME_ZONE,
  parseIsoDate,
  readCalendarDay,
  toStoredCalendarDay,
} from './calendar'

// 2025 daylight saving in Paris: summer time from 30 March 01:00 UTC to 26 October 01:00 UTC.

describe('getZonedParts', () => {
  test.each([
    ['2025-01-15T12:00:00Z', '2025-01-15 13:00:00', 3],
    ['2025-07-14T22:30:00Z', '2025-07-15 00:30:00', 2],
    ['2024-12-31T23:00:00Z', '2025-01-01 00:00:00', 3],
    ['2025-03-30T00:59:59Z', '2025-03-30 01:59:59', 7],
    ['2025-03-30T01:00:00Z', '2025-03-30 03:00:00', 7],
    ['2025-10-26T00:30:00Z', '2025-10-26 02:30:00', 7],
    ['2025-10-26T01:30:00Z', '2025-10-26 02:30:00', 7],
    ['2025-06-01T22:00:00Z', '2025-06-02 00:00:00', 1],
  ])('%s reads %s in Paris (weekday %i)', (iso, expected, weekday) => {
    const parts = getZonedParts(new Date(iso))
    const pad = (value: number) => String(value).padStart(2, '0')
    const time = `${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`
    const text = `${formatIsoDate(parts)} ${time}`
    expect(text).toBe(expected)
    expect(parts.weekday).toBe(weekday)
  })

  test('an invalid date is refused', () => {
    expect(() => getZonedParts(new Date('nope'))).toThrow(RangeError)
  })
})

describe('getTimeZoneOffsetMinutes', () => {
  test.each([
    ['2025-01-15T12:00:00Z', 60],
    ['2025-07-15T12:00:00Z', 120],
    ['2025-03-30T00:59:59Z', 60],
    ['2025-03-30T01:00:00Z', 120],
    ['2025-10-26T00:59:59Z', 120],
    ['2025-10-26T01:00:00Z', 60],
  ])('%s → +%i min', (iso, offset) => {
    expect(getTimeZoneOffsetMinutes(new Date(iso))).toBe(offset)
  })
})

describe('convertZonedTimeToInstant', () => {
  test.each([
    [
      'summer evening',
      { year: 2025, month: 6, day: 1, hour: 20, minute: 30 },
      '2025-06-01T18:30:00.000Z',
    ],
    [
      'winter midnight',
      { year: 2025, month: 1, day: 15, hour: 0, minute: 0 },
      '2025-01-14T23:00:00.000Z',
    ],
    ['New Year', { year: 2026, month: 1, day: 1, hour: 0, minute: 0 }, '2025-12-31T23:00:00.000Z'],
    // 02:30 does not exist on 30 March: pushed forward by the one-hour gap to 03:30 summer time.
    [
      'spring gap',
      { year: 2025, month: 3, day: 30, hour: 2, minute: 30 },
      '2025-03-30T01:30:00.000Z',
    ],
    [
      'after the gap',
      { year: 2025, month: 3, day: 30, hour: 3, minute: 0 },
      '2025-03-30T01:00:00.000Z',
    ],
    // 02:30 happens twice on 26 October: the earlier (summer time) is chosen.
    [
      'autumn overlap',
      { year: 2025, month: 10, day: 26, hour: 2, minute: 30 },
      '2025-10-26T00:30:00.000Z',
    ],
    [
      'after the overlap',
      { year: 2025, month: 10, day: 26, hour: 3, minute: 0 },
      '2025-10-26T02:00:00.000Z',
    ],
    [
      'with seconds',
      { year: 2025, month: 6, day: 1, hour: 20, minute: 30, second: 15 },
      '2025-06-01T18:30:15.000Z',
    ],
  ])('%s', (_name, local, expected) => {
    expect(convertZonedTimeToInstant(local).toISOString()).toBe(expected)
  })

  test.each([
    ['the spring week', '2025-03-27T00:00:00Z', 0],
    ['the autumn week', '2025-10-23T00:00:00Z', 1],
  ])('round-trips with getZonedParts every 30 min of %s', (_name, start, repeatedHours) => {
    let repeated = 0
    for (let step = 0; step < 7 * 48; step += 1) {
      const instant = new Date(new Date(start).getTime() + step * 1_800_000)
      const back = convertZonedTimeToInstant(getZonedParts(instant))
      if (back.getTime() === instant.getTime()) continue
      // The second pass of an October 02:xx resolves to the first, one hour earlier.
      expect(instant.getTime() - back.getTime()).toBe(3_600_000)
      repeated += 1
    }
    expect(repeated).toBe(repeatedHours * 2)
  })
})

describe('calendar days', () => {
  test.each([
    ['2025-06-01', '2025-05-31T22:00:00.000Z'],
    ['2025-01-15', '2025-01-14T23:00:00.000Z'],
    ['2025-03-30', '2025-03-29T23:00:00.000Z'],
    ['2025-10-26', '2025-10-25T22:00:00.000Z'],
  ])('%s starts at %s', (iso, expected) => {
    expect(getParisDayStart(parseIsoDate(iso)!).toISOString()).toBe(expected)
  })

  test.each([
    ['2025-06-01T21:59:59Z', '2025-06-01'],
    ['2025-06-01T22:00:00Z', '2025-06-02'],
    ['2025-01-01T22:59:59Z', '2025-01-01'],
    ['2025-01-01T23:00:00Z', '2025-01-02'],
  ])('%s falls on %s in Paris', (iso, expected) => {
    expect(formatIsoDate(getParisDate(new Date(iso)))).toBe(expected)
  })

  test.each([
    ['2025-06-15', '2025-06-15'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', null],
    ['2025-04-31', null],
    ['2025-13-01', null],
    ['2025-00-10', null],
    ['2025-1-01', null],
    [' 2025-01-01', null],
    ['2025-01-01T00:00', null],
    ['', null],
  ])('parseIsoDate(%j) → %j', (input, expected) => {
    const parsed = parseIsoDate(input)
    expect(parsed ? formatIsoDate(parsed) : null).toBe(expected)
  })

  test.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-03-29', 2, '2025-03-31'],
    ['2025-06-01', 0, '2025-06-01'],
  ])('addDays(%s, %i) → %s', (start, days, expected) => {
    expect(formatIsoDate(addDays(parseIsoDate(start)!, days))).toBe(expected)
  })

  test.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-15', -1, '2024-12-15'],
    ['2025-08-31', 3, '2025-11-30'],
  ])('addMonths(%s, %i) → %s', (start, months, expected) => {
    expect(formatIsoDate(addMonths(parseIsoDate(start)!, months))).toBe(expected)
  })

  test.each([
    [2025, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('getDaysInMonth(%i, %i) → %i', (year, month, expected) => {
    expect(getDaysInMonth(year, month)).toBe(expected)
  })

  test.each([
    ['2025-06-02', 1],
    ['2025-06-07', 6],
    ['2025-06-01', 7],
    ['2024-02-29', 4],
  ])('getIsoWeekday(%s) → %i', (iso, expected) => {
    expect(getIsoWeekday(parseIsoDate(iso)!)).toBe(expected)
  })

  test.each([
    ['2025-06-01', '2025-06-02', -1],
    ['2025-06-01', '2025-06-01', 0],
    ['2026-01-01', '2025-12-31', 1],
  ])('compareDates(%s, %s) has sign %i', (a, b, sign) => {
    expect(Math.sign(compareDates(parseIsoDate(a)!, parseIsoDate(b)!))).toBe(sign)
  })
})

describe('formatParisIsoDateTime', () => {
  test.each([
    ['2025-06-01T18:30:00Z', '2025-06-01T20:30:00+02:00'],
    ['2025-01-15T19:00:00Z', '2025-01-15T20:00:00+01:00'],
    ['2025-12-31T23:30:00Z', '2026-01-01T00:30:00+01:00'],
  ])('%s → %s', (iso, expected) => {
    expect(formatParisIsoDateTime(new Date(iso))).toBe(expected)
    expect(new Date(expected).toISOString()).toBe(new Date(iso).toISOString())
  })
})

describe('date-only values as stored', () => {
  test.each([
    ['2026-12-24', '2026-12-24'],
    ['2026-12-24T12:00:00.000Z', '2026-12-24'],
    // Noon in Paris picked in winter and in summer (the admin picker's instant).
    ['2026-12-24T11:00:00.000Z', '2026-12-24'],
    ['2026-07-14T10:00:00.000Z', '2026-07-14'],
    // Midnight UTC is already the next hour in Paris: still the same day.
    ['2026-12-24T00:00:00.000Z', '2026-12-24'],
    // 23:30 UTC is the next day in Paris.
    ['2026-12-24T23:30:00.000Z', '2026-12-25'],
  ])('%s is the day %s', (stored, day) => {
    const read = readCalendarDay(stored)
    expect(read && formatIsoDate(read)).toBe(day)
    expect(toStoredCalendarDay(read!)).toBe(`${day}T12:00:00.000Z`)
  })

  test.each(['2026-02-30', '24/12/2026', 'soon', '', '2026-12-24Tnope'])(
    '%j is no day',
    (value) => {
      expect(readCalendarDay(value)).toBeNull()
    },
  )
})

describe('getZonedParts agrees with Intl at every instant', () => {
  // The reading Intl gives for an instant, field by field: what getZonedParts must answer.
  function intlParts(instant: Date, timeZone: string) {
    const values: Record<string, string> = {}
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    for (const part of formatter.formatToParts(instant)) values[part.type] = part.value
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
    return {
      year: Number(values.year),
      month: Number(values.month),
      day: Number(values.day),
      hour: Number(values.hour),
      minute: Number(values.minute),
      second: Number(values.second),
      weekday: weekdays.indexOf(values.weekday!) + 1,
    }
  }

  test.each([
    // Paris: both changes of 2026, and its switch from local mean time (+0:09:21) in 1911.
    ['Europe/Paris', '2026-03-29T01:00:00Z'],
    ['Europe/Paris', '2026-10-25T01:00:00Z'],
    ['Europe/Paris', '1911-03-11T00:00:00Z'],
    // Offsets that are not whole hours, and a change of half an hour.
    ['America/St_Johns', '2026-03-08T05:30:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
  ])('%s around %s, every 97 seconds over six hours', (timeZone, iso) => {
    const centre = Date.parse(iso)
    for (let ms = centre - 3 * 3_600_000; ms <= centre + 3 * 3_600_000; ms += 97_000) {
      const instant = new Date(ms + (ms % 7) * 131)
      expect(getZonedParts(instant, timeZone), instant.toISOString()).toEqual(
        intlParts(instant, timeZone),
      )
    }
  })

  test('Paris, instants spread over two centuries', () => {
    let ms = Date.parse('1900-01-01T00:00:00Z')
    const step = 7_919_993_333 // about 92 days and an odd number of ms
    while (ms < Date.parse('2100-01-01T00:00:00Z')) {
      const instant = new Date(ms)
      expect(getZonedParts(instant), instant.toISOString()).toEqual(
        intlParts(instant, PARIS_TIME_ZONE),
      )
      ms += step
    }
  })
})
