import type { LoyaltyStatus } from '@/features/loyalty/domain'
import { LOYALTY_STATUSES } from '@/features/loyalty/domain'

/** The categories of the rewards list (spec §2: the rewards list's category filter). */
export const REWARD_CATEGORIES = [
  'bars',
  'hotels',
  'slot-machines',
  'shows',
  'table-games',
  'other',
] as const
export type RewardCategory = (typeof REWARD_CATEGORIES)[number]

/** `GET /api/epc/profile/rewards/{type}`: a category, the member's latest or the new ones. */
export const REWARD_LIST_TYPES = [...REWARD_CATEGORIES, 'latest', 'new'] as const
export type RewardListType = (typeof REWARD_LIST_TYPES)[number]

export const REWARD_SORTS = ['points-asc', 'points-desc'] as const
export type RewardSort = (typeof REWARD_SORTS)[number]

/** 'New rewards' are those published in the last 30 days. */
export const NEW_REWARD_DAYS = 30
const DAY_MS = 86_400_000

export function isRewardCategory(value: string): value is RewardCategory {
  return (REWARD_CATEGORIES as readonly string[]).includes(value)
}

export function isRewardListType(value: string): value is RewardListType {
  return (REWARD_LIST_TYPES as readonly string[]).includes(value)
}

/** A reward of the catalogue as the rules see it (instants in epoch ms). */
export type CatalogueReward = {
  id: number
  title: string
  category: RewardCategory
  pointsCost: number
  /** Null: no stock limit. */
  stock: number | null
  minimumStatus: LoyaltyStatus
  availableFrom: number | null
  availableUntil: number | null
  /** Empty: offered in every casino of the group. */
  casinoIds: readonly number[]
  publishedAt: number
}

export const rankOfStatus = (status: LoyaltyStatus) => LOYALTY_STATUSES.indexOf(status)

/** Published (its date has come) — a reward dated in the future is not shown yet. */
export const isPublished = (reward: Pick<CatalogueReward, 'publishedAt'>, now: number) =>
  reward.publishedAt <= now

export function isNewReward(reward: Pick<CatalogueReward, 'publishedAt'>, now: number): boolean {
  return isPublished(reward, now) && reward.publishedAt > now - NEW_REWARD_DAYS * DAY_MS
}

/** Points ascending or descending; equal costs by title, then id, so the order is stable. */
export function sortRewards<T extends Pick<CatalogueReward, 'id' | 'title' | 'pointsCost'>>(
  rewards: readonly T[],
  sort: RewardSort,
  locale = 'fr',
): T[] {
  const direction = sort === 'points-desc' ? -1 : 1
  return [...rewards].sort(
    (a, b) =>
      (a.pointsCost - b.pointsCost) * direction ||
      a.title.localeCompare(b.title, locale) ||
      a.id - b.id,
  )
}

/**
 * 'My latest rewards': the member's redemptions, newest first, each reward once (a reward taken
 * twice shows at its last redemption).
 */
export function selectLatestRewards(
  redemptions: readonly { rewardId: number; issuedAt: number }[],
  limit: number,
): { rewardId: number; lastIssuedAt: number }[] {
  const latest = new Map<number, number>()
  for (const redemption of redemptions) {
    const known = latest.get(redemption.rewardId)
    if (known === undefined || redemption.issuedAt > known) {
      latest.set(redemption.rewardId, redemption.issuedAt)
    }
  }
  return [...latest.entries()]
    .map(([rewardId, lastIssuedAt]) => ({ rewardId, lastIssuedAt }))
    .sort((a, b) => b.lastIssuedAt - a.lastIssuedAt || b.rewardId - a.rewardId)
    .slice(0, limit)
}
