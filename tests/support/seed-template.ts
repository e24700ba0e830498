/**
 * Run by tests/support/db-templates.ts in a child process (bundled like scripts/setup.ts): seeds
 * the whole demo, in the order `npm start`'s setup seeds it, into the migrated database of
 * DATA_DIR, then writes what each part created to demo-report.json beside it. The integration
 * files that read the demo copy this folder instead of seeding their own (ADR 0073).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import { seedNewsletterSettings } from '../../src/demo/forms'
import { demoSeeders, seedDemo } from '../../src/demo/seeders'
import { getEnv } from '../../src/platform/config/env'
import { migrateDatabase } from '../../src/platform/db/migrate'
import config from '../../src/payload.config'
import { foldSqliteWal } from './fold-sqlite-wal'

const payload = await getPayload({ config })
try {
  const env = getEnv()
  await migrateDatabase(payload, env)
  const report: Record<string, { created: number; existing?: number }> = {}
  await seedDemo(payload, {
    seeders: demoSeeders.map((seeder) => ({
      ...seeder,
      seed: async (p) => (report[seeder.name] = await seeder.seed(p)),
    })),
  })
  await seedNewsletterSettings(payload)
  writeFileSync(path.join(env.dataDir, 'demo-report.json'), JSON.stringify(report, null, 2))
  await foldSqliteWal(payload)
} finally {
  await payload.destroy()
}
process.exit(0)
