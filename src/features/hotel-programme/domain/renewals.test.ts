import { describe, expect, test } from 'vitest'

import { parseIsoDate } from '@/platform/domain/calendar'

import { countRenewalsLeft, decideRenewal, type RenewalRequest } from './renewals'

const done = (iso: string): RenewalRequest => ({ requestedOn: parseIsoDate(iso)!, status: 'done' })
const pending = (iso: string): RenewalRequest => ({
  requestedOn: parseIsoDate(iso)!,
  status: 'pending',
})
const today = parseIsoDate('2026-11-26')!

describe('card renewal: 2 per rolling 12 months, one at a time', () => {
  test.each([
    ['the first request', [], null, 2],
    ['a second, the first done', [done('2026-05-01')], null, 1],
    ['while one is pending', [pending('2026-11-20')], 'hotel.0106', 1],
    ['a third within 12 months', [done('2026-01-10'), done('2026-06-01')], 'hotel.0117', 0],
    ['pending wins over the limit', [done('2026-01-10'), pending('2026-06-01')], 'hotel.0106', 0],
    [
      '12 months ago to the day no longer counts',
      [done('2025-11-26'), done('2026-06-01')],
      null,
      1,
    ],
    [
      '12 months ago plus one day still counts',
      [done('2025-11-27'), done('2026-06-01')],
      'hotel.0117',
      0,
    ],
  ] as const)('%s', (_, requests, refusal, left) => {
    expect(decideRenewal(requests, today)).toBe(refusal)
    expect(countRenewalsLeft(requests, today)).toBe(left)
  })
})
