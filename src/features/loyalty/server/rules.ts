import type { Payload } from 'payload'

import {
  DEFAULT_LOYALTY_RULES as defaults,
  LOYALTY_STATUSES,
  PLAY_ACTIVITIES,
  type LoyaltyRules,
  type LoyaltyStatus,
  type PlayActivity,
} from '../domain'

type Maybe<T> = T | null | undefined
type StoredPercents = Maybe<Partial<Record<Lowercase<LoyaltyStatus>, Maybe<number>>>>

/** The 'loyalty-rules' global as stored (any field may be missing on a database never saved). */
export type StoredRules = Maybe<{
  thresholds?: Maybe<{ silver?: Maybe<number>; gold?: Maybe<number>; black?: Maybe<number> }>
  earning?: Maybe<Record<string, Maybe<{ reward?: Maybe<number>; status?: Maybe<number> }>>>
  luckyDayMultiplier?: Maybe<number>
  pointValue?: Maybe<{ points?: Maybe<number>; cents?: Maybe<number> }>
  showDiscount?: StoredPercents
  barRestaurantDiscount?: StoredPercents
  expiry?: Maybe<{ enabled?: Maybe<boolean>; months?: Maybe<number> }>
}>

const camel = (activity: PlayActivity) =>
  activity.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const pick = (value: Maybe<number>, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

function percents(stored: StoredPercents, fallback: Record<LoyaltyStatus, number>) {
  return Object.fromEntries(
    LOYALTY_STATUSES.map((status) => [
      status,
      pick(stored?.[status.toLowerCase() as Lowercase<LoyaltyStatus>], fallback[status]),
    ]),
  ) as Record<LoyaltyStatus, number>
}

/** The stored global → the domain's rules, each missing value taken from the defaults. */
export function fromStoredRules(stored: StoredRules): LoyaltyRules {
  return {
    thresholds: {
      Silver: pick(stored?.thresholds?.silver, defaults.thresholds.Silver),
      Gold: pick(stored?.thresholds?.gold, defaults.thresholds.Gold),
      Black: pick(stored?.thresholds?.black, defaults.thresholds.Black),
    },
    earning: Object.fromEntries(
      PLAY_ACTIVITIES.map((activity) => {
        const rate = stored?.earning?.[camel(activity)]
        return [
          activity,
          {
            rewardPointsPer10Euros: pick(
              rate?.reward,
              defaults.earning[activity].rewardPointsPer10Euros,
            ),
            statusPointsPer10Euros: pick(
              rate?.status,
              defaults.earning[activity].statusPointsPer10Euros,
            ),
          },
        ]
      }),
    ) as LoyaltyRules['earning'],
    luckyDayMultiplier: pick(stored?.luckyDayMultiplier, defaults.luckyDayMultiplier),
    pointValue: {
      points: pick(stored?.pointValue?.points, defaults.pointValue.points),
      cents: pick(stored?.pointValue?.cents, defaults.pointValue.cents),
    },
    showDiscountPercent: percents(stored?.showDiscount, defaults.showDiscountPercent),
    barRestaurantDiscountPercent: percents(
      stored?.barRestaurantDiscount,
      defaults.barRestaurantDiscountPercent,
    ),
    expiry: {
      enabled: stored?.expiry?.enabled ?? defaults.expiry.enabled,
      months: pick(stored?.expiry?.months, defaults.expiry.months),
    },
  }
}

/**
 * Rules change rarely and are read by every ingestion and init: kept for 30 seconds per process
 * (and dropped at once by the global's afterChange in the process that saved them; another
 * instance sees a change within 30 seconds).
 */
const TTL_MS = 30_000
let cached: { rules: LoyaltyRules; until: number } | null = null

export function expireRulesCache(): void {
  cached = null
}

export async function getLoyaltyRules(payload: Payload, now = Date.now()): Promise<LoyaltyRules> {
  if (cached && cached.until > now) return cached.rules
  const stored = await payload.findGlobal({ slug: 'loyalty-rules', depth: 0 })
  const rules = fromStoredRules(stored as StoredRules)
  cached = { rules, until: now + TTL_MS }
  return rules
}
