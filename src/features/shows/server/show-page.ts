import type { Metadata } from 'next'

import { buildMetadata, getSiteSettings, type Alternate } from '@/features/content'
import { deriveShowStatus, getPerformanceEnd, SHOW_CATEGORY_LABELS } from '@/features/shows/domain'
import { toPostalAddress } from '@/features/venues/domain/casino-card'
import { buildEventJsonLd, type JsonLd } from '@/features/venues/domain'
import {
  isCasino,
  readPublishedShow,
  toCasinoCard,
  venueHref,
} from '@/features/venues/server/venue-reads'
import type { Media, Show } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { locales, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { ShowDetailData } from '../ui/show-detail-view'

export type ShowPage = {
  show: ShowDetailData
  alternates: Alternate[]
  jsonLd: JsonLd[]
  path: string
}

const MAX_EVENTS_IN_JSON_LD = 12

function isMedia(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'url' in value
}

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getEnv().SITE_URL}${path}`
}

function toShowDetail(doc: Show, locale: Locale): ShowDetailData | null {
  if (!isCasino(doc.casino)) return null
  return {
    id: doc.id,
    title: doc.title,
    category: doc.category,
    categoryLabel: SHOW_CATEGORY_LABELS[doc.category][locale],
    performers: doc.performers ?? [],
    summary: doc.summary ?? null,
    description: doc.description ?? null,
    images: (doc.images ?? []).filter(isMedia),
    casino: toCasinoCard(doc.casino, locale),
    performances: doc.performances
      .map((row, index) => {
        const id = row.id ?? String(index)
        return {
          id,
          startsAt: new Date(row.startsAt),
          endsAt: row.endsAt ? new Date(row.endsAt) : null,
          priceFromCents: row.priceFromCents ?? null,
          priceToCents: row.priceToCents ?? null,
          status: row.status ?? null,
          icsHref: venueHref.showIcs(locale, doc.id, id),
        }
      })
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    sale: { mode: doc.sale.mode, ticketingUrl: doc.sale.ticketingUrl ?? null },
  }
}

/**
 * A show page: the published show whose slug is the single segment after /spectacle/ (or /show/)
 * and whose casino is the one in the URL; null (→ 404) otherwise.
 */
export async function loadShowPage(
  locale: Locale,
  casinoSlug: string,
  slug: readonly string[],
  now: Date,
): Promise<ShowPage | null> {
  const [only] = slug
  if (slug.length !== 1 || !only) return null
  const doc = await readPublishedShow(locale, only)
  if (!doc || !isCasino(doc.casino) || doc.casino.slug !== casinoSlug) return null
  const show = toShowDetail(doc, locale)
  if (!show) return null
  // Show slugs are not translated: the other language is the same slug under its route name.
  const alternates = locales.map((code) => ({
    locale: code,
    path: venueHref.show(code, casinoSlug, only),
  }))
  const path = venueHref.show(locale, casinoSlug, only)
  const images = show.images.flatMap((image) => (image.url ? [absolute(image.url)] : []))
  const jsonLd = show.performances
    .filter((performance) => deriveShowStatus(performance, now) !== 'finished')
    .slice(0, MAX_EVENTS_IN_JSON_LD)
    .map((performance) => {
      const from = performance.priceFromCents ?? performance.priceToCents
      return buildEventJsonLd({
        name: show.title,
        url: absolute(path),
        description: show.summary,
        images,
        startsAt: performance.startsAt,
        endsAt: getPerformanceEnd(performance),
        status: deriveShowStatus(performance, now),
        location: {
          name: show.casino.name,
          address: toPostalAddress(show.casino),
          geo: show.casino.geo,
        },
        offer:
          from !== null
            ? {
                fromCents: from,
                toCents: performance.priceToCents,
                url: show.sale.ticketingUrl ?? absolute(path),
              }
            : null,
        performers: show.performers,
        organizerName: show.casino.name,
      })
    })
  return { show, alternates, jsonLd, path }
}

/**
 * The latest draft of a show at that casino, for the preview route: staff (or the preview
 * secret) see their changes before publishing. Never cached; the route checked the rights.
 */
export async function loadShowPreview(
  locale: Locale,
  casinoSlug: string,
  slug: string,
): Promise<ShowDetailData | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'shows',
    locale,
    where: { slug: { equals: slug } },
    draft: true,
    depth: 2,
    limit: 1,
    pagination: false,
  })
  const doc = found.docs[0]
  if (!doc || !isCasino(doc.casino) || doc.casino.slug !== casinoSlug) return null
  return toShowDetail(doc, locale)
}

export async function showPageMetadata(locale: Locale, page: ShowPage): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  const image = page.show.images[0]
  return buildMetadata({
    locale,
    title: `${page.show.title} · ${page.show.casino.name}`,
    description: page.show.summary,
    path: page.path,
    alternates: page.alternates,
    image: image?.sizes?.og?.url ?? image?.url ?? null,
    siteName: settings.siteName,
  })
}
