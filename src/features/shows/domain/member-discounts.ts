/**
 * Loyalty status discounts (spec §9). Only what the spec states is granted:
 * - shows: White 10 %, Silver 20 %;
 * - bars and restaurants: Black 10 %, permanently.
 * Gold and Black get no show discount and White, Silver and Gold none at bars and restaurants:
 * the spec names none, and advertising a member price the box office does not honour is worse
 * than not advertising one. Should the business confirm that higher statuses inherit lower ones'
 * discounts, only this table changes.
 */

const MEMBER_STATUSES = ['white', 'silver', 'gold', 'black'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export type DiscountScope = 'shows' | 'barsAndRestaurants'

const MEMBER_DISCOUNT_PERCENT: Readonly<
  Record<DiscountScope, Readonly<Record<MemberStatus, number>>>
> = {
  shows: { white: 10, silver: 20, gold: 0, black: 0 },
  barsAndRestaurants: { white: 0, silver: 0, gold: 0, black: 10 },
}

/** The discount of a status in percent; 0 for a visitor (no status) or a status without one. */
export function getDiscountPercent(
  status: MemberStatus | null,
  scope: DiscountScope = 'shows',
): number {
  return status === null ? 0 : MEMBER_DISCOUNT_PERCENT[scope][status]
}

/** Statuses with a discount in that scope: the "White −10 %, Silver −20 %" line of a show page. */
export function listDiscounts(
  scope: DiscountScope = 'shows',
): Array<{ status: MemberStatus; percent: number }> {
  return MEMBER_STATUSES.map((status) => ({
    status,
    percent: getDiscountPercent(status, scope),
  })).filter((discount) => discount.percent > 0)
}

/**
 * The price a member pays, in cents. The discounted price is rounded half up to the cent
 * (10 % off 10.05 € is 9.045 € → 9.05 €) with integer arithmetic only; the saving shown is
 * price − member price, so the two always add up. Never negative.
 */
export function computeMemberPrice(
  priceCents: number,
  status: MemberStatus | null,
  scope: DiscountScope = 'shows',
): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`Expected a non-negative integer of cents, got ${priceCents}`)
  }
  const percent = Math.min(100, Math.max(0, getDiscountPercent(status, scope)))
  return Math.floor((priceCents * (100 - percent) + 50) / 100)
}
