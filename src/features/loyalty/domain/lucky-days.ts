import {
  compareCalendarDates,
  parseMonthDay,
  resolveMonthDayInYear,
  toCalendarDateInZone,
  type CalendarDate,
  type EpochMs,
} from '@/platform/domain/calendar'

/**
 * The member's two favourite casino dates (spec §1: 'a lucky date that doubles points'). The rules
 * are ours (ADR 0027), shown on the dashboard: the dates may be chosen once, then changed once per
 * calendar year; a date chosen today counts from tomorrow, so nobody picks today's date at the
 * table to double a night already played.
 */
export type LuckyDays = {
  days: readonly [string, string] | null
  /** When the dates were last chosen (null: chosen before this rule, or never). */
  changedAt: EpochMs | null
}

export type LuckyDaysChange =
  { allowed: true } | { allowed: false; reason: 'alreadyChangedThisYear'; nextChangeYear: number }

export function canChangeLuckyDays(luckyDays: LuckyDays, now: EpochMs): LuckyDaysChange {
  if (!luckyDays.days || luckyDays.changedAt === null) return { allowed: true }
  const thisYear = toCalendarDateInZone(now).year
  const changedYear = toCalendarDateInZone(luckyDays.changedAt).year
  return changedYear < thisYear
    ? { allowed: true }
    : { allowed: false, reason: 'alreadyChangedThisYear', nextChangeYear: thisYear + 1 }
}

/** True when play at `occurredAt` falls on one of the dates (in Paris) and the dates counted then. */
export function isLuckyPlay(luckyDays: LuckyDays, occurredAt: EpochMs): boolean {
  if (!luckyDays.days) return false
  const day = toCalendarDateInZone(occurredAt)
  if (luckyDays.changedAt !== null) {
    const chosenOn = toCalendarDateInZone(luckyDays.changedAt)
    if (compareCalendarDates(day, chosenOn) <= 0) return false
  }
  return luckyDays.days.some((value) => {
    const monthDay = parseMonthDay(value)
    if (!monthDay) return false
    const observed: CalendarDate = resolveMonthDayInYear(monthDay, day.year)
    return compareCalendarDates(observed, day) === 0
  })
}
