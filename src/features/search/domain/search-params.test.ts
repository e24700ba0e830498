import { describe, expect, test } from 'vitest'

import type { QueryValues } from '@/features/venues/domain'

import {
  DEFAULT_SEARCH_FILTERS,
  parseSearchParams,
  resolveCalendarMonth,
  resolveSearchDateRange,
  type SearchFilters,
  toSearchParams,
} from './search-params'

const full: SearchFilters = {
  q: 'soirée jazz',
  type: 'shows',
  city: 'cannes',
  category: 'concert',
  from: '2025-06-01',
  to: '2025-06-30',
  priceMinCents: 1000,
  priceMaxCents: 5050,
  near: { lat: 43.553, lng: 7.017 },
  view: 'calendar',
  month: '2025-06',
  page: 2,
}

describe('parseSearchParams: valid queries', () => {
  test.each<[string, QueryValues, Partial<SearchFilters>]>([
    ['nothing', {}, {}],
    ['a blank form', { q: '', city: '', from: '', priceMin: '', view: '' }, {}],
    [
      'text trimmed and collapsed, case and accents kept',
      { q: '  Soirée   Jazz ' },
      { q: 'Soirée Jazz' },
    ],
    ['type', { type: 'hotels' }, { type: 'hotels' }],
    [
      'city and category slugs',
      { city: 'aix-en-provence', category: 'humour' },
      { city: 'aix-en-provence', category: 'humour' },
    ],
    ['one day', { date: '2025-06-14' }, { from: '2025-06-14', to: '2025-06-14' }],
    ['a range', { from: '2025-06-01', to: '2025-06-30' }, { from: '2025-06-01', to: '2025-06-30' }],
    ['open-ended range', { from: '2025-06-01' }, { from: '2025-06-01' }],
    [
      'explicit to overrides the day',
      { date: '2025-06-14', to: '2025-06-20' },
      { from: '2025-06-14', to: '2025-06-20' },
    ],
    [
      'prices in euros',
      { priceMin: '10', priceMax: '50,50' },
      { priceMinCents: 1000, priceMaxCents: 5050 },
    ],
    [
      'equal prices',
      { priceMin: '30', priceMax: '30' },
      { priceMinCents: 3000, priceMaxCents: 3000 },
    ],
    [
      'around me, rounded to 3 decimals',
      { lat: '43.55284', lng: '7.01745' },
      { near: { lat: 43.553, lng: 7.017 } },
    ],
    [
      'negative coordinates',
      { lat: '-33.8688', lng: '-151.2093' },
      { near: { lat: -33.869, lng: -151.209 } },
    ],
    ['a rounded -0 is 0', { lat: '-0.0001', lng: '0' }, { near: { lat: 0, lng: 0 } }],
    ['map view', { view: 'map' }, { view: 'map' }],
    [
      'calendar month',
      { view: 'calendar', month: '2025-12' },
      { view: 'calendar', month: '2025-12' },
    ],
    ['page', { page: '3' }, { page: 3 }],
    ['unknown keys ignored', { utm_campaign: 'summer' }, {}],
  ])('%s', (_name, query, expected) => {
    expect(parseSearchParams(query)).toEqual({
      ok: true,
      value: { ...DEFAULT_SEARCH_FILTERS, ...expected },
    })
  })
})

describe('parseSearchParams: field errors', () => {
  test.each<[string, QueryValues, Record<string, string>, Partial<SearchFilters>]>([
    ['text too long', { q: 'a'.repeat(201) }, { q: 'tooLong' }, {}],
    ['unknown type', { type: 'restaurants' }, { type: 'unknownType' }, {}],
    ['city not a slug', { city: 'Cannes' }, { city: 'invalidSlug' }, {}],
    ['category with a path', { category: '../admin' }, { category: 'invalidSlug' }, {}],
    ['impossible day', { date: '2025-02-30' }, { date: 'invalidDate' }, {}],
    ['French date format', { from: '01/06/2025' }, { from: 'invalidDate' }, {}],
    [
      'bad from keeps a good to',
      { from: 'x', to: '2025-06-30' },
      { from: 'invalidDate' },
      { to: '2025-06-30' },
    ],
    ['to before from', { from: '2025-06-30', to: '2025-06-01' }, { to: 'toBeforeFrom' }, {}],
    ['price min above max', { priceMin: '60', priceMax: '20' }, { priceMin: 'minAboveMax' }, {}],
    [
      'price not a number',
      { priceMin: 'cheap', priceMax: '20' },
      { priceMin: 'notANumber' },
      { priceMaxCents: 2000 },
    ],
    ['negative price', { priceMax: '-5' }, { priceMax: 'negative' }, {}],
    ['latitude out of range', { lat: '91', lng: '7' }, { lat: 'outOfRange' }, {}],
    ['longitude out of range', { lat: '43', lng: '-180.5' }, { lng: 'outOfRange' }, {}],
    ['latitude not a number', { lat: '43,5', lng: '7' }, { lat: 'notANumber' }, {}],
    ['exponent refused', { lat: '4e1', lng: '7' }, { lat: 'notANumber' }, {}],
    ['latitude alone', { lat: '43.5' }, { lng: 'incompleteLocation' }, {}],
    ['longitude alone', { lng: '7.0' }, { lat: 'incompleteLocation' }, {}],
    ['unknown view', { view: 'grid' }, { view: 'unknownView' }, {}],
    ['bad month', { month: '2025-13' }, { month: 'invalidMonth' }, {}],
    ['page zero', { page: '0' }, { page: 'invalidPage' }, {}],
    ['page not a number', { page: 'two' }, { page: 'invalidPage' }, {}],
    [
      'several at once, valid fields kept',
      { q: 'jazz', city: 'Nice!', priceMin: '-1', view: 'map' },
      { city: 'invalidSlug', priceMin: 'negative' },
      { q: 'jazz', view: 'map' },
    ],
  ])('%s', (_name, query, errors, value) => {
    expect(parseSearchParams(query)).toEqual({
      ok: false,
      value: { ...DEFAULT_SEARCH_FILTERS, ...value },
      errors,
    })
  })
})

describe('toSearchParams', () => {
  test.each<[string, SearchFilters, string]>([
    ['defaults', DEFAULT_SEARCH_FILTERS, ''],
    [
      'everything, in canonical order',
      full,
      'q=soir%C3%A9e+jazz&type=shows&city=cannes&category=concert&from=2025-06-01&to=2025-06-30' +
        '&priceMin=10&priceMax=50.50&lat=43.553&lng=7.017&view=calendar&month=2025-06&page=2',
    ],
    [
      'one day is written as date',
      { ...DEFAULT_SEARCH_FILTERS, from: '2025-06-14', to: '2025-06-14' },
      'date=2025-06-14',
    ],
    ['open-ended range', { ...DEFAULT_SEARCH_FILTERS, to: '2025-06-14' }, 'to=2025-06-14'],
    ['free shows only', { ...DEFAULT_SEARCH_FILTERS, priceMaxCents: 0 }, 'priceMax=0'],
    [
      'list view and page 1 left out',
      { ...DEFAULT_SEARCH_FILTERS, view: 'list', page: 1, city: 'nice' },
      'city=nice',
    ],
    [
      'special characters encoded',
      { ...DEFAULT_SEARCH_FILTERS, q: 'rock & roll #1' },
      'q=rock+%26+roll+%231',
    ],
  ])('%s, and parsing it gives the filters back', (_name, filters, expected) => {
    const query = toSearchParams(filters)
    expect(query).toBe(expected)
    expect(parseSearchParams(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      ok: true,
      value: filters,
    })
  })

  test.each<[string, QueryValues, string]>([
    [
      'shuffled keys and default values',
      { view: 'list', page: '1', city: 'cannes', q: ' jazz ' },
      'q=jazz&city=cannes',
    ],
    ['from = to becomes date', { from: '2025-06-14', to: '2025-06-14' }, 'date=2025-06-14'],
    ['prices normalized', { priceMin: '10,00', priceMax: '020.5' }, 'priceMin=10&priceMax=20.50'],
    ['coordinates rounded', { lat: '43.55284', lng: '7.01745' }, 'lat=43.553&lng=7.017'],
  ])('canonical form of %s', (_name, query, expected) => {
    const parsed = parseSearchParams(query)
    const canonical = toSearchParams(parsed.value)
    expect(canonical).toBe(expected)
    expect(
      toSearchParams(parseSearchParams(Object.fromEntries(new URLSearchParams(canonical))).value),
    ).toBe(canonical)
  })

  test('positions straight from the browser are rounded in the URL', () => {
    const filters = { ...DEFAULT_SEARCH_FILTERS, near: { lat: 43.552847123, lng: 7.017369891 } }
    expect(toSearchParams(filters)).toBe('lat=43.553&lng=7.017')
  })
})

describe('resolveSearchDateRange', () => {
  test.each<[string | null, string | null, string | null, string | null]>([
    [null, null, null, null],
    ['2025-06-14', '2025-06-14', '2025-06-13T22:00:00.000Z', '2025-06-14T22:00:00.000Z'],
    ['2025-01-01', '2025-01-31', '2024-12-31T23:00:00.000Z', '2025-01-31T23:00:00.000Z'],
    ['2025-10-25', '2025-10-26', '2025-10-24T22:00:00.000Z', '2025-10-26T23:00:00.000Z'],
    [null, '2025-06-14', null, '2025-06-14T22:00:00.000Z'],
  ])('from %s to %s (inclusive days) → [%s, %s)', (from, to, fromIso, toIso) => {
    const range = resolveSearchDateRange({ from, to })
    expect([range.from?.toISOString() ?? null, range.to?.toISOString() ?? null]).toEqual([
      fromIso,
      toIso,
    ])
  })
})

describe('resolveCalendarMonth', () => {
  const now = new Date('2025-06-30T22:30:00Z') // already 1 July in Paris
  test.each<[string | null, string | null, { year: number; month: number }]>([
    ['2025-09', '2025-06-14', { year: 2025, month: 9 }],
    [null, '2025-08-14', { year: 2025, month: 8 }],
    [null, null, { year: 2025, month: 7 }],
  ])('month %s, from %s', (month, from, expected) => {
    expect(resolveCalendarMonth({ month, from }, now)).toEqual(expected)
  })
})
