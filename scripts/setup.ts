/**
 * Prepares the database before the server starts: committed migrations, the first staff
 * administrator, and the demo content when the database is empty. Safe to run on every start.
 */
import { getPayload } from 'payload'

import { seedDemo } from '../src/demo/seeders'
import { seedNewsletterSettings } from '../src/demo/forms'
import { ensureFirstAdmin } from '../src/features/staff/server/first-admin'
import config from '../src/payload.config'
import { getEnv } from '../src/platform/config/env'
import { migrateDatabase } from '../src/platform/db/migrate'

const env = getEnv()
const started = Date.now()
const payload = await getPayload({ config })
try {
  await migrateDatabase(payload, env)
  const admin = await ensureFirstAdmin(payload, env)
  if (admin.created) {
    const password = admin.generatedPassword
      ? `password ${admin.generatedPassword} (shown once: write it down or change it in /admin)`
      : 'password from ADMIN_PASSWORD'
    console.log(`\n  Staff administrator created: ${admin.email}, ${password}\n`)
  }
  // Idempotent: each part of the demo adds what is missing; the pages, members and casinos only
  // into a database without them (what staff deleted stays deleted).
  if (env.DEMO_CONTENT) {
    const demo = await seedDemo(payload, { onStart: true })
    if (demo.created > 0) console.log(`Demo content: ${demo.created} documents added`)
  }
  // Default unsubscribe reasons (not demo content: a deployment needs them too); kept once edited.
  await seedNewsletterSettings(payload)
  console.log(
    `Database ready (${env.databaseKind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await payload.destroy()
}
process.exit(0)
