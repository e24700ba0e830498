import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { SearchFilters, SearchResults } from '../domain'
import { SearchRepository } from './search-repository'

/**
 * The search itself is not cached: free text makes a poor cache key and the query answers in a
 * few milliseconds on the indexed, denormalized columns.
 */
export async function searchVenues(
  locale: Locale,
  filters: SearchFilters,
  now = new Date(),
): Promise<SearchResults> {
  return new SearchRepository(await getPayloadClient()).search(locale, filters, now)
}

export const getSearchOptions = unstable_cache(
  async (locale: Locale) => new SearchRepository(await getPayloadClient()).listOptions(locale),
  ['search:options'],
  { tags: [cacheTags.casinos()] },
)
