import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, readInstant, runSql, sqlInstant, type SqlDialect } from '../db/sql'
import {
  EMPTY_COUNTER,
  type AttemptCounter,
  type FailurePolicy,
  type RateLimitPolicy,
} from '../domain/attempt-counters'

type CounterRow = { hits: unknown; window_started_at: unknown; blocked_until: unknown }

function toCounter(row: CounterRow | undefined): AttemptCounter {
  if (!row) return EMPTY_COUNTER
  return {
    hits: Number(row.hits ?? 0),
    windowStartedAt: readInstant(row.window_started_at),
    blockedUntil: readInstant(row.blocked_until),
  }
}

/**
 * Lockout and rate-limit counters, kept in the database so every app instance sees them. Every
 * change is one `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement: the database applies
 * concurrent requests one after the other on the row, so 20 parallel failures count 20 (a read,
 * decide, write sequence let them all read the same state and store one). The statements mirror
 * `countAttempt` and `countFailure` of platform/domain/attempt-counters.ts; in SET, every column reads the row as it
 * was before the statement, on both engines.
 */
export class AttemptsRepository {
  private readonly dialect: SqlDialect

  constructor(private readonly payload: Payload) {
    this.dialect = getSqlDialect(payload)
  }

  private at(epochMs: number): SQL {
    return sqlInstant(this.dialect, epochMs)
  }

  async read(key: string): Promise<AttemptCounter> {
    const { rows } = await runSql<CounterRow>(
      this.payload,
      sql`SELECT hits, window_started_at, blocked_until FROM auth_attempts WHERE key = ${key}`,
    )
    return toCounter(rows[0])
  }

  /** One more attempt in the key's window (a new window once the last one is over). */
  async countAttempt(key: string, now: number, policy: RateLimitPolicy): Promise<AttemptCounter> {
    const over = sql`(auth_attempts.window_started_at IS NULL OR auth_attempts.window_started_at <= ${this.at(now - policy.windowMs)})`
    return this.upsert(
      key,
      sql`VALUES (${key}, 1, ${this.at(now)}, NULL, ${this.at(now)}, ${this.at(now)})`,
      sql`hits = CASE WHEN ${over} THEN 1 ELSE auth_attempts.hits + 1 END,
        window_started_at = CASE WHEN ${over} THEN ${this.at(now)} ELSE auth_attempts.window_started_at END,
        blocked_until = CASE WHEN ${over} THEN NULL ELSE auth_attempts.blocked_until END,
        updated_at = ${this.at(now)}`,
    )
  }

  /** One more failed login; the failure that reaches the limit starts the block. */
  async countFailure(key: string, now: number, policy: FailurePolicy): Promise<AttemptCounter> {
    const blockedNow = sql`(auth_attempts.blocked_until IS NOT NULL AND auth_attempts.blocked_until > ${this.at(now)})`
    const restart = sql`(auth_attempts.window_started_at IS NULL OR auth_attempts.window_started_at <= ${this.at(now - policy.failureWindowMs)} OR auth_attempts.blocked_until IS NOT NULL)`
    const hits = sql`(CASE WHEN ${restart} THEN 1 ELSE auth_attempts.hits + 1 END)`
    const blockEnd = this.at(now + policy.blockMs)
    const firstBlock = policy.maxConsecutiveFailures <= 1 ? blockEnd : sql`NULL`
    return this.upsert(
      key,
      sql`VALUES (${key}, 1, ${this.at(now)}, ${firstBlock}, ${this.at(now)}, ${this.at(now)})`,
      sql`hits = CASE WHEN ${blockedNow} THEN auth_attempts.hits ELSE ${hits} END,
        window_started_at = CASE WHEN ${blockedNow} THEN auth_attempts.window_started_at WHEN ${restart} THEN ${this.at(now)} ELSE auth_attempts.window_started_at END,
        blocked_until = CASE WHEN ${blockedNow} THEN auth_attempts.blocked_until WHEN ${hits} >= ${policy.maxConsecutiveFailures} THEN ${blockEnd} ELSE NULL END,
        updated_at = ${this.at(now)}`,
    )
  }

  private async upsert(key: string, values: SQL, update: SQL): Promise<AttemptCounter> {
    const { rows } = await runSql<CounterRow>(
      this.payload,
      sql`INSERT INTO auth_attempts (key, hits, window_started_at, blocked_until, updated_at, created_at)
        ${values}
        ON CONFLICT (key) DO UPDATE SET ${update}
        RETURNING hits, window_started_at, blocked_until`,
    )
    if (!rows[0]) throw new Error(`attempt counter '${key}' was not written`)
    return toCounter(rows[0])
  }

  /**
   * Forgets counters under a key prefix whose window started before `before` and that block
   * nothing: one-time markers (a captcha solution already used) once they cannot matter any more.
   */
  async clearStale(prefix: string, before: number): Promise<number> {
    const { rowsAffected } = await runSql(
      this.payload,
      sql`DELETE FROM auth_attempts WHERE key LIKE ${`${prefix}%`}
        AND window_started_at < ${this.at(before)} AND blocked_until IS NULL`,
    )
    return rowsAffected
  }

  /** After a successful login, a password reset or a staff unlock. */
  async clear(key: string): Promise<void> {
    await runSql(this.payload, sql`DELETE FROM auth_attempts WHERE key = ${key}`)
  }
}
