import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, test } from 'vitest'

import {
  formatCalendarDay,
  formatCalendarMonth,
  formatDayOfYear,
  formatEuros,
  formatFileSize,
  formatInstant,
  formatKilometres,
  formatNumber,
  weekdayNames,
} from '.'

// Intl writes a narrow or plain no-break space in French numbers and before "PM": compare words.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('euros from integer cents, one rule for the site and the mails', () => {
  test.each<[number, 'fr' | 'en', 'whenNeeded' | 'always', string]>([
    [2_500, 'fr', 'whenNeeded', '25 €'],
    [2_500, 'en', 'whenNeeded', '€25'],
    [1_005, 'fr', 'whenNeeded', '10,05 €'],
    [1_005, 'en', 'whenNeeded', '€10.05'],
    [2_500, 'fr', 'always', '25,00 €'],
    [2_500, 'en', 'always', '€25.00'],
    [1_234_567, 'fr', 'whenNeeded', '12 345,67 €'],
    [1_234_567, 'en', 'whenNeeded', '€12,345.67'],
    [0, 'en', 'whenNeeded', '€0'],
  ])('%i cents in %s (%s) → %s', (cents, locale, decimals, expected) => {
    expect(plain(formatEuros(cents, locale, { decimals }))).toBe(expected)
  })

  test('numbers are grouped the language’s way', () => {
    expect(plain(formatNumber(12_500, 'fr'))).toBe('12 500')
    expect(formatNumber(12_500, 'en')).toBe('12,500')
  })
})

describe('instants in Paris time, whatever the server’s zone', () => {
  test.each<[string, 'fr' | 'en', Parameters<typeof formatInstant>[2], string]>([
    // 17:54 UTC is 18:54 in Paris in November (UTC+1).
    ['2026-11-25T17:54:00Z', 'fr', 'long', 'mercredi 25 novembre 2026 à 18:54'],
    ['2026-11-25T17:54:00Z', 'en', 'long', 'Wednesday, November 25, 2026 at 06:54 PM'],
    ['2026-11-25T17:54:00Z', 'fr', 'mediumDateTime', '25 nov. 2026, 18:54'],
    ['2026-11-25T17:54:00Z', 'en', 'mediumDateTime', 'Nov 25, 2026, 6:54 PM'],
    ['2026-11-25T17:54:00Z', 'fr', 'clock', '18:54'],
    // 22:30 UTC on 31 December is already New Year's Day in Paris.
    ['2026-12-31T23:30:00Z', 'fr', 'day', '1 janvier 2027'],
    ['2026-12-31T23:30:00Z', 'en', 'day', 'January 1, 2027'],
    // Summer time: UTC+2.
    ['2026-07-14T18:00:00Z', 'fr', 'short', '14/07/2026 20:00'],
    // A booking's time: no leading zero in English.
    ['2026-06-06T18:00:00Z', 'fr', 'time', '20:00'],
    ['2026-06-06T18:00:00Z', 'en', 'time', '8:00 PM'],
    // A performance at 23:30 Paris on 31 December is still on the 31st.
    ['2026-12-31T22:30:00Z', 'fr', 'weekdayDay', 'jeu. 31 déc.'],
    ['2026-12-31T22:30:00Z', 'en', 'weekdayDay', 'Thu, Dec 31'],
  ])('%s in %s (%s) → %s', (instant, locale, style, expected) => {
    expect(plain(formatInstant(instant, locale, style))).toBe(expected)
  })
})

describe('calendar days, the same day whatever the server’s zone', () => {
  test.each<[string, 'fr' | 'en', Parameters<typeof formatCalendarDay>[2], string]>([
    ['2026-06-06', 'fr', 'long', 'samedi 6 juin 2026'],
    ['2026-06-06', 'en', 'long', 'Saturday, June 6, 2026'],
    ['2026-06-06', 'fr', 'short', 'sam. 6 juin'],
    ['2026-06-06', 'en', 'short', 'Sat, Jun 6'],
    // The night of a summer-time change and New Year's Eve stay on their own day.
    ['2026-03-29', 'fr', 'long', 'dimanche 29 mars 2026'],
    ['2026-12-31', 'en', 'long', 'Thursday, December 31, 2026'],
    ['1985-04-17', 'fr', 'date', '17 avril 1985'],
    ['1985-04-17', 'en', 'date', 'April 17, 1985'],
  ])('%s in %s (%s) → %s', (day, locale, style, expected) => {
    expect(plain(formatCalendarDay(day, locale, style))).toBe(expected)
  })
})

describe('formatFileSize', () => {
  it.each([
    [0, 'fr', '1 ko'],
    [12_345, 'fr', '12 ko'],
    [12_345, 'en', '12 kB'],
    [999_499, 'en', '999 kB'],
    [1_430_000, 'fr', '1,4 Mo'],
    [1_430_000, 'en', '1.4 MB'],
  ] as const)('%d bytes in %s → %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale).replace(/\u202f|\u00a0/g, ' ')).toBe(text)
  })
})

describe('days of the year, months and weekdays', () => {
  test.each<[number, number, 'fr' | 'en', string]>([
    [4, 17, 'fr', '17 avril'],
    [4, 17, 'en', 'April 17'],
    // A lucky date may be 29 February: formatted in a leap year.
    [2, 29, 'fr', '29 février'],
  ])('day %i-%i in %s → %s', (month, day, locale, expected) => {
    expect(formatDayOfYear(month, day, locale)).toBe(expected)
  })

  test.each<[number, number, 'fr' | 'en', string]>([
    [2026, 11, 'fr', 'novembre 2026'],
    [2026, 11, 'en', 'November 2026'],
    [2027, 1, 'fr', 'janvier 2027'],
  ])('month %i-%i in %s → %s', (year, month, locale, expected) => {
    expect(formatCalendarMonth(year, month, locale)).toBe(expected)
  })

  test('weekdays start on Monday, short and long', () => {
    expect(weekdayNames('fr', 'short')).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
      'dim.',
    ])
    expect(weekdayNames('en', 'long')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  test.each<[number, 'fr' | 'en', string]>([
    [2.44, 'fr', '2,4 km'],
    [2.44, 'en', '2.4 km'],
    [12.6, 'fr', '13 km'],
  ])('%f km in %s → %s', (km, locale, expected) => {
    expect(plain(formatKilometres(km, locale))).toBe(expected)
  })
})

/**
 * One format module (issue 21): dates and numbers shown to people are formatted here, with the
 * language's fixed tag and cached formatters, never by an Intl formatter built elsewhere (five
 * euro formatters once mixed en-US and en-GB, and a formatter built per call cost the search
 * page a few per cent of its time).
 */
test('no date or number formatter is built outside src/platform/format', () => {
  const root = path.resolve(import.meta.dirname, '../../..')
  // The calendar reads Paris wall-clock parts (a computation, not a display); the month-day field
  // names months in the admin's language, a tag Payload gives.
  const allowed = new Set([
    'src/platform/format/index.ts',
    'src/platform/domain/calendar.ts',
    'src/platform/domain/day-month.ts',
  ])
  const offenders = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .map((file) => path.join('src', file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !allowed.has(file))
    .filter((file) =>
      /new Intl\.(DateTimeFormat|NumberFormat)\b|\.toLocale(Date|Time)?String\(/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    )
  expect(offenders).toEqual([])
})
