import createMiddleware from 'next-intl/middleware'

import { routing } from './platform/i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but Payload (admin, /api), Next internals, metadata routes and files with an extension.
  matcher: [
    '/((?!api|admin|_next|_vercel|\\.well-known|sitemap\\.xml|robots\\.txt|favicon\\.ico|.*\\..*).*)',
  ],
}
