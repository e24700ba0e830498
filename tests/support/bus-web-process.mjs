// A web process for tests/int/web-primary.test.ts: what the primary needs of scripts/server.ts
// (listen on PORT, answer the process bus, exit on SIGTERM) without Next, so the primary's own
// behaviour (sharing the port, relaying, merging metrics, restarting, stopping) is tested fast.
import { createServer } from 'node:http'

import { Counter, Registry } from 'prom-client'

import { broadcast, gather, onBusMessage } from '../../src/platform/runtime/process-bus.mjs'

const registry = new Registry()
const requests = new Counter({
  name: 'stub_requests_total',
  help: 'requests',
  registers: [registry],
})
onBusMessage('metrics:collect', () => registry.getMetricsAsJSON())

/** What this process knows: set here or by another process through the bus. */
const known = new Map()
onBusMessage('stub:known', (data) => {
  const { key, value } = /** @type {{ key: string, value: string }} */ (data)
  known.set(key, value)
})

const server = createServer(async (request, response) => {
  requests.inc()
  const url = new URL(request.url ?? '/', 'http://stub')
  const answer = (body) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (url.pathname === '/whoami') {
    return answer({
      pid: process.pid,
      slot: process.env.ATOUT_WEB_PROCESS,
      jobs: process.env.JOBS_AUTORUN,
    })
  }
  if (url.pathname === '/set') {
    const key = url.searchParams.get('key') ?? ''
    const value = url.searchParams.get('value') ?? ''
    known.set(key, value)
    await broadcast('stub:known', { key, value })
    return answer({ pid: process.pid })
  }
  if (url.pathname === '/get') {
    return answer({ pid: process.pid, value: known.get(url.searchParams.get('key')) ?? null })
  }
  if (url.pathname === '/metrics') {
    const [text] = (await gather('metrics:collect', null)) ?? []
    response.writeHead(200, { 'content-type': 'text/plain' })
    return response.end(String(text))
  }
  response.writeHead(404)
  response.end()
})
server.listen(Number(process.env.PORT))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
