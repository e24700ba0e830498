import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * A real Payload on this test file's own PostgreSQL database (tests/pg/env.ts: a copy of the
 * template migrated once with the committed migrations). migrateDatabase still runs and finds
 * nothing to apply. Media files go to the scratch folder of tests/pg/env.ts.
 */
export async function createPostgresPayload(): Promise<Payload> {
  const url = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'npm run test:postgres needs DATABASE_URL=postgres://user:password@host/db (an empty database)',
    )
  }
  const [{ default: config }, { getPayload }, { getEnv }, { migrateDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/platform/config/env'),
    import('@/platform/db/migrate'),
  ])
  expect(getEnv().databaseKind).toBe('postgres')
  const payload = await getPayload({ config })
  await migrateDatabase(payload, getEnv())
  return payload
}
