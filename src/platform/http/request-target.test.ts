import { describe, expect, test } from 'vitest'

import { keepQueryOnRedirect, repairRequestTarget, routeToNotFound } from './request-target'

describe('repairRequestTarget', () => {
  test.each([
    ['/%', '/%2525'],
    ['/en/%', '/en/%2525'],
    ['/foo%zz', '/foo%2525zz'],
    ['/%25zz', '/%252525zz'],
    ['/a%E9', '/a%2525E9'],
    ['/api/epc/%?lang=en', '/api/epc/%2525?lang=en'],
    ['/%?q=%', '/%2525?q=%'],
  ])('%s → %s', (target, expected) => {
    expect(repairRequestTarget(target)).toBe(expected)
  })

  test.each([
    ['/'],
    ['/nos-casinos'],
    ['/en/our-casinos?x=1'],
    ['/a%20b'],
    ['/caf%C3%A9'],
    ['/a%2541'],
    ['/recherche?q=%'],
  ])('%s is left alone', (target) => {
    expect(repairRequestTarget(target)).toBeNull()
  })

  test('the repaired path decodes twice back to what the visitor sent', () => {
    for (const target of ['/%', '/foo%zz', '/%25zz', '/a%E9']) {
      const repaired = repairRequestTarget(target)!
      expect(decodeURIComponent(decodeURIComponent(repaired))).toBe(target)
    }
  })
})

describe('keepQueryOnRedirect', () => {
  const get = (target: string) => ({ method: 'GET', target })

  test.each([
    // Root folder, CMS redirect to a page, CMS redirect to another site, trailing slash.
    ['/website-casinos/nos-casinos?a=1', 308, '/nos-casinos', '/nos-casinos?a=1'],
    ['/nos-casinos/website-casinos?a=1&b=2', 308, '/nos-casinos', '/nos-casinos?a=1&b=2'],
    [
      '/ancien-casino-cannes?utm_source=x',
      308,
      '/nos-casinos/cannes',
      '/nos-casinos/cannes?utm_source=x',
    ],
    ['/partenaire-anj?a=1', 307, 'https://anj.fr', 'https://anj.fr/?a=1'],
    ['/partenaire-anj?a=1', 302, 'https://anj.fr/a#b', 'https://anj.fr/a?a=1#b'],
    ['/nos-casinos/?a=1', 301, '/nos-casinos', '/nos-casinos?a=1'],
    ['/en/nos-casinos?a=1', 307, '/en/our-casinos#top', '/en/our-casinos?a=1#top'],
  ])('%s answered %i %s → %s', (target, status, location, expected) => {
    expect(keepQueryOnRedirect(get(target), { status, location })).toBe(expected)
  })

  test.each([
    ['no query', get('/ancien-casino-cannes'), 308, '/nos-casinos'],
    ['an empty query', get('/ancien-casino-cannes?'), 308, '/nos-casinos'],
    ['a location with its own query', get('/account/x?a=1'), 307, '/account/y?returnTo=%2F'],
    ['the same path (search canonical)', get('/recherche?q='), 307, '/recherche'],
    ['the same path, absolute', get('/recherche?q='), 307, 'http://localhost:3000/recherche'],
    ['a form post', { method: 'POST', target: '/logout?a=1' }, 303, '/'],
    ['a 303 after a GET', get('/logout?a=1'), 303, '/'],
    ['not a redirect', get('/nos-casinos?a=1'), 200, '/x'],
    ['an empty location', get('/nos-casinos?a=1'), 308, ''],
  ])('left alone: %s', (_, request, status, location) => {
    expect(keepQueryOnRedirect(request, { status, location })).toBeNull()
  })

  test('HEAD is treated like GET', () => {
    expect(
      keepQueryOnRedirect({ method: 'HEAD', target: '/a/?x=1' }, { status: 308, location: '/a' }),
    ).toBe('/a?x=1')
  })
})

describe('routeToNotFound', () => {
  const locales = ['fr', 'en'] as const
  test.each([
    ['/%2525', '/fr/%2525'],
    ['/%25', '/fr/%25'],
    ['/en/%2525', '/en/%2525'],
    ['/foo%2525zz', '/fr/foo%2525zz'],
    ['/a%E9', '/fr/a%E9'],
    ['/fr/%2525', '/fr/fr/%2525'],
  ])('%s → %s', (pathname, expected) => {
    expect(routeToNotFound(pathname, 'fr', locales)).toBe(expected)
  })

  test.each([['/'], ['/nos-casinos'], ['/en/our-casinos'], ['/caf%C3%A9'], ['/a%20b']])(
    '%s is left to the locale routing',
    (pathname) => {
      expect(routeToNotFound(pathname, 'fr', locales)).toBeNull()
    },
  )
})
