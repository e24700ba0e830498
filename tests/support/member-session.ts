import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { startRefreshFamily } from '@/features/identity/domain/refresh-tokens'
import { generateToken, hashToken } from '@/features/identity/server/crypto'
import { SessionsRepository } from '@/features/identity/server/sessions-repository'
import { signAccessToken } from '@/features/identity/server/tokens'

/**
 * A real session for a member, as a login opens it (a stored refresh family), and the access
 * token of that session: member endpoints refuse a signed token whose session does not exist
 * (ADR 0010), so tests that need a logged-in member without going through the login form use
 * this instead of signing a token alone.
 */
export async function openTestSession(payload: Payload, memberId: number): Promise<string> {
  const familyId = randomUUID()
  await new SessionsRepository(payload).insert(
    memberId,
    hashToken(generateToken()),
    startRefreshFamily(familyId, Date.now()),
    { viaCard: false, userAgent: null },
  )
  return signAccessToken({ memberId, sessionFamily: familyId })
}
