// What a request that ends in a logged server error costs the server in CPU (issue 24, target 7:
// ≤ 10 ms), read from the server's own /metrics (process CPU, every web process summed) around N
// such requests, one at a time, beside the same number of requests to a page rendered per request.
// Usage (the test build's crash route, as the browser tests' server serves it):
//   METRICS_TOKEN=… npx tsx bench/error-cost.ts --base http://localhost:3100 [--requests 40]
//   [--path /vitest-entry/crash] [--baseline /recherche]
import { parseArgs } from 'node:util'

import { isMain } from './args'

async function cpuSeconds(base: string, token: string): Promise<number> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status} (METRICS_TOKEN?)`)
  const text = await answer.text()
  const read = (name: string) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1])
  const total = read('process_cpu_user_seconds_total') + read('process_cpu_system_seconds_total')
  if (!Number.isFinite(total)) throw new Error('no process CPU figures in /metrics')
  return total
}

/** CPU milliseconds per request of `path`, over `count` requests made one after the other. */
async function cpuPerRequest(base: string, token: string, path: string, count: number) {
  await fetch(`${base}${path}`, { headers: { cookie: 'NEXT_LOCALE=fr' } }) // warm
  const before = await cpuSeconds(base, token)
  const statuses = new Map<number, number>()
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${base}${path}`, { headers: { cookie: 'NEXT_LOCALE=fr' } })
    await answer.arrayBuffer()
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
  }
  const after = await cpuSeconds(base, token)
  return { ms: ((after - before) * 1000) / count, statuses: Object.fromEntries(statuses) }
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:3000' },
      path: { type: 'string', default: '/vitest-entry/crash' },
      baseline: { type: 'string', default: '/recherche' },
      requests: { type: 'string', default: '40' },
    },
  })
  const token = process.env.METRICS_TOKEN
  if (!token) throw new Error('METRICS_TOKEN (the server’s) is needed to read its CPU figures')
  const count = Number(values.requests)
  const failing = await cpuPerRequest(values.base!, token, values.path!, count)
  const normal = await cpuPerRequest(values.base!, token, values.baseline!, count)
  console.log(`${values.path}: ${failing.ms.toFixed(1)} ms CPU per request`, failing.statuses)
  console.log(`${values.baseline}: ${normal.ms.toFixed(1)} ms CPU per request`, normal.statuses)
  console.log('target: a request ending in a logged server error costs <= 10 ms of CPU')
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
