import type { CalendarDate } from '@/platform/domain/calendar'

import { lastDayOf, periodOfDay, type Period } from './periods'
import { LOYALTY_STATUSES, type LoyaltyRules, type LoyaltyStatus } from './rules'

export type PeriodPoints = ReadonlyMap<Period, number>

export function rankOf(status: LoyaltyStatus): number {
  return LOYALTY_STATUSES.indexOf(status)
}

/** The status that a number of status points earned within one period qualifies for. */
export function statusForPoints(points: number, rules: LoyaltyRules): LoyaltyStatus {
  const { Silver, Gold, Black } = rules.thresholds
  if (points >= Black) return 'Black'
  if (points >= Gold) return 'Gold'
  if (points >= Silver) return 'Silver'
  return 'White'
}

export type StatusEvaluation = {
  status: LoyaltyStatus
  /** Last day the status is guaranteed ('YYYY-MM-DD'); null for White, which nothing guards. */
  exclusivityUntil: string | null
  period: Period
  /** Status points earned in the current period. */
  periodPoints: number
  /** The next status up and the status points still to earn this period for it. */
  next: { status: LoyaltyStatus; pointsNeeded: number } | null
  /** A status kept from last period but not yet earned again this period: what keeps it. */
  keep: { status: LoyaltyStatus; pointsNeeded: number } | null
}

/**
 * A status is reached the moment its threshold is within one period's status points, and kept
 * until the end of the following period ('exclusivity until'). So on any day the member holds
 * the best status reached in the current period or the previous one; when several periods give
 * it, the later one sets the exclusivity.
 */
export function evaluateStatus(
  points: PeriodPoints,
  today: CalendarDate,
  rules: LoyaltyRules,
): StatusEvaluation {
  const period = periodOfDay(today)
  const current = points.get(period) ?? 0
  const reachedNow = statusForPoints(current, rules)
  const reachedBefore = statusForPoints(points.get(period - 1) ?? 0, rules)
  const nowWins = rankOf(reachedNow) >= rankOf(reachedBefore)
  const status = nowWins ? reachedNow : reachedBefore
  const exclusivityUntil = status === 'White' ? null : lastDayOf(nowWins ? period + 1 : period)
  const nextStatus = LOYALTY_STATUSES[rankOf(status) + 1]
  const threshold = (target: Exclude<LoyaltyStatus, 'White'>) => rules.thresholds[target]
  return {
    status,
    exclusivityUntil,
    period,
    periodPoints: current,
    next: nextStatus
      ? {
          status: nextStatus,
          pointsNeeded: Math.max(
            0,
            threshold(nextStatus as Exclude<LoyaltyStatus, 'White'>) - current,
          ),
        }
      : null,
    keep:
      nowWins || status === 'White'
        ? null
        : {
            status,
            pointsNeeded: threshold(status as Exclude<LoyaltyStatus, 'White'>) - current,
          },
  }
}
