import { describe, expect, test } from 'vitest'

import { forecastExpiring, listDueExpiries, listOpenLots } from './expiry'

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`)
const day = (iso: string) => {
  const [year, month, d] = iso.split('-').map(Number)
  return { year: year!, month: month!, day: d! }
}

describe('points expire first in, first out', () => {
  const movements = [
    { id: 1, occurredAt: at('2024-01-15'), rewardPoints: 1_000 },
    { id: 2, occurredAt: at('2024-06-10'), rewardPoints: 500 },
    { id: 3, occurredAt: at('2024-08-01'), rewardPoints: -1_200 },
    { id: 4, occurredAt: at('2025-02-01'), rewardPoints: 300 },
  ]

  test('a redemption uses the oldest points first', () => {
    expect(listOpenLots(movements, 24).map((lot) => [lot.creditId, lot.remaining])).toEqual([
      [2, 300],
      [4, 300],
    ])
  })

  test.each<[string, string, [number, number][]]>([
    ['nothing due before the first expiry', '2026-06-09', []],
    ['what is left of June 2024 expires on 10 June 2026', '2026-06-10', [[2, 300]]],
    [
      'both lots are due by February 2027',
      '2027-02-01',
      [
        [2, 300],
        [4, 300],
      ],
    ],
  ])('%s', (_label, today, due) => {
    expect(listDueExpiries(movements, 24, day(today)).map((d) => [d.creditId, d.points])).toEqual(
      due,
    )
  })

  test('an expiry entry consumes its lot: nothing is due twice', () => {
    const expired = [...movements, { id: 5, occurredAt: at('2026-06-10'), rewardPoints: -300 }]
    expect(listDueExpiries(expired, 24, day('2026-06-10'))).toEqual([])
  })

  test('the forecast counts the points expiring within the window', () => {
    expect(forecastExpiring(movements, 24, day('2026-04-01'), 90)).toBe(300)
    expect(forecastExpiring(movements, 24, day('2026-03-01'), 90)).toBe(0)
    expect(forecastExpiring(movements, 24, day('2026-12-01'), 90)).toBe(300 + 300)
  })

  test('31 January plus one month is the last day of February', () => {
    const lots = listOpenLots([{ id: 1, occurredAt: at('2026-01-31'), rewardPoints: 10 }], 1)
    expect(lots[0]!.expiresOn).toBe('2026-02-28')
  })

  test('points spent beyond what was earned are taken from later credits', () => {
    const lots = listOpenLots(
      [
        { id: 1, occurredAt: at('2026-01-01'), rewardPoints: -50 },
        { id: 2, occurredAt: at('2026-02-01'), rewardPoints: 80 },
      ],
      24,
    )
    expect(lots.map((lot) => lot.remaining)).toEqual([30])
  })
})
