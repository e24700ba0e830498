import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { MemberSession } from '@/payload-types'
import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'

import type { RefreshTokenPlan, RefreshTokenRecord } from '../domain/refresh-tokens'

function toRecord(
  row: MemberSession,
): RefreshTokenRecord & { memberId: number; viaCard: boolean; userAgent: string | null } {
  const time = (value: string | null | undefined) => (value ? Date.parse(value) : null)
  return {
    id: String(row.id),
    familyId: row.familyId,
    parentId: row.parentId ?? null,
    hashedToken: row.tokenHash,
    issuedAt: Date.parse(row.issuedAt),
    expiresAt: Date.parse(row.expiresAt),
    familyExpiresAt: Date.parse(row.familyExpiresAt),
    usedAt: time(row.usedAt),
    revokedAt: time(row.revokedAt),
    memberId: typeof row.member === 'object' ? row.member.id : row.member,
    viaCard: row.viaCard === true,
    userAgent: row.userAgent ?? null,
  }
}

export type StoredRefreshToken = ReturnType<typeof toRecord>

/** Refresh tokens of member sessions (hashed). */
export class SessionsRepository {
  constructor(private readonly payload: Payload) {}

  async insert(
    memberId: number,
    tokenHash: string,
    plan: RefreshTokenPlan,
    meta: { viaCard: boolean; userAgent: string | null },
  ): Promise<void> {
    await this.payload.create({
      collection: 'member-sessions',
      data: {
        member: memberId,
        familyId: plan.familyId,
        parentId: plan.parentId,
        tokenHash,
        issuedAt: new Date(plan.issuedAt).toISOString(),
        expiresAt: new Date(plan.expiresAt).toISOString(),
        familyExpiresAt: new Date(plan.familyExpiresAt).toISOString(),
        viaCard: meta.viaCard,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      },
      depth: 0,
    })
  }

  /**
   * Stores a token unless a token with that hash already is: concurrent refreshes of one token
   * all store the same successor (its value is derived), and exactly one row results.
   */
  async insertIfAbsent(
    memberId: number,
    tokenHash: string,
    plan: RefreshTokenPlan,
    meta: { viaCard: boolean; userAgent: string | null },
  ): Promise<void> {
    const dialect = getSqlDialect(this.payload)
    const at = (epochMs: number) => sqlInstant(dialect, epochMs)
    await runSql(
      this.payload,
      sql`INSERT INTO member_sessions (member_id, family_id, parent_id, token_hash, issued_at,
          expires_at, family_expires_at, via_card, user_agent, updated_at, created_at)
        VALUES (${memberId}, ${plan.familyId}, ${plan.parentId}, ${tokenHash}, ${at(plan.issuedAt)},
          ${at(plan.expiresAt)}, ${at(plan.familyExpiresAt)}, ${meta.viaCard},
          ${meta.userAgent?.slice(0, 300) ?? null}, ${at(Date.now())}, ${at(Date.now())})
        ON CONFLICT (token_hash) DO NOTHING`,
    )
  }

  async findByHash(tokenHash: string): Promise<StoredRefreshToken | null> {
    const result = await this.payload.find({
      collection: 'member-sessions',
      where: { tokenHash: { equals: tokenHash } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ? toRecord(result.docs[0]) : null
  }

  /** Marks a token used only if nobody used it first: true for the one request that wins. */
  async claim(id: string, now: number): Promise<boolean> {
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE member_sessions SET used_at = ${new Date(now).toISOString()} WHERE id = ${Number(id)} AND used_at IS NULL AND revoked_at IS NULL`,
    )
    return rowsAffected === 1
  }

  async revokeFamily(familyId: string, now: number): Promise<void> {
    await runSql(
      this.payload,
      sql`UPDATE member_sessions SET revoked_at = ${new Date(now).toISOString()} WHERE family_id = ${familyId} AND revoked_at IS NULL`,
    )
  }

  /**
   * Ends sessions of a member: all of them (password reset, suspension), all but the one making
   * the request (password change), or only the card's kiosk sessions (logout by card). Answers
   * how many sessions (families) ended.
   */
  async revokeMember(
    memberId: number,
    now: number,
    scope: { onlyViaCard?: boolean; exceptFamilyId?: string } = {},
  ): Promise<number> {
    const revokedAt = new Date(now).toISOString()
    const onlyCard = scope.onlyViaCard ? sql` AND via_card = ${true}` : sql``
    const except = scope.exceptFamilyId ? sql` AND family_id <> ${scope.exceptFamilyId}` : sql``
    const { rows } = await runSql<{ family_id: string }>(
      this.payload,
      sql`UPDATE member_sessions SET revoked_at = ${revokedAt}
        WHERE member_id = ${memberId} AND revoked_at IS NULL${onlyCard}${except}
        RETURNING family_id`,
    )
    return new Set(rows.map((row) => row.family_id)).size
  }
}
