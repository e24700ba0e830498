// The production server: Next's request handler behind a node:http server that first offers each
// request to the fast routes (src/server/fast-routes.ts, ADR 0015). Started by `npm start` and the
// Playwright server (bundled by scripts/lib.mjs like our other TypeScript scripts).
import { createServer } from 'node:http'

// What `next start` loads before anything else (AsyncLocalStorage and friends on globalThis).
import 'next/dist/server/node-environment.js'
import next from 'next'

import { getEnv } from '@/platform/config/env'
import { openDirectReader } from '@/platform/db/direct-reader'
import { stampClientAddress } from '@/platform/http/client-address'
import { createFastRoutes } from '@/server/fast-routes'

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

const server = createServer((request, response) => {
  stampClientAddress(request)
  if (serveFast(request, response)) return
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
