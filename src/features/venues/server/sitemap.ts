import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import { getPayloadClient } from '@/platform/payload'
import { ShowsRepository } from '@/features/shows/server/shows-repository'
import { TournamentsRepository } from '@/features/tournaments/server/tournaments-repository'

import type { VenueSitemapEntry } from '../domain'
import { VenuesRepository } from './venues-repository'

/**
 * Every published show, restaurant, hotel and tournament page (casinos are listed for
 * completeness; their page is the CMS landing page, already in the sitemap).
 */
export const getVenueSitemapEntries = unstable_cache(
  async (): Promise<VenueSitemapEntry[]> => {
    const payload = await getPayloadClient()
    const lists = await Promise.all([
      new VenuesRepository(payload).listSitemapEntries(),
      new ShowsRepository(payload).listSitemapEntries(),
      new TournamentsRepository(payload).listSitemapEntries(),
    ])
    return lists.flat()
  },
  ['venues:sitemap'],
  {
    tags: [
      cacheTags.casinos(),
      cacheTags.shows(),
      cacheTags.restaurants(),
      cacheTags.hotels(),
      cacheTags.tournaments(),
    ],
  },
)
