import { getTranslations } from 'next-intl/server'

import { formatInstant } from '@/platform/format'
import { localizePath, locales, type Locale } from '@/platform/i18n/locales'
import { OfflinePages } from '@/platform/runtime/lazy-offline-pages'

import { accountPath, type AccountRoute } from '../../domain/account-routes'

/** The member pages kept for use without a network (at a casino's door, on the gaming floor). */
const OFFLINE_ROUTES = ['card', 'vouchers'] as const satisfies readonly AccountRoute[]

/** Logging in or out, whichever way: the kept pages of the previous member are dropped. */
const SESSION_CHANGES = [
  '/api/epc/auth/login',
  '/api/epc/auth/hotel-login',
  '/api/epc/auth/login-card',
  '/api/epc/auth/logout',
  '/api/epc/auth/logout-card',
]

/**
 * What the service worker keeps (the card and vouchers pages in every language) and what empties
 * it (the logout page in every language and the login and logout calls).
 */
function offlineMemberPages(): { pages: string[]; clearOn: string[] } {
  return {
    pages: OFFLINE_ROUTES.flatMap((route) =>
      locales.map((locale) => localizePath(accountPath(route, locale), locale)),
    ),
    clearOn: [...locales.map((locale) => localizePath('/logout', locale)), ...SESSION_CHANGES],
  }
}

/** When the page is made, as the member reads it ("28/11/2026 01:50"). */
function madeAt(locale: Locale): string {
  return formatInstant(Date.now(), locale, 'short')
}

/**
 * On the member's card and vouchers pages (loyalty's and rewards' blocks): keeps the page for use
 * without a network and says when it was made, which a kept page shown offline says too.
 */
export async function OfflineMemberPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const { pages, clearOn } = offlineMemberPages()
  return (
    <OfflinePages
      pages={pages}
      clearOn={clearOn}
      stamp={t('offlineStamp', { date: madeAt(locale) })}
    />
  )
}
