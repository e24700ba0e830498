import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byEmail, collectionPart } from '@/platform/privacy/personal-data'

import { formBlocks } from './cms/blocks'
import { ContactRequests } from './cms/contact-requests'
import { memberListFields, readMemberLists, writeMemberLists } from './cms/member-lists'
import { NewsletterSettings, newsletterSubscriptions, type ListsChangeHook } from './cms/newsletter'
import { formsMails } from './server/mails'

/**
 * Contact requests and the newsletter, with their page blocks and their mails. Other areas are
 * told of each write of an address's lists through `afterListsChange` (the consent history).
 */
export const formsManifest = ({
  afterListsChange = [],
}: { afterListsChange?: readonly ListsChangeHook[] } = {}): AreaManifest => ({
  area: 'forms',
  collections: [ContactRequests, newsletterSubscriptions({ afterListsChange })],
  globals: [NewsletterSettings],
  pageBlocks: formBlocks,
  mails: formsMails,
  dashboardPanels: ['/features/forms/cms/admin/requests-panel#ContactRequestsPanel'],
  // The address's newsletter lists and its messages to the team (staff's notes are theirs).
  personalData: [
    collectionPart({
      name: 'newsletter',
      collection: 'newsletter-subscriptions',
      where: byEmail(),
      erase: 'delete',
    }),
    collectionPart({
      name: 'contact-requests',
      collection: 'contact-requests',
      where: byEmail(),
      leaveOut: ['staffNote'],
      erase: 'delete',
    }),
  ],
})

/**
 * The casino, hotel and partner news on a member's record are the newsletter's lists of the
 * member's address, kept in one place by this area (ADR 0024): identity's members collection
 * shows them in its opt-ins row.
 */
export const formsMemberExtension = {
  optInFields: memberListFields,
  afterRead: [readMemberLists],
  afterChange: [writeMemberLists],
}
