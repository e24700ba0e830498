import { describe, expect, test } from 'vitest'

import { isListFilterQuery, readServerTournamentFilters } from './tournament-filter-query'

describe('readServerTournamentFilters: bad values are ignored filters, never errors', () => {
  test.each<[string, Record<string, string | string[] | undefined>, string]>([
    ['no filter', {}, ''],
    ['a minimum buy-in', { buyInMin: '50' }, 'buyInMin=50'],
    ['euros with a comma', { buyInMin: '12,5', buyInMax: '200' }, 'buyInMin=12.50&buyInMax=200'],
    ['a repeated key: the first', { buyInMin: ['30', '90'] }, 'buyInMin=30'],
    ['not a number: left out', { buyInMin: 'abc', variant: 'omaha' }, 'variant=omaha'],
    ['min above max: both left out', { buyInMin: '300', buyInMax: '100' }, ''],
    ['an unknown preset and variant: left out', { dates: 'tomorrow', variant: 'go-fish' }, ''],
    ['a negative amount: left out', { buyInMax: '-5' }, ''],
    ['a very long value: left out', { buyInMin: '9'.repeat(500) }, ''],
    ['empty fields (the form without JavaScript)', { buyInMin: '', dates: 'all' }, ''],
  ])('%s', (_, query, expected) => {
    expect(readServerTournamentFilters(query).query).toBe(expected)
  })

  test('a query with a filter key, even empty, filters a list; others do not', () => {
    expect(isListFilterQuery(new URLSearchParams('buyInMin='))).toBe(true)
    expect(isListFilterQuery({ variant: 'omaha' })).toBe(true)
    expect(isListFilterQuery(new URLSearchParams('utm_source=x'))).toBe(false)
    expect(isListFilterQuery({})).toBe(false)
  })
})
