import { MAX_GODSONS_PER_YEAR } from '@/features/identity/domain'

/** What a sponsor sees of each godson (spec §2: the godsons list). */
export const GODSON_STATES = ['invited', 'signedUp', 'active'] as const
export type GodsonState = (typeof GODSON_STATES)[number]

export type InvitationProblem =
  'notActiveMember' | 'self' | 'alreadyMember' | 'alreadyInvited' | 'yearlyLimit'

/**
 * Whether the sponsor may invite this address now: an active member, not himself, not someone
 * already a member or already invited by him, and at most 10 invitations per calendar year
 * (Paris), the 11th refused. The first problem found is the answer.
 */
export function checkInvitation(input: {
  sponsorActive: boolean
  sponsorEmail: string
  godsonEmail: string
  isMember: boolean
  alreadyInvited: boolean
  invitedThisYear: number
}): InvitationProblem | null {
  if (!input.sponsorActive) return 'notActiveMember'
  if (input.sponsorEmail.toLowerCase() === input.godsonEmail.toLowerCase()) return 'self'
  if (input.isMember) return 'alreadyMember'
  if (input.alreadyInvited) return 'alreadyInvited'
  if (input.invitedThisYear >= MAX_GODSONS_PER_YEAR) return 'yearlyLimit'
  return null
}

export const MAX_GODSONS_PER_YEAR_VALUE = MAX_GODSONS_PER_YEAR

export const remainingThisYear = (invitedThisYear: number) =>
  Math.max(0, MAX_GODSONS_PER_YEAR - invitedThisYear)

/** Invited until the godson has an account; signed up until the card makes him active. */
export function describeGodsonState(member: { state: string } | null): GodsonState {
  if (!member) return 'invited'
  return member.state === 'Active' ? 'active' : 'signedUp'
}
