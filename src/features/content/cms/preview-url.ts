import { getEnv } from '@/platform/config/env'
import { isLocale, localizePath } from '@/platform/i18n/locales'

import { DEFAULT_ROOT_FOLDER } from '../domain/routing-rules'

export type PreviewCollection = 'pages' | 'headers' | 'footers' | 'banners'

const previewFolder: Record<Exclude<PreviewCollection, 'pages'>, string> = {
  headers: 'headers',
  footers: 'footers',
  banners: 'bandeaujeuxresponsable',
}

/**
 * Preview URLs live under the content tree's root folder (/website-casinos/…); they render drafts
 * for staff (the admin's session cookie) or for whoever holds the preview secret.
 */
export function previewPathFor(
  collection: PreviewCollection,
  data: { path?: string | null; slug?: string | null },
  locale: string | undefined,
): string {
  const lang = isLocale(locale) ? locale : 'fr'
  const inner =
    collection === 'pages'
      ? (data.path ?? '').replace(/^\//, '')
      : `${previewFolder[collection]}/${data.slug ?? ''}`
  return localizePath(`/${DEFAULT_ROOT_FOLDER}/${inner}`.replace(/\/$/, ''), lang)
}

export function previewUrlFor(
  collection: PreviewCollection,
  data: Record<string, unknown>,
  locale: string | undefined,
): string {
  return `${getEnv().SITE_URL}${previewPathFor(collection, data as { path?: string; slug?: string }, locale)}`
}
