import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { SitemapEntry } from '@/features/content'
import { cacheTags } from '@/platform/cache/tags'
import { locales } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { hotelPath, restaurantPath } from './venue-paths'
import { VenuesRepository } from './venues-repository'

/** Every published restaurant and hotel page (a casino's page is its CMS landing page). */
export async function listVenueSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const entries = await new VenuesRepository(payload).listSitemapEntries()
  return entries.map((entry) => {
    const path = entry.kind === 'hotel' ? hotelPath : restaurantPath
    return {
      paths: Object.fromEntries(
        locales.map((locale) => [locale, path(locale, entry.casinoSlug, entry.slug)]),
      ),
      updatedAt: entry.updatedAt,
      priority: 0.6,
    }
  })
}

export const getVenueSitemapEntries = unstable_cache(
  async () => listVenueSitemapEntries(await getPayloadClient()),
  ['venues:sitemap'],
  { tags: [cacheTags.casinos(), cacheTags.restaurants(), cacheTags.hotels()] },
)
