import { afterEach, describe, expect, test, vi } from 'vitest'

import { signAccessToken, signIdToken, verifyAccessToken } from '@/features/identity/server/tokens'

afterEach(() => {
  vi.useRealTimers()
})

describe('access token checks (signature, then the in-process memory of checked tokens)', () => {
  test('a signed token gives its member and session family, again from memory', async () => {
    const token = await signAccessToken({ memberId: 41, sessionFamily: 'family-a' })
    expect(await verifyAccessToken(token)).toEqual({ memberId: 41, sessionFamily: 'family-a' })
    expect(await verifyAccessToken(token)).toEqual({ memberId: 41, sessionFamily: 'family-a' })
  })

  test('a remembered token is refused once it has expired', async () => {
    const token = await signAccessToken({ memberId: 42, sessionFamily: 'family-b' })
    expect(await verifyAccessToken(token)).not.toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    expect(await verifyAccessToken(token)).toBeNull()
  })

  test('a token altered after a genuine one was remembered is still refused', async () => {
    const token = await signAccessToken({ memberId: 43, sessionFamily: 'family-c' })
    expect(await verifyAccessToken(token)).not.toBeNull()
    const [header, , signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    const forgedClaims = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')
    expect(await verifyAccessToken(`${header}.${forgedClaims}.${signature}`)).toBeNull()
    // A character inside the signature (the last one may only carry padding bits).
    const at = 10
    const changed = signature![at] === 'A' ? 'B' : 'A'
    const alteredSignature = `${signature!.slice(0, at)}${changed}${signature!.slice(at + 1)}`
    expect(
      await verifyAccessToken(`${header}.${token.split('.')[1]}.${alteredSignature}`),
    ).toBeNull()
  })

  test('an id token or nothing is not an access token', async () => {
    const idToken = await signIdToken({
      memberId: 44,
      email: 'someone@example.com',
      firstname: 'Some',
      lastname: 'One',
      locale: 'fr',
      state: 'Active',
      emailVerified: true,
      acceptCgu: true,
      termsVersion: '2026-11',
      isEmployee: false,
    })
    expect(await verifyAccessToken(idToken)).toBeNull()
    expect(await verifyAccessToken(undefined)).toBeNull()
    expect(await verifyAccessToken('not.a.token')).toBeNull()
  })
})
