import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from './sql'

/**
 * A read of a few rows by one SQL text with `?` placeholders. The direct reader (its own
 * connection, ADR 0015) and Payload's connection both offer it, so a hot read is written once and
 * runs on either: the text never has a second, hand-copied version.
 */
export type SqlReader = {
  all<Row extends Record<string, unknown>>(statement: string, params: unknown[]): Promise<Row[]>
}

/** `a = ? AND b = ?` with its values → one drizzle statement with bound parameters. */
export function bindStatement(statement: string, params: readonly unknown[]): SQL {
  const parts = statement.split('?')
  if (parts.length - 1 !== params.length) {
    throw new Error(`bindStatement: ${parts.length - 1} placeholders for ${params.length} values`)
  }
  const chunks: SQL[] = []
  parts.forEach((part, index) => {
    chunks.push(sql.raw(part))
    if (index < params.length) chunks.push(sql`${params[index]}`)
  })
  return sql.join(chunks)
}

/** The same reads through Payload's own connection (inside Next, in tests, in jobs). */
export function payloadSqlReader(payload: Payload): SqlReader {
  return {
    async all<Row extends Record<string, unknown>>(statement: string, params: unknown[]) {
      return (await runSql<Row>(payload, bindStatement(statement, params))).rows
    },
  }
}
