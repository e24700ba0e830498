import type { ComponentType } from 'react'

// The block registry is where every area's block views meet, as content/cms/blocks gathers
// their configs: it imports each area's block views file, not its index.ts.
import { bookingBlockViews } from '@/features/bookings/ui/booking-block-views'
import { formBlockViews } from '@/features/forms/ui/forms-block-views'
import { accountBlockViews } from '@/features/identity/ui/account-block-views'
import { jackpotBlockViews } from '@/features/jackpots/ui/jackpot-block-views'
import { rewardBlockViews } from '@/features/rewards/ui/reward-block-views'
import { sponsorshipBlockViews } from '@/features/sponsorship/ui/sponsorship-block-views'
import { offerBlockViews } from '@/features/offers/ui/offer-block-views'
import { loyaltyBlockViews } from '@/features/loyalty/ui/loyalty-block-views'
import { paymentBlockViews } from '@/features/payments/ui/payment-block-views'
import { seminarBlockViews } from '@/features/seminars/ui/seminar-block-views'
import { showBlockViews } from '@/features/shows/ui/show-block-views'
import { tournamentBlockViews } from '@/features/tournaments/ui/tournament-block-views'
import { venueBlockViews } from '@/features/venues/ui/venue-block-views'
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

// Each view takes its own block type; the registry only needs to know it takes a block.
const registry: Record<string, ComponentType<BlockProps<never>>> = {
  hero: HeroBlockView,
  richText: RichTextBlockView,
  imageText: ImageTextBlockView,
  cardGrid: CardGridBlockView,
  callToAction: CallToActionBlockView,
  faq: FaqBlockView,
  videoEmbed: VideoEmbedBlockView,
  collectionList: CollectionListBlockView,
  // Member-area blocks take { locale, member } from the same context.
  ...(accountBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  // Loyalty blocks take { locale, member, query }.
  ...(loyaltyBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  // Venue and programme blocks take { locale } from the same context.
  ...(venueBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(showBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(tournamentBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(jackpotBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(seminarBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  // Member blocks: { locale, member }.
  ...(rewardBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(sponsorshipBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(offerBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  // The restaurant booking block takes { locale }; "my stays" { locale, member }.
  ...(bookingBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  // Payments: the tournament reservation form { locale, member }; the member's histories.
  ...(paymentBlockViews as Record<string, ComponentType<BlockProps<never>>>),
  ...(formBlockViews as Record<string, ComponentType<BlockProps<never>>>),
}

/** Renders a page's blocks in order. Unknown block types are logged and skipped, never fatal. */
export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: LayoutBlock[] | null | undefined
  context: Omit<BlockContext, 'isFirst'>
}) {
  if (!blocks || blocks.length === 0) return null
  return (
    <>
      {blocks.map((block, index) => {
        const View = registry[block.blockType]
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
