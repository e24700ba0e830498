import { NextResponse } from 'next/server'

import { findCallerId } from '@/features/identity'
import { ICS_CONTENT_TYPE } from '@/features/venues/domain'
import { apiRoute, fromNextRequest, type ApiContext } from '@/platform/http/api'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { isBookingError } from '../domain'
import {
  CancelBodySchema,
  PriceCalendarQuerySchema,
  StayBookingBodySchema,
  StayQuerySchema,
  TableBookingBodySchema,
  TableDayQuerySchema,
} from './api-schemas'
import type { BookingContext } from './context'
import { mapBookingError, stayRoute, tableRoute } from './http'
import { buildBookingCalendarFile, cancelManagedBooking } from './manage'
import { bookStay, readPriceCalendar, readStayAvailability } from './stay-bookings'
import { bookTable, readTableDay } from './table-bookings'

/**
 * The booking API under the product API (/api/epc/bookings/…), so that the browser's client
 * refreshes an expired member session before a booking is made. Availability reads are GETs open
 * to everyone (never cached: they change with every booking); bookings and cancellations are
 * POSTs checked for the Origin. src/app/api/** only re-exports these.
 */

async function contextOf(ctx: ApiContext): Promise<BookingContext> {
  return { payload: await getPayloadClient(), now: new Date(ctx.now), locale: ctx.locale }
}

/** Who is booking: a member (from the session, never from the body) or a visitor. */
function callerOf(ctx: ApiContext): Promise<number | null> {
  return findCallerId(fromNextRequest(ctx.request), ctx.locale)
}

/** GET /api/epc/bookings/tables/slots?restaurant=&date=&party= */
export const tableSlotsRoute = apiRoute(
  { schema: TableDayQuerySchema, source: 'query', ...tableRoute },
  async (ctx, query) =>
    NextResponse.json(
      await readTableDay(await contextOf(ctx), {
        restaurantId: query.restaurant,
        date: query.date,
        party: query.party,
      }),
    ),
)

/** POST /api/epc/bookings/tables */
export const tableBookingRoute = apiRoute(
  { schema: TableBookingBodySchema, source: 'body', ...tableRoute },
  async (ctx, input) => {
    const memberId = await callerOf(ctx)
    const created = await bookTable(await contextOf(ctx), input, memberId)
    return NextResponse.json(
      { reference: created.booking.reference, managePath: created.managePath },
      { status: 201 },
    )
  },
)

/** GET /api/epc/bookings/rooms/availability?hotel=&arrival=&departure=&guests= */
export const stayAvailabilityRoute = apiRoute(
  { schema: StayQuerySchema, source: 'query', ...stayRoute },
  async (ctx, query) =>
    NextResponse.json(
      await readStayAvailability(await contextOf(ctx), {
        hotelId: query.hotel,
        arrival: query.arrival,
        departure: query.departure,
        guests: query.guests,
      }),
    ),
)

/** GET /api/epc/bookings/rooms/calendar?hotel=&guests= */
export const priceCalendarRoute = apiRoute(
  { schema: PriceCalendarQuerySchema, source: 'query', ...stayRoute },
  async (ctx, query) =>
    NextResponse.json(
      await readPriceCalendar(await contextOf(ctx), { hotelId: query.hotel, guests: query.guests }),
    ),
)

/** POST /api/epc/bookings/rooms */
export const stayBookingRoute = apiRoute(
  { schema: StayBookingBodySchema, source: 'body', ...stayRoute },
  async (ctx, input) => {
    const memberId = await callerOf(ctx)
    const created = await bookStay(await contextOf(ctx), input, memberId)
    return NextResponse.json(
      { reference: created.booking.reference, managePath: created.managePath },
      { status: 201 },
    )
  },
)

/** POST /api/epc/bookings/cancel { token }: cancels from the private link. */
export const cancelBookingRoute = apiRoute(
  { schema: CancelBodySchema, source: 'body', ...tableRoute },
  async (ctx, input) => {
    const view = await cancelManagedBooking(await contextOf(ctx), input.token)
    return NextResponse.json({ status: view.status, reference: view.reference })
  },
)

/**
 * GET /api/calendar/{locale}/bookings/{token}: the booking's .ics. Personal, so never stored by
 * shared caches; a bad or expired link answers 404.
 */
export async function answerBookingCalendar(locale: Locale, token: string): Promise<Response> {
  try {
    const file = await buildBookingCalendarFile(
      { payload: await getPayloadClient(), now: new Date(), locale },
      token,
    )
    return new Response(file.body, {
      headers: {
        'Content-Type': ICS_CONTENT_TYPE,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    const known = mapBookingError(error, { locale }, 'table')
    if (!isBookingError(error) || !known) throw error
    return NextResponse.json(known.body, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
}
