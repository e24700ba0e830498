import { formatEuros, formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'

/** '25 €' / '€25' — whole euros without decimals, cents when there are some. */
export { formatEuros }

/** Dates and times are always Paris wall-clock time: every venue is in France. */
export function formatDateTime(instant: Date, locale: Locale): string {
  return formatInstant(instant, locale, 'long')
}
