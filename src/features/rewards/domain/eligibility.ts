import type { LoyaltyStatus } from '@/features/loyalty/domain'

import { isPublished, rankOfStatus, type CatalogueReward } from './catalogue'

/** Why a member cannot take a reward; each has fr/en messages (rewards.reasons.*). */
export type IneligibilityReason =
  | { code: 'notActiveMember' }
  | { code: 'notPublished' }
  | { code: 'notYetAvailable'; from: number }
  | { code: 'noLongerAvailable'; until: number }
  | { code: 'outOfStock' }
  | { code: 'statusTooLow'; required: LoyaltyStatus }
  | { code: 'notEnoughPoints'; missing: number }
  | { code: 'notAtCasino' }

export type IneligibilityCode = IneligibilityReason['code']

/** The member as eligibility sees it: null status for a pre-member (no card, no points). */
export type RewardMember = { status: LoyaltyStatus | null; points: number }

/**
 * Whether the member may take the reward now, and every reason why not (a screen says all of
 * them: 'Gold members only' and '1,200 points missing'). `casinoId`: the casino the member asks
 * the voucher for, when chosen.
 */
export function checkEligibility(
  reward: CatalogueReward,
  member: RewardMember,
  now: number,
  casinoId?: number | null,
): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = []
  if (!isPublished(reward, now)) reasons.push({ code: 'notPublished' })
  if (reward.availableFrom !== null && now < reward.availableFrom) {
    reasons.push({ code: 'notYetAvailable', from: reward.availableFrom })
  }
  if (reward.availableUntil !== null && now > reward.availableUntil) {
    reasons.push({ code: 'noLongerAvailable', until: reward.availableUntil })
  }
  if (reward.stock !== null && reward.stock < 1) reasons.push({ code: 'outOfStock' })
  if (
    casinoId !== undefined &&
    casinoId !== null &&
    reward.casinoIds.length > 0 &&
    !reward.casinoIds.includes(casinoId)
  ) {
    reasons.push({ code: 'notAtCasino' })
  }
  if (member.status === null) {
    reasons.push({ code: 'notActiveMember' })
    return reasons
  }
  if (rankOfStatus(member.status) < rankOfStatus(reward.minimumStatus)) {
    reasons.push({ code: 'statusTooLow', required: reward.minimumStatus })
  }
  if (member.points < reward.pointsCost) {
    reasons.push({ code: 'notEnoughPoints', missing: reward.pointsCost - member.points })
  }
  return reasons
}

export const isEligible = (reasons: readonly IneligibilityReason[]) => reasons.length === 0
