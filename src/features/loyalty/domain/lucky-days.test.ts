import { describe, expect, test } from 'vitest'

import { canChangeLuckyDays, isLuckyPlay } from './lucky-days'

const at = (iso: string) => Date.parse(iso)

describe('isLuckyPlay', () => {
  const chosen = { days: ['02-29', '11-23'] as const, changedAt: at('2026-11-23T09:00:00Z') }
  test.each<
    [string, { days: readonly [string, string] | null; changedAt: number | null }, string, boolean]
  >([
    ['no dates chosen', { days: null, changedAt: null }, '2026-11-23T12:00:00Z', false],
    ['a date chosen today counts from tomorrow', chosen, '2026-11-23T20:00:00Z', false],
    ['…so next year it counts', chosen, '2027-11-23T20:00:00Z', true],
    ['29 February is kept on 28 February in other years', chosen, '2027-02-28T12:00:00Z', true],
    ['and on 29 February in leap years', chosen, '2028-02-29T12:00:00Z', true],
    ['28 February of a leap year is not it', chosen, '2028-02-28T12:00:00Z', false],
    [
      'dates chosen before the rule count at once',
      { days: ['11-23', '01-01'], changedAt: null },
      '2026-11-23T12:00:00Z',
      true,
    ],
  ])('%s', (_label, luckyDays, occurredAt, lucky) => {
    expect(isLuckyPlay(luckyDays, at(occurredAt))).toBe(lucky)
  })
})

describe('canChangeLuckyDays: once per calendar year', () => {
  test.each<
    [string, { days: readonly [string, string] | null; changedAt: number | null }, string, boolean]
  >([
    ['never chosen', { days: null, changedAt: null }, '2026-05-01T10:00:00Z', true],
    [
      'chosen this year',
      { days: ['01-01', '02-02'], changedAt: at('2026-01-05T10:00:00Z') },
      '2026-05-01T10:00:00Z',
      false,
    ],
    [
      'chosen last year',
      { days: ['01-01', '02-02'], changedAt: at('2025-12-31T10:00:00Z') },
      '2026-01-01T10:00:00Z',
      true,
    ],
    [
      'chosen at 23:30 Paris on 31 December counts for that year',
      { days: ['01-01', '02-02'], changedAt: at('2025-12-31T22:30:00Z') },
      '2026-01-02T10:00:00Z',
      true,
    ],
  ])('%s', (_label, luckyDays, now, allowed) => {
    expect(canChangeLuckyDays(luckyDays, at(now)).allowed).toBe(allowed)
  })

  test('a refusal says from which year', () => {
    expect(
      canChangeLuckyDays(
        { days: ['01-01', '02-02'], changedAt: at('2026-03-01T10:00:00Z') },
        at('2026-05-01T10:00:00Z'),
      ),
    ).toEqual({ allowed: false, reason: 'alreadyChangedThisYear', nextChangeYear: 2027 })
  })
})
