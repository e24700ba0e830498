import type { Payload } from 'payload'

import type { RoomBooking, TableBooking } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { sendMail } from '@/platform/mail/mailer'
import { formatCalendarDay, formatEuros, formatInstant } from '@/platform/format'

import { bookingCalendarPath, bookingPagePath, toAbsoluteUrl } from './paths'

/**
 * Booking mails, in the guest's language, sent after the booking is stored (the outbox keeps
 * them; a failed delivery is retried and never touches the booking). The private link is a
 * one-time secret for the outbox's staff copy.
 */

export type VenueForMail = { name: string; address: string }

function linesOf(locale: Locale, name: string, body: string[], token: string): string {
  const t = getTranslator(locale, 'bookings')
  return [
    t('mail.greeting', { name }),
    '',
    ...body,
    '',
    t('mail.manage'),
    toAbsoluteUrl(bookingPagePath(locale, token)),
    '',
    t('mail.calendar'),
    toAbsoluteUrl(bookingCalendarPath(locale, token)),
    '',
    t('mail.signature'),
  ].join('\n')
}

export async function sendTableConfirmation(
  payload: Payload,
  booking: TableBooking,
  restaurant: VenueForMail,
  token: string,
): Promise<void> {
  const locale: Locale = booking.locale === 'en' ? 'en' : 'fr'
  const t = getTranslator(locale, 'bookings')
  const date = formatCalendarDay(booking.serviceDate, locale, 'long')
  const time = formatInstant(new Date(booking.startsAt), locale, 'time')
  const body = [
    t('mail.table.confirmed'),
    '',
    t('mail.table.restaurant', { restaurant: restaurant.name, address: restaurant.address }),
    t('mail.table.when', { date, time }),
    t('mail.table.party', { party: booking.partySize }),
    t('mail.reference', { reference: booking.reference }),
    ...(booking.discountPercent
      ? [t('mail.table.discount', { percent: booking.discountPercent })]
      : []),
    '',
    t('mail.table.cancelUntil'),
  ]
  await sendMail(payload, {
    to: booking.email,
    subject: t('mail.table.subject', { restaurant: restaurant.name, date, time }),
    text: linesOf(locale, booking.guestName, body, token),
    kind: 'booking.tableConfirmation',
    locale,
    secrets: [token],
  })
}

export async function sendStayConfirmation(
  payload: Payload,
  booking: RoomBooking,
  hotel: VenueForMail,
  roomName: string,
  token: string,
): Promise<void> {
  const locale: Locale = booking.locale === 'en' ? 'en' : 'fr'
  const t = getTranslator(locale, 'bookings')
  const body = [
    t('mail.stay.confirmed'),
    '',
    t('mail.stay.hotel', { hotel: hotel.name, address: hotel.address }),
    t('mail.stay.room', { room: roomName, rate: booking.rateName }),
    t('mail.stay.arrival', { date: formatCalendarDay(booking.arrival, locale, 'long') }),
    t('mail.stay.departure', { date: formatCalendarDay(booking.departure, locale, 'long') }),
    t('mail.stay.guests', { nights: booking.nights, guests: booking.guests }),
    t('mail.stay.total', { total: formatEuros(booking.totalCents, locale) }),
    t('mail.reference', { reference: booking.reference }),
    '',
    booking.freeCancellationUntil
      ? t('mail.stay.freeCancellation', {
          date: formatCalendarDay(booking.freeCancellationUntil, locale, 'long'),
        })
      : t('mail.stay.noFreeCancellation'),
  ]
  await sendMail(payload, {
    to: booking.email,
    subject: t('mail.stay.subject', {
      hotel: hotel.name,
      arrival: formatCalendarDay(booking.arrival, locale, 'long'),
      departure: formatCalendarDay(booking.departure, locale, 'long'),
    }),
    text: linesOf(locale, booking.guestName, body, token),
    kind: 'booking.stayConfirmation',
    locale,
    secrets: [token],
  })
}

/** After a cancellation, by the guest's link or by the venue in the admin. */
export async function sendCancellationNotice(
  payload: Payload,
  booking: { reference: string; email: string; guestName: string; locale?: string | null },
  venueName: string,
  when: (locale: Locale) => string,
  by: 'guest' | 'staff',
): Promise<void> {
  const locale: Locale = booking.locale === 'en' ? 'en' : 'fr'
  const t = getTranslator(locale, 'bookings')
  const values = { reference: booking.reference, venue: venueName, when: when(locale) }
  await sendMail(payload, {
    to: booking.email,
    subject: t('mail.cancelled.subject', { reference: booking.reference }),
    text: [
      t('mail.greeting', { name: booking.guestName }),
      '',
      by === 'guest' ? t('mail.cancelled.body', values) : t('mail.cancelled.byVenue', values),
      '',
      t('mail.signature'),
    ].join('\n'),
    kind: 'booking.cancelled',
    locale,
  })
}
