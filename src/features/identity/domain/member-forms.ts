/**
 * Whole member forms: each runs the field rules of validation.ts over its fields, reports every
 * broken field at once, and returns the normalised values the server stores.
 *
 * Which fields are required (the spec does not say) follows from what the group needs to reach and
 * identify a member:
 * - always: civility, first and last name, birthdate, email (twice), password (twice), the three
 *   certifications (privacy policy, terms, age);
 * - new customers (no card yet): the postal address (line 1, city, country, and the zip code where
 *   the country has one), because the card is finalised at a casino from that record;
 * - card holders: the card number; the address is already on the card record, so it is optional;
 * - an address is all or nothing: once any part is typed, line 1, city, country and zip are needed;
 * - opting in to postal mail needs an address, opting in to SMS needs a phone number;
 * - lucky days are optional at sign-up, but come as a pair of two different days.
 */

import type { CalendarDate } from '@/platform/domain/calendar'
import { normalizeSponsorCode } from './sponsorship'
import {
  CASINO_ID_MAX_LENGTH,
  checkAccepted,
  checkAddressLine,
  checkBirthdate,
  checkCardNumber,
  checkChoice,
  checkCity,
  checkCountry,
  checkDate,
  checkEmail,
  checkEmailsMatch,
  checkLength,
  checkMonthDay,
  checkNewPassword,
  checkPasswordsMatch,
  checkPersonName,
  checkPostalBox,
  checkSponsorCode,
  checkZip,
  isBlank,
  isZipRequired,
  normalizeCardNumber,
  normalizeCountry,
  normalizeEmail,
  normalizeText,
  normalizeZip,
  type CheckboxInput,
  type FieldError,
  type TextInput,
} from './validation'
import { checkPhone, normalizePhone } from './phone'

export const CIVILITIES = ['Mr', 'Mrs'] as const
export type Civility = (typeof CIVILITIES)[number]

export const SIGN_UP_PATHS = ['newCustomer', 'cardHolder'] as const
export type SignUpPath = (typeof SIGN_UP_PATHS)[number]

/** Channels and topics the member agrees to be contacted on. Never pre-checked: absent is false. */
export type OptIns = {
  email: boolean
  sms: boolean
  mail: boolean
  hotel: boolean
  casino: boolean
  partner: boolean
}

export type Preferences = { games: boolean; barsRestaurants: boolean; shows: boolean }

export type OptInsInput = { [K in keyof OptIns]?: CheckboxInput }
export type PreferencesInput = { [K in keyof Preferences]?: CheckboxInput }

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError[]>>

export type FormResult<Value, Field extends string> =
  { ok: true; value: Value } | { ok: false; fieldErrors: FieldErrors<Field> }

/** Facts the form cannot know by itself; given by the server when it has them. */
export type FormContext = {
  /** Casinos a member may choose as favourite; when absent only the id's shape is checked. */
  casinoIds?: readonly string[]
}

export type ProfileInput = {
  civility?: TextInput
  firstname?: TextInput
  lastname?: TextInput
  birthName?: TextInput
  commonName?: TextInput
  birthdate?: TextInput
  phone?: TextInput
  addressLine1?: TextInput
  addressLine2?: TextInput
  postalBox?: TextInput
  placeKnownAs?: TextInput
  zip?: TextInput
  city?: TextInput
  country?: TextInput
  favouriteCasino?: TextInput
  optIns?: OptInsInput | null
  preferences?: PreferencesInput | null
}

export type ProfileField = Exclude<keyof ProfileInput, 'optIns' | 'preferences'>

export type ProfileData = {
  civility: Civility
  firstname: string
  lastname: string
  birthName: string | null
  commonName: string | null
  /** ISO `YYYY-MM-DD`. */
  birthdate: string
  /** E.164. */
  phone: string | null
  addressLine1: string | null
  addressLine2: string | null
  postalBox: string | null
  placeKnownAs: string | null
  zip: string | null
  city: string | null
  /** ISO 3166-1 alpha-2. */
  country: string | null
  favouriteCasino: string | null
  optIns: OptIns
  preferences: Preferences
}

export type SignUpInput = ProfileInput & {
  path?: TextInput
  email?: TextInput
  emailVerify?: TextInput
  password?: TextInput
  passwordVerify?: TextInput
  sponsorCode?: TextInput
  cvipCardNumber?: TextInput
  luckyDay1?: TextInput
  luckyDay2?: TextInput
  acceptPrivacyPolicy?: CheckboxInput
  acceptTerms?: CheckboxInput
  ageCertified?: CheckboxInput
}

export type SignUpField = Exclude<keyof SignUpInput, 'optIns' | 'preferences'>

export type SignUpData = ProfileData & {
  path: SignUpPath
  email: string
  password: string
  sponsorCode: string | null
  cvipCardNumber: string | null
  /** Two different `MM-DD` days, or null when not chosen. */
  luckyDays: [string, string] | null
  acceptedPrivacyPolicy: true
  acceptedTerms: true
  ageCertified: true
}

type Collector<Field extends string> = {
  readonly errors: FieldErrors<Field>
  add: (field: Field, ...errors: (FieldError | null)[]) => void
  hasError: (field: Field) => boolean
}

function createCollector<Field extends string>(): Collector<Field> {
  const errors: FieldErrors<Field> = {}
  return {
    errors,
    add(field, ...found) {
      const real = found.filter((error): error is FieldError => error !== null)
      if (real.length === 0) return
      errors[field] = [...(errors[field] ?? []), ...real]
    },
    hasError: (field) => (errors[field]?.length ?? 0) > 0,
  }
}

function finishForm<Value, Field extends string>(
  collector: Collector<Field>,
  buildValue: () => Value,
): FormResult<Value, Field> {
  return Object.keys(collector.errors).length > 0
    ? { ok: false, fieldErrors: collector.errors }
    : { ok: true, value: buildValue() }
}

type TextRule = {
  required: boolean
  check?: (value: string) => FieldError | null
  normalize?: (value: string) => string
}

/** The normalised value, or null when blank or invalid (the error is then collected). */
function readText<Field extends string>(
  collector: Collector<Field>,
  field: Field,
  raw: TextInput,
  rule: TextRule,
): string | null {
  if (isBlank(raw)) {
    if (rule.required) collector.add(field, { code: 'required' })
    return null
  }
  const error = rule.check?.(raw) ?? null
  collector.add(field, error)
  if (error) return null
  return (rule.normalize ?? normalizeText)(raw)
}

function readOptIns(input: OptInsInput | null | undefined): OptIns {
  return {
    email: input?.email === true,
    sms: input?.sms === true,
    mail: input?.mail === true,
    hotel: input?.hotel === true,
    casino: input?.casino === true,
    partner: input?.partner === true,
  }
}

function readPreferences(input: PreferencesInput | null | undefined): Preferences {
  return {
    games: input?.games === true,
    barsRestaurants: input?.barsRestaurants === true,
    shows: input?.shows === true,
  }
}

function checkCasinoId(value: string, context: FormContext): FieldError | null {
  const id = value.trim()
  return (
    checkLength(id, { max: CASINO_ID_MAX_LENGTH }) ??
    (context.casinoIds ? checkChoice(id, context.casinoIds) : null)
  )
}

const addressParts = [
  'addressLine1',
  'addressLine2',
  'postalBox',
  'placeKnownAs',
  'zip',
  'city',
] as const satisfies readonly ProfileField[]

function readProfile<Field extends string>(
  collector: Collector<Field | ProfileField>,
  input: ProfileInput,
  today: CalendarDate,
  options: { addressRequired: boolean; context: FormContext },
): ProfileData {
  const optIns = readOptIns(input.optIns)
  const hasAddressPart = addressParts.some((part) => !isBlank(input[part]))
  const addressRequired = options.addressRequired || optIns.mail || hasAddressPart
  const country = readText(collector, 'country', input.country, {
    required: addressRequired,
    check: checkCountry,
    normalize: normalizeCountry,
  })
  // Zip and phone rules depend on the country; an invalid one is already reported on its field.
  const validCountry = collector.hasError('country') ? null : input.country
  const civility = readText(collector, 'civility', input.civility, {
    required: true,
    check: (value) => checkChoice(value.trim(), CIVILITIES),
    normalize: (value) => value.trim(),
  })
  const phoneRule: TextRule = {
    required: optIns.sms,
    check: (value) => checkPhone(value, validCountry),
    normalize: (value) => normalizePhone(value, validCountry) ?? value,
  }
  return {
    civility: civility as Civility,
    firstname: readText(collector, 'firstname', input.firstname, nameRule(true)) ?? '',
    lastname: readText(collector, 'lastname', input.lastname, nameRule(true)) ?? '',
    birthName: readText(collector, 'birthName', input.birthName, nameRule(false)),
    commonName: readText(collector, 'commonName', input.commonName, nameRule(false)),
    birthdate:
      readText(collector, 'birthdate', input.birthdate, {
        required: true,
        check: (value) => checkBirthdate(value, today),
        normalize: (value) => value.trim(),
      }) ?? '',
    phone: readText(collector, 'phone', input.phone, phoneRule),
    addressLine1: readText(collector, 'addressLine1', input.addressLine1, {
      required: addressRequired,
      check: checkAddressLine,
    }),
    addressLine2: readText(collector, 'addressLine2', input.addressLine2, {
      required: false,
      check: checkAddressLine,
    }),
    postalBox: readText(collector, 'postalBox', input.postalBox, {
      required: false,
      check: checkPostalBox,
    }),
    placeKnownAs: readText(collector, 'placeKnownAs', input.placeKnownAs, {
      required: false,
      check: checkAddressLine,
    }),
    zip: readText(collector, 'zip', input.zip, {
      // Without a country yet, the French rule applies: most members live in France.
      required: addressRequired && (isBlank(input.country) || isZipRequired(input.country)),
      check: (value) => checkZip(value, validCountry),
      normalize: normalizeZip,
    }),
    city: readText(collector, 'city', input.city, { required: addressRequired, check: checkCity }),
    country,
    favouriteCasino: readText(collector, 'favouriteCasino', input.favouriteCasino, {
      required: false,
      check: (value) => checkCasinoId(value, options.context),
      normalize: (value) => value.trim(),
    }),
    optIns,
    preferences: readPreferences(input.preferences),
  }
}

function nameRule(required: boolean): TextRule {
  return { required, check: checkPersonName }
}

/** Two different `MM-DD` days, or null when both are blank; one without the other is an error. */
function readLuckyDays<Field extends string>(
  collector: Collector<Field | 'luckyDay1' | 'luckyDay2'>,
  first: TextInput,
  second: TextInput,
  required: boolean,
): [string, string] | null {
  const pairRequired = required || !isBlank(first) || !isBlank(second)
  const rule: TextRule = {
    required: pairRequired,
    check: checkMonthDay,
    // checkMonthDay only accepts the canonical `MM-DD` shape, so trimming is all that is left.
    normalize: (value) => value.trim(),
  }
  const day1 = readText(collector, 'luckyDay1', first, rule)
  const day2 = readText(collector, 'luckyDay2', second, rule)
  if (day1 === null || day2 === null) return null
  if (day1 === day2) {
    collector.add('luckyDay2', { code: 'luckyDaysDistinct' })
    return null
  }
  return [day1, day2]
}

/**
 * The sign-up form. `today` is the calendar date in the group's time zone (for the age rules).
 * A sponsor code is checked for its format here; whether a member owns it is the server's check
 * (hub 0005).
 */
export function validateSignUp(
  input: SignUpInput,
  today: CalendarDate,
  context: FormContext = {},
): FormResult<SignUpData, SignUpField> {
  const collector = createCollector<SignUpField>()
  // An unknown path is treated as the stricter new-customer path rather than rejected.
  const path: SignUpPath = input.path === 'cardHolder' ? 'cardHolder' : 'newCustomer'
  const profile = readProfile(collector, input, today, {
    addressRequired: path === 'newCustomer',
    context,
  })
  const email = readText(collector, 'email', input.email, {
    required: true,
    check: checkEmail,
    normalize: normalizeEmail,
  })
  if (!isBlank(input.emailVerify)) {
    collector.add('emailVerify', checkEmailsMatch(input.email, input.emailVerify))
  } else {
    collector.add('emailVerify', { code: 'required' })
  }
  const password = readNewPassword(collector, input)
  const sponsorCode = readText(collector, 'sponsorCode', input.sponsorCode, {
    required: false,
    check: checkSponsorCode,
    normalize: (value) => normalizeSponsorCode(value) ?? value,
  })
  const cvipCardNumber = readText(collector, 'cvipCardNumber', input.cvipCardNumber, {
    required: path === 'cardHolder',
    check: checkCardNumber,
    normalize: normalizeCardNumber,
  })
  const luckyDays = readLuckyDays(collector, input.luckyDay1, input.luckyDay2, false)
  collector.add('acceptPrivacyPolicy', checkAccepted(input.acceptPrivacyPolicy, 'privacyPolicy'))
  collector.add('acceptTerms', checkAccepted(input.acceptTerms, 'terms'))
  collector.add('ageCertified', checkAccepted(input.ageCertified, 'ageCertified'))
  return finishForm(collector, () => ({
    ...profile,
    path,
    email: email ?? '',
    password,
    sponsorCode,
    cvipCardNumber,
    luckyDays,
    acceptedPrivacyPolicy: true,
    acceptedTerms: true,
    ageCertified: true,
  }))
}

/**
 * The profile form (PUT /api/epc/users/update). It replaces every editable field: a blank optional
 * field clears it and an absent opt-in is a withdrawn consent. Email, password and lucky days have
 * their own forms, so a profile update can never change them by accident.
 */
export function validateProfileUpdate(
  input: ProfileInput,
  today: CalendarDate,
  context: FormContext = {},
): FormResult<ProfileData, ProfileField> {
  const collector = createCollector<ProfileField>()
  const profile = readProfile(collector, input, today, { addressRequired: false, context })
  return finishForm(collector, () => profile)
}

/**
 * Fields that identify the card holder. Once a member is Active, a casino has checked them against
 * an identity document; changing them online would break that link, so they are changed at a desk.
 */
export const FIELDS_LOCKED_WHEN_ACTIVE = [
  'civility',
  'firstname',
  'lastname',
  'birthName',
  'birthdate',
] as const satisfies readonly ProfileField[]

export type LockedField = (typeof FIELDS_LOCKED_WHEN_ACTIVE)[number]

/** The locked fields a validated update would change (compare with normalised stored values). */
export function listLockedFieldChanges(
  current: Pick<ProfileData, LockedField>,
  next: Pick<ProfileData, LockedField>,
): LockedField[] {
  return FIELDS_LOCKED_WHEN_ACTIVE.filter((field) => current[field] !== next[field])
}

export type LuckyDaysInput = { luckyDay1?: TextInput; luckyDay2?: TextInput }

/** PUT /api/epc/users/lucky-days: exactly two different days of the year. */
export function validateLuckyDays(
  input: LuckyDaysInput,
): FormResult<[string, string], 'luckyDay1' | 'luckyDay2'> {
  const collector = createCollector<'luckyDay1' | 'luckyDay2'>()
  const luckyDays = readLuckyDays(collector, input.luckyDay1, input.luckyDay2, true)
  return finishForm(collector, () => luckyDays ?? ['', ''])
}

export type EmailChangeInput = { email?: TextInput; emailVerify?: TextInput }

/** A new email twice, different from the current one (hotel code 0029's rule, as a field error). */
export function validateEmailChange(
  input: EmailChangeInput,
  currentEmail: string,
): FormResult<{ email: string }, 'email' | 'emailVerify'> {
  const collector = createCollector<'email' | 'emailVerify'>()
  const email = readText(collector, 'email', input.email, {
    required: true,
    check: (value) =>
      checkEmail(value) ??
      (normalizeEmail(value) === normalizeEmail(currentEmail) ? { code: 'emailUnchanged' } : null),
    normalize: normalizeEmail,
  })
  if (isBlank(input.emailVerify)) collector.add('emailVerify', { code: 'required' })
  else collector.add('emailVerify', checkEmailsMatch(input.email, input.emailVerify))
  return finishForm(collector, () => ({ email: email ?? '' }))
}

export type NewPasswordInput = { password?: TextInput; passwordVerify?: TextInput }
export type PasswordUpdateInput = NewPasswordInput & { currentPassword?: TextInput }

function readNewPassword<Field extends string>(
  collector: Collector<Field | 'password' | 'passwordVerify'>,
  input: NewPasswordInput,
): string {
  const password = input.password ?? ''
  if (password === '') collector.add('password', { code: 'required' })
  else collector.add('password', ...checkNewPassword(password))
  if ((input.passwordVerify ?? '') === '') collector.add('passwordVerify', { code: 'required' })
  else collector.add('passwordVerify', checkPasswordsMatch(input.password, input.passwordVerify))
  return password
}

/** The new password of a reset link. */
export function validatePasswordReset(
  input: NewPasswordInput,
): FormResult<{ password: string }, 'password' | 'passwordVerify'> {
  const collector = createCollector<'password' | 'passwordVerify'>()
  const password = readNewPassword(collector, input)
  return finishForm(collector, () => ({ password }))
}

/** A logged-in member changing password: the current one is required and must differ. */
export function validatePasswordUpdate(
  input: PasswordUpdateInput,
): FormResult<
  { currentPassword: string; password: string },
  'currentPassword' | 'password' | 'passwordVerify'
> {
  const collector = createCollector<'currentPassword' | 'password' | 'passwordVerify'>()
  const currentPassword = input.currentPassword ?? ''
  if (currentPassword === '') collector.add('currentPassword', { code: 'required' })
  const password = readNewPassword(collector, input)
  if (currentPassword !== '' && password === currentPassword) {
    collector.add('password', { code: 'passwordUnchanged' })
  }
  return finishForm(collector, () => ({ currentPassword, password }))
}

export type EmailLoginInput = { email?: TextInput; password?: TextInput }

/**
 * Login by email. The password is only required, never checked against the policy: the policy
 * may tighten after a member chose their password, and the answer must not hint at it.
 */
export function validateEmailLogin(
  input: EmailLoginInput,
): FormResult<{ email: string; password: string }, 'email' | 'password'> {
  const collector = createCollector<'email' | 'password'>()
  const email = readText(collector, 'email', input.email, {
    required: true,
    check: checkEmail,
    normalize: normalizeEmail,
  })
  const password = input.password ?? ''
  if (password === '') collector.add('password', { code: 'required' })
  return finishForm(collector, () => ({ email: email ?? '', password }))
}

export type CardLoginInput = { cardNumber?: TextInput; birthdate?: TextInput }

/** Login by card number and birthdate; whether they match is the server's check. */
export function validateCardLogin(
  input: CardLoginInput,
): FormResult<{ cardNumber: string; birthdate: string }, 'cardNumber' | 'birthdate'> {
  const collector = createCollector<'cardNumber' | 'birthdate'>()
  const cardNumber = readText(collector, 'cardNumber', input.cardNumber, {
    required: true,
    check: checkCardNumber,
    normalize: normalizeCardNumber,
  })
  const birthdate = readText(collector, 'birthdate', input.birthdate, {
    required: true,
    check: checkDate,
    normalize: (value) => value.trim(),
  })
  return finishForm(collector, () => ({ cardNumber: cardNumber ?? '', birthdate: birthdate ?? '' }))
}
