import type { AreaManifest } from '@/platform/cms/area-manifest'

import { jackpotBlocks } from './cms/blocks'
import { Jackpots } from './cms/jackpots'

export const jackpotsManifest: AreaManifest = {
  area: 'jackpots',
  collections: [Jackpots],
  pageBlocks: jackpotBlocks,
}
