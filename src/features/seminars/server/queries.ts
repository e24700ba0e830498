import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { submitQuoteRequest, type SubmitQuoteRequestResult } from './quote-requests'
import { SeminarsRepository } from './seminars-repository'

export const getSeminarOffers = unstable_cache(
  async (locale: Locale, casinoSlug: string | null = null) =>
    new SeminarsRepository(await getPayloadClient()).listSeminarOffers(locale, { casinoSlug }),
  ['seminars:offers'],
  { tags: [cacheTags.seminarOffers(), cacheTags.casinos(), cacheTags.hotels(), cacheTags.media()] },
)

/** Validates and stores a quote request from the seminar form (never cached). */
export async function saveQuoteRequest(
  input: unknown,
  locale: Locale,
  ip: string | null,
): Promise<SubmitQuoteRequestResult> {
  return submitQuoteRequest(await getPayloadClient(), input, { locale, ip })
}
