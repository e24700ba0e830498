import { isCents } from '@/features/venues/domain'
import {
  type CalendarDate,
  compareDates,
  getParisDate,
  parseIsoDate,
} from '@/platform/domain/calendar'

export const SEMINAR_SERVICES = [
  'catering',
  'audio-visual',
  'wifi',
  'accommodation',
  'team-building',
  'show',
  'casino-initiation',
  'parking',
] as const
export type SeminarService = (typeof SEMINAR_SERVICES)[number]

export const QUOTE_EVENT_TYPES = [
  'seminar',
  'incentive',
  'conference',
  'gala-dinner',
  'product-launch',
  'team-building',
  'other',
] as const

/** Where the events team is with a request. */
export const QUOTE_REQUEST_STATUSES = ['new', 'inProgress', 'answered', 'closed'] as const
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number]

/** Limits of the form; beyond them the request goes to the events team by phone. */
const MAX_QUOTE_GUESTS = 5000
const MAX_QUOTE_ROOMS = 1000

/** The dates part of a quote request, as typed ('YYYY-MM-DD', Paris days); '' or null is empty. */
export type QuoteRequestDates = {
  eventDate?: string | null
  arrival?: string | null
  departure?: string | null
}

export type QuoteRequestNumbers = {
  guests?: number | null
  rooms?: number | null
  budgetCents?: number | null
}

export type QuoteRequestField =
  'eventDate' | 'arrival' | 'departure' | 'guests' | 'rooms' | 'budgetCents'

/**
 * 'departureNeedsArrival' is the spec's 'departure date needs an arrival date first';
 * 'beforeArrival' and 'inThePast' are its 'later or earlier than a given date'.
 */
export type QuoteRequestErrorCode =
  | 'invalidDate'
  | 'inThePast'
  | 'departureNeedsArrival'
  | 'beforeArrival'
  | 'notAnInteger'
  | 'tooSmall'
  | 'tooLarge'

export type QuoteRequestErrors = Partial<Record<QuoteRequestField, QuoteRequestErrorCode>>

function readDate(value: string | null | undefined): CalendarDate | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null
  return parseIsoDate(value.trim()) ?? 'invalid'
}

/**
 * The spec's date rules for a quote request: each date is a real calendar day not before today
 * (Paris); a departure needs an arrival first and is not before it (same day allowed: a day
 * event with a night is arrival = departure − 1, a day trip is equal).
 */
export function validateQuoteRequestDates(input: QuoteRequestDates, now: Date): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {}
  const today = getParisDate(now)
  const dates = {
    eventDate: readDate(input.eventDate),
    arrival: readDate(input.arrival),
    departure: readDate(input.departure),
  }
  for (const field of ['eventDate', 'arrival', 'departure'] as const) {
    const date = dates[field]
    if (date === 'invalid') errors[field] = 'invalidDate'
    else if (date && compareDates(date, today) < 0) errors[field] = 'inThePast'
  }
  if (dates.departure !== null && !errors.departure) {
    if (dates.arrival === null) errors.departure = 'departureNeedsArrival'
    else if (
      dates.arrival !== 'invalid' &&
      dates.departure !== 'invalid' &&
      compareDates(dates.departure, dates.arrival) < 0
    ) {
      errors.departure = 'beforeArrival'
    }
  }
  return errors
}

function checkCount(value: number | null | undefined, min: number, max: number) {
  if (value === null || value === undefined) return null
  if (!Number.isSafeInteger(value)) return 'notAnInteger' as const
  if (value < min) return 'tooSmall' as const
  return value > max ? ('tooLarge' as const) : null
}

/** Guests (required by the form, ≥ 1), rooms and budget (optional, whole, ≥ 0). */
export function validateQuoteRequestNumbers(input: QuoteRequestNumbers): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {}
  const guests = checkCount(input.guests, 1, MAX_QUOTE_GUESTS)
  const rooms = checkCount(input.rooms, 0, MAX_QUOTE_ROOMS)
  if (guests) errors.guests = guests
  if (rooms) errors.rooms = rooms
  if (
    input.budgetCents !== null &&
    input.budgetCents !== undefined &&
    !isCents(input.budgetCents)
  ) {
    errors.budgetCents = Number.isSafeInteger(input.budgetCents) ? 'tooSmall' : 'notAnInteger'
  }
  return errors
}

export function validateQuoteRequest(
  input: QuoteRequestDates & QuoteRequestNumbers,
  now: Date,
): QuoteRequestErrors {
  return { ...validateQuoteRequestNumbers(input), ...validateQuoteRequestDates(input, now) }
}
