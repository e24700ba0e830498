import type { TableServiceKind } from './table-slots'

/**
 * What the booking API answers and the booking forms read. Instants are ISO strings, days
 * 'YYYY-MM-DD' and times 'HH:MM' (Paris), money integer cents.
 */

export type SlotView = {
  time: string
  service: TableServiceKind
  startsAt: string
  remaining: number
}

export type TableDayView = {
  restaurantId: number
  date: string
  party: number
  /** Why nothing can be booked that day, when so ('closedDate', 'pastDate'…); null otherwise. */
  closedReason: string | null
  closedMessage: string | null
  slots: SlotView[]
  rules: { maxPartyOnline: number; firstDay: string; lastDay: string; phone: string | null }
}

export type RateView = {
  /** 'standard', or 'offer-<id>'. */
  code: string
  offerId: number | null
  name: string
  conditions: string | null
  totalCents: number
  perNightCents: number
  nights: number
  freeCancellationUntil: string | null
}

/** An offer of the room type that applies to the stay's dates but not to its length. */
export type UnavailableRateView = {
  /** 'offer-<id>'. */
  code: string
  offerId: number
  name: string
  /** Why it cannot be booked for this stay: 'stayTooShort'. */
  reason: 'stayTooShort'
  /** The reason in the reader's language, e.g. '2 nuits minimum'. */
  message: string
  minimumStay: number
}

export type RoomAvailabilityView = {
  roomId: number
  name: string
  maxGuests: number
  roomsLeft: number
  rates: RateView[]
  /**
   * Offers that would apply with a longer stay (minimum stay not met): shown unavailable, with
   * their reason, instead of disappearing.
   */
  unavailableRates: UnavailableRateView[]
  /** Why this room type cannot be booked for the stay, when so (e.g. 'stayTooShort'). */
  unavailableReason: string | null
  unavailableMessage: string | null
}

export type StayAvailabilityView = {
  hotelId: number
  arrival: string
  departure: string
  guests: number
  rooms: RoomAvailabilityView[]
}

export type PriceCalendarView = {
  hotelId: number
  guests: number
  nights: { night: string; lowestCents: number | null }[]
}

export type BookingConfirmationView = {
  reference: string
  /** The private page of the booking (view, calendar file, cancel), path in the booking's language. */
  managePath: string
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'noShow'

type ManagedBookingBase = {
  reference: string
  status: BookingStatus
  guestName: string
  email: string
  phone: string
  note: string | null
  venueName: string
  /** The restaurant's or hotel's page, in the page's language; null when it is not published. */
  venuePath: string | null
  address: string | null
  venuePhone: string | null
  /** Whether the guest can still cancel online, and why not when not. */
  canCancel: boolean
  cancelRefusal: 'alreadyCancelled' | 'cancellationClosed' | null
  cancelledBy: 'guest' | 'staff' | null
  calendarPath: string
}

export type ManagedTableBookingView = ManagedBookingBase & {
  kind: 'table'
  date: string
  time: string
  startsAt: string
  party: number
  discountPercent: number
}

export type ManagedStayView = ManagedBookingBase & {
  kind: 'room'
  arrival: string
  departure: string
  nights: number
  guests: number
  roomName: string
  rateName: string
  totalCents: number
  freeCancellationUntil: string | null
}

export type ManagedBookingView = ManagedTableBookingView | ManagedStayView

/** A stay in the member's account ('my stays'). */
export type MemberStayView = {
  reference: string
  hotelName: string
  roomName: string
  arrival: string
  departure: string
  nights: number
  guests: number
  totalCents: number
  status: BookingStatus
  /** Upcoming until the departure day is over (Paris). */
  ended: boolean
  /** The stay's private page; null once its link has expired. */
  managePath: string | null
}
