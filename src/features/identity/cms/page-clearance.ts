import { parseCookies, type PayloadRequest } from 'payload'

import { getEnv } from '@/platform/config/env'

import { canAccessVipPages, isConnected } from '../domain/member-state'
import { toProfileDto } from '../server/member-dto'
import { MembersRepository } from '../server/members-repository'
import { ACCESS_COOKIE } from '../server/session-cookies'
import { verifyAccessToken } from '../server/tokens'

/** The page access levels of the content area ('public' < 'member' < 'memberWithTerms'). */
export type MemberPageClearance = 'public' | 'member' | 'memberWithTerms'

async function findClearance(req: PayloadRequest): Promise<MemberPageClearance> {
  const claims = await verifyAccessToken(parseCookies(req.headers).get(ACCESS_COOKIE))
  if (!claims) return 'public'
  const found = await new MembersRepository(req.payload).findById(claims.memberId)
  const member = found ? toProfileDto(found) : null
  if (canAccessVipPages(member, getEnv().TERMS_VERSION)) return 'memberWithTerms'
  return isConnected(member) ? 'member' : 'public'
}

const clearanceOfRequest = new WeakMap<PayloadRequest, Promise<MemberPageClearance>>()

/**
 * Which members' pages the caller of /api/cms may read (ADR 0041), by the rules of the site's
 * guards (ADR 0011): the `access_token` cookie of a connected member opens the pages for members;
 * with the current terms accepted, also the VIP club's. Read once per request.
 */
export function findMemberPageClearance(req: PayloadRequest): Promise<MemberPageClearance> {
  let clearance = clearanceOfRequest.get(req)
  if (!clearance) {
    clearance = findClearance(req)
    clearanceOfRequest.set(req, clearance)
  }
  return clearance
}
