import type { MemberExtension } from '@/features/identity'
import type { AreaManifest } from '@/platform/cms/area-manifest'

import { consentBlocks } from './cms/blocks'
import { ConsentRecords } from './cms/consent-records'
import { recordMemberConsents } from './server/consent-records'

export { recordListConsents } from './server/consent-records'

/** The cookie banner's area: the consent history and the member's view of it. */
export const consentManifest: AreaManifest = {
  area: 'consent',
  collections: [ConsentRecords],
  pageBlocks: consentBlocks,
}

/**
 * The consent area's part of the member's record: each change of the member's channels and
 * cookie choice is recorded, and support see the member's history on the record.
 */
export const consentMemberExtension: MemberExtension = {
  afterChange: [recordMemberConsents],
  fields: [
    {
      name: 'consentHistory',
      label: { fr: 'Historique des consentements', en: 'Consent history' },
      type: 'join',
      collection: 'consent-records',
      on: 'member',
      defaultSort: '-createdAt',
      defaultLimit: 20,
      admin: { defaultColumns: ['createdAt', 'subject', 'granted', 'source'], allowCreate: false },
    },
  ],
}
