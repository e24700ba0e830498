import { describe, expect, it } from 'vitest'

import {
  acceptsGzip,
  snapshotLifetimeMs,
  snapshotTarget,
  type SnapshotRequest,
} from './page-snapshots'

/** An unsigned JWT-shaped token with an exp claim (the refresh decision only reads the expiry). */
function tokenExpiringIn(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'ES256' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`
}

function request(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): SnapshotRequest {
  return { method, url, header: (name) => headers[name] }
}

const fr = { cookie: 'NEXT_LOCALE=fr' }

describe('snapshotTarget: which requests a kept page may answer', () => {
  it.each([
    [
      'the home page in French, French cookie',
      request('/', fr),
      { key: '/', locale: 'fr', setsLocaleCookie: false },
    ],
    [
      'a French page, French cookie among others',
      request('/nos-casinos', { cookie: 'atout_consent=x; NEXT_LOCALE=fr' }),
      { key: '/nos-casinos', locale: 'fr', setsLocaleCookie: false },
    ],
    ['HEAD', request('/', fr, 'HEAD'), { key: '/', locale: 'fr', setsLocaleCookie: false }],
    [
      'an English page, English cookie',
      request('/en/our-casinos', { cookie: 'NEXT_LOCALE=en' }),
      { key: '/en/our-casinos', locale: 'en', setsLocaleCookie: false },
    ],
    [
      'an English page without cookie: sets it',
      request('/en'),
      { key: '/en', locale: 'en', setsLocaleCookie: true },
    ],
    [
      'an English page, French cookie: sets it',
      request('/en/our-casinos', fr),
      { key: '/en/our-casinos', locale: 'en', setsLocaleCookie: true },
    ],
    [
      'a member whose access token is valid',
      request('/', {
        cookie: `NEXT_LOCALE=fr; refresh_token=r; access_token=${tokenExpiringIn(600)}`,
      }),
      { key: '/', locale: 'fr', setsLocaleCookie: false },
    ],
  ])('%s → kept', (_, given, expected) => {
    expect(snapshotTarget(given)).toEqual(expected)
  })

  it.each([
    ['a French page without cookie (the browser languages decide)', request('/')],
    [
      'a French page, English cookie (redirected to /en)',
      request('/nos-casinos', { cookie: 'NEXT_LOCALE=en' }),
    ],
    ['the default locale prefixed (redirected)', request('/fr/nos-casinos', fr)],
    ['a query', request('/recherche?q=jazz', fr)],
    ['an empty query', request('/?', fr)],
    ['POST', request('/', fr, 'POST')],
    ['a client navigation', request('/', { ...fr, rsc: '1' })],
    ['a prefetch', request('/', { ...fr, 'next-router-prefetch': '1' })],
    ['a server action', request('/', { ...fr, 'next-action': 'abc' })],
    ['the API', request('/api/epc/users/init', fr)],
    ['the admin', request('/admin', fr)],
    ['Next files', request('/_next/static/chunks/app.js', fr)],
    ['a file', request('/robots.txt', fr)],
    ['an escaped path', request('/caf%C3%A9', fr)],
    ['a trailing slash (redirected)', request('/nos-casinos/', fr)],
    [
      'a member whose access token expired (refreshed by the proxy)',
      request('/', {
        cookie: `NEXT_LOCALE=fr; refresh_token=r; access_token=${tokenExpiringIn(-10)}`,
      }),
    ],
    ['a member with no access token left', request('/en', { cookie: 'refresh_token=r' })],
  ])('%s → Next', (_, given) => {
    expect(snapshotTarget(given)).toBeNull()
  })
})

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['deflate, *;q=0.1', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})

describe('snapshotLifetimeMs', () => {
  it.each([
    ['s-maxage=31536000', 30_000],
    ['s-maxage=10, stale-while-revalidate=31535990', 10_000],
    ['public, s-maxage=0', 0],
    ['private, no-cache, no-store, max-age=0, must-revalidate', null],
    ['s-maxage=60, no-store', null],
    ['max-age=60', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(snapshotLifetimeMs(header, 30_000)).toBe(expected)
  })
})
