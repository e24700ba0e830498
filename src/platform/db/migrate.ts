import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import type { Env } from '../config/env'

/** Applies the committed migrations of the configured engine (never a schema push). */
export async function migrateDatabase(payload: Payload, env: Env): Promise<void> {
  // Each engine's generated migrations type their own arguments; Payload calls them with those.
  const migrations = (env.databaseKind === 'postgres'
    ? postgresMigrations
    : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}
