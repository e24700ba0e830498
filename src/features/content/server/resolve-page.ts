import type { Page } from '@/payload-types'
import { localizePath, type Locale } from '@/platform/i18n/locales'

import { pageHref, resolveLink, type LinkContext } from '../domain/links'
import {
  isPermanentRedirect,
  normalizeRedirectSource,
  type RedirectStatus,
} from '../domain/redirects'
import { joinPath, stripRootFolder } from '../domain/routing-rules'
import type { Alternate } from '../domain/types'
import {
  getPagePaths,
  getPublishedPageById,
  getPublishedPageByPath,
  getRedirect,
  getSiteSettings,
  getTranslationByPath,
} from './queries'

export type PageResolution =
  | { kind: 'page'; page: Page; alternates: Alternate[]; linkContext: LinkContext; isHome: boolean }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found' }

export function linkContextFor(locale: Locale, homePageId: number | null): LinkContext {
  return { homePageId, localize: (path) => localizePath(path, locale) }
}

export function alternatesFor(
  paths: Partial<Record<Locale, string>>,
  pageId: number,
  homePageId: number | null,
): Alternate[] {
  return (Object.entries(paths) as [Locale, string][]).map(([locale, path]) => ({
    locale,
    path: localizePath(pageId === homePageId ? '/' : path, locale),
  }))
}

/**
 * Resolves a public URL (segments after the locale) to a page, a redirect or nothing, in the
 * spec's order: root-folder rule, the page itself, the same page in another language, CMS redirects.
 */
export async function resolvePublicPage(
  locale: Locale,
  segments: string[],
): Promise<PageResolution> {
  const settings = await getSiteSettings(locale)
  const linkContext = linkContextFor(locale, settings.homePageId)

  const withoutRoot = stripRootFolder(segments, settings.rootFolderName)
  if (withoutRoot !== null) {
    return { kind: 'redirect', location: localizePath(withoutRoot, locale), permanent: true }
  }

  const path = joinPath(segments)
  const isHome = segments.length === 0
  const page = isHome
    ? settings.homePageId
      ? await getPublishedPageById(locale, settings.homePageId)
      : null
    : await getPublishedPageByPath(locale, path)

  if (page) {
    if (!isHome && page.id === settings.homePageId) {
      return { kind: 'redirect', location: localizePath('/', locale), permanent: true }
    }
    const alternates = alternatesFor(await getPagePaths(page.id), page.id, settings.homePageId)
    return { kind: 'page', page, alternates, linkContext, isHome }
  }

  if (!isHome) {
    const translation = await getTranslationByPath(locale, path)
    const translatedPath = translation?.paths[locale]
    if (translation && translatedPath) {
      const target = pageHref({ id: translation.id, path: translatedPath }, linkContext)
      if (target) return { kind: 'redirect', location: target, permanent: false }
    }
  }

  const source = normalizeRedirectSource(localizePath(path, locale))
  const redirect = source ? await getRedirect(locale, source) : null
  if (redirect) {
    const target = resolveLink(redirect.to, linkContext)
    if (target) {
      return {
        kind: 'redirect',
        location: target.href,
        permanent: isPermanentRedirect(redirect.status as RedirectStatus),
      }
    }
  }
  return { kind: 'not-found' }
}
