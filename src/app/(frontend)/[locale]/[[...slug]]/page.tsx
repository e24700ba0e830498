import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getChrome, getSiteSettings } from '@/features/content/server/queries'
import { pageMetadata } from '@/features/content/server/metadata'
import { resolvePublicPage } from '@/features/content/server/resolve-page'
import { PageView } from '@/features/content/ui/page-view'
import { isLocale } from '@/platform/i18n/locales'
import { pageBlockViews } from '@/server/page-blocks'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Rendered on first visit, then served from cache until a Payload hook expires its tags.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params
  if (!isLocale(locale)) return {}
  const resolution = await resolvePublicPage(locale, slug)
  if (resolution.kind !== 'page') return {}
  return pageMetadata(locale, resolution.page, resolution.alternates, await getSiteSettings(locale))
}

export default async function CatchAllPage({ params }: Props) {
  const { locale, slug = [] } = await params
  if (!isLocale(locale)) notFound()
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
    />
  )
}
