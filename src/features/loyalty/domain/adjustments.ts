/**
 * Staff adjustments of a member's points (ADR 0041). Member support adjusts at once up to a
 * threshold administrators set in the loyalty rules; above it, the adjustment waits for an
 * administrator, who approves it (the ledger entry is written then, once) or rejects it.
 */

export const DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD = 10_000

/**
 * - applied: within the threshold (or by an administrator), written to the ledger at once;
 * - pending: above it, waiting for an administrator;
 * - approved: written to the ledger when an administrator approved it;
 * - rejected: never written.
 */
export const ADJUSTMENT_STATUSES = ['applied', 'pending', 'approved', 'rejected'] as const
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number]

export type AdjustmentPoints = { rewardPoints: number; statusPoints: number }

/** The size of an adjustment: the larger of its two amounts, whatever their sign. */
export function adjustmentSize(points: AdjustmentPoints): number {
  return Math.max(Math.abs(points.rewardPoints), Math.abs(points.statusPoints))
}

/** Above the threshold, an adjustment by anyone but an administrator waits for approval. */
export function needsApproval(
  points: AdjustmentPoints,
  threshold: number,
  byAdministrator: boolean,
): boolean {
  return !byAdministrator && adjustmentSize(points) > threshold
}

/** A threshold is a whole number of points, zero (every adjustment approved) or more. */
export function isValidApprovalThreshold(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

export type AdjustmentDecision = 'approve' | 'reject'
export type DecisionProblem = 'alreadyDecided' | 'ownRequest'

/**
 * Whether an administrator may take a decision on a request. Deciding again what was decided is
 * not a problem (a second click, two administrators at once: the outcome stands, written once);
 * the other decision is. Nobody approves or rejects their own request.
 */
export function checkDecision(
  request: { status: AdjustmentStatus; requestedBy: number | null },
  deciderId: number,
  decision: AdjustmentDecision,
): DecisionProblem | null {
  const outcome: AdjustmentStatus = decision === 'approve' ? 'approved' : 'rejected'
  if (request.status === outcome) return null
  if (request.status !== 'pending') return 'alreadyDecided'
  return request.requestedBy === deciderId ? 'ownRequest' : null
}
