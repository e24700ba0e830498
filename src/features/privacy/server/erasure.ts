import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { checkMemberPassword, findMemberById } from '@/features/identity'
import type { ErasureRequest } from '@/payload-types'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'
import type { Locale } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'
import {
  erasedEmail,
  type ErasureSubject,
  type PersonalDataPart,
  type PurgeSubject,
} from '@/platform/privacy/personal-data'

import { DATA_EXPORTS_SLUG } from '../cms/data-exports'
import { ERASURE_REQUESTS_SLUG } from '../cms/erasure-requests'
import { erasureAlias, erasureDueAt, type ErasureStatus } from '../domain'
import { PrivacyError } from './errors'
import { sendAccountClosed, sendErasureRequested } from './mails'

/** What the member sees of their closure: when it happens, while it may still be cancelled. */
export type PendingErasure = { id: number; requestedAt: string; dueAt: string }

const toPending = (doc: ErasureRequest): PendingErasure => ({
  id: doc.id,
  requestedAt: doc.requestedAt,
  dueAt: doc.dueAt,
})

/** The member's open request (pending), if any. */
export async function findPendingErasure(
  payload: Payload,
  memberId: number,
): Promise<PendingErasure | null> {
  const { docs } = await payload.find({
    collection: ERASURE_REQUESTS_SLUG,
    where: { member: { equals: memberId }, status: { equals: 'pending' } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? toPending(docs[0]) : null
}

/**
 * The member asks to close the account, password typed again (ADR 0069): a pending request due
 * in 14 days, and a mail saying so with a link that cancels it. Asking again while one is pending
 * (even at the same instant: the unique slot) answers the pending one.
 */
export async function requestErasure(
  payload: Payload,
  memberId: number,
  password: string,
  locale: Locale,
  now: number,
): Promise<PendingErasure> {
  if (!(await checkMemberPassword(payload, memberId, password))) {
    throw new PrivacyError('wrongPassword')
  }
  let created: ErasureRequest
  try {
    created = await payload.create({
      collection: ERASURE_REQUESTS_SLUG,
      overrideAccess: true,
      data: {
        member: memberId,
        status: 'pending',
        locale,
        requestedAt: new Date(now).toISOString(),
        dueAt: new Date(erasureDueAt(now)).toISOString(),
        slotKey: String(memberId),
      },
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'slotKey')) throw error
    const pending = await findPendingErasure(payload, memberId)
    if (pending) return pending
    throw new PrivacyError('erasureInProgress')
  }
  const member = await findMemberById(payload, memberId)
  if (member) {
    await sendErasureRequested(
      payload,
      { email: member.email, firstname: member.firstname },
      { locale, dueAt: erasureDueAt(now) },
    )
  }
  return toPending(created)
}

/**
 * Cancels the member's pending request (the "My data" page, which the mail's link opens, logging
 * in first: a link that cancelled by itself would be followed by mail scanners); false when there
 * was none to cancel (already cancelled, or the erasure has begun). One statement: exactly one of
 * a cancellation and the erasure's start wins.
 */
export async function cancelErasure(
  payload: Payload,
  memberId: number,
  now: number,
): Promise<boolean> {
  const at = sqlInstant(getSqlDialect(payload), now)
  const { rows } = await runSql<{ id: unknown }>(
    payload,
    sql`UPDATE erasure_requests
      SET status = 'cancelled', cancelled_at = ${at}, slot_key = NULL, updated_at = ${at}
      WHERE member_id = ${memberId} AND status = 'pending'
      RETURNING id`,
  )
  return rows.length > 0
}

/**
 * An erasure still `erasing` this long after it began was interrupted (the process stopped, a
 * part failed): the next run takes it again. Every part's erasure may run twice (deleting what is
 * gone, replacing what is replaced, the ledger's closing entry written once).
 */
const ERASING_STALE_MS = 60 * 60 * 1000

/** Claims a due request for this runner (several instances may run the queue). */
async function claim(payload: Payload, requestId: number, now: number): Promise<boolean> {
  const dialect = getSqlDialect(payload)
  const at = sqlInstant(dialect, now)
  const { rows } = await runSql<{ id: unknown }>(
    payload,
    sql`UPDATE erasure_requests SET status = 'erasing', updated_at = ${at}
      WHERE id = ${requestId} AND due_at <= ${at}
        AND (status = 'pending'
          OR (status = 'erasing' AND updated_at <= ${sqlInstant(dialect, now - ERASING_STALE_MS)}))
      RETURNING id`,
  )
  return rows.length === 1
}

/**
 * Carries out the requests whose cooling-off is over (the hourly job): every area erases or
 * anonymises its part, in the reverse order of the composition root's list (identity's record,
 * which the others point at, last); the member's copies of their data go; the request is marked
 * erased and the last mail goes out, its copy in the outbox emptied once handed over. A request
 * whose erasure failed stays `erasing` for staff to see (logged), never reported as done, and is
 * taken again an hour later.
 */
export async function runDueErasures(
  payload: Payload,
  parts: readonly PersonalDataPart[],
  now: number,
): Promise<number> {
  const { docs } = await payload.find({
    collection: ERASURE_REQUESTS_SLUG,
    where: {
      status: { in: ['pending', 'erasing'] },
      dueAt: { less_than_equal: new Date(now).toISOString() },
    },
    depth: 0,
    limit: 20,
    sort: 'dueAt',
    overrideAccess: true,
  })
  let erased = 0
  for (const doc of docs) {
    if (!(await claim(payload, doc.id, now))) continue
    try {
      await eraseMember(payload, parts, doc, now)
      erased++
    } catch (error) {
      logger.error('account erasure failed; the next run in an hour takes it again', {
        requestId: doc.id,
        error: String(error),
      })
    }
  }
  return erased
}

async function eraseMember(
  payload: Payload,
  parts: readonly PersonalDataPart[],
  request: ErasureRequest,
  now: number,
) {
  const memberId = relationId(request.member)
  const member = await findMemberById(payload, memberId)
  if (!member) throw new Error(`member ${memberId} not found`)
  const subject: ErasureSubject = {
    memberId,
    email: member.email,
    alias: erasureAlias(request.id),
    now,
  }
  for (const part of [...parts].reverse()) await part.erase(payload, subject)
  await payload.delete({
    collection: DATA_EXPORTS_SLUG,
    where: { member: { equals: memberId } },
    overrideAccess: true,
  })
  await payload.update({
    collection: ERASURE_REQUESTS_SLUG,
    id: request.id,
    data: {
      status: 'erased' satisfies ErasureStatus,
      erasedAt: new Date(now).toISOString(),
      slotKey: null,
    },
    overrideAccess: true,
  })
  await sendAccountClosed(
    payload,
    { email: member.email, firstname: member.firstname },
    request.locale,
  )
}

/** What one run of the purge did: kept rows deleted, requests with nothing left kept. */
export type PurgeReport = { deleted: number; purged: number }

/**
 * Deletes the rows an erasure kept whose retention is over (the daily job, ADR 0079): for each
 * erased account, every part with a retention deletes its rows past it, in the same order as the
 * erasure (the rows that point at others first). When no part keeps anything of the account any
 * more, the request is marked purged and no later run reads it again. A part that fails is logged
 * and tried again the next day; the others go on.
 */
export async function purgeExpiredRecords(
  payload: Payload,
  parts: readonly PersonalDataPart[],
  now: number,
): Promise<PurgeReport> {
  const { docs } = await payload.find({
    collection: ERASURE_REQUESTS_SLUG,
    where: { status: { equals: 'erased' satisfies ErasureStatus } },
    depth: 0,
    pagination: false,
    sort: 'erasedAt',
    overrideAccess: true,
  })
  const report: PurgeReport = { deleted: 0, purged: 0 }
  const purging = [...parts].reverse().filter((part) => part.purge)
  for (const request of docs) {
    if (!request.erasedAt) continue
    const subject: PurgeSubject = {
      memberId: relationId(request.member),
      email: erasedEmail({ alias: erasureAlias(request.id) }),
      erasedAt: Date.parse(request.erasedAt),
      now,
    }
    let remaining = 0
    for (const part of purging) {
      try {
        const result = await part.purge!(payload, subject)
        report.deleted += result.deleted
        remaining += result.remaining
      } catch (error) {
        remaining++
        logger.error('purging kept records failed; the next run tomorrow tries again', {
          requestId: request.id,
          part: part.name,
          error: String(error),
        })
      }
    }
    if (remaining > 0) continue
    await payload.update({
      collection: ERASURE_REQUESTS_SLUG,
      id: request.id,
      data: { status: 'purged' satisfies ErasureStatus, purgedAt: new Date(now).toISOString() },
      overrideAccess: true,
    })
    report.purged++
  }
  return report
}

const relationId = (value: number | { id: number }) =>
  typeof value === 'number' ? value : value.id
