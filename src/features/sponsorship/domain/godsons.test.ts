import { describe, expect, test } from 'vitest'

import {
  canTakeGodson,
  countGodsonsInYear,
  MAX_GODSONS_PER_YEAR,
  MAX_INVITATIONS_PER_YEAR,
  toSponsorshipDto,
} from './godsons'

const inYear = (year: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) =>
    Date.parse(`${year}-03-${String(i + 1).padStart(2, '0')}T12:00:00Z`),
  )
const now = Date.parse('2025-06-15T12:00:00Z')

describe('10 godsons per calendar year (Paris)', () => {
  test('the limits: 10 godsons (spec), 30 invitations (anti-abuse)', () => {
    expect(MAX_GODSONS_PER_YEAR).toBe(10)
    expect(MAX_INVITATIONS_PER_YEAR).toBe(30)
  })

  test.each<[string, number[], number, boolean]>([
    ['none yet', [], now, true],
    ['nine this year', inYear(2025, 9), now, true],
    ['ten this year', inYear(2025, 10), now, false],
    ['ten last year', inYear(2024, 10), now, true],
    ['ten last year, one this year', [...inYear(2024, 10), ...inYear(2025, 1)], now, true],
    // New Year's Eve 23:30 UTC is already 1 January in Paris: a new year, a new quota.
    [
      'ten in 2024, asked on 31 Dec 23:30 UTC',
      inYear(2024, 10),
      Date.parse('2024-12-31T23:30:00Z'),
      true,
    ],
    [
      'ten in 2025 counted in Paris time',
      [...inYear(2025, 9), Date.parse('2024-12-31T23:30:00Z')],
      Date.parse('2025-01-10T12:00:00Z'),
      false,
    ],
  ])('%s', (_label, sponsoredAt, at, expected) => {
    expect(canTakeGodson(sponsoredAt, at)).toBe(expected)
  })

  test('counts godsons per Paris calendar year', () => {
    expect(countGodsonsInYear([Date.parse('2024-12-31T23:30:00Z')], 2025)).toBe(1)
    expect(countGodsonsInYear([Date.parse('2024-12-31T22:30:00Z')], 2025)).toBe(0)
  })
})

describe('one sponsorship DTO for init and the sponsorship page', () => {
  test.each<[string, number[], number, { thisYear: number; left: number }]>([
    ['no godson', [], 0, { thisYear: 0, left: 10 }],
    ['three this year, one active', inYear(2025, 3), 1, { thisYear: 3, left: 7 }],
    ['ten last year', inYear(2024, 10), 10, { thisYear: 0, left: 10 }],
    ['twelve this year (staff added two)', inYear(2025, 12), 0, { thisYear: 12, left: 0 }],
  ])('%s', (_label, godsonDates, activeGodsons, expected) => {
    const dto = toSponsorshipDto({ sponsorCode: 'ABCD1234', godsonDates, activeGodsons }, now)
    expect(dto).toEqual({
      sponsorCode: 'ABCD1234',
      godsonsThisYear: expected.thisYear,
      remainingThisYear: expected.left,
      maxGodsonsPerYear: 10,
      summary: { signedUp: godsonDates.length - activeGodsons, active: activeGodsons },
    })
  })
})
