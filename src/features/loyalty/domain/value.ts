import type { LoyaltyRules } from './rules'

/** What reward points are worth in euro cents ('3,100 points = 5 €'), rounded down. */
export function pointsToCents(points: number, rules: Pick<LoyaltyRules, 'pointValue'>): number {
  if (points <= 0) return 0
  const { points: unit, cents } = rules.pointValue
  return Math.floor((points * cents) / unit)
}

/** A price after a status discount, in cents, rounded to the cent in the member's favour. */
export function applyDiscount(cents: number, percent: number): number {
  return cents - Math.ceil((cents * percent) / 100)
}
