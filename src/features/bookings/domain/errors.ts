/**
 * What can go wrong with a booking, as codes. The edge (server/http.ts) maps each code to an HTTP
 * status and a message of `bookings.errors.<code>` in messages/fr.json and messages/en.json.
 */
export const BOOKING_ERROR_CODES = [
  // Unknown or closed to online booking.
  'unknownRestaurant',
  'unknownHotel',
  'unknownRoom',
  'unknownOffer',
  'bookingDisabled',
  // Dates and sizes.
  'pastDate',
  'beyondHorizon',
  'closedDate',
  'noService',
  'unknownSlot',
  'tooLate',
  'partyTooLarge',
  'departureBeforeArrival',
  'stayTooShort',
  'stayTooLong',
  'tooManyGuests',
  'offerNotApplicable',
  // Taken by someone else meanwhile.
  'slotUnavailable',
  'roomUnavailable',
  // The private link.
  'invalidToken',
  'expiredToken',
  'alreadyCancelled',
  'cancellationClosed',
] as const

export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number]

export type BookingErrorParams = Record<string, string | number>

export class BookingError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    readonly params: BookingErrorParams = {},
  ) {
    super(`booking: ${code}`)
    this.name = 'BookingError'
  }
}

export function isBookingError(error: unknown): error is BookingError {
  return error instanceof BookingError
}

/** The answer's status: 404 for what does not exist, 409 for what was taken, 410 for old links. */
export function suggestBookingHttpStatus(code: BookingErrorCode): number {
  switch (code) {
    case 'unknownRestaurant':
    case 'unknownHotel':
    case 'unknownRoom':
    case 'unknownOffer':
    case 'invalidToken':
      return 404
    case 'slotUnavailable':
    case 'roomUnavailable':
    case 'alreadyCancelled':
    case 'cancellationClosed':
      return 409
    case 'expiredToken':
      return 410
    default:
      return 400
  }
}

/** Which form field a rule's error belongs to, so the form shows it next to that field. */
export function getBookingErrorField(
  code: BookingErrorCode,
  kind: 'table' | 'stay',
): string | null {
  switch (code) {
    case 'pastDate':
    case 'beyondHorizon':
      return kind === 'table' ? 'date' : 'arrival'
    case 'closedDate':
    case 'noService':
      return 'date'
    case 'unknownSlot':
    case 'tooLate':
      return 'time'
    case 'partyTooLarge':
      return 'party'
    case 'departureBeforeArrival':
    case 'stayTooShort':
    case 'stayTooLong':
      return 'departure'
    case 'tooManyGuests':
      return 'guests'
    default:
      return null
  }
}
