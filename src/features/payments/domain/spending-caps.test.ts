import { describe, expect, test } from 'vitest'

import {
  CAP_RAISE_DELAY_HOURS,
  capRemaining,
  checkAgainstCaps,
  effectiveCaps,
  parisDayKey,
  parisWeekKey,
  requestCapChange,
  type Caps,
  type StoredCaps,
} from './spending-caps'

const at = (iso: string) => new Date(iso)
const NOW = '2026-06-05T12:00:00.000Z'
const IN_24H = '2026-06-06T12:00:00.000Z'

/** Stored caps: daily, weekly, then optionally the pending pair and its instant. */
function stored(
  dailyCents: number | null,
  weeklyCents: number | null,
  pending?: [number | null, number | null, string],
): StoredCaps {
  return {
    dailyCents,
    weeklyCents,
    pendingDailyCents: pending ? pending[0] : null,
    pendingWeeklyCents: pending ? pending[1] : null,
    pendingFrom: pending ? at(pending[2]) : null,
  }
}

const caps = (dailyCents: number | null, weeklyCents: number | null): Caps => ({
  dailyCents,
  weeklyCents,
})

describe('effectiveCaps', () => {
  const raise = stored(5000, 20000, [10000, 20000, IN_24H])

  test.each<[string, StoredCaps, string, Caps, boolean]>([
    // label, stored, now, caps in force, still pending
    ['no cap', stored(null, null), NOW, caps(null, null), false],
    ['caps without pending', stored(5000, 20000), NOW, caps(5000, 20000), false],
    ['pending not yet due', raise, NOW, caps(5000, 20000), true],
    ['a millisecond before', raise, '2026-06-06T11:59:59.999Z', caps(5000, 20000), true],
    ['exactly 24 h later', raise, IN_24H, caps(10000, 20000), false],
    ['long after', raise, '2026-07-01T00:00:00.000Z', caps(10000, 20000), false],
    [
      'pending removal due',
      stored(5000, 20000, [null, null, IN_24H]),
      IN_24H,
      caps(null, null),
      false,
    ],
  ])('%s', (_label, input, now, inForce, pending) => {
    const result = effectiveCaps(input, at(now))
    expect({ dailyCents: result.dailyCents, weeklyCents: result.weeklyCents }).toEqual(inForce)
    expect(result.pending).toEqual(
      pending
        ? {
            dailyCents: input.pendingDailyCents,
            weeklyCents: input.pendingWeeklyCents,
            from: input.pendingFrom,
          }
        : null,
    )
  })
})

describe('requestCapChange', () => {
  const LATER = '2026-06-05T18:00:00.000Z'
  const LATER_24H = '2026-06-06T18:00:00.000Z'

  test.each<[string, StoredCaps, Caps, string, StoredCaps, boolean, string]>([
    // label, stored, requested, now, stored after, applied now, effective from
    [
      'first caps apply at once',
      stored(null, null),
      caps(5000, 20000),
      NOW,
      stored(5000, 20000),
      true,
      NOW,
    ],
    [
      'lowering applies at once',
      stored(5000, 20000),
      caps(3000, 10000),
      NOW,
      stored(3000, 10000),
      true,
      NOW,
    ],
    [
      'nothing changes',
      stored(5000, 20000),
      caps(5000, 20000),
      NOW,
      stored(5000, 20000),
      true,
      NOW,
    ],
    [
      'raising waits 24 h',
      stored(5000, 20000),
      caps(10000, 20000),
      NOW,
      stored(5000, 20000, [10000, 20000, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'removing waits 24 h',
      stored(5000, 20000),
      caps(null, null),
      NOW,
      stored(5000, 20000, [null, null, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'each cap on its own: daily lowered now, weekly raised later',
      stored(5000, 20000),
      caps(3000, 30000),
      NOW,
      stored(3000, 20000, [3000, 30000, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'each cap on its own: daily raised later, weekly set now',
      stored(5000, null),
      caps(8000, 30000),
      NOW,
      stored(5000, 30000, [8000, 30000, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'asking the current value cancels a pending raise',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(5000, 20000),
      LATER,
      stored(5000, 20000),
      true,
      LATER,
    ],
    [
      'lowering the other cap keeps the pending raise and its date',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(10000, 15000),
      LATER,
      stored(5000, 15000, [10000, 15000, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'a smaller raise than the pending one keeps its date',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(8000, 20000),
      LATER,
      stored(5000, 20000, [8000, 20000, IN_24H]),
      false,
      IN_24H,
    ],
    [
      'a bigger raise replaces the pending one and restarts the delay',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(15000, 20000),
      LATER,
      stored(5000, 20000, [15000, 20000, LATER_24H]),
      false,
      LATER_24H,
    ],
    [
      'a new raise of the other cap delays the whole pending change',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(10000, 40000),
      LATER,
      stored(5000, 20000, [10000, 40000, LATER_24H]),
      false,
      LATER_24H,
    ],
    [
      'lowering below the pending raise and the current cap applies at once',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(4000, 20000),
      LATER,
      stored(4000, 20000),
      true,
      LATER,
    ],
    [
      'a due pending raise is folded in first',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(10000, 20000),
      IN_24H,
      stored(10000, 20000),
      true,
      IN_24H,
    ],
    [
      'after a due raise, lowering compares with the new caps',
      stored(5000, 20000, [10000, 20000, IN_24H]),
      caps(7000, 20000),
      IN_24H,
      stored(7000, 20000),
      true,
      IN_24H,
    ],
    [
      'weekly equal to daily is fine',
      stored(null, null),
      caps(5000, 5000),
      NOW,
      stored(5000, 5000),
      true,
      NOW,
    ],
  ])('%s', (_label, input, requested, now, after, appliedNow, effectiveFrom) => {
    expect(requestCapChange(input, requested, at(now))).toEqual({
      ok: true,
      stored: after,
      appliedNow,
      effectiveFrom: at(effectiveFrom),
    })
  })

  test.each<[string, Caps, string]>([
    ['weekly below daily', caps(10000, 5000), 'weeklyBelowDaily'],
    ['cents are not whole euros', caps(5050, 20000), 'invalidCap'],
    ['zero', caps(0, 20000), 'invalidCap'],
    ['negative', caps(null, -10000), 'invalidCap'],
    ['fractional', caps(5000.5, null), 'invalidCap'],
    ['not a number', caps(Number.NaN, null), 'invalidCap'],
    ['an invalid cap is reported before the order', caps(10050, 5000), 'invalidCap'],
  ])('%s is refused', (_label, requested, code) => {
    expect(requestCapChange(stored(5000, 20000), requested, at(NOW))).toEqual({ ok: false, code })
  })

  test('the delay is 24 hours', () => {
    expect(CAP_RAISE_DELAY_HOURS).toBe(24)
  })
})

describe('capRemaining', () => {
  test.each<[Caps, number, number, Caps]>([
    [caps(null, null), 5000, 5000, caps(null, null)],
    [caps(10000, 50000), 0, 0, caps(10000, 50000)],
    [caps(10000, 50000), 3000, 45000, caps(7000, 5000)],
    [caps(10000, null), 10000, 90000, caps(0, null)],
    [caps(10000, 50000), 12000, 60000, caps(0, 0)],
  ])('%j, spent %i today and %i this week → %j', (input, todayCents, weekCents, remaining) => {
    expect(capRemaining(input, { todayCents, weekCents })).toEqual(remaining)
  })
})

describe('checkAgainstCaps', () => {
  test.each<[string, Caps, number, number, number, object]>([
    ['no cap', caps(null, null), 100000, 100000, 100000, { ok: true }],
    ['well within', caps(10000, 50000), 2000, 2000, 5000, { ok: true }],
    ['reaching the daily cap exactly', caps(10000, 50000), 6000, 6000, 4000, { ok: true }],
    [
      'one cent over the daily cap',
      caps(10000, 50000),
      6000,
      6000,
      4001,
      { ok: false, code: 'dailyCapReached', remainingCents: 4000 },
    ],
    [
      'daily cap already used up',
      caps(10000, null),
      10000,
      10000,
      1000,
      { ok: false, code: 'dailyCapReached', remainingCents: 0 },
    ],
    ['reaching the weekly cap exactly', caps(null, 50000), 0, 45000, 5000, { ok: true }],
    [
      'over the weekly cap',
      caps(null, 50000),
      0,
      45000,
      6000,
      { ok: false, code: 'weeklyCapReached', remainingCents: 5000 },
    ],
    [
      'both exceeded: the weekly binds more',
      caps(10000, 50000),
      0,
      47000,
      5000,
      { ok: false, code: 'weeklyCapReached', remainingCents: 3000 },
    ],
    [
      'both exceeded: the daily binds more',
      caps(10000, 50000),
      8000,
      40000,
      5000,
      { ok: false, code: 'dailyCapReached', remainingCents: 2000 },
    ],
    [
      'both exceeded with the same room left: daily',
      caps(10000, 50000),
      7000,
      47000,
      5000,
      { ok: false, code: 'dailyCapReached', remainingCents: 3000 },
    ],
  ])('%s', (_label, input, todayCents, weekCents, amount, result) => {
    expect(checkAgainstCaps(input, { todayCents, weekCents }, amount)).toEqual(result)
  })
})

describe('parisDayKey', () => {
  test.each([
    // Summer: Paris is UTC+2.
    ['2026-06-05T21:59:59.999Z', '2026-06-05'],
    ['2026-06-05T22:00:00.000Z', '2026-06-06'],
    // Winter: UTC+1.
    ['2026-01-15T22:59:59.999Z', '2026-01-15'],
    ['2026-01-15T23:00:00.000Z', '2026-01-16'],
    ['2026-01-15T00:30:00.000Z', '2026-01-15'],
    // Spring forward on 2026-03-29 at 01:00 UTC: the day starts at UTC+1 and ends at UTC+2.
    ['2026-03-28T22:59:59.999Z', '2026-03-28'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-03-29T01:30:00.000Z', '2026-03-29'],
    ['2026-03-29T21:59:59.999Z', '2026-03-29'],
    ['2026-03-29T22:00:00.000Z', '2026-03-30'],
    // Fall back on 2026-10-25 at 01:00 UTC: the day starts at UTC+2 and ends at UTC+1.
    ['2026-10-24T21:59:59.999Z', '2026-10-24'],
    ['2026-10-24T22:00:00.000Z', '2026-10-25'],
    ['2026-10-25T22:59:59.999Z', '2026-10-25'],
    ['2026-10-25T23:00:00.000Z', '2026-10-26'],
    // New Year's Eve in Paris is already the new year.
    ['2026-12-31T23:00:00.000Z', '2027-01-01'],
  ])('%s → %s', (instant, key) => {
    expect(parisDayKey(at(instant))).toBe(key)
  })
})

describe('parisWeekKey', () => {
  test.each([
    ['2026-06-05T12:00:00.000Z', '2026-W23'],
    // Sunday night to Monday, Paris time.
    ['2026-06-07T21:59:59.999Z', '2026-W23'],
    ['2026-06-07T22:00:00.000Z', '2026-W24'],
    // Week 1 of 2026 starts on Monday 2025-12-29 (2026-01-01 is a Thursday).
    ['2025-12-28T22:59:59.999Z', '2025-W52'],
    ['2025-12-28T23:00:00.000Z', '2026-W01'],
    ['2026-01-01T12:00:00.000Z', '2026-W01'],
    // 2026 has 53 weeks; week 1 of 2027 starts on Monday 2027-01-04.
    ['2026-12-31T12:00:00.000Z', '2026-W53'],
    ['2027-01-01T12:00:00.000Z', '2026-W53'],
    ['2027-01-03T22:59:59.999Z', '2026-W53'],
    ['2027-01-03T23:00:00.000Z', '2027-W01'],
    ['2027-01-04T12:00:00.000Z', '2027-W01'],
    // The DST Sundays end their week at the new offset.
    ['2026-03-29T21:59:59.999Z', '2026-W13'],
    ['2026-03-29T22:00:00.000Z', '2026-W14'],
    ['2026-10-25T22:59:59.999Z', '2026-W43'],
    ['2026-10-25T23:00:00.000Z', '2026-W44'],
    // A week-year starting late: 2021-01-03 (Sunday) still belongs to 2020-W53.
    ['2021-01-03T12:00:00.000Z', '2020-W53'],
    ['2021-01-04T12:00:00.000Z', '2021-W01'],
  ])('%s → %s', (instant, key) => {
    expect(parisWeekKey(at(instant))).toBe(key)
  })
})
