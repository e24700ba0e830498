import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** Public path of a restaurant page in a locale (localized route name of routing.ts). */
export function restaurantPath(locale: Locale, casino: string, slug: string): string {
  return getPathname({
    locale,
    href: { pathname: '/venue-restaurant/[casino]/[slug]', params: { casino, slug } },
  })
}

/** Public path of a hotel page in a locale. */
export function hotelPath(locale: Locale, casino: string, slug: string): string {
  return getPathname({
    locale,
    href: { pathname: '/venue-hotel/[casino]/[slug]', params: { casino, slug } },
  })
}
