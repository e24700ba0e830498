import type { ProfileDto } from '../../server/member-dto'

/** The body of PUT /api/epc/users/update: every editable field (a PUT replaces them all). */
export type ProfileUpdateBody = {
  civility: string | null
  firstname: string | null
  lastname: string | null
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
  optIns: ProfileDto['optIns']
  preferences: ProfileDto['preferences']
}

export function toProfileUpdateBody(profile: ProfileDto): ProfileUpdateBody {
  return {
    civility: profile.civility,
    firstname: profile.firstname,
    lastname: profile.lastname,
    birthName: profile.birthName,
    commonName: profile.commonName,
    birthdate: profile.birthdate,
    phone: profile.phone,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    postalBox: profile.postalBox,
    placeKnownAs: profile.placeKnownAs,
    zip: profile.zip,
    city: profile.city,
    country: profile.country,
    favouriteCasino: profile.favouriteCasino,
    optIns: profile.optIns,
    preferences: profile.preferences,
  }
}

/** Text inputs hold '' where the API holds null. */
export function toInput(value: string | null): string {
  return value ?? ''
}

export function fromInput(value: string): string | null {
  return value.trim() === '' ? null : value
}

/** A section's draft laid over the saved profile: the whole body, this section's fields edited. */
export function mergeSection(
  saved: ProfileDto,
  draft: Partial<ProfileUpdateBody>,
): ProfileUpdateBody {
  return { ...toProfileUpdateBody(saved), ...draft }
}
