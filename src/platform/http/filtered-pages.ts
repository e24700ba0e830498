import { NextResponse } from 'next/server'

/**
 * CMS pages are cached without their query (ADR 0001); a list filtered by its URL must be
 * rendered with it (ADR 0044). The proxy sends such a request, once the locale routing has chosen
 * the page, to a twin route that renders per request: `/{locale}/{FILTERED_PAGES_FOLDER}/{path}`.
 */
export const FILTERED_PAGES_FOLDER = 'cms-filtered'

/**
 * The internal URL of the filtered twin of a CMS page, or null when the request is not for a CMS
 * page: the locale routing redirected it, or it goes to a route of its own (one of `routeFolders`,
 * the folders beside the CMS catch-all under `app/(frontend)/[locale]`).
 */
export function toFilteredPageUrl(
  requestUrl: URL,
  routed: { status: number; rewrite: string | null },
  locales: readonly string[],
  routeFolders: ReadonlySet<string>,
): URL | null {
  if (routed.status !== 200) return null
  const internal = new URL(routed.rewrite ?? requestUrl.href)
  const [, locale = '', first, ...rest] = internal.pathname.split('/')
  if (!locales.includes(locale)) return null
  if (first !== undefined && first !== '' && routeFolders.has(first)) return null
  const path = [first, ...rest].filter((segment) => segment !== undefined && segment !== '')
  const target = new URL(requestUrl.href)
  target.pathname = ['', locale, FILTERED_PAGES_FOLDER, ...path].join('/')
  return target
}

/** The locale routing's answer, sent to `target` instead (its cookies and headers kept). */
export function rewriteRoutedTo(routed: Response, target: URL): NextResponse {
  const headers = new Headers(routed.headers)
  headers.delete('x-middleware-next')
  headers.delete('x-middleware-rewrite')
  return NextResponse.rewrite(target, { headers })
}
