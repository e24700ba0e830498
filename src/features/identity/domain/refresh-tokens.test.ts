import { describe, expect, test } from 'vitest'

import {
  computeRefreshCookieMaxAge,
  decideRefresh,
  isRefreshTokenActive,
  planFamilyRevocation,
  REFRESH_FAMILY_LIFETIME_MS,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_IDLE_MS,
  startRefreshFamily,
  toRefreshErrorCode,
  type RefreshOutcome,
  type RefreshTokenPlan,
  type RefreshTokenRecord,
} from './refresh-tokens'

const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND
const t0 = Date.parse('2025-06-01T10:00:00Z')

/** Gives a plan the id and hash the server would add. */
function storeToken(plan: RefreshTokenPlan, id: string): RefreshTokenRecord {
  return { ...plan, id, hashedToken: `hash-of-${id}` }
}

const root = storeToken(startRefreshFamily('family-1', t0), 'token-1')

describe('the documented lifetimes', () => {
  test('14 days idle, 30 days per login, 10 seconds of grace', () => {
    expect(REFRESH_TOKEN_IDLE_MS).toBe(14 * DAY)
    expect(REFRESH_FAMILY_LIFETIME_MS).toBe(30 * DAY)
    expect(REFRESH_REUSE_GRACE_MS).toBe(10 * SECOND)
  })

  test('a new family starts with an unused root token', () => {
    expect(startRefreshFamily('family-1', t0)).toEqual({
      familyId: 'family-1',
      parentId: null,
      issuedAt: t0,
      expiresAt: t0 + 14 * DAY,
      familyExpiresAt: t0 + 30 * DAY,
      usedAt: null,
      revokedAt: null,
    })
  })
})

describe('decideRefresh', () => {
  const used: RefreshTokenRecord = { ...root, usedAt: t0 + DAY }
  const revoked: RefreshTokenRecord = { ...root, revokedAt: t0 + DAY }

  test.each<[string, RefreshTokenRecord | null, number, RefreshOutcome]>([
    ['no token has that hash', null, t0, 'unknown'],
    ['a fresh token', root, t0 + DAY, 'rotate'],
    ['a second before idle expiry', root, t0 + 14 * DAY - SECOND, 'rotate'],
    ['at idle expiry', root, t0 + 14 * DAY, 'expired'],
    ['a revoked token', revoked, t0 + 2 * DAY, 'revoked'],
    ['a revoked and used token', { ...used, revokedAt: t0 + 2 * DAY }, t0 + 3 * DAY, 'revoked'],
    ['used, presented again within the grace', used, t0 + DAY + REFRESH_REUSE_GRACE_MS, 'rotate'],
    [
      'used, presented again after the grace',
      used,
      t0 + DAY + REFRESH_REUSE_GRACE_MS + 1,
      'reuse-detected',
    ],
    // A stolen copy played late is still theft: the family goes, even though the token expired.
    ['used, presented again after its expiry', used, t0 + 20 * DAY, 'reuse-detected'],
    ['past the family lifetime', { ...root, expiresAt: t0 + 40 * DAY }, t0 + 30 * DAY, 'expired'],
  ])('%s → %s', (_label, record, now, outcome) => {
    expect(decideRefresh(record, now).outcome).toBe(outcome)
  })

  test('rotation marks the token used and issues its child in the same family', () => {
    const now = t0 + DAY
    expect(decideRefresh(root, now)).toEqual({
      outcome: 'rotate',
      markUsed: { id: 'token-1', usedAt: now },
      child: {
        familyId: 'family-1',
        parentId: 'token-1',
        issuedAt: now,
        expiresAt: now + 14 * DAY,
        familyExpiresAt: t0 + 30 * DAY,
        usedAt: null,
        revokedAt: null,
      },
    })
  })

  test('a child never outlives the family', () => {
    const now = t0 + 25 * DAY
    const lateToken = storeToken(
      { ...startRefreshFamily('family-1', t0), expiresAt: now + DAY },
      't',
    )
    const decision = decideRefresh(lateToken, now)
    expect(decision.outcome === 'rotate' && decision.child.expiresAt).toBe(t0 + 30 * DAY)
  })

  test('a concurrent use within the grace answers the same successor, without touching usedAt', () => {
    const decision = decideRefresh(used, t0 + DAY + 2 * SECOND, {
      isSameClient: true,
      successor: { usedAt: null, revokedAt: null },
    })
    expect(decision.outcome === 'rotate' && decision.markUsed).toBeNull()
    // The successor's plan is the one the first use stored: issued when the token was used.
    expect(decision.outcome === 'rotate' && decision.child).toEqual({
      familyId: 'family-1',
      parentId: 'token-1',
      issuedAt: t0 + DAY,
      expiresAt: t0 + DAY + 14 * DAY,
      familyExpiresAt: t0 + 30 * DAY,
      usedAt: null,
      revokedAt: null,
    })
  })

  test.each<[string, Parameters<typeof decideRefresh>[2], RefreshOutcome]>([
    [
      'the same client, successor not stored yet',
      { isSameClient: true, successor: null },
      'rotate',
    ],
    [
      'the same client, successor unused',
      { isSameClient: true, successor: { usedAt: null, revokedAt: null } },
      'rotate',
    ],
    [
      'another client (a copied cookie), even within the grace',
      { isSameClient: false, successor: { usedAt: null, revokedAt: null } },
      'reuse-detected',
    ],
    [
      'the same client once the successor was exchanged in turn',
      { isSameClient: true, successor: { usedAt: t0 + DAY + SECOND, revokedAt: null } },
      'reuse-detected',
    ],
    [
      'the same client once the successor was revoked',
      { isSameClient: true, successor: { usedAt: null, revokedAt: t0 + DAY + SECOND } },
      'reuse-detected',
    ],
  ])(
    'an exchanged token presented again within the grace by %s → %s',
    (_label, context, outcome) => {
      expect(decideRefresh(used, t0 + DAY + 2 * SECOND, context).outcome).toBe(outcome)
    },
  )

  test('reuse revokes the whole family', () => {
    const now = t0 + 2 * DAY
    expect(decideRefresh(used, now)).toEqual({
      outcome: 'reuse-detected',
      revokeFamily: { familyId: 'family-1', revokedAt: now },
    })
  })

  test('a chain of rotations, then the stolen first token comes back', () => {
    let current = root
    let now = t0
    const stored: RefreshTokenRecord[] = [root]
    for (let step = 1; step <= 3; step += 1) {
      now += DAY
      const decision = decideRefresh(current, now)
      if (decision.outcome !== 'rotate') throw new Error(`step ${step}: ${decision.outcome}`)
      stored[stored.indexOf(current)] = { ...current, usedAt: decision.markUsed?.usedAt ?? null }
      current = storeToken(decision.child, `token-${step + 1}`)
      stored.push(current)
    }
    const stolen = stored[0]!
    const decision = decideRefresh(stolen, now + DAY)
    expect(decision.outcome).toBe('reuse-detected')
    const revocation = decision.outcome === 'reuse-detected' ? decision.revokeFamily : null
    const afterRevocation = stored.map((record) =>
      record.familyId === revocation?.familyId
        ? { ...record, revokedAt: revocation.revokedAt }
        : record,
    )
    // The legitimate holder's latest token is now refused too.
    expect(decideRefresh(afterRevocation.at(-1)!, now + DAY).outcome).toBe('revoked')
  })
})

describe('isRefreshTokenActive', () => {
  test.each<[string, RefreshTokenRecord, number, boolean]>([
    ['fresh', root, t0, true],
    ['used', { ...root, usedAt: t0 }, t0, false],
    ['revoked', { ...root, revokedAt: t0 }, t0, false],
    ['expired', root, t0 + 14 * DAY, false],
  ])('%s', (_label, record, now, expected) => {
    expect(isRefreshTokenActive(record, now)).toBe(expected)
  })
})

describe('helpers', () => {
  test('logout revokes the family at that instant', () => {
    expect(planFamilyRevocation('family-1', t0)).toEqual({ familyId: 'family-1', revokedAt: t0 })
  })

  test.each([
    [t0, 14 * 24 * 60 * 60],
    [t0 + 14 * DAY - 1500, 1],
    [t0 + 15 * DAY, 0],
  ])('cookie max-age at %i', (now, seconds) => {
    expect(computeRefreshCookieMaxAge(startRefreshFamily('f', t0), now)).toBe(seconds)
  })

  test.each<[Exclude<RefreshOutcome, 'rotate'>, string]>([
    ['expired', 'session.expired'],
    ['revoked', 'session.unauthenticated'],
    ['unknown', 'session.unauthenticated'],
    ['reuse-detected', 'session.unauthenticated'],
  ])('%s answers %s', (outcome, code) => {
    expect(toRefreshErrorCode(outcome)).toBe(code)
  })
})
