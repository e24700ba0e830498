/** The kinds of ledger entries (issue 10); every balance is the sum of its member's entries. */
export const LEDGER_KINDS = [
  'play',
  'bonus',
  'lucky-date-bonus',
  'sponsorship',
  'redemption',
  'refund',
  'adjustment',
  'expiry',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export const LEDGER_AUTHORS = ['system', 'integration', 'staff'] as const
export type LedgerAuthor = (typeof LEDGER_AUTHORS)[number]

/** Who wrote an entry and why, as the member's history shows it. */
export type LedgerEntry = {
  id: number
  kind: LedgerKind
  rewardPoints: number
  statusPoints: number
  reason: string | null
  occurredAt: number
  activity: string | null
  casino: string | null
}

export type AdjustmentProblem = 'reasonRequired' | 'noPoints' | 'notWholePoints'

/** A staff adjustment needs a reason and moves at least one kind of points by whole points. */
export function checkAdjustment(input: {
  reason: string | null | undefined
  rewardPoints: number | null | undefined
  statusPoints: number | null | undefined
}): AdjustmentProblem[] {
  const problems: AdjustmentProblem[] = []
  if (!input.reason?.trim()) problems.push('reasonRequired')
  const reward = input.rewardPoints ?? 0
  const status = input.statusPoints ?? 0
  if (!Number.isSafeInteger(reward) || !Number.isSafeInteger(status)) {
    problems.push('notWholePoints')
  } else if (reward === 0 && status === 0) {
    problems.push('noPoints')
  }
  return problems
}
