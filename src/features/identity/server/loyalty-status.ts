import type { Payload } from 'payload'

import { toLoyaltyDto } from './member-dto'
import { MembersRepository } from './members-repository'

/**
 * A member's loyalty status ('White' … 'Black') as the product API's loyalty object gives it, for
 * the areas that grant status benefits (restaurant discount). Null for a visitor or a member
 * without a status.
 */
export async function findLoyaltyStatus(
  payload: Payload,
  memberId: number,
): Promise<string | null> {
  const member = await new MembersRepository(payload).findById(memberId)
  return member ? toLoyaltyDto(member).status : null
}
