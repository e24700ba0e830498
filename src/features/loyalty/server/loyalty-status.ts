import type { Payload } from 'payload'

import { findLoyaltyMember } from '@/features/identity'

import type { LoyaltyStatus } from '../domain'
import { createLoyaltyReader, readLoyaltyThroughPayload } from './loyalty-reader'

export type StatusBenefits = {
  status: LoyaltyStatus
  showDiscountPercent: number
  barRestaurantDiscountPercent: number
}

/**
 * A member's status now (kept until 'exclusivity until') and its benefits from the loyalty rules,
 * read like init's loyalty object, for the areas that grant them (restaurant bookings). Null for
 * an unknown member or a pre-member, who has no status yet.
 */
export async function findStatusBenefits(
  payload: Payload,
  memberId: number,
  now: number,
): Promise<StatusBenefits | null> {
  const member = await findLoyaltyMember(payload, memberId)
  if (!member || member.state !== 'Active') return null
  const loyalty = await createLoyaltyReader(readLoyaltyThroughPayload(payload))(member, now)
  if (!loyalty.status || !loyalty.benefits) return null
  return { status: loyalty.status, ...loyalty.benefits }
}
