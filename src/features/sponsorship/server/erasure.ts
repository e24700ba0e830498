import type { Payload } from 'payload'

import { ERASURE_CONTEXT, erasedEmail, type ErasureSubject } from '@/platform/privacy/personal-data'

/**
 * A closed account's invitations (ADR 0069): those the member sent go (the friends' names and
 * addresses they gave; nobody else needs them); those another member sent to the person stay in
 * that sponsor's yearly count, without the person's name or address.
 */
export async function eraseInvitations(payload: Payload, subject: ErasureSubject): Promise<void> {
  await payload.delete({
    collection: 'sponsorship-invitations',
    where: { sponsor: { equals: subject.memberId } },
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
  await payload.update({
    collection: 'sponsorship-invitations',
    where: { email: { equals: subject.email } },
    data: { civility: null, firstname: '-', lastname: subject.alias, email: erasedEmail(subject) },
    depth: 0,
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
}
