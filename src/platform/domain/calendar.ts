/**
 * The one calendar and time module (issue 21, ADR 0051): calendar arithmetic in the group's time
 * zone. Every venue is in France, so a "day", a "month", "this year" or an opening hour means
 * Europe/Paris wall-clock time, whatever the server's or visitor's zone. Only Intl is used (no
 * date library): instants stay `Date` or epoch milliseconds, calendar days are plain values.
 *
 * A birthdate is not an instant either: turning it into a `Date` shifts it by the server's time
 * zone and can move it to the previous day. Rules therefore work on plain `{ year, month, day }`
 * values and ISO strings (`YYYY-MM-DD`); the edge decides what "today" is and passes it in.
 */

/** The group's casinos are in France: calendar rules ("this year", "today") use Paris time. */
export const PARIS_TIME_ZONE = 'Europe/Paris'

/** A calendar day with no time zone attached; month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number }

/** A recurring day of the year, `MM-DD` (lucky days). */
export type MonthDay = { month: number; day: number }

/** Instants are stored and compared as milliseconds since the epoch (what `Date.now()` returns). */
export type EpochMs = number

/** ISO 8601 weekday: 1 = Monday … 7 = Sunday (French weeks start on Monday). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export type LocalDateTime = CalendarDate & { hour: number; minute: number; second?: number }

export type ZonedParts = CalendarDate & {
  hour: number
  minute: number
  second: number
  weekday: IsoWeekday
}

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const WEEKDAYS: Record<string, IsoWeekday> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
}

// Building an Intl.DateTimeFormat costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>()

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which some ICU versions answer with "24" at midnight.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date')
}

/** Intl's reading of an instant: exact, and the slow path (a few microseconds a call). */
function readZonedParts(instant: Date, timeZone: string): ZonedParts {
  const values: Record<string, string> = {}
  for (const part of getFormatter(timeZone).formatToParts(instant)) values[part.type] = part.value
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
    weekday: WEEKDAYS[values.weekday ?? ''] ?? 1,
  }
}

/** A zone's offset is read once per quarter of an hour of UTC time (zones change on them). */
const SLOT_MS = 15 * MINUTE_MS
const MAX_SLOTS = 4096
const slotOffsets = new Map<string, Map<number, number | null>>()

/**
 * The zone's offset in ms over one 15-minute slot, or null when it changes within it (a DST
 * change or an old local-mean-time switch at an odd instant): the offsets at both ends of the
 * slot are read from Intl, and equal ends mean one offset all through (zones never change twice
 * in 15 minutes).
 */
function slotOffset(slot: number, timeZone: string): number | null {
  let offsets = slotOffsets.get(timeZone)
  if (!offsets) {
    offsets = new Map()
    slotOffsets.set(timeZone, offsets)
  }
  const known = offsets.get(slot)
  if (known !== undefined) return known
  const start = slot * SLOT_MS
  const end = start + SLOT_MS - 1000
  const at = (ms: number) => toUtcMs(readZonedParts(new Date(ms), timeZone)) - ms
  const first = at(start)
  const offset = first === at(end) ? first : null
  if (offsets.size >= MAX_SLOTS) offsets.clear()
  offsets.set(slot, offset)
  return offset
}

/**
 * The wall-clock reading of an instant in a time zone (Europe/Paris unless told). Ingestion reads
 * it for every play event: the instant is shifted by its slot's offset and read as UTC, and Intl
 * is asked only once per slot (and for the instants of a slot where the offset changes).
 */
export function getZonedParts(instant: Date, timeZone: string = PARIS_TIME_ZONE): ZonedParts {
  assertValidInstant(instant)
  const ms = instant.getTime()
  const offset = slotOffset(Math.floor(ms / SLOT_MS), timeZone)
  if (offset === null) return readZonedParts(instant, timeZone)
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: (((wall.getUTCDay() + 6) % 7) + 1) as IsoWeekday,
  }
}

/** The zone's offset from UTC at that instant, in minutes (Paris: 60 in winter, 120 in summer). */
export function getTimeZoneOffsetMinutes(
  instant: Date,
  timeZone: string = PARIS_TIME_ZONE,
): number {
  const parts = getZonedParts(instant, timeZone)
  const wall = toUtcMs(parts)
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000
  return Math.round((wall - wholeSeconds) / MINUTE_MS)
}

function toUtcMs(local: LocalDateTime): number {
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(local.year, local.month - 1, local.day)
  date.setUTCHours(local.hour, local.minute, local.second ?? 0, 0)
  return date.getTime()
}

function isSameWallTime(parts: ZonedParts, local: LocalDateTime): boolean {
  return (
    parts.year === local.year &&
    parts.month === local.month &&
    parts.day === local.day &&
    parts.hour === local.hour &&
    parts.minute === local.minute &&
    parts.second === (local.second ?? 0)
  )
}

/**
 * The instant at which a zone's clocks read the given wall time. Daylight-saving transitions
 * follow Temporal's 'compatible' choice: a time that happens twice (last Sunday of October,
 * 02:00-03:00) resolves to the earlier instant; a time that never happens (last Sunday of March,
 * 02:00-03:00) is pushed forward by the length of the gap (02:30 → 03:30 summer time).
 */
export function convertZonedTimeToInstant(
  local: LocalDateTime,
  timeZone: string = PARIS_TIME_ZONE,
): Date {
  const wall = toUtcMs(local)
  // Offsets a day either side frame any single transition near that wall time.
  const offsetBefore = getTimeZoneOffsetMinutes(new Date(wall - DAY_MS), timeZone) * MINUTE_MS
  const offsetAfter = getTimeZoneOffsetMinutes(new Date(wall + DAY_MS), timeZone) * MINUTE_MS
  const candidates = [wall - offsetBefore, wall - offsetAfter]
    .filter((ms) => isSameWallTime(getZonedParts(new Date(ms), timeZone), local))
    .sort((a, b) => a - b)
  return new Date(candidates[0] ?? wall - offsetBefore)
}

/** The Paris calendar day an instant falls on. */
export function getParisDate(instant: Date): CalendarDate {
  const { year, month, day } = getZonedParts(instant)
  return { year, month, day }
}

/** Midnight (00:00 Paris wall time) at the start of a Paris calendar day, as an instant. */
export function getParisDayStart(date: CalendarDate): Date {
  return convertZonedTimeToInstant({ ...date, hour: 0, minute: 0 })
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date
  if (![year, month, day].every(Number.isInteger)) return false
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false
  return day <= getDaysInMonth(year, month)
}

export function getDaysInMonth(year: number, month: number): number {
  return new Date(toUtcMs({ year, month: month + 1, day: 0, hour: 0, minute: 0 })).getUTCDate()
}

/**
 * Reads a strict 'YYYY-MM-DD' (the value of an <input type="date">); null for another shape, or
 * a day that does not exist (2023-02-29). Forms trim what a person typed before asking.
 */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isValidCalendarDate(date) ? date : null
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(toUtcMs({ ...date, hour: 12, minute: 0 }) + days * DAY_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  }
}

/** Adds calendar months, clamping to the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(date.day, getDaysInMonth(year, month)) }
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

export const compareCalendarDates = compareDates

export function getIsoWeekday(date: CalendarDate): IsoWeekday {
  const sundayZero = new Date(toUtcMs({ ...date, hour: 12, minute: 0 })).getUTCDay()
  return (sundayZero === 0 ? 7 : sundayZero) as IsoWeekday
}

/**
 * ISO 8601 with the Paris offset ('2025-06-01T20:30:00+02:00'): the same instant as
 * toISOString(), but search engines and people read the local time the venue announces.
 */
export function formatParisIsoDateTime(instant: Date): string {
  const parts = getZonedParts(instant)
  const offset = getTimeZoneOffsetMinutes(instant)
  const pad = (value: number) => String(value).padStart(2, '0')
  const sign = offset < 0 ? '-' : '+'
  const absolute = Math.abs(offset)
  return (
    `${formatIsoDate(parts)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  )
}

/**
 * The calendar day of a stored date-only value: 'YYYY-MM-DD' as written, or an instant read in
 * Paris (the admin's day picker stores noon of the chosen day). Null when it is neither.
 */
export function readCalendarDay(value: string): CalendarDate | null {
  const day = parseIsoDate(value)
  if (day) return day
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? getParisDate(new Date(time)) : null
}

/**
 * Noon UTC of a calendar day: how date-only values are stored. Paris is one or two hours ahead
 * of UTC, so this instant falls on the same day in Paris whatever the season.
 */
export function toStoredCalendarDay(date: CalendarDate): string {
  return `${formatIsoDate(date)}T12:00:00.000Z`
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export const countDaysInMonth = getDaysInMonth

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
  const match = /^(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const monthDay = { month: Number(match[1]), day: Number(match[2]) }
  // 2000 is a leap year, so this accepts every day that exists in at least one year.
  return isValidCalendarDate({ year: 2000, ...monthDay }) ? monthDay : null
}

export function formatMonthDay(monthDay: MonthDay): string {
  return `${String(monthDay.month).padStart(2, '0')}-${String(monthDay.day).padStart(2, '0')}`
}

/** The date a recurring day falls on in a given year: 29 February is observed on 28 February. */
export function resolveMonthDayInYear(monthDay: MonthDay, year: number): CalendarDate {
  const day = Math.min(monthDay.day, getDaysInMonth(year, monthDay.month))
  return { year, month: monthDay.month, day }
}

/** The calendar date of an instant in a time zone, e.g. "today" in Paris at 23:30 UTC. */
export function toCalendarDateInZone(instant: EpochMs, timeZone = PARIS_TIME_ZONE): CalendarDate {
  const { year, month, day } = getZonedParts(new Date(instant), timeZone)
  return { year, month, day }
}

export function formatIsoDateInZone(instant: EpochMs, timeZone = PARIS_TIME_ZONE): string {
  return formatIsoDate(toCalendarDateInZone(instant, timeZone))
}
