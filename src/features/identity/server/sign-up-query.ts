import { z } from 'zod'

import type { Locale } from '@/platform/i18n/locales'

import { SPONSOR_CODE_PARAM, normalizeSponsorCode } from '../domain/sponsorship'

/**
 * The sponsor code of a sign-up URL, checked before it reaches the form: one value (the first of
 * repeated keys), short, and a sponsor code once normalised. Anything else is dropped: the form
 * opens empty, as without the parameter. The sign-up endpoint checks the code again on submit.
 */
const SponsorCodeParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '')
  .pipe(z.string().max(32))
  .transform((value) => (value ? normalizeSponsorCode(value) : null))
  .catch(null)

export function readSponsorCodeParam(
  query: Readonly<Record<string, string | string[] | undefined>>,
  locale: Locale,
): string | null {
  return SponsorCodeParam.parse(query[SPONSOR_CODE_PARAM[locale]])
}
