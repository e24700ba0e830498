import { MAX_GODSONS_PER_YEAR, MAX_INVITATIONS_PER_YEAR } from './godsons'

/** What a sponsor sees of each godson (spec §2: the godsons list). */
export const GODSON_STATES = ['invited', 'signedUp', 'active'] as const
export type GodsonState = (typeof GODSON_STATES)[number]

export type InvitationProblem =
  | 'notActiveMember'
  | 'self'
  | 'alreadyMember'
  | 'alreadyInvited'
  | 'yearlyLimit'
  | 'invitationsLimit'

/**
 * Whether the sponsor may invite this address now: an active member, not himself, not someone
 * already a member or already invited by him, a godson place left this year (10 godsons per Paris
 * calendar year: 'yearlyLimit'), and fewer than 30 invitations sent this year ('invitationsLimit').
 * The first problem found is the answer.
 */
export function checkInvitation(input: {
  sponsorActive: boolean
  sponsorEmail: string
  godsonEmail: string
  isMember: boolean
  alreadyInvited: boolean
  godsonsThisYear: number
  invitedThisYear: number
}): InvitationProblem | null {
  if (!input.sponsorActive) return 'notActiveMember'
  if (input.sponsorEmail.toLowerCase() === input.godsonEmail.toLowerCase()) return 'self'
  if (input.isMember) return 'alreadyMember'
  if (input.alreadyInvited) return 'alreadyInvited'
  if (input.godsonsThisYear >= MAX_GODSONS_PER_YEAR) return 'yearlyLimit'
  if (input.invitedThisYear >= MAX_INVITATIONS_PER_YEAR) return 'invitationsLimit'
  return null
}

/** Invitations left this year (the anti-abuse limit), never below 0. */
export const countInvitationsLeft = (invitedThisYear: number) =>
  Math.max(0, MAX_INVITATIONS_PER_YEAR - invitedThisYear)

/** Invited until the godson has an account; signed up until the card makes him active. */
export function describeGodsonState(member: { state: string } | null): GodsonState {
  if (!member) return 'invited'
  return member.state === 'Active' ? 'active' : 'signedUp'
}
