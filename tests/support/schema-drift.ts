import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}
type DrizzleAdapter = { requireDrizzleKit: () => DrizzleKit; schema: unknown; migrationDir: string }

/**
 * The statements `npm run migrate:create` would write for this engine now: the difference between
 * the schema the configuration describes and the last committed migration's snapshot, computed as
 * Payload's own `migrate:create` does. None when the committed migrations build the configured
 * schema; a collection, field, option or job changed without its migration shows here.
 */
export async function schemaChangesWithoutMigration(payload: Payload): Promise<string[]> {
  const db = payload.db as unknown as DrizzleAdapter
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
  const after = await generateDrizzleJson(db.schema)
  const latest = readdirSync(db.migrationDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)!
  let before = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8')) as {
    version: string
  }
  if (upSnapshot && before.version < after.version) before = upSnapshot(before) as typeof before
  return generateMigration(before, after)
}
