import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { SearchFilters, SearchResults } from '../domain'
import { VenueSearchReads } from '@/features/venues'

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
  return new SearchRepository(await getPayloadClient(), { casinos: getSearchCasinos }).search(
    locale,
    filters,
    now,
  )
}

/**
 * The published casinos the search joins its hits to (with their landing page's path): the same
 * for every search until staff publish a casino or a page, so cached and expired by those tags.
 */
const getSearchCasinos = unstable_cache(
  async (locale: Locale) => [
    ...(await new VenueSearchReads(await getPayloadClient()).loadCasinoMap(locale)).values(),
  ],
  ['search:casinos'],
  { tags: [cacheTags.casinos(), cacheTags.pages()] },
)

export const getSearchOptions = unstable_cache(
  async (locale: Locale) => new SearchRepository(await getPayloadClient()).listOptions(locale),
  ['search:options'],
  { tags: [cacheTags.casinos()] },
)
