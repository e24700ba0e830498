import { localizePath, type Locale } from '@/platform/i18n/locales'

import { accountPath, type AccountRoute } from '../../domain/account-routes'

/** The public URL path of a member-area page: '/account/profil', '/en/account/profile'. */
export function accountHref(route: AccountRoute, locale: Locale): string {
  return localizePath(accountPath(route, locale), locale)
}

/** The home page of a locale: '/' or '/en'. */
export function homeHref(locale: Locale): string {
  return localizePath('/', locale)
}
