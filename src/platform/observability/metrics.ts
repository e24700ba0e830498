import { timingSafeEqual } from 'node:crypto'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { cacheLookups } from '../cache/cache-lookups.mjs'
import type { DirectReader } from '../db/direct-reader'
import { gather, onBusMessage } from '../runtime/process-bus.mjs'

/**
 * The process's Prometheus metrics (issue 23), served at /metrics behind METRICS_TOKEN. One
 * registry per process, kept on globalThis: the server (bundled by esbuild) and Next's route
 * handlers (bundled by Next) each load their own copy of this module, and both must count into
 * the same registry. Labels are bounded (route templates, outcomes), never raw paths or ids.
 */
type Metrics = {
  registry: Registry
  httpDuration: Histogram<'method' | 'route' | 'status'>
  loginFailures: Counter<'door'>
  lockouts: Counter<'door'>
  playEvents: Counter<'outcome'>
  attach: (reader: DirectReader) => void
}

const KEY = Symbol.for('atout.metrics')

function create(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  let reader: DirectReader | null = null
  const httpDuration = new Histogram({
    name: 'atout_http_request_duration_seconds',
    help: 'Requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const loginFailures = new Counter({
    name: 'atout_login_failures_total',
    help: 'Refused logins (wrong e-mail or password, unknown card) by door',
    labelNames: ['door'] as const,
    registers: [registry],
  })
  const lockouts = new Counter({
    name: 'atout_login_lockouts_total',
    help: 'Accounts blocked after too many failed logins, by door',
    labelNames: ['door'] as const,
    registers: [registry],
  })
  const playEvents = new Counter({
    name: 'atout_play_events_total',
    help: 'Play events posted by casino systems, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  })
  // Counted by the page cache handler (src/platform/cache/page-cache-handler.mjs), which Next
  // loads on its own: its totals are read at each scrape.
  new Counter({
    name: 'atout_cache_lookups_total',
    help: "Cache lookups by family (page, data: Next's cache; response: the server's page snapshots) and result (hit, miss)",
    labelNames: ['family', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [key, count] of cacheLookups()) {
        const [family, result] = key.split(':')
        this.inc({ family, result }, count)
      }
    },
  })
  // Read from the database at each scrape: the same figures on every instance. Each statement
  // answers one `label` column and a `count`.
  const countGauge = (name: string, help: string, label: string, statement: string) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      // Every web process reads the same rows: the server's figure is one process's, not a sum.
      aggregator: 'first',
      async collect() {
        this.reset()
        if (!reader) return
        const rows = await reader.all<{ label: unknown; count: unknown }>(statement, [])
        for (const row of rows) this.set({ [label]: String(row.label) }, Number(row.count))
      },
    })
  countGauge(
    'atout_job_queue_depth',
    'Jobs waiting or running, by queue',
    'queue',
    'SELECT queue AS label, COUNT(*) AS count FROM payload_jobs WHERE completed_at IS NULL AND NOT COALESCE(has_error, false) GROUP BY queue',
  )
  countGauge(
    'atout_jobs_failed',
    'Jobs that failed for good (their retries spent), by task',
    'task',
    'SELECT task_slug AS label, COUNT(*) AS count FROM payload_jobs WHERE COALESCE(has_error, false) GROUP BY task_slug',
  )
  countGauge(
    'atout_jobs_retried',
    'Jobs waiting that have been tried at least once already, by task',
    'task',
    'SELECT task_slug AS label, COUNT(*) AS count FROM payload_jobs WHERE completed_at IS NULL AND total_tried > 0 GROUP BY task_slug',
  )
  countGauge(
    'atout_payments',
    'Payments by state',
    'status',
    'SELECT status AS label, COUNT(*) AS count FROM payments GROUP BY status',
  )
  // With several web processes, the primary merges every process's figures (ADR 0056).
  onBusMessage('metrics:collect', () => registry.getMetricsAsJSON())
  return {
    registry,
    httpDuration,
    loginFailures,
    lockouts,
    playEvents,
    attach: (source) => {
      reader = source
    },
  }
}

/**
 * The Prometheus text for the whole server: every web process's figures merged by the primary
 * when there are several (null when one did not answer in time), this process's alone otherwise.
 */
export async function serverMetricsText(): Promise<string | null> {
  const metrics = getMetrics()
  const gathered = await gather('metrics:collect', null)
  if (gathered === null) return metrics.registry.metrics()
  const [text] = gathered
  return typeof text === 'string' ? text : null
}

export function getMetrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics }
  holder[KEY] ??= create()
  return holder[KEY]
}

/** Whether the caller may read /metrics: the bearer token, compared in constant time. */
export function mayReadMetrics(authorization: string | null, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false
  const given = Buffer.from(authorization.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
