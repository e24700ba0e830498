import { toCalendarDateInZone, type EpochMs } from '@/platform/domain/calendar'

import { canChangeLuckyDays, type LuckyDays } from './lucky-days'
import type { LoyaltyRules } from './rules'
import { evaluateStatus, type PeriodPoints } from './status'
import { pointsToCents } from './value'
import type { LoyaltyDto } from './views'

export type LoyaltySnapshot = {
  member: { state: string; cardNumber: string | null; luckyDays: LuckyDays }
  /** Null before the member's first ledger entry. */
  account: { rewardPoints: number; pointsExpiringSoon: number } | null
  periodPoints: PeriodPoints
}

/**
 * What the member sees of the programme: status derived from the status points of this period
 * and the last (evaluateStatus), reward points and their euro value, what the next status needs,
 * the lucky dates and the benefits of the status. A pre-member has no card and no status yet.
 */
export function toLoyaltyDto(
  { member, account, periodPoints }: LoyaltySnapshot,
  rules: LoyaltyRules,
  now: EpochMs,
): LoyaltyDto {
  const days = member.luckyDays.days
  const luckyDays: [string, string] | null = days ? [days[0], days[1]] : null
  const change = canChangeLuckyDays(member.luckyDays, now)
  const lockedUntilYear = change.allowed ? null : change.nextChangeYear
  if (member.state !== 'Active') {
    return {
      cardNumber: null,
      status: null,
      points: null,
      statusPoints: null,
      period: null,
      nextStatus: null,
      keepStatus: null,
      exclusivityUntil: null,
      luckyDays,
      luckyDaysLockedUntilYear: lockedUntilYear,
      euroValue: null,
      pointsExpiringSoon: 0,
      benefits: null,
    }
  }
  const evaluation = evaluateStatus(periodPoints, toCalendarDateInZone(now), rules)
  const points = account?.rewardPoints ?? 0
  return {
    cardNumber: member.cardNumber,
    status: evaluation.status,
    points,
    statusPoints: evaluation.periodPoints,
    period: evaluation.period,
    nextStatus: evaluation.next,
    keepStatus: evaluation.keep,
    exclusivityUntil: evaluation.exclusivityUntil,
    luckyDays,
    luckyDaysLockedUntilYear: lockedUntilYear,
    euroValue: { cents: pointsToCents(points, rules), currency: 'EUR' },
    pointsExpiringSoon: rules.expiry.enabled ? (account?.pointsExpiringSoon ?? 0) : 0,
    benefits: {
      showDiscountPercent: rules.showDiscountPercent[evaluation.status],
      barRestaurantDiscountPercent: rules.barRestaurantDiscountPercent[evaluation.status],
    },
  }
}
