import type { ComponentType } from 'react'

import { LoyaltyCardBlockView } from './blocks/card-block'
import { LoyaltyDashboardBlockView } from './blocks/dashboard-block'
import { LoyaltyHistoryBlockView } from './blocks/history-block'
import { LoyaltySummaryBlockView } from './blocks/summary-block'

/**
 * The loyalty area's blocks by block type, for the content area's block registry. They take
 * `{ locale, member, query }` from the page's block context (see types.ts).
 */
export const loyaltyBlockViews: Record<string, ComponentType<never>> = {
  loyaltyDashboard: LoyaltyDashboardBlockView,
  loyaltyHistory: LoyaltyHistoryBlockView,
  loyaltyCard: LoyaltyCardBlockView,
  loyaltySummary: LoyaltySummaryBlockView,
}
