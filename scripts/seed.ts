/** `npm run seed`: adds the demo content that is missing (idempotent; never duplicates). */
import { getPayload } from 'payload'

import { seedDemoBookings } from '../src/features/bookings/server/seed-bookings'
import { seedDemoContent } from '../src/features/content/server/seed'
import { seedNewsletterSettings } from '../src/features/forms/server/seed-forms'
import { seedDemoMembers } from '../src/features/identity/server/seed-members'
import { seedDemoLoyalty } from '../src/features/loyalty/server/seed-loyalty'
import { seedDemoStaff } from '../src/features/staff/server/seed-staff'
import { seedDemoVenues } from '../src/features/venues/server/seed'
import { seedVenuePages } from '../src/features/venues/server/seed-venue-pages'
import config from '../src/platform/payload.config'
import { getEnv } from '../src/platform/config/env'
import { migrateDatabase } from '../src/platform/db/migrate'

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload, getEnv())
  const report = await seedDemoContent(payload)
  const members = await seedDemoMembers(payload)
  const staff = await seedDemoStaff(payload)
  const venues = await seedDemoVenues(payload)
  const venuePages = await seedVenuePages(payload)
  const loyalty = await seedDemoLoyalty(payload)
  const bookings = await seedDemoBookings(payload)
  await seedNewsletterSettings(payload)
  console.log(
    `Seed done: ${report.created + members.created + staff.created + venues.created + venuePages.created + loyalty.created + bookings.created} created, ${report.existing + venues.existing + venuePages.existing + bookings.existing} already there`,
  )
} finally {
  await payload.destroy()
}
process.exit(0)
