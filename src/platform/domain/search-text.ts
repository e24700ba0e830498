/**
 * Text matching that ignores case and accents ("theatre" finds "Théâtre", "OEUVRE" finds "œuvre"),
 * identical in memory and in the database: the server stores normalizeSearchText(title, city, …)
 * in a column and matches each token with LIKE '%token%', which behaves the same on SQLite and
 * PostgreSQL because the column and the tokens are already lower-case ASCII-folded.
 */

/** Tokens beyond this are ignored: each one is a LIKE clause. */
export const MAX_QUERY_TOKENS = 8

const LIGATURES: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
}

/**
 * Lower case, accents removed (NFD then combining marks dropped), ligatures spelled out, and
 * everything that is not a letter or digit (apostrophes, hyphens, punctuation) turned into one
 * space: "L'Été-Indien !" → "l ete indien".
 */
export function normalizeSearchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđł]/g, (character) => LIGATURES[character] ?? character)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Distinct tokens of a query, in order, at most MAX_QUERY_TOKENS. */
export function tokenizeSearchQuery(query: string): string[] {
  const normalized = normalizeSearchText(query)
  if (normalized === '') return []
  return [...new Set(normalized.split(' '))].slice(0, MAX_QUERY_TOKENS)
}

/** Every token appears in the normalized text (AND of substrings); no token matches everything. */
export function hasAllTokens(normalizedText: string, tokens: readonly string[]): boolean {
  return tokens.every((token) => normalizedText.includes(token))
}
