/**
 * Refresh-token rotation (ARCHITECTURE §4): the refresh token is an opaque random value, stored
 * only as a hash, exchanged for a new one on every use. Tokens descending from one login form a
 * family; presenting a token that was already exchanged means two parties hold it (one of them a
 * thief), so the whole family is revoked and both must log in again.
 *
 * Lifetimes:
 * - idle expiry, 14 days: each token lives 14 days from its issue, so a member who comes back
 *   within two weeks stays logged in, and a forgotten device logs itself out;
 * - absolute family lifetime, 30 days: however active, a login ends 30 days after the password was
 *   typed, which bounds how long a stolen family can be ridden;
 * - reuse grace, 10 seconds: one page load sends several requests at once (document, server
 *   components, prefetches) with the same expired access token and the same refresh cookie. The
 *   first rotates; without a grace the others would look like theft and log the member out. A
 *   token exchanged less than 10 seconds ago is therefore exchanged again (a sibling is issued)
 *   instead of revoking the family.
 *
 * Instants are epoch milliseconds. The server generates ids and token values, hashes them, and
 * stores what these functions decide.
 */

import type { EpochMs } from './calendar-date'
import type { IdentityErrorCode } from './error-codes'

const DAY_MS = 24 * 60 * 60_000

export const REFRESH_TOKEN_IDLE_MS = 14 * DAY_MS
export const REFRESH_FAMILY_LIFETIME_MS = 30 * DAY_MS
export const REFRESH_REUSE_GRACE_MS = 10_000

export type RefreshTokenRecord = {
  id: string
  familyId: string
  parentId: string | null
  hashedToken: string
  issuedAt: EpochMs
  expiresAt: EpochMs
  /** When the family's login ends, copied onto each token so one record is enough to decide. */
  familyExpiresAt: EpochMs
  usedAt: EpochMs | null
  revokedAt: EpochMs | null
}

/** A token to issue: the server adds its id, a random value and the value's hash. */
export type RefreshTokenPlan = Omit<RefreshTokenRecord, 'id' | 'hashedToken'>

export type RefreshDecision =
  | {
      outcome: 'rotate'
      /** Null when the token was already exchanged within the grace period. */
      markUsed: { id: string; usedAt: EpochMs } | null
      child: RefreshTokenPlan
    }
  | { outcome: 'reuse-detected'; revokeFamily: { familyId: string; revokedAt: EpochMs } }
  | { outcome: 'expired' }
  | { outcome: 'revoked' }
  | { outcome: 'unknown' }

export type RefreshOutcome = RefreshDecision['outcome']

/** The first token of a login. */
export function startRefreshFamily(familyId: string, now: EpochMs): RefreshTokenPlan {
  const familyExpiresAt = now + REFRESH_FAMILY_LIFETIME_MS
  return {
    familyId,
    parentId: null,
    issuedAt: now,
    expiresAt: Math.min(now + REFRESH_TOKEN_IDLE_MS, familyExpiresAt),
    familyExpiresAt,
    usedAt: null,
    revokedAt: null,
  }
}

export function isRefreshTokenExpired(record: RefreshTokenRecord, now: EpochMs): boolean {
  return now >= record.expiresAt || now >= record.familyExpiresAt
}

/** Could be exchanged right now without any special case. */
export function isRefreshTokenActive(record: RefreshTokenRecord, now: EpochMs): boolean {
  return record.revokedAt === null && record.usedAt === null && !isRefreshTokenExpired(record, now)
}

/**
 * What to do with a presented token, looked up by its hash (null when no record has that hash).
 * Reuse is checked before expiry: an exchanged token coming back, even late, is a stolen copy.
 */
export function decideRefresh(record: RefreshTokenRecord | null, now: EpochMs): RefreshDecision {
  if (record === null) return { outcome: 'unknown' }
  if (record.revokedAt !== null) return { outcome: 'revoked' }
  const isConcurrentUse = record.usedAt !== null && now - record.usedAt <= REFRESH_REUSE_GRACE_MS
  if (record.usedAt !== null && !isConcurrentUse) {
    return {
      outcome: 'reuse-detected',
      revokeFamily: { familyId: record.familyId, revokedAt: now },
    }
  }
  if (isRefreshTokenExpired(record, now)) return { outcome: 'expired' }
  return {
    outcome: 'rotate',
    markUsed: record.usedAt === null ? { id: record.id, usedAt: now } : null,
    child: {
      familyId: record.familyId,
      parentId: record.id,
      issuedAt: now,
      expiresAt: Math.min(now + REFRESH_TOKEN_IDLE_MS, record.familyExpiresAt),
      familyExpiresAt: record.familyExpiresAt,
      usedAt: null,
      revokedAt: null,
    },
  }
}

/** Logout (this device) or reuse: every token of the family stops working. */
export function planFamilyRevocation(
  familyId: string,
  now: EpochMs,
): { familyId: string; revokedAt: EpochMs } {
  return { familyId, revokedAt: now }
}

/** Seconds the refresh cookie should live: exactly as long as the token it carries. */
export function computeRefreshCookieMaxAge(token: RefreshTokenPlan, now: EpochMs): number {
  return Math.max(0, Math.floor((token.expiresAt - now) / 1000))
}

/**
 * The code of a failed refresh. Only expiry is told apart ("log in again"); unknown, revoked and
 * reused tokens all read as unauthenticated, so the answer does not help someone probing tokens.
 */
export function toRefreshErrorCode(
  outcome: Exclude<RefreshOutcome, 'rotate'>,
): Extract<IdentityErrorCode, 'session.expired' | 'session.unauthenticated'> {
  return outcome === 'expired' ? 'session.expired' : 'session.unauthenticated'
}
