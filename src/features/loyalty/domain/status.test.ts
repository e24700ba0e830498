import { describe, expect, test } from 'vitest'

import { DEFAULT_LOYALTY_RULES as rules } from './rules'
import { evaluateStatus, statusForPoints } from './status'

const day = (iso: string) => {
  const [year, month, d] = iso.split('-').map(Number)
  return { year: year!, month: month!, day: d! }
}
const points = (entries: Record<number, number>) =>
  new Map(Object.entries(entries).map(([period, value]) => [Number(period), value]))

describe('statusForPoints: thresholds within one period', () => {
  test.each([
    [0, 'White'],
    [2_499, 'White'],
    [2_500, 'Silver'],
    [9_999, 'Silver'],
    [10_000, 'Gold'],
    [39_999, 'Gold'],
    [40_000, 'Black'],
    [1_000_000, 'Black'],
  ])('%i status points → %s', (value, status) => {
    expect(statusForPoints(value, rules)).toBe(status)
  })
})

describe('evaluateStatus: reached at once, kept until the end of the following period', () => {
  test.each<[string, Record<number, number>, string, string, string | null]>([
    // label, points per period, today, status, exclusivity until
    ['a new member', {}, '2026-06-01', 'White', null],
    ['Silver reached this year', { 2026: 3_000 }, '2026-06-01', 'Silver', '2027-12-31'],
    [
      'Gold reached last year, kept all this year',
      { 2025: 12_000 },
      '2026-11-23',
      'Gold',
      '2026-12-31',
    ],
    ['…and gone the year after', { 2025: 12_000 }, '2027-01-01', 'White', null],
    [
      'last year Gold, this year Silver: Gold is kept',
      { 2025: 12_000, 2026: 3_000 },
      '2026-03-01',
      'Gold',
      '2026-12-31',
    ],
    [
      'last year Gold, this year Gold again: until the end of next year',
      { 2025: 12_000, 2026: 10_000 },
      '2026-03-01',
      'Gold',
      '2027-12-31',
    ],
    [
      'last year Silver, this year Black',
      { 2025: 3_000, 2026: 45_000 },
      '2026-09-01',
      'Black',
      '2027-12-31',
    ],
    ['two years ago does not count', { 2024: 50_000 }, '2026-01-01', 'White', null],
    ['31 December is still this year', { 2026: 2_500 }, '2026-12-31', 'Silver', '2027-12-31'],
  ])('%s', (_label, perPeriod, today, status, until) => {
    const evaluation = evaluateStatus(points(perPeriod), day(today), rules)
    expect(evaluation.status).toBe(status)
    expect(evaluation.exclusivityUntil).toBe(until)
  })

  test('the next status and the points it still needs this period', () => {
    expect(evaluateStatus(points({ 2026: 3_000 }), day('2026-05-01'), rules).next).toEqual({
      status: 'Gold',
      pointsNeeded: 7_000,
    })
    expect(evaluateStatus(points({ 2026: 41_000 }), day('2026-05-01'), rules).next).toBeNull()
    expect(evaluateStatus(points({}), day('2026-05-01'), rules).next).toEqual({
      status: 'Silver',
      pointsNeeded: 2_500,
    })
  })

  test('a status kept from last period says what keeps it', () => {
    const kept = evaluateStatus(points({ 2025: 12_000, 2026: 4_000 }), day('2026-05-01'), rules)
    expect(kept.keep).toEqual({ status: 'Gold', pointsNeeded: 6_000 })
    expect(kept.next).toEqual({ status: 'Black', pointsNeeded: 36_000 })
    expect(evaluateStatus(points({ 2026: 12_000 }), day('2026-05-01'), rules).keep).toBeNull()
  })
})
