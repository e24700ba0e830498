/**
 * Play-event ingestion throughput (issue 10: ≥ 2,000 events/s on SQLite, ≥ 5,000/s on PostgreSQL,
 * in batches of 500), against a running production server (`npm start`):
 *
 *   npx tsx bench/ingest.ts --base http://localhost:3000 --requests 40 --concurrency 2
 *
 * Every event is new (ids unique to the run), so each one is written: the figure is events
 * written per second, from the first request sent to the last answer. Uses the demo key and the
 * demo members' cards unless told otherwise (--key, --cards). A figure, not a test.
 */
import { parseArgs } from 'node:util'

import { DEMO_INTEGRATION_KEY } from '../src/demo/loyalty'
import { isMain } from './args'

export type IngestOptions = {
  base: string
  key: string
  cards: string[]
  casino: string
  batch: number
  requests: number
  concurrency: number
}

export function parseIngestArgs(argv: string[]): IngestOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string', default: 'http://localhost:3000' },
      key: { type: 'string', default: DEMO_INTEGRATION_KEY },
      cards: { type: 'string', default: '5000000001,5000000002' },
      casino: { type: 'string', default: 'cannes' },
      batch: { type: 'string', default: '500' },
      requests: { type: 'string', default: '40' },
      concurrency: { type: 'string', default: '2' },
    },
  })
  return {
    base: values.base.replace(/\/$/, ''),
    key: values.key,
    cards: values.cards.split(',').filter(Boolean),
    casino: values.casino,
    batch: Number(values.batch),
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
  }
}

const run = Date.now().toString(36)

/** A batch of new events, spread over the cards, dated within the last hour. */
export function makeBatch(options: IngestOptions, index: number): { eventId: string }[] {
  const now = Date.now()
  return Array.from({ length: options.batch }, (_, position) => ({
    eventId: `bench-${run}-${index}-${position}`,
    cardNumber: options.cards[position % options.cards.length]!,
    casino: options.casino,
    occurredAt: new Date(now - 60_000 - position * 1_000).toISOString(),
    activity: position % 5 === 0 ? 'restaurant' : 'slots',
    amountCents: 1_000 + (position % 37) * 500,
  }))
}

export type BatchAnswer = {
  status: number
  ms: number
  body: { accepted?: number; results?: { eventId: string | null; status: string }[] } | null
}

export async function postBatch(
  options: Pick<IngestOptions, 'base' | 'key'>,
  events: unknown[],
): Promise<BatchAnswer> {
  const started = performance.now()
  const response = await fetch(`${options.base}/api/integration/v1/play-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
    body: JSON.stringify({ events }),
  })
  const text = await response.text()
  let body: BatchAnswer['body'] = null
  try {
    body = JSON.parse(text) as BatchAnswer['body']
  } catch {
    body = null
  }
  return { status: response.status, ms: performance.now() - started, body }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** What one ingestion run measured (a row of `npm run bench`'s `ingest` stage). */
export type IngestRow = {
  path: string
  events: number
  seconds: number
  eventsPerSec: number
  p50Ms: number
  p99Ms: number
  failed: number
}

/** Posts `requests` batches of new events, `concurrency` at a time, and counts what was written. */
export async function runIngest(options: IngestOptions): Promise<IngestRow[]> {
  // One warm-up request (JIT, connection pools, the rules' cache), not counted.
  await postBatch(options, makeBatch({ ...options, batch: 10 }, -1))
  const latencies: number[] = []
  let written = 0
  let failures = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        const index = next++
        const answer = await postBatch(options, makeBatch(options, index))
        latencies.push(answer.ms)
        if (answer.status === 200) written += answer.body?.accepted ?? 0
        else failures++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return [
    {
      path: `POST /api/integration/v1/play-events (${options.batch} a batch, ${options.concurrency} at a time)`,
      events: written,
      seconds: Number(seconds.toFixed(2)),
      eventsPerSec: Math.round(written / seconds),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      failed: failures,
    },
  ]
}

/**
 * The figures beside issue 24's targets: ≥ 5,000 events/s on SQLite, ≥ 10,000/s on PostgreSQL
 * (which engine the server runs on is not visible from here: both are printed).
 */
export function printIngest(rows: IngestRow[]): void {
  for (const row of rows) {
    console.log(
      [
        `Ingestion: ${row.path}`,
        `  written      ${row.events} events in ${row.seconds} s → ${row.eventsPerSec} events/s (target >= 5000 on SQLite: ${row.eventsPerSec >= 5000 ? 'met' : 'not met'}; >= 10000 on PostgreSQL: ${row.eventsPerSec >= 10_000 ? 'met' : 'not met'})`,
        `  per request  p50 ${row.p50Ms} ms · p99 ${row.p99Ms} ms`,
        `  failed       ${row.failed} requests`,
      ].join('\n'),
    )
  }
}

async function main() {
  const rows = await runIngest(parseIngestArgs(process.argv.slice(2)))
  printIngest(rows)
  if (rows.some((row) => row.failed > 0)) process.exitCode = 1
}

if (isMain(import.meta.url)) await main()
