/** What other areas may use of the identity area. */
export type { InitParts, ProfileDto } from './server/member-dto'
export type { InitRead } from './server/member-row'
export {
  accountPath,
  accountRoutes,
  isMemberPageGroup,
  MEMBER_PAGE_GROUPS,
  MEMBER_PAGE_ROUTES,
  memberPageGroups,
  type AccountRoute,
  type MemberPageGroup,
  type MemberPageRoute,
} from './domain/account-routes'
export { SPONSOR_CODE_PARAM } from './domain/sponsorship'
export {
  findLoyaltyMember,
  findMembersForPlay,
  issueMemberCard,
  type CardIssue,
  type LoyaltyMember,
  type PlayMember,
} from './server/card-members'
export type { ApiOperation } from './server/openapi'
// A hotel system's stay for a guest with no account makes a pre-member (hotel programme).
export { enrolHotelGuest, type HotelGuest } from './server/account-service'
export {
  findMemberById,
  findMemberIdByEmail,
  isEmailTaken,
  readGodsons,
  readMemberFields,
  readMemberStatesByEmail,
  setEmployeeFlag,
} from './server/members-repository'
// The cookie banner records a logged-in member's choice (consent area).
export { recordMemberCookieConsent } from './server/cookie-consent'
// The guard of the member pages (/account, /le-carre-vip), rendered by src/server/member-page.tsx.
export { enterMemberPage, memberLinkLocation, type MemberPageAccess } from './server/member-pages'
export { findCallerId, requireCallerId, requireMemberId } from './server/http'
// The account's closure asks for the password again (privacy area, ADR 0069).
export { checkMemberPassword } from './server/erasure'
// The one lucky-days form: the profile and the loyalty dashboard both show it.
export { LuckyDaysForm } from './ui/forms/lazy-forms'
export type { LuckyDaysFormStrings } from './ui/forms/lucky-days-form'
export { listCountryOptions } from './ui/shared/options'
// The member area's card, for other areas' blocks on member pages (the consent history).
export { AccountBlockFrame } from './ui/blocks/account-block-frame'
// The member pages kept offline by the service worker (the card and vouchers blocks).
export { OfflineMemberPage } from './ui/shared/offline-pages'
