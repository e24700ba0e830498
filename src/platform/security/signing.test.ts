import { describe, expect, test } from 'vitest'

import { deriveKey, hmac, sameBytes, verifyHmac } from './signing'

describe('signing', () => {
  test('HMAC-SHA256 as RFC 4231 gives it (test case 2), cut when asked', () => {
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
    expect(hmac('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(expected)
    expect(hmac('Jefe', 'what do ya want for nothing?', 16).toString('hex')).toBe(
      expected.slice(0, 32),
    )
  })

  test('one key per purpose: same inputs, same key; another area or use, another key', () => {
    const secret = 'a-test-secret-of-at-least-thirty-two-characters'
    const key = deriveKey(secret, 'atout-bookings', 'manage-link-v1')
    expect(key).toHaveLength(32)
    expect(deriveKey(secret, 'atout-bookings', 'manage-link-v1')).toEqual(key)
    expect(deriveKey(secret, 'atout-newsletter', 'manage-link-v1')).not.toEqual(key)
    expect(deriveKey(secret, 'atout-bookings', 'manage-link-v2')).not.toEqual(key)
    expect(deriveKey(`${secret}!`, 'atout-bookings', 'manage-link-v1')).not.toEqual(key)
  })

  test.each([
    ['the signature itself', (mac: Buffer) => mac, true],
    [
      'one bit changed',
      (mac: Buffer) => Buffer.from(mac.map((b, i) => (i === 3 ? b ^ 1 : b))),
      false,
    ],
    ['cut short', (mac: Buffer) => mac.subarray(0, 8), false],
    ['one byte longer', (mac: Buffer) => Buffer.concat([mac, Buffer.from([0])]), false],
    ['empty', () => Buffer.alloc(0), false],
  ])('verifying %s → %s', (_label, forge, expected) => {
    const key = deriveKey('secret-secret-secret-secret-secret', 'atout-test', 'v1')
    const mac = hmac(key, 'body', 16)
    expect(verifyHmac(key, 'body', forge(mac), 16)).toBe(expected)
  })

  test('sameBytes compares content and length', () => {
    expect(sameBytes(Buffer.from('abc'), Buffer.from('abc'))).toBe(true)
    expect(sameBytes(Buffer.from('abc'), Buffer.from('abd'))).toBe(false)
    expect(sameBytes(Buffer.from('abc'), Buffer.from('abcd'))).toBe(false)
  })
})
