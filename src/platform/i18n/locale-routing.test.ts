import { readFileSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { describe, expect, test } from 'vitest'

import proxy from '../../proxy'
import { localizePath, localePrefix, LOCALE_COOKIE_MAX_AGE_SECONDS } from './locales'

function request(pathname: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(pathname, 'http://localhost:3000'), {
    headers: { 'sec-fetch-dest': 'document', ...headers },
  })
}

function outcome(response: Response) {
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: response.headers.get('x-middleware-rewrite'),
  }
}

describe('locale paths', () => {
  test.each([
    ['/', 'fr', '/'],
    ['/', 'en', '/en'],
    ['/nos-casinos', 'fr', '/nos-casinos'],
    ['/our-casinos', 'en', '/en/our-casinos'],
    ['', 'en', '/en'],
    ['x', 'fr', '/x'],
  ] as const)('localizePath(%j, %s) → %j', (input, locale, expected) => {
    expect(localizePath(input, locale)).toBe(expected)
  })

  test('French has no prefix, English /en', () => {
    expect(localePrefix('fr')).toBe('')
    expect(localePrefix('en')).toBe('/en')
  })
})

describe('proxy: locale detection and localized route names', () => {
  test.each([
    // [request path, accept-language, expected internal rewrite or redirect]
    ['/', 'fr-FR', { status: 200, rewrite: 'http://localhost:3000/fr' }],
    ['/', 'en-US,en;q=0.9', { status: 307, location: 'http://localhost:3000/en' }],
    ['/en', 'fr-FR', { status: 200, rewrite: null }],
    ['/nos-casinos', 'fr-FR', { status: 200, rewrite: 'http://localhost:3000/fr/nos-casinos' }],
    ['/fr/nos-casinos', 'fr-FR', { status: 307, location: 'http://localhost:3000/nos-casinos' }],
    [
      '/cannes/spectacle/jazz-club',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/fr/venue-show/cannes/jazz-club' },
    ],
    [
      '/en/cannes/show/jazz-club',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/en/venue-show/cannes/jazz-club' },
    ],
    [
      '/en/cannes/spectacle/jazz-club',
      'fr-FR',
      { status: 307, location: 'http://localhost:3000/en/cannes/show/jazz-club' },
    ],
    ['/recherche', 'fr-FR', { status: 200, rewrite: 'http://localhost:3000/fr/search' }],
    ['/en/search', 'fr-FR', { status: 200, rewrite: null }],
    ['/en/recherche', 'fr-FR', { status: 307, location: 'http://localhost:3000/en/search' }],
    [
      '/cannes/restaurant/le-grill',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/fr/venue-restaurant/cannes/le-grill' },
    ],
    [
      '/en/cannes/hotel/le-palais',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/en/venue-hotel/cannes/le-palais' },
    ],
    [
      '/cannes/tournois-poker/42',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/fr/venue-poker-tournament/cannes/42' },
    ],
    [
      '/en/cannes/poker-tournaments/42',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/en/venue-poker-tournament/cannes/42' },
    ],
    [
      '/cannes/tournois/7',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/fr/venue-tournament/cannes/7' },
    ],
    [
      '/en/cannes/tournaments/7',
      'fr-FR',
      { status: 200, rewrite: 'http://localhost:3000/en/venue-tournament/cannes/7' },
    ],
  ] as const)('%s (%s)', async (pathname, acceptLanguage, expected) => {
    const result = outcome(await proxy(request(pathname, { 'accept-language': acceptLanguage })))
    expect(result.status).toBe(expected.status)
    if ('rewrite' in expected) expect(result.rewrite).toBe(expected.rewrite)
    if ('location' in expected) expect(result.location).toBe(expected.location)
  })

  test('the locale cookie is kept for 365 days and wins over the browser language', async () => {
    const switched = await proxy(request('/en', { 'accept-language': 'fr-FR' }))
    const cookie = switched.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('NEXT_LOCALE=en')
    expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`)
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000)

    const back = await proxy(request('/', { 'accept-language': 'fr-FR', cookie: 'NEXT_LOCALE=en' }))
    expect(outcome(back)).toMatchObject({ status: 307, location: 'http://localhost:3000/en' })
  })

  test('background requests (prefetch) never change the cookie', async () => {
    const prefetch = await proxy(
      new NextRequest(new URL('/en', 'http://localhost:3000'), {
        headers: { 'sec-fetch-dest': 'empty', cookie: 'NEXT_LOCALE=fr' },
      }),
    )
    expect(prefetch.headers.get('set-cookie')).toBeNull()
  })
})

describe('message catalogues', () => {
  const load = (locale: string) =>
    JSON.parse(
      readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as Record<string, unknown>

  function keys(value: unknown, prefix = ''): string[] {
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    }
    return [prefix]
  }

  test('French and English have exactly the same keys, none empty', () => {
    const fr = load('fr')
    const en = load('en')
    expect(keys(fr).sort()).toEqual(keys(en).sort())
    for (const [name, catalogue] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const empty = keys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], catalogue)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty, `empty messages in ${name}`).toEqual([])
    }
  })
})
