import type { PayloadRequest } from 'payload'

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

/**
 * The preview URL of a page given by id (another document's page: a casino's own page), from its
 * latest path in the locale; null when the page is gone.
 */
export async function pagePreviewUrl(
  req: PayloadRequest,
  pageId: number,
  locale: string | undefined,
): Promise<string | null> {
  const found = await req.payload.find({
    collection: 'pages',
    locale: isLocale(locale) ? locale : 'fr',
    draft: true,
    where: { id: { equals: pageId } },
    depth: 0,
    limit: 1,
    req,
    select: { path: true },
  })
  const page = found.docs[0]
  return page ? previewUrlFor('pages', { path: page.path }, locale) : null
}
