import {
  formatIsoDate,
  toCalendarDateInZone,
  type CalendarDate,
  type EpochMs,
} from '@/platform/domain/calendar'

/**
 * Qualification periods are calendar years in Paris: play on 31 December at 23:30 in Paris counts
 * for that year even though it is already 1 January in UTC.
 */
export type Period = number

export function periodOf(instant: EpochMs): Period {
  return toCalendarDateInZone(instant).year
}

export function periodOfDay(day: CalendarDate): Period {
  return day.year
}

/** The last day of a period, as 'YYYY-MM-DD' (the member sees 'exclusive until 31/12/2027'). */
export function lastDayOf(period: Period): string {
  return formatIsoDate({ year: period, month: 12, day: 31 })
}
