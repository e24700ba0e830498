import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import {
  alternatesFor,
  getChrome,
  getPagePaths,
  getPublishedPageByPath,
  getSiteSettings,
  getTranslationByPath,
  joinPath,
  linkContextFor,
  pageMetadata,
  PageView,
} from '@/features/content'
import { enterMemberPage } from '@/features/identity'
import type { Page } from '@/payload-types'
import { failOnTestCrash } from '@/platform/config/build'
import { isLocale, localizePath, type Locale } from '@/platform/i18n/locales'

import { pageBlockViews } from './page-blocks'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Area = 'account' | 'vip'

/**
 * The CMS page at `segments`, or where to go instead: the same page in this language when a
 * French slug is opened under /en (or the reverse), as on public pages.
 */
async function findMemberPage(
  locale: Locale,
  segments: string[],
): Promise<
  { kind: 'page'; page: Page; path: string } | { kind: 'redirect'; location: string } | null
> {
  const path = joinPath(segments)
  const page = await getPublishedPageByPath(locale, path)
  if (page) return { kind: 'page', page, path }
  const translatedPath = (await getTranslationByPath(locale, path))?.paths[locale]
  if (translatedPath && translatedPath !== path) {
    return { kind: 'redirect', location: localizePath(translatedPath, locale) }
  }
  return null
}

/**
 * Shared by /account/… and /le-carre-vip/…: CMS pages (content) behind the member area's guard
 * (identity), rendered per visit with the member loaded on the server, never cached.
 */
export function memberPageRoute(area: Area) {
  const prefix = area === 'account' ? 'account' : 'le-carre-vip'

  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const { locale, slug = [] } = await params
    if (!isLocale(locale)) return {}
    const found = await findMemberPage(locale, [prefix, ...slug])
    if (found?.kind !== 'page') return {}
    const settings = await getSiteSettings(locale)
    const alternates = alternatesFor(
      await getPagePaths(found.page.id),
      found.page.id,
      settings.homePageId,
    )
    const metadata = pageMetadata(locale, found.page, alternates, settings)
    return { ...metadata, robots: { index: false, follow: false } }
  }

  async function MemberPage({ params, searchParams }: Props) {
    const [{ locale, slug = [] }, query] = await Promise.all([params, searchParams])
    if (!isLocale(locale)) notFound()
    failOnTestCrash(query)
    setRequestLocale(locale)
    const found = await findMemberPage(locale, [prefix, ...slug])
    if (!found) notFound()
    if (found.kind === 'redirect') redirect(found.location)
    const { page, path } = found
    const access = area === 'vip' ? 'memberWithTerms' : (page.access ?? 'public')
    const entry = await enterMemberPage(locale, path, access)
    if (entry.kind === 'redirect') redirect(entry.location)
    const [settings, chrome, paths] = await Promise.all([
      getSiteSettings(locale),
      getChrome(locale),
      getPagePaths(page.id),
    ])
    return (
      <PageView
        locale={locale}
        page={page}
        siteName={settings.siteName}
        chrome={chrome}
        alternates={alternatesFor(paths, page.id, settings.homePageId)}
        linkContext={linkContextFor(locale, settings.homePageId)}
        blockViews={pageBlockViews}
        member={entry.member}
        query={query}
        draft={false}
      />
    )
  }

  return { generateMetadata, MemberPage }
}
