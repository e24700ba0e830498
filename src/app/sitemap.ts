import type { MetadataRoute } from 'next'

import { getPublishedPages, getSiteSettings } from '@/features/content/server/queries'
import { getEnv } from '@/platform/config/env'
import { defaultLocale, localeTags, localizePath, type Locale } from '@/platform/i18n/locales'

// Rendered per request from cached content (no database query while the cache holds).
export const dynamic = 'force-dynamic'

/** Every published, indexable page in every language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getEnv().SITE_URL
  const [pages, settings] = await Promise.all([getPublishedPages(), getSiteSettings(defaultLocale)])
  const entries: MetadataRoute.Sitemap = []
  for (const page of pages) {
    if (page.noIndex) continue
    const urls = Object.fromEntries(
      (Object.entries(page.paths) as [Locale, string][]).map(([locale, path]) => [
        locale,
        `${site}${localizePath(page.id === settings.homePageId ? '/' : path, locale)}`,
      ]),
    ) as Partial<Record<Locale, string>>
    const languages = Object.fromEntries(
      (Object.entries(urls) as [Locale, string][]).map(([locale, url]) => [
        localeTags[locale],
        url,
      ]),
    )
    for (const url of Object.values(urls)) {
      entries.push({
        url,
        lastModified: page.updatedAt,
        alternates: { languages },
        priority: page.id === settings.homePageId ? 1 : 0.7,
      })
    }
  }
  return entries
}
