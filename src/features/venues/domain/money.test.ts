import { describe, expect, test } from 'vitest'

import {
  convertCentsToEuros,
  formatCentsAsDecimal,
  formatCentsForInput,
  formatCentsForQuery,
  MAX_ENTERED_AMOUNT_CENTS,
  parseEuroInput,
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

describe('amounts entered in the admin (euros in, integer cents stored)', () => {
  test.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,01', 1],
    ['0', 0],
    [' 45,90 € ', 4590],
    ['€45.90', 4590],
    ['1 250,00', 125_000],
    ['1\u00a0250,00\u00a0€', 125_000],
    ['1\u202f250,00', 125_000],
    ['2500000', 250_000_000],
    ['100000000', MAX_ENTERED_AMOUNT_CENTS],
  ])('%j → %i cents', (text, cents) => {
    expect(parseEuroInput(text)).toEqual({ ok: true, cents })
  })

  test.each([
    ['12,345', 'notANumber'],
    ['12.345', 'notANumber'],
    ['-1', 'negative'],
    ['-12,50', 'negative'],
    ['abc', 'notANumber'],
    ['12,50 EUR', 'notANumber'],
    ['1e3', 'notANumber'],
    ['12,,5', 'notANumber'],
    ['1.250,00', 'notANumber'],
    ['', 'notANumber'],
    ['€', 'notANumber'],
    ['100000000,01', 'tooLarge'],
    ['9999999999999', 'tooLarge'],
  ])('%j is refused (%s)', (text, code) => {
    expect(parseEuroInput(text)).toEqual({ ok: false, code })
  })

  test.each([
    [1250, '12,50', '12.50'],
    [0, '0,00', '0.00'],
    [5, '0,05', '0.05'],
    [125_000, '1250,00', '1250.00'],
  ])('%i cents shows as %j (fr) and %j (en), and reads back', (cents, fr, en) => {
    expect(formatCentsForInput(cents, ',')).toBe(fr)
    expect(formatCentsForInput(cents, '.')).toBe(en)
    expect(parseEuroInput(fr)).toEqual({ ok: true, cents })
    expect(parseEuroInput(en)).toEqual({ ok: true, cents })
  })

  test('a fraction of a cent has no text', () => {
    expect(() => formatCentsForInput(12.5, ',')).toThrow(RangeError)
  })
})
