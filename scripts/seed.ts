/** `npm run seed`: adds the demo content that is missing (idempotent; never duplicates). */
import { getPayload } from 'payload'

import { seedDemoBookings } from '../src/features/bookings/server/seed-bookings'
import { seedDemoContent } from '../src/features/content/server/seed'
import { seedNewsletterSettings } from '../src/features/forms/server/seed-forms'
import { seedDemoMembers } from '../src/features/identity/server/seed-members'
import { seedDemoLoyalty } from '../src/features/loyalty/server/seed-loyalty'
import { seedDemoOffers } from '../src/features/offers/server/seed-offers'
import { seedDemoPayments } from '../src/features/payments/server/seed-payments'
import { seedDemoRewards } from '../src/features/rewards/server/seed-rewards'
import { seedDemoSponsorship } from '../src/features/sponsorship/server/seed-sponsorship'
import { seedDemoStaff } from '../src/features/staff/server/seed-staff'
import { seedDemoVenues } from '../src/features/venues/server/seed'
import { seedVenuePages } from '../src/features/venues/server/seed-venue-pages'
import config from '../src/payload.config'
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
  const rewards = await seedDemoRewards(payload)
  const sponsorship = await seedDemoSponsorship(payload)
  const offers = await seedDemoOffers(payload)
  const payments = await seedDemoPayments(payload)
  const created = [report, members, staff, venues, venuePages, loyalty, bookings, rewards]
    .concat([sponsorship, offers, payments])
    .reduce((sum, step) => sum + step.created, 0)
  const existing = [
    report,
    venues,
    venuePages,
    bookings,
    rewards,
    sponsorship,
    offers,
    payments,
  ].reduce((sum, step) => sum + step.existing, 0)
  console.log(`Seed done: ${created} created, ${existing} already there`)
} finally {
  await payload.destroy()
}
process.exit(0)
