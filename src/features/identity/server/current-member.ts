import { cookies } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/platform/payload'

import { isConnected } from '../domain/member-state'
import { toProfileDto, type ProfileDto } from './member-dto'
import { MembersRepository } from './members-repository'
import { ACCESS_COOKIE, ID_COOKIE } from './session-cookies'
import { authenticateAccessToken, verifyIdToken, type IdClaims } from './tokens'

/** The id-token claims of the visitor: signed cookies of a session still alive. */
export const getIdClaims = cache(async (): Promise<IdClaims | null> => {
  const jar = await cookies()
  const access = await authenticateAccessToken(jar.get(ACCESS_COOKIE)?.value)
  if (!access) return null
  const claims = await verifyIdToken(jar.get(ID_COOKIE)?.value)
  return claims && claims.memberId === access.memberId ? claims : null
})

/**
 * The logged-in member for a member page, loaded on the server before the first render (one read
 * by id, once per request). Null for visitors and for sessions whose member is gone.
 */
export const getCurrentMember = cache(async (): Promise<ProfileDto | null> => {
  const jar = await cookies()
  const access = await authenticateAccessToken(jar.get(ACCESS_COOKIE)?.value)
  if (!access) return null
  const member = await new MembersRepository(await getPayloadClient()).findProfileById(
    access.memberId,
  )
  return member ? toProfileDto(member) : null
})

/** The spec's "connected" (see domain/member-state.ts for the rule and why). */
export async function getConnectedMember(): Promise<ProfileDto | null> {
  const member = await getCurrentMember()
  return member && isConnected(member) ? member : null
}
