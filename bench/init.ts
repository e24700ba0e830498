// Load test of GET /api/epc/users/init for a logged-in member (issue 4's target: ≥ 1,000 req/s,
// p99 ≤ 25 ms at 20 connections). Logs a demo member in first, then replays its access token.
// Usage: npx tsx bench/init.ts --base http://localhost:3000 --connections 20 --duration 15
// Needs the demo members (DEMO_CONTENT, the default of `npm start`).
import autocannon from 'autocannon'

import { runCli } from './args'
import { round, table } from './format'

const EMAIL = 'marie.dupont@demo.atout.example'
const PASSWORD = 'Atout-Demo-2026!'

runCli(async (args) => {
  const login = await fetch(`${args.base}/api/epc/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: args.base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  }).catch((error: unknown) => {
    throw new Error(`${args.base} is unreachable: is the server started?`, { cause: error })
  })
  if (!login.ok) throw new Error(`demo login failed (${login.status}): ${await login.text()}`)
  const access = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('access_token='))
  if (!access) throw new Error('no access_token cookie in the login answer')
  const url = `${args.base}/api/epc/users/init`
  const headers = { cookie: access }
  const check = await fetch(url, { headers })
  if (!check.ok) throw new Error(`init answered ${check.status}`)

  process.stderr.write(`init: ${args.warmup}s warm-up + ${args.duration}s at ${args.connections} connections\n`)
  if (args.warmup > 0) await autocannon({ url, headers, connections: args.connections, duration: args.warmup })
  const result = await autocannon({ url, headers, connections: args.connections, duration: args.duration })
  console.log(
    table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      [[
        'GET /api/epc/users/init',
        String(round(result.requests.average, 1)),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.non2xx),
        String(result.errors + result.timeouts),
      ]],
    ),
  )
  console.log('target: >= 1000 req/s and p99 <= 25 ms (informative; benchmarks never fail)')
})
