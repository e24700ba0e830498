import { NextResponse, type NextRequest } from 'next/server'

import { isLocale, localizePath } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'
import { getPayloadClient } from '@/platform/payload'

import { logout } from './auth-service'
import { clearSessionCookies, REFRESH_COOKIE } from './session-cookies'

/**
 * The named route 'logout' (/logout, /en/logout): ends this session (refresh family revoked),
 * clears the three session cookies and returns to the home page of the language. A GET so a plain
 * link works; the worst another site can do with it is log a member out.
 */
export async function logoutPageRoute(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params
  const home = new URL(localizePath('/', isLocale(locale) ? locale : 'fr'), request.nextUrl.origin)
  try {
    await logout(
      {
        payload: await getPayloadClient(),
        now: Date.now(),
        locale: isLocale(locale) ? locale : 'fr',
        ip: null,
        userAgent: null,
      },
      request.cookies.get(REFRESH_COOKIE)?.value,
    )
  } catch (error) {
    // The cookies are cleared anyway: the browser is logged out even if the database is not reachable.
    logger.error('logout: refresh family not revoked', { error: String(error) })
  }
  const response = NextResponse.redirect(home, 303)
  clearSessionCookies(response.cookies)
  response.headers.set('cache-control', 'no-store')
  return response
}
