import { DEFAULT_SEARCH_FILTERS, toSearchParams } from '../domain'
import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** Public path of the search page in a locale: /recherche, /en/search. */
export function searchPath(locale: Locale): string {
  return getPathname({ locale, href: '/search' })
}

/**
 * The search page's calendar of shows for a month ('YYYY-MM') and an optional category: where a
 * show calendar block sends a visitor for other months (given to shows by the composition root).
 */
export function showCalendarSearchPath(
  locale: Locale,
  { category, month }: { category: string | null; month: string },
): string {
  const filters = {
    ...DEFAULT_SEARCH_FILTERS,
    type: 'shows' as const,
    category,
    view: 'calendar' as const,
    month,
  }
  return `${searchPath(locale)}?${toSearchParams(filters)}`
}
