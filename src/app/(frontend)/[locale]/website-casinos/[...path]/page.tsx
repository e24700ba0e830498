import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import {
  DEFAULT_ROOT_FOLDER,
  joinPath,
  previewFolders,
} from '@/features/content/domain/routing-rules'
import { linkContextFor } from '@/features/content/server/resolve-page'
import { canPreview } from '@/features/content/server/preview-access'
import { findChromePreview, findDraftPage, isChromeFolder } from '@/features/content/server/preview'
import { getChrome, getPagePaths, getSiteSettings } from '@/features/content/server/queries'
import { SiteShell } from '@/features/content/ui/chrome/site-shell'
import { LivePreviewRefresh } from '@/features/content/ui/live-preview-refresh'
import { PageView } from '@/features/content/ui/page-view'
import { buildVenuePreviewPath } from '@/features/venues/server/preview-path'
import { isLocale, localizePath, locales, type Locale } from '@/platform/i18n/locales'
import { matchPathname, type RouteMatch } from '@/platform/i18n/navigation'
import { pageBlockViews } from '@/server/page-blocks'
import { loadVenuePreview } from '@/server/venue-previews'

type Props = {
  params: Promise<{ locale: string; path: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Previews read cookies and drafts: always rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The same preview in the other languages (translated slugs). */
function previewAlternates(paths: Partial<Record<Locale, string>>) {
  return (Object.entries(paths) as [Locale, string][]).map(([locale, path]) => ({
    locale,
    path: localizePath(`/${DEFAULT_ROOT_FOLDER}${path}`, locale),
  }))
}

async function PreviewNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <p
      role="status"
      className="bg-ruby-600 px-4 py-2 text-center text-sm font-semibold text-ivory-50"
    >
      {t('banner')}
    </p>
  )
}

/** The latest draft of a show, tournament, restaurant or hotel in the site frame. */
async function VenuePreview({
  locale,
  match,
  notice,
}: {
  locale: Locale
  match: RouteMatch
  notice: ReactNode
}) {
  const preview = await loadVenuePreview(locale, match, new Date())
  if (!preview) notFound()
  const { target, content } = preview
  const settings = await getSiteSettings(locale)
  return (
    <SiteShell
      locale={locale}
      siteName={settings.siteName}
      chrome={await getChrome(locale)}
      alternates={locales.map((code) => ({
        locale: code,
        path: buildVenuePreviewPath(target, code),
      }))}
      linkContext={linkContextFor(locale, settings.homePageId)}
      notice={notice}
    >
      {content}
    </SiteShell>
  )
}

/**
 * /website-casinos/… : previews of drafts (pages, headers, footers, the responsible-gaming
 * banner, le-carre-vip pages, shows and tournaments at their public path). Without preview rights, the root-folder rule applies instead:
 * the path redirects to itself without the root folder, except for the preview folders (404).
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const [{ locale, path }, query] = await Promise.all([params, searchParams])
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const folder = path[0]
  const allowed = await canPreview(query.secret)
  if (!allowed) {
    if (folder && (previewFolders as readonly string[]).includes(folder)) notFound()
    permanentRedirect(localizePath(joinPath(path), locale))
  }

  const settings = await getSiteSettings(locale)
  const linkContext = linkContextFor(locale, settings.homePageId)
  const notice = (
    <>
      <LivePreviewRefresh />
      <PreviewNotice locale={locale} />
    </>
  )

  if (isChromeFolder(folder)) {
    const slug = path[1]
    if (!slug || path.length !== 2) notFound()
    const preview = await findChromePreview(locale, folder, slug)
    if (!preview) notFound()
    const sample = preview.home ?? {
      id: 0,
      title: (await getTranslations({ locale, namespace: 'preview' }))('sample'),
      slug: 'preview',
      layout: [],
      updatedAt: '',
      createdAt: '',
    }
    return (
      <PageView
        locale={locale}
        page={sample}
        siteName={settings.siteName}
        chrome={preview.chrome}
        alternates={[]}
        linkContext={linkContext}
        blockViews={pageBlockViews}
        draft
        notice={notice}
      />
    )
  }

  // Venue routes take precedence over CMS pages publicly too (next-intl's localized routes).
  const venue = matchPathname(locale, path)
  if (venue) return <VenuePreview locale={locale} match={venue} notice={notice} />

  const page = await findDraftPage(locale, joinPath(path))
  if (!page) notFound()
  const chrome = await getChrome(locale)
  return (
    <PageView
      locale={locale}
      page={page}
      siteName={settings.siteName}
      chrome={chrome}
      alternates={previewAlternates(await getPagePaths(page.id))}
      linkContext={linkContext}
      blockViews={pageBlockViews}
      draft
      notice={notice}
    />
  )
}
