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

export type RoomAvailabilityView = {
  roomId: number
  name: string
  maxGuests: number
  roomsLeft: number
  rates: RateView[]
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
