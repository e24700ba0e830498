import { formatEuros, formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'

/** 12000 → '120 €' (fr) · '€120' (en); cents when there are some (platform/format). */
export { formatEuros }

/** A date and time in Paris, spelled out. */
export const formatWhen = (at: Date, locale: Locale) => formatInstant(at, locale, 'long')

export const formatShortWhen = (at: Date, locale: Locale) => formatInstant(at, locale, 'short')

export const formatClock = (at: Date, locale: Locale) => formatInstant(at, locale, 'clock')
