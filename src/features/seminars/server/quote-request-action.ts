'use server'

import { isLocale } from '@/platform/i18n/locales'

import { saveQuoteRequest } from './queries'
import type { SubmitQuoteRequestResult } from './quote-requests'

export type QuoteFormState = SubmitQuoteRequestResult | null

/**
 * The seminar quote form's server action: the form data as typed, validated and stored by the
 * seminars area. Server actions check the Origin; no captcha yet (forms issue).
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
  return saveQuoteRequest(input, isLocale(locale) ? locale : 'fr')
}
