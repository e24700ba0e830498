import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { refreshBeforeRender } from './features/identity/server/silent-refresh'
import { isListFilterQuery } from './features/tournaments/server/tournament-filter-query'
import { rewriteRoutedTo, toFilteredPageUrl } from './platform/http/filtered-pages'
import { routeToNotFound } from './platform/http/request-target'
import { routing } from './platform/i18n/routing'

const localeRouting = createMiddleware(routing)

/**
 * The route folders beside the CMS catch-all under app/(frontend)/[locale] (a test compares them
 * with the folders there): a request routed into one of them is not a CMS page.
 */
export const PAGE_ROUTE_FOLDERS: ReadonlySet<string> = new Set([
  'account',
  'booking',
  'data-export',
  'erasure-cancel',
  'le-carre-vip',
  'logout',
  'machine-payment',
  'newsletter',
  'payment',
  'search',
  'tournament-registration',
  'venue-hotel',
  'venue-poker-tournament',
  'venue-restaurant',
  'venue-show',
  'venue-tournament',
  'vitest-entry',
  'website-casinos',
])

/**
 * Every page request: silent session refresh when the access token expired (no database work
 * otherwise), then next-intl's locale detection, cookie and localized route names. A CMS page
 * whose query filters a list goes to its per-request twin (ADR 0044).
 */
export default async function proxy(request: NextRequest) {
  // A path with a literal '%' names no page: its 404, without the locale detection's redirect.
  const notFound = routeToNotFound(request.nextUrl.pathname, routing.defaultLocale, routing.locales)
  if (notFound) return NextResponse.rewrite(new URL(notFound, request.url))
  const applyRefresh = await refreshBeforeRender(request)
  let response = localeRouting(request)
  if (isListFilterQuery(request.nextUrl.searchParams)) {
    const filtered = toFilteredPageUrl(
      request.nextUrl,
      { status: response.status, rewrite: response.headers.get('x-middleware-rewrite') },
      routing.locales,
      PAGE_ROUTE_FOLDERS,
    )
    if (filtered) response = rewriteRoutedTo(response, filtered)
  }
  applyRefresh?.(response)
  return response
}

export const config = {
  // Everything but Payload (admin, /api), the sandbox payment page, Next internals, metadata routes and files with an extension.
  matcher: [
    '/((?!api|admin|sandbox-pay|_next|_vercel|\\.well-known|sitemap\\.xml|robots\\.txt|favicon\\.ico|.*\\..*).*)',
  ],
}
