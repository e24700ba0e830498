import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { refreshBeforeRender } from './features/identity/server/silent-refresh'
import { routeToNotFound } from './platform/http/request-target'
import { routing } from './platform/i18n/routing'

const localeRouting = createMiddleware(routing)

/**
 * Every page request: silent session refresh when the access token expired (no database work
 * otherwise), then next-intl's locale detection, cookie and localized route names.
 */
export default async function proxy(request: NextRequest) {
  // A path with a literal '%' names no page: its 404, without the locale detection's redirect.
  const notFound = routeToNotFound(request.nextUrl.pathname, routing.defaultLocale, routing.locales)
  if (notFound) return NextResponse.rewrite(new URL(notFound, request.url))
  const applyRefresh = await refreshBeforeRender(request)
  const response = localeRouting(request)
  applyRefresh?.(response)
  return response
}

export const config = {
  // Everything but Payload (admin, /api), the sandbox payment page, Next internals, metadata routes and files with an extension.
  matcher: [
    '/((?!api|admin|sandbox-pay|_next|_vercel|\\.well-known|sitemap\\.xml|robots\\.txt|favicon\\.ico|.*\\..*).*)',
  ],
}
