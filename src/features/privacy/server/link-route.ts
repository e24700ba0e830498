import { NextResponse, type NextRequest } from 'next/server'

import { memberLinkLocation } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { isLocale } from '@/platform/i18n/locales'

import { CLOSE_ACCOUNT_ANCHOR, myDataPath } from './mails'

const EXPORT_ID = /^\d{1,12}$/
const TOKEN = /^[\w-]{1,64}$/

/**
 * The data export mail's link (/data-export?export=…&token=…, /en/…): "My data" on that copy for a
 * browser with a session, the login page first for one without (it comes back to the copy). The
 * page checks the token against the member; a malformed link opens the page without it.
 */
export async function dataExportLinkRoute(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const requested = (await params).locale
  const locale = isLocale(requested) ? requested : 'fr'
  const id = request.nextUrl.searchParams.get('export') ?? ''
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const target =
    EXPORT_ID.test(id) && TOKEN.test(token)
      ? myDataPath(locale, Number(id), token)
      : myDataPath(locale)
  const location = memberLinkLocation((name) => request.cookies.get(name)?.value, locale, target)
  const response = NextResponse.redirect(new URL(location, getEnv().SITE_URL), 303)
  response.headers.set('cache-control', 'no-store')
  return response
}

/**
 * The closure mail's link (/erasure-cancel, /en/erasure-cancel): "My data" at the closure's
 * section, where the member cancels; the login page first for a browser without a session.
 */
export async function erasureCancelLinkRoute(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const requested = (await params).locale
  const locale = isLocale(requested) ? requested : 'fr'
  const target = `${myDataPath(locale)}#${CLOSE_ACCOUNT_ANCHOR}`
  const location = memberLinkLocation((name) => request.cookies.get(name)?.value, locale, target)
  const response = NextResponse.redirect(new URL(location, getEnv().SITE_URL), 303)
  response.headers.set('cache-control', 'no-store')
  return response
}
