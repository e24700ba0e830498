import { describe, expect, test } from 'vitest'

import { convertZonedTimeToInstant, parseIsoDate } from '@/platform/domain/calendar'

import {
  checkTableDay,
  findRequestedSlot,
  listAvailableSlots,
  listSlotsOfDay,
  validateTableRules,
  type TableBookingRules,
} from './table-slots'

/** '2026-06-05 19:30' read as Paris wall time. */
function atParis(text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ')
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return convertZonedTimeToInstant({ ...parseIsoDate(date)!, hour, minute })
}

const day = (text: string) => parseIsoDate(text)!

// Lunch Tuesday-Sunday 12:00-13:30 every 30 min; dinner every day 19:00-21:30; a late supper on
// Saturdays 23:00-01:30 (past midnight, across the DST changes of a Saturday night).
const rules: TableBookingRules = {
  slotMinutes: 30,
  maxPartyOnline: 8,
  leadTimeMinutes: 120,
  horizonDays: 60,
  mealMinutes: 120,
  services: [
    {
      kind: 'lunch',
      days: [2, 3, 4, 5, 6, 7],
      firstSeating: '12:00',
      lastSeating: '13:30',
      coversPerSlot: 20,
    },
    {
      kind: 'dinner',
      days: [1, 2, 3, 4, 5, 6, 7],
      firstSeating: '19:00',
      lastSeating: '21:30',
      coversPerSlot: 24,
    },
  ],
  closedDates: ['2026-12-25'],
}

const nightOwl: TableBookingRules = {
  ...rules,
  slotMinutes: 15,
  services: [
    { kind: 'supper', days: [6], firstSeating: '23:00', lastSeating: '03:30', coversPerSlot: 10 },
  ],
}

describe('listSlotsOfDay: slots by the rules, Paris time', () => {
  test.each([
    ['2026-06-01', 'Monday: dinner only', ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']],
    [
      '2026-06-02',
      'Tuesday: lunch and dinner',
      ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'],
    ],
    ['2026-12-25', 'a closed date has none', []],
  ])('%s (%s)', (date, _label, times) => {
    expect(listSlotsOfDay(rules, day(date)).map((slot) => slot.time)).toEqual(times)
  })

  test('every 15 minutes when the restaurant says so', () => {
    const quarter = { ...rules, slotMinutes: 15 as const }
    expect(listSlotsOfDay(quarter, day('2026-06-01')).map((slot) => slot.time)).toEqual([
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
    ])
  })

  test.each([
    // Winter: Paris is UTC+1; summer: UTC+2. The switch nights keep the wall times.
    ['2026-03-28', '19:00', '2026-03-28T18:00:00.000Z'],
    ['2026-03-29', '19:00', '2026-03-29T17:00:00.000Z'],
    ['2026-10-24', '19:00', '2026-10-24T17:00:00.000Z'],
    ['2026-10-25', '19:00', '2026-10-25T18:00:00.000Z'],
  ])('%s %s is %s', (date, time, instant) => {
    const slot = listSlotsOfDay(rules, day(date)).find((candidate) => candidate.time === time)
    expect(slot?.startsAt.toISOString()).toBe(instant)
  })

  test('spring forward: 02:00-02:45 do not exist that night and are not offered', () => {
    const slots = listSlotsOfDay(nightOwl, day('2026-03-28'))
    expect(slots.map((slot) => slot.time)).toEqual([
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
    ])
    const at = (time: string) => slots.find((slot) => slot.time === time)!.startsAt.toISOString()
    expect(at('01:45')).toBe('2026-03-29T00:45:00.000Z')
    expect(at('03:00')).toBe('2026-03-29T01:00:00.000Z')
  })

  test('fall back: 02:00-02:45 happen twice and are offered once, at the first', () => {
    const slots = listSlotsOfDay(nightOwl, day('2026-10-24'))
    expect(slots.map((slot) => slot.time)).toEqual([
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
      '03:15',
      '03:30',
    ])
    const at = (time: string) => slots.find((slot) => slot.time === time)!.startsAt.toISOString()
    expect(at('02:30')).toBe('2026-10-25T00:30:00.000Z')
    expect(at('03:00')).toBe('2026-10-25T02:00:00.000Z')
    // One slot per wall time, in time order.
    const instants = slots.map((slot) => slot.startsAt.getTime())
    expect([...instants].sort((a, b) => a - b)).toEqual(instants)
  })
})

describe('checkTableDay: which days can be booked', () => {
  const now = atParis('2026-06-02 10:00')
  test.each([
    ['2026-06-01', 'pastDate'],
    ['2026-06-02', null],
    ['2026-08-01', null],
    ['2026-08-02', 'beyondHorizon'],
    ['2026-12-25', 'beyondHorizon'],
  ])('%s → %s', (date, code) => {
    expect(checkTableDay(rules, day(date), now)).toBe(code)
  })

  test('a closed date within the horizon', () => {
    expect(checkTableDay(rules, day('2026-12-25'), atParis('2026-12-01 10:00'))).toBe('closedDate')
  })

  test('a weekday without service', () => {
    const lunchOnly = { ...rules, services: [rules.services[0]!] }
    expect(checkTableDay(lunchOnly, day('2026-06-08'), atParis('2026-06-02 10:00'))).toBe(
      'noService',
    )
  })
})

describe('listAvailableSlots: lead time, party size and covers left', () => {
  const none = new Map<string, number>()

  test.each([
    // 2 h lead time: at 17:29 the 19:30 slot is still open, at 17:31 it is not.
    ['2026-06-01 17:29', ['19:30', '20:00', '20:30', '21:00', '21:30']],
    ['2026-06-01 17:30', ['19:30', '20:00', '20:30', '21:00', '21:30']],
    ['2026-06-01 17:31', ['20:00', '20:30', '21:00', '21:30']],
    ['2026-06-01 19:31', []],
  ])('now %s → %j', (now, times) => {
    const slots = listAvailableSlots(rules, day('2026-06-01'), 2, atParis(now), none)
    expect(slots.map((slot) => slot.time)).toEqual(times)
  })

  test('slots without enough covers left are not offered', () => {
    const booked = new Map([
      ['19:00', 24],
      ['19:30', 20],
      ['20:00', 19],
    ])
    const slots = listAvailableSlots(
      rules,
      day('2026-06-01'),
      5,
      atParis('2026-05-30 10:00'),
      booked,
    )
    expect(slots.map((slot) => [slot.time, slot.remaining])).toEqual([
      ['20:00', 5],
      ['20:30', 24],
      ['21:00', 24],
      ['21:30', 24],
    ])
  })

  test('a party above the online maximum gets nothing', () => {
    expect(
      listAvailableSlots(rules, day('2026-06-01'), 9, atParis('2026-05-30 10:00'), none),
    ).toEqual([])
  })
})

describe('findRequestedSlot: a booking request against the rules', () => {
  // 12:00 is 119 minutes away: inside the 2-hour lead time.
  const now = atParis('2026-06-02 10:01')
  test.each([
    [{ date: '2026-06-02', time: '13:00', party: 2 }, 'ok'],
    [{ date: '2026-06-02', time: '12:00', party: 2 }, 'tooLate'],
    [{ date: '2026-06-02', time: '12:15', party: 2 }, 'unknownSlot'],
    [{ date: '2026-06-02', time: '16:00', party: 2 }, 'unknownSlot'],
    [{ date: '2026-06-02', time: '13:00', party: 9 }, 'partyTooLarge'],
    [{ date: '2026-06-02', time: '13:00', party: 0 }, 'partyTooLarge'],
    [{ date: '2026-05-31', time: '20:00', party: 2 }, 'pastDate'],
    [{ date: '2026-09-01', time: '20:00', party: 2 }, 'beyondHorizon'],
  ])('%j → %s', (request, expected) => {
    const result = findRequestedSlot(rules, { ...request, date: day(request.date) }, now)
    expect(result.ok ? 'ok' : result.code).toBe(expected)
  })
})

describe('validateTableRules', () => {
  test('good rules have no errors', () => {
    expect(validateTableRules(rules)).toEqual([])
  })
  test.each([
    [{ firstSeating: '25:00' }, 'invalidTime'],
    [{ days: [] }, 'noDay'],
    [{ coversPerSlot: 0 }, 'noCovers'],
    [{ firstSeating: '20:00', lastSeating: '22:00' }, 'overlap'],
  ])('%j → %s', (change, code) => {
    const broken = {
      ...rules,
      services: [rules.services[1]!, { ...rules.services[1]!, ...change }],
    }
    expect(validateTableRules(broken as TableBookingRules).map((error) => error.code)).toContain(
      code,
    )
  })
})
