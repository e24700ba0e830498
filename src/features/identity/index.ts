/** What other areas may use of the identity area. */
export type { ProfileDto } from './server/member-dto'
export { accountBlocks } from './cms/blocks'
export { accountPath, accountRoutes } from './domain/account-routes'
export { DEMO_MEMBER_PASSWORD } from './server/seed-members'
export {
  findLoyaltyMember,
  findMembersForPlay,
  issueMemberCard,
  type CardIssue,
  type LoyaltyMember,
  type PlayMember,
} from './server/card-members'
export { findCallerId } from './server/http'
export { findMemberById } from './server/members-repository'
