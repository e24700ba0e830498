import { describe, expect, test } from 'vitest'

import {
  generateSponsorCode,
  isSponsorCodeFormat,
  normalizeSponsorCode,
  SPONSOR_CODE_ALPHABET,
} from './sponsorship'

describe('sponsor code format', () => {
  test.each([
    ['7K3M9QXZ', '7K3M9QXZ'],
    ['7k3m9qxz', '7K3M9QXZ'],
    [' 7K3M-9QXZ ', '7K3M9QXZ'],
    ['7K3M 9QXZ', '7K3M9QXZ'],
    // Read aloud or typed from a screen: O is 0, I and L are 1.
    ['O0IL2345', '00112345'],
    ['7K3M9QX', null],
    ['7K3M9QXZA', null],
    ['7K3M9QXU', null],
    ['7K3M9QX_', null],
    ['7K3M9QXÉ', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSponsorCode(input)).toBe(expected)
    expect(isSponsorCodeFormat(input)).toBe(expected !== null)
  })

  test('the alphabet has 32 distinct symbols without I, L, O, U', () => {
    expect(new Set(SPONSOR_CODE_ALPHABET).size).toBe(32)
    expect(SPONSOR_CODE_ALPHABET).not.toMatch(/[ILOU]/)
  })
})

describe('generateSponsorCode', () => {
  test.each([
    [[0, 1, 2, 3, 4, 5, 6, 7], '01234567'],
    [[31, 63, 95, 127, 159, 191, 223, 255], 'ZZZZZZZZ'],
    [[10, 42, 74, 106, 138, 170, 202, 234], 'AAAAAAAA'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], '01234567'],
  ])('%j → %s', (bytes, expected) => {
    const code = generateSponsorCode(Uint8Array.from(bytes))
    expect(code).toBe(expected)
    expect(normalizeSponsorCode(code)).toBe(code)
  })

  test('needs eight random bytes', () => {
    expect(() => generateSponsorCode(new Uint8Array(7))).toThrow(RangeError)
  })
})
