import type { CollectionSlug, Payload, PayloadRequest, RequestContext, Where } from 'payload'

import { addMonths, getParisDate, getParisDayStart } from '@/platform/domain/calendar'

/** The person whose data is read: their member id and their address (forms keep only addresses). */
export type DataSubject = { memberId: number; email: string }

/**
 * The person being erased (GDPR article 17, ADR 0069): who they were, the name the records the
 * law keeps carry instead (`alias`, e.g. `erased-12`), and the instant of the erasure.
 */
export type ErasureSubject = DataSubject & { alias: string; now: number }

/** The address kept records carry instead of the person's (a reserved domain: never delivered). */
export function erasedEmail(subject: Pick<ErasureSubject, 'alias'>): string {
  return `${subject.alias}@erased.invalid`
}

/**
 * What erasure does with one collection's rows of the person:
 * - `'delete'`: the rows go (what the person gave us for a service now over);
 * - `'keep'`: the rows stay as they are, because they name the person only by member id (whose
 *   record identity anonymises) and the law or the books need them (casino play, the ledger);
 * - `{ replace }`: the rows stay with these fields replaced (a payment, a past booking);
 * - a function: the area's own steps (cancel what is to come, close the ledger).
 */
export type ErasureRule =
  | 'delete'
  | 'keep'
  | { replace: (subject: ErasureSubject) => Record<string, unknown> }
  | ((payload: Payload, subject: ErasureSubject, where: Where) => Promise<void>)

/**
 * How long the rows an erasure kept stay after it (ADR 0079), counted in Paris calendar days:
 * `years` from each row's own date (`'record'`: an invoice is kept ten years from its date), or
 * from the account's erasure (`'closure'`: casino play is kept five years after the relationship
 * ends). Then the daily purge deletes them.
 */
export type Retention = {
  years: number
  from: 'record' | 'closure'
  /**
   * The ids of the person's rows that must wait although their time is over, because a row kept
   * longer points at them (a machine credit at its payment).
   */
  spare?: (payload: Payload, subject: PurgeSubject) => Promise<readonly number[]>
  /** Deletes what hangs off the rows about to go and is not a part of its own (a payment's log). */
  before?: (payload: Payload, ids: readonly number[]) => Promise<void>
}

/** Accounting records (payments, what they paid for): ten years from their date (Code de commerce, L123-22). */
export const ACCOUNTING_RETENTION: Retention = { years: 10, from: 'record' }

/**
 * Casino play (the points ledger, machine credits, rewards): five years after the relationship
 * ends (Code monétaire et financier, L561-12, anti-money-laundering).
 */
export const CASINO_PLAY_RETENTION: Retention = { years: 5, from: 'closure' }

/** The erased person whose kept rows are purged: by member id and alias, and when it happened. */
export type PurgeSubject = DataSubject & { erasedAt: number; now: number }

/** What one part's purge did: rows deleted, and rows still kept (their time is not over). */
export type PurgeResult = { deleted: number; remaining: number }

/** The instant before which a row kept `years` is over (midnight Paris, `years` ago today). */
export function retentionCutoff(now: number, years: number): number {
  return getParisDayStart(addMonths(getParisDate(new Date(now)), -12 * years)).getTime()
}

/**
 * One file of a member's personal data export (GDPR articles 15 and 20): an area reads what it
 * holds of the person, in its own words. Each area lists its parts in its manifest
 * (`personalData`); the composition root hands them all to the privacy area, which knows none.
 */
export type PersonalDataPart = {
  /** The file's name in the archive, without extension: `loyalty-ledger` → loyalty-ledger.json. */
  name: string
  /** The area's rows, newest last; never secrets (password or token hashes, signing keys). */
  read: (payload: Payload, subject: DataSubject) => Promise<readonly Record<string, unknown>[]>
  /**
   * Erases or anonymises what the part holds of the person (the account's closure, ADR 0069).
   * Parts are erased in the reverse order of the composition root's list: the areas built on
   * identity first, identity's own record last.
   */
  erase: (payload: Payload, subject: ErasureSubject) => Promise<void>
  /**
   * Deletes the rows erasure kept once their retention is over (the daily purge, ADR 0079).
   * Absent for parts that keep nothing of the person after the erasure.
   */
  purge?: (payload: Payload, subject: PurgeSubject) => Promise<PurgeResult>
}

/** The context of erasure's writes: hooks that record changes for the person stay silent. */
export const ERASURE_CONTEXT: RequestContext = { erasure: true }

/** Whether the write in progress is the account's closure (its hooks record nothing new). */
export function isErasureWrite(req: Pick<PayloadRequest, 'context'>): boolean {
  return req.context?.erasure === true
}

/** Fields of every collection that say nothing about the person (Payload's own bookkeeping). */
const ALWAYS_LEFT_OUT = ['_status', 'prefix', '_objectKey']

/**
 * The usual part: the rows of one collection that belong to the person, without the fields named
 * in `leaveOut` (secrets, staff-only notes, another person's keys). Read with the area's own
 * collection, at depth 0 (relations as ids), oldest first.
 */
export function collectionPart(
  options: {
    name: string
    collection: CollectionSlug
    /** The person's rows; may first read the ids of the person's other rows (a membership's stays). */
    where: (subject: DataSubject, payload: Payload) => Where | Promise<Where>
    leaveOut?: readonly string[]
  } & (
    | {
        /** Rows the law or the books need stay after the erasure: for how long is stated with them. */
        erase: 'keep'
        retain: Retention
      }
    | {
        /** What the account's closure does with these rows (stated for every part). */
        erase: Exclude<ErasureRule, 'keep'>
        /** How long the rows the closure kept stay (replaced or closed rows), if it keeps any. */
        retain?: Retention
      }
  ),
): PersonalDataPart {
  const leaveOut = new Set([...ALWAYS_LEFT_OUT, ...(options.leaveOut ?? [])])
  const { collection, erase: rule, retain } = options
  return {
    name: options.name,
    purge: retain
      ? async (payload, subject) => {
          const where = await options.where(subject, payload)
          const cutoff = retentionCutoff(subject.now, retain.years)
          const spared = (await retain.spare?.(payload, subject)) ?? []
          const over: Where[] =
            retain.from === 'closure'
              ? [subject.erasedAt < cutoff ? where : NONE]
              : [where, { createdAt: { less_than: iso(cutoff) } }]
          if (spared.length > 0) over.push({ id: { not_in: spared } })
          const ids = await idsOf(payload, collection, { and: over })
          if (ids.length > 0) {
            await retain.before?.(payload, ids)
            await payload.delete({
              collection,
              where: { id: { in: ids } },
              overrideAccess: true,
              context: ERASURE_CONTEXT,
            })
          }
          const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
          return { deleted: ids.length, remaining: totalDocs }
        }
      : undefined,
    erase: async (payload, subject) => {
      if (rule === 'keep') return
      const where = await options.where(subject, payload)
      if (typeof rule === 'function') return rule(payload, subject, where)
      if (rule === 'delete') {
        await payload.delete({ collection, where, overrideAccess: true, context: ERASURE_CONTEXT })
        return
      }
      await payload.update({
        collection,
        where,
        data: rule.replace(subject) as never,
        overrideAccess: true,
        depth: 0,
        context: ERASURE_CONTEXT,
      })
    },
    read: async (payload, subject) => {
      const { docs } = await payload.find({
        collection: options.collection,
        where: await options.where(subject, payload),
        depth: 0,
        pagination: false,
        sort: 'createdAt',
        overrideAccess: true,
      })
      return docs.map((doc) =>
        Object.fromEntries(
          Object.entries(doc as unknown as Record<string, unknown>).filter(
            ([key]) => !leaveOut.has(key),
          ),
        ),
      )
    },
  }
}

/** The ids of the person's rows of a collection (to find rows that hang off them). */
export async function idsOf(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  return docs.map((doc) => Number(doc.id))
}

/** No row. */
const NONE: Where = { id: { equals: -1 } }

const iso = (instant: number) => new Date(instant).toISOString()

/** Rows whose `field` is one of `ids` (none when there are none). */
export function oneOf(field: string, ids: readonly number[]): Where {
  return ids.length > 0 ? { [field]: { in: ids } } : NONE
}

/** Rows whose `member` relation is the person. */
export const byMember =
  (field = 'member') =>
  (subject: DataSubject): Where => ({ [field]: { equals: subject.memberId } })

/** Rows kept by address only (forms filled in without an account, or before one). */
export const byEmail =
  (field = 'email') =>
  (subject: DataSubject): Where => ({ [field]: { equals: subject.email } })

/** Rows of the person's account or address (a booking made logged out with the same address). */
export const byMemberOrEmail =
  (memberField = 'member', emailField = 'email') =>
  (subject: DataSubject): Where => ({
    or: [
      { [memberField]: { equals: subject.memberId } },
      { [emailField]: { equals: subject.email } },
    ],
  })
