import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** Public path of the search page in a locale: /recherche, /en/search. */
export function searchPath(locale: Locale): string {
  return getPathname({ locale, href: '/search' })
}
