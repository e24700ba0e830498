import { parseTimeOfDay } from '@/features/venues/domain'
import {
  addDays,
  compareDates,
  convertZonedTimeToInstant,
  formatIsoDate,
  getIsoWeekday,
  getParisDate,
  getZonedParts,
  type CalendarDate,
  type IsoWeekday,
} from '@/platform/domain/calendar'

import type { BookingErrorCode } from './errors'

/**
 * Table booking rules of a restaurant, in Paris wall-clock time. A service (lunch, dinner) runs on
 * some weekdays from its first to its last seating, one slot every 15 or 30 minutes, each slot
 * taking up to `coversPerSlot` guests. A last seating earlier than the first runs past midnight
 * and still belongs to the day it starts (as opening hours do). A slot is identified by its
 * service day and its 'HH:MM' wall time.
 */

export const TABLE_SERVICE_KINDS = ['breakfast', 'lunch', 'brunch', 'dinner', 'supper'] as const
export type TableServiceKind = (typeof TABLE_SERVICE_KINDS)[number]

export const SLOT_MINUTES = [15, 30] as const
export type SlotMinutes = (typeof SLOT_MINUTES)[number]

export type TableService = {
  kind: TableServiceKind
  days: readonly IsoWeekday[]
  /** 'HH:MM' */
  firstSeating: string
  /** 'HH:MM'; earlier than the first seating when the service runs past midnight. */
  lastSeating: string
  coversPerSlot: number
}

export type TableBookingRules = {
  slotMinutes: SlotMinutes
  /** The largest party booked online; larger ones call the restaurant. */
  maxPartyOnline: number
  /** How long before a seating it can still be booked online. */
  leadTimeMinutes: number
  /** How many days ahead one may book (today + horizonDays is the last day). */
  horizonDays: number
  /** How long a meal lasts, for calendar files. */
  mealMinutes: number
  services: readonly TableService[]
  /** 'YYYY-MM-DD' days without any service (holidays, private events). */
  closedDates: readonly string[]
}

export type TableSlot = {
  /** 'HH:MM' wall time in Paris. */
  time: string
  service: TableServiceKind
  startsAt: Date
  capacity: number
}

const MINUTES_PER_DAY = 24 * 60

const pad = (value: number) => String(value).padStart(2, '0')

function toTimeText(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`
}

/** The service's seatings as minutes from the start of its day (past midnight: above 24 h). */
function seatingMinutes(service: TableService, step: number): number[] | null {
  const first = parseTimeOfDay(service.firstSeating)
  const last = parseTimeOfDay(service.lastSeating)
  if (first === null || last === null || first >= MINUTES_PER_DAY || last >= MINUTES_PER_DAY) {
    return null
  }
  const end = last < first ? last + MINUTES_PER_DAY : last
  const minutes: number[] = []
  for (let minute = first; minute <= end; minute += step) minutes.push(minute)
  return minutes
}

export function isClosedDate(rules: TableBookingRules, date: CalendarDate): boolean {
  return rules.closedDates.includes(formatIsoDate(date))
}

/**
 * Every slot of a service day by the rules alone (no clock, no bookings), in time order. Across a
 * daylight-saving change, a wall time that does not exist that night (02:30 on the last Sunday of
 * March) is not offered, and one that happens twice (02:30 on the last Sunday of October) is
 * offered once, at its first occurrence.
 */
export function listSlotsOfDay(rules: TableBookingRules, date: CalendarDate): TableSlot[] {
  if (isClosedDate(rules, date)) return []
  const weekday = getIsoWeekday(date)
  const slots: TableSlot[] = []
  const seen = new Set<string>()
  for (const service of rules.services) {
    if (!service.days.includes(weekday) || service.coversPerSlot < 1) continue
    for (const minute of seatingMinutes(service, rules.slotMinutes) ?? []) {
      const wallDay = addDays(date, Math.floor(minute / MINUTES_PER_DAY))
      const minuteOfDay = minute % MINUTES_PER_DAY
      const local = { ...wallDay, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }
      const startsAt = convertZonedTimeToInstant(local)
      const read = getZonedParts(startsAt)
      if (read.hour !== local.hour || read.minute !== local.minute) continue
      const time = toTimeText(minuteOfDay)
      if (seen.has(time)) continue
      seen.add(time)
      slots.push({ time, service: service.kind, startsAt, capacity: service.coversPerSlot })
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** The last day one may book: today (Paris) plus the horizon. */
export function getLastBookableDay(rules: TableBookingRules, now: Date): CalendarDate {
  return addDays(getParisDate(now), rules.horizonDays)
}

/** Whether a day can be booked at all (not past, within the horizon, not closed, served). */
export function checkTableDay(
  rules: TableBookingRules,
  date: CalendarDate,
  now: Date,
): BookingErrorCode | null {
  const today = getParisDate(now)
  // A service running past midnight still takes bookings for the night that began yesterday.
  if (compareDates(date, addDays(today, -1)) < 0) return 'pastDate'
  if (compareDates(date, getLastBookableDay(rules, now)) > 0) return 'beyondHorizon'
  if (isClosedDate(rules, date)) return 'closedDate'
  if (compareDates(date, today) < 0) {
    return listSlotsOfDay(rules, date).some((slot) => slot.startsAt > now) ? null : 'pastDate'
  }
  return listSlotsOfDay(rules, date).length === 0 ? 'noService' : null
}

export function checkPartySize(rules: TableBookingRules, party: number): BookingErrorCode | null {
  if (!Number.isSafeInteger(party) || party < 1) return 'partyTooLarge'
  return party > rules.maxPartyOnline ? 'partyTooLarge' : null
}

/** Late enough that the restaurant can prepare: a slot closes `leadTimeMinutes` before it. */
export function isWithinLeadTime(rules: TableBookingRules, slot: TableSlot, now: Date): boolean {
  return slot.startsAt.getTime() - now.getTime() < rules.leadTimeMinutes * 60_000
}

export type AvailableSlot = TableSlot & { remaining: number }

/**
 * The slots a party can book that day: by the rules, not closed by the lead time, with enough
 * covers left. `booked` holds the covers already taken per 'HH:MM' (the day's counters).
 */
export function listAvailableSlots(
  rules: TableBookingRules,
  date: CalendarDate,
  party: number,
  now: Date,
  booked: ReadonlyMap<string, number>,
): AvailableSlot[] {
  if (checkTableDay(rules, date, now) !== null || checkPartySize(rules, party) !== null) return []
  return listSlotsOfDay(rules, date)
    .filter((slot) => !isWithinLeadTime(rules, slot, now))
    .map((slot) => ({
      ...slot,
      remaining: Math.max(0, slot.capacity - (booked.get(slot.time) ?? 0)),
    }))
    .filter((slot) => slot.remaining >= party)
}

export type TableRequest = { date: CalendarDate; time: string; party: number }

/**
 * The slot a booking request asks for, checked against every rule but the covers left (those are
 * claimed atomically in the database). The first broken rule's code otherwise.
 */
export function findRequestedSlot(
  rules: TableBookingRules,
  request: TableRequest,
  now: Date,
): { ok: true; slot: TableSlot } | { ok: false; code: BookingErrorCode } {
  const dayError = checkTableDay(rules, request.date, now)
  if (dayError) return { ok: false, code: dayError }
  const partyError = checkPartySize(rules, request.party)
  if (partyError) return { ok: false, code: partyError }
  const slot = listSlotsOfDay(rules, request.date).find(
    (candidate) => candidate.time === request.time,
  )
  if (!slot) return { ok: false, code: 'unknownSlot' }
  if (isWithinLeadTime(rules, slot, now)) return { ok: false, code: 'tooLate' }
  if (request.party > slot.capacity) return { ok: false, code: 'partyTooLarge' }
  return { ok: true, slot }
}

/** When the meal ends, for the calendar file. */
export function getMealEnd(rules: Pick<TableBookingRules, 'mealMinutes'>, startsAt: Date): Date {
  return new Date(startsAt.getTime() + rules.mealMinutes * 60_000)
}

export type TableRulesError = {
  path: string
  code: 'invalidTime' | 'noDay' | 'noCovers' | 'overlap' | 'invalidDate'
}

/** Problems staff must fix before saving the rules, with the path of the faulty field. */
export function validateTableRules(rules: TableBookingRules): TableRulesError[] {
  const errors: TableRulesError[] = []
  const spans: { index: number; day: IsoWeekday; start: number; end: number }[] = []
  rules.services.forEach((service, index) => {
    const minutes = seatingMinutes(service, rules.slotMinutes)
    if (!minutes) errors.push({ path: `services.${index}`, code: 'invalidTime' })
    if (service.days.length === 0) errors.push({ path: `services.${index}.days`, code: 'noDay' })
    if (!Number.isSafeInteger(service.coversPerSlot) || service.coversPerSlot < 1) {
      errors.push({ path: `services.${index}.coversPerSlot`, code: 'noCovers' })
    }
    if (!minutes) return
    for (const day of service.days) {
      const start = minutes[0]!
      const end = minutes[minutes.length - 1]!
      const clash = spans.find((span) => span.day === day && start <= span.end && span.start <= end)
      if (clash) errors.push({ path: `services.${index}`, code: 'overlap' })
      spans.push({ index, day, start, end })
    }
  })
  rules.closedDates.forEach((date, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      errors.push({ path: `closedDates.${index}`, code: 'invalidDate' })
  })
  return errors
}
