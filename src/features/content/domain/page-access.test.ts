import { describe, expect, test } from 'vitest'

import { isVipAreaPath, pageAccessesOpenTo, type PageAccess } from './page-access'

describe('isVipAreaPath', () => {
  test.each([
    ['/le-carre-vip/soirees-privees', true],
    ['/le-carre-vip/a/b', true],
    ['/le-carre-vip', false],
    ['/le-carre-vip/', false],
    ['/account/le-carre-vip', false],
    ['/le-carre-vip-bis/x', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isVipAreaPath(path)).toBe(expected)
  })
})

describe('pageAccessesOpenTo', () => {
  test.each<[PageAccess, PageAccess[]]>([
    ['public', ['public']],
    ['member', ['public', 'member']],
    ['memberWithTerms', ['public', 'member', 'memberWithTerms']],
  ])('%s reads %j', (clearance, expected) => {
    expect(pageAccessesOpenTo(clearance)).toEqual(expected)
  })
})
