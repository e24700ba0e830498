// Availability reads of the booking API (issue 12: the slots of a day answer in ≤ 50 ms p95 on the
// demo data). Against a running production server with the demo content (`npm start`):
//   npx tsx bench/booking-slots.ts --base http://localhost:3000 --connections 10 --duration 10
// Every request asks for another (restaurant, day, party) among the demo restaurants taking online
// bookings, over the next 30 days, so no answer is a repeat of the previous one. Latency is
// measured by the client (request sent → body read), one connection first, then `--connections`
// at once; the hotel reads (a stay's rooms and rates, the 60-night price calendar) follow for
// information. Figures, never pass/fail.
import { runCli } from './args'
import { round, table } from './format'

const BUDGET_P95_MS = 50

type Figures = {
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  failures: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function measure(urls: string[], connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const url = urls[next++ % urls.length]!
        const sent = performance.now()
        const response = await fetch(url).catch(() => null)
        if (!response?.ok) failures++
        await response?.arrayBuffer()
        latencies.push(performance.now() - sent)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  }
}

function parisDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

async function listIds(base: string, collection: string, where: string): Promise<number[]> {
  const response = await fetch(
    `${base}/api/cms/${collection}?limit=100&depth=0&select[id]=true${where}`,
  ).catch((error: unknown) => {
    throw new Error(`${base} is unreachable: is the server started?`, { cause: error })
  })
  if (!response.ok) throw new Error(`listing ${collection} answered ${response.status}`)
  const body = (await response.json()) as { docs: { id: number }[] }
  return body.docs.map((doc) => doc.id)
}

runCli(async (args) => {
  const restaurants = await listIds(args.base, 'restaurants', '&where[bookingEnabled][equals]=true')
  const hotels = await listIds(args.base, 'hotels', '')
  if (restaurants.length === 0)
    throw new Error('no restaurant takes online bookings: seed the demo')
  const slotUrls: string[] = []
  for (let day = 0; day < 30; day++) {
    for (const id of restaurants) {
      slotUrls.push(
        `${args.base}/api/epc/bookings/tables/slots?restaurant=${id}&date=${parisDay(day)}&party=${1 + (day % 6)}`,
      )
    }
  }
  const stayUrls = hotels.flatMap((id) =>
    [3, 10, 20].map(
      (day) =>
        `${args.base}/api/epc/bookings/rooms/availability?hotel=${id}&arrival=${parisDay(day)}&departure=${parisDay(day + 2)}&guests=2`,
    ),
  )
  const calendarUrls = hotels.map(
    (id) => `${args.base}/api/epc/bookings/rooms/calendar?hotel=${id}&guests=2`,
  )

  const seconds = args.duration
  process.stderr.write(
    `booking availability: ${restaurants.length} restaurants, ${hotels.length} hotels; ` +
      `${args.warmup}s warm-up, then ${seconds}s per line\n`,
  )
  if (args.warmup > 0) await measure(slotUrls, 2, args.warmup)
  const rows: [string, number, Figures][] = [
    ['table slots of a day', 1, await measure(slotUrls, 1, seconds)],
    ['table slots of a day', args.connections, await measure(slotUrls, args.connections, seconds)],
    ['rooms and rates of a stay', 1, await measure(stayUrls, 1, seconds)],
    ['60-night price calendar', 1, await measure(calendarUrls, 1, seconds)],
  ]
  console.log(
    table(
      ['read', 'connections', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failures'],
      rows.map(([name, connections, figures]) => [
        name,
        connections,
        figures.requests,
        round(figures.perSecond, 0),
        round(figures.p50, 1),
        round(figures.p95, 1),
        round(figures.p99, 1),
        figures.failures,
      ]),
    ),
  )
  const single = rows[0]![2]
  console.log(
    `\nbudget: table slots p95 ≤ ${BUDGET_P95_MS} ms (one connection): ${round(single.p95, 1)} ms, ` +
      (single.p95 <= BUDGET_P95_MS
        ? 'within budget'
        : `over by ${round(single.p95 - BUDGET_P95_MS, 1)} ms`),
  )
})
