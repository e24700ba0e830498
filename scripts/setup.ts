/**
 * Prepares the database before the server starts: committed migrations, the first staff
 * administrator, and the demo content when the database is empty. Safe to run on every start.
 */
import { getPayload } from 'payload'

import { seedDemoBookings } from '../src/features/bookings/server/seed-bookings'
import { hasContent, seedDemoContent } from '../src/features/content/server/seed'
import { seedNewsletterSettings } from '../src/features/forms/server/seed-forms'
import { seedDemoMembers } from '../src/features/identity/server/seed-members'
import { seedDemoLoyalty } from '../src/features/loyalty/server/seed-loyalty'
import { seedDemoOffers } from '../src/features/offers/server/seed-offers'
import { seedDemoPayments } from '../src/features/payments/server/seed-payments'
import { seedDemoRewards } from '../src/features/rewards/server/seed-rewards'
import { seedDemoSponsorship } from '../src/features/sponsorship/server/seed-sponsorship'
import { ensureFirstAdmin } from '../src/features/staff/server/first-admin'
import { seedDemoStaff } from '../src/features/staff/server/seed-staff'
import { hasVenues, seedDemoVenues } from '../src/features/venues/server/seed'
import { seedVenuePages } from '../src/features/venues/server/seed-venue-pages'
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
  if (env.DEMO_CONTENT && !(await hasContent(payload))) {
    console.log('Empty database: loading the demo content and demo members…')
    await seedDemoContent(payload)
    await seedDemoMembers(payload)
  }
  // Idempotent: also gives databases seeded before the staff roles their demo staff.
  if (env.DEMO_CONTENT) await seedDemoStaff(payload)
  // Separate from the check above so a database seeded before the venues existed gets them too.
  if (env.DEMO_CONTENT && !(await hasVenues(payload))) {
    console.log('Loading the demo casinos, shows, hotels and tournaments…')
    await seedDemoVenues(payload)
  }
  // Idempotent: the pages built from venue blocks, and the casino block on each landing page.
  if (env.DEMO_CONTENT) await seedVenuePages(payload)
  // Idempotent: the demo casino system's key and the demo members' play history.
  if (env.DEMO_CONTENT) await seedDemoLoyalty(payload)
  // Idempotent: the rewards catalogue, the member pages of the rewards and Marie's vouchers.
  if (env.DEMO_CONTENT) await seedDemoRewards(payload)
  // Idempotent: the sponsorship page and Marie's godsons.
  if (env.DEMO_CONTENT) await seedDemoSponsorship(payload)
  // Idempotent: member offers and events, their member page and Carré VIP page.
  if (env.DEMO_CONTENT) await seedDemoOffers(payload)
  // Idempotent: booking settings, rates, offers' online rates and the demo bookings.
  if (env.DEMO_CONTENT) await seedDemoBookings(payload)
  // Idempotent: casino trigrams, machine amount rules, the payments pages and Marie's history.
  if (env.DEMO_CONTENT) await seedDemoPayments(payload)
  // Default unsubscribe reasons (not demo content: a deployment needs them too); kept once edited.
  await seedNewsletterSettings(payload)
  console.log(
    `Database ready (${env.databaseKind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await payload.destroy()
}
process.exit(0)
