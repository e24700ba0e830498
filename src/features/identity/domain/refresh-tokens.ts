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
 *   first rotates; the others, from the same client (same browser signature) within 10 seconds,
 *   are answered with the SAME successor: the successor's value is derived from the presented
 *   token (an HMAC under a server key), so every concurrent request gets one token and one stored
 *   row, never a sibling. Any other second use (another client, after the grace, or once the
 *   successor was itself exchanged) is theft: the whole family is revoked.
 *
 * Instants are epoch milliseconds. The server generates ids and token values, hashes them, and
 * stores what these functions decide.
 */

import type { EpochMs } from '@/platform/domain/calendar'
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
      /** Null when the token was already exchanged (a concurrent request within the grace). */
      markUsed: { id: string; usedAt: EpochMs } | null
      /** The successor: to store unless it already is (its value is derived from the token). */
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

/** What the server knows about the request presenting a token that was already exchanged. */
export type RefreshContext = {
  /** The request comes from the client the token was issued to (same browser signature). */
  isSameClient: boolean
  /** The successor already stored for this token, if any (looked up by its derived hash). */
  successor: Pick<RefreshTokenRecord, 'usedAt' | 'revokedAt'> | null
}

const FIRST_USE: RefreshContext = { isSameClient: true, successor: null }

/**
 * What to do with a presented token, looked up by its hash (null when no record has that hash).
 * Reuse is checked before expiry: an exchanged token coming back, even late, is a stolen copy. A
 * token already exchanged is answered again only for the same client within the grace, and only
 * while its successor has not been exchanged in turn: the answer is that same successor.
 */
export function decideRefresh(
  record: RefreshTokenRecord | null,
  now: EpochMs,
  context: RefreshContext = FIRST_USE,
): RefreshDecision {
  if (record === null) return { outcome: 'unknown' }
  if (record.revokedAt !== null) return { outcome: 'revoked' }
  if (record.usedAt !== null) {
    const isConcurrentUse =
      now - record.usedAt <= REFRESH_REUSE_GRACE_MS &&
      context.isSameClient &&
      (context.successor === null ||
        (context.successor.usedAt === null && context.successor.revokedAt === null))
    if (!isConcurrentUse) {
      return {
        outcome: 'reuse-detected',
        revokeFamily: { familyId: record.familyId, revokedAt: now },
      }
    }
  }
  if (isRefreshTokenExpired(record, now)) return { outcome: 'expired' }
  return {
    outcome: 'rotate',
    markUsed: record.usedAt === null ? { id: record.id, usedAt: now } : null,
    child: {
      familyId: record.familyId,
      parentId: record.id,
      issuedAt: record.usedAt ?? now,
      expiresAt: Math.min((record.usedAt ?? now) + REFRESH_TOKEN_IDLE_MS, record.familyExpiresAt),
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
