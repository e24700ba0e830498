/**
 * Login lockout and attempt rate limits, as pure functions over one stored counter and `now`.
 *
 * Two separate protections (spec sections 8 and 9):
 * - Lockout (per account): after 5 failed logins within 15 minutes the account is blocked for
 *   4 minutes (hub: "blocked account, 4 minutes, reset password to unblock"). A successful login,
 *   a password reset or a staff unlock clears the failures and the block. Failures during a block
 *   do not extend it: otherwise anyone knowing an email could keep its owner locked out for ever.
 *   The hotel programme uses the same rule with its own numbers (3 failures, 1 hour, code 0072).
 * - Rate limit (per account *and* client address together): 10 attempts per 15 minutes answer
 *   tooManyAttempts.
 * - Failures per client address, all accounts together: 20 failed logins within 15 minutes from
 *   one address (someone trying many e-mails or card numbers) and the next login from there must
 *   pass the captcha first (tooManyFailures, 429). A casino's Wi-Fi or a kiosk puts many members
 *   behind one address and one person's failures must never refuse another person's correct
 *   password: the captcha is the way through, solved by the browser in a second or two, while a
 *   script spraying passwords pays a proof of work per guess (ADR 0017).
 *
 * Each protection is one counter row in the database, changed by a single atomic statement
 * (platform/security/attempts-repository.ts), so parallel requests cannot all read "no failure
 * yet" and overwrite each other. The counters' mechanics are platform/domain/attempt-counters.ts;
 * the policies and the login's decisions are here.
 *
 * All instants are epoch milliseconds.
 */

import {
  decideRateLimit,
  getLockoutStatus,
  isWindowOver,
  type AttemptCounter,
  type FailurePolicy,
  type RateLimitPolicy,
} from '@/platform/domain/attempt-counters'

import type { EpochMs } from '@/platform/domain/calendar'
import type { IdentityErrorCode } from './error-codes'

export {
  countAttempt,
  countFailure,
  decideRateLimit,
  EMPTY_COUNTER,
  getLockoutStatus,
  type AttemptCounter,
  type LockoutStatus,
  type RateLimitDecision,
  type RateLimitPolicy,
} from '@/platform/domain/attempt-counters'

const MINUTE_MS = 60_000

export type LockoutPolicy = FailurePolicy & {
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

/** Logins for one account from one client address. */
export const LOGIN_RATE_LIMIT: RateLimitPolicy = { maxAttempts: 10, windowMs: 15 * MINUTE_MS }

/** Failed logins from one client address, every account together (see above). */
export const ADDRESS_FAILURE_LIMIT: RateLimitPolicy = { maxAttempts: 20, windowMs: 15 * MINUTE_MS }

/**
 * Before a login from an address: refused (until the window ends) once the address has reached
 * its failures, unless the request passed the captcha. `failures` is the stored counter, which
 * does not include this attempt.
 */
export function decideAddressFailures(
  failures: AttemptCounter,
  now: EpochMs,
  passedCaptcha: boolean,
  policy: RateLimitPolicy = ADDRESS_FAILURE_LIMIT,
): LoginRefusal | null {
  if (passedCaptcha || isWindowOver(failures, now, policy.windowMs)) return null
  if (failures.hits < policy.maxAttempts) return null
  const windowEnd = (failures.windowStartedAt ?? now) + policy.windowMs
  return { code: 'login.tooManyFailures', retryAfterMs: Math.max(1, windowEnd - now) }
}

/**
 * Card lookups (validate, search) from one client address: they answer strangers, so enumerating
 * card numbers must cost as much as guessing passwords. A lookup refused here is a sign-up form
 * that cannot be pre-filled, never a login refused.
 */
export const CARD_LOOKUP_RATE_LIMIT: RateLimitPolicy = {
  maxAttempts: 60,
  windowMs: 15 * MINUTE_MS,
}

/**
 * Requests that send a mail (forgotten password, activation link re-sent), per identifier: enough
 * for a member whose mail was late, too few to turn the site into a mail cannon.
 */
export const MAIL_REQUEST_RATE_LIMIT: RateLimitPolicy = { maxAttempts: 3, windowMs: 60 * MINUTE_MS }

/** Whole minutes to show in "try again in {minutes} minutes", never "0 minutes". */
export function countRemainingMinutes(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / MINUTE_MS))
}

export type LoginRefusal = {
  code: Extract<
    IdentityErrorCode,
    'hub.blocked' | 'hotel.0072' | 'hub.tooManyAttempts' | 'login.tooManyFailures'
  >
  retryAfterMs: number
}

/**
 * Before the credentials are checked: a blocked account is refused without verifying the
 * password, so a blocked answer never tells whether the password was right. The block is reported
 * first because its message says how to get out of it (reset the password).
 */
export function decideLoginAttempt(
  input: { lockout: AttemptCounter; attempts: AttemptCounter },
  now: EpochMs,
  policies: { lockout: LockoutPolicy; rate: RateLimitPolicy } = {
    lockout: HUB_LOCKOUT_POLICY,
    rate: LOGIN_RATE_LIMIT,
  },
): LoginRefusal | null {
  const status = getLockoutStatus(input.lockout, now)
  if (status.blocked) {
    return { code: policies.lockout.blockedCode, retryAfterMs: status.remainingMs }
  }
  const rate = decideRateLimit(input.attempts, now, policies.rate)
  return rate.allowed ? null : { code: 'hub.tooManyAttempts', retryAfterMs: rate.retryAfterMs }
}
