import { describe, expect, test } from 'vitest'

import { signManageToken, verifyManageToken } from './manage-token'

const secret = 'a-test-secret-of-at-least-thirty-two-characters'
const now = new Date('2026-06-01T10:00:00Z')
const claims = { kind: 'room' as const, id: 4242, expiresAt: new Date('2026-07-01T10:00:00Z') }

describe('booking links', () => {
  test('a signed link reads back its booking', () => {
    const token = signManageToken(claims, secret)
    expect(token).toMatch(/^[A-Za-z0-9_-]{35}$/)
    expect(verifyManageToken(token, now, secret)).toEqual({ ok: true, claims })
  })

  test('expired after its expiry', () => {
    const token = signManageToken(claims, secret)
    expect(verifyManageToken(token, new Date('2026-07-01T10:00:00Z'), secret)).toEqual({
      ok: false,
      code: 'expiredToken',
    })
  })

  test.each([
    ['another booking id in the link', (token: string) => swapId(token)],
    [
      'one character changed',
      (token: string) => `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`,
    ],
    ['the last character changed in its spare bits', (token: string) => spareBits(token)],
    ['cut short', (token: string) => token.slice(0, 30)],
    ['not base64url', () => 'not a token at all, clearly'],
    ['a booking id', () => '4242'],
  ])('forged: %s', (_label, forge) => {
    const forged = forge(signManageToken(claims, secret))
    expect(verifyManageToken(forged, now, secret)).toEqual({ ok: false, code: 'invalidToken' })
  })

  test('signed with another secret', () => {
    const token = signManageToken(claims, `${secret}-other`)
    expect(verifyManageToken(token, now, secret)).toEqual({ ok: false, code: 'invalidToken' })
  })
})

/** The same link for booking 4243: the signature no longer matches. */
function swapId(token: string): string {
  const bytes = Buffer.from(token, 'base64url')
  bytes.writeUInt32BE(bytes.readUInt32BE(2) + 1, 2)
  return bytes.toString('base64url')
}

/** The same 26 bytes spelled differently: the last character's two spare bits flipped. */
function spareBits(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const last = alphabet.indexOf(token.at(-1)!)
  const other = `${token.slice(0, -1)}${alphabet[last ^ 0b11]}`
  expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(token, 'base64url'))
  return other
}
