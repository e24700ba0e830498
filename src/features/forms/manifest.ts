import type { AreaManifest } from '@/platform/cms/area-manifest'

import { formBlocks } from './cms/blocks'
import { ContactRequests } from './cms/contact-requests'
import { memberListFields, readMemberLists, writeMemberLists } from './cms/member-lists'
import { NewsletterSettings, NewsletterSubscriptions } from './cms/newsletter'
import { formsMails } from './server/mails'

/** Contact requests and the newsletter, with their page blocks and their mails. */
export const formsManifest: AreaManifest = {
  area: 'forms',
  collections: [ContactRequests, NewsletterSubscriptions],
  globals: [NewsletterSettings],
  pageBlocks: formBlocks,
  mails: formsMails,
  dashboardPanels: ['/features/forms/cms/admin/requests-panel#ContactRequestsPanel'],
}

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
