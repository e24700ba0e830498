/**
 * Login lockout and attempt rate limits, as pure functions over stored state and `now`.
 *
 * Two separate protections (spec sections 8 and 9):
 * - Lockout (per account): after 5 consecutive failed logins the account is blocked for 4 minutes
 *   (hub: "blocked account, 4 minutes, reset password to unblock"). Failures older than 15 minutes
 *   are forgotten, so a typo a week does not add up to a block. A successful login, a password
 *   reset or a staff unlock clears the failures and the block. Attempts refused during a block do
 *   not extend it: otherwise anyone knowing an email could keep its owner locked out for ever.
 *   The hotel programme uses the same rule with its own numbers (3 failures, 1 hour, code 0072).
 * - Rate limit (per identifier and per IP): too many attempts in a sliding window answer
 *   tooManyAttempts, whatever the outcome of the attempts. Per identifier: 10 per 15 minutes
 *   (a patient attacker gets 40 guesses an hour at most). Per IP: 60 per 15 minutes, higher
 *   because a casino kiosk logs in many members by card from one address.
 *
 * Key the lockout by member id when the identifier belongs to a member (so email and card logins
 * share one counter), and by the normalised identifier otherwise: unknown accounts then behave
 * exactly like known ones and the answers do not reveal who is a member.
 *
 * All instants are epoch milliseconds. The state is small and bounded (at most `max` timestamps)
 * and is stored in the database by the server, never in process memory (ARCHITECTURE §4).
 */

import type { EpochMs } from './calendar-date'
import type { IdentityErrorCode } from './error-codes'

const MINUTE_MS = 60_000

export type LockoutPolicy = {
  maxConsecutiveFailures: number
  blockMs: number
  /** A failure older than this (counted from now) no longer counts. */
  failureWindowMs: number
  blockedCode: Extract<IdentityErrorCode, 'hub.blocked' | 'hotel.0072'>
}

export const HUB_LOCKOUT_POLICY: LockoutPolicy = {
  maxConsecutiveFailures: 5,
  blockMs: 4 * MINUTE_MS,
  failureWindowMs: 15 * MINUTE_MS,
  blockedCode: 'hub.blocked',
}

/** Spec section 9: the hotel programme blocks for 1 hour after 3 failures. */
export const HOTEL_LOCKOUT_POLICY: LockoutPolicy = {
  maxConsecutiveFailures: 3,
  blockMs: 60 * MINUTE_MS,
  failureWindowMs: 60 * MINUTE_MS,
  blockedCode: 'hotel.0072',
}

export type RateLimitPolicy = { maxAttempts: number; windowMs: number }

export const LOGIN_IDENTIFIER_RATE_LIMIT: RateLimitPolicy = {
  maxAttempts: 10,
  windowMs: 15 * MINUTE_MS,
}

export const LOGIN_IP_RATE_LIMIT: RateLimitPolicy = { maxAttempts: 60, windowMs: 15 * MINUTE_MS }

/**
 * Requests that send a mail (forgotten password, activation link re-sent), per identifier: enough
 * for a member whose mail was late, too few to turn the site into a mail cannon.
 */
export const MAIL_REQUEST_RATE_LIMIT: RateLimitPolicy = { maxAttempts: 3, windowMs: 60 * MINUTE_MS }

export type LockoutState = { failures: readonly EpochMs[]; blockedUntil: EpochMs | null }
export type RateLimitState = { attempts: readonly EpochMs[] }

export const EMPTY_LOCKOUT: LockoutState = { failures: [], blockedUntil: null }
export const EMPTY_RATE_LIMIT: RateLimitState = { attempts: [] }

export type LockoutStatus = { blocked: boolean; remainingMs: number }

export function getLockoutStatus(state: LockoutState, now: EpochMs): LockoutStatus {
  const remainingMs = state.blockedUntil === null ? 0 : Math.max(0, state.blockedUntil - now)
  return { blocked: remainingMs > 0, remainingMs }
}

/** Whole minutes to show in "try again in {minutes} minutes", never "0 minutes". */
export function countRemainingMinutes(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / MINUTE_MS))
}

/** Only failures still inside the window; an expired block is dropped. */
function pruneLockout(state: LockoutState, now: EpochMs, policy: LockoutPolicy): LockoutState {
  const blocked = getLockoutStatus(state, now).blocked
  return {
    failures: state.failures.filter((at) => at > now - policy.failureWindowMs),
    blockedUntil: blocked ? state.blockedUntil : null,
  }
}

export type FailureOutcome = { next: LockoutState; blocked: boolean; remainingMs: number }

/**
 * A failed login (wrong password, wrong birthdate for a card). The failure that reaches the limit
 * starts the block, and its answer is already the blocked code.
 */
export function recordLoginFailure(
  state: LockoutState,
  now: EpochMs,
  policy: LockoutPolicy = HUB_LOCKOUT_POLICY,
): FailureOutcome {
  const current = pruneLockout(state, now, policy)
  const status = getLockoutStatus(current, now)
  if (status.blocked) return { next: current, blocked: true, remainingMs: status.remainingMs }
  const failures = [...current.failures, now]
  if (failures.length >= policy.maxConsecutiveFailures) {
    return {
      next: { failures: [], blockedUntil: now + policy.blockMs },
      blocked: true,
      remainingMs: policy.blockMs,
    }
  }
  return { next: { failures, blockedUntil: null }, blocked: false, remainingMs: 0 }
}

/** After a successful login, a password reset or a staff unlock. */
export function clearLockout(): LockoutState {
  return EMPTY_LOCKOUT
}

function pruneRateLimit(
  state: RateLimitState,
  now: EpochMs,
  policy: RateLimitPolicy,
): RateLimitState {
  return { attempts: state.attempts.filter((at) => at > now - policy.windowMs) }
}

export type RateLimitDecision =
  | { allowed: true; next: RateLimitState }
  | { allowed: false; retryAfterMs: number; next: RateLimitState }

/**
 * A sliding window: the attempt is allowed and recorded while fewer than `maxAttempts` happened in
 * the last `windowMs`. Refused attempts are not recorded, so the window drains on its own.
 */
export function checkRateLimit(
  state: RateLimitState,
  now: EpochMs,
  policy: RateLimitPolicy,
): RateLimitDecision {
  const { attempts } = pruneRateLimit(state, now, policy)
  if (attempts.length < policy.maxAttempts) {
    return { allowed: true, next: { attempts: [...attempts, now] } }
  }
  // Attempts are appended in time order, so the oldest one frees the next slot.
  const oldest = Math.min(...attempts)
  return {
    allowed: false,
    retryAfterMs: Math.max(1, oldest + policy.windowMs - now),
    next: { attempts },
  }
}

export type LoginAttemptState = {
  lockout: LockoutState
  identifierAttempts: RateLimitState
  ipAttempts: RateLimitState
}

export type LoginAttemptPolicies = {
  lockout: LockoutPolicy
  identifier: RateLimitPolicy
  ip: RateLimitPolicy
}

export const HUB_LOGIN_POLICIES: LoginAttemptPolicies = {
  lockout: HUB_LOCKOUT_POLICY,
  identifier: LOGIN_IDENTIFIER_RATE_LIMIT,
  ip: LOGIN_IP_RATE_LIMIT,
}

export type LoginAttemptDecision =
  | { proceed: true; next: LoginAttemptState }
  | {
      proceed: false
      code: Extract<IdentityErrorCode, 'hub.blocked' | 'hotel.0072' | 'hub.tooManyAttempts'>
      retryAfterMs: number
      next: LoginAttemptState
    }

/**
 * Run before the credentials are checked: a blocked account is refused without verifying the
 * password, so a blocked answer never tells whether the password was right. The block is reported
 * first because its message says how to get out of it (reset the password). The attempt is counted
 * in both rate limits only when it may proceed.
 */
export function decideLoginAttempt(
  state: LoginAttemptState,
  now: EpochMs,
  policies: LoginAttemptPolicies = HUB_LOGIN_POLICIES,
): LoginAttemptDecision {
  const lockout = pruneLockout(state.lockout, now, policies.lockout)
  const status = getLockoutStatus(lockout, now)
  const identifier = checkRateLimit(state.identifierAttempts, now, policies.identifier)
  const ip = checkRateLimit(state.ipAttempts, now, policies.ip)
  const refusedState: LoginAttemptState = {
    lockout,
    identifierAttempts: pruneRateLimit(state.identifierAttempts, now, policies.identifier),
    ipAttempts: pruneRateLimit(state.ipAttempts, now, policies.ip),
  }
  if (status.blocked) {
    return {
      proceed: false,
      code: policies.lockout.blockedCode,
      retryAfterMs: status.remainingMs,
      next: refusedState,
    }
  }
  if (!identifier.allowed || !ip.allowed) {
    const waits = [identifier, ip].flatMap((decision) =>
      decision.allowed ? [] : [decision.retryAfterMs],
    )
    return {
      proceed: false,
      code: 'hub.tooManyAttempts',
      retryAfterMs: Math.max(...waits),
      next: refusedState,
    }
  }
  return {
    proceed: true,
    next: { lockout, identifierAttempts: identifier.next, ipAttempts: ip.next },
  }
}
