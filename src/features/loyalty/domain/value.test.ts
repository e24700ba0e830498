import { describe, expect, test } from 'vitest'

import { DEFAULT_LOYALTY_RULES as rules, listRulesProblems } from './rules'
import { applyDiscount, pointsToCents } from './value'

describe('the value of points: 3,100 points are worth 5 €', () => {
  test.each([
    [0, 0],
    [-10, 0],
    [3_100, 500],
    [6_200, 1_000],
    [3_099, 499],
    [1, 0],
    [15_730, 2_537],
  ])('%i points → %i cents', (points, cents) => {
    expect(pointsToCents(points, rules)).toBe(cents)
  })
})

describe('applyDiscount: the member never pays a cent more than the percentage says', () => {
  test.each([
    [4_500, 10, 4_050],
    [4_500, 20, 3_600],
    [999, 10, 899],
    // 10 % off 10.05 € is 9.045 €: 9.04 €, on the public show line as in the member's price.
    [1_005, 10, 904],
    [1, 10, 0],
    [1_234, 0, 1_234],
    [1_234, 100, 0],
  ])('%i cents − %i %% → %i', (cents, percent, expected) => {
    expect(applyDiscount(cents, percent)).toBe(expected)
  })
})

describe('rules staff may save', () => {
  test('the defaults are valid and keep the spec’s figures', () => {
    expect(listRulesProblems(rules)).toEqual([])
    expect(rules.pointValue).toEqual({ points: 3_100, cents: 500 })
    expect(rules.showDiscountPercent.White).toBe(10)
    expect(rules.showDiscountPercent.Silver).toBe(20)
    expect(rules.barRestaurantDiscountPercent.Black).toBe(10)
  })

  test.each<[string, object, string]>([
    [
      'thresholds must rise',
      { thresholds: { Silver: 5_000, Gold: 4_000, Black: 40_000 } },
      'thresholdsNotIncreasing',
    ],
    [
      'rates are whole and not negative',
      {
        earning: {
          ...rules.earning,
          slots: { rewardPointsPer10Euros: -1, statusPointsPer10Euros: 10 },
        },
      },
      'negativeRate',
    ],
    ['a lucky date never lowers points', { luckyDayMultiplier: 0 }, 'multiplierBelowOne'],
    [
      'Gold gets at least Silver’s discount',
      { showDiscountPercent: { White: 10, Silver: 20, Gold: 15, Black: 20 } },
      'discountNotMonotonic',
    ],
    [
      'percentages stay within 0–100',
      { barRestaurantDiscountPercent: { White: 0, Silver: 0, Gold: 0, Black: 120 } },
      'discountRange',
    ],
    ['expiry in whole months', { expiry: { enabled: true, months: 0 } }, 'expiryMonths'],
  ])('%s', (_label, change, problem) => {
    expect(listRulesProblems({ ...rules, ...change })).toContain(problem)
  })
})
