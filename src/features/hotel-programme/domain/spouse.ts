import { normalizeEmail } from '@/features/identity/domain'

import type { HotelStatus } from './programme'

/**
 * The spouse card ('Conjoint', ADR 0052): a holder invites one spouse at a time by e-mail; the
 * spouse who accepts gets a card that shows the holder's status and advantages, with no balance
 * of its own, until the holder revokes it. A card is either a holder's or a spouse's, never both
 * (no chains of shared statuses).
 */
export const SPOUSE_REFUSALS = [
  'ownEmail',
  'alreadyLinked',
  'isSpouse',
  'notYours',
  'invalidInvitation',
  'alreadySpouse',
  'isHolder',
  'noSpouse',
] as const
export type SpouseRefusal = (typeof SPOUSE_REFUSALS)[number]

/** Two addresses are the same account's as identity compares them. */
const same = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b)

/** The holder invites `spouseEmail`. */
export function decideInvitation(input: {
  holderEmail: string
  spouseEmail: string
  /** The holder already has a spouse (active) or an invitation pending. */
  holderHasLink: boolean
  /** The holder is someone's spouse. */
  holderIsSpouse: boolean
}): SpouseRefusal | null {
  if (same(input.holderEmail, input.spouseEmail)) return 'ownEmail'
  if (input.holderIsSpouse) return 'isSpouse'
  if (input.holderHasLink) return 'alreadyLinked'
  return null
}

/** The member opening the invitation's link accepts it. */
export function decideAcceptance(input: {
  invitation: { spouseEmail: string; state: 'pending' | 'active' | 'revoked' } | null
  memberEmail: string
  /** The member has a spouse or an invitation pending of their own. */
  memberIsHolder: boolean
  /** The member is already another holder's spouse. */
  memberIsSpouse: boolean
}): SpouseRefusal | null {
  if (!input.invitation || input.invitation.state !== 'pending') return 'invalidInvitation'
  if (!same(input.invitation.spouseEmail, input.memberEmail)) return 'notYours'
  if (input.memberIsSpouse) return 'alreadySpouse'
  if (input.memberIsHolder) return 'isHolder'
  return null
}

/** The status a card shows: the holder's while the link is active, else the member's own. */
export function shownStatus(own: HotelStatus, holder: HotelStatus | null): HotelStatus {
  return holder ?? own
}
