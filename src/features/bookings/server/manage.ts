import type { Payload } from 'payload'

import { getCalendarSite, hotelPath, restaurantPath, VenuesRepository } from '@/features/venues'
import { buildIcsCalendar, type CalendarEvent } from '@/features/venues/domain'
import {
  compareDates,
  convertZonedTimeToInstant,
  getParisDate,
  parseIsoDate,
} from '@/platform/domain/calendar'
import type { RoomBooking, TableBooking } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { formatCalendarDay, formatInstant } from '@/platform/format'

import {
  BookingError,
  canCancelStayFree,
  canCancelTable,
  type BookingStatus,
  type ManagedBookingView,
  type MemberStayView,
} from '../domain'
import { BookingsRepository, relationId, type BookingKind } from './bookings-repository'
import type { BookingContext } from './context'
import { MANAGE_LINK_AFTER_MS, signManageToken, verifyManageToken } from './manage-token'
import { sendCancellationNotice, type CalendarFile } from './mails'
import { bookingCalendarPath, bookingPagePath } from './paths'
import { SettingsRepository } from './settings-repository'

type Loaded =
  | { kind: 'table'; booking: TableBooking; token: string }
  | { kind: 'room'; booking: RoomBooking; token: string }

/** The booking a private link names; invalid and expired links are coded errors. */
async function load(ctx: BookingContext, token: string): Promise<Loaded> {
  const check = verifyManageToken(token, ctx.now)
  if (!check.ok) throw new BookingError(check.code)
  const repository = new BookingsRepository(ctx.payload)
  const { kind, id } = check.claims
  if (kind === 'table') {
    const booking = await repository.findTableBooking(id)
    if (!booking) throw new BookingError('invalidToken')
    return { kind, booking, token }
  }
  const booking = await repository.findRoomBooking(id)
  if (!booking) throw new BookingError('invalidToken')
  return { kind, booking, token }
}

const statusOf = (value: string | null | undefined): BookingStatus =>
  value === 'cancelled' || value === 'noShow' ? value : 'confirmed'

function refusalOf(status: BookingStatus, canStillCancel: boolean) {
  if (status === 'cancelled') return 'alreadyCancelled' as const
  if (status !== 'confirmed' || !canStillCancel) return 'cancellationClosed' as const
  return null
}

async function toView(ctx: BookingContext, loaded: Loaded): Promise<ManagedBookingView> {
  const venues = new VenuesRepository(ctx.payload)
  const common = (booking: TableBooking | RoomBooking) => ({
    reference: booking.reference,
    status: statusOf(booking.status),
    guestName: booking.guestName,
    email: booking.email,
    phone: booking.phone,
    note: booking.note ?? null,
    cancelledBy: booking.cancelledBy ?? null,
    calendarPath: bookingCalendarPath(ctx.locale, loaded.token),
  })
  if (loaded.kind === 'table') {
    const { booking } = loaded
    const restaurant = await venues.findBookableRestaurant(
      ctx.locale,
      relationId(booking.restaurant),
    )
    const status = statusOf(booking.status)
    const refusal = refusalOf(status, canCancelTable(new Date(booking.startsAt), ctx.now))
    const casino = restaurant?.casino
    return {
      ...common(booking),
      kind: 'table',
      venueName: restaurant?.name ?? '—',
      venuePath: restaurant
        ? restaurantPath(ctx.locale, restaurant.casino.slug, restaurant.slug)
        : null,
      address: casino
        ? `${casino.name}, ${casino.address.street}, ${casino.address.postalCode} ${casino.address.city}`
        : null,
      venuePhone: restaurant?.phone ?? null,
      canCancel: refusal === null,
      cancelRefusal: refusal,
      date: booking.serviceDate,
      time: booking.time,
      startsAt: booking.startsAt,
      party: booking.partySize,
      discountPercent: booking.discountPercent ?? 0,
    }
  }
  const { booking } = loaded
  const hotel = await venues.findBookableHotel(ctx.locale, relationId(booking.hotel), ctx.now)
  const room = hotel?.rooms.find((candidate) => candidate.id === relationId(booking.room))
  const status = statusOf(booking.status)
  const refusal = refusalOf(
    status,
    canCancelStayFree(booking.freeCancellationUntil ?? null, ctx.now),
  )
  return {
    ...common(booking),
    kind: 'room',
    venueName: hotel?.name ?? '—',
    venuePath: hotel ? hotelPath(ctx.locale, hotel.casino.slug, hotel.slug) : null,
    address: hotel
      ? `${hotel.address.street}, ${hotel.address.postalCode} ${hotel.address.city}`
      : null,
    venuePhone: hotel?.phone ?? null,
    canCancel: refusal === null,
    cancelRefusal: refusal,
    arrival: booking.arrival,
    departure: booking.departure,
    nights: booking.nights,
    guests: booking.guests,
    roomName: room?.name ?? '—',
    rateName: booking.rateName,
    totalCents: booking.totalCents,
    freeCancellationUntil: booking.freeCancellationUntil ?? null,
  }
}

/** What the booking's private page shows. */
export async function readManagedBooking(
  ctx: BookingContext,
  token: string,
): Promise<ManagedBookingView> {
  return toView(ctx, await load(ctx, token))
}

/**
 * Cancels from the private link, within the rate's policy: one conditional UPDATE frees the place
 * exactly once (the venue may be cancelling in the admin at the same moment), then the guest gets
 * a mail.
 */
export async function cancelManagedBooking(
  ctx: BookingContext,
  token: string,
): Promise<ManagedBookingView> {
  const loaded = await load(ctx, token)
  const before = await toView(ctx, loaded)
  if (before.cancelRefusal) throw new BookingError(before.cancelRefusal)
  const cancelled = await new BookingsRepository(ctx.payload).cancel(
    loaded.kind,
    loaded.booking.id,
    'guest',
    ctx.now,
  )
  if (!cancelled) throw new BookingError('alreadyCancelled')
  try {
    await sendCancellationNotice(
      ctx.payload,
      loaded.booking,
      before.venueName,
      (locale) => describeWhen(before, locale),
      'guest',
    )
  } catch (error) {
    logger.error('booking cancelled, cancellation mail not queued', {
      reference: loaded.booking.reference,
      error: String(error),
    })
  }
  return toView(ctx, await load(ctx, token))
}

function describeWhen(view: ManagedBookingView, locale: Locale): string {
  if (view.kind === 'table') {
    return `${formatCalendarDay(view.date, locale, 'long')}, ${formatInstant(new Date(view.startsAt), locale, 'time')}`
  }
  return `${formatCalendarDay(view.arrival, locale, 'long')} → ${formatCalendarDay(view.departure, locale, 'long')}`
}

/** Check-in and check-out times of every hotel of the group, for calendar files. */
const CHECK_IN = { hour: 15, minute: 0 }
const CHECK_OUT = { hour: 11, minute: 0 }

/** The booking's calendar file: a meal, or a stay from check-in to check-out. */
export async function buildBookingCalendarFile(
  ctx: BookingContext,
  token: string,
): Promise<{ filename: string; body: string }> {
  const loaded = await load(ctx, token)
  const view = await toView(ctx, loaded)
  const t = getTranslator(ctx.locale, 'bookings')
  const { origin, domain } = getCalendarSite()
  let event: CalendarEvent
  if (view.kind === 'table') {
    const rules = await new SettingsRepository(ctx.payload).findTableRules(
      relationId((loaded.booking as TableBooking).restaurant),
    )
    const startsAt = new Date(view.startsAt)
    event = {
      kind: 'table-booking',
      id: loaded.booking.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (rules?.mealMinutes ?? 120) * 60_000),
      summary: t('calendar.table', { restaurant: view.venueName, party: view.party }),
      location: view.address,
      description: t('calendar.description', { reference: view.reference }),
      url: `${origin}${bookingPagePath(ctx.locale, token)}`,
      status: view.status === 'cancelled' ? 'canceled' : null,
    }
  } else {
    event = {
      kind: 'stay',
      id: loaded.booking.id,
      startsAt: convertZonedTimeToInstant({ ...parseIsoDate(view.arrival)!, ...CHECK_IN }),
      endsAt: convertZonedTimeToInstant({ ...parseIsoDate(view.departure)!, ...CHECK_OUT }),
      summary: t('calendar.stay', { hotel: view.venueName }),
      location: view.address,
      description: t('calendar.description', { reference: view.reference }),
      url: `${origin}${bookingPagePath(ctx.locale, token)}`,
      status: view.status === 'cancelled' ? 'canceled' : null,
    }
  }
  return {
    filename: `${view.reference.toLowerCase()}.ics`,
    body: buildIcsCalendar(event, { domain, now: ctx.now }),
  }
}

/**
 * The calendar file sent with a confirmation, in the booking's language. The mail goes without
 * it (it still links to the same file) rather than not at all.
 */
export async function calendarFileForMail(
  ctx: BookingContext,
  bookingLocale: string | null | undefined,
  token: string,
): Promise<CalendarFile | null> {
  try {
    const locale: Locale = bookingLocale === 'en' ? 'en' : 'fr'
    return await buildBookingCalendarFile({ ...ctx, locale }, token)
  } catch (error) {
    logger.warn('booking calendar file not attached', { error: String(error) })
    return null
  }
}

/** A member's stays with their private links, upcoming first then ended (spec 'my stays'). */
export async function listMemberStays(
  payload: Payload,
  memberId: number,
  locale: Locale,
  now: Date,
): Promise<MemberStayView[]> {
  const bookings = await new BookingsRepository(payload).listMemberStays(memberId)
  const venues = new VenuesRepository(payload)
  const hotels = new Map<number, Awaited<ReturnType<VenuesRepository['findBookableHotel']>>>()
  for (const id of new Set(bookings.map((booking) => relationId(booking.hotel)))) {
    hotels.set(id, await venues.findBookableHotel(locale, id, now))
  }
  const today = getParisDate(now)
  const stays = bookings.map((booking): MemberStayView => {
    const hotel = hotels.get(relationId(booking.hotel))
    const departure = parseIsoDate(booking.departure)!
    const expiresAt = new Date(
      new Date(`${booking.departure}T12:00:00.000Z`).getTime() + MANAGE_LINK_AFTER_MS,
    )
    return {
      reference: booking.reference,
      hotelName: hotel?.name ?? '—',
      roomName: hotel?.rooms.find((room) => room.id === relationId(booking.room))?.name ?? '—',
      arrival: booking.arrival,
      departure: booking.departure,
      nights: booking.nights,
      guests: booking.guests,
      totalCents: booking.totalCents,
      status: statusOf(booking.status),
      ended: compareDates(departure, today) < 0,
      managePath:
        now < expiresAt
          ? bookingPagePath(
              locale,
              signManageToken({ kind: 'room' satisfies BookingKind, id: booking.id, expiresAt }),
            )
          : null,
    }
  })
  const upcoming = stays.filter((stay) => !stay.ended).reverse()
  return [...upcoming, ...stays.filter((stay) => stay.ended)]
}
