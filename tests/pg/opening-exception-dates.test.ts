import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import * as migration from '@/migrations/postgres/20261123_180305_opening_exception_dates'

import { checkOpeningExceptionDates } from '../support/opening-exception-dates-scenario'

/** The PostgreSQL migration converts varchar days with an explicit USING clause: checked here. */
let payload: Payload

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'atout-pg-'))
  const [{ default: config }, { getPayload }, { getEnv }, { migrateDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/platform/config/env'),
    import('@/platform/db/migrate'),
  ])
  expect(getEnv().databaseKind).toBe('postgres')
  payload = await getPayload({ config })
  await migrateDatabase(payload, getEnv())
})

afterAll(async () => {
  await payload?.destroy()
})

test('opening-hours exception days on PostgreSQL: stored as noon UTC, migrated both ways', async () => {
  await checkOpeningExceptionDates(payload, migration)
})
