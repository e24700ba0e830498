/**
 * Attempt counters, as pure functions over one stored counter and `now` (epoch milliseconds): the
 * rate limits of public forms and logins, and the lockout after failed logins. Each counter is
 * one row that `platform/security/attempts-repository.ts` changes with a single atomic statement
 * mirroring `countAttempt` and `countFailure` below (a test runs both on the same cases). Windows
 * are fixed: they start at the first attempt and restart once they are over.
 *
 * Pure TypeScript shared by every area's domain (ADR 0051); the policies (how many, how long)
 * belong to the areas that apply them.
 */

type EpochMs = number

export type RateLimitPolicy = { maxAttempts: number; windowMs: number }

/** A block after consecutive failures within a window (the lockout of a login). */
export type FailurePolicy = {
  maxConsecutiveFailures: number
  blockMs: number
  /** Failures count together while they fall within this window from the first one. */
  failureWindowMs: number
}

/** One stored counter: attempts (rate limit) or failures (lockout) in the current window. */
export type AttemptCounter = {
  hits: number
  windowStartedAt: EpochMs | null
  blockedUntil: EpochMs | null
}

export const EMPTY_COUNTER: AttemptCounter = { hits: 0, windowStartedAt: null, blockedUntil: null }

export function isWindowOver(counter: AttemptCounter, now: EpochMs, windowMs: number): boolean {
  return counter.windowStartedAt === null || counter.windowStartedAt <= now - windowMs
}

/** The counter after one more attempt: a new window once the last one is over. */
export function countAttempt(
  counter: AttemptCounter,
  now: EpochMs,
  policy: RateLimitPolicy,
): AttemptCounter {
  if (isWindowOver(counter, now, policy.windowMs)) {
    return { hits: 1, windowStartedAt: now, blockedUntil: null }
  }
  return { ...counter, hits: counter.hits + 1 }
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Read on the counter that already includes this attempt. */
export function decideRateLimit(
  counter: AttemptCounter,
  now: EpochMs,
  policy: RateLimitPolicy,
): RateLimitDecision {
  if (counter.hits <= policy.maxAttempts) return { allowed: true }
  const windowEnd = (counter.windowStartedAt ?? now) + policy.windowMs
  return { allowed: false, retryAfterMs: Math.max(1, windowEnd - now) }
}

export type LockoutStatus = { blocked: boolean; remainingMs: number }

export function getLockoutStatus(counter: AttemptCounter, now: EpochMs): LockoutStatus {
  const remainingMs = counter.blockedUntil === null ? 0 : Math.max(0, counter.blockedUntil - now)
  return { blocked: remainingMs > 0, remainingMs }
}

/**
 * The counter after a failure. During a block nothing changes (failures during a block do not
 * extend it: otherwise anyone knowing an e-mail could keep its owner locked out for ever); after
 * a block, or once the failure window is over, counting starts again. The failure that reaches
 * the limit starts the block.
 */
export function countFailure(
  counter: AttemptCounter,
  now: EpochMs,
  policy: FailurePolicy,
): AttemptCounter {
  if (getLockoutStatus(counter, now).blocked) return counter
  const restart =
    isWindowOver(counter, now, policy.failureWindowMs) || counter.blockedUntil !== null
  const hits = restart ? 1 : counter.hits + 1
  return {
    hits,
    windowStartedAt: restart ? now : counter.windowStartedAt,
    blockedUntil: hits >= policy.maxConsecutiveFailures ? now + policy.blockMs : null,
  }
}
