import {
  formatCalendarDay,
  formatDayOfYear,
  formatEuros,
  formatInstant as formatParisInstant,
  formatNumber,
} from '@/platform/format'
import { parseIsoDate } from '@/platform/domain/calendar'
import type { Locale } from '@/platform/i18n/locales'

/**
 * Numbers, money and days as the member reads them, with Intl only (no next-intl: the price
 * island runs in the browser too). Days are 'YYYY-MM-DD' calendar days, shown as written.
 */
export function formatPointsNumber(points: number, locale: Locale): string {
  return formatNumber(points, locale)
}

/** Always with cents: '10,00 €' / '€10.00' (balances and prices side by side). */
export function formatEuroCents(cents: number, locale: Locale): string {
  return formatEuros(cents, locale, { decimals: 'always' })
}

/** '2027-12-31' → '31 décembre 2027' / 'December 31, 2027'. */
export function formatDay(isoDay: string, locale: Locale): string {
  if (!parseIsoDate(isoDay)) return isoDay
  return formatCalendarDay(isoDay, locale, 'date')
}

/** A lucky date, '04-17' → '17 avril' / 'April 17'. */
export function formatMonthDay(monthDay: string, locale: Locale): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay)
  if (!match) return monthDay
  return formatDayOfYear(Number(match[1]), Number(match[2]), locale)
}

/** An instant of the history, in Paris: '14 mars 2026, 20:30' / 'Mar 14, 2026, 8:30 PM'. */
export function formatInstant(iso: string, locale: Locale): string {
  return formatParisInstant(iso, locale, 'mediumDateTime')
}
