import type { Member } from '@/payload-types'

import type { InitRead } from './member-row'
import type { IdClaims } from './tokens'

/** The profile as the product API returns it (spec section 3 field names). */
export type ProfileDto = {
  id: number
  email: string
  emailVerified: boolean
  locale: 'fr' | 'en'
  civility: 'Mr' | 'Mrs' | null
  firstname: string
  lastname: string
  birthName: string | null
  commonName: string | null
  birthdate: string | null
  phone: string | null
  addressLine1: string | null
  addressLine2: string | null
  postalBox: string | null
  placeKnownAs: string | null
  zip: string | null
  city: string | null
  country: string | null
  favouriteCasino: string | null
  luckyDays: [string, string] | null
  optIns: {
    email: boolean
    sms: boolean
    mail: boolean
    hotel: boolean
    casino: boolean
    partner: boolean
  }
  preferences: { games: boolean; barsRestaurants: boolean; shows: boolean }
  customFields: { state: 'Active' | 'PreMember' }
  consents: { acceptCgu: boolean; acceptCguAt: string | null; termsVersion: string | null }
  isEmployee: boolean
  cardNumber: string | null
}

const flag = (value: boolean | null | undefined) => value === true

export function luckyDaysOf(
  member: Pick<Member, 'luckyDay1' | 'luckyDay2'>,
): [string, string] | null {
  return member.luckyDay1 && member.luckyDay2 ? [member.luckyDay1, member.luckyDay2] : null
}

export function toProfileDto(member: Member): ProfileDto {
  return {
    id: member.id,
    email: member.email,
    emailVerified: flag(member.emailVerified),
    locale: member.locale === 'en' ? 'en' : 'fr',
    civility: member.civility ?? null,
    firstname: member.firstname,
    lastname: member.lastname,
    birthName: member.birthName ?? null,
    commonName: member.commonName ?? null,
    birthdate: member.birthdate ?? null,
    phone: member.phone ?? null,
    addressLine1: member.addressLine1 ?? null,
    addressLine2: member.addressLine2 ?? null,
    postalBox: member.postalBox ?? null,
    placeKnownAs: member.placeKnownAs ?? null,
    zip: member.zip ?? null,
    city: member.city ?? null,
    country: member.country ?? null,
    favouriteCasino: member.favouriteCasino ?? null,
    luckyDays: luckyDaysOf(member),
    optIns: {
      email: flag(member.optIns?.email),
      sms: flag(member.optIns?.sms),
      mail: flag(member.optIns?.mail),
      hotel: flag(member.optIns?.hotel),
      casino: flag(member.optIns?.casino),
      partner: flag(member.optIns?.partner),
    },
    preferences: {
      games: flag(member.preferences?.games),
      barsRestaurants: flag(member.preferences?.barsRestaurants),
      shows: flag(member.preferences?.shows),
    },
    // A closed account has no session (ADR 0069), so never reaches here; the API names two states.
    customFields: { state: member.state === 'Closed' ? 'PreMember' : member.state },
    consents: {
      acceptCgu: flag(member.consents?.acceptCgu),
      acceptCguAt: member.consents?.acceptCguAt ?? null,
      termsVersion: member.consents?.termsVersion ?? null,
    },
    isEmployee: flag(member.isEmployee),
    cardNumber: member.cardNumber ?? null,
  }
}

export function toIdClaims(member: Member): IdClaims {
  return {
    memberId: member.id,
    email: member.email,
    firstname: member.firstname,
    lastname: member.lastname,
    locale: member.locale === 'en' ? 'en' : 'fr',
    state: member.state,
    emailVerified: flag(member.emailVerified),
    acceptCgu: flag(member.consents?.acceptCgu),
    termsVersion: member.consents?.termsVersion ?? null,
    isEmployee: flag(member.isEmployee),
  }
}

/**
 * The programmes' parts of init (loyalty's points and status, sponsorship's godsons), from the
 * member and godsons identity read: composed in src/server (ADR 0050), so identity depends on
 * neither programme, only hands them what it read.
 */
export type InitParts = (read: InitRead, now: number) => Promise<Record<string, unknown>>

/** GET /api/epc/users/init's answer: the member's own profile, then the programmes' parts. */
export type InitDto = { profile: ProfileDto } & Record<string, unknown>

export function toInitDto(read: InitRead, parts: Record<string, unknown>): InitDto {
  return { profile: toProfileDto(read.member), ...parts }
}
