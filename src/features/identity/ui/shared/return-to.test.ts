import { describe, expect, test } from 'vitest'

import { isSameSitePath, resolveReturnTo } from './return-to'

describe('isSameSitePath', () => {
  test.each([
    ['/account/profil', true],
    ['/en/account/profile?tab=2#top', true],
    ['/', true],
    ['/le-carre-vip/offres', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['https://evil.example/account', false],
    ['javascript:alert(1)', false],
    ['account/profil', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['/a b', false],
  ])('%j → %s', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected)
  })
})

describe('resolveReturnTo', () => {
  test('follows a same-site returnTo', () => {
    expect(resolveReturnTo('?returnTo=%2Fen%2Fshows', '/account/profil')).toBe('/en/shows')
  })

  test.each(['?returnTo=%2F%2Fevil.example', '?returnTo=https%3A%2F%2Fevil.example', '', '?x=1'])(
    'falls back for %j',
    (search) => {
      expect(resolveReturnTo(search, '/account/profil')).toBe('/account/profil')
    },
  )
})
