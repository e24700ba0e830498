import type { Payload } from 'payload'

import { ICS_CONTENT_TYPE } from '@/features/venues/domain'
import type { RoomBooking, TableBooking } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'
import { formatCalendarDay, formatEuros, formatInstant } from '@/platform/format'

import { bookingCalendarPath, bookingPagePath, toAbsoluteUrl } from './paths'

/**
 * Booking mails, in the guest's language, sent after the booking is stored (the outbox keeps
 * them; a failed delivery is retried and never touches the booking). The private link is a
 * one-time secret for the outbox's staff copy. Each mail is a pure draft (subject and content)
 * from the booking's facts, so staff preview the same draft with sample data (`bookingMails`).
 */

export type VenueForMail = { name: string; address: string }

/** The booking's calendar file, sent with its confirmation (the mail links to it too). */
export type CalendarFile = { filename: string; body: string }

type TableFacts = Pick<
  TableBooking,
  'guestName' | 'serviceDate' | 'startsAt' | 'partySize' | 'reference' | 'discountPercent'
>
type StayFacts = Pick<
  RoomBooking,
  | 'guestName'
  | 'arrival'
  | 'departure'
  | 'rateName'
  | 'nights'
  | 'guests'
  | 'totalCents'
  | 'reference'
  | 'freeCancellationUntil'
>

/** A confirmation: its facts, then the private link (button), the calendar file and a note. */
function confirmation(
  locale: Locale,
  subject: string,
  guestName: string,
  confirmed: string,
  facts: string[],
  note: string,
  token: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'bookings')
  return {
    subject,
    content: {
      preview: `${confirmed} ${facts[0] ?? ''}`.trim(),
      heading: subject,
      greeting: t('mail.greeting', { name: guestName }),
      blocks: [
        { kind: 'paragraph', text: confirmed },
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
    },
  }
}

export function tableConfirmationMail(
  locale: Locale,
  booking: TableFacts,
  restaurant: VenueForMail,
  token: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'bookings')
  const date = formatCalendarDay(booking.serviceDate, locale, 'long')
  const time = formatInstant(new Date(booking.startsAt), locale, 'time')
  return confirmation(
    locale,
    t('mail.table.subject', { restaurant: restaurant.name, date, time }),
    booking.guestName,
    t('mail.table.confirmed'),
    [
      t('mail.table.restaurant', { restaurant: restaurant.name, address: restaurant.address }),
      t('mail.table.when', { date, time }),
      t('mail.table.party', { party: booking.partySize }),
      t('mail.reference', { reference: booking.reference }),
      ...(booking.discountPercent
        ? [t('mail.table.discount', { percent: booking.discountPercent })]
        : []),
    ],
    t('mail.table.cancelUntil'),
    token,
  )
}

export function stayConfirmationMail(
  locale: Locale,
  booking: StayFacts,
  hotel: VenueForMail,
  roomName: string,
  token: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'bookings')
  const arrival = formatCalendarDay(booking.arrival, locale, 'long')
  const departure = formatCalendarDay(booking.departure, locale, 'long')
  return confirmation(
    locale,
    t('mail.stay.subject', { hotel: hotel.name, arrival, departure }),
    booking.guestName,
    t('mail.stay.confirmed'),
    [
      t('mail.stay.hotel', { hotel: hotel.name, address: hotel.address }),
      t('mail.stay.room', { room: roomName, rate: booking.rateName }),
      t('mail.stay.arrival', { date: arrival }),
      t('mail.stay.departure', { date: departure }),
      t('mail.stay.guests', { nights: booking.nights, guests: booking.guests }),
      t('mail.stay.total', { total: formatEuros(booking.totalCents, locale) }),
      t('mail.reference', { reference: booking.reference }),
    ],
    booking.freeCancellationUntil
      ? t('mail.stay.freeCancellation', {
          date: formatCalendarDay(booking.freeCancellationUntil, locale, 'long'),
        })
      : t('mail.stay.noFreeCancellation'),
    token,
  )
}

export function cancellationMail(
  locale: Locale,
  booking: { reference: string; guestName: string },
  venueName: string,
  when: string,
  by: 'guest' | 'staff',
): ComposedMailDraft {
  const t = getTranslator(locale, 'bookings')
  const values = { reference: booking.reference, venue: venueName, when }
  const subject = t('mail.cancelled.subject', { reference: booking.reference })
  const text =
    by === 'guest' ? t('mail.cancelled.body', values) : t('mail.cancelled.byVenue', values)
  return {
    subject,
    content: {
      preview: text,
      heading: subject,
      greeting: t('mail.greeting', { name: booking.guestName }),
      blocks: [{ kind: 'paragraph', text }],
      signature: t('mail.signature'),
    },
  }
}

const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'fr')

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
  const locale = localeOf(booking.locale)
  await sendComposedMail(payload, {
    ...tableConfirmationMail(locale, booking, restaurant, token),
    to: booking.email,
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
  const locale = localeOf(booking.locale)
  await sendComposedMail(payload, {
    ...stayConfirmationMail(locale, booking, hotel, roomName, token),
    to: booking.email,
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
  const locale = localeOf(booking.locale)
  await sendComposedMail(payload, {
    ...cancellationMail(locale, booking, venueName, when(locale), by),
    to: booking.email,
    kind: 'booking.cancelled',
    locale,
  })
}

/** Sample data for staff's previews (no booking is read; the link is not a real one). */
const SAMPLE_TOKEN = 'apercu-exemple-preview-sample-000000'
const sampleRestaurant = { name: 'Le Grand Carré', address: '1 promenade des Anglais, Nice' }
const sampleHotel = { name: 'Hôtel Atout Riviera', address: '3 quai des États-Unis, Nice' }

export const bookingMails: readonly MailSample[] = [
  {
    kind: 'booking.tableConfirmation',
    render: (locale) =>
      tableConfirmationMail(
        locale,
        {
          guestName: 'Camille Martin',
          serviceDate: '2026-12-18',
          startsAt: '2026-12-18T19:30:00.000Z',
          partySize: 4,
          reference: 'T-7K2M9Q',
          discountPercent: 10,
        },
        sampleRestaurant,
        SAMPLE_TOKEN,
      ),
  },
  {
    kind: 'booking.stayConfirmation',
    render: (locale) =>
      stayConfirmationMail(
        locale,
        {
          guestName: 'Camille Martin',
          arrival: '2026-12-18',
          departure: '2026-12-20',
          rateName: locale === 'fr' ? 'Flexible, petit-déjeuner inclus' : 'Flexible, breakfast',
          nights: 2,
          guests: 2,
          totalCents: 42_000,
          reference: 'H-3P8X1D',
          freeCancellationUntil: '2026-12-16',
        },
        sampleHotel,
        locale === 'fr' ? 'Chambre Deluxe vue mer' : 'Deluxe sea-view room',
        SAMPLE_TOKEN,
      ),
  },
  {
    kind: 'booking.cancelled',
    render: (locale) =>
      cancellationMail(
        locale,
        { reference: 'T-7K2M9Q', guestName: 'Camille Martin' },
        sampleRestaurant.name,
        formatCalendarDay('2026-12-18', locale, 'long'),
        'staff',
      ),
  },
]
