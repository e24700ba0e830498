import type { CollectionSlug, Payload, PayloadRequest, RequestContext, Where } from 'payload'

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
export function collectionPart(options: {
  name: string
  collection: CollectionSlug
  /** The person's rows; may first read the ids of the person's other rows (a membership's stays). */
  where: (subject: DataSubject, payload: Payload) => Where | Promise<Where>
  leaveOut?: readonly string[]
  /** What the account's closure does with these rows (stated for every part). */
  erase: ErasureRule
}): PersonalDataPart {
  const leaveOut = new Set([...ALWAYS_LEFT_OUT, ...(options.leaveOut ?? [])])
  const { collection, erase: rule } = options
  return {
    name: options.name,
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

/** Rows whose `field` is one of `ids` (none when there are none). */
export function oneOf(field: string, ids: readonly number[]): Where {
  return ids.length > 0 ? { [field]: { in: ids } } : { id: { equals: -1 } }
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
