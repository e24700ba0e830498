import type { Payload } from 'payload'

import { seedDemoBookings } from './bookings'
import { hasContent, seedDemoContent } from './content'
import { seedDemoHotelProgramme } from './hotel-programme'
import { seedDemoMembers } from './members'
import { seedDemoLoyalty } from './loyalty'
import { seedDemoOffers } from './offers'
import { seedDemoPayments } from './payments'
import { seedDemoRewards } from './rewards'
import { seedDemoSponsorship } from './sponsorship'
import { seedDemoStaff } from './staff'
import { hasVenues, seedDemoVenues } from './venues'
import { seedVenuePages } from './venues/venue-pages'

type Report = { created: number; existing?: number }

export type DemoSeeder = {
  name: string
  /** Adds what is missing of this part of the demo (idempotent: never duplicates). */
  seed: (payload: Payload) => Promise<Report>
  /**
   * On start (`npm start`'s setup), the part is loaded only while this says the database has none
   * of it: demo pages or casinos that staff deleted stay deleted. `npm run seed` ignores it.
   */
  alreadyThere?: (payload: Payload) => Promise<boolean>
}

/**
 * The demo, in the order its parts build on each other (members before their loyalty history,
 * venues before their pages, bookings, payments and the hotel programme last): the one list `npm start`'s setup and
 * `npm run seed` both run, and that the tests' demo template is made with.
 */
export const demoSeeders: readonly DemoSeeder[] = [
  { name: 'content', seed: seedDemoContent, alreadyThere: hasContent },
  { name: 'members', seed: seedDemoMembers, alreadyThere: hasContent },
  { name: 'staff', seed: seedDemoStaff },
  { name: 'venues', seed: (payload) => seedDemoVenues(payload), alreadyThere: hasVenues },
  // The pages built from venue blocks, and the casino block on each landing page.
  { name: 'venue pages', seed: seedVenuePages },
  // The demo casino system's key and the demo members' play history.
  { name: 'loyalty', seed: (payload) => seedDemoLoyalty(payload) },
  // The rewards catalogue, the member pages of the rewards and Marie's vouchers.
  { name: 'rewards', seed: (payload) => seedDemoRewards(payload) },
  // The sponsorship page and Marie's godsons.
  { name: 'sponsorship', seed: (payload) => seedDemoSponsorship(payload) },
  // Member offers and events, their member page and Carré VIP page.
  { name: 'offers', seed: (payload) => seedDemoOffers(payload) },
  // Booking settings, rates, offers' online rates and the demo bookings.
  { name: 'bookings', seed: (payload) => seedDemoBookings(payload) },
  // Casino trigrams, machine amount rules, the payments pages and Marie's history.
  { name: 'payments', seed: (payload) => seedDemoPayments(payload) },
  // The hotel programme's rules and pages (after bookings' "my stays"), Marie and Hugo enrolled.
  { name: 'hotel programme', seed: (payload) => seedDemoHotelProgramme(payload) },
]

export type DemoReport = { created: number; existing: number; steps: string[] }

/**
 * Runs the demo seeders in order. `onStart` loads a part only into a database without it (see
 * `alreadyThere`); otherwise every part adds what is missing.
 */
export async function seedDemo(
  payload: Payload,
  {
    onStart = false,
    seeders = demoSeeders,
  }: { onStart?: boolean; seeders?: readonly DemoSeeder[] } = {},
): Promise<DemoReport> {
  const report: DemoReport = { created: 0, existing: 0, steps: [] }
  // Checked before any part runs: content and members are loaded together into an empty site.
  const skip = new Set<string>()
  if (onStart) {
    for (const seeder of seeders) {
      if (seeder.alreadyThere && (await seeder.alreadyThere(payload))) skip.add(seeder.name)
    }
  }
  for (const seeder of seeders) {
    if (skip.has(seeder.name)) continue
    const step = await seeder.seed(payload)
    report.created += step.created
    report.existing += step.existing ?? 0
    report.steps.push(seeder.name)
  }
  return report
}
