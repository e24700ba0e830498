import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { buildMetadata, getSiteSettings } from '@/features/content'
import { loadSearchPage, loadSearchResults } from '@/features/search/server/search-page'
import { SearchPageView } from '@/features/search/ui/search-page-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { getPathname } from '@/platform/i18n/navigation'
import { isLocale, locales } from '@/platform/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, settings, query] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getSiteSettings(locale),
    searchParams,
  ])
  const alternates = locales.map((code) => ({
    locale: code,
    path: getPathname({ locale: code, href: '/search' }),
  }))
  return buildMetadata({
    locale,
    title: t('title'),
    description: t('metaDescription'),
    path: getPathname({ locale, href: '/search' }),
    alternates,
    image: null,
    siteName: settings.siteName,
    // One indexable search page: filtered results are for visitors, not for search engines.
    noIndex: Object.keys(query).length > 0,
  })
}

/**
 * /recherche and /en/search: the form at once, the results rendered on the server from the query
 * string and streamed in after it (the redirect to the canonical query comes before any byte).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const now = new Date()
  const data = await loadSearchPage(locale, await searchParams)
  if (data.kind === 'redirect') redirect(data.location)
  const results = loadSearchResults(locale, data.filters, now)
  // Awaited by the streamed results; a failure there reaches the error boundary, not the process
  // (a rejection before the results are awaited must not count as unhandled).
  results.catch(() => undefined)
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <VenuePageFrame locale={locale} alternates={data.alternates}>
      <SearchPageView
        locale={locale}
        path={data.path}
        filters={data.filters}
        errors={data.errors}
        options={data.options}
        results={results}
        map={{ tileUrl: data.map.tileUrl, attribution: t('map.attribution') }}
        now={now}
      />
    </VenuePageFrame>
  )
}
