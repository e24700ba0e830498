/**
 * Rules the server (scripts/server.ts) applies to a request before and after Next's handler
 * (docs/decisions/0020-malformed-urls-and-redirect-queries.md). Pure functions of strings, so they
 * are table-tested without a server.
 */

function splitTarget(target: string): { path: string; query: string } {
  const queryStart = target.indexOf('?')
  return queryStart === -1
    ? { path: target, query: '' }
    : { path: target.slice(0, queryStart), query: target.slice(queryStart) }
}

/** True when decoding the path twice, as Next does on its way to a page, would throw. */
function isUndecodable(path: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(path))
    return false
  } catch {
    return true
  }
}

/**
 * Next answers a bare 'Internal Server Error' (text/plain, status 500) to a path it cannot
 * decode twice ('/%', '/foo%zz', '/%25zz', invalid UTF-8 such as '/%E9'), before our proxy or
 * pages run. No page path holds a '%', so such a path only has to reach the 404: every '%' is
 * escaped twice ('%' → '%2525'), which Next decodes back to the literal text the visitor sent.
 * Returns the request target to hand to Next, or null when the target is fine as it is. The query
 * is left alone: Next reads a malformed query without failing.
 */
export function repairRequestTarget(target: string): string | null {
  const { path, query } = splitTarget(target)
  if (!path.includes('%') || !isUndecodable(path)) return null
  return `${path.replaceAll('%', '%2525')}${query}`
}

const keptRedirectStatuses = new Set([301, 302, 307, 308])

/**
 * The spec's redirects (trailing slash, root folder, CMS redirects, a page's path in the other
 * language) must keep the visitor's query ('/ancien?utm_source=x' → '/nouveau?utm_source=x'),
 * but the pages that decide them are cached without it. So the server adds the request's query to
 * a redirect of a GET or HEAD that has none of its own. Left alone: a Location that carries its
 * own query (login's returnTo, the search's canonical query), a redirect to the same path (the
 * search dropping empty fields), 303 (after a form post) and other statuses.
 */
export function keepQueryOnRedirect(
  request: { method: string; target: string },
  answer: { status: number; location: string },
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (!keptRedirectStatuses.has(answer.status)) return null
  const { path, query } = splitTarget(request.target)
  if (query.length <= 1) return null
  const hashStart = answer.location.indexOf('#')
  const location = hashStart === -1 ? answer.location : answer.location.slice(0, hashStart)
  const hash = hashStart === -1 ? '' : answer.location.slice(hashStart)
  if (location === '' || location.includes('?')) return null
  if (pathOf(location) === pathOf(path)) return null
  // An absolute URL gets its path written out ('https://anj.fr' → 'https://anj.fr/?a=1').
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) {
    try {
      const url = new URL(location)
      url.search = query
      return `${url.href}${hash}`
    } catch {
      return null
    }
  }
  return `${location}${query}${hash}`
}

/** The path of a relative or absolute location ('/a', 'https://x.fr/a' → '/a'). */
function pathOf(location: string): string | null {
  try {
    return new URL(location, 'http://relative.invalid').pathname
  } catch {
    return null
  }
}

/**
 * The proxy's side of the repair above: a page path that still holds a '%' once decoded (or
 * cannot be decoded) names no page, and must not go through the locale detection, whose redirect
 * decodes it again and fails. It goes straight to the 404 page in the language of its prefix.
 * Returns the internal path to render ('/{locale}/…'), or null for any other path.
 */
export function routeToNotFound(
  pathname: string,
  defaultLocale: string,
  locales: readonly string[],
) {
  if (!pathname.includes('%')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = '%'
  }
  if (!decoded.includes('%')) return null
  const [, first = ''] = pathname.split('/')
  const prefixed = first !== defaultLocale && locales.includes(first)
  return prefixed ? pathname : `/${defaultLocale}${pathname}`
}
