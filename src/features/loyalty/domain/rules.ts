/**
 * The casino programme's rules (spec §1, §9). What the spec gives is fixed here (3,100 points are
 * worth 5 €; −10 % on shows for White, −20 % for Silver; −10 % at bars and restaurants for Black);
 * what it does not show has the defaults of ADR 0027 and is edited by staff in the 'Loyalty
 * rules' global.
 */

export const LOYALTY_STATUSES = ['White', 'Silver', 'Gold', 'Black'] as const
export type LoyaltyStatus = (typeof LOYALTY_STATUSES)[number]

export const PLAY_ACTIVITIES = [
  'slots',
  'table-games',
  'restaurant',
  'bar',
  'hotel',
  'show',
] as const
export type PlayActivity = (typeof PLAY_ACTIVITIES)[number]

/** Points earned for each 10 € played or spent (integers: no fractional points). */
export type EarningRate = { rewardPointsPer10Euros: number; statusPointsPer10Euros: number }

export type LoyaltyRules = {
  /** Status points to earn within one qualification period (a calendar year in Paris). */
  thresholds: { Silver: number; Gold: number; Black: number }
  earning: Record<PlayActivity, EarningRate>
  /** Play on one of the member's two lucky dates earns this many times the points. */
  luckyDayMultiplier: number
  /** '3,100 points are worth 5 euros'. */
  pointValue: { points: number; cents: number }
  /** Percent off, per status. */
  showDiscountPercent: Record<LoyaltyStatus, number>
  barRestaurantDiscountPercent: Record<LoyaltyStatus, number>
  /** Reward points expire this many months after they were earned (first earned, first spent). */
  expiry: { enabled: boolean; months: number }
}

export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  thresholds: { Silver: 2_500, Gold: 10_000, Black: 40_000 },
  earning: {
    slots: { rewardPointsPer10Euros: 10, statusPointsPer10Euros: 10 },
    'table-games': { rewardPointsPer10Euros: 10, statusPointsPer10Euros: 10 },
    restaurant: { rewardPointsPer10Euros: 20, statusPointsPer10Euros: 20 },
    bar: { rewardPointsPer10Euros: 20, statusPointsPer10Euros: 20 },
    hotel: { rewardPointsPer10Euros: 30, statusPointsPer10Euros: 30 },
    show: { rewardPointsPer10Euros: 20, statusPointsPer10Euros: 20 },
  },
  luckyDayMultiplier: 2,
  pointValue: { points: 3_100, cents: 500 },
  showDiscountPercent: { White: 10, Silver: 20, Gold: 20, Black: 20 },
  barRestaurantDiscountPercent: { White: 0, Silver: 0, Gold: 0, Black: 10 },
  expiry: { enabled: false, months: 24 },
}

export type RulesProblem =
  | 'thresholdsNotIncreasing'
  | 'negativeRate'
  | 'multiplierBelowOne'
  | 'pointValue'
  | 'discountRange'
  | 'discountNotMonotonic'
  | 'expiryMonths'

const isWhole = (value: number) => Number.isSafeInteger(value)

/**
 * What staff may not save: thresholds must rise with the status, rates are whole non-negative
 * numbers, and a higher status never gets a smaller discount than a lower one ('Gold and Black at
 * least as good' as Silver).
 */
export function listRulesProblems(rules: LoyaltyRules): RulesProblem[] {
  const problems = new Set<RulesProblem>()
  const { Silver, Gold, Black } = rules.thresholds
  if (
    ![Silver, Gold, Black].every((v) => isWhole(v) && v > 0) ||
    !(Silver < Gold && Gold < Black)
  ) {
    problems.add('thresholdsNotIncreasing')
  }
  for (const rate of Object.values(rules.earning)) {
    const values = [rate.rewardPointsPer10Euros, rate.statusPointsPer10Euros]
    if (!values.every((v) => isWhole(v) && v >= 0)) problems.add('negativeRate')
  }
  if (!isWhole(rules.luckyDayMultiplier) || rules.luckyDayMultiplier < 1) {
    problems.add('multiplierBelowOne')
  }
  const { points, cents } = rules.pointValue
  if (!isWhole(points) || !isWhole(cents) || points <= 0 || cents <= 0) problems.add('pointValue')
  for (const table of [rules.showDiscountPercent, rules.barRestaurantDiscountPercent]) {
    const values = LOYALTY_STATUSES.map((status) => table[status])
    if (!values.every((v) => isWhole(v) && v >= 0 && v <= 100)) problems.add('discountRange')
    if (values.some((v, i) => i > 0 && v < values[i - 1]!)) problems.add('discountNotMonotonic')
  }
  if (!isWhole(rules.expiry.months) || rules.expiry.months < 1 || rules.expiry.months > 120) {
    problems.add('expiryMonths')
  }
  return [...problems]
}
