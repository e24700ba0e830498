import type { MetadataRoute } from 'next'

import { getPublishedPages, getSiteSettings } from '@/features/content/server/queries'
import { getVenueSitemapEntries } from '@/features/venues'
import type { VenueSitemapEntry } from '@/features/venues/domain'
import { getEnv } from '@/platform/config/env'
import {
  defaultLocale,
  localeTags,
  localizePath,
  locales,
  type Locale,
} from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

// Rendered per request from cached content (no database query while the cache holds).
export const dynamic = 'force-dynamic'

/** Every published, indexable page in every language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getEnv().SITE_URL
  const [pages, settings, venues] = await Promise.all([
    getPublishedPages(),
    getSiteSettings(defaultLocale),
    getVenueSitemapEntries(),
  ])
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
  for (const venue of venues) {
    const paths = locales.map((locale) => [locale, venuePath(venue, locale)] as const)
    if (paths.some(([, path]) => path === null)) continue
    const urls = paths.map(([locale, path]) => [locale, `${site}${path}`] as const)
    const languages = Object.fromEntries(urls.map(([locale, url]) => [localeTags[locale], url]))
    for (const [, url] of urls) {
      entries.push({ url, lastModified: venue.updatedAt, alternates: { languages }, priority: 0.6 })
    }
  }
  return entries
}

/** The localized URL of a show, restaurant, hotel or tournament page (casinos are CMS pages). */
function venuePath(venue: VenueSitemapEntry, locale: Locale): string | null {
  const casino = venue.casinoSlug
  switch (venue.kind) {
    case 'casino':
      return null
    case 'show':
      return getPathname({
        locale,
        href: { pathname: '/venue-show/[casino]/[...slug]', params: { casino, slug: [venue.key] } },
      })
    case 'restaurant':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-restaurant/[casino]/[slug]',
          params: { casino, slug: venue.key },
        },
      })
    case 'hotel':
      return getPathname({
        locale,
        href: { pathname: '/venue-hotel/[casino]/[slug]', params: { casino, slug: venue.key } },
      })
    case 'poker-tournament':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-poker-tournament/[casino]/[tournamentId]',
          params: { casino, tournamentId: venue.key },
        },
      })
    case 'tournament':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-tournament/[casino]/[tournamentId]',
          params: { casino, tournamentId: venue.key },
        },
      })
  }
}
