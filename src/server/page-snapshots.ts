import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { needsRefresh } from '@/features/identity/server/silent-refresh'
import { BodyTemplate } from '@/platform/http/body-template'
import { parseCookieHeader } from '@/platform/http/plain-http'
import {
  defaultLocale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  type Locale,
} from '@/platform/i18n/locales'
import { createNonce, withSecureAttribute } from '@/platform/security/csp'

/**
 * Page snapshots (ADR 0057): the answers Next gives for cached public pages, kept whole by the
 * server and sent again without Next — no proxy, no locale resolution, no ETag hashing, no
 * compression per request — with the things that must be fresh made fresh: each answer's CSP
 * nonce (the stored text has a hole where it goes, see BodyTemplate) and the locale cookie.
 *
 * Only what Next itself serves from its full-route cache is kept (a 200 with `x-nextjs-cache`
 * HIT or MISS and a public Cache-Control), for requests whose answer cannot depend on anything
 * but the path: no query, no client-navigation headers, no session to refresh, and a language the
 * path decides (an English path; a French path with the French cookie). Anything else goes to
 * Next as before. A publish (any expired cache tag, in this process or another one, ADR 0056)
 * drops every snapshot; none lives longer than its page's s-maxage nor SNAPSHOT_MAX_AGE_MS.
 *
 * When a snapshot's time is over, one request goes to Next for the page and the others are still
 * answered from the snapshot until its successor is kept, compressed form included (as Next serves
 * a stale page while it renders the next): were they all sent to Next, each expiry would be a
 * burst of full renders, the slowest answers of a busy page. A stale snapshot is served for at
 * most another SNAPSHOT_MAX_AGE_MS, and a refresh that never ends is tried again after
 * REFRESH_RETRY_MS.
 */
export const SNAPSHOT_MAX_AGE_MS = 30_000
export const SNAPSHOTS_KEPT = 300
/** After this long without its successor, a stale snapshot's refresh is asked of Next again. */
export const REFRESH_RETRY_MS = 10_000
/** A page bigger than this is served by Next each time (a listing gone wild, not a page). */
const MAX_SNAPSHOT_BYTES = 2 * 1024 * 1024

const CSP = 'content-security-policy'
const NONCE_SOURCE = /'nonce-([A-Za-z0-9_-]{22})'/
/** Headers that describe one answer, not the page. */
const PER_ANSWER_HEADERS = new Set([
  CSP,
  'content-encoding',
  'content-length',
  'set-cookie',
  'date',
  'x-request-id',
  'transfer-encoding',
  'connection',
  'keep-alive',
])
/** Requests of the client router and server actions: another answer than the page's HTML. */
const ROUTER_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
]
const EXCLUDED_PREFIXES = ['/api/', '/admin', '/_next/', '/.well-known/', '/sandbox-pay']

export type SnapshotRequest = {
  method: string
  url: string
  header: (name: string) => string | undefined
}

export type SnapshotTarget = {
  /** The stored answer's key: the path (the language follows from it). */
  key: string
  locale: Locale
  /** The answer sets the locale cookie (an English path, the cookie not English yet). */
  setsLocaleCookie: boolean
}

/**
 * Whether a request's answer can come from a snapshot, and under which key: null leaves it to
 * Next. The language rule is next-intl's for `localePrefix: 'as-needed'` with detection on (see
 * src/platform/i18n/routing.ts): an /en path is English whatever the cookie says (which it then
 * sets); a path without prefix is French only when the cookie says so — without it, the
 * browser's languages decide, which is Next's (the proxy's) work.
 */
export function snapshotTarget(request: SnapshotRequest): SnapshotTarget | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const path = request.url
  if (!path.startsWith('/') || path.includes('?') || path.includes('%')) return null
  if (EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null
  if (path.slice(path.lastIndexOf('/')).includes('.')) return null
  if (path.length > 1 && path.endsWith('/')) return null
  if (ROUTER_HEADERS.some((name) => request.header(name) !== undefined)) return null
  const cookies = parseCookieHeader(request.header('cookie'))
  const cookie = (name: string) => cookies.get(name)
  if (needsRefresh(cookie)) return null
  const chosen = cookie(LOCALE_COOKIE_NAME)
  if (path === '/en' || path.startsWith('/en/')) {
    return { key: path, locale: 'en', setsLocaleCookie: chosen !== 'en' }
  }
  if (path === `/${defaultLocale}` || path.startsWith(`/${defaultLocale}/`)) return null
  if (chosen !== defaultLocale) return null
  return { key: path, locale: defaultLocale, setsLocaleCookie: false }
}

/** Whether the client takes gzip (RFC 9110 §12.5.3: a listed coding, or `*`, with q > 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let star = false
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding === 'gzip' || coding === 'x-gzip') return weight > 0
    if (coding === '*') star = weight > 0
  }
  return star
}

/** The tag expiries seen by this process (ADR 0056): the page cache handler moves it. */
type Generation = { value: number }
const GENERATION = Symbol.for('atout.cacheGeneration')
function generation(): Generation {
  const holder = globalThis as { [GENERATION]?: Generation }
  return (holder[GENERATION] ??= { value: 0 })
}

type Snapshot = {
  headers: OutgoingHttpHeaders
  policy: readonly [before: string, after: string]
  etag: string | null
  template: BodyTemplate
  expiresAt: number
  generation: number
  /** When a request went to Next for this snapshot's successor (its time being over), or null. */
  refreshingSince: number | null
}

/** The page's freshness as Next stated it: its s-maxage, or null when it may not be kept. */
export function snapshotLifetimeMs(cacheControl: string | undefined, maxAgeMs: number) {
  if (!cacheControl) return null
  const directives = cacheControl.toLowerCase()
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(directives)) return null
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(directives)
  if (!sMaxAge) return null
  return Math.min(Number(sMaxAge[1]) * 1000, maxAgeMs)
}

type Options = {
  /** Off with a cache shared between servers (Redis): their publishes do not reach this memory. */
  enabled: boolean
  secureCookies: boolean
  maxEntries?: number
  maxAgeMs?: number
  now?: () => number
  /** Counts each lookup (for `atout_cache_lookups_total{family="response"}`). */
  count?: (hit: boolean) => void
}

export function createPageSnapshots({
  enabled,
  secureCookies,
  maxEntries = SNAPSHOTS_KEPT,
  maxAgeMs = SNAPSHOT_MAX_AGE_MS,
  now = Date.now,
  count = () => {},
}: Options) {
  const entries = new Map<string, Snapshot>()

  function localeCookie(locale: Locale): string {
    const expires = new Date(now() + LOCALE_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString()
    const line = `${LOCALE_COOKIE_NAME}=${locale}; Path=/; Expires=${expires}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=lax`
    return secureCookies ? withSecureAttribute(line) : line
  }

  /**
   * The snapshot that may answer `key`, and whether Next's answer to this request should be kept:
   * none yet, or the request that refreshes a stale one (the others get the stale one meanwhile).
   */
  function lookup(key: string, method: string): { snapshot: Snapshot | null; keep: boolean } {
    const snapshot = entries.get(key)
    if (!snapshot) return { snapshot: null, keep: true }
    const at = now()
    if (snapshot.generation !== generation().value || at - snapshot.expiresAt >= maxAgeMs) {
      entries.delete(key)
      return { snapshot: null, keep: true }
    }
    if (snapshot.expiresAt > at || method !== 'GET') return { snapshot, keep: false }
    if (snapshot.refreshingSince === null || at - snapshot.refreshingSince >= REFRESH_RETRY_MS) {
      snapshot.refreshingSince = at
      return { snapshot: null, keep: true }
    }
    return { snapshot, keep: false }
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    target: SnapshotTarget,
    snapshot: Snapshot,
  ): boolean {
    const wantsGzip = acceptsGzip(headerOf(request, 'accept-encoding'))
    // The compressed form is made once, just after the page is kept: Next answers meanwhile.
    if (wantsGzip && !snapshot.template.gzipReady) return false
    const headers: OutgoingHttpHeaders = { ...snapshot.headers }
    if (target.setsLocaleCookie) headers['set-cookie'] = localeCookie(target.locale)
    if (snapshot.etag && headerOf(request, 'if-none-match') === snapshot.etag) {
      // As Next answers it: no body, no policy (the browser keeps the one of the page it has).
      delete headers['content-type']
      response.writeHead(304, headers)
      response.end()
      return true
    }
    const nonce = createNonce()
    const fill = Buffer.from(nonce)
    headers[CSP] = `${snapshot.policy[0]}${nonce}${snapshot.policy[1]}`
    const body = wantsGzip ? snapshot.template.gzip(fill)! : snapshot.template.identity(fill)
    if (wantsGzip) headers['content-encoding'] = 'gzip'
    headers['content-length'] = body.length
    response.writeHead(200, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }

  /**
   * Keeps what Next answers to `request` when it is a cached page, as the answer was written
   * after the nonce went in (page-security.ts) and before compression: installed between the two.
   */
  function capture(request: IncomingMessage, response: ServerResponse, target: SnapshotTarget) {
    if (request.method !== 'GET') return
    const startedAt = generation().value
    const chunks: Buffer[] = []
    let size = 0
    let overflow = false
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    const keep = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      size += bytes.length
      if (size > MAX_SNAPSHOT_BYTES) overflow = true
      else chunks.push(bytes)
    }
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as ServerResponse['write']
    response.end = ((...args: unknown[]) => {
      keep(args[0], args[1])
      return end(...args)
    }) as ServerResponse['end']
    response.once('finish', () => {
      // The snapshot this answer refreshes, if it does (the first answers of a page keep none).
      const current = entries.get(target.key)
      const stale = current?.refreshingSince == null ? null : current
      // Next's answer is not a page to keep any more (gone private, an error): nor is the old one.
      const dropStale = () => {
        if (stale && entries.get(target.key) === stale) entries.delete(target.key)
      }
      if (overflow || generation().value !== startedAt) return dropStale()
      const body = Buffer.concat(chunks, size)
      const snapshot = snapshotOf(response, body, { maxAgeMs, at: now(), generation: startedAt })
      if (!snapshot) return dropStale()
      const keep = () => {
        if (generation().value !== startedAt) return
        if (entries.size >= maxEntries && !entries.has(target.key)) {
          entries.delete(entries.keys().next().value!)
        }
        entries.set(target.key, snapshot)
      }
      if (stale) {
        // The stale one answers until its successor can answer gzip too.
        snapshot.template.prepareGzip().then(keep, dropStale)
        return
      }
      keep()
      snapshot.template.prepareGzip().catch(() => entries.delete(target.key))
    })
  }

  return {
    /** Answers from a snapshot and returns true; false leaves the request to Next. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (!enabled) return false
      const target = snapshotTarget({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        header: (name) => headerOf(request, name),
      })
      if (!target) return false
      const { snapshot, keep } = lookup(target.key, request.method ?? 'GET')
      const served = snapshot !== null && send(request, response, target, snapshot)
      count(served)
      if (!served && keep && request.method === 'GET') {
        // Next would answer a revalidating browser 304, which leaves nothing to keep: it answers
        // this one request in full instead, and the snapshot then answers the 304s.
        delete request.headers['if-none-match']
        delete request.headers['if-modified-since']
        captures.set(request, target)
      }
      return served
    },
    /** After compression is installed and before the nonce is: see capture(). */
    capture(request: IncomingMessage, response: ServerResponse) {
      const target = captures.get(request)
      if (target) capture(request, response, target)
    },
    get size() {
      return entries.size
    },
  }
}

/** The requests that missed and whose answer may be kept, until their answer starts. */
const captures = new WeakMap<IncomingMessage, SnapshotTarget>()

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

function snapshotOf(
  response: ServerResponse,
  body: Buffer,
  { maxAgeMs, at, generation }: { maxAgeMs: number; at: number; generation: number },
): Snapshot | null {
  if (response.statusCode !== 200) return null
  const headers = response.getHeaders()
  const cache = String(headers['x-nextjs-cache'] ?? '').toUpperCase()
  if (cache !== 'HIT' && cache !== 'MISS') return null
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null
  // A cookie other than the locale's (a session refreshed, a consent) belongs to one visitor.
  const cookies = headers['set-cookie']
  const lines = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
  if (lines.some((line) => !line.startsWith(`${LOCALE_COOKIE_NAME}=`))) return null
  const lifetime = snapshotLifetimeMs(
    headers['cache-control'] === undefined ? undefined : String(headers['cache-control']),
    maxAgeMs,
  )
  if (lifetime === null || lifetime <= 0) return null
  const policy = String(headers[CSP] ?? '')
  const nonce = NONCE_SOURCE.exec(policy)?.[1]
  if (!nonce) return null
  const template = BodyTemplate.split(body, nonce)
  if (template.holes === 0) return null
  const nonceAt = policy.indexOf(nonce)
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) kept[name] = value
  }
  kept['x-nextjs-cache'] = 'HIT'
  return {
    headers: kept,
    policy: [policy.slice(0, nonceAt), policy.slice(nonceAt + nonce.length)],
    etag: typeof headers.etag === 'string' ? headers.etag : null,
    template,
    expiresAt: at + lifetime,
    generation,
    refreshingSince: null,
  }
}
