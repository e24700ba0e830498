import { describe, expect, test } from 'vitest'

import {
  canSponsorAnotherGodson,
  countGodsonsInYear,
  generateSponsorCode,
  isSponsorCodeFormat,
  MAX_GODSONS_PER_YEAR,
  normalizeSponsorCode,
  SPONSOR_CODE_ALPHABET,
} from './sponsorship'

describe('sponsor code format', () => {
  test.each([
    ['7K3M9QXZ', '7K3M9QXZ'],
    ['7k3m9qxz', '7K3M9QXZ'],
    [' 7K3M-9QXZ ', '7K3M9QXZ'],
    ['7K3M 9QXZ', '7K3M9QXZ'],
    // Read aloud or typed from a screen: O is 0, I and L are 1.
    ['O0IL2345', '00112345'],
    ['7K3M9QX', null],
    ['7K3M9QXZA', null],
    ['7K3M9QXU', null],
    ['7K3M9QX_', null],
    ['7K3M9QXÉ', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSponsorCode(input)).toBe(expected)
    expect(isSponsorCodeFormat(input)).toBe(expected !== null)
  })

  test('the alphabet has 32 distinct symbols without I, L, O, U', () => {
    expect(new Set(SPONSOR_CODE_ALPHABET).size).toBe(32)
    expect(SPONSOR_CODE_ALPHABET).not.toMatch(/[ILOU]/)
  })
})

describe('generateSponsorCode', () => {
  test.each([
    [[0, 1, 2, 3, 4, 5, 6, 7], '01234567'],
    [[31, 63, 95, 127, 159, 191, 223, 255], 'ZZZZZZZZ'],
    [[10, 42, 74, 106, 138, 170, 202, 234], 'AAAAAAAA'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], '01234567'],
  ])('%j → %s', (bytes, expected) => {
    const code = generateSponsorCode(Uint8Array.from(bytes))
    expect(code).toBe(expected)
    expect(normalizeSponsorCode(code)).toBe(code)
  })

  test('needs eight random bytes', () => {
    expect(() => generateSponsorCode(new Uint8Array(7))).toThrow(RangeError)
  })
})

describe('10 godsons per calendar year', () => {
  const inYear = (year: number, count: number): number[] =>
    Array.from({ length: count }, (_, i) =>
      Date.parse(`${year}-03-${String(i + 1).padStart(2, '0')}T12:00:00Z`),
    )
  const now = Date.parse('2025-06-15T12:00:00Z')

  test('the limit is 10', () => {
    expect(MAX_GODSONS_PER_YEAR).toBe(10)
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
    expect(canSponsorAnotherGodson(sponsoredAt, at)).toBe(expected)
  })

  test('counts godsons per Paris calendar year', () => {
    expect(countGodsonsInYear([Date.parse('2024-12-31T23:30:00Z')], 2025)).toBe(1)
    expect(countGodsonsInYear([Date.parse('2024-12-31T22:30:00Z')], 2025)).toBe(0)
  })
})
