import type { Field } from 'payload'

import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMemberOrEmail, collectionPart } from '@/platform/privacy/personal-data'

import { consentBlocks } from './cms/blocks'
import { ConsentRecords } from './cms/consent-records'
import { recordMemberConsents } from './server/consent-records'

export { recordListConsents } from './server/consent-records'

/** The cookie banner's area: the consent history and the member's view of it. */
export const consentManifest: AreaManifest = {
  area: 'consent',
  collections: [ConsentRecords],
  pageBlocks: consentBlocks,
  personalData: [
    collectionPart({
      name: 'consent-history',
      collection: 'consent-records',
      where: byMemberOrEmail(),
      erase: 'delete',
    }),
  ],
}

/** Support read the member's consent history on the member's record. */
const consentHistoryField: Field = {
  name: 'consentHistory',
  label: { fr: 'Historique des consentements', en: 'Consent history' },
  type: 'join',
  collection: 'consent-records',
  on: 'member',
  defaultSort: '-createdAt',
  defaultLimit: 20,
  admin: { defaultColumns: ['createdAt', 'subject', 'granted', 'source'], allowCreate: false },
}

/**
 * The consent area's part of the member's record (identity's MemberExtension, checked where the
 * composition root passes it): each change of the member's channels and cookie choice is recorded,
 * and the history is shown on the record.
 */
export const consentMemberExtension = {
  afterChange: [recordMemberConsents],
  fields: [consentHistoryField],
}
