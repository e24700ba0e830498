import type { Payload } from 'payload'

import { formatIsoDate, toCalendarDateInZone } from '@/platform/domain/calendar'

import {
  evaluateStatus,
  forecastExpiring,
  listDueExpiries,
  periodOf,
  rankOf,
  type LoyaltyRules,
} from '../domain'
import { LedgerRepository, type NewEntry } from './ledger-repository'
import { getLoyaltyRules } from './rules'

const PAGE = 200
/** The dashboard's expiry forecast window. */
export const EXPIRY_FORECAST_DAYS = 90

export type EvaluationReport = { accounts: number; changed: number; expiredPoints: number }

/**
 * The nightly evaluation (issue 10): each account's status re-evaluated from the status points of
 * this period and the last (a status whose exclusivity ended falls back; one reached is kept), and,
 * when points expire, the expiry entries that are due written to the ledger (once each: keyed by
 * the credit they close) and the 90-day forecast stored for the dashboard.
 */
export async function evaluateAccounts(
  payload: Payload,
  now = Date.now(),
): Promise<EvaluationReport> {
  const rules = await getLoyaltyRules(payload, now)
  const ledger = new LedgerRepository(payload)
  const report: EvaluationReport = { accounts: 0, changed: 0, expiredPoints: 0 }
  let after = 0
  for (;;) {
    const memberIds = await ledger.listAccountMembers(after, PAGE)
    if (memberIds.length === 0) break
    after = memberIds.at(-1)!
    const page = await evaluatePage(ledger, memberIds, rules, now)
    report.expiredPoints += page.expiredPoints
    report.changed += page.changed
    report.accounts += page.accounts
  }
  return report
}

/**
 * The nightly evaluation of a few members only, at once: the demo seed brings its members'
 * accounts (status, due expiries, expiry forecast) to where the night would have left them.
 */
export async function evaluateMemberAccounts(
  payload: Payload,
  memberIds: readonly number[],
  now = Date.now(),
): Promise<EvaluationReport> {
  const rules = await getLoyaltyRules(payload, now)
  return evaluatePage(new LedgerRepository(payload), memberIds, rules, now)
}

async function evaluatePage(
  ledger: LedgerRepository,
  memberIds: readonly number[],
  rules: LoyaltyRules,
  now: number,
): Promise<EvaluationReport> {
  const expiredPoints = rules.expiry.enabled
    ? await writeDueExpiries(ledger, memberIds, rules, now)
    : 0
  const changed = await reevaluate(ledger, memberIds, rules, now)
  return { accounts: memberIds.length, changed, expiredPoints }
}

async function writeDueExpiries(
  ledger: LedgerRepository,
  memberIds: readonly number[],
  rules: LoyaltyRules,
  now: number,
): Promise<number> {
  const today = toCalendarDateInZone(now)
  let expired = 0
  for (const memberId of memberIds) {
    const due = listDueExpiries(
      await ledger.listRewardMovements(memberId),
      rules.expiry.months,
      today,
    )
    const entries: NewEntry[] = due.map((lot) => ({
      memberId,
      kind: 'expiry',
      rewardPoints: -lot.points,
      statusPoints: 0,
      period: periodOf(now),
      occurredAt: now,
      reason: null,
      activity: null,
      amountCents: null,
      casinoId: null,
      authorKind: 'system',
      authorClientId: null,
      sourceRef: String(lot.creditId),
      idempotencyKey: `expiry:${lot.creditId}`,
    }))
    if (entries.length > 0) await ledger.insertEntries(entries, now)
    expired += due.reduce((sum, lot) => sum + lot.points, 0)
  }
  return expired
}

async function reevaluate(
  ledger: LedgerRepository,
  memberIds: readonly number[],
  rules: LoyaltyRules,
  now: number,
): Promise<number> {
  const today = toCalendarDateInZone(now)
  const [accounts, points] = await Promise.all([
    ledger.readAccounts(memberIds),
    ledger.readPeriodPoints(memberIds, [today.year - 1, today.year]),
  ])
  let changed = 0
  for (const memberId of memberIds) {
    const account = accounts.get(memberId)
    if (!account) continue
    const evaluation = evaluateStatus(points.get(memberId) ?? new Map(), today, rules)
    const expiringSoon = rules.expiry.enabled
      ? forecastExpiring(
          await ledger.listRewardMovements(memberId),
          rules.expiry.months,
          today,
          EXPIRY_FORECAST_DAYS,
        )
      : 0
    const same =
      account.status === evaluation.status &&
      account.exclusivityUntil === evaluation.exclusivityUntil &&
      account.pointsExpiringSoon === expiringSoon
    if (same) continue
    const written = await ledger.replaceStatus(
      memberId,
      account,
      {
        status: evaluation.status,
        rank: rankOf(evaluation.status),
        exclusivityUntil: evaluation.exclusivityUntil,
      },
      expiringSoon,
      formatIsoDate(today),
    )
    if (written) changed++
  }
  return changed
}
