import type { GeneratePreviewURL, PayloadRequest } from 'payload'

import { previewPathFor } from '@/features/content/cms/preview-url'
import { DEFAULT_ROOT_FOLDER } from '@/features/content/domain/routing-rules'
import { getEnv } from '@/platform/config/env'
import { isLocale, localePrefix, type Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

import { relationIdOf } from './hooks'

/** What the admin's preview button of a venue document opens. */
export type VenuePreviewTarget =
  | { collection: 'shows' | 'restaurants' | 'hotels'; casino: string; slug: string }
  | { collection: 'tournaments'; casino: string; tournamentId: number; kind: 'poker' | 'other' }
  /** Seminar offers have no page of their own: the page that lists them. */
  | { collection: 'seminar-offers'; listingPath: string }

type PageTarget = Exclude<VenuePreviewTarget, { collection: 'seminar-offers' }>

function publicPath(target: PageTarget, locale: Locale): string {
  switch (target.collection) {
    case 'shows':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-show/[casino]/[...slug]',
          params: { casino: target.casino, slug: [target.slug] },
        },
      })
    case 'restaurants':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-restaurant/[casino]/[slug]',
          params: { casino: target.casino, slug: target.slug },
        },
      })
    case 'hotels':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-hotel/[casino]/[slug]',
          params: { casino: target.casino, slug: target.slug },
        },
      })
    case 'tournaments':
      return getPathname({
        locale,
        href: {
          pathname:
            target.kind === 'poker'
              ? '/venue-poker-tournament/[casino]/[tournamentId]'
              : '/venue-tournament/[casino]/[tournamentId]',
          params: { casino: target.casino, tournamentId: String(target.tournamentId) },
        },
      })
  }
}

/**
 * The preview route of a venue document in a locale: its public path under the content root
 * folder (/website-casinos/cannes/spectacle/…, /en/website-casinos/cannes/show/…), where staff see
 * the latest draft (docs/decisions/0006-preview-routes.md).
 */
export function buildVenuePreviewPath(target: VenuePreviewTarget, locale: Locale): string {
  if (target.collection === 'seminar-offers') {
    return previewPathFor('pages', { path: target.listingPath }, locale)
  }
  const path = publicPath(target, locale).slice(localePrefix(locale).length)
  return `${localePrefix(locale)}/${DEFAULT_ROOT_FOLDER}${path}`
}

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
