import type { Page } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { PreviewFolder } from '../domain/routing-rules'
import { ContentRepository, type Chrome } from './content-repository'
import { getChrome, getSiteSettings } from './queries'

const chromeCollectionOf = {
  headers: 'headers',
  footers: 'footers',
  bandeaujeuxresponsable: 'banners',
} as const satisfies Partial<Record<PreviewFolder, 'headers' | 'footers' | 'banners'>>

export type ChromeFolder = keyof typeof chromeCollectionOf

export function isChromeFolder(value: string | undefined): value is ChromeFolder {
  return value !== undefined && value in chromeCollectionOf
}

/** The latest draft of a page, by path (never cached). */
export async function findDraftPage(locale: Locale, path: string): Promise<Page | null> {
  const repo = new ContentRepository(await getPayloadClient())
  return repo.findPageByPath(locale, path, { draft: true })
}

/**
 * The site frame with one header, footer or banner replaced by its latest draft, shown around
 * the home page so editors see the element in context.
 */
export async function findChromePreview(
  locale: Locale,
  folder: ChromeFolder,
  slug: string,
): Promise<{ chrome: Chrome; home: Page | null } | null> {
  const repo = new ContentRepository(await getPayloadClient())
  const collection = chromeCollectionOf[folder]
  const draft = await repo.findChromeDoc(collection, locale, { slug }, true)
  if (!draft) return null
  const [chrome, settings] = await Promise.all([getChrome(locale), getSiteSettings(locale)])
  const home = settings.homePageId ? await repo.findPageById(locale, settings.homePageId) : null
  const key = collection === 'headers' ? 'header' : collection === 'footers' ? 'footer' : 'banner'
  return { chrome: { ...chrome, [key]: draft }, home }
}
