import { findStatusBenefits } from '@/features/loyalty'
import { VenuesRepository } from '@/features/venues'
import { type BookableRestaurantView } from '@/features/venues/domain'
import { formatIsoDate, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import type { TableBooking } from '@/payload-types'
import { logger } from '@/platform/logger'
import { formatCalendarDay } from '@/platform/format'

import {
  BookingError,
  checkTableDay,
  findRequestedSlot,
  getLastBookableDay,
  getMealEnd,
  listAvailableSlots,
  type BookingErrorCode,
  type TableBookingRules,
  type TableDayView,
} from '../domain'
import type { TableBookingInput } from './api-schemas'
import { BookingsRepository } from './bookings-repository'
import { CapacityRepository } from './capacity-repository'
import type { BookingContext } from './context'
import { describeBookingError } from './http'
import { MANAGE_LINK_AFTER_MS, signManageToken } from './manage-token'
import { calendarFileForMail } from './manage'
import { sendTableConfirmation } from './mails'
import { bookingPagePath } from './paths'
import { SettingsRepository } from './settings-repository'

type Bookable = { restaurant: BookableRestaurantView; rules: TableBookingRules }

/** A published restaurant taking bookings online, with its rules; a coded error otherwise. */
async function findBookable(ctx: BookingContext, restaurantId: number): Promise<Bookable> {
  const restaurant = await new VenuesRepository(ctx.payload).findBookableRestaurant(
    ctx.locale,
    restaurantId,
  )
  if (!restaurant) throw new BookingError('unknownRestaurant')
  const rules = restaurant.bookingEnabled
    ? await new SettingsRepository(ctx.payload).findTableRules(restaurantId)
    : null
  if (!rules) throw new BookingError('bookingDisabled')
  return { restaurant, rules }
}

/** The parameters a rule's message names (the largest party, the last bookable day). */
function ruleParams(ctx: BookingContext, rules: TableBookingRules) {
  return {
    max: rules.maxPartyOnline,
    lastDay: formatCalendarDay(
      formatIsoDate(getLastBookableDay(rules, ctx.now)),
      ctx.locale,
      'long',
    ),
  }
}

/**
 * The free slots of a day for a party, what the booking form lists. Days that cannot be booked
 * (past, too far, closed) answer an empty list with the reason, not an error: the form shows it.
 */
export async function readTableDay(
  ctx: BookingContext,
  query: { restaurantId: number; date: string; party: number },
): Promise<TableDayView> {
  const { restaurant, rules } = await findBookable(ctx, query.restaurantId)
  const date = parseIsoDate(query.date)!
  const closed: BookingErrorCode | null =
    checkTableDay(rules, date, ctx.now) ??
    (query.party > rules.maxPartyOnline ? 'partyTooLarge' : null)
  const booked = closed
    ? new Map<string, number>()
    : await new CapacityRepository(ctx.payload).readTableDay(restaurant.id, query.date)
  const slots = closed ? [] : listAvailableSlots(rules, date, query.party, ctx.now, booked)
  return {
    restaurantId: restaurant.id,
    date: query.date,
    party: query.party,
    closedReason: closed,
    closedMessage: closed
      ? describeBookingError(closed, ctx.locale, ruleParams(ctx, rules)).message
      : null,
    slots: slots.map((slot) => ({
      time: slot.time,
      service: slot.service,
      startsAt: slot.startsAt.toISOString(),
      remaining: slot.remaining,
    })),
    rules: {
      maxPartyOnline: rules.maxPartyOnline,
      firstDay: formatIsoDate(getParisDate(ctx.now)),
      lastDay: formatIsoDate(getLastBookableDay(rules, ctx.now)),
      phone: restaurant.phone,
    },
  }
}

export type CreatedBooking<T> = { booking: T; token: string; managePath: string }

function addressOf(restaurant: BookableRestaurantView): string {
  const { casino } = restaurant
  return [casino.name, casino.address.street, `${casino.address.postalCode} ${casino.address.city}`]
    .filter((part) => part.trim() !== '')
    .join(', ')
}

/**
 * Books a table: every rule checked, the covers claimed with one atomic statement (the last seat
 * goes to exactly one request), the booking stored, then the mail queued. A booking that cannot
 * be stored gives its covers back; a mail that cannot be queued is logged, the booking stays.
 */
export async function bookTable(
  ctx: BookingContext,
  input: TableBookingInput,
  memberId: number | null,
): Promise<CreatedBooking<TableBooking>> {
  const { restaurant, rules } = await findBookable(ctx, input.restaurant)
  const found = findRequestedSlot(
    rules,
    { date: parseIsoDate(input.date)!, time: input.time, party: input.party },
    ctx.now,
  )
  if (!found.ok) throw new BookingError(found.code, ruleParams(ctx, rules))
  const { slot } = found
  const capacity = new CapacityRepository(ctx.payload)
  const key = { restaurantId: restaurant.id, day: input.date, time: slot.time }
  if (!(await capacity.claimTableSlot(key, input.party, slot.capacity, ctx.now))) {
    throw new BookingError('slotUnavailable')
  }

  let booking: TableBooking
  try {
    const benefits =
      memberId === null ? null : await findStatusBenefits(ctx.payload, memberId, ctx.now.getTime())
    booking = await new BookingsRepository(ctx.payload).createTableBooking({
      restaurant: restaurant.id,
      serviceDate: input.date,
      time: slot.time,
      service: slot.service,
      startsAt: slot.startsAt.toISOString(),
      partySize: input.party,
      guestName: input.name,
      email: input.email,
      phone: input.phone,
      note: input.note || null,
      member: memberId,
      locale: ctx.locale,
      discountPercent: benefits?.barRestaurantDiscountPercent || null,
      status: 'confirmed',
    })
  } catch (error) {
    await capacity.releaseTableSlot(key, input.party, ctx.now)
    throw error
  }

  const token = signManageToken({
    kind: 'table',
    id: booking.id,
    expiresAt: new Date(getMealEnd(rules, slot.startsAt).getTime() + MANAGE_LINK_AFTER_MS),
  })
  try {
    await sendTableConfirmation(
      ctx.payload,
      booking,
      { name: restaurant.name, address: addressOf(restaurant) },
      token,
      await calendarFileForMail(ctx, booking.locale, token),
    )
  } catch (error) {
    logger.error('table booking stored, confirmation mail not queued', {
      bookingId: booking.id,
      error: String(error),
    })
  }
  return { booking, token, managePath: bookingPagePath(ctx.locale, token) }
}
