// The production server: Next's request handler behind a node:http server that first offers each
// request to the fast routes (src/server/fast-routes.ts, ADR 0015). Started by `npm start` and the
// Playwright server (bundled by scripts/lib.mjs like our other TypeScript scripts).
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

// What `next start` loads before anything else (AsyncLocalStorage and friends on globalThis).
import 'next/dist/server/node-environment.js'
import next from 'next'
// The compression Next applies itself when its `compress` option is on (off: see next.config.ts).
import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

import { nextDistDir } from '@/platform/config/dist-dir'
import { getEnv } from '@/platform/config/env'
import { openDirectReader } from '@/platform/db/direct-reader'
import { runInActionScope, type ActionScope } from '@/platform/http/action-scope'
import { stampClientAddress } from '@/platform/http/client-address'
import {
  addAllowToMethodNotAllowed,
  answerClientError,
  answerOnSocket,
  refusalBody,
  replaceAnswerWhen,
  writeRefusal,
} from '@/platform/http/node-guards'
import { fromNodeRequest } from '@/platform/http/plain-http'
import { acceptedRequestId, loggedPath } from '@/platform/http/request-log'
import {
  classifyRequest,
  routeHandlerMatcher,
  routeTemplateMatcher,
  SERVED_ALLOW,
  type Refusal,
} from '@/platform/http/request-guards'
import { resolveLocale } from '@/platform/http/request-locale'
import { keepQueryOnRedirect, repairRequestTarget } from '@/platform/http/request-target'
import { defaultLocale, LOCALE_COOKIE_NAME, type Locale } from '@/platform/i18n/locales'
import { stopJobRunner } from '@/platform/jobs/runner-stop'
import { logger, logRequest } from '@/platform/logger'
import { getMetrics } from '@/platform/observability/metrics'
import { createRedisProbe } from '@/platform/cache/redis-probe'
import { countCacheLookup } from '@/platform/cache/cache-lookups.mjs'
import { listenForTagExpiries } from '@/platform/cache/tag-expiry.mjs'
import { createObjectStorageProbe } from '@/platform/storage/object-storage-probe'
import { isHttpsSite, securityHeaders } from '@/platform/security/headers'
import { createFastRoutes } from '@/server/fast-routes'
import { createPageSecurity } from '@/server/page-security'
import { createPageSnapshots } from '@/server/page-snapshots'

const env = getEnv()
// The tags other web processes expire are applied here from the start, before this process has
// rendered anything (ADR 0056); with Redis they live in Redis.
if (!env.REDIS_URL) listenForTagExpiries()
const port = Number(process.env.PORT ?? '3000')
// Next's own option parsing is not there: its default export is the factory of its server.
const createNext = (next as unknown as { default?: typeof next }).default ?? next
const app = createNext({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const started = Date.now()
await app.prepare()
const handle = app.getRequestHandler()
const reader = await openDirectReader(env)
// Set on SIGTERM: the readiness probe then answers 503 so a load balancer stops sending traffic.
let closing = false
// The shared services this instance uses, when configured: readiness fails while one cannot be reached.
const redisProbe = env.REDIS_URL ? createRedisProbe(env.REDIS_URL) : null
const storageProbe = env.objectStorage ? createObjectStorageProbe(env.objectStorage) : null
const serveFast = createFastRoutes(reader, env, {
  isStopping: () => closing,
  dependencies: {
    ...(redisProbe ? { redis: redisProbe.check } : {}),
    ...(storageProbe ? { objectStorage: storageProbe.check } : {}),
  },
})
const securePage = createPageSecurity({
  secret: env.PAYLOAD_SECRET,
  production: env.NODE_ENV === 'production',
  siteUrl: env.SITE_URL,
})
// Compresses what securePage wrote, so it runs first and is installed on the answer before it.
const compress = compression()
// Cached public pages answered without Next (ADR 0057); not with a cache shared between servers,
// whose publishes this process would not hear of.
const snapshots = createPageSnapshots({
  enabled: !env.REDIS_URL,
  secureCookies: isHttpsSite(env.SITE_URL),
  count: (hit) => countCacheLookup('response', hit),
})

// The paths Next answers with a route handler; the others are pages, whose methods the server knows.
const manifest = path.join(nextDistDir(env.ATOUT_TEST_BUILD), 'server', 'app-paths-manifest.json')
const manifestKeys = Object.keys(
  JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>,
)
const isRouteHandler = routeHandlerMatcher(manifestKeys)
const routeTemplateOf = routeTemplateMatcher(manifestKeys)
const { httpDuration } = getMetrics()
const FAST_PATHS = new Set(['/api/epc/users/init', '/healthz', '/readyz', '/metrics'])

/** A bounded label for the metrics: the route template, or the kind of page. */
function routeLabel(pathname: string): string {
  if (FAST_PATHS.has(pathname)) return pathname
  if (pathname.startsWith('/_next/')) return '/_next'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin'
  return routeTemplateOf(pathname) ?? 'page'
}

/**
 * Times the answer, from the request's arrival to its last byte handed to the socket, for the
 * metrics and one log line per request (issue 23).
 */
function observe(request: IncomingMessage, response: ServerResponse, target: string) {
  const started = process.hrtime.bigint()
  const requestId =
    acceptedRequestId(request.headers['x-request-id'], env.TRUST_PROXY) ?? randomUUID()
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const pathname = pathOf(target)
    const route = routeLabel(pathname)
    const method = request.method ?? 'GET'
    httpDuration.observe({ method, route, status: String(response.statusCode) }, seconds)
    logRequest({
      requestId,
      method,
      route,
      path: loggedPath(pathname),
      status: response.statusCode,
      durationMs: Math.round(seconds * 10_000) / 10,
    })
  })
}
// The headers next.config.ts sets on pages and product-API answers, for the server's own answers.
const answerHeaders = Object.fromEntries(
  securityHeaders({
    production: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL,
    mapTileUrl: env.MAP_TILE_URL,
    captchaProvider: env.CAPTCHA_PROVIDER,
  }).map(({ key, value }) => [key, value]),
)

function localeOf(request: IncomingMessage): Locale {
  try {
    const plain = fromNodeRequest(request, env.SITE_URL)
    return resolveLocale({
      lang: plain.url.searchParams.get('lang'),
      cookie: plain.cookie(LOCALE_COOKIE_NAME),
      acceptLanguage: plain.header('accept-language'),
    })
  } catch {
    return defaultLocale
  }
}

function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  writeRefusal(response, refusal, {
    method: request.method ?? 'GET',
    locale: localeOf(request),
    headers: answerHeaders,
  })
}

function pathOf(target: string): string {
  const queryStart = target.indexOf('?')
  return queryStart === -1 ? target : target.slice(0, queryStart)
}

/**
 * The methods a route handler serves, as its own OPTIONS answer lists them (Next writes them for
 * the methods the route exports); every method the site serves when it does not say.
 */
async function askAllow(target: string): Promise<string> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${pathOf(target)}`, {
      method: 'OPTIONS',
      signal: AbortSignal.timeout(5000),
    })
    await answer.body?.cancel()
    return answer.headers.get('allow') ?? SERVED_ALLOW
  } catch {
    return SERVED_ALLOW
  }
}

/**
 * A server action request: Next answers 500 to every failure, a body it cannot decode and
 * arguments our action refuses included. A failure before an action accepted its arguments
 * (action-scope.ts) is the request's fault: 400. A failure after is ours and stays a 500.
 */
function serveAction(request: IncomingMessage, response: ServerResponse) {
  const scope: ActionScope = { accepted: false }
  const refusal: Refusal = { status: 400, code: 'invalidActionRequest' }
  let logged = false
  replaceAnswerWhen(response, (status) => {
    if (status < 500 || scope.accepted) return null
    if (!logged) {
      logged = true
      logger.warn('malformed server action request', { path: pathOf(request.url ?? '/'), status })
    }
    return { refusal, body: refusalBody(refusal, localeOf(request)), headers: answerHeaders }
  })
  void runInActionScope(scope, () => handle(request, response))
}

/**
 * Adds the request's query to the Location of a redirect that has none (keepQueryOnRedirect),
 * when Next writes the answer's head: cached pages decide their redirects without the query.
 */
function keepQueryOnRedirects(request: IncomingMessage, response: ServerResponse) {
  const target = request.url ?? '/'
  if (!target.includes('?')) return
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  const rewrite = (status: number, location: unknown) =>
    typeof location === 'string'
      ? keepQueryOnRedirect({ method: request.method ?? 'GET', target }, { status, location })
      : null
  response.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    const headers = args
      .slice(1)
      .find((arg) => typeof arg === 'object' && arg && !Array.isArray(arg))
    const record = headers as Record<string, unknown> | undefined
    const key = record && Object.keys(record).find((name) => name.toLowerCase() === 'location')
    if (record && key) {
      const location = rewrite(status, record[key])
      if (location) record[key] = location
    } else {
      const location = rewrite(status, response.getHeader('location'))
      if (location) response.setHeader('location', location)
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

// The answer in progress on each connection, for the parser's errors that come in the middle of one.
const inFlight = new WeakMap<object, ServerResponse>()

// Node's defaults, written out: the head (request line and headers) fits in 16 KB (else 431, or 414
// for a request line alone that long), arrives within 60 s and the whole request within 5 min (408).
// An idle connection is kept 65 s, not Node's 5 s: longer than a load balancer's or nginx's 60 s,
// so the server never closes a connection just as the client in front sends its next request on it
// (that race resets the request).
const server = createServer(
  {
    maxHeaderSize: 16 * 1024,
    headersTimeout: 60_000,
    requestTimeout: 300_000,
    keepAliveTimeout: 65_000,
  },
  (request, response) => {
    stampClientAddress(request)
    inFlight.set(request.socket, response)
    const target = request.url ?? '/'
    observe(request, response, target)
    const method = request.method ?? 'GET'
    // Bad requests Next would answer with a 500 or a page are refused here (ADR 0042).
    const verdict = classifyRequest({
      method,
      target,
      header: (name) => {
        const value = request.headers[name]
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
      },
      isRouteHandler: isRouteHandler(pathOf(target)),
    })
    if (verdict.kind === 'refuse') return refuse(request, response, verdict.refusal)
    if (verdict.kind === 'options') {
      response.writeHead(204, { ...answerHeaders, allow: verdict.allow })
      return response.end()
    }
    if (verdict.kind === 'askAllow') {
      void askAllow(target).then((allow) =>
        refuse(request, response, { status: 405, code: 'methodNotAllowed', allow }),
      )
      return
    }
    // A path Next cannot decode would get a bare 500 from it: hand it a well-formed one (ADR 0020).
    const repaired = repairRequestTarget(target)
    if (repaired) request.url = repaired
    if (serveFast(request, response)) return
    if (snapshots.serve(request, response)) return
    compress(request, response, () => {})
    snapshots.capture(request, response)
    // As Next does: a client gone before the end would otherwise leave the zlib stream open.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response)
    })
    // Each page's nonce, HSTS and Secure cookies (ADR 0004).
    securePage(request, response)
    keepQueryOnRedirects(request, response)
    if (verdict.kind === 'action') return serveAction(request, response)
    if (method !== 'OPTIONS' && isRouteHandler(pathOf(target))) {
      addAllowToMethodNotAllowed(response, () => askAllow(target))
    }
    void handle(request, response)
  },
)
// What Node's parser refused (a 100 KB path, 40 KB of headers, a garbled request line): a proper
// status instead of Node's answer-and-reset.
server.on('clientError', (error: Error, socket) =>
  answerClientError(error, socket, inFlight.get(socket)),
)
// CONNECT (a proxy tunnel) is served by no resource: Node would close the connection unanswered.
server.on('connect', (_request: IncomingMessage, socket) =>
  answerOnSocket(socket, { status: 405, code: 'methodNotAllowed', allow: SERVED_ALLOW }),
)
// Bound to all interfaces on purpose: binding 127.0.0.1 makes the locale rewrite loop (README).
server.listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms`)
})

/**
 * SIGTERM (a deploy, a scale-down): the readiness probe answers 503 at once, no new connection is
 * accepted, the requests in flight finish (keep-alive connections close as soon as they are idle),
 * the job runner stops after its current job, then the database is closed and the process exits 0.
 * Past SHUTDOWN_GRACE_MS (10 s by default) the connections still open are cut.
 */
const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? '10000')
function close(signal: NodeJS.Signals) {
  if (closing) return
  closing = true
  console.log(`${signal}: closing the server (grace ${grace} ms)`)
  const drained = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  const deadline = new Promise<void>((resolve) =>
    setTimeout(() => {
      server.closeAllConnections()
      resolve()
    }, grace).unref(),
  )
  void Promise.allSettled([Promise.race([drained, deadline]), stopJobRunner(grace)])
    .then(() => {
      clearInterval(idle)
      return Promise.allSettled([
        reader.close(),
        app.close(),
        redisProbe?.close(),
        storageProbe?.close(),
      ])
    })
    .then(() => process.exit(0))
}
process.on('SIGINT', close)
process.on('SIGTERM', close)
