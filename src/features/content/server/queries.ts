import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { ContentRepository } from './content-repository'

/**
 * Published content, cached by Next.js and expired by tag from Payload hooks
 * (see cms/hooks.ts). Draft reads never go through here.
 */
async function repository(): Promise<ContentRepository> {
  return new ContentRepository(await getPayloadClient())
}

export const getSiteSettings = unstable_cache(
  async (locale: Locale) => (await repository()).getSiteSettings(locale),
  ['content:site-settings'],
  { tags: [cacheTags.siteSettings()] },
)

export const getPublishedPageByPath = unstable_cache(
  async (locale: Locale, path: string) => (await repository()).findPageByPath(locale, path),
  ['content:page-by-path'],
  { tags: [cacheTags.pages(), cacheTags.media()] },
)

export const getPublishedPageById = unstable_cache(
  async (locale: Locale, id: number) => (await repository()).findPageById(locale, id),
  ['content:page-by-id'],
  { tags: [cacheTags.pages(), cacheTags.media()] },
)

export const getPagePaths = unstable_cache(
  async (id: number) => (await repository()).findPagePaths(id),
  ['content:page-paths'],
  { tags: [cacheTags.pages()] },
)

export const getTranslationByPath = unstable_cache(
  async (locale: Locale, path: string) => (await repository()).findTranslationByPath(locale, path),
  ['content:translation-by-path'],
  { tags: [cacheTags.pages()] },
)

export const getRedirect = unstable_cache(
  async (locale: Locale, from: string) => (await repository()).findRedirect(locale, from),
  ['content:redirect'],
  { tags: [cacheTags.redirects(), cacheTags.pages()] },
)

export const getChildPages = unstable_cache(
  async (locale: Locale, parentId: number, limit: number) =>
    (await repository()).listChildPages(locale, parentId, limit),
  ['content:child-pages'],
  { tags: [cacheTags.pages(), cacheTags.media()] },
)

export const getChrome = unstable_cache(
  async (locale: Locale) => {
    const repo = await repository()
    const settings = await repo.getSiteSettings(locale)
    return repo.getChrome(locale, settings)
  },
  ['content:chrome'],
  { tags: [cacheTags.chrome(), cacheTags.siteSettings(), cacheTags.pages()] },
)
