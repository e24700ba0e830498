import type { HotelInitDto } from '@/features/hotel-programme'
import type { InitParts } from '@/features/identity'
import type { LoyaltyDto } from '@/features/loyalty/domain'
import { toSponsorshipDto } from '@/features/sponsorship/domain'
import type { Member } from '@/payload-types'

export type LoyaltyReader = (member: Member, now: number) => Promise<LoyaltyDto>
export type HotelReader = (memberId: number) => Promise<HotelInitDto>

/**
 * The programmes' parts of the member's init answer, composed here where identity (the member and
 * godsons it read), loyalty (points, status), the hotel programme (its card) and sponsorship (the godson cap, ADR 0049) meet: none
 * of the three depends on another's code. Used by Next's route and the server's fast route alike.
 */
export function composeInitParts(readLoyalty: LoyaltyReader, readHotel: HotelReader): InitParts {
  return async ({ member, godsonDates, activeGodsons }, now) => ({
    loyalty: await readLoyalty(member, now),
    hotel: await readHotel(member.id),
    sponsorship: toSponsorshipDto(
      { sponsorCode: member.sponsorCode ?? null, godsonDates, activeGodsons },
      now,
    ),
  })
}
