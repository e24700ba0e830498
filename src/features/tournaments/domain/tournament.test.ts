import { describe, expect, test } from 'vitest'

import type { BlindStructure } from './blind-structure'
import {
  canRegister,
  countOnlineCapacity,
  countSeatsLeft,
  deriveTournamentStatus,
  estimateTournamentEnd,
  getRegistrationState,
  isPokerVariant,
  isTournamentVariant,
  type RegistrationState,
  type Tournament,
  type TournamentStatus,
} from './tournament'

const structure: BlindStructure = {
  levelDurationMinutes: 60,
  items: Array.from({ length: 6 }, (_, index) => ({
    kind: 'level' as const,
    smallBlind: 100 * (index + 1),
    bigBlind: 200 * (index + 1),
    ante: 0,
  })),
}

// Starts 10 June 20:00 Paris, late registration until 22:00, structure ends at 02:00.
const base: Tournament = {
  id: 1,
  name: 'Deepstack',
  variant: 'texas-holdem',
  startsAt: new Date('2025-06-10T18:00:00Z'),
  buyInCents: 15_000,
  startingChips: 30_000,
  structure,
  lateRegistrationEndsAt: new Date('2025-06-10T20:00:00Z'),
  seats: 100,
  registeredCount: 40,
}

const at = (iso: string) => new Date(iso)

describe('estimateTournamentEnd', () => {
  test.each<[string, Partial<Tournament>, string]>([
    ['the end staff entered', { endsAt: at('2025-06-11T03:30:00Z') }, '2025-06-11T03:30:00.000Z'],
    ['the end of the structure', {}, '2025-06-11T00:00:00.000Z'],
    [
      'late registration when it ends after the structure',
      { structure: null, lateRegistrationEndsAt: at('2025-06-10T21:00:00Z') },
      '2025-06-10T21:00:00.000Z',
    ],
    [
      'the start when nothing else is known',
      { structure: null, lateRegistrationEndsAt: null },
      '2025-06-10T18:00:00.000Z',
    ],
  ])('%s', (_name, change, expected) => {
    expect(estimateTournamentEnd({ ...base, ...change }).toISOString()).toBe(expected)
  })
})

describe('deriveTournamentStatus', () => {
  test.each<[string, Partial<Tournament>, string, TournamentStatus]>([
    ['upcoming', {}, '2025-06-01T12:00:00Z', 'scheduled'],
    ['running', {}, '2025-06-10T22:00:00Z', 'scheduled'],
    ['past its estimated end', {}, '2025-06-11T00:00:00Z', 'finished'],
    ['marked finished early', { status: 'finished' }, '2025-06-01T12:00:00Z', 'finished'],
    ['canceled, even once past', { status: 'canceled' }, '2025-06-12T00:00:00Z', 'canceled'],
    ['postponed, even once past', { status: 'postponed' }, '2025-06-12T00:00:00Z', 'postponed'],
    ['marked full', { status: 'full' }, '2025-06-01T12:00:00Z', 'full'],
    ['no seat left', { registeredCount: 100 }, '2025-06-01T12:00:00Z', 'full'],
    ['overbooked', { registeredCount: 104 }, '2025-06-01T12:00:00Z', 'full'],
    ['full but over', { registeredCount: 100 }, '2025-06-11T01:00:00Z', 'finished'],
    ['scheduled as set', { status: 'scheduled' }, '2025-06-01T12:00:00Z', 'scheduled'],
  ])('%s → %s', (_name, change, now, expected) => {
    expect(deriveTournamentStatus({ ...base, ...change }, at(now))).toBe(expected)
  })
})

describe('getRegistrationState and canRegister', () => {
  test.each<[string, Partial<Tournament>, string, RegistrationState]>([
    [
      'open before the start',
      {},
      '2025-06-01T12:00:00Z',
      { kind: 'open', seatsLeft: 60, closesAt: at('2025-06-10T20:00:00Z') },
    ],
    [
      'open during late registration',
      {},
      '2025-06-10T19:59:59Z',
      { kind: 'open', seatsLeft: 60, closesAt: at('2025-06-10T20:00:00Z') },
    ],
    [
      'closed at the late registration end (excluded)',
      {},
      '2025-06-10T20:00:00Z',
      { kind: 'closed', reason: 'registrationEnded' },
    ],
    [
      'no late registration: closes at the start',
      { lateRegistrationEndsAt: null },
      '2025-06-10T18:00:00Z',
      { kind: 'closed', reason: 'registrationEnded' },
    ],
    [
      'no late registration: open just before',
      { lateRegistrationEndsAt: null },
      '2025-06-10T17:59:59Z',
      { kind: 'open', seatsLeft: 60, closesAt: at('2025-06-10T18:00:00Z') },
    ],
    [
      'last seat',
      { registeredCount: 99 },
      '2025-06-01T12:00:00Z',
      { kind: 'open', seatsLeft: 1, closesAt: at('2025-06-10T20:00:00Z') },
    ],
    [
      'no seat left',
      { registeredCount: 100 },
      '2025-06-01T12:00:00Z',
      { kind: 'closed', reason: 'full' },
    ],
    [
      'marked full with seats',
      { status: 'full' },
      '2025-06-01T12:00:00Z',
      { kind: 'closed', reason: 'full' },
    ],
    [
      'canceled',
      { status: 'canceled' },
      '2025-06-01T12:00:00Z',
      { kind: 'closed', reason: 'canceled' },
    ],
    [
      'postponed',
      { status: 'postponed' },
      '2025-06-01T12:00:00Z',
      { kind: 'closed', reason: 'postponed' },
    ],
    ['finished', {}, '2025-06-11T02:00:00Z', { kind: 'closed', reason: 'finished' }],
    [
      'not yet open',
      { registrationOpensAt: at('2025-06-03T08:00:00Z') },
      '2025-06-03T07:59:59Z',
      { kind: 'closed', reason: 'notYetOpen' },
    ],
    [
      'opening time included',
      { registrationOpensAt: at('2025-06-03T08:00:00Z') },
      '2025-06-03T08:00:00Z',
      { kind: 'open', seatsLeft: 60, closesAt: at('2025-06-10T20:00:00Z') },
    ],
    [
      'ended beats full',
      { registeredCount: 100 },
      '2025-06-10T20:30:00Z',
      { kind: 'closed', reason: 'registrationEnded' },
    ],
    [
      'canceled beats full',
      { registeredCount: 100, status: 'canceled' },
      '2025-06-01T12:00:00Z',
      { kind: 'closed', reason: 'canceled' },
    ],
  ])('%s', (_name, change, now, expected) => {
    const tournament = { ...base, ...change }
    expect(getRegistrationState(tournament, at(now))).toEqual(expected)
    expect(canRegister(tournament, at(now))).toBe(expected.kind === 'open')
  })
})

describe('seats and variants', () => {
  test.each([
    [100, 40, 0, 60],
    [100, 40, 10, 50],
    [100, 40, 60, 0],
    [100, 100, 0, 0],
    [100, 120, 0, 0],
    [100, 90, 20, 0],
    [0, 0, 0, 0],
  ])(
    '%i seats, %i at the desk, %i online → %i left',
    (seats, registeredCount, onlineTaken, left) => {
      expect(countSeatsLeft({ seats, registeredCount, onlineTaken })).toBe(left)
    },
  )

  test.each([
    [100, 0, 100],
    [100, 40, 60],
    [100, 100, 0],
    [100, 120, 0],
    [0, 0, 0],
  ])(
    '%i seats, %i at the desk → %i for online registrations',
    (seats, registeredCount, capacity) => {
      expect(countOnlineCapacity({ seats, registeredCount })).toBe(capacity)
    },
  )

  test('a tournament whose last seats were taken online is full, its registration closed', () => {
    const tournament = {
      id: 1,
      name: 'Main event',
      variant: 'texas-holdem' as const,
      startsAt: at('2026-06-06T18:00:00.000Z'),
      buyInCents: 10_000,
      startingChips: 20_000,
      seats: 100,
      registeredCount: 90,
    }
    const now = at('2026-06-05T18:00:00.000Z')
    expect(deriveTournamentStatus({ ...tournament, onlineTaken: 9 }, now)).toBe('scheduled')
    expect(getRegistrationState({ ...tournament, onlineTaken: 9 }, now)).toMatchObject({
      kind: 'open',
      seatsLeft: 1,
    })
    expect(deriveTournamentStatus({ ...tournament, onlineTaken: 10 }, now)).toBe('full')
    expect(getRegistrationState({ ...tournament, onlineTaken: 10 }, now)).toEqual({
      kind: 'closed',
      reason: 'full',
    })
  })

  test.each([
    ['texas-holdem', true],
    ['omaha', true],
    ['roulette', true],
    ["Texas Hold'em", false],
    ['poker', false],
    [undefined, false],
  ])('isTournamentVariant(%j) → %s', (value, expected) => {
    expect(isTournamentVariant(value)).toBe(expected)
  })

  test.each([
    ['texas-holdem', true],
    ['omaha-hi-lo', true],
    ['blackjack', false],
    ['roulette', false],
  ] as const)('isPokerVariant(%s) → %s', (variant, expected) => {
    expect(isPokerVariant(variant)).toBe(expected)
  })
})
