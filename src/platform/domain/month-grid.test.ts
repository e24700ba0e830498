import { describe, expect, test } from 'vitest'

import { buildMonthGrid, shiftMonth } from './month-grid'

type Event = { id: string; startsAt: Date }
const event = (id: string, iso: string): Event => ({ id, startsAt: new Date(iso) })

describe('buildMonthGrid', () => {
  test.each([
    // June 2025 starts on a Sunday: six weeks, from Monday 26 May to Sunday 6 July.
    [2025, 6, 6, '2025-05-26', '2025-07-06'],
    // February 2021 starts on a Monday and has 28 days: exactly four weeks.
    [2021, 2, 4, '2021-02-01', '2021-02-28'],
    // September 2025 starts on a Monday and ends on a Tuesday: five weeks.
    [2025, 9, 5, '2025-09-01', '2025-10-05'],
    // February 2024 (leap year) starts on a Thursday.
    [2024, 2, 5, '2024-01-29', '2024-03-03'],
    [2025, 12, 5, '2025-12-01', '2026-01-04'],
  ])('%i-%i: %i weeks from %s to %s', (year, month, weekCount, first, last) => {
    const grid = buildMonthGrid(year, month, [])
    expect(grid.weeks).toHaveLength(weekCount)
    expect(grid.weeks[0]?.[0]?.date).toBe(first)
    expect(grid.weeks.at(-1)?.at(-1)?.date).toBe(last)
    for (const week of grid.weeks) {
      expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    }
  })

  test('days outside the month are marked', () => {
    const days = buildMonthGrid(2025, 6, []).weeks.flat()
    const outside = days.filter((day) => !day.isInMonth).map((day) => day.date)
    expect(outside).toEqual([
      '2025-05-26',
      '2025-05-27',
      '2025-05-28',
      '2025-05-29',
      '2025-05-30',
      '2025-05-31',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
      '2025-07-06',
    ])
    expect(days.filter((day) => day.isInMonth).map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    )
  })

  test('events go on their Paris day, earliest first; off-grid events are dropped', () => {
    const events = [
      event('late-show', '2025-06-14T19:00:00Z'),
      event('matinee', '2025-06-14T13:00:00Z'),
      // 22:30 UTC on 1 June is 00:30 on 2 June in Paris.
      event('after-midnight', '2025-06-01T22:30:00Z'),
      event('last-of-may', '2025-05-31T18:00:00Z'),
      event('august', '2025-08-01T18:00:00Z'),
      // Winter time: 23:30 UTC on 31 December is 00:30 on 1 January in Paris, off the June grid.
      event('new-year', '2025-12-31T23:30:00Z'),
    ]
    const days = new Map(
      buildMonthGrid(2025, 6, events)
        .weeks.flat()
        .map((day) => [day.date, day.events.map((item) => item.id)]),
    )
    expect(days.get('2025-06-14')).toEqual(['matinee', 'late-show'])
    expect(days.get('2025-06-01')).toEqual([])
    expect(days.get('2025-06-02')).toEqual(['after-midnight'])
    expect(days.get('2025-05-31')).toEqual(['last-of-may'])
    expect([...days.values()].flat()).not.toContain('august')
  })

  test.each([
    [{ year: 2025, month: 6, day: 14 }, ['2025-06-14']],
    [{ year: 2025, month: 7, day: 2 }, ['2025-07-02']],
    [{ year: 2025, month: 8, day: 1 }, []],
    [null, []],
  ])('today %j is marked', (today, expected) => {
    const marked = buildMonthGrid(2025, 6, [], today)
      .weeks.flat()
      .filter((day) => day.isToday)
      .map((day) => day.date)
    expect(marked).toEqual(expected)
  })

  test.each([
    [2025, 0],
    [2025, 13],
    [2025, 1.5],
    [0, 1],
  ])('refuses year %s month %s', (year, month) => {
    expect(() => buildMonthGrid(year, month, [])).toThrow(RangeError)
  })
})

describe('shiftMonth', () => {
  test.each([
    [2025, 6, 1, '2025-07'],
    [2025, 12, 1, '2026-01'],
    [2025, 1, -1, '2024-12'],
    [2025, 6, 0, '2025-06'],
    [2025, 6, -18, '2023-12'],
  ])('%i-%i %+i → %s', (year, month, offset, expected) => {
    expect(shiftMonth(year, month, offset)).toBe(expected)
  })
})
