import { describe, expect, test } from 'vitest'

import { parseIsoDate } from '@/platform/domain/calendar'

import {
  computeProgress,
  countActivity,
  decideStatus,
  DEFAULT_HOTEL_RULES,
  toHotelRules,
  type MembershipStatus,
  type StayEntry,
} from './programme'

const day = (iso: string) => parseIsoDate(iso)!
const stay = (departure: string, nights: number): StayEntry => ({ departure, nights, stays: 1 })
const cancelled = (departure: string, nights: number): StayEntry => ({
  departure,
  nights: -nights,
  stays: -1,
})

describe('the rolling 12 months of ended stays (Paris days)', () => {
  test.each([
    ['a stay that ended today counts', [stay('2026-11-26', 3)], { nights: 3, stays: 1 }],
    ['a stay ending tomorrow does not count yet', [stay('2026-11-27', 3)], { nights: 0, stays: 0 }],
    ['11 months 30 days ago counts', [stay('2025-11-27', 2)], { nights: 2, stays: 1 }],
    ['12 months ago to the day no longer counts', [stay('2025-11-26', 2)], { nights: 0, stays: 0 }],
    [
      'a cancellation gives the nights and the stay back',
      [stay('2026-10-02', 4), cancelled('2026-10-02', 4), stay('2026-09-01', 1)],
      { nights: 1, stays: 1 },
    ],
    [
      'a correction adds nights, not stays',
      [stay('2026-10-02', 4), { departure: '2026-11-01', nights: 2, stays: 0 }],
      { nights: 6, stays: 1 },
    ],
    [
      'never below zero',
      [{ departure: '2026-11-01', nights: -5, stays: 0 }],
      { nights: 0, stays: 0 },
    ],
    ['a broken date never counts', [stay('2026-02-30', 9)], { nights: 0, stays: 0 }],
  ])('%s', (_, entries, expected) => {
    expect(countActivity(entries, day('2026-11-26'))).toEqual(expected)
  })

  test.each([
    ['2025-02-28', '2024-02-28', false],
    ['2025-02-28', '2024-02-29', true],
    ['2024-02-29', '2023-02-28', false],
    ['2024-02-29', '2023-03-01', true],
  ])('leap years: on %s, a stay ended %s counts: %s', (today, departure, counts) => {
    expect(countActivity([stay(departure, 1)], day(today)).stays).toBe(counts ? 1 : 0)
  })
})

describe('status: up at once, down only at the end of the period', () => {
  const decouverte: MembershipStatus = { status: 'decouverte', infinimentUntil: null }
  const infiniment: MembershipStatus = { status: 'infiniment', infinimentUntil: '2027-03-01' }
  test.each([
    [
      '9 nights, 3 stays: still Découverte',
      decouverte,
      { nights: 9, stays: 3 },
      '2026-11-26',
      decouverte,
    ],
    [
      '10 nights: Infiniment for 12 months',
      decouverte,
      { nights: 10, stays: 1 },
      '2026-11-26',
      { status: 'infiniment', infinimentUntil: '2027-11-26' },
    ],
    [
      '4 stays: Infiniment',
      decouverte,
      { nights: 4, stays: 4 },
      '2026-11-26',
      { status: 'infiniment', infinimentUntil: '2027-11-26' },
    ],
    [
      'no longer qualifying, inside the period: kept',
      infiniment,
      { nights: 0, stays: 0 },
      '2027-03-01',
      infiniment,
    ],
    [
      'the day after the period: Découverte',
      infiniment,
      { nights: 0, stays: 0 },
      '2027-03-02',
      decouverte,
    ],
    [
      'qualifying again extends the period',
      infiniment,
      { nights: 12, stays: 2 },
      '2027-01-10',
      { status: 'infiniment', infinimentUntil: '2028-01-10' },
    ],
    [
      'a collaborator stays a collaborator',
      { status: 'collaborator', infinimentUntil: null },
      { nights: 40, stays: 9 },
      '2026-11-26',
      { status: 'collaborator', infinimentUntil: null },
    ],
  ] as const)('%s', (_, current, activity, today, expected) => {
    expect(decideStatus(current, activity, DEFAULT_HOTEL_RULES, day(today))).toEqual(expected)
  })

  test('staff rules: 5 nights are enough when the threshold is 5', () => {
    const rules = toHotelRules({ infinimentNights: 5, infinimentStays: 99 })
    expect(decideStatus(decouverte, { nights: 5, stays: 1 }, rules, day('2026-11-26')).status).toBe(
      'infiniment',
    )
  })

  test.each([
    [{}, DEFAULT_HOTEL_RULES],
    [{ infinimentNights: 0, infinimentStays: 2.5 }, DEFAULT_HOTEL_RULES],
    [{ infinimentNights: '8' }, DEFAULT_HOTEL_RULES],
    [
      { infinimentNights: 8, infinimentStays: 3 },
      { infinimentNights: 8, infinimentStays: 3 },
    ],
  ])('stored rules %j read as %j', (stored, expected) => {
    expect(toHotelRules(stored)).toEqual(expected)
  })
})

describe('progress to Infiniment', () => {
  test('what is missing, and the last day the counted stays still count', () => {
    const entries = [stay('2026-03-15', 3), stay('2026-08-01', 2), stay('2027-01-05', 4)]
    expect(computeProgress(entries, DEFAULT_HOTEL_RULES, day('2026-11-26'))).toEqual({
      nights: 5,
      stays: 2,
      nightsNeeded: 5,
      staysNeeded: 2,
      byWhen: '2027-03-14',
    })
  })

  test('nothing counted yet: no date', () => {
    expect(computeProgress([], DEFAULT_HOTEL_RULES, day('2026-11-26'))).toEqual({
      nights: 0,
      stays: 0,
      nightsNeeded: 10,
      staysNeeded: 4,
      byWhen: null,
    })
  })
})
