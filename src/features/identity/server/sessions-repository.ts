import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { MemberSession } from '@/payload-types'
import { runSql } from '@/platform/db/sql'

import type { RefreshTokenPlan, RefreshTokenRecord } from '../domain/refresh-tokens'

function toRecord(row: MemberSession): RefreshTokenRecord & { memberId: number; viaCard: boolean } {
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

  /** Ends every session of a member (logout by card ends only the card's kiosk sessions). */
  async revokeMember(memberId: number, now: number, onlyViaCard: boolean): Promise<number> {
    const { rowsAffected } = onlyViaCard
      ? await runSql(
          this.payload,
          sql`UPDATE member_sessions SET revoked_at = ${new Date(now).toISOString()} WHERE member_id = ${memberId} AND revoked_at IS NULL AND via_card = ${true}`,
        )
      : await runSql(
          this.payload,
          sql`UPDATE member_sessions SET revoked_at = ${new Date(now).toISOString()} WHERE member_id = ${memberId} AND revoked_at IS NULL`,
        )
    return rowsAffected
  }
}
