import { describe, expect, test } from 'vitest'

import {
  hasAllTokens,
  MAX_QUERY_TOKENS,
  normalizeSearchText,
  tokenizeSearchQuery,
} from './search-text'

describe('normalizeSearchText', () => {
  test.each([
    ['Théâtre', 'theatre'],
    ['CASINO DE CANNES', 'casino de cannes'],
    ["L'Été-Indien !", 'l ete indien'],
    ['Œuvre & cœur', 'oeuvre coeur'],
    ['Straße', 'strasse'],
    ['Ça, c’est Noël', 'ca c est noel'],
    ['  lots   of\tspace\n', 'lots of space'],
    ['e\u0301te\u0301', 'ete'],
    ['Saint-Émilion 2025', 'saint emilion 2025'],
    ['100%_off', '100 off'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected)
  })

  test('several fields are joined, missing ones skipped', () => {
    expect(normalizeSearchText('Soirée Jazz', null, 'Cannes', undefined)).toBe('soiree jazz cannes')
  })
})

describe('tokenizeSearchQuery', () => {
  test.each([
    ['Casino Cannes', ['casino', 'cannes']],
    ['  cannes CANNES Cannès ', ['cannes']],
    ['', []],
    ['   ', []],
    ['% _', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j → %j', (query, expected) => {
    expect(tokenizeSearchQuery(query)).toEqual(expected)
    expect(tokenizeSearchQuery(query).length).toBeLessThanOrEqual(MAX_QUERY_TOKENS)
  })
})

describe('hasAllTokens', () => {
  const text = normalizeSearchText('Théâtre du Casino', 'Deauville', 'Comédie musicale')

  test.each([
    ['theatre', true],
    ['THEATRE deauville', true],
    ['comédie', true],
    ['music', true],
    ['théâtre cannes', false],
    ['', true],
  ])('%j → %s', (query, expected) => {
    expect(hasAllTokens(text, tokenizeSearchQuery(query))).toBe(expected)
  })
})
