/**
 * The identity error catalogues of the spec (section 8), as codes.
 *
 * The hub and the hotel programme reuse the same numbers with different meanings (0005 is "invalid
 * sponsor code" for the hub and "password not valid" for the hotel programme), so every code is
 * namespaced by its catalogue: `hub.0005`, `hotel.0005`. The namespaced code is also the message
 * key under `identity.errors` in messages/fr.json and messages/en.json.
 *
 * Domain code throws or returns these codes; only the edge turns one into an HTTP status
 * (`suggestHttpStatus`) and a translated message.
 */

import type { FieldError } from './validation'

export const HUB_ERROR_CODES = [
  '0005', // invalid sponsor code
  '0053', // email already used
  'invalid_grant', // invalid verification code
  'tooManyAttempts', // excessive attempts
  'blocked', // blocked account (4 minutes, reset password to unblock)
  'technical', // default: technical error, retry later
] as const

export const HOTEL_ERROR_CODES = [
  '0005', // password not valid
  '0011', // all fields required
  '0012', // email not valid
  '0026', // email unconfirmed, activation link sent
  '0029', // new email identical to old
  '0041', // terms must be accepted
  '0044', // account not found
  '0050', // invalid client api token
  '0053', // email already used
  '0072', // blocked after 3 failed logins, retry in 1 hour
  '0086', // activation token invalid or expired
  '0088', // invalid reset token
  '0089', // expired reset token
  '0090', // incorrect email or password
  '0106', // card renewal already requested
  '0109', // account not found
  '0112', // collaborator not authorised
  '0113', // collaborator email not allowed
  '0117', // too many requests in the last 12 months (limit 2)
  '0118', // account not found
  '0135', // reset token invalid or expired
] as const

export const LOGIN_ERROR_CODES = [
  'invalidBirthdate', // card login: the birthdate does not match the card
  'qrCode', // the QR code could not be read or is not a member card
  'card', // the card (RFID) could not be read
  'cardNotFound', // a typed card number that matches no active member card
  'tooManyFailures', // too many failed logins from one network: wait, or pass the captcha
] as const

/**
 * Not in the spec's catalogues, but every identity endpoint needs them: the issue asks for a coded
 * 401 when there is no session, and for VIP calls made before the terms are accepted.
 */
export const SESSION_ERROR_CODES = [
  'unauthenticated', // no session, or the access token is invalid
  'expired', // the refresh token expired: log in again
  'termsNotAccepted', // connected, but the current terms are not accepted
  'suspended', // member support suspended the account: no login until they lift it
] as const

export type HubErrorCode = (typeof HUB_ERROR_CODES)[number]
export type HotelErrorCode = (typeof HOTEL_ERROR_CODES)[number]
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number]
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number]

export type IdentityErrorCode =
  | `hub.${HubErrorCode}`
  | `hotel.${HotelErrorCode}`
  | `login.${LoginErrorCode}`
  | `session.${SessionErrorCode}`

export type IdentityErrorCatalogue = 'hub' | 'hotel' | 'login' | 'session'

export const IDENTITY_ERROR_CODES: readonly IdentityErrorCode[] = [
  ...HUB_ERROR_CODES.map((code) => `hub.${code}` as const),
  ...HOTEL_ERROR_CODES.map((code) => `hotel.${code}` as const),
  ...LOGIN_ERROR_CODES.map((code) => `login.${code}` as const),
  ...SESSION_ERROR_CODES.map((code) => `session.${code}` as const),
]

const knownCodes: ReadonlySet<string> = new Set(IDENTITY_ERROR_CODES)

export function isIdentityErrorCode(value: unknown): value is IdentityErrorCode {
  return typeof value === 'string' && knownCodes.has(value)
}

export type SuggestedHttpStatus = 400 | 401 | 403 | 404 | 409 | 423 | 429 | 500

/**
 * The status an API answer should carry. A suggestion, because the edge may deliberately blur it:
 * login and forgotten-password answers must not reveal whether an account exists (see
 * `maskAccountExistence`).
 */
const httpStatusByCode: Record<IdentityErrorCode, SuggestedHttpStatus> = {
  'hub.0005': 400,
  'hub.0053': 409,
  // RFC 6749 answers invalid_grant with 400.
  'hub.invalid_grant': 400,
  'hub.tooManyAttempts': 429,
  'hub.blocked': 423,
  'hub.technical': 500,
  'hotel.0005': 400,
  'hotel.0011': 400,
  'hotel.0012': 400,
  // The account exists and is known, but may not log in until the email is confirmed.
  'hotel.0026': 403,
  'hotel.0029': 400,
  'hotel.0041': 403,
  'hotel.0044': 404,
  'hotel.0050': 401,
  'hotel.0053': 409,
  'hotel.0072': 423,
  'hotel.0086': 400,
  'hotel.0088': 400,
  'hotel.0089': 400,
  'hotel.0090': 401,
  'hotel.0106': 409,
  'hotel.0109': 404,
  'hotel.0112': 403,
  'hotel.0113': 403,
  'hotel.0117': 429,
  'hotel.0118': 404,
  'hotel.0135': 400,
  'login.invalidBirthdate': 401,
  'login.qrCode': 401,
  'login.card': 401,
  'login.cardNotFound': 401,
  'login.tooManyFailures': 429,
  'session.unauthenticated': 401,
  'session.expired': 401,
  'session.termsNotAccepted': 403,
  'session.suspended': 403,
}

export function suggestHttpStatus(code: IdentityErrorCode): SuggestedHttpStatus {
  return httpStatusByCode[code]
}

const accountNotFoundCodes: ReadonlySet<IdentityErrorCode> = new Set([
  'hotel.0044',
  'hotel.0109',
  'hotel.0118',
])

export function isAccountNotFound(code: IdentityErrorCode): boolean {
  return accountNotFoundCodes.has(code)
}

/**
 * On login, "no such account" and "wrong password" must look the same to the caller, or the login
 * form becomes a way to test which emails are members.
 */
export function maskAccountExistence(code: IdentityErrorCode): IdentityErrorCode {
  return isAccountNotFound(code) ? 'hotel.0090' : code
}

/** The catalogue and the code inside it, e.g. for `t(\`errors.${catalogue}.${key}\`)`. */
export function splitIdentityErrorCode(code: IdentityErrorCode): {
  catalogue: IdentityErrorCatalogue
  key: string
} {
  const separator = code.indexOf('.')
  return {
    catalogue: code.slice(0, separator) as IdentityErrorCatalogue,
    key: code.slice(separator + 1),
  }
}

/** Values the translated message may interpolate, e.g. the minutes left on a block. */
export type IdentityErrorParams = Record<string, string | number>

export class IdentityError extends Error {
  readonly code: IdentityErrorCode
  readonly params: IdentityErrorParams | undefined
  /** The form fields the code is about, with their own message (e.g. 'Invalid domain'). */
  readonly fieldErrors: Partial<Record<string, FieldError[]>> | undefined

  constructor(
    code: IdentityErrorCode,
    options: {
      params?: IdentityErrorParams
      cause?: unknown
      fieldErrors?: Partial<Record<string, FieldError[]>>
    } = {},
  ) {
    // The message is for logs only; users see the translated message of the code.
    super(`Identity error ${code}`, { cause: options.cause })
    this.name = 'IdentityError'
    this.code = code
    this.params = options.params
    this.fieldErrors = options.fieldErrors
  }
}

export function isIdentityError(value: unknown): value is IdentityError {
  return value instanceof IdentityError
}

/**
 * The hotel catalogue's code for a form refused field by field (spec section 8), at the hotel
 * programme's doors (its login, the collaborator sign-up): a missing field (0011) first, then an
 * e-mail that is not one (0012), a password the rules refuse (0005), the terms not accepted
 * (0041). The answer keeps the field errors, so the form still says what to fix where.
 */
export function hotelCodeForFields(
  fieldErrors: Partial<Record<string, readonly FieldError[]>>,
): `hotel.${HotelErrorCode}` | null {
  const errors = Object.entries(fieldErrors).flatMap(([field, list]) =>
    (list ?? []).map((error) => ({ field, code: error.code })),
  )
  if (errors.some(({ code }) => code === 'required')) return 'hotel.0011'
  if (errors.some(({ field, code }) => field === 'email' && code === 'email')) return 'hotel.0012'
  if (
    errors.some(
      ({ field, code }) =>
        field.startsWith('password') &&
        (code === 'passwordPolicy' || code === 'passwordsMustMatch' || code === 'minLength'),
    )
  ) {
    return 'hotel.0005'
  }
  if (errors.some(({ code }) => code === 'terms')) return 'hotel.0041'
  return null
}
