import { describe, expect, test } from 'vitest'

import type { LoyaltyDto } from '../domain'
import { describeStatusOutlook, type StatusOutlook } from './dashboard-model'

const base: LoyaltyDto = {
  cardNumber: '5000000001',
  status: 'White',
  points: 0,
  statusPoints: 0,
  period: 2026,
  nextStatus: { status: 'Silver', pointsNeeded: 2_500 },
  keepStatus: null,
  exclusivityUntil: null,
  luckyDays: null,
  luckyDaysLockedUntilYear: null,
  euroValue: { cents: 0, currency: 'EUR' },
  pointsExpiringSoon: 0,
  benefits: { showDiscountPercent: 10, barRestaurantDiscountPercent: 0 },
}

describe('describeStatusOutlook: the bars of the dashboard', () => {
  test.each<[string, Partial<LoyaltyDto>, StatusOutlook]>([
    [
      'a new White member',
      {},
      {
        next: { status: 'Silver', points: 0, target: 2_500, remaining: 2_500, percent: 0 },
        keep: null,
      },
    ],
    [
      'White, a third of the way',
      { statusPoints: 833, nextStatus: { status: 'Silver', pointsNeeded: 1_667 } },
      {
        next: { status: 'Silver', points: 833, target: 2_500, remaining: 1_667, percent: 33 },
        keep: null,
      },
    ],
    [
      'one point short: never shown as 100 %',
      { statusPoints: 9_999, status: 'Silver', nextStatus: { status: 'Gold', pointsNeeded: 1 } },
      {
        next: { status: 'Gold', points: 9_999, target: 10_000, remaining: 1, percent: 99 },
        keep: null,
      },
    ],
    [
      'Gold kept from last year, 3,000 points this year',
      {
        status: 'Gold',
        statusPoints: 3_000,
        nextStatus: { status: 'Black', pointsNeeded: 37_000 },
        keepStatus: { status: 'Gold', pointsNeeded: 7_000 },
      },
      {
        next: { status: 'Black', points: 3_000, target: 40_000, remaining: 37_000, percent: 7 },
        keep: { status: 'Gold', points: 3_000, target: 10_000, remaining: 7_000, percent: 30 },
      },
    ],
    [
      'Black earned this year: nothing above',
      { status: 'Black', statusPoints: 52_000, nextStatus: null },
      { next: null, keep: null },
    ],
    [
      'Black kept from last year',
      {
        status: 'Black',
        statusPoints: 10_000,
        nextStatus: null,
        keepStatus: { status: 'Black', pointsNeeded: 30_000 },
      },
      {
        next: null,
        keep: { status: 'Black', points: 10_000, target: 40_000, remaining: 30_000, percent: 25 },
      },
    ],
    [
      'a pre-member has no status yet',
      { status: null, statusPoints: null, nextStatus: null, points: null },
      { next: null, keep: null },
    ],
  ])('%s', (_name, loyalty, expected) => {
    expect(describeStatusOutlook({ ...base, ...loyalty })).toEqual(expected)
  })
})
