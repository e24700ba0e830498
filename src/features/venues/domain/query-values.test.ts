import { describe, expect, test } from 'vitest'

import { buildParseResult, buildQueryString, readQueryValue, readQueryValues } from './query-values'

describe('readQueryValue', () => {
  test.each([
    [{ a: 'x' }, 'x'],
    [{ a: '  x  ' }, 'x'],
    [{ a: '' }, null],
    [{ a: '   ' }, null],
    [{ a: undefined }, null],
    [{}, null],
    [{ a: ['', 'y', 'z'] }, 'y'],
    [{ b: 'x' }, null],
  ])('%j → %j', (query, expected) => {
    expect(readQueryValue(query, 'a')).toBe(expected)
  })
})

describe('readQueryValues', () => {
  test.each([
    [{ a: ['4', '5'] }, ['4', '5']],
    [{ a: '4,5' }, ['4', '5']],
    [{ a: ['4, 5', '5', ''] }, ['4', '5']],
    [{ a: '' }, []],
    [{}, []],
  ])('%j → %j', (query, expected) => {
    expect(readQueryValues(query, 'a')).toEqual(expected)
  })
})

describe('results and query strings', () => {
  test('no error is ok, an error is not', () => {
    expect(buildParseResult({ x: 1 }, {})).toEqual({ ok: true, value: { x: 1 } })
    expect(buildParseResult({ x: 1 }, { x: 'bad' })).toEqual({
      ok: false,
      value: { x: 1 },
      errors: { x: 'bad' },
    })
  })

  test('values are encoded', () => {
    expect(
      buildQueryString([
        ['q', 'jazz & blues'],
        ['city', 'cannes'],
      ]),
    ).toBe('q=jazz+%26+blues&city=cannes')
  })
})
