import { describe, expect, test } from 'vitest'

import {
  SEAT_HOLD_MINUTES,
  checkTournamentOpenForRegistration,
  decideRegistrationRefusal,
  hasOnlineSeatLeft,
  isHoldActive,
  seatHoldExpiresAt,
  takesSeat,
  type RegistrationStatus,
  type SeatRegistration,
  type TournamentForRegistration,
} from './seat-hold'

const at = (iso: string) => new Date(iso)

describe('seatHoldExpiresAt', () => {
  test.each([
    ['2026-06-05T18:00:00.000Z', '2026-06-05T18:15:00.000Z'],
    ['2026-06-05T23:50:30.500Z', '2026-06-06T00:05:30.500Z'],
    // The DST change does not matter: 15 real minutes.
    ['2026-03-29T00:55:00.000Z', '2026-03-29T01:10:00.000Z'],
  ])('%s → %s', (now, expiry) => {
    expect(SEAT_HOLD_MINUTES).toBe(15)
    expect(seatHoldExpiresAt(at(now)).toISOString()).toBe(expiry)
  })
})

describe('isHoldActive and takesSeat', () => {
  const expiry = '2026-06-05T18:15:00.000Z'

  test.each<[RegistrationStatus, string | null, string, boolean, boolean]>([
    // status, holdExpiresAt, now, hold active, takes a seat
    ['held', expiry, '2026-06-05T18:00:00.000Z', true, true],
    ['held', expiry, '2026-06-05T18:14:59.999Z', true, true],
    ['held', expiry, '2026-06-05T18:15:00.000Z', false, false],
    ['held', expiry, '2026-06-05T18:15:00.001Z', false, false],
    ['held', null, '2026-06-05T18:00:00.000Z', false, false],
    ['confirmed', null, '2026-06-05T18:00:00.000Z', false, true],
    ['confirmed', expiry, '2026-06-05T19:00:00.000Z', false, true],
    ['released', expiry, '2026-06-05T18:00:00.000Z', false, false],
    ['canceled', expiry, '2026-06-05T18:00:00.000Z', false, false],
  ])('%s until %s at %s: active %s, seat %s', (status, holdExpiresAt, now, active, seat) => {
    const reg = { status, holdExpiresAt: holdExpiresAt === null ? null : at(holdExpiresAt) }
    expect(isHoldActive(reg, at(now))).toBe(active)
    expect(takesSeat(reg, at(now))).toBe(seat)
  })
})

describe('checkTournamentOpenForRegistration', () => {
  const base: TournamentForRegistration = {
    status: 'scheduled',
    startsAt: at('2026-06-05T18:00:00.000Z'),
    registrationOpensAt: at('2026-05-20T08:00:00.000Z'),
    lateRegistrationEndsAt: at('2026-06-05T20:00:00.000Z'),
    buyInCents: 15000,
    seats: 100,
    registeredCount: 40,
  }
  const now = at('2026-06-01T12:00:00.000Z')

  test.each<[string, Partial<TournamentForRegistration>, string, string | null]>([
    ['open', {}, '2026-06-01T12:00:00.000Z', null],
    ['no status', { status: null }, '2026-06-01T12:00:00.000Z', null],
    ['canceled', { status: 'canceled' }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    ['postponed', { status: 'postponed' }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    ['finished', { status: 'finished' }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    ['no buy-in', { buyInCents: null }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    ['free', { buyInCents: 0 }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    ['negative buy-in', { buyInCents: -100 }, '2026-06-01T12:00:00.000Z', 'tournamentUnavailable'],
    [
      'fractional buy-in',
      { buyInCents: 10.5 },
      '2026-06-01T12:00:00.000Z',
      'tournamentUnavailable',
    ],
    [
      'unavailable beats full',
      { status: 'canceled', registeredCount: 100 },
      '2026-06-01T12:00:00.000Z',
      'tournamentUnavailable',
    ],
    ['before opening', {}, '2026-05-20T07:59:59.999Z', 'registrationClosed'],
    ['at opening', {}, '2026-05-20T08:00:00.000Z', null],
    ['no opening date', { registrationOpensAt: null }, '2026-01-01T00:00:00.000Z', null],
    ['after start, during late registration', {}, '2026-06-05T19:59:59.999Z', null],
    ['at the end of late registration', {}, '2026-06-05T20:00:00.000Z', 'registrationClosed'],
    [
      'no late registration: just before start',
      { lateRegistrationEndsAt: null },
      '2026-06-05T17:59:59.999Z',
      null,
    ],
    [
      'no late registration: at start',
      { lateRegistrationEndsAt: null },
      '2026-06-05T18:00:00.000Z',
      'registrationClosed',
    ],
    ['closed beats full', { status: 'full' }, '2026-06-06T00:00:00.000Z', 'registrationClosed'],
    ['marked full', { status: 'full' }, '2026-06-01T12:00:00.000Z', 'noPlacesLeft'],
    ['desk took every seat', { registeredCount: 100 }, '2026-06-01T12:00:00.000Z', 'noPlacesLeft'],
    ['desk overbooked', { registeredCount: 101 }, '2026-06-01T12:00:00.000Z', 'noPlacesLeft'],
    ['one seat left', { registeredCount: 99 }, '2026-06-01T12:00:00.000Z', null],
  ])('%s → %s', (_label, changes, instant, refusal) => {
    expect(checkTournamentOpenForRegistration({ ...base, ...changes }, at(instant))).toBe(refusal)
  })

  test('the base case is open', () => {
    expect(checkTournamentOpenForRegistration(base, now)).toBeNull()
  })
})

describe('hasOnlineSeatLeft', () => {
  const now = at('2026-06-05T18:00:00.000Z')
  const confirmed: SeatRegistration = { status: 'confirmed', holdExpiresAt: null }
  const held: SeatRegistration = { status: 'held', holdExpiresAt: at('2026-06-05T18:10:00.000Z') }
  const lapsed: SeatRegistration = { status: 'held', holdExpiresAt: now }
  const released: SeatRegistration = { status: 'released', holdExpiresAt: null }

  test.each<[string, number, SeatRegistration[], boolean]>([
    ['empty', 2, [], true],
    ['one confirmed of two', 2, [confirmed], true],
    ['confirmed and held fill it', 2, [confirmed, held], false],
    ['a lapsed hold frees its seat', 2, [confirmed, lapsed], true],
    ['a released seat is free', 2, [released, released, confirmed], true],
    ['no online capacity', 0, [], false],
  ])('%s', (_label, free, registrations, left) => {
    expect(hasOnlineSeatLeft({ seats: 10, registeredCount: 10 - free }, registrations, now)).toBe(
      left,
    )
  })
})

describe('decideRegistrationRefusal: what the registration page offers', () => {
  const tournament: TournamentForRegistration = {
    status: 'scheduled',
    startsAt: at('2026-06-05T18:00:00.000Z'),
    registrationOpensAt: null,
    lateRegistrationEndsAt: null,
    buyInCents: 8000,
    seats: 60,
    registeredCount: 59,
  }
  const now = at('2026-06-01T12:00:00.000Z')
  const nobody = { alreadyRegistered: false, holding: false }

  test.each<[string, Partial<TournamentForRegistration>, number, typeof nobody, string | null]>([
    ['an online seat left: pay', {}, 1, nobody, null],
    ['no online seat left: full, no pay button', {}, 0, nobody, 'noPlacesLeft'],
    ['the desk took every seat: full', { registeredCount: 60 }, 0, nobody, 'noPlacesLeft'],
    ['staff marked it full', { status: 'full' }, 3, nobody, 'noPlacesLeft'],
    [
      'registration closed wins over full',
      { startsAt: at('2026-06-01T11:00:00Z') },
      0,
      nobody,
      'registrationClosed',
    ],
    ['canceled', { status: 'canceled' }, 0, nobody, 'tournamentUnavailable'],
    [
      'the member holds a seat: back to their payment',
      {},
      0,
      { alreadyRegistered: false, holding: true },
      null,
    ],
    [
      'the member is registered: told so, not "full"',
      {},
      0,
      { alreadyRegistered: true, holding: false },
      null,
    ],
  ])('%s', (_, change, seatsLeft, member, expected) => {
    expect(decideRegistrationRefusal({ ...tournament, ...change }, seatsLeft, member, now)).toBe(
      expected,
    )
  })
})
