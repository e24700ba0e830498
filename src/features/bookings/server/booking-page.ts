import { cache } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { isBookingError, type ManagedBookingView } from '../domain'
import { describeBookingError } from './http'
import { readManagedBooking } from './manage'
import { bookingPagePath } from './paths'
import { locales } from '@/platform/i18n/locales'

export type BookingPage =
  | { kind: 'booking'; view: ManagedBookingView; alternates: { locale: Locale; path: string }[] }
  | { kind: 'refused'; code: 'invalidToken' | 'expiredToken'; message: string }

/**
 * The private page of a booking (rendered per visit, never cached); a bad link says why. Read once
 * per request: the route's layout (which shows a refusal) and its page both ask.
 */
export const loadBookingPage = cache(async function loadBookingPage(
  locale: Locale,
  token: string,
): Promise<BookingPage> {
  try {
    const view = await readManagedBooking(
      { payload: await getPayloadClient(), now: new Date(), locale },
      token,
    )
    return {
      kind: 'booking',
      view,
      alternates: locales.map((code) => ({ locale: code, path: bookingPagePath(code, token) })),
    }
  } catch (error) {
    if (!isBookingError(error)) throw error
    const code = error.code === 'expiredToken' ? 'expiredToken' : 'invalidToken'
    return { kind: 'refused', code, message: describeBookingError(code, locale).message }
  }
})
