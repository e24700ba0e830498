import type { Payload } from 'payload'

import type { ErasureSubject } from '@/platform/privacy/personal-data'

import { periodOf } from '../domain'
import { LedgerRepository } from './ledger-repository'

/**
 * A closed account's ledger (ADR 0069): the entries stay (casino play is a record the law keeps)
 * and one last entry takes the remaining reward points away, so the balance the triggers keep is
 * the sum of the entries and comes to zero. Written once per member, whatever the retries.
 */
export async function closeLedger(payload: Payload, subject: ErasureSubject): Promise<void> {
  const ledger = new LedgerRepository(payload)
  const account = (await ledger.readAccounts([subject.memberId])).get(subject.memberId)
  const remaining = account?.rewardPoints ?? 0
  if (remaining === 0) return
  await ledger.insertEntries(
    [
      {
        memberId: subject.memberId,
        kind: 'adjustment',
        rewardPoints: -remaining,
        statusPoints: 0,
        period: periodOf(subject.now),
        occurredAt: subject.now,
        reason: 'Account closed at the member’s request (GDPR art. 17)',
        activity: null,
        amountCents: null,
        casinoId: null,
        authorKind: 'system',
        authorClientId: null,
        sourceRef: subject.alias,
        idempotencyKey: `closure:${subject.memberId}`,
      },
    ],
    subject.now,
  )
}
