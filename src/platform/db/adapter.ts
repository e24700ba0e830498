import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '../config/env'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * SQLite (a file under data/) by default; PostgreSQL when DATABASE_URL is a postgres URL.
 * Schemas only ever change through committed migrations (push is off), for both engines.
 */
export function createDatabaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: 10 },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    // WAL: readers (pages, the fast routes' direct reader, a worker process) never wait for the
    // writer, and a write waits up to 5 s for another instead of failing (ADR 0046).
    wal: { synchronous: 'FULL' },
    busyTimeout: 5_000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
}
