import { describe, expect, test } from 'vitest'

import {
  ADDRESS_FAILURE_LIMIT,
  CARD_LOOKUP_RATE_LIMIT,
  decideAddressFailures,
  countAttempt,
  countFailure,
  countRemainingMinutes,
  decideLoginAttempt,
  decideRateLimit,
  EMPTY_COUNTER,
  getLockoutStatus,
  HOTEL_LOCKOUT_POLICY,
  HUB_LOCKOUT_POLICY,
  LOGIN_RATE_LIMIT,
  MAIL_REQUEST_RATE_LIMIT,
  type AttemptCounter,
  type LockoutPolicy,
} from './lockout'

const SECOND = 1000
const MINUTE = 60 * SECOND
const t0 = Date.parse('2025-06-15T10:00:00Z')

/** Records failures at the given offsets from t0 and returns the counter. */
function failAt(offsets: readonly number[], policy: LockoutPolicy = HUB_LOCKOUT_POLICY) {
  return offsets.reduce<AttemptCounter>(
    (counter, offset) => countFailure(counter, t0 + offset, policy),
    EMPTY_COUNTER,
  )
}

describe('the documented policy', () => {
  test('hub: 5 failures, 4 minutes; hotel: 3 failures, 1 hour; limits per account and address', () => {
    expect(HUB_LOCKOUT_POLICY).toMatchObject({ maxConsecutiveFailures: 5, blockMs: 4 * MINUTE })
    expect(HOTEL_LOCKOUT_POLICY).toMatchObject({ maxConsecutiveFailures: 3, blockMs: 60 * MINUTE })
    expect(LOGIN_RATE_LIMIT).toEqual({ maxAttempts: 10, windowMs: 15 * MINUTE })
    expect(CARD_LOOKUP_RATE_LIMIT).toEqual({ maxAttempts: 60, windowMs: 15 * MINUTE })
    expect(MAIL_REQUEST_RATE_LIMIT).toEqual({ maxAttempts: 3, windowMs: 60 * MINUTE })
  })
})

describe('countFailure', () => {
  test.each<[string, number[], LockoutPolicy, boolean, number]>([
    // label, failure offsets, policy, blocked after the last one, failures counted
    ['one failure', [0], HUB_LOCKOUT_POLICY, false, 1],
    ['four failures', [0, 1, 2, 3].map((i) => i * MINUTE), HUB_LOCKOUT_POLICY, false, 4],
    [
      'the fifth failure blocks',
      [0, 1, 2, 3, 4].map((i) => i * MINUTE),
      HUB_LOCKOUT_POLICY,
      true,
      5,
    ],
    // The window starts at the first failure: the fifth one at 20 min opens a new window.
    [
      'failures spread beyond 15 minutes',
      [0, 5, 10, 14, 20].map((i) => i * MINUTE),
      HUB_LOCKOUT_POLICY,
      false,
      1,
    ],
    ['an old failure is forgotten', [0, 16 * MINUTE], HUB_LOCKOUT_POLICY, false, 1],
    ['hotel: the third failure blocks', [0, MINUTE, 2 * MINUTE], HOTEL_LOCKOUT_POLICY, true, 3],
    ['hotel: two failures', [0, MINUTE], HOTEL_LOCKOUT_POLICY, false, 2],
  ])('%s', (_label, offsets, policy, blocked, hits) => {
    const counter = failAt(offsets, policy)
    expect(getLockoutStatus(counter, t0 + offsets.at(-1)!).blocked).toBe(blocked)
    expect(counter.hits).toBe(hits)
  })

  test('the block lasts 4 minutes from the fifth failure', () => {
    const counter = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND))
    expect(counter.blockedUntil).toBe(t0 + 4 * SECOND + 4 * MINUTE)
    expect(getLockoutStatus(counter, t0 + 4 * SECOND).remainingMs).toBe(4 * MINUTE)
  })

  test('a failure recorded during a block changes nothing', () => {
    const blocked = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND))
    expect(countFailure(blocked, t0 + 2 * MINUTE, HUB_LOCKOUT_POLICY)).toEqual(blocked)
  })

  test('after the block, the member has five fresh attempts', () => {
    const blocked = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND))
    const afterBlock = countFailure(blocked, t0 + 5 * MINUTE, HUB_LOCKOUT_POLICY)
    expect(afterBlock).toEqual({ hits: 1, windowStartedAt: t0 + 5 * MINUTE, blockedUntil: null })
  })

  test('a policy of one failure blocks at once', () => {
    const policy = { ...HUB_LOCKOUT_POLICY, maxConsecutiveFailures: 1 }
    expect(countFailure(EMPTY_COUNTER, t0, policy).blockedUntil).toBe(t0 + policy.blockMs)
  })
})

describe('getLockoutStatus', () => {
  const counter: AttemptCounter = { hits: 5, windowStartedAt: t0, blockedUntil: t0 + 4 * MINUTE }
  test.each([
    ['at the start', t0, true, 4 * MINUTE],
    ['a second before the end', t0 + 4 * MINUTE - SECOND, true, SECOND],
    ['at the end', t0 + 4 * MINUTE, false, 0],
    ['after the end', t0 + 10 * MINUTE, false, 0],
  ])('%s', (_label, now, blocked, remainingMs) => {
    expect(getLockoutStatus(counter, now)).toEqual({ blocked, remainingMs })
  })

  test.each([
    [4 * MINUTE, 4],
    [3 * MINUTE + SECOND, 4],
    [SECOND, 1],
    [0, 1],
  ])('%i ms read as %i minute(s)', (remaining, minutes) => {
    expect(countRemainingMinutes(remaining)).toBe(minutes)
  })
})

describe('countAttempt and decideRateLimit', () => {
  const policy = { maxAttempts: 3, windowMs: 15 * MINUTE }
  const attemptsAt = (offsets: number[]) =>
    offsets.reduce<AttemptCounter>(
      (counter, offset) => countAttempt(counter, t0 + offset, policy),
      EMPTY_COUNTER,
    )
  test.each<[string, number[], boolean, number | null]>([
    // label, attempts (the last one is decided), allowed, retry after
    ['first attempt', [0], true, null],
    ['third attempt', [0, MINUTE, 2 * MINUTE], true, null],
    ['fourth attempt in the window', [0, MINUTE, 2 * MINUTE, 3 * MINUTE], false, 12 * MINUTE],
    ['the window is over: a new one starts', [0, MINUTE, 2 * MINUTE, 15 * MINUTE], true, null],
    ['a millisecond before the end', [0, MINUTE, 2 * MINUTE, 15 * MINUTE - 1], false, 1],
    ['refused attempts do not move the window', [0, 1, 2, 3, 4, 10 * MINUTE], false, 5 * MINUTE],
  ])('%s', (_label, offsets, allowed, retryAfter) => {
    const counter = attemptsAt(offsets)
    const decision = decideRateLimit(counter, t0 + offsets.at(-1)!, policy)
    expect(decision.allowed).toBe(allowed)
    expect(decision.allowed ? null : decision.retryAfterMs).toBe(retryAfter)
  })

  test('a new window starts from the attempt that opens it', () => {
    const counter = attemptsAt([0, 20 * MINUTE])
    expect(counter).toEqual({ hits: 1, windowStartedAt: t0 + 20 * MINUTE, blockedUntil: null })
  })
})

describe('decideLoginAttempt', () => {
  const blocked: AttemptCounter = { hits: 5, windowStartedAt: t0, blockedUntil: t0 + 3 * MINUTE }
  const eleventh: AttemptCounter = { hits: 11, windowStartedAt: t0, blockedUntil: null }
  const tenth: AttemptCounter = { hits: 10, windowStartedAt: t0, blockedUntil: null }

  test.each<[string, AttemptCounter, AttemptCounter, string | null]>([
    ['a fresh account', EMPTY_COUNTER, EMPTY_COUNTER, null],
    ['the tenth attempt from one address', EMPTY_COUNTER, tenth, null],
    ['a blocked account', blocked, EMPTY_COUNTER, 'hub.blocked'],
    ['the 11th attempt from one address', EMPTY_COUNTER, eleventh, 'hub.tooManyAttempts'],
    // The block is reported first: its message tells how to get out (reset the password).
    ['blocked and rate-limited', blocked, eleventh, 'hub.blocked'],
  ])('%s', (_label, lockout, attempts, code) => {
    expect(decideLoginAttempt({ lockout, attempts }, t0 + MINUTE)?.code ?? null).toBe(code)
  })

  test('a blocked answer carries the remaining block time', () => {
    const refusal = decideLoginAttempt({ lockout: blocked, attempts: EMPTY_COUNTER }, t0 + MINUTE)
    expect(refusal?.retryAfterMs).toBe(2 * MINUTE)
  })

  test('the hotel policy answers its own code', () => {
    const refusal = decideLoginAttempt({ lockout: blocked, attempts: EMPTY_COUNTER }, t0, {
      lockout: HOTEL_LOCKOUT_POLICY,
      rate: LOGIN_RATE_LIMIT,
    })
    expect(refusal?.code).toBe('hotel.0072')
  })

  test('a whole scenario: five wrong passwords, blocked, then a reset', () => {
    let lockout = EMPTY_COUNTER
    let attempts = EMPTY_COUNTER
    let now = t0
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      attempts = countAttempt(attempts, now, LOGIN_RATE_LIMIT)
      expect(decideLoginAttempt({ lockout, attempts }, now)).toBeNull()
      lockout = countFailure(lockout, now, HUB_LOCKOUT_POLICY)
      expect(getLockoutStatus(lockout, now).blocked).toBe(attempt === 5)
      now += 10 * SECOND
    }
    expect(decideLoginAttempt({ lockout, attempts }, now)?.code).toBe('hub.blocked')
    expect(decideLoginAttempt({ lockout: EMPTY_COUNTER, attempts }, now)).toBeNull()
  })
})

describe('failures from one address, all accounts together', () => {
  const t0 = Date.parse('2026-06-15T10:00:00.000Z')
  const MIN = 60_000
  const failures = (hits: number, started: number | null) => ({
    hits,
    windowStartedAt: started,
    blockedUntil: null,
  })
  test('20 failed logins within 15 minutes from one address', () => {
    expect(ADDRESS_FAILURE_LIMIT).toEqual({ maxAttempts: 20, windowMs: 15 * MIN })
  })
  test.each<[string, ReturnType<typeof failures>, number, boolean, number | null]>([
    ['no failure yet', failures(0, null), t0, false, null],
    ['19 failures', failures(19, t0), t0 + MIN, false, null],
    [
      '20 failures: the next one must pass the captcha',
      failures(20, t0),
      t0 + MIN,
      false,
      14 * MIN,
    ],
    ['20 failures, captcha passed', failures(20, t0), t0 + MIN, true, null],
    [
      '57 failures a millisecond before the window ends',
      failures(57, t0),
      t0 + 15 * MIN - 1,
      false,
      1,
    ],
    ['57 failures, window over', failures(57, t0), t0 + 15 * MIN, false, null],
  ])('%s', (_label, counter, now, passedCaptcha, retryAfterMs) => {
    const refusal = decideAddressFailures(counter, now, passedCaptcha)
    expect(refusal).toEqual(
      retryAfterMs === null ? null : { code: 'login.tooManyFailures', retryAfterMs },
    )
  })
})
