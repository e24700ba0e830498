import { sql, type SQL } from 'drizzle-orm'
import { ValidationError, type Payload } from 'payload'

type RawDb = {
  drizzle: {
    run?: (statement: SQL) => Promise<{ rows: unknown[]; rowsAffected: number }>
    execute?: (statement: SQL) => Promise<{ rows: unknown[]; rowCount: number | null }>
  }
}

export type SqlResult<Row> = { rows: Row[]; rowsAffected: number }

/**
 * Runs one parameterised statement on whichever engine is configured, for the few operations
 * that must be atomic (compare-and-set on a session, counters) and that Payload's find-then-update
 * cannot express. Table and column names are Payload's (snake_case); values are always bound.
 */
export async function runSql<Row = Record<string, unknown>>(
  payload: Payload,
  statement: SQL,
): Promise<SqlResult<Row>> {
  const { drizzle } = payload.db as unknown as RawDb
  if (drizzle.execute) {
    const result = await drizzle.execute(statement)
    return { rows: result.rows as Row[], rowsAffected: result.rowCount ?? 0 }
  }
  if (drizzle.run) {
    const result = await drizzle.run(statement)
    return { rows: result.rows as Row[], rowsAffected: result.rowsAffected }
  }
  throw new Error('runSql: unsupported database adapter')
}

export type SqlDialect = 'sqlite' | 'postgres'

export function getSqlDialect(payload: Payload): SqlDialect {
  return (payload.db as unknown as RawDb).drizzle.execute ? 'postgres' : 'sqlite'
}

/**
 * A bound instant for a Payload date column: PostgreSQL needs the type spelled out where it
 * cannot infer it (inside CASE); SQLite stores Payload dates as ISO-8601 text, which compares in
 * time order.
 */
export function sqlInstant(dialect: SqlDialect, epochMs: number): SQL {
  const iso = new Date(epochMs).toISOString()
  return dialect === 'postgres' ? sql`CAST(${iso} AS timestamptz)` : sql`${iso}`
}

/** A date column read back by raw SQL: ISO text (SQLite) or a Date (node-postgres). */
export function readInstant(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const ms = value instanceof Date ? value.getTime() : Date.parse(String(value))
  return Number.isFinite(ms) ? ms : null
}

/**
 * The field issues of Payload's ValidationError. Recognised by its shape too: a server
 * component's render and a route handler may load Payload in different bundles, and an error
 * from one is not an `instanceof` the other's class (seen as a 500 on a member page).
 */
function validationIssues(error: unknown): { path: string }[] | null {
  if (error instanceof ValidationError) return error.data.errors
  const data = (error as { data?: { errors?: unknown } } | null)?.data
  if (!Array.isArray(data?.errors)) return null
  return data.errors.filter(
    (issue): issue is { path: string } =>
      typeof (issue as { path?: unknown } | null)?.path === 'string',
  )
}

/**
 * A unique index refused the write (SQLite's 'UNIQUE constraint failed', PostgreSQL's 23505),
 * wherever drizzle or Payload wrapped the driver's error. Through `payload.create`, Payload's
 * adapter turns the violation into a ValidationError on the field and drops the driver's error:
 * name the unique `field` to recognise that one too (any other invalid field is not a clash).
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const issues = validationIssues(error)
  if (field && issues) {
    // A relationship is named by its column on SQLite ('payment_id'), by its field on PostgreSQL.
    return issues.some((issue) => issue.path === field || issue.path === `${field}_id`)
  }
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (
      typeof message === 'string' &&
      /UNIQUE constraint failed|duplicate key value/i.test(message)
    ) {
      return true
    }
    current = cause
  }
  return false
}
