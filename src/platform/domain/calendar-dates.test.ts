import { describe, expect, test } from 'vitest'

import {
  computeAge,
  formatIsoDateInZone,
  isLeapYear,
  parseIsoDate,
  parseMonthDay,
  resolveMonthDayInYear,
  type CalendarDate,
} from './calendar'

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day })

describe('isLeapYear', () => {
  test.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected)
  })
})

describe('parseIsoDate', () => {
  test.each([
    ['1990-05-17', date(1990, 5, 17)],
    [' 1990-05-17 ', null],
    ['2024-02-29', date(2024, 2, 29)],
    ['2023-02-29', null],
    ['2023-02-30', null],
    ['2023-04-31', null],
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['2023-01-00', null],
    ['1990-5-17', null],
    ['17/05/1990', null],
    ['1990-05-17T00:00:00Z', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected)
  })
})

describe('computeAge', () => {
  test.each([
    ['the day before the 18th birthday', date(2006, 6, 15), date(2024, 6, 14), 17],
    ['on the 18th birthday', date(2006, 6, 15), date(2024, 6, 15), 18],
    ['earlier month of the birthday year', date(2006, 6, 15), date(2024, 5, 30), 17],
    ['later month', date(2006, 6, 15), date(2024, 7, 1), 18],
    ['born 29 Feb, 28 Feb of a common year', date(2004, 2, 29), date(2022, 2, 28), 17],
    ['born 29 Feb, 1 March of a common year', date(2004, 2, 29), date(2022, 3, 1), 18],
    ['born 29 Feb, 29 Feb of a leap year', date(2004, 2, 29), date(2024, 2, 29), 20],
    ['born today', date(2024, 6, 15), date(2024, 6, 15), 0],
  ])('%s', (_label, birthdate, today, expected) => {
    expect(computeAge(birthdate, today)).toBe(expected)
  })
})

describe('parseMonthDay', () => {
  test.each([
    ['07-14', { month: 7, day: 14 }],
    ['02-29', { month: 2, day: 29 }],
    ['02-30', null],
    ['04-31', null],
    ['13-01', null],
    ['00-10', null],
    ['7-14', null],
    ['14/07', null],
  ])('%j → %j', (value, expected) => {
    expect(parseMonthDay(value)).toEqual(expected)
  })
})

describe('resolveMonthDayInYear', () => {
  test.each([
    [{ month: 2, day: 29 }, 2023, date(2023, 2, 28)],
    [{ month: 2, day: 29 }, 2024, date(2024, 2, 29)],
    [{ month: 12, day: 31 }, 2023, date(2023, 12, 31)],
  ])('%j in %i', (monthDay, year, expected) => {
    expect(resolveMonthDayInYear(monthDay, year)).toEqual(expected)
  })
})

describe('formatIsoDateInZone', () => {
  test.each([
    ['late evening UTC is already tomorrow in Paris', '2024-12-31T23:30:00Z', '2025-01-01'],
    ['early morning UTC', '2024-06-15T05:00:00Z', '2024-06-15'],
    ['summer time: 22:30 UTC is 00:30 in Paris', '2024-07-13T22:30:00Z', '2024-07-14'],
  ])('%s', (_label, instant, expected) => {
    expect(formatIsoDateInZone(Date.parse(instant))).toBe(expected)
  })

  // Formatters are kept per zone: a zone asked after another one must not reuse its formatter.
  test.each([
    ['Europe/Paris', '2024-12-31T23:30:00Z', '2025-01-01'],
    ['America/New_York', '2024-12-31T23:30:00Z', '2024-12-31'],
    ['Pacific/Auckland', '2024-12-31T10:30:00Z', '2024-12-31'],
    ['Pacific/Auckland', '2024-12-31T11:30:00Z', '2025-01-01'],
    ['Europe/Paris', '2024-12-31T10:30:00Z', '2024-12-31'],
  ])('in %s, %s is %s', (zone, instant, expected) => {
    expect(formatIsoDateInZone(Date.parse(instant), zone)).toBe(expected)
  })
})
