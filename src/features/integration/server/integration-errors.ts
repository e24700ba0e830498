import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/platform/db/sql'
import { toSafeText } from '@/platform/http/safe-text'
import { logger } from '@/platform/logger'

export type IntegrationErrorEntry = {
  /** The calling system, when its key was valid. */
  clientId: number | null
  route: string
  status: number
  code: string
  detail?: string | null
  requestId: string
}

/** One row per system, route and error at most this often; the calls between are counted. */
export const ERROR_ROW_INTERVAL_MS = 60_000

/** How often a row's count catches up with the calls it stands for. */
export const ERROR_COUNT_FLUSH_MS = 5_000

/** How many kinds of error a process keeps apart before it forgets the oldest. */
const MAX_KEYS = 1_000

type Window = { since: number; rowId: number | null; pending: number; flushedAt: number }

/**
 * Refusals of the integration API, as staff read them (the integration-errors collection).
 *
 * A system that goes wrong goes wrong on every call, and a caller without a key can call as often
 * as it likes: so the first refusal of a kind in a minute writes a row, and the same refusals in
 * that minute only add to its count (one single-column update at most every five seconds). The
 * windows are kept per process (each web process writes at most one row a minute per kind).
 * Recording never fails the answer: a database error is logged and the call answered as it would
 * have been.
 */
export class IntegrationErrorLog {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly interval = ERROR_ROW_INTERVAL_MS,
    private readonly flushEvery = ERROR_COUNT_FLUSH_MS,
  ) {}

  async record(payload: Payload, entry: IntegrationErrorEntry, now: number): Promise<void> {
    const key = `${entry.clientId ?? '-'}|${entry.route}|${entry.code}`
    try {
      const current = this.windows.get(key)
      if (current && now - current.since < this.interval) {
        current.pending += 1
        if (now - current.flushedAt >= this.flushEvery) await this.flush(payload, current, now)
        return
      }
      // Set before any await: the calls arriving meanwhile count in this row, not in new ones.
      const window: Window = { since: now, rowId: null, pending: 0, flushedAt: now }
      this.windows.delete(key)
      this.windows.set(key, window)
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!)
      if (current) await this.flush(payload, current, now)
      const row = await payload.create({
        collection: 'integration-errors',
        data: {
          client: entry.clientId,
          route: entry.route,
          status: entry.status,
          code: entry.code,
          detail: entry.detail ? toSafeText(entry.detail).slice(0, 500) : null,
          count: 1,
          requestId: entry.requestId,
        },
        depth: 0,
        overrideAccess: true,
      })
      window.rowId = row.id
    } catch (error) {
      logger.warn('integration error not recorded', {
        requestId: entry.requestId,
        code: entry.code,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  /** Adds the calls counted since the last update to the window's row. */
  private async flush(payload: Payload, window: Window, now: number): Promise<void> {
    if (window.rowId === null || window.pending === 0) return
    const added = window.pending
    window.pending = 0
    window.flushedAt = now
    await runSql(
      payload,
      sql`UPDATE integration_errors SET count = count + ${added} WHERE id = ${window.rowId}`,
    )
  }
}

/** The process's log (one per process, as the windows are). */
export const integrationErrors = new IntegrationErrorLog()

/** How long staff can look back at refusals. */
export const ERROR_RETENTION_DAYS = 90

/** Deletes the rows older than the retention; returns how many went. */
export async function purgeIntegrationErrors(payload: Payload, now: number): Promise<number> {
  const cutoff = new Date(now - ERROR_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({
    collection: 'integration-errors',
    where: { createdAt: { less_than: cutoff } },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
