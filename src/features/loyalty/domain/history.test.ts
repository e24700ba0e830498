import { describe, expect, test } from 'vitest'

import {
  buildHistorySearch,
  countHistoryPages,
  hasHistoryFilters,
  parseHistoryFilters,
  toHistoryWindow,
  type HistoryFilters,
  type HistoryQuery,
} from './history'

const none: HistoryFilters = { kind: null, from: null, to: null, page: 1 }

describe('parseHistoryFilters: what a history URL asks for', () => {
  test.each<[string, HistoryQuery, HistoryFilters]>([
    ['no query', {}, none],
    [
      'every filter',
      { kind: 'play', from: '2026-01-01', to: '2026-03-31', page: '3' },
      { kind: 'play', from: '2026-01-01', to: '2026-03-31', page: 3 },
    ],
    ['an unknown kind is dropped', { kind: 'casino' }, none],
    ['an empty kind (the "all" option)', { kind: '' }, none],
    ['a repeated parameter: the first', { kind: ['expiry', 'play'] }, { ...none, kind: 'expiry' }],
    ['a day that does not exist', { from: '2026-02-30' }, none],
    ['a day in another format', { to: '31/03/2026' }, none],
    ['spaces around values', { from: ' 2026-02-01 ' }, { ...none, from: '2026-02-01' }],
    [
      'a range typed backwards is turned round',
      { from: '2026-05-01', to: '2026-04-01' },
      { ...none, from: '2026-04-01', to: '2026-05-01' },
    ],
    [
      'a single day',
      { from: '2026-04-01', to: '2026-04-01' },
      { ...none, from: '2026-04-01', to: '2026-04-01' },
    ],
    ['page 0', { page: '0' }, none],
    ['page -2', { page: '-2' }, none],
    ['page 2.5', { page: '2.5' }, none],
    ['page x', { page: 'x' }, none],
    ['an absurd page', { page: '9999999' }, none],
  ])('%s', (_name, query, expected) => {
    expect(parseHistoryFilters(query)).toEqual(expected)
  })
})

describe('toHistoryWindow: days in Paris, the last one included', () => {
  test.each<[Pick<HistoryFilters, 'from' | 'to'>, string | null, string | null]>([
    [{ from: null, to: null }, null, null],
    // Winter: Paris is UTC+1.
    [{ from: '2026-01-15', to: null }, '2026-01-14T23:00:00.000Z', null],
    // Summer: UTC+2; the end is the start of the next day.
    [{ from: null, to: '2026-07-14' }, null, '2026-07-14T22:00:00.000Z'],
    // The day the clocks go forward (29 March 2026) ends at 22:00 UTC.
    [
      { from: '2026-03-29', to: '2026-03-29' },
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    // New Year's Eve ends at midnight in Paris.
    [{ from: null, to: '2026-12-31' }, null, '2026-12-31T23:00:00.000Z'],
  ])('%j', (filters, from, until) => {
    const window = toHistoryWindow(filters)
    expect(window.fromMs === null ? null : new Date(window.fromMs).toISOString()).toBe(from)
    expect(window.untilMs === null ? null : new Date(window.untilMs).toISOString()).toBe(until)
  })
})

describe('buildHistorySearch: page links keep the filters', () => {
  test.each<[Omit<HistoryFilters, 'page'>, number, string]>([
    [none, 1, ''],
    [none, 2, '?page=2'],
    [{ kind: 'adjustment', from: null, to: null }, 1, '?kind=adjustment'],
    [
      { kind: 'play', from: '2026-01-01', to: '2026-02-01' },
      4,
      '?kind=play&from=2026-01-01&to=2026-02-01&page=4',
    ],
  ])('%j, page %i → %s', (filters, page, expected) => {
    expect(buildHistorySearch(filters, page)).toBe(expected)
  })

  test('reads back as the same filters', () => {
    const filters: HistoryFilters = {
      kind: 'redemption',
      from: '2026-02-01',
      to: '2026-02-28',
      page: 7,
    }
    const search = new URLSearchParams(buildHistorySearch(filters, filters.page))
    expect(parseHistoryFilters(Object.fromEntries(search))).toEqual(filters)
  })
})

describe('countHistoryPages: 20 entries a page', () => {
  test.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [60, 3],
    [61, 4],
  ])('%i entries → %i pages', (total, pages) => {
    expect(countHistoryPages(total)).toBe(pages)
  })
})

test.each<[Omit<HistoryFilters, 'page'>, boolean]>([
  [none, false],
  [{ ...none, kind: 'play' }, true],
  [{ ...none, to: '2026-01-01' }, true],
])('hasHistoryFilters(%j) is %s', (filters, expected) => {
  expect(hasHistoryFilters(filters)).toBe(expected)
})
