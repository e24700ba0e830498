import { describe, expect, test } from 'vitest'

import { getPathname, matchPathname } from './navigation'

describe('getPathname: localized public paths of internal routes', () => {
  test.each([
    ['fr', '/', '/'],
    ['en', '/', '/en'],
    ['fr', '/search', '/recherche'],
    ['en', '/search', '/en/search'],
  ] as const)('%s %s → %s', (locale, href, expected) => {
    expect(getPathname({ locale, href })).toBe(expected)
  })

  test.each([
    [
      'fr',
      {
        pathname: '/venue-show/[casino]/[...slug]',
        params: { casino: 'cannes', slug: ['la-revue'] },
      },
      '/cannes/spectacle/la-revue',
    ],
    [
      'en',
      {
        pathname: '/venue-show/[casino]/[...slug]',
        params: { casino: 'cannes', slug: ['la-revue'] },
      },
      '/en/cannes/show/la-revue',
    ],
    [
      'fr',
      {
        pathname: '/venue-poker-tournament/[casino]/[tournamentId]',
        params: { casino: 'deauville', tournamentId: '12' },
      },
      '/deauville/tournois-poker/12',
    ],
    [
      'en',
      {
        pathname: '/venue-tournament/[casino]/[tournamentId]',
        params: { casino: 'deauville', tournamentId: '7' },
      },
      '/en/deauville/tournaments/7',
    ],
    [
      'en',
      {
        pathname: '/venue-hotel/[casino]/[slug]',
        params: { casino: 'biarritz', slug: 'le-palais' },
      },
      '/en/biarritz/hotel/le-palais',
    ],
    [
      'fr',
      {
        pathname: '/venue-show/[casino]/[...slug]',
        params: { casino: 'nice', slug: ['été 2027', 'gala'] },
      },
      '/nice/spectacle/%C3%A9t%C3%A9%202027/gala',
    ],
  ] as const)('%s %o → %s', (locale, href, expected) => {
    expect(getPathname({ locale, href })).toBe(expected)
  })

  test('a missing param is an error, not a broken link', () => {
    expect(() =>
      getPathname({
        locale: 'fr',
        href: { pathname: '/venue-restaurant/[casino]/[slug]', params: { casino: 'cannes' } },
      }),
    ).toThrow(/slug/)
  })
})

describe('matchPathname: the route of a public path, the inverse of getPathname', () => {
  test.each([
    [
      'fr',
      'cannes/spectacle/la-revue',
      '/venue-show/[casino]/[...slug]',
      { casino: 'cannes', slug: ['la-revue'] },
    ],
    [
      'en',
      'cannes/show/la-revue',
      '/venue-show/[casino]/[...slug]',
      { casino: 'cannes', slug: ['la-revue'] },
    ],
    [
      'fr',
      'cannes/spectacle/a/b',
      '/venue-show/[casino]/[...slug]',
      { casino: 'cannes', slug: ['a', 'b'] },
    ],
    [
      'fr',
      'deauville/tournois-poker/12',
      '/venue-poker-tournament/[casino]/[tournamentId]',
      { casino: 'deauville', tournamentId: '12' },
    ],
    [
      'en',
      'deauville/poker-tournaments/12',
      '/venue-poker-tournament/[casino]/[tournamentId]',
      { casino: 'deauville', tournamentId: '12' },
    ],
    [
      'fr',
      'deauville/tournois/7',
      '/venue-tournament/[casino]/[tournamentId]',
      { casino: 'deauville', tournamentId: '7' },
    ],
    [
      'en',
      'deauville/tournaments/7',
      '/venue-tournament/[casino]/[tournamentId]',
      { casino: 'deauville', tournamentId: '7' },
    ],
    [
      'fr',
      'cannes/restaurant/le-grill',
      '/venue-restaurant/[casino]/[slug]',
      { casino: 'cannes', slug: 'le-grill' },
    ],
    [
      'en',
      'biarritz/hotel/le-palais',
      '/venue-hotel/[casino]/[slug]',
      { casino: 'biarritz', slug: 'le-palais' },
    ],
  ] as const)('%s /%s → %s', (locale, path, pathname, params) => {
    const match = matchPathname(locale, path.split('/'))
    expect(match).toEqual({ pathname, params })
    expect(getPathname({ locale, href: { pathname, params } })).toBe(
      `${locale === 'fr' ? '' : '/en'}/${path}`,
    )
  })

  test.each([
    ['fr', 'cannes/show/la-revue'],
    ['en', 'cannes/spectacle/la-revue'],
    ['fr', 'cannes/spectacle'],
    ['fr', 'cannes/hotel/le-palais/suite'],
    ['fr', 'nos-casinos/cannes'],
    ['fr', 'recherche'],
    ['fr', ''],
  ] as const)('%s /%s is no route with params', (locale, path) => {
    expect(matchPathname(locale, path.split('/').filter(Boolean))).toBeNull()
  })
})
