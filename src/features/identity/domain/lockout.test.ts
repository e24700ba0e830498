import { describe, expect, test } from 'vitest'

import {
  checkRateLimit,
  clearLockout,
  countRemainingMinutes,
  decideLoginAttempt,
  EMPTY_LOCKOUT,
  EMPTY_RATE_LIMIT,
  getLockoutStatus,
  HOTEL_LOCKOUT_POLICY,
  HUB_LOCKOUT_POLICY,
  LOGIN_IDENTIFIER_RATE_LIMIT,
  LOGIN_IP_RATE_LIMIT,
  MAIL_REQUEST_RATE_LIMIT,
  recordLoginFailure,
  type LockoutPolicy,
  type LockoutState,
  type LoginAttemptState,
} from './lockout'

const SECOND = 1000
const MINUTE = 60 * SECOND
const t0 = Date.parse('2025-06-15T10:00:00Z')

/** Records failures at the given offsets from t0 and returns the last outcome. */
function failAt(offsets: readonly number[], policy: LockoutPolicy = HUB_LOCKOUT_POLICY) {
  let state: LockoutState = EMPTY_LOCKOUT
  let outcome = { next: state, blocked: false, remainingMs: 0 }
  for (const offset of offsets) {
    outcome = recordLoginFailure(state, t0 + offset, policy)
    state = outcome.next
  }
  return outcome
}

describe('the documented policy', () => {
  test('hub: 5 failures, 4 minutes; hotel: 3 failures, 1 hour', () => {
    expect(HUB_LOCKOUT_POLICY).toMatchObject({ maxConsecutiveFailures: 5, blockMs: 4 * MINUTE })
    expect(HOTEL_LOCKOUT_POLICY).toMatchObject({ maxConsecutiveFailures: 3, blockMs: 60 * MINUTE })
    expect(LOGIN_IDENTIFIER_RATE_LIMIT).toEqual({ maxAttempts: 10, windowMs: 15 * MINUTE })
    expect(LOGIN_IP_RATE_LIMIT).toEqual({ maxAttempts: 60, windowMs: 15 * MINUTE })
    expect(MAIL_REQUEST_RATE_LIMIT).toEqual({ maxAttempts: 3, windowMs: 60 * MINUTE })
  })
})

describe('recordLoginFailure', () => {
  test.each<[string, number[], LockoutPolicy, boolean, number]>([
    // label, failure offsets, policy, blocked, failures kept
    ['one failure', [0], HUB_LOCKOUT_POLICY, false, 1],
    ['four failures', [0, 1, 2, 3].map((i) => i * MINUTE), HUB_LOCKOUT_POLICY, false, 4],
    [
      'the fifth failure blocks',
      [0, 1, 2, 3, 4].map((i) => i * MINUTE),
      HUB_LOCKOUT_POLICY,
      true,
      0,
    ],
    [
      'failures spread beyond 15 minutes',
      [0, 5, 10, 15, 20].map((i) => i * MINUTE),
      HUB_LOCKOUT_POLICY,
      false,
      3,
    ],
    ['an old failure is forgotten', [0, 16 * MINUTE], HUB_LOCKOUT_POLICY, false, 1],
    ['hotel: the third failure blocks', [0, MINUTE, 2 * MINUTE], HOTEL_LOCKOUT_POLICY, true, 0],
    ['hotel: two failures', [0, MINUTE], HOTEL_LOCKOUT_POLICY, false, 2],
  ])('%s', (_label, offsets, policy, blocked, kept) => {
    const outcome = failAt(offsets, policy)
    expect(outcome.blocked).toBe(blocked)
    expect(outcome.next.failures).toHaveLength(kept)
  })

  test('the block lasts 4 minutes from the fifth failure', () => {
    const outcome = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND))
    expect(outcome.remainingMs).toBe(4 * MINUTE)
    expect(outcome.next.blockedUntil).toBe(t0 + 4 * SECOND + 4 * MINUTE)
  })

  test('a failure recorded during a block does not extend it', () => {
    const blocked = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND)).next
    const again = recordLoginFailure(blocked, t0 + 2 * MINUTE)
    expect(again.next.blockedUntil).toBe(blocked.blockedUntil)
    expect(again.blocked).toBe(true)
  })

  test('after the block, the member has five fresh attempts', () => {
    const blocked = failAt([0, 1, 2, 3, 4].map((i) => i * SECOND)).next
    const afterBlock = recordLoginFailure(blocked, t0 + 5 * MINUTE)
    expect(afterBlock.blocked).toBe(false)
    expect(afterBlock.next).toEqual({ failures: [t0 + 5 * MINUTE], blockedUntil: null })
  })

  test('a success (or a password reset) clears the failures', () => {
    const four = failAt([0, 1, 2, 3].map((i) => i * SECOND)).next
    const afterSuccess = clearLockout()
    expect(afterSuccess).toEqual(EMPTY_LOCKOUT)
    expect(recordLoginFailure(afterSuccess, t0 + 5 * SECOND).blocked).toBe(false)
    expect(recordLoginFailure(four, t0 + 5 * SECOND).blocked).toBe(true)
  })
})

describe('getLockoutStatus', () => {
  const state: LockoutState = { failures: [], blockedUntil: t0 + 4 * MINUTE }
  test.each([
    ['at the start', t0, true, 4 * MINUTE],
    ['a second before the end', t0 + 4 * MINUTE - SECOND, true, SECOND],
    ['at the end', t0 + 4 * MINUTE, false, 0],
    ['after the end', t0 + 10 * MINUTE, false, 0],
  ])('%s', (_label, now, blocked, remainingMs) => {
    expect(getLockoutStatus(state, now)).toEqual({ blocked, remainingMs })
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

describe('checkRateLimit', () => {
  const policy = { maxAttempts: 3, windowMs: 15 * MINUTE }
  test.each<[string, number[], number, boolean, number | null]>([
    // label, earlier attempts, now offset, allowed, retry after
    ['first attempt', [], 0, true, null],
    ['third attempt', [0, MINUTE], 2 * MINUTE, true, null],
    ['fourth attempt in the window', [0, MINUTE, 2 * MINUTE], 3 * MINUTE, false, 12 * MINUTE],
    ['the oldest left the window', [0, MINUTE, 2 * MINUTE], 15 * MINUTE, true, null],
    ['exactly at the window edge', [0, MINUTE, 2 * MINUTE], 15 * MINUTE - 1, false, 1],
  ])('%s', (_label, earlier, nowOffset, allowed, retryAfter) => {
    const decision = checkRateLimit(
      { attempts: earlier.map((o) => t0 + o) },
      t0 + nowOffset,
      policy,
    )
    expect(decision.allowed).toBe(allowed)
    expect(decision.allowed ? null : decision.retryAfterMs).toBe(retryAfter)
  })

  test('records allowed attempts and forgets those out of the window', () => {
    const decision = checkRateLimit({ attempts: [t0, t0 + 20 * MINUTE] }, t0 + 21 * MINUTE, policy)
    expect(decision.next.attempts).toEqual([t0 + 20 * MINUTE, t0 + 21 * MINUTE])
  })

  test('refused attempts are not recorded, so the window drains', () => {
    const full = { attempts: [t0, t0 + MINUTE, t0 + 2 * MINUTE] }
    const refused = checkRateLimit(full, t0 + 3 * MINUTE, policy)
    expect(refused.next).toEqual(full)
  })
})

describe('decideLoginAttempt', () => {
  const fresh: LoginAttemptState = {
    lockout: EMPTY_LOCKOUT,
    identifierAttempts: EMPTY_RATE_LIMIT,
    ipAttempts: EMPTY_RATE_LIMIT,
  }
  const tenAttempts = { attempts: Array.from({ length: 10 }, (_, i) => t0 + i * SECOND) }
  const sixtyAttempts = { attempts: Array.from({ length: 60 }, (_, i) => t0 + i * SECOND) }
  const blocked: LockoutState = { failures: [], blockedUntil: t0 + 3 * MINUTE }

  test.each<[string, LoginAttemptState, boolean, string | null]>([
    ['a fresh identifier', fresh, true, null],
    ['a blocked account', { ...fresh, lockout: blocked }, false, 'hub.blocked'],
    [
      'the 11th attempt on one identifier',
      { ...fresh, identifierAttempts: tenAttempts },
      false,
      'hub.tooManyAttempts',
    ],
    [
      'the 61st attempt from one IP',
      { ...fresh, ipAttempts: sixtyAttempts },
      false,
      'hub.tooManyAttempts',
    ],
    // The block is reported first: its message tells how to get out (reset the password).
    [
      'blocked and rate-limited',
      { ...fresh, lockout: blocked, identifierAttempts: tenAttempts },
      false,
      'hub.blocked',
    ],
  ])('%s', (_label, state, proceed, code) => {
    const decision = decideLoginAttempt(state, t0 + MINUTE)
    expect(decision.proceed).toBe(proceed)
    expect(decision.proceed ? null : decision.code).toBe(code)
  })

  test('a blocked answer carries the remaining block time', () => {
    const decision = decideLoginAttempt({ ...fresh, lockout: blocked }, t0 + MINUTE)
    expect(decision.proceed ? null : decision.retryAfterMs).toBe(2 * MINUTE)
  })

  test('the hotel policy answers its own code', () => {
    const decision = decideLoginAttempt({ ...fresh, lockout: blocked }, t0, {
      lockout: HOTEL_LOCKOUT_POLICY,
      identifier: LOGIN_IDENTIFIER_RATE_LIMIT,
      ip: LOGIN_IP_RATE_LIMIT,
    })
    expect(decision.proceed ? null : decision.code).toBe('hotel.0072')
  })

  test('an allowed attempt is counted for the identifier and the IP', () => {
    const decision = decideLoginAttempt(fresh, t0)
    expect(decision.next.identifierAttempts.attempts).toEqual([t0])
    expect(decision.next.ipAttempts.attempts).toEqual([t0])
  })

  test('a refused attempt is counted nowhere', () => {
    const decision = decideLoginAttempt({ ...fresh, identifierAttempts: tenAttempts }, t0 + MINUTE)
    expect(decision.next.ipAttempts.attempts).toEqual([])
    expect(decision.next.identifierAttempts).toEqual(tenAttempts)
  })

  test('the rate limit waits for the slowest window', () => {
    const laterTen = { attempts: tenAttempts.attempts.map((at) => at + 30 * SECOND) }
    const decision = decideLoginAttempt(
      { ...fresh, identifierAttempts: laterTen, ipAttempts: sixtyAttempts },
      t0 + MINUTE,
    )
    // The IP window frees a slot at t0 + 15 min, the identifier one 30 seconds later.
    expect(decision.proceed ? null : decision.retryAfterMs).toBe(14 * MINUTE + 30 * SECOND)
  })

  test('a whole scenario: five wrong passwords, blocked, then a reset', () => {
    let state = fresh
    let now = t0
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const decision = decideLoginAttempt(state, now)
      expect(decision.proceed).toBe(true)
      const failure = recordLoginFailure(decision.next.lockout, now)
      state = { ...decision.next, lockout: failure.next }
      expect(failure.blocked).toBe(attempt === 5)
      now += 10 * SECOND
    }
    const whileBlocked = decideLoginAttempt(state, now)
    expect(whileBlocked.proceed ? null : whileBlocked.code).toBe('hub.blocked')
    const afterReset = decideLoginAttempt({ ...state, lockout: clearLockout() }, now)
    expect(afterReset.proceed).toBe(true)
  })
})
