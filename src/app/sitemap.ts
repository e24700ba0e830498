import type { MetadataRoute } from 'next'

import { getPageSitemapEntries, toSitemapUrls } from '@/features/content/server/sitemap'
import { getShowSitemapEntries } from '@/features/shows/server/sitemap'
import { getTournamentSitemapEntries } from '@/features/tournaments/server/sitemap'
import { getVenueSitemapEntries } from '@/features/venues/server/sitemap'
import { getEnv } from '@/platform/config/env'

// Rendered per request from cached content (no database query while the cache holds).
export const dynamic = 'force-dynamic'

/** Every published page anyone can open, in every language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const groups = await Promise.all([
    getPageSitemapEntries(),
    getVenueSitemapEntries(),
    getShowSitemapEntries(),
    getTournamentSitemapEntries(),
  ])
  return toSitemapUrls(getEnv().SITE_URL, groups.flat())
}
