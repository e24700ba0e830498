import type { z } from 'zod'

import { ApiError } from '@/platform/http/api'
import { getTranslator, translateKey } from '@/platform/i18n/translator'
import type { Locale } from '@/platform/i18n/locales'

import {
  getBookingErrorField,
  isBookingError,
  suggestBookingHttpStatus,
  type BookingErrorCode,
  type BookingErrorParams,
} from '../domain'

/** Parameters every message of a code names: a missing one would break the translation. */
const PARAM_NAMES: Partial<Record<BookingErrorCode, string[]>> = {
  beyondHorizon: ['lastDay'],
  partyTooLarge: ['max'],
  stayTooShort: ['nights'],
  stayTooLong: ['max'],
  tooManyGuests: ['max'],
}

export function describeBookingError(
  code: BookingErrorCode,
  locale: Locale,
  params: BookingErrorParams = {},
): { code: BookingErrorCode; message: string } {
  const filled: BookingErrorParams = { ...params }
  for (const name of PARAM_NAMES[code] ?? []) filled[name] ??= '…'
  const message =
    translateKey(locale, `bookings.errors.${code}`, filled) ??
    getTranslator(locale, 'api')('technical')
  return { code, message }
}

/**
 * Coded booking errors → HTTP answers. A rule about one field (a date, the party size) also comes
 * back under `fieldErrors`, so the form shows it next to that field.
 */
export function mapBookingError(
  error: unknown,
  ctx: { locale: Locale },
  kind: 'table' | 'stay',
): ApiError | null {
  if (!isBookingError(error)) return null
  const described = describeBookingError(error.code, ctx.locale, error.params)
  const field = getBookingErrorField(error.code, kind)
  return new ApiError(suggestBookingHttpStatus(error.code), {
    ...described,
    ...(field ? { fieldErrors: { [field]: [described] } } : {}),
  })
}

export type BookingFieldErrorCode = 'required' | 'invalid' | 'email' | 'phone' | 'name' | 'date'

/** Which message a field gets when its value has the wrong shape. */
function fieldCode(field: string, issue: z.core.$ZodIssue): BookingFieldErrorCode {
  const missing = issue.code === 'invalid_type' && /undefined|received null/i.test(issue.message)
  if (missing || (issue.code === 'too_small' && 'origin' in issue && issue.origin === 'string')) {
    if (field === 'name') return 'name'
    return 'required'
  }
  if (field === 'email') return 'email'
  if (field === 'phone') return 'phone'
  if (field === 'name') return 'name'
  if (['date', 'arrival', 'departure'].includes(field)) return 'date'
  return 'invalid'
}

/** A body or query that is not the right shape: 400 with a translated message per field. */
export function invalidBookingInput(ctx: { locale: Locale }, issues: z.core.$ZodIssue[]): ApiError {
  const t = getTranslator(ctx.locale, 'bookings')
  const fieldErrors: Record<string, { code: string; message: string }[]> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_'
    const code = fieldCode(field, issue)
    const tooLong =
      issue.code === 'too_big' && 'maximum' in issue && typeof issue.maximum === 'number'
    const message = tooLong
      ? t('fieldErrors.tooLong', { max: Number((issue as { maximum: number }).maximum) })
      : t(`fieldErrors.${code}`)
    fieldErrors[field] = [...(fieldErrors[field] ?? []), { code, message }]
  }
  return new ApiError(400, {
    code: 'validation',
    message: getTranslator(ctx.locale, 'api')('invalidInput'),
    fieldErrors,
  })
}

export const tableRoute = {
  mapError: (error: unknown, ctx: { locale: Locale }) => mapBookingError(error, ctx, 'table'),
  invalidInput: invalidBookingInput,
}

export const stayRoute = {
  mapError: (error: unknown, ctx: { locale: Locale }) => mapBookingError(error, ctx, 'stay'),
  invalidInput: invalidBookingInput,
}
