import { createHash, randomBytes } from 'node:crypto'

import { readMemberFields } from '@/features/identity'
import { isEmailAddress, normalizeEmail } from '@/features/identity/domain'
import type { Locale } from '@/platform/i18n/locales'

import { decideAcceptance, decideInvitation } from '../domain'
import type { Db } from './context'
import { sendSpouseInvitationMail } from './mails'
import { MembershipsRepository } from './memberships-repository'
import {
  HotelProgrammeError,
  readHotelProgramme,
  requireMemberContact,
  requireMembership,
  type HotelProgrammeView,
} from './programme'
import { SpouseLinksRepository } from './spouse-links-repository'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The holder invites a spouse by e-mail (ADR 0052): one spouse or invitation at a time; the mail
 * carries a link valid until it is accepted or revoked (only its hash is stored).
 */
export async function inviteSpouse(
  db: Db,
  memberId: number,
  email: string,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const spouseEmail = normalizeEmail(email)
  if (!isEmailAddress(spouseEmail)) throw new HotelProgrammeError('hotel.0012')
  const holder = await requireMemberContact(db, memberId)
  const membership = await requireMembership(db, memberId)
  const links = new SpouseLinksRepository(db)
  const [asHolder, asSpouse] = await Promise.all([
    links.findOfHolder(membership.id),
    links.findOfSpouse(membership.id),
  ])
  const refusal = decideInvitation({
    holderEmail: holder.email,
    spouseEmail,
    holderHasLink: asHolder !== null,
    holderIsSpouse: asSpouse !== null,
  })
  if (refusal) throw new HotelProgrammeError(`spouse.${refusal}`)
  const token = randomBytes(32).toString('base64url')
  const link = await links.insertInvitation({
    holderId: membership.id,
    spouseEmail,
    tokenHash: hashToken(token),
    now,
  })
  if (!link) throw new HotelProgrammeError('spouse.alreadyLinked')
  await sendSpouseInvitationMail(db.payload, {
    to: spouseEmail,
    locale,
    holderName: [holder.firstname, holder.lastname].filter(Boolean).join(' '),
    token,
  })
  return readHotelProgramme(db, memberId, locale, now)
}

/**
 * The invited member, logged in with the invited address, accepts: enrolled if not yet, the card
 * then shows the holder's status.
 */
export async function acceptSpouseInvitation(
  db: Db,
  memberId: number,
  token: string,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const links = new SpouseLinksRepository(db)
  const memberships = new MembershipsRepository(db)
  const [member, invitation, own] = await Promise.all([
    requireMemberContact(db, memberId),
    links.findByTokenHash(hashToken(token)),
    memberships.findByMember(memberId),
  ])
  const [asHolder, asSpouse] = own
    ? await Promise.all([links.findOfHolder(own.id), links.findOfSpouse(own.id)])
    : [null, null]
  const refusal = decideAcceptance({
    invitation,
    memberEmail: member.email,
    memberIsHolder: asHolder !== null,
    memberIsSpouse: asSpouse !== null,
  })
  if (refusal || !invitation)
    throw new HotelProgrammeError(`spouse.${refusal ?? 'invalidInvitation'}`)
  if (invitation.holderId === own?.id) throw new HotelProgrammeError('spouse.ownEmail')
  const { membership } = await memberships.enrol(memberId, 'spouse', now)
  if (!(await links.activate(invitation, membership.id, now))) {
    throw new HotelProgrammeError(
      (await links.findOfSpouse(membership.id))
        ? 'spouse.alreadySpouse'
        : 'spouse.invalidInvitation',
    )
  }
  return readHotelProgramme(db, memberId, locale, now)
}

/** The holder ends the spouse card, or withdraws an invitation not yet accepted. */
export async function revokeSpouse(
  db: Db,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const membership = await requireMembership(db, memberId)
  const links = new SpouseLinksRepository(db)
  const link = await links.findOfHolder(membership.id)
  if (!link) throw new HotelProgrammeError('spouse.noSpouse')
  await links.revoke(link, now)
  return readHotelProgramme(db, memberId, locale, now)
}

export type InvitationPreview = { holderName: string; forThisMember: boolean } | null

/** What the invitation's link shows before the member accepts (the holder's name if theirs). */
export async function previewSpouseInvitation(
  db: Db,
  memberId: number,
  token: string,
): Promise<InvitationPreview> {
  const links = new SpouseLinksRepository(db)
  const invitation = await links.findByTokenHash(hashToken(token))
  if (!invitation || invitation.state !== 'pending') return null
  const member = await requireMemberContact(db, memberId)
  const forThisMember = normalizeEmail(member.email) === normalizeEmail(invitation.spouseEmail)
  if (!forThisMember) return { holderName: '', forThisMember }
  const holder = await new MembershipsRepository(db).findById(invitation.holderId)
  const names = holder
    ? await readMemberFields(db.payload, holder.memberId, { firstname: true, lastname: true })
    : null
  return {
    holderName: [names?.firstname, names?.lastname].filter(Boolean).join(' '),
    forThisMember,
  }
}
