import { PARIS_TIME_ZONE } from '@/platform/domain/calendar'
import { formatEuros, formatInstant } from '@/platform/format'
import { localeTags, type Locale } from '@/platform/i18n/locales'

/** '25 €' / '€25' — whole euros without decimals, cents when there are some. */
export { formatEuros }

/** Dates and times are always Paris wall-clock time: every venue is in France. */
export function formatDateTime(instant: Date, locale: Locale): string {
  return formatInstant(instant, locale, 'long')
}

export function formatDate(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(instant)
}

export function formatTime(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: PARIS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant)
}

export function formatMonth(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, 15)))
}

export function formatDistance(km: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km)
}
