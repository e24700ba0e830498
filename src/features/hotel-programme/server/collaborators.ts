import { setEmployeeFlag } from '@/features/identity'
import type { Locale } from '@/platform/i18n/locales'

import { decideCollaborator } from '../domain'
import type { Db } from './context'
import { evaluateMembership } from './evaluate'
import { MembershipsRepository } from './memberships-repository'
import {
  HotelProgrammeError,
  readHotelProgramme,
  requireMemberContact,
  type HotelProgrammeView,
} from './programme'
import { getHotelRules } from './rules'

/**
 * Collaborators (ADR 0052, spec sections 5 and 8): the hotel programme owns the status; identity's
 * `isEmployee` flag, which init shows, is kept in step from here and nowhere else.
 */

/** Sign-up's check, before the account is made: hotel.0113 when the domain is not allowed. */
export async function refuseCollaboratorEmail(db: Db, email: string): Promise<'hotel.0113' | null> {
  const rules = await getHotelRules(db)
  const refusal = decideCollaborator({
    email,
    allowedDomains: rules.collaboratorDomains,
    withdrawn: false,
  })
  return refusal === '0113' ? 'hotel.0113' : null
}

/** The member becomes a collaborator (enrolled now if not yet) and init says `isEmployee`. */
async function grant(db: Db, memberId: number, now: number): Promise<void> {
  const repository = new MembershipsRepository(db)
  const { membership, created } = await repository.enrol(memberId, 'collaborator', now, {
    status: 'collaborator',
  })
  if (!created && membership.status !== 'collaborator') {
    await repository.setCollaborator(membership.id, true)
  }
  await setEmployeeFlag(db.payload, memberId, true, db.req)
}

/** After a collaborator sign-up made the account (its e-mail was checked by the rule above). */
export async function joinAsCollaboratorAtSignUp(db: Db, memberId: number, now: number) {
  await grant(db, memberId, now)
}

/**
 * "I work for the group", from the account: the account's e-mail must be of an allowed domain
 * (hotel.0113) and member support must not have withdrawn the access (hotel.0112).
 */
export async function becomeCollaborator(
  db: Db,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<HotelProgrammeView> {
  const [rules, member, membership] = await Promise.all([
    getHotelRules(db),
    requireMemberContact(db, memberId),
    new MembershipsRepository(db).findByMember(memberId),
  ])
  const refusal = decideCollaborator({
    email: member.email,
    allowedDomains: rules.collaboratorDomains,
    withdrawn: membership?.collaboratorWithdrawn ?? false,
  })
  if (refusal) throw new HotelProgrammeError(`hotel.${refusal}`)
  await grant(db, memberId, now)
  return readHotelProgramme(db, memberId, locale, now)
}

/**
 * Member support withdrew a collaborator's access (the membership's checkbox in the admin): the
 * status goes back to what the stays give, and init no longer says `isEmployee`.
 */
export async function applyCollaboratorWithdrawal(
  db: Db,
  membershipId: number,
  now: number,
): Promise<void> {
  const repository = new MembershipsRepository(db)
  const membership = await repository.findById(membershipId)
  if (!membership) return
  if (membership.status === 'collaborator') await repository.setCollaborator(membership.id, false)
  await setEmployeeFlag(db.payload, membership.memberId, false, db.req)
  await evaluateMembership(db, membershipId, now)
}
