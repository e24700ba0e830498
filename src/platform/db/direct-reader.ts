import { fileURLToPath } from 'node:url'

import type { Env } from '../config/env'
import { logger } from '../logger'

/**
 * A read-only side door to the database for the few hot reads served outside Next (see
 * ADR 0015): its own connection, statements prepared once per process, no ORM. Writes always go
 * through Payload. Statements are written with `?` placeholders; PostgreSQL gets them numbered.
 */
export type DirectReader = {
  readonly kind: 'sqlite' | 'postgres'
  all<Row extends Record<string, unknown>>(statement: string, params: unknown[]): Promise<Row[]>
  close(): Promise<void>
}

/** `file:/abs/path.db` or `file:relative.db` → a path SQLite opens. */
function sqliteFilePath(url: string): string {
  if (url.startsWith('file://')) return fileURLToPath(url)
  return url.slice('file:'.length)
}

/**
 * SQLite through better-sqlite3 (ADR 0046): synchronous statements at a few microseconds each,
 * where the libsql binding Payload uses costs three to four times as much per call. The file is in
 * WAL mode (the Payload adapter sets it), so these reads never wait for a writer nor take a lock
 * per statement. Opened read-write (a WAL file needs its shared-memory index) but query-only.
 */
async function openSqlite(url: string): Promise<DirectReader> {
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(sqliteFilePath(url), { fileMustExist: true, timeout: 2_000 })
  db.pragma('query_only = 1')
  const prepared = new Map<string, ReturnType<typeof db.prepare>>()
  return {
    kind: 'sqlite',
    async all<Row extends Record<string, unknown>>(statement: string, params: unknown[]) {
      let prepare = prepared.get(statement)
      if (!prepare) {
        prepare = db.prepare(statement)
        prepared.set(statement, prepare)
      }
      return prepare.all(params) as Row[]
    },
    async close() {
      prepared.clear()
      db.close()
    },
  }
}

/** `?` → `$1`, `$2`… (our statements have no `?` inside string literals). */
function numberPlaceholders(statement: string): string {
  let index = 0
  return statement.replace(/\?/g, () => `$${++index}`)
}

async function openPostgres(url: string): Promise<DirectReader> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  // A broken idle connection must not crash the server: the pool replaces it.
  pool.on('error', (error) => {
    logger.warn('direct reader: idle PostgreSQL connection lost', { error: error.message })
  })
  const names = new Map<string, { name: string; text: string }>()
  return {
    kind: 'postgres',
    async all<Row extends Record<string, unknown>>(statement: string, params: unknown[]) {
      let query = names.get(statement)
      if (!query) {
        query = { name: `atout_read_${names.size + 1}`, text: numberPlaceholders(statement) }
        names.set(statement, query)
      }
      const result = await pool.query<Row>({ ...query, values: params })
      return result.rows
    },
    async close() {
      await pool.end()
    },
  }
}

export function openDirectReader(env: Pick<Env, 'DATABASE_URL' | 'databaseKind'>) {
  return env.databaseKind === 'postgres'
    ? openPostgres(env.DATABASE_URL)
    : openSqlite(env.DATABASE_URL)
}
