import { VenuesRepository } from '@/features/venues'
import { type BookableHotelView, type HotelOfferView } from '@/features/venues/domain'
import { addDays, formatIsoDate, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import type { RoomBooking } from '@/payload-types'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'

import {
  BookingError,
  buildLowestPriceCalendar,
  checkStayDates,
  countRoomsLeft,
  listStayNights,
  MAX_STAY_NIGHTS,
  PRICE_CALENDAR_NIGHTS,
  quoteStay,
  type OfferRate,
  type PriceCalendarView,
  type RateView,
  type RoomAvailabilityView,
  type RoomRateRules,
  type StayAvailabilityView,
  type StayRequest,
  type UnavailableRateView,
} from '../domain'
import type { StayBookingInput } from './api-schemas'
import { BookingsRepository } from './bookings-repository'
import { CapacityRepository } from './capacity-repository'
import type { BookingContext } from './context'
import { describeBookingError } from './http'
import { MANAGE_LINK_AFTER_MS, signManageToken } from './manage-token'
import { calendarFileForMail } from './manage'
import { sendStayConfirmation } from './mails'
import { bookingPagePath } from './paths'
import { SettingsRepository } from './settings-repository'
import type { CreatedBooking } from './table-bookings'

type Bookable = { hotel: BookableHotelView; rules: RoomRateRules[] }

async function findBookable(ctx: BookingContext, hotelId: number): Promise<Bookable> {
  const hotel = await new VenuesRepository(ctx.payload).findBookableHotel(
    ctx.locale,
    hotelId,
    ctx.now,
  )
  if (!hotel) throw new BookingError('unknownHotel')
  const found = await new SettingsRepository(ctx.payload).listRoomRules(hotel.rooms)
  // In the hotel's own order of its rooms (the page lists them so).
  const rules = hotel.rooms.flatMap((room) => found.filter((rule) => rule.roomId === room.id))
  return { hotel, rules }
}

/** An offer's online rate, when it has one. */
function toOfferRate(offer: HotelOfferView): OfferRate | null {
  if (!offer.bookingRate) return null
  return {
    offerId: offer.id,
    nightlyCents: offer.bookingRate.nightlyCents,
    minimumStay: offer.bookingRate.minimumStay,
    freeCancellationDays: offer.bookingRate.freeCancellationDays,
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    roomIds: offer.rooms.map((room) => room.id),
  }
}

function toStayRequest(input: { arrival: string; departure: string; guests: number }): StayRequest {
  return {
    arrival: parseIsoDate(input.arrival)!,
    departure: parseIsoDate(input.departure)!,
    guests: input.guests,
  }
}

/** Dates that no room type could take: answered as an error of the whole request. */
function checkDates(ctx: BookingContext, request: StayRequest): void {
  const code = checkStayDates(request, ctx.now)
  if (code) throw new BookingError(code, { max: MAX_STAY_NIGHTS })
}

/**
 * The room types of a hotel for a stay: for each, the rooms left and its rates (standard, and the
 * offers with an online rate that apply), each with its total and its price per night. A room type
 * that cannot take the stay says why (full, minimum stay, too many guests).
 */
export async function readStayAvailability(
  ctx: BookingContext,
  query: { hotelId: number; arrival: string; departure: string; guests: number },
): Promise<StayAvailabilityView> {
  const { hotel, rules } = await findBookable(ctx, query.hotelId)
  const request = toStayRequest(query)
  checkDates(ctx, request)
  const nights = listStayNights(request.arrival, request.departure)
  const booked = await new CapacityRepository(ctx.payload).readRoomNights(
    rules.map((rule) => rule.roomId),
    query.arrival,
    query.departure,
  )
  const t = getTranslator(ctx.locale, 'bookings')
  const offers = hotel.offers.flatMap((offer) => {
    const rate = toOfferRate(offer)
    return rate ? [{ offer, rate }] : []
  })
  const rooms = rules.map((rule): RoomAvailabilityView => {
    const room = hotel.rooms.find((candidate) => candidate.id === rule.roomId)!
    const roomsLeft = countRoomsLeft(rule, nights, booked.get(rule.roomId) ?? new Map())
    const standard = quoteStay(rule, request, ctx.now)
    const rates: RateView[] = []
    if (standard.ok) {
      rates.push({
        code: 'standard',
        offerId: null,
        name: t('standardRate'),
        conditions: null,
        totalCents: standard.quote.totalCents,
        perNightCents: standard.quote.perNightCents,
        nights: nights.length,
        freeCancellationUntil: standard.quote.freeCancellationUntil,
      })
    }
    const unavailableRates: UnavailableRateView[] = []
    for (const { offer, rate } of offers) {
      const quoted = quoteStay(rule, request, ctx.now, rate)
      if (!quoted.ok && quoted.code === 'stayTooShort') {
        // Its room and dates, too few nights: shown with its reason rather than hidden.
        unavailableRates.push({
          code: `offer-${offer.id}`,
          offerId: offer.id,
          name: offer.title,
          reason: 'stayTooShort',
          message: t('offerMinimumStay', { nights: rate.minimumStay }),
          minimumStay: rate.minimumStay,
        })
      }
      if (!quoted.ok) continue
      rates.push({
        code: `offer-${offer.id}`,
        offerId: offer.id,
        name: offer.title,
        conditions: offer.conditions,
        totalCents: quoted.quote.totalCents,
        perNightCents: quoted.quote.perNightCents,
        nights: nights.length,
        freeCancellationUntil: quoted.quote.freeCancellationUntil,
      })
    }
    const reason =
      roomsLeft < 1
        ? { code: 'roomUnavailable' as const, params: {} }
        : !standard.ok && rates.length === 0
          ? { code: standard.code, params: standard.params ?? {} }
          : null
    return {
      roomId: rule.roomId,
      name: room.name,
      maxGuests: rule.maxGuests,
      roomsLeft,
      rates: reason ? [] : rates,
      unavailableRates: reason ? [] : unavailableRates,
      unavailableReason: reason?.code ?? null,
      unavailableMessage: reason
        ? describeBookingError(reason.code, ctx.locale, reason.params).message
        : null,
    }
  })
  return {
    hotelId: hotel.id,
    arrival: query.arrival,
    departure: query.departure,
    guests: query.guests,
    rooms,
  }
}

/** The lowest nightly price of each of the next 60 nights for that many guests. */
export async function readPriceCalendar(
  ctx: BookingContext,
  query: { hotelId: number; guests: number },
): Promise<PriceCalendarView> {
  const { hotel, rules } = await findBookable(ctx, query.hotelId)
  const first = getParisDate(ctx.now)
  const booked = await new CapacityRepository(ctx.payload).readRoomNights(
    rules.map((rule) => rule.roomId),
    formatIsoDate(first),
    formatIsoDate(addDays(first, PRICE_CALENDAR_NIGHTS)),
  )
  return {
    hotelId: hotel.id,
    guests: query.guests,
    nights: buildLowestPriceCalendar(rules, booked, query.guests, first),
  }
}

function addressOf(hotel: BookableHotelView): string {
  const { street, postalCode, city } = hotel.address
  return [street, `${postalCode} ${city}`].filter((part) => part.trim() !== '').join(', ')
}

/**
 * Books a room for a stay: the rules and the rate checked, one room of the type claimed night by
 * night (all or none, ADR 0030), the booking stored, then the mail queued. Paid at the hotel.
 */
export async function bookStay(
  ctx: BookingContext,
  input: StayBookingInput,
  memberId: number | null,
): Promise<CreatedBooking<RoomBooking>> {
  const { hotel, rules } = await findBookable(ctx, input.hotel)
  const rule = rules.find((candidate) => candidate.roomId === input.room)
  const room = hotel.rooms.find((candidate) => candidate.id === input.room)
  if (!rule || !room) throw new BookingError('unknownRoom')
  const request = toStayRequest(input)
  checkDates(ctx, request)
  let offer: HotelOfferView | null = null
  let rate: OfferRate | null = null
  if (input.offer) {
    offer = hotel.offers.find((candidate) => candidate.id === input.offer) ?? null
    rate = offer ? toOfferRate(offer) : null
    if (!rate) throw new BookingError('unknownOffer')
  }
  const quoted = quoteStay(rule, request, ctx.now, rate)
  if (!quoted.ok) throw new BookingError(quoted.code, { max: rule.maxGuests, ...quoted.params })
  const { quote } = quoted
  const nights = quote.nights.map((night) => night.night)
  const capacity = new CapacityRepository(ctx.payload)
  if (!(await capacity.claimStay(rule.roomId, nights, rule.roomCount, ctx.now))) {
    throw new BookingError('roomUnavailable')
  }

  let booking: RoomBooking
  try {
    booking = await new BookingsRepository(ctx.payload).createRoomBooking({
      hotel: hotel.id,
      room: room.id,
      offer: offer?.id ?? null,
      rateName: offer?.title ?? getTranslator(ctx.locale, 'bookings')('standardRate'),
      arrival: input.arrival,
      departure: input.departure,
      nights: nights.length,
      guests: input.guests,
      totalCents: quote.totalCents,
      freeCancellationUntil: quote.freeCancellationUntil,
      guestName: input.name,
      email: input.email,
      phone: input.phone,
      note: input.note || null,
      member: memberId,
      locale: ctx.locale,
      status: 'confirmed',
    })
  } catch (error) {
    await capacity.releaseStay(rule.roomId, nights, ctx.now)
    throw error
  }

  const token = signManageToken({
    kind: 'room',
    id: booking.id,
    expiresAt: new Date(
      new Date(`${input.departure}T12:00:00.000Z`).getTime() + MANAGE_LINK_AFTER_MS,
    ),
  })
  try {
    await sendStayConfirmation(
      ctx.payload,
      booking,
      { name: hotel.name, address: addressOf(hotel) },
      room.name,
      token,
      await calendarFileForMail(ctx, booking.locale, token),
    )
  } catch (error) {
    logger.error('room booking stored, confirmation mail not queued', {
      bookingId: booking.id,
      error: String(error),
    })
  }
  return { booking, token, managePath: bookingPagePath(ctx.locale, token) }
}
