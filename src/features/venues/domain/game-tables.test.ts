import { describe, expect, test } from 'vitest'

import {
  GAMES,
  gameName,
  type GameTableInput,
  summarizeGameTables,
  validateGameTable,
} from './game-tables'

const roulette = {
  game: 'English roulette',
  minBetCents: 200,
  maxBetCents: 50_000,
  tableCount: 4,
  positionCount: 0,
}

describe('validateGameTable', () => {
  test.each<[string, GameTableInput]>([
    ['live tables', roulette],
    [
      'electronic positions',
      { ...roulette, game: 'Electronic roulette', tableCount: 0, positionCount: 12 },
    ],
    ['fixed bet (min = max)', { ...roulette, minBetCents: 500, maxBetCents: 500 }],
    ['free minimum', { ...roulette, minBetCents: 0 }],
    ['a missing count means none', { ...roulette, positionCount: null }],
  ])('%s is valid', (_name, input) => {
    const result = validateGameTable(input)
    expect(result.ok).toBe(true)
  })

  test.each<[string, GameTableInput, Record<string, string>]>([
    ['min above max', { ...roulette, minBetCents: 60_000 }, { minBetCents: 'minAboveMax' }],
    ['missing game', { ...roulette, game: '   ' }, { game: 'required' }],
    ['missing min', { ...roulette, minBetCents: null }, { minBetCents: 'required' }],
    ['negative max', { ...roulette, maxBetCents: -1 }, { maxBetCents: 'negative' }],
    ['euros instead of cents', { ...roulette, minBetCents: 2.5 }, { minBetCents: 'notAnInteger' }],
    ['negative tables', { ...roulette, tableCount: -2 }, { tableCount: 'negative' }],
    [
      'fractional positions',
      { ...roulette, positionCount: 1.5 },
      { positionCount: 'notAnInteger' },
    ],
    [
      'no table and no position',
      { ...roulette, tableCount: 0, positionCount: 0 },
      { tableCount: 'noTablesOrPositions' },
    ],
    [
      'nothing at all',
      {},
      {
        game: 'required',
        minBetCents: 'required',
        maxBetCents: 'required',
        tableCount: 'noTablesOrPositions',
      },
    ],
  ])('%s', (_name, input, errors) => {
    const result = validateGameTable(input)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual(errors)
  })

  test('the game name is trimmed', () => {
    const result = validateGameTable({ ...roulette, game: '  Blackjack ' })
    expect(result.value.game).toBe('Blackjack')
  })
})

describe('summarizeGameTables', () => {
  test.each([
    ['no table', [], null],
    [
      'live and electronic games',
      [
        roulette,
        {
          game: 'Blackjack',
          minBetCents: 500,
          maxBetCents: 100_000,
          tableCount: 3,
          positionCount: 0,
        },
        {
          game: 'Electronic roulette',
          minBetCents: 50,
          maxBetCents: 5_000,
          tableCount: 0,
          positionCount: 12,
        },
      ],
      { tableCount: 7, positionCount: 12, lowestMinBetCents: 50, highestMaxBetCents: 100_000 },
    ],
  ])('%s', (_name, tables, expected) => {
    expect(summarizeGameTables(tables)).toEqual(expected)
  })
})

describe('game names for visitors', () => {
  test.each([
    ['english-roulette', 'fr', 'Roulette anglaise'],
    ['english-roulette', 'en', 'English roulette'],
    ['texas-holdem-poker', 'fr', 'Poker Texas Hold’em'],
    ['punto-banco', 'en', 'Punto banco'],
    ['sic-bo', 'fr', 'Sic bo'],
    ['old_game_code', 'en', 'Old game code'],
  ] as const)('%s in %s → %s', (game, locale, name) => {
    expect(gameName(game, locale)).toBe(name)
  })

  test('every game of the admin has a name in both languages, never its code', () => {
    for (const game of GAMES) {
      for (const locale of ['fr', 'en'] as const) {
        expect(gameName(game, locale)).not.toMatch(/-/)
        expect(gameName(game, locale).length).toBeGreaterThan(2)
      }
    }
  })
})
