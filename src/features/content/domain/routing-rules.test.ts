import { describe, expect, test } from 'vitest'

import {
  computePagePath,
  isValidSlug,
  joinPath,
  parseNumericId,
  slugify,
  splitPath,
  stripRootFolder,
} from './routing-rules'

describe('stripRootFolder', () => {
  test.each([
    [['website-casinos', 'nos-casinos'], '/nos-casinos'],
    [['website-casinos'], '/'],
    [['nos-casinos', 'website-casinos', 'cannes'], '/nos-casinos/cannes'],
    [['nos-casinos', 'website-casinos'], '/nos-casinos'],
    [['a', 'b', 'website-casinos'], null],
    [['nos-casinos'], null],
    [[], null],
    [['website-casinos-bis'], null],
  ])('%j → %s', (segments, expected) => {
    expect(stripRootFolder(segments, 'website-casinos')).toBe(expected)
  })

  test('uses the configured folder name', () => {
    expect(stripRootFolder(['contenu', 'x'], 'contenu')).toBe('/x')
    expect(stripRootFolder(['website-casinos', 'x'], 'contenu')).toBeNull()
  })

  test('an empty folder name never matches', () => {
    expect(stripRootFolder(['', 'x'], '')).toBeNull()
  })
})

describe('slugs and paths', () => {
  test.each([
    ['casino-de-cannes', true],
    ['a1', true],
    ['Casino', false],
    ['casino--cannes', false],
    ['-casino', false],
    ['casino-', false],
    ['café', false],
    ['', false],
    ['a/b', false],
  ])('isValidSlug(%j) is %s', (slug, expected) => {
    expect(isValidSlug(slug)).toBe(expected)
  })

  test.each([
    ['Soirée Jazz à Cannes !', 'soiree-jazz-a-cannes'],
    ['  Le Carré VIP  ', 'le-carre-vip'],
    ['Œuvres & cœur', 'oeuvres-coeur'],
    ['---', ''],
  ])('slugify(%j) → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  test.each([
    [null, 'nos-casinos', '/nos-casinos'],
    ['/nos-casinos', 'cannes', '/nos-casinos/cannes'],
    ['/nos-casinos/', 'cannes', '/nos-casinos/cannes'],
    ['/', 'accueil', '/accueil'],
  ])('computePagePath(%j, %j) → %j', (parent, slug, expected) => {
    expect(computePagePath(parent, slug)).toBe(expected)
  })

  test.each([
    ['/a/b/', ['a', 'b']],
    ['//a//b', ['a', 'b']],
    ['/', []],
  ])('splitPath(%j) → %j and back', (path, segments) => {
    expect(splitPath(path)).toEqual(segments)
    expect(joinPath(segments)).toBe(segments.length ? `/${segments.join('/')}` : '/')
  })
})

describe('route validation of numeric ids', () => {
  test.each([
    ['42', 42],
    ['1', 1],
    ['0', null],
    ['007', null],
    ['12x', null],
    ['abc', null],
    ['-3', null],
    ['1.5', null],
    ['', null],
    ['99999999999999999', null],
  ])('parseNumericId(%j) → %j', (value, expected) => {
    expect(parseNumericId(value)).toBe(expected)
  })
})
