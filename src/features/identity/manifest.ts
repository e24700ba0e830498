import type { AreaManifest } from '@/platform/cms/area-manifest'

import { accountBlocks } from './cms/blocks'
import { membersCollection, type MemberExtension } from './cms/members'
import { CardHolders, MemberSessions, MemberTokens } from './cms/sessions'
import { identityMails } from './server/mails'

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
  }
}
