import type { AreaManifest } from '@/platform/cms/area-manifest'

import { MemberOffersBlock } from './cms/blocks'
import { MemberOffers } from './cms/member-offers'

export const offersManifest: AreaManifest = {
  area: 'offers',
  collections: [MemberOffers],
  pageBlocks: [MemberOffersBlock],
}
