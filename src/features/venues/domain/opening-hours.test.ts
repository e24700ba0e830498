import { describe, expect, test } from 'vitest'

import {
  getRangesForDate,
  isOpenAt,
  type OpeningHours,
  parseTimeOfDay,
  validateOpeningHours,
} from './opening-hours'
import { convertZonedTimeToInstant, parseIsoDate } from '@/platform/domain/calendar'

/** '2025-06-06 03:30' read as Paris wall time. */
function atParis(text: string): Date {
  const [date = '', time = ''] = text.split(' ')
  const day = parseIsoDate(date)!
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return convertZonedTimeToInstant({ ...day, hour, minute })
}

// Monday-Thursday and Sunday 10:00-03:00, Friday and Saturday 10:00-04:00.
const casino: OpeningHours = {
  weekly: [
    { day: 1, opens: '10:00', closes: '03:00' },
    { day: 2, opens: '10:00', closes: '03:00' },
    { day: 3, opens: '10:00', closes: '03:00' },
    { day: 4, opens: '10:00', closes: '03:00' },
    { day: 5, opens: '10:00', closes: '04:00' },
    { day: 6, opens: '10:00', closes: '04:00' },
    { day: 7, opens: '10:00', closes: '03:00' },
  ],
  exceptions: [
    { date: '2025-12-24', ranges: [] },
    { date: '2025-12-31', ranges: [{ opens: '10:00', closes: '06:00' }] },
  ],
}

describe('isOpenAt: a casino open past midnight', () => {
  test.each([
    ['2025-06-06 09:59', false, 'Friday before opening'],
    ['2025-06-06 10:00', true, 'opening time is included'],
    ['2025-06-06 23:59', true, 'Friday night'],
    ['2025-06-07 00:00', true, 'midnight inside the Friday range'],
    ['2025-06-07 03:59', true, 'Saturday small hours belong to Friday'],
    ['2025-06-07 04:00', false, 'closing time is excluded'],
    ['2025-06-07 09:00', false, 'Saturday morning'],
    ['2025-06-08 03:30', true, 'Saturday night until 04:00'],
    ['2025-06-09 02:59', true, 'Sunday night until 03:00'],
    ['2025-06-09 03:00', false, 'Sunday closes at 03:00'],
    ['2025-06-09 03:30', false, 'Monday small hours after Sunday closing'],
    ['2025-12-24 02:00', true, "the 23rd's night runs into a closed 24th"],
    ['2025-12-24 12:00', false, 'closed on the 24th'],
    ['2025-12-25 02:00', false, 'no night from the closed 24th'],
    ['2025-12-25 10:00', true, 'back to weekly hours'],
    ['2026-01-01 05:30', true, "New Year's Eve until 06:00"],
    ['2026-01-01 06:00', false, "New Year's Eve closes at 06:00"],
  ])('%s → %s (%s)', (when, expected) => {
    expect(isOpenAt(casino, atParis(when))).toBe(expected)
  })

  test.each([
    // 30 March 2025, clocks jump from 02:00 to 03:00; Saturday closes at 04:00 wall time.
    ['2025-03-30T01:30:00Z', true],
    ['2025-03-30T01:59:00Z', true],
    ['2025-03-30T02:00:00Z', false],
    // 26 October 2025, 02:00-03:00 happens twice; Saturday closes at 04:00 wall time.
    ['2025-10-26T02:59:00Z', true],
    ['2025-10-26T03:00:00Z', false],
  ])('daylight-saving night: %s → %s', (iso, expected) => {
    expect(isOpenAt(casino, new Date(iso))).toBe(expected)
  })

  test('the answer depends on Paris time, not on UTC', () => {
    // 01:30 UTC on a summer Sunday is 03:30 in Paris: open (Saturday until 04:00).
    expect(isOpenAt(casino, new Date('2025-06-08T01:30:00Z'))).toBe(true)
    // 02:30 UTC is 04:30 in Paris: closed, though 02:30 would be open by UTC reading.
    expect(isOpenAt(casino, new Date('2025-06-08T02:30:00Z'))).toBe(false)
  })
})

describe('isOpenAt: other shapes', () => {
  const restaurant: OpeningHours = {
    weekly: [
      { day: 2, opens: '12:00', closes: '14:30' },
      { day: 2, opens: '19:00', closes: '22:30' },
    ],
  }
  const roundTheClock: OpeningHours = { weekly: [{ day: 6, opens: '00:00', closes: '00:00' }] }
  const untilMidnight: OpeningHours = { weekly: [{ day: 2, opens: '19:00', closes: '24:00' }] }
  const broken: OpeningHours = { weekly: [{ day: 2, opens: '25:00', closes: '26:00' }] }

  test.each<[string, OpeningHours, string, boolean]>([
    ['lunch', restaurant, '2025-06-10 14:29', true],
    ['between services', restaurant, '2025-06-10 14:30', false],
    ['dinner', restaurant, '2025-06-10 19:00', true],
    ['after dinner', restaurant, '2025-06-10 22:30', false],
    ['another day', restaurant, '2025-06-11 13:00', false],
    ['round the clock, start', roundTheClock, '2025-06-07 00:00', true],
    ['round the clock, noon', roundTheClock, '2025-06-07 12:00', true],
    ['round the clock, end', roundTheClock, '2025-06-07 23:59', true],
    ['round the clock, next day', roundTheClock, '2025-06-08 00:00', false],
    ['round the clock, day before', roundTheClock, '2025-06-06 23:59', false],
    ['until 24:00', untilMidnight, '2025-06-10 23:59', true],
    ['24:00 excluded', untilMidnight, '2025-06-11 00:00', false],
    ['invalid times count as closed', broken, '2025-06-10 12:00', false],
    ['no hours at all', { weekly: [] }, '2025-06-10 12:00', false],
  ])('%s: %s → %s', (_name, hours, when, expected) => {
    expect(isOpenAt(hours, atParis(when))).toBe(expected)
  })
})

describe('getRangesForDate', () => {
  test.each([
    ['2025-06-06', [{ opens: '10:00', closes: '04:00' }]],
    ['2025-06-09', [{ opens: '10:00', closes: '03:00' }]],
    ['2025-12-24', []],
    ['2025-12-31', [{ opens: '10:00', closes: '06:00' }]],
  ])('%s', (date, expected) => {
    expect(getRangesForDate(casino, parseIsoDate(date)!)).toEqual(expected)
  })
})

describe('parseTimeOfDay', () => {
  test.each([
    ['00:00', 0],
    ['04:00', 240],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', null],
    ['25:00', null],
    ['9:00', null],
    ['12:60', null],
    ['noon', null],
  ])('%j → %j', (value, expected) => {
    expect(parseTimeOfDay(value)).toBe(expected)
  })
})

describe('validateOpeningHours', () => {
  test.each<[string, OpeningHours, ReturnType<typeof validateOpeningHours>]>([
    ['valid hours', casino, []],
    [
      'bad time',
      { weekly: [{ day: 1, opens: '10:00', closes: '4h' }] },
      [{ path: 'weekly.0', code: 'invalidTime' }],
    ],
    [
      'opening at 24:00',
      { weekly: [{ day: 1, opens: '24:00', closes: '02:00' }] },
      [{ path: 'weekly.0', code: 'invalidTime' }],
    ],
    [
      'bad weekday',
      { weekly: [{ day: 8 as 1, opens: '10:00', closes: '12:00' }] },
      [{ path: 'weekly.0.day', code: 'invalidDay' }],
    ],
    [
      'bad and duplicate exception dates',
      {
        weekly: [],
        exceptions: [
          { date: '2025-02-30', ranges: [] },
          { date: '2025-12-25', ranges: [] },
          { date: '2025-12-25', ranges: [{ opens: 'x', closes: '12:00' }] },
        ],
      },
      [
        { path: 'exceptions.0.date', code: 'invalidDate' },
        { path: 'exceptions.2.date', code: 'duplicateDate' },
        { path: 'exceptions.2.ranges.0', code: 'invalidTime' },
      ],
    ],
  ])('%s', (_name, hours, expected) => {
    expect(validateOpeningHours(hours)).toEqual(expected)
  })
})
