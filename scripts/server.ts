// The production server: Next's request handler behind a node:http server that first offers each
// request to the fast routes (src/server/fast-routes.ts, ADR 0015). Started by `npm start` and the
// Playwright server (bundled by scripts/lib.mjs like our other TypeScript scripts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

// What `next start` loads before anything else (AsyncLocalStorage and friends on globalThis).
import 'next/dist/server/node-environment.js'
import next from 'next'
// The compression Next applies itself when its `compress` option is on (off: see next.config.ts).
import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

import { getEnv } from '@/platform/config/env'
import { openDirectReader } from '@/platform/db/direct-reader'
import { stampClientAddress } from '@/platform/http/client-address'
import { keepQueryOnRedirect, repairRequestTarget } from '@/platform/http/request-target'
import { createFastRoutes } from '@/server/fast-routes'
import { createPageSecurity } from '@/server/page-security'

const env = getEnv()
const port = Number(process.env.PORT ?? '3000')
// Next's own option parsing is not there: its default export is the factory of its server.
const createNext = (next as unknown as { default?: typeof next }).default ?? next
const app = createNext({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const started = Date.now()
await app.prepare()
const handle = app.getRequestHandler()
const reader = await openDirectReader(env)
const serveFast = createFastRoutes(reader, env)
const securePage = createPageSecurity({
  secret: env.PAYLOAD_SECRET,
  production: env.NODE_ENV === 'production',
  siteUrl: env.SITE_URL,
})
// Compresses what securePage wrote, so it runs first and is installed on the answer before it.
const compress = compression()

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

const server = createServer((request, response) => {
  stampClientAddress(request)
  // A path Next cannot decode would get a bare 500 from it: hand it a well-formed one (ADR 0020).
  const repaired = repairRequestTarget(request.url ?? '/')
  if (repaired) request.url = repaired
  if (serveFast(request, response)) return
  compress(request, response, () => {})
  // As Next does: a client gone before the end would otherwise leave the zlib stream open.
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
  // Each page's nonce, HSTS and Secure cookies (ADR 0004).
  securePage(request, response)
  keepQueryOnRedirects(request, response)
  void handle(request, response)
})
// Bound to all interfaces on purpose: binding 127.0.0.1 makes the locale rewrite loop (README).
server.listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms`)
})

let closing = false
function close(signal: NodeJS.Signals) {
  if (closing) return
  closing = true
  console.log(`${signal}: closing the server`)
  server.close()
  server.closeIdleConnections()
  void Promise.allSettled([reader.close(), app.close()]).then(() => process.exit(0))
  // Long-lived connections (a stuck client) must not keep a stopping server alive.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', close)
process.on('SIGTERM', close)
