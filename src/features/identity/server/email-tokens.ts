import { sql } from 'drizzle-orm'

import { runSql } from '@/platform/db/sql'

import { IdentityError } from '../domain/error-codes'
import type { IdentityContext } from './context'
import { generateToken, hashToken } from './crypto'

export type EmailTokenPurpose = 'activation' | 'passwordReset'

const lifetimeMs: Record<EmailTokenPurpose, number> = {
  activation: 48 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
}

/** A one-time link token (stored hashed); returns the clear token to put in the mail. */
export async function issueEmailToken(
  ctx: IdentityContext,
  memberId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = generateToken()
  await ctx.payload.create({
    collection: 'member-tokens',
    data: {
      member: memberId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now + lifetimeMs[purpose]).toISOString(),
    },
    depth: 0,
  })
  return token
}

export type EmailTokenState = 'valid' | 'used' | 'expired' | 'invalid'

/**
 * What a link's token is worth, without using it: the page of the link says at once when it can
 * no longer serve (used, expired, unknown) instead of showing a form that would be refused. Using
 * it stays `consumeEmailToken`'s job, which checks all of this again.
 */
export async function inspectEmailToken(
  payload: IdentityContext['payload'],
  token: string | null | undefined,
  purpose: EmailTokenPurpose,
  now: number = Date.now(),
): Promise<EmailTokenState> {
  const ctx = { payload, now }
  if (!token || token.length > 200) return 'invalid'
  const found = await ctx.payload.find({
    collection: 'member-tokens',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { purpose: { equals: purpose } }] },
    depth: 0,
    limit: 1,
  })
  const row = found.docs[0]
  if (!row) return 'invalid'
  if (row.usedAt) return 'used'
  if (Date.parse(row.expiresAt) <= ctx.now) return 'expired'
  return 'valid'
}

/**
 * Uses a token once: a compare-and-set, so a link clicked twice (or by two tabs) works once.
 * Invalid and expired tokens get their own codes (spec: 0086 activation, 0088/0089 reset).
 */
export async function consumeEmailToken(
  ctx: IdentityContext,
  token: string | null | undefined,
  purpose: EmailTokenPurpose,
): Promise<number> {
  const invalid = purpose === 'activation' ? 'hotel.0086' : 'hotel.0088'
  const expired = purpose === 'activation' ? 'hotel.0086' : 'hotel.0089'
  if (!token || token.length > 200) throw new IdentityError(invalid)
  const found = await ctx.payload.find({
    collection: 'member-tokens',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { purpose: { equals: purpose } }] },
    depth: 0,
    limit: 1,
  })
  const row = found.docs[0]
  if (!row || row.usedAt) throw new IdentityError(invalid)
  if (Date.parse(row.expiresAt) <= ctx.now) throw new IdentityError(expired)
  const { rowsAffected } = await runSql(
    ctx.payload,
    sql`UPDATE member_tokens SET used_at = ${new Date(ctx.now).toISOString()} WHERE id = ${row.id} AND used_at IS NULL`,
  )
  if (rowsAffected !== 1) throw new IdentityError(invalid)
  return typeof row.member === 'object' ? row.member.id : row.member
}
