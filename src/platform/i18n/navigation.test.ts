import { describe, expect, test } from 'vitest'

import { getPathname } from './navigation'

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
