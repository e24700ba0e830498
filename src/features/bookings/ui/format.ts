import { PARIS_TIME_ZONE } from '@/platform/domain/calendar'
import { formatEuros } from '@/platform/format'
import { localeTags, type Locale } from '@/platform/i18n/locales'

/**
 * Booking dates as people read them, in Paris time. Calendar days ('YYYY-MM-DD') are formatted at
 * noon UTC of that day, which is the same day in Paris whatever the season.
 */

function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`)
}

/** 'samedi 6 juin 2026' / 'Saturday, June 6, 2026' */
export function formatLongDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(noonOf(day))
}

/** 'sam. 6 juin' / 'Sat, Jun 6' */
export function formatShortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(noonOf(day))
}

/** '20:00' / '8:00 PM' in Paris. */
export function formatClock(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: PARIS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant)
}

/** '290 €' / '€290', cents when there are some. */
export function formatPrice(cents: number, locale: Locale): string {
  return formatEuros(cents, locale)
}
