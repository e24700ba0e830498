import { describe, expect, test } from 'vitest'

import {
  convertCentsToEuros,
  formatCentsAsDecimal,
  formatCentsForQuery,
  parseEurosToCents,
} from './money'

describe('parseEurosToCents', () => {
  test.each([
    ['50', 5000],
    ['50.5', 5050],
    ['12,90', 1290],
    ['0.05', 5],
    [' 7 ', 700],
    ['0', 0],
    ['007', 700],
    ['1000000', 100_000_000],
  ])('%j → %i cents', (text, cents) => {
    expect(parseEurosToCents(text)).toEqual({ ok: true, cents })
  })

  test.each([
    ['-5', 'negative'],
    ['- 5', 'negative'],
    ['-0.5', 'negative'],
    ['50.555', 'notANumber'],
    ['1e3', 'notANumber'],
    ['+5', 'notANumber'],
    ['1 000', 'notANumber'],
    ['.5', 'notANumber'],
    ['5.', 'notANumber'],
    ['abc', 'notANumber'],
    ['', 'notANumber'],
    ['1000000.01', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ])('%j → %s', (text, code) => {
    expect(parseEurosToCents(text)).toEqual({ ok: false, code })
  })
})

describe('formatting cents', () => {
  test.each([
    [0, '0.00', '0'],
    [5, '0.05', '0.05'],
    [1290, '12.90', '12.90'],
    [4550, '45.50', '45.50'],
    [5000, '50.00', '50'],
    [100_000, '1000.00', '1000'],
  ])('%i → %s (schema.org) and %s (URL)', (cents, decimal, query) => {
    expect(formatCentsAsDecimal(cents)).toBe(decimal)
    expect(formatCentsForQuery(cents)).toBe(query)
    expect(parseEurosToCents(query)).toEqual({ ok: true, cents })
  })

  test.each([-1, 1.5, Number.NaN])('%s is not an amount of cents', (cents) => {
    expect(() => formatCentsAsDecimal(cents)).toThrow(RangeError)
    expect(() => convertCentsToEuros(cents)).toThrow(RangeError)
  })

  test('euros for Intl', () => {
    expect(convertCentsToEuros(1999)).toBe(19.99)
  })
})
