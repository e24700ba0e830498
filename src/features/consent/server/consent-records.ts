import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { writeOriginOf } from '@/platform/cms/write-origin'
import { isErasureWrite } from '@/platform/privacy/personal-data'
import { isStaff } from '@/platform/security/staff-access'

import { listConsentChanges, type ConsentChange, type ConsentSource } from '../domain'

/** How the write in progress was made: its door of the site, else staff, else the site. */
export function consentSourceOf(req: PayloadRequest): ConsentSource {
  return writeOriginOf(req) ?? (isStaff(req) ? 'admin' : 'site')
}

/**
 * Adds the changes to the history, inside the write that made them (same request, same
 * transaction): a change is recorded exactly when it is stored.
 */
export async function recordConsentChanges(
  req: PayloadRequest,
  who: { email: string; memberId: number | null },
  changes: readonly ConsentChange[],
): Promise<void> {
  // The account's closure withdraws everything while it erases the history (ADR 0069).
  if (changes.length === 0 || !who.email || isErasureWrite(req)) return
  const source = consentSourceOf(req)
  for (const { subject, granted } of changes) {
    await req.payload.create({
      collection: 'consent-records',
      data: { email: who.email.toLowerCase(), member: who.memberId, subject, granted, source },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
}

type MemberConsents = {
  id: number
  email?: string | null
  optIns?: { email?: boolean | null; sms?: boolean | null; mail?: boolean | null } | null
  consents?: { cookiesAnalytics?: boolean | null; cookiesMarketing?: boolean | null } | null
}

function memberConsents(member: MemberConsents | null | undefined) {
  return {
    email: member?.optIns?.email,
    sms: member?.optIns?.sms,
    mail: member?.optIns?.mail,
    cookiesAnalytics: member?.consents?.cookiesAnalytics,
    cookiesMarketing: member?.consents?.cookiesMarketing,
  }
}

/**
 * A member's contact channels and cookie choice, as identity stores them: each change is
 * recorded (the members collection's afterChange, given to identity as a member extension).
 */
export const recordMemberConsents: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const member = doc as MemberConsents
  const before = operation === 'create' ? null : memberConsents(previousDoc as MemberConsents)
  const changes = listConsentChanges(before, memberConsents(member))
  await recordConsentChanges(req, { email: member.email ?? '', memberId: member.id }, changes)
  return doc
}

export type ConsentRecordView = {
  id: number
  subject: ConsentChange['subject']
  granted: boolean
  source: ConsentSource
  at: string
}

/**
 * A member's history, newest first: the records of the member and of the member's address (the
 * newsletter's lists are kept by address).
 */
export async function listConsentHistory(
  payload: Payload,
  member: { id: number; email: string },
  limit = 50,
): Promise<ConsentRecordView[]> {
  const found = await payload.find({
    collection: 'consent-records',
    where: {
      or: [{ member: { equals: member.id } }, { email: { equals: member.email.toLowerCase() } }],
    },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
    select: { subject: true, granted: true, source: true, createdAt: true },
  })
  return found.docs.map((record) => ({
    id: record.id,
    subject: record.subject,
    granted: record.granted,
    source: record.source,
    at: record.createdAt,
  }))
}

type ListRow = { email?: string | null; confirmedAt?: string | null } & Record<string, unknown>

/**
 * The newsletter lists an address receives: a list counts once the address is confirmed (double
 * opt-in), so asking is not consenting until the link is followed.
 */
function effectiveLists(row: ListRow | null | undefined, lists: readonly string[]) {
  return Object.fromEntries(
    lists.map((list) => [list, Boolean(row?.confirmedAt) && row?.[list] === true]),
  )
}

/**
 * An afterChange hook for the collection keeping an address's newsletter lists (the forms area's
 * subscriptions): each list the address starts or stops receiving is recorded.
 */
export function recordListConsents(lists: readonly string[]): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    const row = doc as ListRow
    const before = operation === 'create' ? null : effectiveLists(previousDoc as ListRow, lists)
    const changes = listConsentChanges(before, effectiveLists(row, lists))
    await recordConsentChanges(req, { email: row.email ?? '', memberId: null }, changes)
    return doc
  }
}
