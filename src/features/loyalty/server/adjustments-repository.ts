import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'

import type { AdjustmentStatus } from '../domain'

export type StoredAdjustment = {
  id: number
  memberId: number
  rewardPoints: number
  statusPoints: number
  reason: string
  status: AdjustmentStatus
  requestedBy: number | null
  decidedBy: number | null
  ledgerKey: string
  entryId: number | null
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/**
 * Staff adjustment requests. Decisions are one conditional UPDATE each (`… WHERE status =
 * 'pending'`): whatever races (two administrators, an approval and a rejection), one decision
 * lands and the others see the row already decided (Payload's SQLite adapter has no
 * transactions, ADR 0030).
 */
export class AdjustmentsRepository {
  constructor(private readonly payload: Payload) {}

  async find(id: number): Promise<StoredAdjustment | null> {
    const doc = await this.payload.findByID({
      collection: 'loyalty-adjustments',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) return null
    return {
      id: doc.id,
      memberId: idOf(doc.member) ?? 0,
      rewardPoints: doc.rewardPoints,
      statusPoints: doc.statusPoints,
      reason: doc.reason,
      status: doc.status,
      requestedBy: idOf(doc.requestedBy),
      decidedBy: idOf(doc.decidedBy),
      ledgerKey: doc.ledgerKey ?? '',
      entryId: idOf(doc.entry),
    }
  }

  /** Decides a pending request; false when it was not pending any more. */
  async decide(
    id: number,
    outcome: Extract<AdjustmentStatus, 'approved' | 'rejected'>,
    decider: { id: number; name: string },
    note: string | null,
    now: number,
  ): Promise<boolean> {
    const at = sqlInstant(getSqlDialect(this.payload), now)
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE loyalty_adjustments SET status = ${outcome}, decided_by_id = ${decider.id},
          decided_by_name = ${decider.name}, decided_at = ${at}, decision_note = ${note},
          updated_at = ${at}
        WHERE id = ${id} AND status = 'pending'`,
    )
    return rowsAffected === 1
  }

  /** Records the ledger entry an approval wrote (the same one, whoever records it). */
  async linkEntry(id: number, entryId: number): Promise<void> {
    await runSql(
      this.payload,
      sql`UPDATE loyalty_adjustments SET entry_id = ${entryId} WHERE id = ${id} AND entry_id IS NULL`,
    )
  }
}
