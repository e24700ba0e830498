import {
  addDays,
  addMonths,
  compareDates,
  formatIsoDate,
  parseIsoDate,
  type CalendarDate,
} from '@/platform/domain/calendar'

/**
 * The hotel programme's statuses and their qualification (ADR 0052, spec sections 1 and 2).
 *
 * Découverte on enrolment. Infiniment when the nights or the stays of the rolling 12 months reach
 * the thresholds of the "Hotel programme rules" global (by default 10 nights or 4 stays); the
 * status is then kept for 12 months from the last day the member qualified, and goes back to
 * Découverte only when that period is over (the nightly job). Collaborator is given at sign-up
 * (an e-mail of an allowed domain), never earned or lost by stays.
 *
 * The window is counted in Paris calendar days: a stay counts when it has ended (its departure day
 * has come) and its departure is within the 12 months ending today, both ends included except the
 * day 12 months ago (so 26 November 2025 no longer counts on 26 November 2026).
 */

export const HOTEL_STATUSES = ['decouverte', 'infiniment', 'collaborator'] as const
export type HotelStatus = (typeof HOTEL_STATUSES)[number]

export function isHotelStatus(value: unknown): value is HotelStatus {
  return (HOTEL_STATUSES as readonly unknown[]).includes(value)
}

/** What staff may change in the "Hotel programme rules" global. */
export type HotelProgrammeRules = {
  /** Nights in the rolling 12 months that make a member Infiniment. */
  infinimentNights: number
  /** Or stays in the rolling 12 months. */
  infinimentStays: number
}

/** The defaults of ADR 0052, used until staff save the global. */
export const DEFAULT_HOTEL_RULES: HotelProgrammeRules = { infinimentNights: 10, infinimentStays: 4 }

/** The qualification period, and how long a status reached is kept. */
export const QUALIFICATION_MONTHS = 12

/** Rules as stored (any field may be missing or nonsense on a database never saved). */
export function toHotelRules(stored: {
  infinimentNights?: unknown
  infinimentStays?: unknown
}): HotelProgrammeRules {
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback
  return {
    infinimentNights: whole(stored.infinimentNights, DEFAULT_HOTEL_RULES.infinimentNights),
    infinimentStays: whole(stored.infinimentStays, DEFAULT_HOTEL_RULES.infinimentStays),
  }
}

/**
 * One entry of a membership's stays ledger: a stay (+nights, +1 stay), its cancellation (the same
 * negated) or a correction by member support (nights only). `departure` is the Paris day the stay
 * ended ('YYYY-MM-DD'); a correction is dated the day it was made.
 */
export type StayEntry = { departure: string; nights: number; stays: number }

export type Activity = { nights: number; stays: number }

/** The first day of the rolling window that ends on `today`. */
export function windowStart(today: CalendarDate): CalendarDate {
  return addDays(addMonths(today, -QUALIFICATION_MONTHS), 1)
}

function inWindow(entry: StayEntry, today: CalendarDate): boolean {
  const departure = parseIsoDate(entry.departure)
  if (!departure) return false
  return compareDates(departure, today) <= 0 && compareDates(departure, windowStart(today)) >= 0
}

/** Nights and stays of the ended stays in the window (never below zero). */
export function countActivity(entries: readonly StayEntry[], today: CalendarDate): Activity {
  let nights = 0
  let stays = 0
  for (const entry of entries) {
    if (!inWindow(entry, today)) continue
    nights += entry.nights
    stays += entry.stays
  }
  return { nights: Math.max(0, nights), stays: Math.max(0, stays) }
}

export function qualifiesForInfiniment(activity: Activity, rules: HotelProgrammeRules): boolean {
  return activity.nights >= rules.infinimentNights || activity.stays >= rules.infinimentStays
}

export type MembershipStatus = {
  status: HotelStatus
  /** Infiniment only: the last day the status is kept without qualifying again ('YYYY-MM-DD'). */
  infinimentUntil: string | null
}

/**
 * The status after today's activity: up at once when the member qualifies (and the period then
 * runs 12 months from today), down to Découverte only once the period is over.
 */
export function decideStatus(
  current: MembershipStatus,
  activity: Activity,
  rules: HotelProgrammeRules,
  today: CalendarDate,
): MembershipStatus {
  if (current.status === 'collaborator') return current
  if (qualifiesForInfiniment(activity, rules)) {
    const until = formatIsoDate(addMonths(today, QUALIFICATION_MONTHS))
    const keep = current.infinimentUntil && current.infinimentUntil > until
    return { status: 'infiniment', infinimentUntil: keep ? current.infinimentUntil : until }
  }
  if (current.status === 'infiniment') {
    const until = current.infinimentUntil ? parseIsoDate(current.infinimentUntil) : null
    if (until && compareDates(today, until) <= 0) return current
    return { status: 'decouverte', infinimentUntil: null }
  }
  return { status: current.status, infinimentUntil: null }
}

export type Progress = {
  nights: number
  stays: number
  nightsNeeded: number
  staysNeeded: number
  /**
   * The last day on which every stay counted today still counts: the missing nights or stays must
   * come by then (the first counted stay leaves the window the day after). Null when nothing
   * counts yet.
   */
  byWhen: string | null
}

/** How far the member is from Infiniment, for the dashboard. */
export function computeProgress(
  entries: readonly StayEntry[],
  rules: HotelProgrammeRules,
  today: CalendarDate,
): Progress {
  const activity = countActivity(entries, today)
  const counted = entries
    .filter((entry) => entry.stays > 0 && inWindow(entry, today))
    .map((entry) => entry.departure)
    .sort()
  const first = counted[0] ? parseIsoDate(counted[0]) : null
  return {
    ...activity,
    nightsNeeded: Math.max(0, rules.infinimentNights - activity.nights),
    staysNeeded: Math.max(0, rules.infinimentStays - activity.stays),
    byWhen: first ? formatIsoDate(addDays(addMonths(first, QUALIFICATION_MONTHS), -1)) : null,
  }
}
