import { NextResponse, type NextRequest } from 'next/server'

import { memberLinkLocation } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { isLocale, type Locale } from '@/platform/i18n/locales'

import { CLOSE_ACCOUNT_ANCHOR, myDataPath } from './mails'

const EXPORT_ID = /^\d{1,12}$/
const TOKEN = /^[\w-]{1,64}$/

type LinkContext = { params: Promise<{ locale: string }> }

/**
 * A mail's link to "My data": the page (at `target`, given the link's locale) for a browser with a
 * session, the login page first for one without (it comes back to the target); never cached.
 */
function memberLinkRoute(target: (request: NextRequest, locale: Locale) => string) {
  return async (request: NextRequest, { params }: LinkContext): Promise<Response> => {
    const requested = (await params).locale
    const locale = isLocale(requested) ? requested : 'fr'
    const location = memberLinkLocation(
      (name) => request.cookies.get(name)?.value,
      locale,
      target(request, locale),
    )
    const response = NextResponse.redirect(new URL(location, getEnv().SITE_URL), 303)
    response.headers.set('cache-control', 'no-store')
    return response
  }
}

/**
 * The data export mail's link (/data-export?export=…&token=…, /en/…): "My data" on that copy. The
 * page checks the token against the member; a malformed link opens the page without it.
 */
export const dataExportLinkRoute = memberLinkRoute((request, locale) => {
  const id = request.nextUrl.searchParams.get('export') ?? ''
  const token = request.nextUrl.searchParams.get('token') ?? ''
  return EXPORT_ID.test(id) && TOKEN.test(token)
    ? myDataPath(locale, Number(id), token)
    : myDataPath(locale)
})

/**
 * The closure mail's link (/erasure-cancel, /en/erasure-cancel): "My data" at the closure's
 * section, where the member cancels.
 */
export const erasureCancelLinkRoute = memberLinkRoute(
  (_request, locale) => `${myDataPath(locale)}#${CLOSE_ACCOUNT_ANCHOR}`,
)
