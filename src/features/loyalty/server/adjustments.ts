import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'
import { getTranslator, translateKey } from '@/platform/i18n/translator'

import {
  checkDecision,
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  isValidApprovalThreshold,
  needsApproval,
  periodOf,
  type AdjustmentPoints,
  type AdjustmentStatus,
} from '../domain'
import { AdjustmentsRepository, type StoredAdjustment } from './adjustments-repository'
import { LoyaltyError, type LoyaltyErrorCode } from './errors'
import { LedgerRepository } from './ledger-repository'

export type StaffMember = { id: number; name: string }

/**
 * The threshold administrators set in the loyalty rules, read at each adjustment (not the rules'
 * 30-second cache: a lowered threshold applies at once).
 */
export async function readApprovalThreshold(payload: Payload): Promise<number> {
  const rules = await payload.findGlobal({
    slug: 'loyalty-rules',
    depth: 0,
    select: { adjustmentApprovalThreshold: true },
  })
  const value = rules.adjustmentApprovalThreshold
  return isValidApprovalThreshold(value) ? Number(value) : DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD
}

/** What a new adjustment request records besides what staff typed. */
export type PlannedAdjustment = {
  status: AdjustmentStatus
  requestedBy: number
  requestedByName: string
  requestedAt: string
  ledgerKey: string
}

/** Applied at once, or pending an administrator's approval (above the threshold). */
export async function planAdjustment(
  payload: Payload,
  points: AdjustmentPoints,
  requester: StaffMember & { isAdministrator: boolean },
  now = Date.now(),
): Promise<PlannedAdjustment> {
  const threshold = await readApprovalThreshold(payload)
  return {
    status: needsApproval(points, threshold, requester.isAdministrator) ? 'pending' : 'applied',
    requestedBy: requester.id,
    requestedByName: requester.name,
    requestedAt: new Date(now).toISOString(),
    ledgerKey: `loyalty-adjustment:${randomUUID()}`,
  }
}

/**
 * The adjustment's ledger entry, written once whoever calls (keyed by the request's ledger key),
 * signed by its requester and, after an approval, its approver. Answers the entry's id.
 */
export function writeAdjustmentEntry(
  payload: Payload,
  adjustment: Pick<
    StoredAdjustment,
    'memberId' | 'rewardPoints' | 'statusPoints' | 'reason' | 'requestedBy' | 'ledgerKey'
  >,
  approvedBy: number | null,
  now = Date.now(),
): Promise<number> {
  return new LedgerRepository(payload).writeEntryOnce(
    {
      memberId: adjustment.memberId,
      kind: 'adjustment',
      rewardPoints: adjustment.rewardPoints,
      statusPoints: adjustment.statusPoints,
      period: periodOf(now),
      occurredAt: now,
      reason: adjustment.reason,
      activity: null,
      amountCents: null,
      casinoId: null,
      authorKind: 'staff',
      authorClientId: null,
      authorUserId: adjustment.requestedBy,
      approvedById: approvedBy,
      sourceRef: null,
      idempotencyKey: adjustment.ledgerKey,
    },
    now,
  )
}

async function findOrFail(repository: AdjustmentsRepository, id: number) {
  const found = await repository.find(id)
  if (!found) throw new LoyaltyError('adjustmentNotFound')
  return found
}

/**
 * An administrator approves a pending request: the decision lands once (a conditional update),
 * then the entry is written once, naming the requester and the administrator who decided. Two
 * administrators at once, or a second click, end with the one entry; approving what another
 * administrator rejected is refused.
 */
export async function approveAdjustment(
  payload: Payload,
  id: number,
  approver: StaffMember,
  now = Date.now(),
): Promise<{ entryId: number }> {
  const repository = new AdjustmentsRepository(payload)
  let request = await findOrFail(repository, id)
  const problem = checkDecision(request, approver.id, 'approve')
  if (problem) throw new LoyaltyError(problem)
  if (request.status === 'pending') {
    await repository.decide(id, 'approved', approver, null, now)
    // Whoever won the update: what stands now decides.
    request = await findOrFail(repository, id)
    if (request.status !== 'approved') throw new LoyaltyError('alreadyDecided')
  }
  const entryId = await writeAdjustmentEntry(payload, request, request.decidedBy, now)
  await repository.linkEntry(id, entryId)
  return { entryId }
}

/** An administrator rejects a pending request: nothing is written to the ledger. */
export async function rejectAdjustment(
  payload: Payload,
  id: number,
  decider: StaffMember,
  note: string | null,
  now = Date.now(),
): Promise<void> {
  const repository = new AdjustmentsRepository(payload)
  const request = await findOrFail(repository, id)
  const problem = checkDecision(request, decider.id, 'reject')
  if (problem) throw new LoyaltyError(problem)
  if (request.status === 'pending') {
    await repository.decide(id, 'rejected', decider, note, now)
    const decided = await findOrFail(repository, id)
    if (decided.status !== 'rejected') throw new LoyaltyError('alreadyDecided')
  }
}

export type AdjustmentAnswerKey = 'approved' | 'rejected' | 'forbidden' | LoyaltyErrorCode

/** The admin's answer to a decision, in the admin's language (messages/*.json). */
export function describeAdjustmentAnswer(key: AdjustmentAnswerKey, locale: Locale): string {
  return (
    translateKey(locale, `loyalty.adjustments.${key}`) ?? getTranslator(locale, 'api')('technical')
  )
}
