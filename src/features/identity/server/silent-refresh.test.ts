import { NextRequest } from 'next/server'
import { describe, expect, test } from 'vitest'

import { needsRefresh } from './silent-refresh'

/** An unsigned JWT-shaped token with an exp claim: needsRefresh only reads the expiry. */
function tokenExpiringAt(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'ES256' })}.${part({ exp: seconds })}.sig`
}

function request(cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')
  return new NextRequest('http://localhost:3000/account/profil', { headers: { cookie } })
}

const now = 1_800_000_000_000

describe('silent refresh decision (proxy, no database)', () => {
  test.each([
    ['no cookies at all', {}, false],
    ['access token only, valid', { access_token: tokenExpiringAt(now / 1000 + 600) }, false],
    ['refresh token and no access token', { refresh_token: 'r' }, true],
    [
      'refresh token and a valid access token',
      { refresh_token: 'r', access_token: tokenExpiringAt(now / 1000 + 600) },
      false,
    ],
    [
      'refresh token and an expired access token',
      { refresh_token: 'r', access_token: tokenExpiringAt(now / 1000 - 1) },
      true,
    ],
    [
      'access token expiring within 30 s',
      { refresh_token: 'r', access_token: tokenExpiringAt(now / 1000 + 20) },
      true,
    ],
    ['garbage access token', { refresh_token: 'r', access_token: 'not-a-jwt' }, true],
  ])('%s → refresh: %s', (_name, cookies, expected) => {
    const proxied = request(cookies)
    expect(needsRefresh((name) => proxied.cookies.get(name)?.value, now)).toBe(expected)
  })
})
