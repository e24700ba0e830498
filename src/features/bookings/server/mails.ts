import type { Payload } from 'payload'

import type { RoomBooking, TableBooking } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { ICS_CONTENT_TYPE } from '@/features/venues/domain'
import type { MailContent } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'
import { formatCalendarDay, formatEuros, formatInstant } from '@/platform/format'

import { bookingCalendarPath, bookingPagePath, toAbsoluteUrl } from './paths'

/**
 * Booking mails, in the guest's language, sent after the booking is stored (the outbox keeps
 * them; a failed delivery is retried and never touches the booking). The private link is a
 * one-time secret for the outbox's staff copy.
 */

export type VenueForMail = { name: string; address: string }

/** The booking's calendar file, sent with its confirmation (the mail links to it too). */
export type CalendarFile = { filename: string; body: string }

/** A confirmation: its facts, then the private link (button), the calendar file and a note. */
function confirmation(
  locale: Locale,
  name: string,
  lead: { heading: string; confirmed: string },
  facts: string[],
  note: string,
  token: string,
): MailContent {
  const t = getTranslator(locale, 'bookings')
  return {
    preview: `${lead.confirmed} ${facts[0] ?? ''}`.trim(),
    heading: lead.heading,
    greeting: t('mail.greeting', { name }),
    blocks: [
      { kind: 'paragraph', text: lead.confirmed },
      { kind: 'facts', lines: facts },
      {
        kind: 'action',
        label: t('mail.manageButton'),
        href: toAbsoluteUrl(bookingPagePath(locale, token)),
      },
      {
        kind: 'link',
        label: t('mail.calendarLink'),
        href: toAbsoluteUrl(bookingCalendarPath(locale, token)),
      },
      { kind: 'note', text: note },
    ],
    signature: t('mail.signature'),
  }
}

function attachmentsOf(calendar: CalendarFile | null) {
  return calendar
    ? [{ filename: calendar.filename, contentType: ICS_CONTENT_TYPE, content: calendar.body }]
    : undefined
}

export async function sendTableConfirmation(
  payload: Payload,
  booking: TableBooking,
  restaurant: VenueForMail,
  token: string,
  calendar: CalendarFile | null,
): Promise<void> {
  const locale: Locale = booking.locale === 'en' ? 'en' : 'fr'
  const t = getTranslator(locale, 'bookings')
  const date = formatCalendarDay(booking.serviceDate, locale, 'long')
  const time = formatInstant(new Date(booking.startsAt), locale, 'time')
  const subject = t('mail.table.subject', { restaurant: restaurant.name, date, time })
  const facts = [
    t('mail.table.restaurant', { restaurant: restaurant.name, address: restaurant.address }),
    t('mail.table.when', { date, time }),
    t('mail.table.party', { party: booking.partySize }),
    t('mail.reference', { reference: booking.reference }),
    ...(booking.discountPercent
      ? [t('mail.table.discount', { percent: booking.discountPercent })]
      : []),
  ]
  await sendComposedMail(payload, {
    to: booking.email,
    subject,
    content: confirmation(
      locale,
      booking.guestName,
      { heading: subject, confirmed: t('mail.table.confirmed') },
      facts,
      t('mail.table.cancelUntil'),
      token,
    ),
    kind: 'booking.tableConfirmation',
    locale,
    secrets: [token],
    attachments: attachmentsOf(calendar),
  })
}

export async function sendStayConfirmation(
  payload: Payload,
  booking: RoomBooking,
  hotel: VenueForMail,
  roomName: string,
  token: string,
  calendar: CalendarFile | null,
): Promise<void> {
  const locale: Locale = booking.locale === 'en' ? 'en' : 'fr'
  const t = getTranslator(locale, 'bookings')
  const subject = t('mail.stay.subject', {
    hotel: hotel.name,
    arrival: formatCalendarDay(booking.arrival, locale, 'long'),
    departure: formatCalendarDay(booking.departure, locale, 'long'),
  })
  const facts = [
    t('mail.stay.hotel', { hotel: hotel.name, address: hotel.address }),
    t('mail.stay.room', { room: roomName, rate: booking.rateName }),
    t('mail.stay.arrival', { date: formatCalendarDay(booking.arrival, locale, 'long') }),
    t('mail.stay.departure', { date: formatCalendarDay(booking.departure, locale, 'long') }),
    t('mail.stay.guests', { nights: booking.nights, guests: booking.guests }),
    t('mail.stay.total', { total: formatEuros(booking.totalCents, locale) }),
    t('mail.reference', { reference: booking.reference }),
  ]
  const note = booking.freeCancellationUntil
    ? t('mail.stay.freeCancellation', {
        date: formatCalendarDay(booking.freeCancellationUntil, locale, 'long'),
      })
    : t('mail.stay.noFreeCancellation')
  await sendComposedMail(payload, {
    to: booking.email,
    subject,
    content: confirmation(
      locale,
      booking.guestName,
      { heading: subject, confirmed: t('mail.stay.confirmed') },
      facts,
      note,
      token,
    ),
    kind: 'booking.stayConfirmation',
    locale,
    secrets: [token],
    attachments: attachmentsOf(calendar),
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
  const subject = t('mail.cancelled.subject', { reference: booking.reference })
  const text =
    by === 'guest' ? t('mail.cancelled.body', values) : t('mail.cancelled.byVenue', values)
  await sendComposedMail(payload, {
    to: booking.email,
    subject,
    content: {
      preview: text,
      heading: subject,
      greeting: t('mail.greeting', { name: booking.guestName }),
      blocks: [{ kind: 'paragraph', text }],
      signature: t('mail.signature'),
    },
    kind: 'booking.cancelled',
    locale,
  })
}
