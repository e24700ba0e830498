/**
 * Field rules of spec section 5. Each `checkX` takes the value as typed and returns null or the
 * first error of that field; each `normalizeX` gives the form a valid value is stored in. The spec
 * shows messages but no bounds: the bounds chosen here are the constants below, and the message
 * parameters carry them so the UI never repeats a number.
 *
 * Whole forms (sign-up, profile) are in member-forms.ts.
 */

import {
  compareCalendarDates,
  computeAge,
  formatIsoDate,
  parseIsoDate,
  parseMonthDay,
  resolveMonthDayInYear,
  type CalendarDate,
} from '@/platform/domain/calendar'

import { normalizeSponsorCode } from './sponsorship'

export const PASSWORD_MIN_LENGTH = 12
/** Passwords are hashed with a memory-hard function: an upper bound keeps that cost predictable. */
export const PASSWORD_MAX_LENGTH = 128
export const PASSWORD_MIN_PER_CLASS = 1
export const PERSON_NAME_MAX_LENGTH = 50
export const EMAIL_MAX_LENGTH = 254
const EMAIL_LOCAL_PART_MAX_LENGTH = 64
/** French postal addresses (AFNOR NF Z10-011) allow 38 characters per line. */
export const ADDRESS_LINE_MAX_LENGTH = 38
/** The longest French commune name has 45 characters. */
export const CITY_MAX_LENGTH = 50
export const CASINO_ID_MAX_LENGTH = 100
export const CARD_NUMBER_LENGTH = 10
export const ADULT_AGE = 18
/** Older birthdates are typing mistakes (1093 for 1993), not members. */
export const MAX_AGE = 120
export const PHONE_EXAMPLE = '+33 6 12 34 56 78'

export type PasswordClass = 'lowercase' | 'uppercase' | 'digit' | 'special'

export const PASSWORD_CLASSES: readonly PasswordClass[] = [
  'lowercase',
  'uppercase',
  'digit',
  'special',
]

export type FieldError =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'emailsMustMatch' }
  | { code: 'emailUnchanged' }
  | { code: 'passwordsMustMatch' }
  | { code: 'passwordUnchanged' }
  | { code: 'passwordPolicy'; missing: PasswordClass[]; params: { minPerClass: number } }
  | { code: 'minLength'; params: { min: number } }
  | { code: 'maxLength'; params: { max: number } }
  | { code: 'exactLength'; params: { length: number } }
  | { code: 'lettersAndSpaces' }
  | { code: 'lettersDigitsAndSpaces' }
  | { code: 'digitsOnly' }
  | { code: 'phone'; params: { example: string } }
  | { code: 'zipCode'; params: { example: string } }
  | { code: 'country' }
  | { code: 'invalidChoice' }
  | { code: 'date' }
  | { code: 'dateAfter'; params: { date: string } }
  | { code: 'dateBefore'; params: { date: string } }
  | { code: 'adult'; params: { age: number } }
  | { code: 'ageCertified' }
  | { code: 'privacyPolicy' }
  | { code: 'terms' }
  | { code: 'sponsorCode' }
  | { code: 'collaboratorDomain' }
  | { code: 'departureNeedsArrival' }
  | { code: 'luckyDaysDistinct' }
  | { code: 'currentPassword' }
  | { code: 'lockedWhenActive' }
  | { code: 'cardNotFound' }
  | { code: 'luckyDaysLocked'; params: { year: number } }
  // The captcha of sign-up and forgotten password (forms area, docs/decisions/0023-captcha.md).
  | { code: CaptchaFieldErrorCode }

type CaptchaFieldErrorCode = (typeof CAPTCHA_FIELD_ERROR_CODES)[number]
const CAPTCHA_FIELD_ERROR_CODES = [
  'captchaRequired',
  'captchaInvalid',
  'captchaExpired',
  'captchaReplayed',
  'captchaUnavailable',
] as const

export type FieldErrorCode = FieldError['code']

/** Every field error code, e.g. to check that each has a message in both languages. */
export const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  'required',
  'email',
  'emailsMustMatch',
  'emailUnchanged',
  'passwordsMustMatch',
  'passwordUnchanged',
  'passwordPolicy',
  'minLength',
  'maxLength',
  'exactLength',
  'lettersAndSpaces',
  'lettersDigitsAndSpaces',
  'digitsOnly',
  'phone',
  'zipCode',
  'country',
  'invalidChoice',
  'date',
  'dateAfter',
  'dateBefore',
  'adult',
  'ageCertified',
  'privacyPolicy',
  'terms',
  'sponsorCode',
  'collaboratorDomain',
  'departureNeedsArrival',
  'luckyDaysDistinct',
  'currentPassword',
  'lockedWhenActive',
  'cardNotFound',
  'luckyDaysLocked',
  ...CAPTCHA_FIELD_ERROR_CODES,
]

/** What a form field may hold before validation: the server layer passes parsed JSON through. */
export type TextInput = string | null | undefined
export type CheckboxInput = boolean | null | undefined

/** Code points, not UTF-16 units: "é" typed as one character counts as one. */
export function countCharacters(value: string): number {
  return [...value].length
}

/** NFC, trimmed, inner runs of whitespace collapsed: how free text is compared and stored. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ')
}

export function isBlank(value: TextInput): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === ''
}

export function checkRequired(value: TextInput): FieldError | null {
  return isBlank(value) ? { code: 'required' } : null
}

export function checkLength(
  value: string,
  bounds: { min?: number; max?: number },
): FieldError | null {
  const length = countCharacters(value)
  if (bounds.min !== undefined && length < bounds.min) {
    return { code: 'minLength', params: { min: bounds.min } }
  }
  if (bounds.max !== undefined && length > bounds.max) {
    return { code: 'maxLength', params: { max: bounds.max } }
  }
  return null
}

// --- email -------------------------------------------------------------------------------------

const emailLocalPartPattern = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i
const domainLabelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const topLevelDomainPattern = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i

/**
 * Emails are compared and stored in lower case: mail providers treat the local part
 * case-insensitively in practice, and two accounts differing only by case would be a support trap.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

/**
 * A practical address check (RFC 5321 dot-atom, lengths, a real-looking domain): quoted local
 * parts, IP literals and non-ASCII local parts are refused because mail systems handle them badly.
 * Internationalised domains are accepted in their punycode (xn--) form.
 */
export function isEmailAddress(value: string): boolean {
  const email = normalizeEmail(value)
  if (email.length > EMAIL_MAX_LENGTH) return false
  const at = email.lastIndexOf('@')
  if (at < 1) return false
  const localPart = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  if (localPart.length > EMAIL_LOCAL_PART_MAX_LENGTH) return false
  if (!emailLocalPartPattern.test(localPart)) return false
  if (labels.length < 2 || !labels.every((label) => domainLabelPattern.test(label))) return false
  return topLevelDomainPattern.test(labels[labels.length - 1] ?? '')
}

export function checkEmail(value: string): FieldError | null {
  if (normalizeEmail(value).length > EMAIL_MAX_LENGTH) {
    return { code: 'maxLength', params: { max: EMAIL_MAX_LENGTH } }
  }
  return isEmailAddress(value) ? null : { code: 'email' }
}

export function checkEmailsMatch(email: TextInput, emailVerify: TextInput): FieldError | null {
  return normalizeEmail(email ?? '') === normalizeEmail(emailVerify ?? '')
    ? null
    : { code: 'emailsMustMatch' }
}

/**
 * Collaborator accounts need an address in one of the group's domains. The match is exact: a
 * subdomain is only allowed when it is listed itself, so "atout.fr.evil.com" and
 * "mail.atout.fr" are both refused unless configured.
 */
export function checkCollaboratorDomain(
  email: string,
  allowedDomains: readonly string[],
): FieldError | null {
  if (!isEmailAddress(email)) return { code: 'email' }
  const domain = normalizeEmail(email).slice(normalizeEmail(email).lastIndexOf('@') + 1)
  const allowed = allowedDomains.some((entry) => entry.trim().toLowerCase() === domain)
  return allowed ? null : { code: 'collaboratorDomain' }
}

// --- password ----------------------------------------------------------------------------------

// Whitespace is allowed in a password (passphrases) but does not count as a special character.
const passwordClassPatterns: Record<PasswordClass, RegExp> = {
  lowercase: /\p{Ll}/gu,
  uppercase: /\p{Lu}/gu,
  digit: /\p{Nd}/gu,
  special: /[^\p{L}\p{M}\p{N}\s]/gu,
}

export function listMissingPasswordClasses(password: string): PasswordClass[] {
  return PASSWORD_CLASSES.filter(
    (passwordClass) =>
      (password.match(passwordClassPatterns[passwordClass]) ?? []).length < PASSWORD_MIN_PER_CLASS,
  )
}

/**
 * A new password: 12 to 128 characters with at least one lowercase letter, one uppercase letter,
 * one digit and one special character. Every broken part is reported so the form can tick them
 * off. Passwords are never trimmed or normalised: what is typed is what is hashed.
 */
export function checkNewPassword(password: string): FieldError[] {
  const errors: FieldError[] = []
  const lengthError = checkLength(password, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
  if (lengthError) errors.push(lengthError)
  const missing = listMissingPasswordClasses(password)
  if (missing.length > 0) {
    errors.push({
      code: 'passwordPolicy',
      missing,
      params: { minPerClass: PASSWORD_MIN_PER_CLASS },
    })
  }
  return errors
}

export function checkPasswordsMatch(
  password: TextInput,
  passwordVerify: TextInput,
): FieldError | null {
  return (password ?? '') === (passwordVerify ?? '') ? null : { code: 'passwordsMustMatch' }
}

// --- names and addresses -----------------------------------------------------------------------

// A letter first and last; inside, letters (with their accents), spaces, apostrophes and hyphens:
// "Jean-Pierre", "N'Diaye", "N’Diaye", "Éloïse", "de La Tour".
const personNamePattern = /^\p{L}(?:[\p{L}\p{M} '’-]*[\p{L}\p{M}])?$/u
const cityPattern = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} '’.-]*[\p{L}\p{M}\p{N}.])?$/u
// Address lines also need the punctuation of real addresses: "12 bis, rue de l'Église", "Bât. B/3".
const addressLinePattern = /^[\p{L}\p{M}\p{N} '’.,/°#-]*[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,/°#-]*$/u
const postalBoxPattern = /^[\p{L}\p{M}\p{N} ]+$/u

export function checkPersonName(value: string): FieldError | null {
  const name = normalizeText(value)
  return (
    checkLength(name, { max: PERSON_NAME_MAX_LENGTH }) ??
    (personNamePattern.test(name) ? null : { code: 'lettersAndSpaces' })
  )
}

export function checkCity(value: string): FieldError | null {
  const city = normalizeText(value)
  return (
    checkLength(city, { max: CITY_MAX_LENGTH }) ??
    (cityPattern.test(city) ? null : { code: 'lettersDigitsAndSpaces' })
  )
}

/** Address lines 1 and 2 and "place known as" (lieu-dit). */
export function checkAddressLine(value: string): FieldError | null {
  const line = normalizeText(value)
  return (
    checkLength(line, { max: ADDRESS_LINE_MAX_LENGTH }) ??
    (addressLinePattern.test(line) ? null : { code: 'lettersDigitsAndSpaces' })
  )
}

/** "BP 1234", "CS 70001": letters, digits and spaces only. */
export function checkPostalBox(value: string): FieldError | null {
  const box = normalizeText(value)
  return (
    checkLength(box, { max: ADDRESS_LINE_MAX_LENGTH }) ??
    (postalBoxPattern.test(box) ? null : { code: 'lettersDigitsAndSpaces' })
  )
}

// --- country and zip code ----------------------------------------------------------------------

/**
 * ISO 3166-1 alpha-2 codes, plus XK (Kosovo), which ISO has not assigned but passports, banks and
 * the EU use.
 */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/)

const countryCodes: ReadonlySet<string> = new Set(COUNTRY_CODES)

export function normalizeCountry(value: string): string {
  return value.trim().toUpperCase()
}

export function checkCountry(value: string): FieldError | null {
  return countryCodes.has(normalizeCountry(value)) ? null : { code: 'country' }
}

type ZipFormat = { pattern: RegExp; example: string; digitsOnly: boolean }

const frenchZip: ZipFormat = { pattern: /^\d{5}$/, example: '75008', digitsOnly: true }

/**
 * Zip formats of the countries our members come from. France, Monaco and the French overseas
 * territories use five digits; elsewhere a known format is checked, and any other country gets a
 * loose check, because a wrong format table would lock real people out.
 */
const zipFormats: Record<string, ZipFormat> = {
  FR: frenchZip,
  GP: frenchZip,
  MQ: frenchZip,
  GF: frenchZip,
  RE: frenchZip,
  YT: frenchZip,
  PM: frenchZip,
  BL: frenchZip,
  MF: frenchZip,
  NC: frenchZip,
  PF: frenchZip,
  WF: frenchZip,
  MC: { pattern: /^980\d{2}$/, example: '98000', digitsOnly: true },
  BE: { pattern: /^\d{4}$/, example: '1000', digitsOnly: true },
  CH: { pattern: /^\d{4}$/, example: '1201', digitsOnly: true },
  LU: { pattern: /^\d{4}$/, example: '1111', digitsOnly: true },
  DE: { pattern: /^\d{5}$/, example: '10115', digitsOnly: true },
  ES: { pattern: /^\d{5}$/, example: '28001', digitsOnly: true },
  IT: { pattern: /^\d{5}$/, example: '00184', digitsOnly: true },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 AB', digitsOnly: false },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001', digitsOnly: false },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: 'SW1A 1AA', digitsOnly: false },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '10001', digitsOnly: false },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: 'H2X 1Y4', digitsOnly: false },
}

const looseZip: ZipFormat = {
  pattern: /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/,
  example: '75008',
  digitsOnly: false,
}

/** Countries where an address without a zip code would not be delivered. */
export function isZipRequired(country: string): boolean {
  return normalizeCountry(country) in zipFormats
}

export function normalizeZip(value: string): string {
  return normalizeText(value).toUpperCase()
}

/** The zip code for a country; with no (valid) country, the French format applies. */
export function checkZip(value: string, country: TextInput): FieldError | null {
  const zip = normalizeZip(value)
  const format = isBlank(country) ? frenchZip : (zipFormats[normalizeCountry(country)] ?? looseZip)
  if (format.pattern.test(zip)) return null
  if (format.digitsOnly && /\D/.test(zip)) return { code: 'digitsOnly' }
  return { code: 'zipCode', params: { example: format.example } }
}

// --- card, sponsor code, choices ---------------------------------------------------------------

/**
 * CVIP card numbers are 10 digits, typed with or without spaces or hyphens (they are printed in
 * groups). Non-digits are reported before the length so "12345ABCDE" says "digits only".
 */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function checkCardNumber(value: string): FieldError | null {
  const card = normalizeCardNumber(value)
  if (!/^\d+$/.test(card)) return { code: 'digitsOnly' }
  return card.length === CARD_NUMBER_LENGTH
    ? null
    : { code: 'exactLength', params: { length: CARD_NUMBER_LENGTH } }
}

/** The format only: whether the code belongs to a member is the server's question (hub 0005). */
export function checkSponsorCode(value: string): FieldError | null {
  return normalizeSponsorCode(value) ? null : { code: 'sponsorCode' }
}

export function checkChoice<T extends string>(
  value: string,
  choices: readonly T[],
): FieldError | null {
  return (choices as readonly string[]).includes(value) ? null : { code: 'invalidChoice' }
}

export function checkAccepted(
  value: CheckboxInput,
  code: 'privacyPolicy' | 'terms' | 'ageCertified',
): FieldError | null {
  return value === true ? null : { code }
}

// --- dates -------------------------------------------------------------------------------------

export function checkDate(value: string): FieldError | null {
  return parseIsoDate(value.trim()) ? null : { code: 'date' }
}

/** Strictly after the bound. Dates in parameters are ISO; the UI formats them for the locale. */
export function checkDateAfter(value: string, bound: CalendarDate): FieldError | null {
  const date = parseIsoDate(value.trim())
  if (!date) return { code: 'date' }
  return compareCalendarDates(date, bound) > 0
    ? null
    : { code: 'dateAfter', params: { date: formatIsoDate(bound) } }
}

/** Strictly before the bound. */
export function checkDateBefore(value: string, bound: CalendarDate): FieldError | null {
  const date = parseIsoDate(value.trim())
  if (!date) return { code: 'date' }
  return compareCalendarDates(date, bound) < 0
    ? null
    : { code: 'dateBefore', params: { date: formatIsoDate(bound) } }
}

/**
 * A birthdate: a real day, before today, less than 120 years ago, and 18 or over on `today` (the
 * casinos only admit adults). `today` is passed in, in the group's time zone, so the rule never
 * reads the clock and a test can stand on any day.
 */
export function checkBirthdate(value: string, today: CalendarDate): FieldError | null {
  const birthdate = parseIsoDate(value.trim())
  if (!birthdate) return { code: 'date' }
  const earliest = resolveMonthDayInYear(today, today.year - MAX_AGE)
  return (
    checkDateBefore(value, today) ??
    checkDateAfter(value, earliest) ??
    (computeAge(birthdate, today) >= ADULT_AGE
      ? null
      : { code: 'adult', params: { age: ADULT_AGE } })
  )
}

/** A departure date needs an arrival date, and comes after it. Reported on the departure field. */
export function checkDeparture(arrival: TextInput, departure: TextInput): FieldError | null {
  if (isBlank(departure)) return null
  if (isBlank(arrival)) return { code: 'departureNeedsArrival' }
  const arrivalDate = parseIsoDate(arrival.trim())
  if (!arrivalDate) return checkDate(departure)
  return checkDateAfter(departure, arrivalDate)
}

/** A lucky day is a recurring day of the year, `MM-DD`: "02-30" and "13-01" do not exist. */
export function checkMonthDay(value: string): FieldError | null {
  return parseMonthDay(value) ? null : { code: 'date' }
}
