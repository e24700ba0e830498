import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import type { DirectReader } from '../db/direct-reader'
import type { PlainAnswer } from './plain-http'

/**
 * The probes of a load balancer or an orchestrator (issue 23): `/healthz` says the process
 * answers (no I/O), `/readyz` that this instance may take traffic: not stopping, its database
 * answering, every committed migration of its engine applied, and each shared service it was
 * configured with (Redis) reachable. Both are cheap JSON and never
 * cached; a failing check answers 503 with what failed, never an error's details.
 */
export type HealthState = {
  isStopping: () => boolean
  /** The shared services this instance was configured with (Redis…), each answering reachable. */
  dependencies?: Record<string, () => Promise<boolean>>
}

const json = (status: number, body: unknown): PlainAnswer => ({
  status,
  headers: { 'cache-control': 'no-store' },
  body,
})

export function answerHealth(): PlainAnswer {
  return json(200, { status: 'ok' })
}

/** The names of the migrations this build carries, per engine. */
export function expectedMigrations(kind: DirectReader['kind']): string[] {
  return (kind === 'postgres' ? postgresMigrations : sqliteMigrations).map(({ name }) => name)
}

export async function answerReadiness(
  reader: DirectReader,
  state: HealthState,
): Promise<PlainAnswer> {
  if (state.isStopping()) return json(503, { status: 'stopping' })
  let applied: Set<string>
  try {
    const rows = await reader.all<{ name: string }>('SELECT name FROM payload_migrations', [])
    applied = new Set(rows.map((row) => String(row.name)))
  } catch {
    return json(503, { status: 'unavailable', database: 'unreachable' })
  }
  const missing = expectedMigrations(reader.kind).filter((name) => !applied.has(name))
  if (missing.length > 0) {
    return json(503, { status: 'unavailable', database: 'ok', migrations: { missing } })
  }
  const dependencies = Object.entries(state.dependencies ?? {})
  const reached = await Promise.all(dependencies.map(([, reachable]) => reachable()))
  const services = Object.fromEntries(
    dependencies.map(([name], index) => [name, reached[index] ? 'ok' : 'unreachable']),
  )
  if (reached.includes(false)) {
    return json(503, { status: 'unavailable', database: 'ok', migrations: 'ok', ...services })
  }
  return json(200, { status: 'ready', database: 'ok', migrations: 'ok', ...services })
}
