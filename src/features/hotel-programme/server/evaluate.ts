import { formatIsoDate, getParisDate } from '@/platform/domain/calendar'

import { countActivity, decideStatus } from '../domain'
import type { Db } from './context'
import { MembershipsRepository, type MembershipRow } from './memberships-repository'
import { getHotelRules } from './rules'

/** Enough for twenty stays of one guest posted at once; beyond, the nightly job completes it. */
const MAX_ATTEMPTS = 10

/**
 * Recounts a membership's rolling 12 months and writes its status: up at once, down only once the
 * period is over (domain/programme.ts). Called after every ledger entry, when the member opens the
 * programme, and by the nightly job. The write is a compare-and-set on what was read, so an
 * evaluation that read the ledger before another stay was appended never has the last word.
 */
export async function evaluateMembership(
  db: Db,
  membershipId: number,
  now: number,
): Promise<MembershipRow | null> {
  const repository = new MembershipsRepository(db)
  const rules = await getHotelRules(db)
  const today = getParisDate(new Date(now))
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const membership = await repository.findById(membershipId)
    if (!membership) return null
    const ledger = await repository.listLedger(membershipId)
    const activity = countActivity(ledger, today)
    const next = decideStatus(
      { status: membership.status, infinimentUntil: membership.infinimentUntil },
      activity,
      rules,
      today,
    )
    const evaluated = { ...membership, ...next, ...activity }
    const unchanged =
      membership.status === next.status &&
      membership.infinimentUntil === next.infinimentUntil &&
      membership.nights === activity.nights &&
      membership.stays === activity.stays
    if (unchanged) return evaluated
    const values = { ...next, ...activity, evaluatedOn: formatIsoDate(today) }
    if (await repository.saveEvaluationIfUnchanged(membership, values, now)) return evaluated
  }
  return repository.findById(membershipId)
}
