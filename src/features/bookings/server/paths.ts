import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** The booking's private page in a language: /reservation/{token} · /en/booking/{token}. */
export function bookingPagePath(locale: Locale, token: string): string {
  return getPathname({ locale, href: { pathname: '/booking/[token]', params: { token } } })
}

/** The booking's calendar file (a download, not a page: no locale prefix, the language inside). */
export function bookingCalendarPath(locale: Locale, token: string): string {
  return `/api/calendar/${locale}/bookings/${encodeURIComponent(token)}`
}

export function toAbsoluteUrl(path: string): string {
  return `${getEnv().SITE_URL}${path}`
}
