/** `npm run seed`: adds the demo content that is missing (idempotent; never duplicates). */
import { getPayload } from 'payload'

import { seedDemo } from '../src/demo/seeders'
import { seedNewsletterSettings } from '../src/demo/forms'
import config from '../src/payload.config'
import { getEnv } from '../src/platform/config/env'
import { migrateDatabase } from '../src/platform/db/migrate'

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload, getEnv())
  const report = await seedDemo(payload)
  await seedNewsletterSettings(payload)
  console.log(`Seed done: ${report.created} created, ${report.existing} already there`)
} finally {
  await payload.destroy()
}
process.exit(0)
