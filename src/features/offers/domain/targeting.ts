import type { LoyaltyStatus } from '@/features/loyalty/domain'

export const OFFER_KINDS = ['offer', 'event'] as const
export type OfferKind = (typeof OFFER_KINDS)[number]

/** An offer or event as targeting sees it (instants in epoch ms). */
export type TargetedItem = {
  id: number
  kind: OfferKind
  /** Empty: every status. */
  statuses: readonly LoyaltyStatus[]
  /** Empty: every casino. */
  casinoIds: readonly number[]
  validFrom: number | null
  validUntil: number | null
}

/** The member as targeting sees it: no status before the card (pre-members see none). */
export type TargetMember = { status: LoyaltyStatus | null; casinoId: number | null }

export const isCurrent = (item: TargetedItem, now: number) =>
  (item.validFrom === null || item.validFrom <= now) &&
  (item.validUntil === null || now <= item.validUntil)

/** For the member's status, and for their casino when the item names casinos. */
export function isForMember(item: TargetedItem, member: TargetMember): boolean {
  if (member.status === null) return false
  if (item.statuses.length > 0 && !item.statuses.includes(member.status)) return false
  if (item.casinoIds.length > 0) {
    return member.casinoId !== null && item.casinoIds.includes(member.casinoId)
  }
  return true
}

/** The member's current offers and events, ending soonest first. */
export function selectMemberItems<T extends TargetedItem>(
  items: readonly T[],
  member: TargetMember,
  now: number,
): T[] {
  return items
    .filter((item) => isCurrent(item, now) && isForMember(item, member))
    .sort(
      (a, b) =>
        (a.validUntil ?? Number.MAX_SAFE_INTEGER) - (b.validUntil ?? Number.MAX_SAFE_INTEGER) ||
        a.id - b.id,
    )
}
