import type { Locale } from '@/platform/i18n/locales'

import type { LoyaltyStatus } from '../domain/rules'
import { applyDiscount } from '../domain/value'
import type { LoyaltyDto } from '../domain/views'
import { formatEuroCents } from './format'

/** A price or a band of prices, in cents, as a show or a performance states it. */
export type PriceBand = { fromCents: number | null; toCents: number | null }

export type DiscountedPrice =
  | { kind: 'exact'; cents: number }
  | { kind: 'range'; fromCents: number; toCents: number }
  | { kind: 'from'; fromCents: number }
  | { kind: 'upTo'; toCents: number }

const isPrice = (cents: number | null): cents is number =>
  cents !== null && Number.isSafeInteger(cents) && cents > 0

/**
 * The member's price for a band, with the status discount applied to each end (applyDiscount:
 * rounded in the member's favour). Null when there is nothing to say: no discount for this
 * status, or no price (free, or not set).
 */
export function discountPriceBand(band: PriceBand, percent: number): DiscountedPrice | null {
  if (!(percent > 0)) return null
  const from = isPrice(band.fromCents) ? applyDiscount(band.fromCents, percent) : null
  const to = isPrice(band.toCents) ? applyDiscount(band.toCents, percent) : null
  if (from !== null && to !== null) {
    return from === to
      ? { kind: 'exact', cents: from }
      : { kind: 'range', fromCents: from, toCents: to }
  }
  if (from !== null) return { kind: 'from', fromCents: from }
  if (to !== null) return { kind: 'upTo', toCents: to }
  return null
}

/** What the price islands need of init's loyalty object. */
export type MemberBenefits = {
  status: LoyaltyStatus
  showDiscountPercent: number
  barRestaurantDiscountPercent: number
}

export function toMemberBenefits(loyalty: Pick<LoyaltyDto, 'status' | 'benefits'> | null) {
  if (!loyalty?.status || !loyalty.benefits) return null
  return { status: loyalty.status, ...loyalty.benefits } satisfies MemberBenefits
}

export type MemberPriceStrings = {
  exact: string
  from: string
  range: string
  upTo: string
  restaurant: string
}

export type MemberPriceRequest = { locale: Locale; strings: MemberPriceStrings } & (
  { scope: 'show'; band: PriceBand } | { scope: 'barRestaurant' }
)

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)

/** The line for this member, or null (a visitor, a status without discount here, no price). */
export function describeMemberPrice(
  props: MemberPriceRequest,
  benefits: MemberBenefits,
): string | null {
  const { strings, locale } = props
  const status = benefits.status
  if (props.scope === 'barRestaurant') {
    const percent = benefits.barRestaurantDiscountPercent
    return percent > 0 ? fill(strings.restaurant, { percent: String(percent), status }) : null
  }
  const price = discountPriceBand(props.band, benefits.showDiscountPercent)
  if (!price) return null
  const euros = (cents: number) => formatEuroCents(cents, locale)
  switch (price.kind) {
    case 'exact':
      return fill(strings.exact, { status, price: euros(price.cents) })
    case 'from':
      return fill(strings.from, { status, price: euros(price.fromCents) })
    case 'upTo':
      return fill(strings.upTo, { status, price: euros(price.toCents) })
    case 'range':
      return fill(strings.range, { status, from: euros(price.fromCents), to: euros(price.toCents) })
  }
}
