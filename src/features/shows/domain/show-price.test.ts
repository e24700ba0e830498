import { describe, expect, test } from 'vitest'

import {
  computeShowPriceRange,
  describePrice,
  type PriceDisplay,
  type PriceRange,
  validatePriceRange,
} from './show-price'

describe('describePrice', () => {
  test.each<[number | null, number | null, PriceDisplay | null]>([
    [null, null, null],
    [2500, null, { kind: 'from', fromCents: 2500 }],
    [null, 6000, { kind: 'upTo', toCents: 6000 }],
    [2500, 6000, { kind: 'range', fromCents: 2500, toCents: 6000 }],
    [4500, 4500, { kind: 'exact', amountCents: 4500 }],
    [0, 0, { kind: 'free' }],
    [0, null, { kind: 'free' }],
    [null, 0, { kind: 'free' }],
    [0, 3000, { kind: 'range', fromCents: 0, toCents: 3000 }],
    [6000, 2500, { kind: 'range', fromCents: 2500, toCents: 6000 }],
    [-100, 3000, { kind: 'upTo', toCents: 3000 }],
    [25.5, null, null],
  ])('from %s to %s', (fromCents, toCents, expected) => {
    expect(describePrice({ fromCents, toCents })).toEqual(expected)
  })
})

describe('validatePriceRange', () => {
  test.each<[PriceRange, Record<string, string>]>([
    [{ fromCents: 2500, toCents: 6000 }, {}],
    [{ fromCents: 2500, toCents: 2500 }, {}],
    [{ fromCents: null, toCents: null }, {}],
    [{ fromCents: 6000, toCents: 2500 }, { fromCents: 'minAboveMax' }],
    [{ fromCents: -1, toCents: 2500 }, { fromCents: 'negative' }],
    [{ fromCents: 2500, toCents: 25.5 }, { toCents: 'notAnInteger' }],
  ])('%j → %j', (range, expected) => {
    expect(validatePriceRange(range)).toEqual(expected)
  })
})

describe('computeShowPriceRange', () => {
  test.each<[PriceRange[], PriceRange]>([
    [[], { fromCents: null, toCents: null }],
    [
      [
        { fromCents: 3000, toCents: 5000 },
        { fromCents: 2500, toCents: 4000 },
        { fromCents: null, toCents: 8000 },
      ],
      { fromCents: 2500, toCents: 8000 },
    ],
    [[{ fromCents: 3000, toCents: null }], { fromCents: 3000, toCents: null }],
  ])('%j → %j', (ranges, expected) => {
    expect(computeShowPriceRange(ranges)).toEqual(expected)
  })
})
