import { listMemberStays } from '@/features/bookings'

import type { Db } from './context'
import { MembershipsRepository, type MembershipRow } from './memberships-repository'

/**
 * The room bookings a member made on the site, once ended, are stays of the programme: each
 * confirmed one is appended once (keyed by its reference); one cancelled or marked no-show after
 * it was counted is taken back. Run when the member opens the programme and by the nightly job.
 */
export async function syncSiteStays(
  db: Db,
  membership: Pick<MembershipRow, 'id' | 'memberId'>,
  now: number,
): Promise<number> {
  const repository = new MembershipsRepository(db)
  const bookings = await listMemberStays(db.payload, membership.memberId, 'fr', new Date(now))
  let appended = 0
  for (const booking of bookings) {
    if (!booking.ended) continue
    const key = `site:${booking.reference}`
    const base = {
      membershipId: membership.id,
      source: 'site' as const,
      hotelName: booking.hotelName,
      arrival: booking.arrival,
      departure: booking.departure,
    }
    if (booking.status === 'confirmed') {
      const outcome = await repository.append({
        ...base,
        kind: 'stay',
        entryKey: key,
        nights: booking.nights,
        stays: 1,
      })
      if (outcome === 'created') appended++
    } else if (await repository.hasEntry(key)) {
      const outcome = await repository.append({
        ...base,
        kind: 'cancellation',
        entryKey: `${key}:cancel`,
        nights: -booking.nights,
        stays: -1,
      })
      if (outcome === 'created') appended++
    }
  }
  return appended
}
