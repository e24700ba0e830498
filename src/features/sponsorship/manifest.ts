import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMember, collectionPart } from '@/platform/privacy/personal-data'

import { sponsorshipBlocks } from './cms/blocks'
import { SponsorshipInvitations } from './cms/sponsorship-invitations'
import { sponsorshipMails } from './server/mails'

export const sponsorshipManifest: AreaManifest = {
  area: 'sponsorship',
  collections: [SponsorshipInvitations],
  pageBlocks: sponsorshipBlocks,
  mails: sponsorshipMails,
  // The invitations the member sent (the godsons' own accounts are theirs).
  personalData: [
    collectionPart({
      name: 'sponsorship-invitations',
      collection: 'sponsorship-invitations',
      where: byMember('sponsor'),
      leaveOut: ['slot'],
      // The friends' names and addresses the member gave: nobody else needs them.
      erase: 'delete',
    }),
  ],
}
