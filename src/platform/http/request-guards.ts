/**
 * What the server (scripts/server.ts) refuses before Next sees a request, and how it answers
 * what Node's HTTP parser could not read (docs/decisions/0042-no-5xx-for-bad-requests.md). Pure
 * functions of strings, table-tested without a server.
 */

/** The methods some resource of the site serves; any other is refused with 405 before Next. */
export const SERVED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const
export const SERVED_ALLOW = SERVED_METHODS.join(', ')

/** Pages answer GET and HEAD, and POST for their forms' server actions. */
export const PAGE_ALLOW = 'GET, HEAD, OPTIONS, POST'

/** The longest request target (path and query) the server reads; 8 KB, as most web servers. */
export const MAX_TARGET_LENGTH = 8192

/**
 * The largest server action body (Next's `serverActions.bodySizeLimit`, set from this number in
 * next.config.ts). A bigger one is refused with 413 before Next, which would answer 500.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024

export type RefusalCode =
  | 'badRequest'
  | 'forbiddenOrigin'
  | 'headersTooLarge'
  | 'invalidActionRequest'
  | 'lengthRequired'
  | 'methodNotAllowed'
  | 'payloadTooLarge'
  | 'requestTimeout'
  | 'uriTooLong'

export type Refusal = { status: number; code: RefusalCode; allow?: string }

export type RequestVerdict =
  /** Next answers. */
  | { kind: 'next' }
  /** A server action request that passed the checks: Next runs it (see action-scope.ts). */
  | { kind: 'action' }
  | { kind: 'refuse'; refusal: Refusal }
  /** OPTIONS on a page: what it allows. */
  | { kind: 'options'; allow: string }
  /** A method no route serves, on a route handler's path: 405 with what its OPTIONS lists. */
  | { kind: 'askAllow' }

type Header = (name: string) => string | null

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

function segmentPattern(segment: string): string | null {
  if (/^\(.*\)$/.test(segment)) return null
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?'
  if (/^\[\.\.\..+\]$/.test(segment)) return '/.+'
  if (/^\[.+\]$/.test(segment)) return '/[^/]+'
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
}

/**
 * Which paths Next answers with a route handler (route.ts), from the keys of its
 * app-paths-manifest ('/api/epc/payments/[reference]/route', '/(payload)/api/cms/[...slug]/route').
 * Everything else is a page (or a static file), whose methods the server knows.
 */
export function routeHandlerMatcher(manifestKeys: Iterable<string>): (pathname: string) => boolean {
  const patterns: RegExp[] = []
  for (const key of manifestKeys) {
    if (!key.endsWith('/route')) continue
    const segments = key.slice(0, -'/route'.length).split('/').filter(Boolean)
    const body = segments
      .map(segmentPattern)
      .filter((part) => part !== null)
      .join('')
    patterns.push(new RegExp(`^${body || '/'}$`))
  }
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
}

/**
 * The route template a path is served by, for metrics labels (bounded: one per route handler,
 * never the path itself): '/api/epc/payments/[reference]', '/api/cms/[...slug]'; null for a page.
 */
export function routeTemplateMatcher(
  manifestKeys: Iterable<string>,
): (pathname: string) => string | null {
  const templates: { pattern: RegExp; template: string }[] = []
  for (const key of manifestKeys) {
    if (!key.endsWith('/route')) continue
    const segments = key
      .slice(0, -'/route'.length)
      .split('/')
      .filter((segment) => segment && segmentPattern(segment) !== null)
    const body = segments.map(segmentPattern).join('')
    templates.push({ pattern: new RegExp(`^${body || '/'}$`), template: `/${segments.join('/')}` })
  }
  // The most specific first: catch-alls last, then longer templates before shorter ones.
  const rank = (template: string) => (template.includes('[...') ? 1000 : 0) - template.length
  templates.sort((a, b) => rank(a.template) - rank(b.template))
  return (pathname) => templates.find(({ pattern }) => pattern.test(pathname))?.template ?? null
}

/**
 * Next treats a POST as a server action when it names one (Next-Action) or posts multipart form
 * data to a page (a form sent without JavaScript).
 */
export function isPossibleServerAction(method: string, header: Header): boolean {
  if (method !== 'POST') return false
  if (header('next-action') !== null) return true
  return (header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
}

function originHost(origin: string): string | null {
  if (origin === 'null') return 'null'
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Next's own rule for a server action's Origin (its action handler): when sent, the Origin's host
 * must be the X-Forwarded-Host (first value) or else the Host, or one of
 * `serverActions.allowedOrigins`. Next throws on a mismatch or an unreadable Origin, which its
 * server answers with 500; the server answers 403 first. No Origin is let through, as Next does
 * (a hand-made request carries no visitor's cookies).
 */
export function isActionOriginAllowed(header: Header, allowedOrigins: readonly string[] = []) {
  const origin = header('origin')
  if (origin === null) return true
  const from = originHost(origin)
  if (from === null) return false
  const forwarded = header('x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwarded || header('host')
  return from === host || allowedOrigins.includes(from)
}

/** The checks of a server action request Next would fail with a 500 (origin, size). */
export function checkServerAction(
  header: Header,
  options: { bodyLimit: number; allowedOrigins?: readonly string[] },
): Refusal | null {
  if (!isActionOriginAllowed(header, options.allowedOrigins)) {
    return { status: 403, code: 'forbiddenOrigin' }
  }
  const length = header('content-length')
  // A streamed body of unknown size is not read to find out: browsers always send the length.
  if (length === null) {
    return header('transfer-encoding') === null ? null : { status: 411, code: 'lengthRequired' }
  }
  return Number(length) > options.bodyLimit ? { status: 413, code: 'payloadTooLarge' } : null
}

/** The server's decision for a request Node could parse, before Next. */
export function classifyRequest(request: {
  method: string
  target: string
  header: Header
  isRouteHandler: boolean
  actionBodyLimit?: number
  allowedOrigins?: readonly string[]
}): RequestVerdict {
  const { method, header, isRouteHandler } = request
  if (request.target.length > MAX_TARGET_LENGTH) {
    return { kind: 'refuse', refusal: { status: 414, code: 'uriTooLong' } }
  }
  const served = (SERVED_METHODS as readonly string[]).includes(method)
  if (isRouteHandler) return served ? { kind: 'next' } : { kind: 'askAllow' }
  if (method === 'OPTIONS') return { kind: 'options', allow: PAGE_ALLOW }
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    return { kind: 'refuse', refusal: { status: 405, code: 'methodNotAllowed', allow: PAGE_ALLOW } }
  }
  if (!isPossibleServerAction(method, header)) return { kind: 'next' }
  const refusal = checkServerAction(header, {
    bodyLimit: request.actionBodyLimit ?? SERVER_ACTION_BODY_LIMIT,
    allowedOrigins: request.allowedOrigins,
  })
  return refusal ? { kind: 'refuse', refusal } : { kind: 'action' }
}

/** True when the raw bytes Node failed on still hold the request line (no line end in sight). */
function isInRequestLine(rawPacket: Uint8Array | undefined): boolean {
  if (!rawPacket || rawPacket.length === 0) return false
  const text = Buffer.from(rawPacket.subarray(0, MAX_TARGET_LENGTH + 64)).toString('latin1')
  const space = text.indexOf(' ')
  if (space <= 0 || !TOKEN.test(text.slice(0, space))) return false
  const lineEnd = text.indexOf('\n')
  return lineEnd === -1 || lineEnd > MAX_TARGET_LENGTH
}

/** True when the request starts with a method token (a method Node's parser does not know). */
function startsWithMethodToken(rawPacket: Uint8Array | undefined): boolean {
  if (!rawPacket || rawPacket.length === 0) return false
  const text = Buffer.from(rawPacket.subarray(0, 64)).toString('latin1')
  const space = text.indexOf(' ')
  return space > 0 && TOKEN.test(text.slice(0, space))
}

/**
 * The answer to a request Node's HTTP parser refused (the server's 'clientError' event), by the
 * parser's error code. Null when there is no one to answer (the client went away).
 */
export function classifyClientError(error: {
  code?: string
  rawPacket?: Uint8Array
}): Refusal | null {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return isInRequestLine(error.rawPacket)
        ? { status: 414, code: 'uriTooLong' }
        : { status: 431, code: 'headersTooLarge' }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payloadTooLarge' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'requestTimeout' }
    case 'HPE_INVALID_METHOD':
      // A well-formed method Node does not know (BREW): the same 405 as a method it knows.
      return startsWithMethodToken(error.rawPacket)
        ? { status: 405, code: 'methodNotAllowed', allow: SERVED_ALLOW }
        : { status: 400, code: 'badRequest' }
    default:
      return error.code?.startsWith('HPE_') ? { status: 400, code: 'badRequest' } : null
  }
}
