import { describe, expect, test } from 'vitest'

import { isCanonicalQuery } from './canonical-query'
import { parseSearchParams, toSearchParams } from './search-params'

const canonicalOf = (query: Record<string, string | string[]>) =>
  toSearchParams(parseSearchParams(query).value)

describe('canonical search URLs', () => {
  test.each([
    [{}, true],
    [{ city: 'cannes' }, true],
    [{ q: 'jazz', city: 'cannes' }, true],
    [{ city: 'cannes', q: 'jazz' }, true],
    [{ q: '', city: '' }, false],
    [{ city: 'cannes', view: 'list' }, false],
    [{ from: '2026-12-01', to: '2026-12-01' }, false],
    [{ date: '2026-12-01' }, true],
    [{ priceMin: '25,00' }, false],
    [{ lat: '43.55123', lng: '7.01789' }, false],
    [{ city: ['cannes', 'lyon'] }, false],
  ] as const)('%j canonical: %s', (query, expected) => {
    expect(isCanonicalQuery(query, canonicalOf(query as Record<string, string>))).toBe(expected)
  })
})
