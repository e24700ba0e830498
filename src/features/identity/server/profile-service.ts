import { getEnv } from '@/platform/config/env'

import { toCalendarDateInZone } from '@/platform/domain/calendar'
import { IdentityError } from '../domain/error-codes'
import {
  listLockedFieldChanges,
  validateLuckyDays,
  validateProfileUpdate,
  type ProfileInput,
} from '../domain/member-forms'
import { FormValidationError, type IdentityContext } from './context'
import {
  toInitDto,
  toProfileDto,
  type InitDto,
  type InitParts,
  type ProfileDto,
} from './member-dto'
import { favouriteCasinoCheck, type MemberRules } from './member-rules'
import { MembersRepository } from './members-repository'

async function requireMember(ctx: IdentityContext, memberId: number) {
  const member = await new MembersRepository(ctx.payload).findById(memberId)
  // A token for a deleted member is no session.
  if (!member) throw new IdentityError('session.unauthenticated')
  return member
}

/** The init answer through Payload's connection (after accepting the terms, say). */
export async function getInit(
  ctx: IdentityContext,
  memberId: number,
  readParts: InitParts,
): Promise<InitDto> {
  const found = await new MembersRepository(ctx.payload).findForInit(memberId)
  // A token for a deleted member is no session.
  if (!found) throw new IdentityError('session.unauthenticated')
  return toInitDto(found, await readParts(found, ctx.now))
}

/**
 * PUT /api/epc/users/update. Identity fields checked at a casino (names, civility, birthdate) are
 * locked once the member is active; the rest is replaced as sent.
 */
export async function updateProfile(
  ctx: IdentityContext,
  memberId: number,
  input: ProfileInput,
  rules: Pick<MemberRules, 'casinoChoices'>,
): Promise<ProfileDto> {
  const member = await requireMember(ctx, memberId)
  const form = validateProfileUpdate(
    input,
    toCalendarDateInZone(ctx.now),
    await favouriteCasinoCheck(rules, input.favouriteCasino, member.favouriteCasino ?? null),
  )
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const next = form.value
  if (member.state === 'Active') {
    const current = {
      civility: member.civility ?? 'Mr',
      firstname: member.firstname,
      lastname: member.lastname,
      birthName: member.birthName ?? null,
      birthdate: member.birthdate ?? '',
    }
    const changed = listLockedFieldChanges(current, next)
    if (changed.length > 0) {
      throw new FormValidationError(
        Object.fromEntries(
          changed.map((field) => [field, [{ code: 'lockedWhenActive' as const }]]),
        ),
      )
    }
  }
  const updated = await new MembersRepository(ctx.payload).update(
    member.id,
    {
      civility: next.civility,
      firstname: next.firstname,
      lastname: next.lastname,
      birthName: next.birthName,
      commonName: next.commonName,
      birthdate: next.birthdate,
      phone: next.phone,
      addressLine1: next.addressLine1,
      addressLine2: next.addressLine2,
      postalBox: next.postalBox,
      placeKnownAs: next.placeKnownAs,
      zip: next.zip,
      city: next.city,
      country: next.country,
      favouriteCasino: next.favouriteCasino,
      optIns: next.optIns,
      preferences: next.preferences,
    },
    'profile',
  )
  return toProfileDto(updated)
}

/** PUT /api/epc/users/lucky-days: the two favourite dates that double points. */
export async function updateLuckyDays(
  ctx: IdentityContext,
  memberId: number,
  input: { luckyDay1?: string | null; luckyDay2?: string | null },
  rules: Pick<MemberRules, 'canChangeLuckyDays'>,
): Promise<ProfileDto> {
  const member = await requireMember(ctx, memberId)
  const form = validateLuckyDays(input)
  if (!form.ok) throw new FormValidationError(form.fieldErrors)
  const [luckyDay1, luckyDay2] = form.value
  // Saving the same two dates again changes nothing and uses up nothing.
  const same = new Set([member.luckyDay1, member.luckyDay2])
  if (same.has(luckyDay1) && same.has(luckyDay2)) return toProfileDto(member)
  const change = rules.canChangeLuckyDays(
    {
      days: member.luckyDay1 && member.luckyDay2 ? [member.luckyDay1, member.luckyDay2] : null,
      changedAt: member.luckyDaysChangedAt ? Date.parse(member.luckyDaysChangedAt) : null,
    },
    ctx.now,
  )
  if (!change.allowed) {
    throw new FormValidationError({
      luckyDay1: [{ code: 'luckyDaysLocked', params: { year: change.nextChangeYear } }],
    })
  }
  return toProfileDto(
    await new MembersRepository(ctx.payload).update(memberId, {
      luckyDay1,
      luckyDay2,
      luckyDaysChangedAt: new Date(ctx.now).toISOString(),
    }),
  )
}

/** POST /api/epc/users/accept-cgu: the current version of the terms, with the time of acceptance. */
export async function acceptTerms(ctx: IdentityContext, memberId: number): Promise<ProfileDto> {
  await requireMember(ctx, memberId)
  const updated = await new MembersRepository(ctx.payload).update(memberId, {
    consents: {
      acceptCgu: true,
      acceptCguAt: new Date(ctx.now).toISOString(),
      termsVersion: getEnv().TERMS_VERSION,
    },
  })
  return toProfileDto(updated)
}
