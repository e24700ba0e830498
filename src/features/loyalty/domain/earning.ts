import type { EpochMs } from '@/platform/domain/calendar'

import { isLuckyPlay, type LuckyDays } from './lucky-days'
import { PLAY_ACTIVITIES, type LoyaltyRules, type PlayActivity } from './rules'

/** The largest amount one play event may carry: 1,000,000 € (anything above is a typing error). */
export const MAX_PLAY_AMOUNT_CENTS = 100_000_000

export type PointsDelta = { rewardPoints: number; statusPoints: number }

export type PlayEarning = {
  play: PointsDelta
  /** The extra points of a lucky date (a separate ledger entry), null on other days. */
  luckyBonus: PointsDelta | null
}

export function isPlayActivity(value: string): value is PlayActivity {
  return (PLAY_ACTIVITIES as readonly string[]).includes(value)
}

/**
 * Points for an amount played or spent: whole points per 10 €, rounded down (9.99 € of slots earn
 * nothing, 10 € earn the rate). On a lucky date the bonus brings the total to the multiplier.
 */
export function computePlayEarning(
  event: { activity: PlayActivity; amountCents: number; occurredAt: EpochMs },
  luckyDays: LuckyDays,
  rules: LoyaltyRules,
): PlayEarning {
  const rate = rules.earning[event.activity]
  const tens = Math.floor(event.amountCents / 1000)
  const play = {
    rewardPoints: tens * rate.rewardPointsPer10Euros,
    statusPoints: tens * rate.statusPointsPer10Euros,
  }
  const lucky =
    rules.luckyDayMultiplier > 1 &&
    (play.rewardPoints > 0 || play.statusPoints > 0) &&
    isLuckyPlay(luckyDays, event.occurredAt)
  return {
    play,
    luckyBonus: lucky
      ? {
          rewardPoints: play.rewardPoints * (rules.luckyDayMultiplier - 1),
          statusPoints: play.statusPoints * (rules.luckyDayMultiplier - 1),
        }
      : null,
  }
}

/** At most this many play events in one request (above: 413). */
export const MAX_EVENTS_PER_BATCH = 500
