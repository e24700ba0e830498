import type { Where } from 'payload'

import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMember, collectionPart } from '@/platform/privacy/personal-data'

import { accountBlocks } from './cms/blocks'
import { membersCollection, type MemberExtension } from './cms/members'
import { CardHolders, MemberSessions, MemberTokens } from './cms/sessions'
import { anonymiseMember, eraseSessions } from './server/erasure'
import { identityMails } from './server/mails'
import { findMemberById } from './server/members-repository'

export type { MemberExtension } from './cms/members'
// Content's pages collection asks it which members' pages a caller of /api/cms may read (ADR 0041).
export { findMemberPageClearance } from './cms/page-clearance'

/**
 * Members and their sessions, tokens and login attempts, with the member-area blocks. Other areas
 * extend the member's record through `memberExtensions` (the composition root passes them).
 */
export function identityManifest({
  memberExtensions = [],
}: { memberExtensions?: readonly MemberExtension[] } = {}): AreaManifest {
  return {
    area: 'identity',
    collections: [membersCollection(memberExtensions), MemberSessions, MemberTokens, CardHolders],
    pageBlocks: accountBlocks,
    mails: identityMails,
    personalData: identityPersonalData,
  }
}

/** The member's record, sessions (dates and devices, never the token hashes) and casino cards. */
const identityPersonalData = [
  collectionPart({
    name: 'profile',
    collection: 'members',
    where: ({ memberId }) => ({ id: { equals: memberId } }),
    // The password's hash; the joins are other areas' parts (consent history, loyalty ledger).
    leaveOut: ['passwordHash', 'consentHistory', 'loyaltyEntries'],
    erase: (payload, subject) => anonymiseMember(payload, subject),
  }),
  collectionPart({
    name: 'sessions',
    collection: 'member-sessions',
    where: byMember(),
    leaveOut: ['tokenHash', 'familyId', 'parentId'],
    erase: (payload, subject) => eraseSessions(payload, subject),
  }),
  // Our copy of the casino's card holder record, linked or not yet (the casino keeps its own).
  collectionPart({
    name: 'casino-cards',
    collection: 'card-holders',
    where: async ({ memberId }, payload): Promise<Where> => {
      const cardNumber = (await findMemberById(payload, memberId))?.cardNumber
      const mine: Where = { member: { equals: memberId } }
      return cardNumber ? { or: [mine, { cardNumber: { equals: cardNumber } }] } : mine
    },
    erase: 'delete',
  }),
]
