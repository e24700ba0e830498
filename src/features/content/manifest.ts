import type { Block } from 'payload'

import type { AreaManifest } from '@/platform/cms/area-manifest'

import { contentBlocks } from './cms/blocks'
import { Banners, Footers, Headers, SiteSettings } from './cms/chrome'
import { Media } from './cms/media'
import type { PageClearance } from './cms/page-read-access'
import { pagesCollection } from './cms/pages'
import { Redirects } from './cms/redirects'

export { richTextEditor } from './cms/rich-text-editor'

/**
 * Pages, media, redirects and the site's frame (header, footer, banners, settings). Pages hold
 * content's own blocks followed by `otherBlocks`, the blocks every other area offers; `clearance`
 * is identity's rule for members' pages (ADR 0041). Content knows neither area: the composition
 * root passes both (ADR 0050).
 */
export function contentManifest({
  otherBlocks,
  clearance,
}: {
  otherBlocks: readonly Block[]
  clearance?: PageClearance
}): AreaManifest {
  return {
    area: 'content',
    collections: [
      pagesCollection({ blocks: [...contentBlocks, ...otherBlocks], clearance }),
      Media,
      Redirects,
      Headers,
      Footers,
      Banners,
    ],
    globals: [SiteSettings],
    pageBlocks: contentBlocks,
  }
}
