import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

/** What every booking use case gets from the edge (route handler, page, seed). */
export type BookingContext = {
  payload: Payload
  now: Date
  /** The language of the answer (and of the booking's mails when it creates one). */
  locale: Locale
}
