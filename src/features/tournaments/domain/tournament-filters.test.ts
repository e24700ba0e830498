import { describe, expect, test } from 'vitest'

import type { QueryValues } from '@/features/venues/domain'

import type { Tournament } from './tournament'
import {
  type DateRangePreset,
  DEFAULT_TOURNAMENT_FILTERS,
  filterTournaments,
  parseTournamentFilters,
  resolveDateRange,
  type TournamentFilters,
  toTournamentSearchParams,
} from './tournament-filters'

const iso = (date: Date | null) => date?.toISOString() ?? null

describe('resolveDateRange', () => {
  test.each<[string, DateRangePreset, string | null, string | null]>([
    // 15 June 2025, 12:00 in Paris (summer time, UTC+2).
    ['2025-06-15T10:00:00Z', 'all', null, null],
    ['2025-06-15T10:00:00Z', 'next3days', '2025-06-14T22:00:00.000Z', '2025-06-17T22:00:00.000Z'],
    ['2025-06-15T10:00:00Z', 'thisMonth', '2025-05-31T22:00:00.000Z', '2025-06-30T22:00:00.000Z'],
    ['2025-06-15T10:00:00Z', 'next3months', '2025-06-14T22:00:00.000Z', '2025-09-14T22:00:00.000Z'],
    // 30 June 22:30 UTC is already 1 July in Paris.
    ['2025-06-30T22:30:00Z', 'thisMonth', '2025-06-30T22:00:00.000Z', '2025-07-31T22:00:00.000Z'],
    ['2025-06-30T22:30:00Z', 'next3days', '2025-06-30T22:00:00.000Z', '2025-07-03T22:00:00.000Z'],
    // Across the end of summer time (26 October): midnights move from UTC+2 to UTC+1.
    ['2025-10-25T12:00:00Z', 'next3days', '2025-10-24T22:00:00.000Z', '2025-10-27T23:00:00.000Z'],
    ['2025-10-25T12:00:00Z', 'thisMonth', '2025-09-30T22:00:00.000Z', '2025-10-31T23:00:00.000Z'],
    // 30 November + 3 months is clamped to 28 February.
    ['2025-11-30T12:00:00Z', 'next3months', '2025-11-29T23:00:00.000Z', '2026-02-27T23:00:00.000Z'],
    ['2025-12-31T12:00:00Z', 'thisMonth', '2025-11-30T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
  ])('at %s, %s → [%s, %s)', (now, preset, from, to) => {
    const range = resolveDateRange(preset, new Date(now))
    expect([iso(range.from), iso(range.to)]).toEqual([from, to])
  })
})

describe('parseTournamentFilters', () => {
  test.each<[string, QueryValues, TournamentFilters]>([
    ['nothing', {}, DEFAULT_TOURNAMENT_FILTERS],
    [
      'blank form',
      { buyInMin: '', buyInMax: '', dates: '', variant: '' },
      DEFAULT_TOURNAMENT_FILTERS,
    ],
    [
      'everything',
      { buyInMin: '50', buyInMax: '200', dates: 'thisMonth', variant: 'texas-holdem' },
      { buyInMinCents: 5000, buyInMaxCents: 20_000, dates: 'thisMonth', variant: 'texas-holdem' },
    ],
    [
      'decimal comma',
      { buyInMin: '12,50' },
      { ...DEFAULT_TOURNAMENT_FILTERS, buyInMinCents: 1250 },
    ],
    [
      'min equal to max',
      { buyInMin: '100', buyInMax: '100' },
      { ...DEFAULT_TOURNAMENT_FILTERS, buyInMinCents: 10_000, buyInMaxCents: 10_000 },
    ],
    ['zero minimum', { buyInMin: '0' }, { ...DEFAULT_TOURNAMENT_FILTERS, buyInMinCents: 0 }],
    [
      'first value of a repeated key',
      { variant: ['omaha', 'texas-holdem'] },
      { ...DEFAULT_TOURNAMENT_FILTERS, variant: 'omaha' },
    ],
    ['unknown keys ignored', { utm_source: 'mail', page: '2' }, DEFAULT_TOURNAMENT_FILTERS],
  ])('%s', (_name, query, expected) => {
    expect(parseTournamentFilters(query)).toEqual({ ok: true, value: expected })
  })

  test.each<[string, QueryValues, TournamentFilters, Record<string, string>]>([
    [
      'min above max (both dropped)',
      { buyInMin: '200', buyInMax: '50' },
      DEFAULT_TOURNAMENT_FILTERS,
      { buyInMin: 'minAboveMax' },
    ],
    [
      'min above max by a cent',
      { buyInMin: '50.01', buyInMax: '50' },
      DEFAULT_TOURNAMENT_FILTERS,
      { buyInMin: 'minAboveMax' },
    ],
    ['not a number', { buyInMin: 'abc' }, DEFAULT_TOURNAMENT_FILTERS, { buyInMin: 'notANumber' }],
    ['negative', { buyInMax: '-10' }, DEFAULT_TOURNAMENT_FILTERS, { buyInMax: 'negative' }],
    ['too large', { buyInMax: '99999999' }, DEFAULT_TOURNAMENT_FILTERS, { buyInMax: 'tooLarge' }],
    [
      'unknown preset',
      { dates: 'nextWeek' },
      DEFAULT_TOURNAMENT_FILTERS,
      { dates: 'unknownPreset' },
    ],
    [
      'unknown variant',
      { variant: "Texas Hold'em" },
      DEFAULT_TOURNAMENT_FILTERS,
      { variant: 'unknownVariant' },
    ],
    [
      'valid fields kept beside wrong ones',
      { buyInMin: 'x', buyInMax: '300', dates: 'next3days', variant: 'poker' },
      { ...DEFAULT_TOURNAMENT_FILTERS, buyInMaxCents: 30_000, dates: 'next3days' },
      { buyInMin: 'notANumber', variant: 'unknownVariant' },
    ],
  ])('%s', (_name, query, value, errors) => {
    expect(parseTournamentFilters(query)).toEqual({ ok: false, value, errors })
  })
})

describe('toTournamentSearchParams', () => {
  test.each<[TournamentFilters, string]>([
    [DEFAULT_TOURNAMENT_FILTERS, ''],
    [
      { buyInMinCents: 5000, buyInMaxCents: 12_550, dates: 'next3months', variant: 'omaha' },
      'buyInMin=50&buyInMax=125.50&dates=next3months&variant=omaha',
    ],
    [{ ...DEFAULT_TOURNAMENT_FILTERS, buyInMinCents: 0 }, 'buyInMin=0'],
  ])('%j → %j, and back', (filters, expected) => {
    const query = toTournamentSearchParams(filters)
    expect(query).toBe(expected)
    expect(parseTournamentFilters(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      ok: true,
      value: filters,
    })
  })
})

describe('filterTournaments', () => {
  const make = (
    id: number,
    startsAt: string,
    buyInEuros: number,
    change: Partial<Tournament> = {},
  ): Tournament => ({
    id,
    name: `T${id}`,
    variant: 'texas-holdem',
    startsAt: new Date(startsAt),
    buyInCents: buyInEuros * 100,
    startingChips: 20_000,
    seats: 50,
    registeredCount: 0,
    ...change,
  })
  const list = [
    make(5, '2025-06-15T17:00:00Z', 50),
    make(2, '2025-06-15T17:00:00Z', 200),
    make(3, '2025-06-17T18:00:00Z', 150, { variant: 'omaha' }),
    // 17 June 22:30 UTC is 18 June 00:30 in Paris: outside "next 3 days" from the 15th.
    make(4, '2025-06-17T22:30:00Z', 500),
    // Exactly midnight starting 18 June in Paris: the excluded end of "next 3 days".
    make(12, '2025-06-17T22:00:00Z', 60),
    make(6, '2025-07-05T18:00:00Z', 100),
    make(7, '2025-09-20T18:00:00Z', 1000),
    make(8, '2025-06-14T17:00:00Z', 50),
    make(9, '2025-06-20T18:00:00Z', 50, { variant: 'omaha', status: 'canceled' }),
    make(10, '2025-06-02T18:00:00Z', 50),
    make(11, '2025-06-25T18:00:00Z', 80, { registeredCount: 50 }),
  ]
  const now = new Date('2025-06-15T10:00:00Z')

  test.each<[string, Partial<TournamentFilters>, number[]]>([
    [
      'all upcoming, soonest first, then by id; finished ones dropped',
      {},
      [2, 5, 3, 12, 4, 9, 11, 6, 7],
    ],
    ['next 3 days (Paris days)', { dates: 'next3days' }, [2, 5, 3]],
    ['this month', { dates: 'thisMonth' }, [2, 5, 3, 12, 4, 9, 11]],
    ['next 3 months', { dates: 'next3months' }, [2, 5, 3, 12, 4, 9, 11, 6]],
    [
      'buy-in between 100 and 500, both included',
      { buyInMinCents: 10_000, buyInMaxCents: 50_000 },
      [2, 3, 4, 6],
    ],
    ['buy-in from 100', { buyInMinCents: 10_000 }, [2, 3, 4, 6, 7]],
    ['buy-in up to 50', { buyInMaxCents: 5000 }, [5, 9]],
    ['exact buy-in', { buyInMinCents: 15_000, buyInMaxCents: 15_000 }, [3]],
    ['omaha', { variant: 'omaha' }, [3, 9]],
    [
      'combined',
      { dates: 'thisMonth', variant: 'texas-holdem', buyInMaxCents: 50_000 },
      [2, 5, 12, 4, 11],
    ],
    ['nothing matches', { variant: 'blackjack' }, []],
  ])('%s', (_name, change, expected) => {
    const filters = { ...DEFAULT_TOURNAMENT_FILTERS, ...change }
    expect(filterTournaments(list, filters, now).map((tournament) => tournament.id)).toEqual(
      expected,
    )
  })

  test('the range starts at midnight included', () => {
    // Midnight of 15 June in Paris, still taking late registrations at 12:00.
    const atMidnight = make(21, '2025-06-14T22:00:00Z', 50, {
      lateRegistrationEndsAt: new Date('2025-06-15T12:00:00Z'),
    })
    const filters = { ...DEFAULT_TOURNAMENT_FILTERS, dates: 'next3days' as const }
    expect(filterTournaments([atMidnight], filters, now)).toEqual([atMidnight])
  })

  test('a tournament still taking late registrations stays listed after its start', () => {
    const running = make(20, '2025-06-15T08:00:00Z', 50, {
      lateRegistrationEndsAt: new Date('2025-06-15T11:00:00Z'),
    })
    expect(filterTournaments([running], DEFAULT_TOURNAMENT_FILTERS, now)).toEqual([running])
    expect(
      filterTournaments([running], DEFAULT_TOURNAMENT_FILTERS, new Date('2025-06-15T11:00:00Z')),
    ).toEqual([])
  })
})
