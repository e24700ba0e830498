import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { ERASURE_CONTEXT, erasedEmail, type ErasureSubject } from '@/platform/privacy/personal-data'

import { verifyPassword } from './crypto'
import { MembersRepository } from './members-repository'
import { SessionsRepository } from './sessions-repository'
import { forgetMemberSessions } from './session-liveness'

/**
 * The member's sessions end at once (also in the other processes' liveness cache), then go: a
 * browser still holding a cookie of the closed account is logged out on its next request.
 */
export async function eraseSessions(payload: Payload, subject: ErasureSubject): Promise<void> {
  await new SessionsRepository(payload).revokeMember(subject.memberId, subject.now)
  await forgetMemberSessions(subject.memberId)
  await payload.delete({
    collection: 'member-sessions',
    where: { member: { equals: subject.memberId } },
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
}

/**
 * The account's record, last of all (ADR 0069): its open tokens go, and the row stays under its
 * id — the ledger, payments and casino play the law keeps still point at it — with nothing of the
 * person left: an alias for a name, an undeliverable address, no card, phone, birth date, address
 * or choice, a password nobody can type, and the state `Closed`.
 */
export async function anonymiseMember(payload: Payload, subject: ErasureSubject): Promise<void> {
  await payload.delete({
    collection: 'member-tokens',
    where: { member: { equals: subject.memberId } },
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
  await payload.update({
    collection: 'members',
    id: subject.memberId,
    data: {
      email: erasedEmail(subject),
      // Not a stored password's shape: verifyPassword answers false whatever is typed.
      passwordHash: `closed$${randomBytes(16).toString('base64url')}`,
      state: 'Closed',
      cardNumber: null,
      emailVerified: false,
      isEmployee: false,
      civility: null,
      firstname: '-',
      lastname: subject.alias,
      birthName: null,
      commonName: null,
      birthdate: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      postalBox: null,
      placeKnownAs: null,
      zip: null,
      city: null,
      country: null,
      favouriteCasino: null,
      luckyDay1: null,
      luckyDay2: null,
      luckyDaysChangedAt: null,
      optIns: {
        email: false,
        sms: false,
        mail: false,
        casino: false,
        hotel: false,
        partner: false,
      },
      preferences: { games: false, barsRestaurants: false, shows: false },
      consents: { cookiesAnalytics: false, cookiesMarketing: false, cookiesDecidedAt: null },
      sponsorCode: null,
    } as never,
    depth: 0,
    overrideAccess: true,
    context: ERASURE_CONTEXT,
  })
}

/** Whether the password is the member's (closing the account asks for it again). */
export async function checkMemberPassword(
  payload: Payload,
  memberId: number,
  password: string,
): Promise<boolean> {
  const member = await new MembersRepository(payload).findWithSecretById(memberId)
  return verifyPassword(password, member?.state === 'Closed' ? null : member?.passwordHash)
}
