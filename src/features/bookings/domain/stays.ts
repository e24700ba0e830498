import {
  addDays,
  compareDates,
  formatIsoDate,
  getParisDate,
  getParisDayStart,
  parseIsoDate,
  type CalendarDate,
} from '@/platform/domain/calendar'

import type { BookingErrorCode } from './errors'

/**
 * Room booking rules. A stay is the nights from arrival (included) to departure (excluded), each
 * night named by its 'YYYY-MM-DD'. A room type has an inventory (rooms of that type), a base
 * nightly price, seasons that change the price (and the minimum stay) over date ranges, and the
 * standard rate's cancellation policy. A hotel offer may carry its own rate: one nightly price,
 * its own minimum stay and cancellation policy, for its rooms and its validity.
 */

/** The longest stay booked online. */
export const MAX_STAY_NIGHTS = 30
/** How far ahead a stay may begin. */
export const STAY_HORIZON_DAYS = 365
/** The lowest-price calendar's length. */
export const PRICE_CALENDAR_NIGHTS = 60

export type Season = {
  /** First and last night of the season, included. */
  startDate: string
  endDate: string
  nightlyCents: number
  /** The minimum stay of arrivals in that season; the room type's when null. */
  minimumStay: number | null
}

export type RoomRateRules = {
  roomId: number
  /** Rooms of this type: the inventory of every night. */
  roomCount: number
  maxGuests: number
  baseNightlyCents: number
  minimumStay: number
  /** Standard rate: free cancellation until that many days before arrival. */
  freeCancellationDays: number
  seasons: readonly Season[]
}

export type OfferRate = {
  offerId: number
  nightlyCents: number
  minimumStay: number
  /** Null: the offer cannot be cancelled free of charge. */
  freeCancellationDays: number | null
  /** The offer's validity: every night of the stay must fall in it ('YYYY-MM-DD', included). */
  validFrom: string | null
  validUntil: string | null
  roomIds: readonly number[]
}

export type StayRequest = { arrival: CalendarDate; departure: CalendarDate; guests: number }

export type NightPrice = { night: string; cents: number }

export type StayQuote = {
  roomId: number
  offerId: number | null
  nights: NightPrice[]
  totalCents: number
  /** The total spread over the nights, rounded down to the cent (shown as "per night"). */
  perNightCents: number
  /** Last day (Paris) of free cancellation, included; null when the rate has none. */
  freeCancellationUntil: string | null
}

export type StayResult =
  | { ok: true; quote: StayQuote }
  | { ok: false; code: BookingErrorCode; params?: Record<string, number> }

/** The nights of a stay, 'YYYY-MM-DD', in order. */
export function listStayNights(arrival: CalendarDate, departure: CalendarDate): string[] {
  const nights: string[] = []
  for (let night = arrival; compareDates(night, departure) < 0; night = addDays(night, 1)) {
    nights.push(formatIsoDate(night))
    if (nights.length > MAX_STAY_NIGHTS + 1) break
  }
  return nights
}

function seasonOf(rules: RoomRateRules, night: string): Season | undefined {
  return rules.seasons.find((season) => season.startDate <= night && night <= season.endDate)
}

/** A night's standard price: its season's, else the base price. */
export function getNightlyCents(rules: RoomRateRules, night: string): number {
  return seasonOf(rules, night)?.nightlyCents ?? rules.baseNightlyCents
}

/** The minimum stay for an arrival that day: its season's, else the room type's. */
export function getMinimumStay(rules: RoomRateRules, arrival: CalendarDate): number {
  return seasonOf(rules, formatIsoDate(arrival))?.minimumStay ?? rules.minimumStay
}

/**
 * Last day of free cancellation, included: "free until 2 days before arrival" on a stay from the
 * 10th is free until the 8th at midnight (Paris).
 */
export function getFreeCancellationUntil(
  arrival: CalendarDate,
  days: number | null,
): string | null {
  return days === null ? null : formatIsoDate(addDays(arrival, -days))
}

/**
 * Whether a stay can still be cancelled free of charge at `now`: until the end (midnight, Paris)
 * of its last free-cancellation day.
 */
export function canCancelStayFree(freeCancellationUntil: string | null, now: Date): boolean {
  const last = freeCancellationUntil ? parseIsoDate(freeCancellationUntil) : null
  return last !== null && now < getParisDayStart(addDays(last, 1))
}

/** A table booking can be cancelled online until its seating. */
export function canCancelTable(startsAt: Date, now: Date): boolean {
  return now < startsAt
}

/** The checks every stay request passes whatever the room: dates, length, horizon. */
export function checkStayDates(request: StayRequest, now: Date): BookingErrorCode | null {
  const today = getParisDate(now)
  if (compareDates(request.departure, request.arrival) <= 0) return 'departureBeforeArrival'
  if (compareDates(request.arrival, today) < 0) return 'pastDate'
  if (compareDates(request.arrival, addDays(today, STAY_HORIZON_DAYS)) > 0) return 'beyondHorizon'
  if (compareDates(request.departure, addDays(request.arrival, MAX_STAY_NIGHTS)) > 0) {
    return 'stayTooLong'
  }
  return null
}

function isOfferValidFor(offer: OfferRate, roomId: number, nights: string[]): boolean {
  if (!offer.roomIds.includes(roomId)) return false
  const first = nights[0]!
  const last = nights[nights.length - 1]!
  return (
    (!offer.validFrom || offer.validFrom <= first) &&
    (!offer.validUntil || last <= offer.validUntil)
  )
}

/**
 * The price of a stay in a room type, at its standard rate or an offer's, once every rule holds:
 * dates, guests, minimum stay, the offer's rooms and validity. Rooms left are not checked here
 * (they are claimed atomically, night by night, in the database).
 */
export function quoteStay(
  rules: RoomRateRules,
  request: StayRequest,
  now: Date,
  offer: OfferRate | null = null,
): StayResult {
  const dateError = checkStayDates(request, now)
  if (dateError) return { ok: false, code: dateError }
  if (
    !Number.isSafeInteger(request.guests) ||
    request.guests < 1 ||
    request.guests > rules.maxGuests
  ) {
    return { ok: false, code: 'tooManyGuests', params: { max: rules.maxGuests } }
  }
  const nights = listStayNights(request.arrival, request.departure)
  if (offer && !isOfferValidFor(offer, rules.roomId, nights)) {
    return { ok: false, code: 'offerNotApplicable' }
  }
  const minimum = offer ? offer.minimumStay : getMinimumStay(rules, request.arrival)
  if (nights.length < minimum)
    return { ok: false, code: 'stayTooShort', params: { nights: minimum } }
  const prices = nights.map((night) => ({
    night,
    cents: offer ? offer.nightlyCents : getNightlyCents(rules, night),
  }))
  const totalCents = prices.reduce((sum, price) => sum + price.cents, 0)
  return {
    ok: true,
    quote: {
      roomId: rules.roomId,
      offerId: offer?.offerId ?? null,
      nights: prices,
      totalCents,
      perNightCents: Math.floor(totalCents / nights.length),
      freeCancellationUntil: getFreeCancellationUntil(
        request.arrival,
        offer ? offer.freeCancellationDays : rules.freeCancellationDays,
      ),
    },
  }
}

/** Rooms of a type still free on each night of a stay: the fewest left over its nights. */
export function countRoomsLeft(
  rules: Pick<RoomRateRules, 'roomCount'>,
  nights: readonly string[],
  booked: ReadonlyMap<string, number>,
): number {
  return Math.max(0, Math.min(...nights.map((night) => rules.roomCount - (booked.get(night) ?? 0))))
}

export type CalendarNight = { night: string; lowestCents: number | null }

/**
 * The lowest standard price of each night from `first`, among the room types that fit the guests
 * and still have a room that night (null: nothing left). `booked` is per room id, then per night.
 */
export function buildLowestPriceCalendar(
  rooms: readonly RoomRateRules[],
  booked: ReadonlyMap<number, ReadonlyMap<string, number>>,
  guests: number,
  first: CalendarDate,
  length: number = PRICE_CALENDAR_NIGHTS,
): CalendarNight[] {
  const fitting = rooms.filter((room) => room.maxGuests >= guests && room.roomCount > 0)
  return Array.from({ length }, (_, index) => {
    const night = formatIsoDate(addDays(first, index))
    const prices = fitting
      .filter((room) => (booked.get(room.roomId)?.get(night) ?? 0) < room.roomCount)
      .map((room) => getNightlyCents(room, night))
    return { night, lowestCents: prices.length > 0 ? Math.min(...prices) : null }
  })
}

export type RoomRulesError = { path: string; code: 'invalidRange' | 'overlap' | 'invalidNumber' }

/** Problems staff must fix before saving a room type's rules. */
export function validateRoomRules(
  rules: Omit<RoomRateRules, 'roomId' | 'maxGuests'>,
): RoomRulesError[] {
  const errors: RoomRulesError[] = []
  const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min
  if (!whole(rules.roomCount, 0)) errors.push({ path: 'roomCount', code: 'invalidNumber' })
  if (!whole(rules.minimumStay, 1)) errors.push({ path: 'minimumStay', code: 'invalidNumber' })
  if (!whole(rules.freeCancellationDays, 0)) {
    errors.push({ path: 'freeCancellationDays', code: 'invalidNumber' })
  }
  rules.seasons.forEach((season, index) => {
    const start = parseIsoDate(season.startDate)
    const end = parseIsoDate(season.endDate)
    if (!start || !end || compareDates(end, start) < 0) {
      errors.push({ path: `seasons.${index}`, code: 'invalidRange' })
      return
    }
    const clash = rules.seasons
      .slice(0, index)
      .some((other) => other.startDate <= season.endDate && season.startDate <= other.endDate)
    if (clash) errors.push({ path: `seasons.${index}`, code: 'overlap' })
  })
  return errors
}
