import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'
import { logger } from '@/platform/logger'

import { CallToActionBlockView } from './call-to-action-block'
import { CardGridBlockView } from './card-grid-block'
import { CollectionListBlockView } from './collection-list-block'
import { FaqBlockView } from './faq-block'
import { HeroBlockView } from './hero-block'
import { ImageTextBlockView } from './image-text-block'
import { RichTextBlockView } from './rich-text-block'
import type { BlockContext, BlockProps } from './types'
import { VideoEmbedBlockView } from './video-embed-block'

type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * Block views by block type. Each view takes its own block type (and the parts of the context it
 * needs); the registry only needs to know it takes a block.
 */
export type BlockViews = Readonly<Record<string, ComponentType<BlockProps<never>>>>

export const contentBlockViews: BlockViews = {
  hero: HeroBlockView,
  richText: RichTextBlockView,
  imageText: ImageTextBlockView,
  cardGrid: CardGridBlockView,
  callToAction: CallToActionBlockView,
  faq: FaqBlockView,
  videoEmbed: VideoEmbedBlockView,
  collectionList: CollectionListBlockView,
}

/**
 * Renders a page's blocks in order: content's own views, then `views`, the other areas' (the
 * composition root passes them, ADR 0050). Unknown block types are logged and skipped, never fatal.
 */
export function RenderBlocks({
  blocks,
  context,
  views = {},
}: {
  blocks: LayoutBlock[] | null | undefined
  context: Omit<BlockContext, 'isFirst'>
  views?: BlockViews
}) {
  if (!blocks || blocks.length === 0) return null
  return (
    <>
      {blocks.map((block, index) => {
        const View = contentBlockViews[block.blockType] ?? views[block.blockType]
        if (!View) {
          logger.warn('unknown block type skipped', { blockType: block.blockType })
          return null
        }
        return (
          <View
            key={block.id ?? index}
            block={block as never}
            context={{ ...context, isFirst: index === 0 }}
          />
        )
      })}
    </>
  )
}
