import { describe, expect, test } from 'vitest'

import { retentionCutoff } from './personal-data'

describe('retentionCutoff: rows older than midnight (Paris) of the same day N years ago are over', () => {
  test.each([
    // now (UTC)                 years  cutoff (UTC)
    ['2036-11-30T10:00:00.000Z', 10, '2026-11-29T23:00:00.000Z'], // winter: Paris is UTC+1
    ['2031-07-15T10:00:00.000Z', 5, '2026-07-14T22:00:00.000Z'], // summer: Paris is UTC+2
    ['2036-11-30T23:30:00.000Z', 10, '2026-11-30T23:00:00.000Z'], // already 1 December in Paris
    ['2032-02-29T12:00:00.000Z', 5, '2027-02-27T23:00:00.000Z'], // 29 February → 28 February
    ['2033-03-01T12:00:00.000Z', 5, '2028-02-29T23:00:00.000Z'], // 1 March after a leap day
    ['2031-01-01T00:30:00.000Z', 5, '2025-12-31T23:00:00.000Z'], // New Year's night in Paris
  ])('on %s, kept %i years: before %s', (now, years, cutoff) => {
    expect(new Date(retentionCutoff(Date.parse(now), years)).toISOString()).toBe(cutoff)
  })
})
