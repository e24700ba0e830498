'use server'

import { headers } from 'next/headers'

import { getEnv } from '@/platform/config/env'
import { readClientAddress } from '@/platform/http/client-address'
import { isLocale } from '@/platform/i18n/locales'

import { saveQuoteRequest } from './queries'
import type { SubmitQuoteRequestResult } from './quote-requests'

export type QuoteFormState = SubmitQuoteRequestResult | null

/**
 * The seminar quote form's server action: the form data as typed, validated and stored by the
 * seminars area, behind the public forms' captcha and rate limits. Server actions check the Origin.
 */
export async function submitQuoteRequestAction(
  locale: string,
  _previous: QuoteFormState,
  formData: FormData,
): Promise<QuoteFormState> {
  const input: Record<string, string> = {}
  for (const [key, value] of formData) {
    if (typeof value === 'string' && !key.startsWith('$')) input[key] = value
  }
  const incoming = await headers()
  const ip = readClientAddress((name) => incoming.get(name), getEnv().TRUST_PROXY)
  return saveQuoteRequest(input, isLocale(locale) ? locale : 'fr', ip)
}
