import { describe, expect, test } from 'vitest'

import { isValidInfinimentNumber, makeInfinimentNumber, normalizeIbNumber } from './numbers'

describe('Infiniment and IB numbers', () => {
  test('a made number has 10 digits, no leading zero, and a valid check digit', () => {
    let seed = 7
    const random = () => (seed = (seed * 31 + 11) % 1000) % 10
    for (let index = 0; index < 50; index++) {
      const number = makeInfinimentNumber(random)
      expect(number).toMatch(/^[1-9]\d{9}$/)
      expect(isValidInfinimentNumber(number)).toBe(true)
    }
  })

  test.each([
    ['7992739871', false],
    ['4000000002', true],
    ['400000000', false],
    ['40000000021', false],
    ['4000000012', false],
    ['40000O0002', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidInfinimentNumber(value)).toBe(valid)
  })

  test.each([
    [' ib-12345 ', 'IB-12345'],
    ['A1B2', 'A1B2'],
    ['abc', null],
    ['IB 12345', null],
    ['x'.repeat(31), null],
  ])('IB number %j → %j', (value, expected) => {
    expect(normalizeIbNumber(value)).toBe(expected)
  })
})
