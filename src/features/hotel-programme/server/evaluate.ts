import { formatIsoDate, getParisDate } from '@/platform/domain/calendar'

import { countActivity, decideStatus } from '../domain'
import type { Db } from './context'
import { MembershipsRepository, type MembershipRow } from './memberships-repository'
import { getHotelRules } from './rules'

/**
 * Recounts a membership's rolling 12 months and writes its status: up at once, down only once the
 * period is over (domain/programme.ts). Called after every ledger entry and by the nightly job.
 */
export async function evaluateMembership(
  db: Db,
  membershipId: number,
  now: number,
): Promise<MembershipRow | null> {
  const repository = new MembershipsRepository(db)
  const membership = await repository.findById(membershipId)
  if (!membership) return null
  const [rules, ledger] = await Promise.all([
    getHotelRules(db),
    repository.listLedger(membershipId),
  ])
  const today = getParisDate(new Date(now))
  const activity = countActivity(ledger, today)
  const next = decideStatus(
    { status: membership.status, infinimentUntil: membership.infinimentUntil },
    activity,
    rules,
    today,
  )
  const values = { ...next, ...activity, evaluatedOn: formatIsoDate(today) }
  const unchanged =
    membership.status === next.status &&
    membership.infinimentUntil === next.infinimentUntil &&
    membership.nights === activity.nights &&
    membership.stays === activity.stays
  if (!unchanged) await repository.saveEvaluation(membershipId, values)
  return { ...membership, ...next, ...activity }
}
