import { apiRequest } from '@/platform/http/client'

import type { LoyaltyDto } from '../domain/views'
import { hasMemberHint } from './member-hint'
import { toMemberBenefits, type MemberBenefits } from './member-price-model'

/**
 * The visitor's status benefits, in the browser, for the price islands of cached public pages.
 * Visitors never call the API: without the member hint cookie (set with the session cookies, read
 * by the header's CSS before paint) there is nothing to ask. Every island of a page shares one
 * request; a minute later the next page asks again (a status may have changed).
 */
const KEEP_MS = 60_000

let shared: { at: number; benefits: Promise<MemberBenefits | null> } | null = null

export function loadMemberBenefits(now = Date.now()): Promise<MemberBenefits | null> {
  if (!hasMemberHint(document.cookie)) return Promise.resolve(null)
  if (shared && now - shared.at < KEEP_MS) return shared.benefits
  const benefits = apiRequest<{ loyalty: LoyaltyDto }>('/api/epc/users/init').then((result) =>
    toMemberBenefits(result.data?.loyalty ?? null),
  )
  shared = { at: now, benefits }
  return benefits
}
