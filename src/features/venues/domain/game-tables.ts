import { isCents } from './money'
import { buildParseResult, type FieldErrors, type ParseResult } from './query-values'

/** The games a casino's table lines offer (the admin's choices). */
export const GAMES = [
  'english-roulette',
  'french-roulette',
  'blackjack',
  'texas-holdem-poker',
  'ultimate-texas-holdem',
  'punto-banco',
  'craps',
  'boule',
] as const

export type Game = (typeof GAMES)[number]

export const GAME_LABELS: Record<Game, { fr: string; en: string }> = {
  'english-roulette': { fr: 'Roulette anglaise', en: 'English roulette' },
  'french-roulette': { fr: 'Roulette française', en: 'French roulette' },
  blackjack: { fr: 'Black jack', en: 'Blackjack' },
  'texas-holdem-poker': { fr: 'Poker Texas Hold’em', en: 'Texas Hold’em poker' },
  'ultimate-texas-holdem': { fr: 'Ultimate Texas Hold’em', en: 'Ultimate Texas Hold’em' },
  'punto-banco': { fr: 'Punto banco', en: 'Punto banco' },
  craps: { fr: 'Craps', en: 'Craps' },
  boule: { fr: 'Boule', en: 'Boule' },
}

/**
 * A game's name for visitors, never its stored code: a code the list does not know (an old value)
 * is spelled as words ('sic-bo' → 'Sic bo') rather than shown raw.
 */
export function gameName(game: string, locale: 'fr' | 'en'): string {
  const known = (GAME_LABELS as Record<string, { fr: string; en: string }>)[game]
  if (known) return known[locale]
  const words = game.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A line of a casino's game offer: "English roulette, 4 tables, bets 2 € to 500 €". Live games are
 * counted in tables, electronic ones in positions (player terminals); a line has at least one.
 */
export type GameTable = {
  game: string
  minBetCents: number
  maxBetCents: number
  tableCount: number
  positionCount: number
}

/** What an editor may submit: anything can be missing or mistyped. */
export type GameTableInput = {
  game?: string | null
  minBetCents?: number | null
  maxBetCents?: number | null
  tableCount?: number | null
  positionCount?: number | null
}

export type GameTableField = keyof GameTable
export type GameTableErrorCode =
  'required' | 'notAnInteger' | 'negative' | 'minAboveMax' | 'noTablesOrPositions'

function checkCount(value: number | null | undefined): GameTableErrorCode | null {
  if (value === null || value === undefined) return null
  if (!Number.isSafeInteger(value)) return 'notAnInteger'
  return value < 0 ? 'negative' : null
}

function checkCents(value: number | null | undefined): GameTableErrorCode | null {
  if (value === null || value === undefined) return 'required'
  if (isCents(value)) return null
  return Number.isSafeInteger(value) ? 'negative' : 'notAnInteger'
}

/**
 * Validates a line. Bets are cents with min ≤ max (equal is a fixed-bet game); 'minAboveMax'
 * is reported on the min field, like the tournament buy-in filter. Missing counts mean 0.
 */
export function validateGameTable(
  input: GameTableInput,
): ParseResult<GameTable, GameTableField, GameTableErrorCode> {
  const errors: FieldErrors<GameTableField, GameTableErrorCode> = {}
  const game = input.game?.trim() ?? ''
  if (game === '') errors.game = 'required'
  const minError = checkCents(input.minBetCents)
  const maxError = checkCents(input.maxBetCents)
  if (minError) errors.minBetCents = minError
  if (maxError) errors.maxBetCents = maxError
  const minBetCents = input.minBetCents ?? 0
  const maxBetCents = input.maxBetCents ?? 0
  if (!minError && !maxError && minBetCents > maxBetCents) errors.minBetCents = 'minAboveMax'
  const tableError = checkCount(input.tableCount)
  const positionError = checkCount(input.positionCount)
  if (tableError) errors.tableCount = tableError
  if (positionError) errors.positionCount = positionError
  const tableCount = input.tableCount ?? 0
  const positionCount = input.positionCount ?? 0
  if (!tableError && !positionError && tableCount === 0 && positionCount === 0) {
    errors.tableCount = 'noTablesOrPositions'
  }
  return buildParseResult({ game, minBetCents, maxBetCents, tableCount, positionCount }, errors)
}

export type GameOfferSummary = {
  tableCount: number
  positionCount: number
  lowestMinBetCents: number
  highestMaxBetCents: number
}

/** Casino-wide figures of a game offer ("32 tables, bets from 2 €"); null when there is none. */
export function summarizeGameTables(tables: readonly GameTable[]): GameOfferSummary | null {
  if (tables.length === 0) return null
  return {
    tableCount: tables.reduce((sum, table) => sum + table.tableCount, 0),
    positionCount: tables.reduce((sum, table) => sum + table.positionCount, 0),
    lowestMinBetCents: Math.min(...tables.map((table) => table.minBetCents)),
    highestMaxBetCents: Math.max(...tables.map((table) => table.maxBetCents)),
  }
}
