import { describe, expect, test } from 'vitest'

import { refreshShowStatuses, type PerformanceView } from './views'

const performance = (
  id: string,
  startsAt: string,
  storedStatus: PerformanceView['storedStatus'] = null,
): PerformanceView => ({
  id,
  startsAt,
  endsAt: null,
  priceFromCents: 2000,
  priceToCents: 4000,
  storedStatus,
  status: 'scheduled',
})

describe('refreshShowStatuses', () => {
  const show = {
    performances: [
      performance('a', '2026-05-01T18:30:00Z'),
      performance('b', '2026-05-02T18:30:00Z', 'canceled'),
      performance('c', '2026-05-03T18:30:00Z', 'full'),
    ],
    nextPerformance: null as PerformanceView | null,
  }

  test.each([
    ['before every performance', '2026-04-30T12:00:00Z', ['scheduled', 'canceled', 'full'], 'a'],
    ['after the first started', '2026-05-01T19:00:00Z', ['finished', 'canceled', 'full'], 'b'],
    ['after all of them', '2026-05-04T00:00:00Z', ['finished', 'canceled', 'finished'], null],
  ])('%s', (_label, at, statuses, nextId) => {
    const refreshed = refreshShowStatuses(show, new Date(at))
    expect(refreshed.performances.map((p) => p.status)).toEqual(statuses)
    expect(refreshed.nextPerformance?.id ?? null).toBe(nextId)
  })
})
