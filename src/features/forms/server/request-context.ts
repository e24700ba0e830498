import { headers } from 'next/headers'
import { z } from 'zod'

import { getEnv } from '@/platform/config/env'
import { readClientAddress } from '@/platform/http/client-address'
import { isLocale, type Locale } from '@/platform/i18n/locales'

/** The client address of the request running a server action (rate limits, reCAPTCHA). */
export async function readActionClientAddress(): Promise<string | null> {
  const incoming = await headers()
  return readClientAddress((name) => incoming.get(name), getEnv().TRUST_PROXY)
}

export const toLocale = (value: string): Locale => (isLocale(value) ? value : 'fr')

/** The typed fields of a posted form (React's own `$ACTION_…` fields left out). */
export function readFormFields(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {}
  for (const [key, value] of formData) {
    if (typeof value === 'string' && !key.startsWith('$')) input[key] = value
  }
  return input
}

/** A value a form's action is bound to on the page (a locale, an unsubscribe token). */
const BoundValue = z.string().max(200)
const FormDataValue = z.instanceof(FormData)

/**
 * The arguments React sends a form action bound to one value, as useActionState calls it: the
 * bound value, the previous state (not read), the form data. Checked by acceptActionArguments.
 */
export const FormActionArguments = z
  .tuple([BoundValue, z.unknown(), FormDataValue])
  .rest(z.unknown())

/** The same for an action bound to two values (locale and token). */
export const TwiceBoundFormActionArguments = z
  .tuple([BoundValue, BoundValue, z.unknown(), FormDataValue])
  .rest(z.unknown())
