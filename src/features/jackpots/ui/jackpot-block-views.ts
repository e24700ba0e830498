import type { ComponentType } from 'react'

import { LastJackpotsBlockView } from './blocks/last-jackpots-block'

/** The jackpots area's blocks by block type, for the content area's block registry. */
export const jackpotBlockViews: Record<string, ComponentType<never>> = {
  lastJackpots: LastJackpotsBlockView,
}
