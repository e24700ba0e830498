import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getChrome, getSiteSettings } from '@/features/content/server/queries'
import { pageMetadata } from '@/features/content/server/metadata'
import { resolvePublicPage } from '@/features/content/server/resolve-page'
import { PageView } from '@/features/content/ui/page-view'
import { isListFilterQuery } from '@/features/tournaments/server/tournament-filter-query'
import { isLocale } from '@/platform/i18n/locales'
import { pageBlockViews } from '@/server/page-blocks'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A CMS page whose URL carries list filters (the proxy sends it here, ADR 0044): rendered per
// request with its query, while the same page without a query stays cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params
  if (!isLocale(locale)) return {}
  const resolution = await resolvePublicPage(locale, slug)
  if (resolution.kind !== 'page') return {}
  const metadata = pageMetadata(
    locale,
    resolution.page,
    resolution.alternates,
    await getSiteSettings(locale),
  )
  // A filtered list is a view of the page: its canonical URL is the page's, and it is not indexed.
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function FilteredCmsPage({ params, searchParams }: Props) {
  const { locale, slug = [] } = await params
  const query = await searchParams
  if (!isLocale(locale) || !isListFilterQuery(query)) notFound()
  setRequestLocale(locale)
  const resolution = await resolvePublicPage(locale, slug)
  if (resolution.kind === 'redirect') {
    if (resolution.permanent) permanentRedirect(resolution.location)
    redirect(resolution.location)
  }
  if (resolution.kind === 'not-found') notFound()
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)])
  return (
    <PageView
      locale={locale}
      page={resolution.page}
      siteName={settings.siteName}
      chrome={chrome}
      alternates={resolution.alternates}
      linkContext={resolution.linkContext}
      blockViews={pageBlockViews}
      draft={false}
      query={query}
    />
  )
}
