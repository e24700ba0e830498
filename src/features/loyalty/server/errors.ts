import type { DecisionProblem } from '../domain'

export type LoyaltyErrorCode = 'adjustmentNotFound' | DecisionProblem

/** A coded error of the loyalty area; the edge maps it to a status and a translated message. */
export class LoyaltyError extends Error {
  constructor(readonly code: LoyaltyErrorCode) {
    super(`loyalty: ${code}`)
    this.name = 'LoyaltyError'
  }
}

export function isLoyaltyError(error: unknown): error is LoyaltyError {
  return error instanceof LoyaltyError
}
