import { describe, expect, test } from 'vitest'

import { computePlayEarning } from './earning'
import { DEFAULT_LOYALTY_RULES as rules } from './rules'

const at = (iso: string) => Date.parse(iso)
const noLuckyDays = { days: null, changedAt: null }
const luckyOn14July = { days: ['07-14', '12-25'] as const, changedAt: at('2026-01-10T10:00:00Z') }

describe('computePlayEarning', () => {
  test.each<[string, 'slots' | 'restaurant' | 'hotel' | 'table-games', number, number]>([
    // label, activity, amount (cents), reward points
    ['9.99 € of slots earn nothing', 'slots', 999, 0],
    ['10 € of slots earn 10', 'slots', 1_000, 10],
    ['125.50 € of slots earn 120', 'slots', 12_550, 120],
    ['40 € at the restaurant earn 80', 'restaurant', 4_000, 80],
    ['a 300 € hotel night earns 900', 'hotel', 30_000, 900],
    ['200 € at table games earn 200', 'table-games', 20_000, 200],
  ])('%s', (_label, activity, amountCents, reward) => {
    const earning = computePlayEarning(
      { activity, amountCents, occurredAt: at('2026-03-03T20:00:00Z') },
      noLuckyDays,
      rules,
    )
    expect(earning.play).toEqual({ rewardPoints: reward, statusPoints: reward })
    expect(earning.luckyBonus).toBeNull()
  })

  test.each<[string, string, boolean]>([
    ['on the lucky date (Paris)', '2026-07-14T19:00:00Z', true],
    ['23:30 in Paris on the 14th is 21:30 UTC: still lucky', '2026-07-14T21:30:00Z', true],
    [
      '00:30 in Paris on the 15th is 22:30 UTC on the 14th: not lucky',
      '2026-07-14T22:30:00Z',
      false,
    ],
    ['the day before', '2026-07-13T12:00:00Z', false],
    ['the second lucky date', '2026-12-25T15:00:00Z', true],
  ])('%s', (_label, occurredAt, lucky) => {
    const earning = computePlayEarning(
      { activity: 'slots', amountCents: 5_000, occurredAt: at(occurredAt) },
      luckyOn14July,
      rules,
    )
    expect(earning.luckyBonus).toEqual(lucky ? { rewardPoints: 50, statusPoints: 50 } : null)
  })

  test('a lucky date with no points earned adds no bonus', () => {
    const earning = computePlayEarning(
      { activity: 'slots', amountCents: 500, occurredAt: at('2026-07-14T19:00:00Z') },
      luckyOn14July,
      rules,
    )
    expect(earning.luckyBonus).toBeNull()
  })

  test('the multiplier is the rules’: ×3 gives a bonus of twice the points', () => {
    const earning = computePlayEarning(
      { activity: 'slots', amountCents: 5_000, occurredAt: at('2026-07-14T19:00:00Z') },
      luckyOn14July,
      { ...rules, luckyDayMultiplier: 3 },
    )
    expect(earning.luckyBonus).toEqual({ rewardPoints: 100, statusPoints: 100 })
  })
})
