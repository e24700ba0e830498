import { headers } from 'next/headers'

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
