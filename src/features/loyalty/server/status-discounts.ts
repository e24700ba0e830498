import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { getPayloadClient } from '@/platform/payload'

import { LOYALTY_STATUSES, type LoyaltyStatus } from '../domain/rules'
import { getLoyaltyRules } from './rules'

export type DiscountScope = 'shows' | 'barsAndRestaurants'
export type StatusDiscount = { status: LoyaltyStatus; percent: number }

/**
 * The statuses with a discount in a scope and their percentages, from the 'Loyalty rules' global:
 * the one source of the public "White −10 %" lines and of each member's own price (issue 21). Pages
 * that show them are expired with the rules (tag loyalty-rules, revalidated by the global).
 */
export async function listStatusDiscounts(
  payload: Payload,
  scope: DiscountScope,
): Promise<StatusDiscount[]> {
  const rules = await getLoyaltyRules(payload)
  const table = scope === 'shows' ? rules.showDiscountPercent : rules.barRestaurantDiscountPercent
  return LOYALTY_STATUSES.map((status) => ({ status, percent: table[status] })).filter(
    (discount) => discount.percent > 0,
  )
}

/** listStatusDiscounts for pages, kept in Next's data cache until the rules change. */
export const getStatusDiscounts = unstable_cache(
  async (scope: DiscountScope) => listStatusDiscounts(await getPayloadClient(), scope),
  ['loyalty:status-discounts'],
  { tags: [cacheTags.loyaltyRules()] },
)
