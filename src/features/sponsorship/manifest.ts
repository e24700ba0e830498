import type { AreaManifest } from '@/platform/cms/area-manifest'

import { sponsorshipBlocks } from './cms/blocks'
import { SponsorshipInvitations } from './cms/sponsorship-invitations'
import { sponsorshipMails } from './server/mails'

export const sponsorshipManifest: AreaManifest = {
  area: 'sponsorship',
  collections: [SponsorshipInvitations],
  pageBlocks: sponsorshipBlocks,
  mails: sponsorshipMails,
}
