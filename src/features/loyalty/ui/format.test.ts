import { describe, expect, test } from 'vitest'

import {
  formatDay,
  formatEuroCents,
  formatInstant,
  formatMonthDay,
  formatPointsNumber,
} from './format'

// Intl separates thousands and currency with narrow or plain no-break spaces: compare on spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formats of the loyalty screens', () => {
  test.each([
    ['fr', 12_345, '12 345'],
    ['en', 12_345, '12,345'],
    ['fr', -310, '-310'],
  ] as const)('points in %s: %i → %s', (locale, points, expected) => {
    expect(spaces(formatPointsNumber(points, locale))).toBe(expected)
  })

  test.each([
    ['fr', 3_600, '36,00 €'],
    ['en', 3_600, '€36.00'],
    ['fr', 2_537, '25,37 €'],
  ] as const)('euros in %s: %i cents → %s', (locale, cents, expected) => {
    expect(spaces(formatEuroCents(cents, locale))).toBe(expected)
  })

  test.each([
    ['fr', '2027-12-31', '31 décembre 2027'],
    ['en', '2027-12-31', 'December 31, 2027'],
    ['fr', 'not a day', 'not a day'],
  ] as const)('days in %s: %s → %s', (locale, day, expected) => {
    expect(formatDay(day, locale)).toBe(expected)
  })

  test.each([
    ['fr', '04-17', '17 avril'],
    ['en', '07-14', 'July 14'],
    ['fr', '02-29', '29 février'],
  ] as const)('lucky dates in %s: %s → %s', (locale, monthDay, expected) => {
    expect(formatMonthDay(monthDay, locale)).toBe(expected)
  })

  test('history instants are shown in Paris time', () => {
    expect(spaces(formatInstant('2026-07-14T18:30:00.000Z', 'fr'))).toBe('14 juil. 2026, 20:30')
    expect(spaces(formatInstant('2026-01-05T19:30:00.000Z', 'en'))).toBe('Jan 5, 2026, 8:30 PM')
  })
})
