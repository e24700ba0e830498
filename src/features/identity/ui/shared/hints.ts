import type { CalendarDate } from '@/platform/domain/calendar'
import {
  checkBirthdate,
  checkPersonName,
  isEmailAddress,
  listMissingPasswordClasses,
  countCharacters,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
} from '../../domain/validation'
import type { HintStrings } from '../strings'

/**
 * Client hints: quick answers before sending, from the same rules as the server. The server
 * checks everything again and has the last word.
 */
export function hintRequired(value: string, hints: HintStrings): string | null {
  return value.trim() === '' ? hints.required : null
}

export function hintEmail(value: string, hints: HintStrings): string | null {
  if (value.trim() === '') return hints.required
  return isEmailAddress(value) ? null : hints.email
}

/** A birthdate by the server's rule: a real past day, and 18 or over. */
export function hintBirthdate(
  value: string,
  today: CalendarDate,
  hints: HintStrings,
): string | null {
  if (value.trim() === '') return hints.required
  const error = checkBirthdate(value.trim(), today)
  if (!error) return null
  return error.code === 'adult' ? hints.adult : hints.birthdate
}

/** A first or last name by the server's rule: letters, spaces, hyphens, apostrophes, 50 at most. */
export function hintPersonName(
  value: string,
  required: boolean,
  hints: HintStrings,
): string | null {
  if (value.trim() === '') return required ? hints.required : null
  const error = checkPersonName(value)
  if (!error) return null
  return error.code === 'maxLength' ? hints.nameTooLong : hints.name
}

export function hintEmailsMatch(email: string, verify: string, hints: HintStrings): string | null {
  if (verify.trim() === '') return hints.required
  return normalizeEmail(email) === normalizeEmail(verify) ? null : hints.emailsMustMatch
}

export function isPasswordAcceptable(password: string): boolean {
  return (
    countCharacters(password) >= PASSWORD_MIN_LENGTH &&
    listMissingPasswordClasses(password).length === 0
  )
}

export function hintNewPassword(password: string, hints: HintStrings): string | null {
  if (password === '') return hints.required
  return isPasswordAcceptable(password) ? null : hints.passwordPolicy
}

export function hintPasswordsMatch(
  password: string,
  verify: string,
  hints: HintStrings,
): string | null {
  if (verify === '') return hints.required
  return password === verify ? null : hints.passwordsMustMatch
}

export function hintAccepted(checked: boolean, hints: HintStrings): string | null {
  return checked ? null : hints.mustAccept
}

/** The fields whose check returned a message. */
export function collectHints(checks: Record<string, string | null>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message
  return errors
}
