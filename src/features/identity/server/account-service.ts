import { randomBytes } from 'node:crypto'

import type { Member } from '@/payload-types'
import { getEnv } from '@/platform/config/env'

import { toCalendarDateInZone } from '@/platform/domain/calendar'
import { IdentityError } from '../domain/error-codes'
import { isSameName } from '../domain/names'
import {
  validatePasswordReset,
  validatePasswordUpdate,
  validateSignUp,
  type SignUpInput,
} from '../domain/member-forms'
import { generateSponsorCode } from '../domain/sponsorship'
import { normalizeEmail } from '../domain/validation'
import { admitMailRequest, clearLockout, loginKey, resendActivationIfAllowed } from './auth-service'
import { FormValidationError, type IdentityContext } from './context'
import { hashPassword, verifyPassword } from './crypto'
import { consumeEmailToken, issueEmailToken } from './email-tokens'
import { sendActivationMail, sendPasswordResetMail } from './mails'
import { favouriteCasinoCheck, type MemberRules } from './member-rules'
import { MembersRepository } from './members-repository'
import { forgetMemberSessions } from './session-liveness'
import { SessionsRepository } from './sessions-repository'

async function uniqueSponsorCode(members: MembersRepository): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateSponsorCode(randomBytes(8))
    if (!(await members.findBySponsorCode(code))) return code
  }
  throw new IdentityError('hub.technical')
}

export type SignUpResult = { member: Member; path: 'newCustomer' | 'cardHolder' }

/**
 * The sign-up's door: the member area's (hub codes), or the hotel programme's collaborator sign-up
 * (hotel codes; a professional e-mail of an allowed domain, ADR 0052).
 */
export type SignUpDoor = 'hub' | 'collaborator'

/**
 * Sign-up (spec paths): a new customer becomes a pre-member (a casino finalises the card); an
 * existing card holder whose card, name and birthdate match becomes an active member. Either may
 * bring a sponsor code. The email must then be confirmed through the mailed link.
 */
export async function signUp(
  ctx: IdentityContext,
  input: SignUpInput,
  rules: Pick<MemberRules, 'canTakeGodson' | 'collaborators' | 'casinoChoices'>,
  door: SignUpDoor = 'hub',
): Promise<SignUpResult> {
  const today = toCalendarDateInZone(ctx.now)
  const form = validateSignUp(
    input,
    today,
    await favouriteCasinoCheck(rules, input.favouriteCasino),
  )
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const data = form.value
  const emailUsed = door === 'collaborator' ? 'hotel.0053' : 'hub.0053'
  if (door === 'collaborator') {
    const refusal = await rules.collaborators.refuse(data.email)
    if (refusal) {
      throw new IdentityError(refusal, {
        fieldErrors: { email: [{ code: 'collaboratorDomain' }] },
      })
    }
  }
  const members = new MembersRepository(ctx.payload)
  if (await members.findByEmail(data.email)) throw new IdentityError(emailUsed)

  let sponsor: Member | null = null
  if (data.sponsorCode) {
    sponsor = await members.findBySponsorCode(data.sponsorCode)
    if (!sponsor || !rules.canTakeGodson(await members.listGodsonDates(sponsor.id), ctx.now)) {
      throw new IdentityError('hub.0005')
    }
  }

  let cardNumber: string | null = null
  let cardHolderId: number | null = null
  if (data.path === 'cardHolder' && data.cvipCardNumber) {
    const holder = await members.findCardHolder(data.cvipCardNumber)
    const matches =
      holder &&
      holder.birthdate === data.birthdate &&
      isSameName(holder.lastname, data.lastname) &&
      isSameName(holder.firstname, data.firstname)
    if (!holder || !matches)
      throw new FormValidationError({ cvipCardNumber: [{ code: 'cardNotFound' }] })
    if (holder.member || (await members.findByCardNumber(holder.cardNumber)))
      throw new IdentityError('hub.0053')
    cardNumber = holder.cardNumber
    cardHolderId = holder.id
  }

  const nowIso = new Date(ctx.now).toISOString()
  let member: Member
  try {
    member = await members.create(
      {
        email: data.email,
        passwordHash: await hashPassword(data.password),
        locale: ctx.locale,
        state: cardNumber ? 'Active' : 'PreMember',
        cardNumber,
        emailVerified: false,
        isEmployee: false,
        civility: data.civility,
        firstname: data.firstname,
        lastname: data.lastname,
        birthName: data.birthName,
        commonName: data.commonName,
        birthdate: data.birthdate,
        phone: data.phone,
        addressLine1: data.addressLine1,
        addressLine2: data.addressLine2,
        postalBox: data.postalBox,
        placeKnownAs: data.placeKnownAs,
        zip: data.zip,
        city: data.city,
        country: data.country,
        favouriteCasino: data.favouriteCasino,
        luckyDay1: data.luckyDays?.[0] ?? null,
        luckyDay2: data.luckyDays?.[1] ?? null,
        optIns: data.optIns,
        preferences: data.preferences,
        consents: {
          acceptCgu: true,
          acceptCguAt: nowIso,
          termsVersion: getEnv().TERMS_VERSION,
          privacyAcceptedAt: nowIso,
        },
        sponsorCode: await uniqueSponsorCode(members),
        sponsor: sponsor?.id ?? null,
        sponsoredAt: sponsor ? nowIso : null,
      },
      'signUp',
    )
  } catch (error) {
    // The unique indexes decide between concurrent sign-ups with the same email or card.
    if (await members.findByEmail(data.email)) throw new IdentityError(emailUsed, { cause: error })
    if (cardNumber && (await members.findByCardNumber(cardNumber)))
      throw new IdentityError('hub.0053', { cause: error })
    throw error
  }
  if (cardHolderId !== null) await members.claimCardHolder(cardHolderId, member.id)
  if (door === 'collaborator') await rules.collaborators.join(member.id, ctx.now)
  const token = await issueEmailToken(ctx, member.id, 'activation')
  await sendActivationMail(ctx, member, token)
  return { member, path: data.path }
}

/** The link of the activation mail. */
export async function activateEmail(
  ctx: IdentityContext,
  token: string | null | undefined,
): Promise<Member> {
  const memberId = await consumeEmailToken(ctx, token, 'activation')
  // The address is confirmed: the newsletter lists asked for at sign-up take effect.
  return new MembersRepository(ctx.payload).update(memberId, { emailVerified: true }, 'signUp')
}

/** "Send the link again": answers the same whether or not the address has an account. */
export async function requestActivationMail(
  ctx: IdentityContext,
  email: string | null | undefined,
): Promise<void> {
  if (!email) return
  const member = await new MembersRepository(ctx.payload).findByEmail(normalizeEmail(email))
  if (member && member.emailVerified !== true) await resendActivationIfAllowed(ctx, member)
}

/** Forgotten password: a one-hour link by mail, at most 3 an hour; same answer for any address. */
export async function requestPasswordReset(
  ctx: IdentityContext,
  email: string | null | undefined,
): Promise<void> {
  if (!email) throw new FormValidationError({ email: [{ code: 'required' }] })
  const normalized = normalizeEmail(email)
  if (!(await admitMailRequest(ctx, `reset:${normalized}`))) return
  const member = await new MembersRepository(ctx.payload).findByEmail(normalized)
  if (!member) return
  const token = await issueEmailToken(ctx, member.id, 'passwordReset')
  await sendPasswordResetMail(ctx, member, token)
}

/**
 * New password from the mailed link. It also unblocks the account (the blocked message says so)
 * and ends every session: whoever knew the old password is logged out.
 */
export async function resetPassword(
  ctx: IdentityContext,
  input: { token?: string | null; password?: string | null; passwordVerify?: string | null },
): Promise<void> {
  const form = validatePasswordReset(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const memberId = await consumeEmailToken(ctx, input.token, 'passwordReset')
  const members = new MembersRepository(ctx.payload)
  const member = await members.update(
    memberId,
    {
      passwordHash: await hashPassword(form.value.password),
      // Receiving the mail proves the address too (the sign-up's lists take effect).
      emailVerified: true,
    },
    'signUp',
  )
  await clearLockout(ctx, loginKey(member.email))
  await new SessionsRepository(ctx.payload).revokeMember(member.id, ctx.now)
  await forgetMemberSessions(member.id)
}

/**
 * Change of password while logged in: the current password is required. Every other session of
 * the member ends (whoever knew the old password is logged out); this one goes on. Answers how
 * many other sessions ended.
 */
export async function updatePassword(
  ctx: IdentityContext,
  caller: { memberId: number; sessionFamily: string },
  input: {
    currentPassword?: string | null
    password?: string | null
    passwordVerify?: string | null
  },
): Promise<{ endedSessions: number }> {
  const form = validatePasswordUpdate(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const { memberId, sessionFamily } = caller
  const members = new MembersRepository(ctx.payload)
  const member = await members.findWithSecretById(memberId)
  if (!member) throw new IdentityError('session.unauthenticated')
  if (!(await verifyPassword(form.value.currentPassword, member.passwordHash))) {
    throw new FormValidationError({ currentPassword: [{ code: 'currentPassword' }] })
  }
  await members.update(memberId, { passwordHash: await hashPassword(form.value.password) })
  const ended = await new SessionsRepository(ctx.payload).revokeMember(memberId, ctx.now, {
    exceptFamilyId: sessionFamily,
  })
  await forgetMemberSessions(memberId, sessionFamily)
  return { endedSessions: ended }
}

export type HotelGuest = {
  email: string
  firstname: string
  lastname: string
  locale: 'fr' | 'en'
}

/**
 * A hotel guest a hotel system posted a stay for, with no account yet (ADR 0052): a pre-member
 * whose password nobody knows (a random secret's hash) and whose address is not confirmed; the
 * guest opens the account with "forgotten password", whose mailed link proves the address. Two
 * posts at the same instant make one account (the unique e-mail); the loser reads the winner's.
 */
export async function enrolHotelGuest(
  payload: IdentityContext['payload'],
  guest: HotelGuest,
): Promise<{ memberId: number; created: boolean }> {
  const members = new MembersRepository(payload)
  const email = normalizeEmail(guest.email)
  const existing = await members.findByEmail(email)
  if (existing) return { memberId: existing.id, created: false }
  try {
    const member = await members.create({
      email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      locale: guest.locale,
      state: 'PreMember',
      cardNumber: null,
      emailVerified: false,
      isEmployee: false,
      firstname: guest.firstname,
      lastname: guest.lastname,
      sponsorCode: await uniqueSponsorCode(members),
    } as never)
    return { memberId: member.id, created: true }
  } catch (error) {
    const winner = await members.findByEmail(email)
    if (winner) return { memberId: winner.id, created: false }
    throw error
  }
}
