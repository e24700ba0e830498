import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js'
import mobileExamples from 'libphonenumber-js/mobile/examples'

import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH } from './phone-limits'

export { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH }

/**
 * The one phone rule (sign-up, profile, table and room bookings, contact and quote requests):
 * libphonenumber's numbering plans, a number stored in E.164 (+32470123456).
 *
 * A number written the national way is read in the numbering plan of `country` (the member's
 * address, or the country chosen beside the field), France when none is given: a Belgian guest's
 * "0470 12 34 56" with Belgium chosen is +32 470 12 34 56, never the French +33 4 70 12 34 56. A
 * number written internationally (+32 …, 0032 … from France) is read as written, whatever the
 * country. Letters are refused rather than ignored ("06 12 AB 56 78" is a typo, not a number).
 */
export function normalizePhone(value: string, country?: string | null): string | null {
  if (value.length > PHONE_MAX_LENGTH || /[^\d\s.()+-]/.test(value)) return null
  const code = country?.trim().toUpperCase() || DEFAULT_PHONE_COUNTRY
  // "+33 (0)6 12 …": the bracketed trunk prefix some write in the international form.
  const text = value.replace(/\(0\)/g, '')
  const parsed = isSupportedCountry(code)
    ? parsePhoneNumberFromString(text, code)
    : parsePhoneNumberFromString(text)
  return parsed?.isValid() ? parsed.number : null
}

/**
 * How a mobile number of `country` is written there ("0470 12 34 56" is Belgian, "06 12 34 56 78"
 * French): the format a form suggests beside its phone field, from libphonenumber's example
 * numbers. France's for a country the plans do not know.
 */
export function phoneExample(country?: string | null): string {
  const code = country?.trim().toUpperCase() || DEFAULT_PHONE_COUNTRY
  const example = isSupportedCountry(code) ? getExampleNumber(code, mobileExamples) : undefined
  return (example ?? getExampleNumber(DEFAULT_PHONE_COUNTRY, mobileExamples)!).formatNational()
}

/**
 * The suggested format of each country a form offers, for the browser to show beside the phone
 * field as the chosen country changes (the forms that do not load the numbering plans).
 */
export function listPhoneExamples(countries: readonly string[]): Record<string, string> {
  return Object.fromEntries(countries.map((country) => [country, phoneExample(country)]))
}
