import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { SitemapEntry } from '@/features/content'
import { cacheTags } from '@/platform/cache/tags'
import { locales } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { showPath } from './show-paths'
import { ShowsRepository } from './shows-repository'

/** Every published show page, in each language. */
export async function listShowSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const entries = await new ShowsRepository(payload).listSitemapEntries()
  return entries.map((entry) => ({
    paths: Object.fromEntries(
      locales.map((locale) => [locale, showPath(locale, entry.casinoSlug, entry.slug)]),
    ),
    updatedAt: entry.updatedAt,
    priority: 0.6,
  }))
}

export const getShowSitemapEntries = unstable_cache(
  async () => listShowSitemapEntries(await getPayloadClient()),
  ['shows:sitemap'],
  { tags: [cacheTags.shows(), cacheTags.casinos()] },
)
