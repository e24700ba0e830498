'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { getEnv } from '@/platform/config/env'
import { acceptActionArguments } from '@/platform/http/action-scope'
import { readClientAddress } from '@/platform/http/client-address'
import { isLocale } from '@/platform/i18n/locales'

import { saveQuoteRequest } from './queries'
import type { SubmitQuoteRequestResult } from './quote-requests'

export type QuoteFormState = SubmitQuoteRequestResult | null

/** As useActionState calls the action: (bound locale, previous state, form data). */
const QuoteActionArguments = z
  .tuple([z.string().max(10), z.unknown(), z.instanceof(FormData)])
  .rest(z.unknown())

/**
 * The seminar quote form's server action: the form data as typed, validated and stored by the
 * seminars area, behind the public forms' captcha and rate limits. Server actions check the Origin.
 */
export async function submitQuoteRequestAction(
  locale: string,
  previous: QuoteFormState,
  formData: FormData,
): Promise<QuoteFormState> {
  const [language, , form] = acceptActionArguments(QuoteActionArguments, [
    locale,
    previous,
    formData,
  ])
  const input: Record<string, string> = {}
  for (const [key, value] of form) {
    if (typeof value === 'string' && !key.startsWith('$')) input[key] = value
  }
  const incoming = await headers()
  const ip = readClientAddress((name) => incoming.get(name), getEnv().TRUST_PROXY)
  return saveQuoteRequest(input, isLocale(language) ? language : 'fr', ip)
}
