import type {
  CollectionAfterChangeHook,
  CollectionAfterReadHook,
  Field,
  PayloadRequest,
} from 'payload'

import { isErasureWrite } from '@/platform/privacy/personal-data'

import {
  isNewsletterList,
  listsOf,
  NEWSLETTER_LISTS,
  type ListFlags,
  type NewsletterList,
} from '../domain'
import { listLabels } from './newsletter'

/**
 * A member's casino, hotel and partner opt-ins ARE the newsletter lists of their e-mail address
 * (ADR 0024): the members collection shows them as virtual checkboxes, read from and written to
 * the newsletter subscription. One place answers "does this address get the casino news?",
 * whether the address subscribed with the newsletter block or ticked the box in its profile.
 */
export const memberListFields: Field[] = NEWSLETTER_LISTS.map((list) => ({
  name: list,
  type: 'checkbox',
  virtual: true,
  label: listLabels[list],
  admin: {
    description: {
      fr: 'Liste de la newsletter (même abonnement que le bloc newsletter)',
      en: 'Newsletter list (same subscription as the newsletter block)',
    },
  },
}))

type MemberLike = {
  email?: string | null
  emailVerified?: boolean | null
  locale?: string | null
  optIns?: Partial<Record<string, boolean | null>> | null
}

async function findSubscription(req: PayloadRequest, email: string) {
  const found = await req.payload.find({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    // Read on every member read: the one row, without a count of them.
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** The subscription's lists on every member read (admin, product API, sessions). */
export const readMemberLists: CollectionAfterReadHook = async ({ doc, req }) => {
  const member = doc as MemberLike
  if (!member.email || !member.optIns) return doc
  const subscription = await findSubscription(req, member.email)
  for (const list of NEWSLETTER_LISTS) member.optIns[list] = subscription?.[list] === true
  return doc
}

function requestedLists(optIns: MemberLike['optIns']): Partial<ListFlags> | null {
  if (!optIns) return null
  const requested: Partial<ListFlags> = {}
  for (const [key, value] of Object.entries(optIns)) {
    if (isNewsletterList(key) && typeof value === 'boolean') requested[key] = value
  }
  return Object.keys(requested).length > 0 ? requested : null
}

/**
 * Lists set for an address by its member (profile, sign-up, staff in the admin). A verified
 * address is confirmed at once; an unverified one (a sign-up) waits for the activation link, which
 * confirms it like the newsletter's own confirmation mail would.
 */
export async function setAddressLists(
  req: PayloadRequest,
  email: string,
  lists: Partial<ListFlags>,
  {
    confirmed,
    locale,
    now = Date.now(),
  }: { confirmed: boolean; locale: 'fr' | 'en'; now?: number },
): Promise<void> {
  const at = new Date(now).toISOString()
  const existing = await findSubscription(req, email)
  if (!existing) {
    if (listsOf(lists).length === 0) return
    await req.payload.create({
      collection: 'newsletter-subscriptions',
      data: {
        email: email.toLowerCase(),
        ...lists,
        locale,
        confirmedAt: confirmed ? at : null,
        status: 'pending',
      },
      overrideAccess: true,
      req,
    })
    return
  }
  const left: NewsletterList[] = NEWSLETTER_LISTS.filter(
    (list) => existing[list] === true && lists[list] === false,
  )
  const changed = NEWSLETTER_LISTS.some(
    (list) => lists[list] !== undefined && lists[list] !== (existing[list] === true),
  )
  const confirm = confirmed && !existing.confirmedAt
  if (!changed && !confirm) return
  await req.payload.update({
    collection: 'newsletter-subscriptions',
    id: existing.id,
    data: {
      ...lists,
      ...(confirm ? { confirmedAt: at } : {}),
      ...(left.length > 0
        ? {
            unsubscribedAt: at,
            unsubscribedLists: left.join(','),
            unsubscribeReason: 'profile',
            unsubscribeReasonLabel: null,
            unsubscribeComment: null,
          }
        : {}),
    },
    overrideAccess: true,
    req,
  })
}

/** Writes the lists a member save carried; the activation of the address confirms them. */
export const writeMemberLists: CollectionAfterChangeHook = async ({
  doc,
  data,
  previousDoc,
  req,
}) => {
  const member = doc as MemberLike
  // The account's closure: forms erase the address's lists themselves (ADR 0069).
  if (!member.email || isErasureWrite(req)) return doc
  const requested = requestedLists((data as MemberLike).optIns)
  const activated =
    member.emailVerified === true && (previousDoc as MemberLike | undefined)?.emailVerified !== true
  if (!requested && !activated) return doc
  await setAddressLists(req, member.email, requested ?? {}, {
    confirmed: member.emailVerified === true,
    locale: member.locale === 'en' ? 'en' : 'fr',
  })
  // The document was read back before this hook ran: give the caller the lists just written.
  if (requested && member.optIns) Object.assign(member.optIns, requested)
  return doc
}
