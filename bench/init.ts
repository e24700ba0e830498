// Load test of GET /api/epc/users/init for a logged-in member (issues 19 and 24: ≥ 5,000 req/s,
// p99 ≤ 25 ms at 20 connections). Logs a demo member in first, then replays its access token.
// Usage: npx tsx bench/init.ts --base http://localhost:3000 --connections 20 --duration 15
// The load comes from wrk when it is installed (apt-get install wrk): autocannon, in Node, takes
// most of a core of the two the server also runs on. --load-tool autocannon forces the latter.
// Needs the demo members (DEMO_CONTENT, the default of `npm start`).
import autocannon from 'autocannon'

import { type BenchArgs, isMain, runCli } from './args'
import { round, table } from './format'
import { hasWrk, runWrk, type LoadFigures } from './wrk'

const EMAIL = 'marie.dupont@demo.atout.example'
const PASSWORD = 'Atout-Demo-2026!'

/** What one run of the init benchmark measured (a row of `npm run bench`'s `init` stage). */
export type InitRow = {
  path: string
  tool: string
  reqPerSec: number | null
  p50Ms: number | null
  p99Ms: number | null
  non2xx: number
  errors: number
}

/** The demo member's session cookies (`name=value; …`), from a login through the API. */
export async function demoMemberCookies(base: string): Promise<string> {
  const login = await fetch(`${base}/api/epc/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  }).catch((error: unknown) => {
    throw new Error(`${base} is unreachable: is the server started?`, { cause: error })
  })
  if (!login.ok) throw new Error(`demo login failed (${login.status}): ${await login.text()}`)
  const pairs = login.headers.getSetCookie().map((line) => line.split(';')[0]!)
  if (!pairs.some((pair) => pair.startsWith('access_token='))) {
    throw new Error('no access_token cookie in the login answer')
  }
  return pairs.join('; ')
}

/** Logs the demo member in, then loads GET /api/epc/users/init with its access token. */
export async function runInit(args: BenchArgs): Promise<InitRow[]> {
  const access = (await demoMemberCookies(args.base))
    .split('; ')
    .find((pair) => pair.startsWith('access_token='))!
  const url = `${args.base}/api/epc/users/init`
  const headers = { cookie: access }
  const check = await fetch(url, { headers })
  if (!check.ok) throw new Error(`init answered ${check.status}`)

  const useWrk = args.loadTool === 'wrk' || (args.loadTool === 'auto' && hasWrk())
  if (args.loadTool === 'wrk' && !hasWrk())
    throw new Error('wrk is not installed (apt-get install wrk)')
  const tool = useWrk ? 'wrk' : 'autocannon'
  process.stderr.write(
    `init: ${args.warmup}s warm-up + ${args.duration}s at ${args.connections} connections (${tool})\n`,
  )
  const measure = (seconds: number): Promise<LoadFigures> =>
    useWrk
      ? runWrk({ url, headers, connections: args.connections, durationSeconds: seconds })
      : autocannon({ url, headers, connections: args.connections, duration: seconds }).then(
          (result) => ({
            requestsPerSecond: result.requests.average,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
          }),
        )
  if (args.warmup > 0) await measure(args.warmup)
  const figures = await measure(args.duration)
  return [
    {
      path: 'GET /api/epc/users/init',
      tool,
      reqPerSec: round(figures.requestsPerSecond, 1),
      p50Ms: round(figures.p50Ms, 2),
      p99Ms: round(figures.p99Ms, 2),
      non2xx: figures.non2xx,
      errors: figures.errors,
    },
  ]
}

/** The target of issues 19 and 24, beside the figure. */
export function printInit(rows: InitRow[]): void {
  console.log(
    table(
      ['endpoint', 'tool', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'],
      rows.map((row) => [
        row.path,
        row.tool,
        String(row.reqPerSec),
        String(row.p50Ms),
        String(row.p99Ms),
        String(row.non2xx),
        String(row.errors),
        (row.reqPerSec ?? 0) >= 5000 && (row.p99Ms ?? Infinity) <= 25
          ? 'met (>= 5000 req/s, p99 <= 25 ms)'
          : 'not met (>= 5000 req/s, p99 <= 25 ms)',
      ]),
    ),
  )
}

if (isMain(import.meta.url)) runCli(async (args) => printInit(await runInit(args)))
