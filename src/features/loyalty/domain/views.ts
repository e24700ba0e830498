import type { LoyaltyStatus } from './rules'

/**
 * The `loyalty` object of GET /api/epc/users/init and of the member's dashboard. Amounts of money
 * are in cents; dates are 'YYYY-MM-DD' days in Paris.
 */
export type LoyaltyDto = {
  cardNumber: string | null
  /** Null until the member holds an active card (pre-members have no status yet). */
  status: LoyaltyStatus | null
  points: number | null
  /** Status points earned in the current qualification period. */
  statusPoints: number | null
  period: number | null
  nextStatus: { status: LoyaltyStatus; pointsNeeded: number } | null
  /** A status kept from last period and what keeps it beyond the next 31 December. */
  keepStatus: { status: LoyaltyStatus; pointsNeeded: number } | null
  exclusivityUntil: string | null
  luckyDays: [string, string] | null
  /** The earliest year the lucky dates may be changed again; null when they may be now. */
  luckyDaysLockedUntilYear: number | null
  euroValue: { cents: number; currency: 'EUR' } | null
  pointsExpiringSoon: number
  benefits: { showDiscountPercent: number; barRestaurantDiscountPercent: number } | null
}

export type HistoryItem = {
  id: number
  kind: string
  rewardPoints: number
  statusPoints: number
  reason: string | null
  occurredAt: string
  activity: string | null
  casinoName: string | null
}
