import { describe, expect, test } from 'vitest'

import {
  applyHotelOfferFilters,
  DEFAULT_HOTEL_OFFER_FILTERS,
  type HotelOfferFilters,
  type HotelOfferForFilter,
  parseHotelOfferFilters,
  toHotelOfferSearchParams,
} from './hotel-offer-filters'
import type { QueryValues } from './query-values'

describe('parseHotelOfferFilters', () => {
  test.each<[string, QueryValues, HotelOfferFilters]>([
    ['nothing', {}, DEFAULT_HOTEL_OFFER_FILTERS],
    ['blank fields', { stars: '', type: '' }, DEFAULT_HOTEL_OFFER_FILTERS],
    ['five stars', { stars: '5' }, { stars: [5], categories: [] }],
    ['both ratings, any order', { stars: ['5', '4'] }, { stars: [4, 5], categories: [] }],
    ['comma list', { stars: '4,5' }, { stars: [4, 5], categories: [] }],
    [
      'categories in declared order, duplicates dropped',
      { type: ['spas', 'experiences', 'spas'] },
      { stars: [], categories: ['experiences', 'spas'] },
    ],
    ['all together', { stars: '4', type: 'rooms' }, { stars: [4], categories: ['rooms'] }],
  ])('%s', (_name, query, expected) => {
    expect(parseHotelOfferFilters(query)).toEqual({ ok: true, value: expected })
  })

  test.each<[string, QueryValues, HotelOfferFilters, Record<string, string>]>([
    ['three stars', { stars: '3' }, DEFAULT_HOTEL_OFFER_FILTERS, { stars: 'unknownStars' }],
    ['not a number', { stars: 'five' }, DEFAULT_HOTEL_OFFER_FILTERS, { stars: 'unknownStars' }],
    [
      'one bad value rejects the group',
      { stars: ['4', '6'] },
      DEFAULT_HOTEL_OFFER_FILTERS,
      { stars: 'unknownStars' },
    ],
    [
      'unknown category, valid stars kept',
      { stars: '5', type: 'casino' },
      { stars: [5], categories: [] },
      { type: 'unknownCategory' },
    ],
  ])('%s', (_name, query, value, errors) => {
    expect(parseHotelOfferFilters(query)).toEqual({ ok: false, value, errors })
  })
})

describe('toHotelOfferSearchParams', () => {
  test.each<[HotelOfferFilters, string]>([
    [DEFAULT_HOTEL_OFFER_FILTERS, ''],
    [{ stars: [5, 4], categories: [] }, 'stars=4&stars=5'],
    [{ stars: [4], categories: ['spas', 'rooms'] }, 'stars=4&type=rooms&type=spas'],
  ])('%j → %j, and back', (filters, expected) => {
    const query = toHotelOfferSearchParams(filters)
    expect(query).toBe(expected)
    const reparsed = parseHotelOfferFilters(Object.fromEntries(groupParams(query)))
    expect(reparsed.ok && toHotelOfferSearchParams(reparsed.value)).toBe(expected)
  })
})

function groupParams(query: string): Array<[string, string[]]> {
  const params = new URLSearchParams(query)
  return [...new Set(params.keys())].map((key) => [key, params.getAll(key)])
}

describe('applyHotelOfferFilters', () => {
  type Offer = HotelOfferForFilter & { id: string }
  const offers: Offer[] = [
    { id: 'spa-weekend', hotelStars: 5, categories: ['spas', 'rooms'] },
    { id: 'wine-tasting', hotelStars: 4, categories: ['experiences'] },
    { id: 'suite-deal', hotelStars: 5, categories: ['rooms'], validUntil: '2025-06-15' },
    { id: 'expired', hotelStars: 4, categories: ['rooms'], validUntil: '2025-06-14' },
    { id: 'golf', hotelStars: 4, categories: ['experiences', 'spas'], validUntil: null },
  ]
  // 15 June 2025, 23:30 in Paris (21:30 UTC): still the last day of 'suite-deal'.
  const now = new Date('2025-06-15T21:30:00Z')

  test.each<[string, HotelOfferFilters, string[]]>([
    [
      'no filter hides only expired offers',
      DEFAULT_HOTEL_OFFER_FILTERS,
      ['spa-weekend', 'wine-tasting', 'suite-deal', 'golf'],
    ],
    ['five stars', { stars: [5], categories: [] }, ['spa-weekend', 'suite-deal']],
    [
      'both ratings',
      { stars: [4, 5], categories: [] },
      ['spa-weekend', 'wine-tasting', 'suite-deal', 'golf'],
    ],
    ['spas', { stars: [], categories: ['spas'] }, ['spa-weekend', 'golf']],
    [
      'experiences or rooms',
      { stars: [], categories: ['experiences', 'rooms'] },
      ['spa-weekend', 'wine-tasting', 'suite-deal', 'golf'],
    ],
    ['four-star spas', { stars: [4], categories: ['spas'] }, ['golf']],
    ['nothing matches', { stars: [5], categories: ['experiences'] }, []],
  ])('%s', (_name, filters, expected) => {
    expect(applyHotelOfferFilters(offers, filters, now).map((offer) => offer.id)).toEqual(expected)
  })

  test('an offer disappears the day after its last day, Paris time', () => {
    const nextDay = new Date('2025-06-15T22:00:00Z')
    const ids = applyHotelOfferFilters(offers, DEFAULT_HOTEL_OFFER_FILTERS, nextDay).map(
      (o) => o.id,
    )
    expect(ids).not.toContain('suite-deal')
  })
})
