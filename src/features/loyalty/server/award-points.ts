import type { Payload } from 'payload'

import { periodOf } from '../domain'
import { LedgerRepository } from './ledger-repository'

/**
 * Reward points another programme grants (the sponsor's welcome reward), written once per
 * idempotency key: a replayed or racing grant adds nothing. True when this call wrote it.
 */
export async function awardRewardPoints(
  payload: Payload,
  award: {
    memberId: number
    kind: 'sponsorship' | 'bonus'
    rewardPoints: number
    reason: string
    sourceRef: string
    idempotencyKey: string
  },
  now = Date.now(),
): Promise<boolean> {
  const written = await new LedgerRepository(payload).insertEntries(
    [
      {
        ...award,
        statusPoints: 0,
        period: periodOf(now),
        occurredAt: now,
        activity: null,
        amountCents: null,
        casinoId: null,
        authorKind: 'system',
        authorClientId: null,
      },
    ],
    now,
  )
  return written.has(award.idempotencyKey)
}
