/**
 * The phone rule of the member forms, apart from the other field rules: it carries
 * libphonenumber's numbering plans, which only the forms with a phone field should load (the
 * login form, on every page, uses the rest of validation.ts).
 */
import { normalizePhone as normalizePlatformPhone } from '@/platform/domain/phone'

import {
  isBlank,
  normalizeCountry,
  PHONE_EXAMPLE,
  type FieldError,
  type TextInput,
} from './validation'

/**
 * A phone number in E.164 (+33612345678), or null when it is not one: the platform's one phone
 * rule (src/platform/domain/phone.ts), a national number read in the plan of the member's country
 * (France when none is given).
 */
export function normalizePhone(value: string, country?: TextInput): string | null {
  return normalizePlatformPhone(value, isBlank(country) ? null : normalizeCountry(country))
}

export function checkPhone(value: string, country?: TextInput): FieldError | null {
  return normalizePhone(value, country)
    ? null
    : { code: 'phone', params: { example: PHONE_EXAMPLE } }
}
