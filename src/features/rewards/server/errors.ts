import type { IneligibilityReason } from '../domain'

export type RewardsErrorCode =
  | 'rewardNotFound'
  | 'voucherNotFound'
  | 'unknownCasino'
  | 'notEligible'
  | 'idempotencyKeyReused'
  | 'unknownType'

/** A coded error of the rewards area; the edge maps it to a status and a translated message. */
export class RewardsError extends Error {
  constructor(
    readonly code: RewardsErrorCode,
    readonly reasons: readonly IneligibilityReason[] = [],
  ) {
    super(`rewards: ${code}`)
    this.name = 'RewardsError'
  }
}

/** The redemption trigger's refusals (migration 'reward_triggers'), wherever the driver wrapped them. */
export function readTriggerRefusal(error: unknown): 'outOfStock' | 'notEnoughPoints' | null {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const { message, cause } = current as { message?: unknown; cause?: unknown }
    if (typeof message === 'string') {
      if (message.includes('reward_out_of_stock')) return 'outOfStock'
      if (message.includes('reward_insufficient_points')) return 'notEnoughPoints'
    }
    current = cause
  }
  return null
}
