import { getDiscountPercent, type MemberStatus } from '@/features/shows/domain'

/**
 * The loyalty status discount at bars and restaurants (spec §9: Black, 10 %, permanently), from the
 * status as the member's loyalty data spells it ('Black', 'black'). The discount table itself is
 * the shows area's, so one rule serves the show pages and the table bookings.
 */
export function getRestaurantDiscountPercent(status: string | null | undefined): number {
  const normalized = status?.trim().toLowerCase()
  const known: readonly string[] = ['white', 'silver', 'gold', 'black']
  if (!normalized || !known.includes(normalized)) return 0
  return getDiscountPercent(normalized as MemberStatus, 'barsAndRestaurants')
}
