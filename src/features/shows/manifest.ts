import type { AreaManifest } from '@/platform/cms/area-manifest'

import { showBlocks } from './cms/blocks'
import { Shows } from './cms/shows'

export const showsManifest: AreaManifest = {
  area: 'shows',
  collections: [Shows],
  pageBlocks: showBlocks,
}
