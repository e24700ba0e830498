import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** Public path of a show page in a locale: /{casino}/spectacle/{slug}, /en/{casino}/show/{slug}. */
export function showPath(locale: Locale, casino: string, slug: string): string {
  return getPathname({
    locale,
    href: { pathname: '/venue-show/[casino]/[...slug]', params: { casino, slug: [slug] } },
  })
}

/** The .ics download of one performance. */
export function showCalendarFilePath(
  locale: Locale,
  showId: number,
  performanceId: string,
): string {
  return `/api/calendar/${locale}/shows/${showId}/${encodeURIComponent(performanceId)}`
}
