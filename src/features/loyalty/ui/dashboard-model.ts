import type { LoyaltyDto, LoyaltyStatus } from '../domain'

/** A bar towards a number of status points within the year. */
export type StatusProgress = {
  status: LoyaltyStatus
  /** Status points earned this year. */
  points: number
  /** The status points the year must reach. */
  target: number
  remaining: number
  /** 0–100, rounded down: the bar is full only when the target is reached. */
  percent: number
}

export type StatusOutlook = {
  /** Towards the next status; null at the top (Black). */
  next: StatusProgress | null
  /** A status kept from last year: what keeps it beyond this year. */
  keep: StatusProgress | null
}

function progressTo(status: LoyaltyStatus, points: number, remaining: number): StatusProgress {
  const target = points + remaining
  return {
    status,
    points,
    target,
    remaining,
    percent: target <= 0 ? 100 : Math.min(100, Math.floor((points * 100) / target)),
  }
}

/**
 * The dashboard's bars, from init's loyalty object alone: the next status's target is this year's
 * status points plus what it still needs (so the page and the API cannot disagree), and likewise
 * for a status kept from last year. Nothing for a pre-member.
 */
export function describeStatusOutlook(loyalty: LoyaltyDto): StatusOutlook {
  const points = loyalty.statusPoints ?? 0
  if (loyalty.status === null) return { next: null, keep: null }
  return {
    next: loyalty.nextStatus
      ? progressTo(loyalty.nextStatus.status, points, loyalty.nextStatus.pointsNeeded)
      : null,
    keep: loyalty.keepStatus
      ? progressTo(loyalty.keepStatus.status, points, loyalty.keepStatus.pointsNeeded)
      : null,
  }
}
