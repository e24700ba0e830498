import {
  addDays,
  formatIsoDate,
  getIsoWeekday,
  getZonedParts,
  type CalendarDate,
  type IsoWeekday,
  parseIsoDate,
} from '@/platform/domain/calendar'

/**
 * Opening hours in Paris wall-clock time. A range belongs to the day it opens on: a casino open
 * Friday 10:00-04:00 is one Friday range whose `closes` is earlier than its `opens`, and Saturday
 * 03:00 is inside it. `opens` equal to `closes` means round the clock. A day without ranges is
 * closed.
 */

/** 'HH:MM' in 24-hour time; closes may also be '24:00'. */
export type TimeOfDay = string

export type TimeRange = { opens: TimeOfDay; closes: TimeOfDay }

export type WeeklyRange = TimeRange & { day: IsoWeekday }

/**
 * Replaces the weekly hours of one date (bank holiday, New Year's Eve). `ranges: []` is closed.
 * It replaces the ranges that open on that date only: the previous night's range still runs past
 * midnight into it, because that night belongs to the day before.
 */
export type OpeningException = { date: string; ranges: readonly TimeRange[] }

export type OpeningHours = {
  weekly: readonly WeeklyRange[]
  exceptions?: readonly OpeningException[]
}

export type OpeningHoursErrorCode = 'invalidTime' | 'invalidDay' | 'invalidDate' | 'duplicateDate'

export type OpeningHoursError = { path: string; code: OpeningHoursErrorCode }

const MINUTES_PER_DAY = 24 * 60

/** Minutes since midnight, or null when not a valid 'HH:MM' (00:00 to 24:00). */
export function parseTimeOfDay(value: TimeOfDay): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes <= MINUTES_PER_DAY ? minutes : null
}

type MinuteSpan = { start: number; end: number }

/** The span of a range in minutes from the start of its opening day (end may exceed 24 h). */
function toSpan(range: TimeRange): MinuteSpan | null {
  const start = parseTimeOfDay(range.opens)
  const end = parseTimeOfDay(range.closes)
  if (start === null || end === null || start === MINUTES_PER_DAY) return null
  return { start, end: end <= start ? end + MINUTES_PER_DAY : end }
}

/** The ranges that open on a date: its exception if there is one, otherwise its weekday's hours. */
export function getRangesForDate(hours: OpeningHours, date: CalendarDate): TimeRange[] {
  const iso = formatIsoDate(date)
  const exception = hours.exceptions?.find((candidate) => candidate.date === iso)
  if (exception) return [...exception.ranges]
  const weekday = getIsoWeekday(date)
  return hours.weekly
    .filter((range) => range.day === weekday)
    .map(({ opens, closes }) => ({ opens, closes }))
}

/** Whether it is open at that instant, read in Paris time; invalid ranges count as closed. */
export function isOpenAt(hours: OpeningHours, instant: Date): boolean {
  const parts = getZonedParts(instant)
  const today: CalendarDate = { year: parts.year, month: parts.month, day: parts.day }
  const minute = parts.hour * 60 + parts.minute
  const isInside = (ranges: TimeRange[], offset: number) =>
    ranges.some((range) => {
      const span = toSpan(range)
      return span !== null && minute + offset >= span.start && minute + offset < span.end
    })
  // Yesterday's ranges are read with a one-day offset: that is how 03:00 falls inside 22:00-04:00.
  return (
    isInside(getRangesForDate(hours, today), 0) ||
    isInside(getRangesForDate(hours, addDays(today, -1)), MINUTES_PER_DAY)
  )
}

/** Problems an editor must fix before saving, each with the path of the faulty field. */
export function validateOpeningHours(hours: OpeningHours): OpeningHoursError[] {
  const errors: OpeningHoursError[] = []
  const checkRange = (range: TimeRange, path: string) => {
    if (toSpan(range) === null) errors.push({ path, code: 'invalidTime' })
  }
  hours.weekly.forEach((range, index) => {
    if (!Number.isInteger(range.day) || range.day < 1 || range.day > 7) {
      errors.push({ path: `weekly.${index}.day`, code: 'invalidDay' })
    }
    checkRange(range, `weekly.${index}`)
  })
  const seen = new Set<string>()
  hours.exceptions?.forEach((exception, index) => {
    if (parseIsoDate(exception.date) === null) {
      errors.push({ path: `exceptions.${index}.date`, code: 'invalidDate' })
    } else if (seen.has(exception.date)) {
      errors.push({ path: `exceptions.${index}.date`, code: 'duplicateDate' })
    }
    seen.add(exception.date)
    exception.ranges.forEach((range, rangeIndex) =>
      checkRange(range, `exceptions.${index}.ranges.${rangeIndex}`),
    )
  })
  return errors
}
