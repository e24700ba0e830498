import { describe, expect, test } from 'vitest'

import { isListedInSitemap, isMemberAreaPath, type PageAccess } from './sitemap-rules'

describe('isMemberAreaPath', () => {
  test.each([
    ['/account', true],
    ['/account/connexion', true],
    ['/account/profile', true],
    ['/le-carre-vip/statuts', true],
    ['/le-carre-vip/benefits', true],
    ['/le-carre-vip', false],
    ['/', false],
    ['/nos-casinos/account', false],
    ['/accounting', false],
  ])('%s → %s', (path, expected) => {
    expect(isMemberAreaPath(path)).toBe(expected)
  })
})

describe('isListedInSitemap', () => {
  test.each<[string, string[], PageAccess | null, boolean, boolean]>([
    ['a public page', ['/nos-casinos', '/our-casinos'], 'public', false, true],
    ['access left empty (public by default)', ['/contact'], null, false, true],
    ['a page for members', ['/offres-membres'], 'member', false, false],
    ['a page for members who accepted the terms', ['/vip'], 'memberWithTerms', false, false],
    ['the member area', ['/account'], 'member', false, false],
    ['a public page of the member area (login)', ['/account/connexion'], 'public', false, false],
    ['a VIP page marked public', ['/le-carre-vip/statuts'], 'public', false, false],
    ['the VIP club page', ['/le-carre-vip'], 'public', false, true],
    ['noindex', ['/mentions-legales'], 'public', true, false],
    ['in a member area in one language only', ['/x', '/account/x'], 'public', false, false],
    ['without a path', [], 'public', false, false],
  ])('%s', (_name, paths, access, noIndex, expected) => {
    expect(isListedInSitemap({ paths, access, noIndex })).toBe(expected)
  })
})
