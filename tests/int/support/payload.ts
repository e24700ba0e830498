import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dataDir: string; cleanup: () => Promise<void> }

/**
 * A real Payload on a fresh SQLite file (one per test file), migrated with the committed
 * migrations, exactly as `npm start` prepares it. Never a mock of our own database.
 */
export async function createTestPayload(): Promise<TestPayload> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atout-int-'))
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = ''
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn'
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
