import { Suspense, type ComponentType } from 'react'

import { getTranslator } from '@/platform/i18n/translator'
import { Skeleton } from '@/ui/primitives/skeleton'

import type { BlockViews } from './render-blocks'
import type { BlockProps } from './types'

/**
 * What a block shows while its data loads: the block's frame with grey bars (the same height
 * order as most member blocks, so the page does not jump much when the block arrives).
 */
export function BlockSkeleton({ label }: { label: string }) {
  return <Skeleton label={label} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" />
}

/**
 * Member blocks read the member's data per visit (history, offers, vouchers): each renders behind
 * its own Suspense boundary, so the page's frame (header, title, the other blocks) is sent at
 * once and each block streams in when ready. The page's guard and its redirects run before any
 * block, so a visitor is still redirected with a real 307 and a missing page is still a 404.
 */
export function streamedBlockViews(views: Readonly<Record<string, unknown>>): BlockViews {
  return Object.fromEntries(
    Object.entries(views).map(([type, view]) => {
      // Each area types its own block and context; the registry only passes them on.
      const View = view as ComponentType<BlockProps<never>>
      function StreamedBlock(props: BlockProps<never>) {
        const label = getTranslator(props.context.locale, 'common')('loading')
        return (
          <Suspense fallback={<BlockSkeleton label={label} />}>
            <View {...props} />
          </Suspense>
        )
      }
      StreamedBlock.displayName = `Streamed(${type})`
      return [type, StreamedBlock as ComponentType<BlockProps<never>>]
    }),
  )
}
