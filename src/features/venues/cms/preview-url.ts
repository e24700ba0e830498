import type { GeneratePreviewURL, PayloadRequest } from 'payload'

import { pagePreviewUrl } from '@/features/content/cms/preview-url'
import { getEnv } from '@/platform/config/env'
import { isLocale, type Locale } from '@/platform/i18n/locales'

import { buildVenuePreviewPath, type VenuePreviewTarget } from '../server/preview-path'
import { relationIdOf } from './hooks'

/** The casino's slug for the URL (the edit view's document holds the casino's id). */
async function findCasinoSlug(req: PayloadRequest, casino: unknown): Promise<string | null> {
  if (casino && typeof casino === 'object' && 'slug' in casino) {
    return typeof casino.slug === 'string' ? casino.slug : null
  }
  const id = relationIdOf(casino)
  if (id === null) return null
  const found = await req.payload.find({
    collection: 'casinos',
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
    limit: 1,
    req,
    select: { slug: true },
  })
  return found.docs[0]?.slug ?? null
}

/**
 * The page listing seminar offers in a locale: one whose block shows this casino's offers, else
 * one showing every casino's.
 */
async function findSeminarListingPath(
  req: PayloadRequest,
  locale: Locale,
  casinoId: number | null,
): Promise<string | null> {
  const found = await req.payload.find({
    collection: 'pages',
    locale,
    where: { 'layout.blockType': { equals: 'seminarOffers' } },
    depth: 0,
    limit: 20,
    req,
    select: { path: true, layout: true },
  })
  const listings = found.docs.flatMap((page) =>
    (page.layout ?? []).flatMap((block) =>
      block.blockType === 'seminarOffers' && page.path
        ? [{ path: page.path, casino: relationIdOf(block.casino) }]
        : [],
    ),
  )
  const own = listings.find((listing) => casinoId !== null && listing.casino === casinoId)
  return (own ?? listings.find((listing) => listing.casino === null))?.path ?? null
}

async function findTarget(
  collection: VenuePreviewTarget['collection'],
  doc: Record<string, unknown>,
  locale: Locale,
  req: PayloadRequest,
): Promise<VenuePreviewTarget | null> {
  if (collection === 'seminar-offers') {
    const listingPath = await findSeminarListingPath(req, locale, relationIdOf(doc.casino))
    return listingPath ? { collection, listingPath } : null
  }
  const casino = await findCasinoSlug(req, doc.casino)
  if (!casino) return null
  if (collection === 'tournaments') {
    const { tournamentId, kind } = doc
    if (typeof tournamentId !== 'number') return null
    return { collection, casino, tournamentId, kind: kind === 'poker' ? 'poker' : 'other' }
  }
  return typeof doc.slug === 'string' ? { collection, casino, slug: doc.slug } : null
}

/** admin.preview of a venue collection: the preview button opens the document in its locale. */
export function venuePreview(collection: VenuePreviewTarget['collection']): GeneratePreviewURL {
  return async (doc, { locale, req }) => {
    const lang = isLocale(locale) ? locale : 'fr'
    const target = await findTarget(collection, doc, lang, req)
    return target ? `${getEnv().SITE_URL}${buildVenuePreviewPath(target, lang)}` : null
  }
}

/**
 * admin.preview of casinos: the casino's own page, whose casino block shows the casino's latest
 * draft there (none without a page).
 */
export const casinoPreview: GeneratePreviewURL = async (doc, { locale, req }) => {
  const pageId = relationIdOf(doc.landingPage)
  return pageId === null ? null : pagePreviewUrl(req, pageId, locale)
}
