import { copyFileSync, cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { sqliteDemoTemplate } from '../../support/db-templates'

export type TestPayload = { payload: Payload; dataDir: string; cleanup: () => Promise<void> }

/**
 * A real Payload on a fresh SQLite file (one per test file), migrated with the committed
 * migrations, exactly as `npm start` prepares it. Never a mock of our own database.
 *
 * The file is a copy of the template tests/int/global-setup.ts migrated once (ADR 0045);
 * migrateDatabase still runs and finds nothing to apply, so a migration missing from the
 * template would still be applied, and a failing one would still fail here.
 */
export async function createTestPayload({
  demo = false,
}: {
  /**
   * Start from the whole demo, seeded as `npm start` seeds it (this run's demo template, made
   * once by the first file asking: ADR 0073) instead of an empty database.
   */
  demo?: boolean
} = {}): Promise<TestPayload> {
  // tests/support/int-env.ts gave this file its own data folder before any import.
  const dataDir = process.env.DATA_DIR!
  if (demo) {
    const template = await sqliteDemoTemplate(inject('demoTemplate'), inject('sqliteTemplate'))
    cpSync(template, dataDir, { recursive: true })
  } else copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'atout.db'))
  const [{ default: config }, { getPayload }, { getEnv }, { migrateDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/platform/config/env'),
    import('@/platform/db/migrate'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload, getEnv())
  return {
    payload,
    dataDir,
    cleanup: async () => {
      await payload.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

type SeedReport = { created: number; existing?: number }

/**
 * What each part of the demo created when this run's demo template was seeded into an empty
 * database, by seeder name (src/demo/seeders.ts): read in a file started with `demo: true`.
 */
export function demoSeedReport(dataDir: string): Record<string, SeedReport> {
  return JSON.parse(readFileSync(path.join(dataDir, 'demo-report.json'), 'utf8')) as Record<
    string,
    SeedReport
  >
}
