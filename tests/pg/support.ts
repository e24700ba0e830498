
import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * A real Payload on the PostgreSQL database of DATABASE_URL (.ci/run creates an empty one),
 * migrated with the committed migrations. Media files go to the scratch folder of tests/pg/env.ts.
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
