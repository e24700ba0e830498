/**
 * Calendar dates without a time of day (birthdates, lucky days, "today").
 *
 * A birthdate is not an instant: turning it into a `Date` shifts it by the server's time zone and
 * can move it to the previous day. Rules therefore work on plain `{ year, month, day }` values and
 * ISO strings (`YYYY-MM-DD`); the edge decides what "today" is in the group's time zone with
 * `formatIsoDateInZone` and passes it in, so no rule reads the clock.
 */

export type CalendarDate = { year: number; month: number; day: number }

/** A recurring day of the year, `MM-DD` (lucky days). */
export type MonthDay = { month: number; day: number }

/** Instants are stored and compared as milliseconds since the epoch (what `Date.now()` returns). */
export type EpochMs = number

/** The group's casinos are in France: calendar rules ("this year", "today") use Paris time. */
export const GROUP_TIME_ZONE = 'Europe/Paris'

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const monthDayPattern = /^(\d{2})-(\d{2})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function countDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date
  if (![year, month, day].every(Number.isInteger)) return false
  if (year < 1 || year > 9999 || month < 1 || month > 12) return false
  return day >= 1 && day <= countDaysInMonth(year, month)
}

/** Parses a strict `YYYY-MM-DD`; null for another shape or a day that does not exist (2023-02-29). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = isoDatePattern.exec(value.trim())
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isValidCalendarDate(date) ? date : null
}

function padNumber(value: number, length: number): string {
  return String(value).padStart(length, '0')
}

export function formatIsoDate(date: CalendarDate): string {
  return `${padNumber(date.year, 4)}-${padNumber(date.month, 2)}-${padNumber(date.day, 2)}`
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/**
 * Full years between a birthdate and today. Someone born on 29 February has their birthday on
 * 1 March in common years (the day after 28 February), which is how French civil law counts it.
 */
export function computeAge(birthdate: CalendarDate, today: CalendarDate): number {
  const years = today.year - birthdate.year
  const hadBirthdayThisYear =
    today.month > birthdate.month || (today.month === birthdate.month && today.day >= birthdate.day)
  return hadBirthdayThisYear ? years : years - 1
}

/**
 * Parses `MM-DD`. 29 February is a real day of the year and is accepted; see `resolveMonthDayInYear`
 * for the years that lack it.
 */
export function parseMonthDay(value: string): MonthDay | null {
  const match = monthDayPattern.exec(value.trim())
  if (!match) return null
  const monthDay = { month: Number(match[1]), day: Number(match[2]) }
  // 2000 is a leap year, so this accepts every day that exists in at least one year.
  return isValidCalendarDate({ year: 2000, ...monthDay }) ? monthDay : null
}

export function formatMonthDay(monthDay: MonthDay): string {
  return `${padNumber(monthDay.month, 2)}-${padNumber(monthDay.day, 2)}`
}

/** The date a recurring day falls on in a given year: 29 February is observed on 28 February. */
export function resolveMonthDayInYear(monthDay: MonthDay, year: number): CalendarDate {
  const day = Math.min(monthDay.day, countDaysInMonth(year, monthDay.month))
  return { year, month: monthDay.month, day }
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>()

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
    zoneFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar date of an instant in a time zone, e.g. "today" in Paris at 23:30 UTC. */
export function toCalendarDateInZone(instant: EpochMs, timeZone = GROUP_TIME_ZONE): CalendarDate {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant))
  const readPart = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value)
  return { year: readPart('year'), month: readPart('month'), day: readPart('day') }
}

export function formatIsoDateInZone(instant: EpochMs, timeZone = GROUP_TIME_ZONE): string {
  return formatIsoDate(toCalendarDateInZone(instant, timeZone))
}
