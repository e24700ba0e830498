import { addDays, addMonths, compareDates, type CalendarDate } from '@/platform/domain/calendar'

/**
 * Card renewal by e-mail (spec sections 2, 8, 9): at most 2 requests in any rolling 12 months
 * (hotel.0117 beyond), and none while one is still pending (hotel.0106). A request counts on the
 * Paris day it was made; the one made 12 months ago to the day no longer counts.
 */
export const RENEWALS_PER_PERIOD = 2
export const RENEWAL_PERIOD_MONTHS = 12

export type RenewalRequest = {
  /** The Paris day the request was made. */
  requestedOn: CalendarDate
  status: 'pending' | 'done'
}

export type RenewalRefusal = 'hotel.0106' | 'hotel.0117'

export function countRenewalsInPeriod(
  requests: readonly RenewalRequest[],
  today: CalendarDate,
): number {
  const first = addDays(addMonths(today, -RENEWAL_PERIOD_MONTHS), 1)
  return requests.filter((request) => compareDates(request.requestedOn, first) >= 0).length
}

/** Null when a new request may be made today. */
export function decideRenewal(
  requests: readonly RenewalRequest[],
  today: CalendarDate,
): RenewalRefusal | null {
  if (requests.some((request) => request.status === 'pending')) return 'hotel.0106'
  if (countRenewalsInPeriod(requests, today) >= RENEWALS_PER_PERIOD) return 'hotel.0117'
  return null
}

/** Requests left in the rolling period, for the card screen. */
export function countRenewalsLeft(requests: readonly RenewalRequest[], today: CalendarDate) {
  return Math.max(0, RENEWALS_PER_PERIOD - countRenewalsInPeriod(requests, today))
}
