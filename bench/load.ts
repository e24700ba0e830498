// Throughput and latency of the production server, one path at a time.
// Usage: npx tsx bench/load.ts --base http://localhost:3000 --paths /,/en --connections 20 --duration 15
import autocannon from 'autocannon'

import { type BenchArgs, isMain, runCli } from './args'
import { round, table } from './format'
import { demoMemberCookies } from './init'

export interface LoadResult {
  /** The path, marked `(member)` when loaded with the demo member's session. */
  path: string
  /** Status of a single request made before the warm-up, redirects not followed. */
  status: number
  /** Location header of that request when it was a redirect. */
  location: string | null
  /** x-nextjs-cache of that request: HIT, MISS, STALE, or null when the route is not cached. */
  cache: string | null
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  /** Socket errors and timeouts, which autocannon does not count as responses at all. */
  errors: number
  statusCodes: Record<string, number>
}

function headersFor(args: BenchArgs): Record<string, string> {
  return args.acceptLanguage ? { 'accept-language': args.acceptLanguage } : {}
}

async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | null; cache: string | null }> {
  // redirect: 'manual' because autocannon does not follow redirects either: the probe must see
  // the same response as the load test.
  const response = await fetch(url, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  return {
    status: response.status,
    location: response.headers.get('location'),
    cache: response.headers.get('x-nextjs-cache'),
  }
}

export async function runLoad(args: BenchArgs): Promise<LoadResult[]> {
  const publicHeaders = headersFor(args)
  const memberHeaders =
    args.memberPaths.length > 0
      ? { ...publicHeaders, cookie: await demoMemberCookies(args.base) }
      : publicHeaders
  const runs = [
    ...args.paths.map((path) => ({ path, label: path, headers: publicHeaders })),
    ...args.memberPaths.map((path) => ({
      path,
      label: `${path} (member)`,
      headers: memberHeaders,
    })),
  ]
  const results: LoadResult[] = []
  for (const { path, label, headers } of runs) {
    const url = args.base + path
    const first = await probe(url, headers).catch((error: unknown) => {
      throw new Error(`${url} is unreachable: is the server started?`, { cause: error })
    })

    process.stderr.write(
      `load ${label}: ${args.warmup}s warm-up + ${args.duration}s at ${args.connections} connections\n`,
    )
    if (args.warmup > 0) {
      // Discarded: the first seconds pay for JIT, lazy route compilation and cache filling, which
      // is not what a server in service spends its time on.
      await autocannon({ url, headers, connections: args.connections, duration: args.warmup })
    }
    const run = await autocannon({
      url,
      headers,
      connections: args.connections,
      duration: args.duration,
    })

    const statusCodes: Record<string, number> = {}
    for (const [code, stats] of Object.entries(run.statusCodeStats)) statusCodes[code] = stats.count

    results.push({
      path: label,
      status: first.status,
      location: first.location,
      cache: first.cache,
      reqPerSec: round(run.requests.average, 1) ?? 0,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors + run.timeouts,
      statusCodes,
    })
  }
  return results
}

export function printLoad(results: LoadResult[], args: BenchArgs): void {
  console.log(
    `\nLoad test: ${args.base}, ${args.connections} connections, ${args.duration}s per path` +
      ` (after ${args.warmup}s warm-up)\n`,
  )
  console.log(
    table(
      ['path', 'status', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'x-nextjs-cache'],
      results.map((r) => [
        r.path,
        r.status,
        r.reqPerSec.toFixed(1),
        r.p50Ms,
        r.p99Ms,
        r.non2xx,
        r.errors,
        r.cache ?? '-',
      ]),
    ),
  )
  // A redirect answers fast and would flatter req/s: say loudly that it was not the page.
  for (const r of results) {
    const codes = Object.entries(r.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${count} x ${code}`)
    if (r.location || codes.length > 0) {
      const where = r.location ? ` -> ${r.location}` : ''
      console.log(`! ${r.path}: non-2xx responses (${codes.join(', ') || r.status}${where})`)
    }
    if (r.errors > 0) console.log(`! ${r.path}: ${r.errors} socket errors or timeouts`)
  }
}

if (isMain(import.meta.url)) {
  runCli(async (args) => printLoad(await runLoad(args), args))
}
