import { describe, expect, test } from 'vitest'

import {
  computeMemberPrice,
  type DiscountScope,
  getDiscountPercent,
  listDiscounts,
  type MemberStatus,
} from './member-discounts'

describe('computeMemberPrice on shows', () => {
  test.each<[number, MemberStatus | null, number]>([
    [5000, null, 5000],
    [5000, 'white', 4500],
    [5000, 'silver', 4000],
    [5000, 'gold', 5000],
    [5000, 'black', 5000],
    // 10 % off 10.05 € = 9.045 € → half up → 9.05 €
    [1005, 'white', 905],
    // 10 % off 10.04 € = 9.036 € → 9.04 €
    [1004, 'white', 904],
    // 10 % off 10.06 € = 9.054 € → 9.05 €
    [1006, 'white', 905],
    // 20 % off 0.03 € = 0.024 € → 0.02 €
    [3, 'silver', 2],
    // 20 % off 0.08 € = 0.064 € → 0.06 €
    [8, 'silver', 6],
    // 10 % off 0.05 € = 0.045 € → 0.05 €
    [5, 'white', 5],
    [1, 'silver', 1],
    [0, 'silver', 0],
    [4999, 'silver', 3999],
  ])('%i cents, %s → %i', (price, status, expected) => {
    expect(computeMemberPrice(price, status)).toBe(expected)
  })

  test.each([-1, 10.5, Number.NaN])('refuses %s cents', (price) => {
    expect(() => computeMemberPrice(price, 'white')).toThrow(RangeError)
  })
})

describe('computeMemberPrice at bars and restaurants', () => {
  test.each<[number, MemberStatus | null, number]>([
    [3000, 'black', 2700],
    [1005, 'black', 905],
    [3000, 'gold', 3000],
    [3000, 'silver', 3000],
    [3000, 'white', 3000],
    [3000, null, 3000],
  ])('%i cents, %s → %i', (price, status, expected) => {
    expect(computeMemberPrice(price, status, 'barsAndRestaurants')).toBe(expected)
  })
})

describe('discount tables', () => {
  test.each<[MemberStatus | null, DiscountScope, number]>([
    ['white', 'shows', 10],
    ['silver', 'shows', 20],
    ['gold', 'shows', 0],
    ['black', 'shows', 0],
    ['black', 'barsAndRestaurants', 10],
    [null, 'shows', 0],
  ])('%s on %s: %i %', (status, scope, expected) => {
    expect(getDiscountPercent(status, scope)).toBe(expected)
  })

  test('the discounts a show page announces', () => {
    expect(listDiscounts()).toEqual([
      { status: 'white', percent: 10 },
      { status: 'silver', percent: 20 },
    ])
    expect(listDiscounts('barsAndRestaurants')).toEqual([{ status: 'black', percent: 10 }])
  })
})
