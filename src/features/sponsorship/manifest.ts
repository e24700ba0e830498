import type { Where } from 'payload'

import type { AreaManifest } from '@/platform/cms/area-manifest'
import { collectionPart } from '@/platform/privacy/personal-data'

import { sponsorshipBlocks } from './cms/blocks'
import { SponsorshipInvitations } from './cms/sponsorship-invitations'
import { eraseInvitations } from './server/erasure'
import { sponsorshipMails } from './server/mails'

export const sponsorshipManifest: AreaManifest = {
  area: 'sponsorship',
  collections: [SponsorshipInvitations],
  pageBlocks: sponsorshipBlocks,
  mails: sponsorshipMails,
  // The invitations the member sent and those sent to the member's address (the godsons' own
  // accounts are theirs).
  personalData: [
    collectionPart({
      name: 'sponsorship-invitations',
      collection: 'sponsorship-invitations',
      where: (subject): Where => ({
        or: [{ sponsor: { equals: subject.memberId } }, { email: { equals: subject.email } }],
      }),
      leaveOut: ['slot'],
      erase: (payload, subject) => eraseInvitations(payload, subject),
    }),
  ],
}
