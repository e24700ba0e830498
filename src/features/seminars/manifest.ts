import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byEmail, collectionPart } from '@/platform/privacy/personal-data'

import { seminarBlocks } from './cms/blocks'
import { QuoteRequests } from './cms/quote-requests'
import { SeminarOffers } from './cms/seminars'
import { seminarsMails } from './server/quote-request-mail'

export const seminarsManifest: AreaManifest = {
  area: 'seminars',
  collections: [SeminarOffers, QuoteRequests],
  pageBlocks: seminarBlocks,
  mails: seminarsMails,
  dashboardPanels: ['/features/seminars/cms/admin/quotes-panel#QuoteRequestsPanel'],
  personalData: [
    collectionPart({
      name: 'quote-requests',
      collection: 'quote-requests',
      where: byEmail(),
      leaveOut: ['staffNote'],
      erase: 'delete',
    }),
  ],
}
