import { createAcceptCguRoute, createInitRoute } from '@/features/identity/server/routes'
import { createLoyaltyReader, readLoyaltyThroughPayload } from '@/features/loyalty'
import type { Member } from '@/payload-types'
import { getPayloadClient } from '@/platform/payload'

/** The loyalty programme's part of init, read through Payload's connection (inside Next). */
async function readLoyalty(member: Member, now: number) {
  const read = createLoyaltyReader(readLoyaltyThroughPayload(await getPayloadClient()))
  return read(member, now)
}

/**
 * The member's init answer is composed here, where identity (profile, sponsorship) and loyalty
 * (points, status) meet: neither area depends on the other's code.
 */
export const initRoute = createInitRoute(readLoyalty)
export const acceptCguRoute = createAcceptCguRoute(readLoyalty)
