import type { MetadataRoute } from 'next'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { defaultLocale, localeTags, localizePath, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { ContentRepository } from './content-repository'

/** One page of the sitemap: its public path in each of its languages (locale prefix included). */
export type SitemapEntry = {
  paths: Partial<Record<Locale, string>>
  updatedAt: string
  priority: number
}

/** The CMS pages of the sitemap (public ones only); the home page is listed at '/'. */
export async function listPageSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const repository = new ContentRepository(payload)
  const [pages, settings] = await Promise.all([
    repository.listSitemapPages(),
    repository.getSiteSettings(defaultLocale),
  ])
  return pages.map((page) => {
    const isHome = page.id === settings.homePageId
    const paths: Partial<Record<Locale, string>> = {}
    for (const [locale, path] of Object.entries(page.paths) as [Locale, string][]) {
      paths[locale] = localizePath(isHome ? '/' : path, locale)
    }
    return { paths, updatedAt: page.updatedAt, priority: isHome ? 1 : 0.7 }
  })
}

export const getPageSitemapEntries = unstable_cache(
  async () => listPageSitemapEntries(await getPayloadClient()),
  ['content:sitemap'],
  { tags: [cacheTags.pages(), cacheTags.siteSettings()] },
)

/** Sitemap URLs: each entry in each of its languages, the others as its hreflang alternates. */
export function toSitemapUrls(
  site: string,
  entries: readonly SitemapEntry[],
): MetadataRoute.Sitemap {
  return entries.flatMap((entry) => {
    const urls = (Object.entries(entry.paths) as [Locale, string][]).map(
      ([locale, path]) => [locale, `${site}${path}`] as const,
    )
    const languages = Object.fromEntries(urls.map(([locale, url]) => [localeTags[locale], url]))
    return urls.map(([, url]) => ({
      url,
      lastModified: entry.updatedAt,
      alternates: { languages },
      priority: entry.priority,
    }))
  })
}
