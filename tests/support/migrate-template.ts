/**
 * Run by tests/support/db-templates.ts in a child process (bundled like scripts/setup.ts): applies
 * the committed migrations to the database of DATA_DIR / DATABASE_URL, then exits. The test
 * template databases are made by this script only, so they are migrated exactly as `npm start`
 * migrates a real database.
 */
import { getPayload } from 'payload'

import { getEnv } from '../../src/platform/config/env'
import { migrateDatabase } from '../../src/platform/db/migrate'
import config from '../../src/payload.config'
import { foldSqliteWal } from './fold-sqlite-wal'

const payload = await getPayload({ config })
try {
  const env = getEnv()
  await migrateDatabase(payload, env)
  if (env.databaseKind === 'sqlite') await foldSqliteWal(payload)
} finally {
  await payload.destroy()
}
process.exit(0)
