import type { Metadata } from 'next'

import { buildMetadata, getSiteSettings, type Alternate } from '@/features/content'
import { buildEventJsonLd, toPostalAddress, type JsonLd } from '@/features/venues/domain'
import { getEnv } from '@/platform/config/env'
import { locales, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { getPerformanceEnd, toPerformance, type ShowView } from '../domain'
import { getShow } from './queries'
import { ShowsRepository } from './shows-repository'
import { showPath } from './show-paths'

export type ShowPage = {
  show: ShowView
  alternates: Alternate[]
  jsonLd: JsonLd[]
  path: string
}

const MAX_EVENTS_IN_JSON_LD = 12

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getEnv().SITE_URL}${path}`
}

/**
 * The page of a published show, as ShowsRepository reads it (statuses derived for `now`): one
 * schema.org Event per performance still to come, and the same slug in the other language.
 */
export function buildShowPage(show: ShowView, locale: Locale): ShowPage {
  const casino = show.casino
  // Show slugs are not translated: the other language is the same slug under its route name.
  const alternates = locales.map((code) => ({
    locale: code,
    path: showPath(code, casino.slug, show.slug),
  }))
  const path = showPath(locale, casino.slug, show.slug)
  const images = show.images.flatMap((image) => (image.url ? [absolute(image.url)] : []))
  const jsonLd = show.performances
    .filter((performance) => performance.status !== 'finished')
    .slice(0, MAX_EVENTS_IN_JSON_LD)
    .map((performance) => {
      const from = performance.priceFromCents ?? performance.priceToCents
      const domain = toPerformance(performance)
      return buildEventJsonLd({
        name: show.title,
        url: absolute(path),
        description: show.summary,
        images,
        startsAt: domain.startsAt,
        endsAt: getPerformanceEnd(domain),
        status: performance.status,
        location: { name: casino.name, address: toPostalAddress(casino), geo: casino.geo },
        offer:
          from !== null
            ? {
                fromCents: from,
                toCents: performance.priceToCents,
                url: show.sale.ticketingUrl ?? absolute(path),
              }
            : null,
        performers: show.performers,
        organizerName: casino.name,
      })
    })
  return { show, alternates, jsonLd, path }
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
  const show = await getShow(locale, casinoSlug, only, now)
  return show ? buildShowPage(show, locale) : null
}

/**
 * The latest draft of a show at that casino, for the preview route: staff (or the preview
 * secret) see their changes before publishing. Never cached; the route checked the rights.
 */
export async function loadShowPreview(
  locale: Locale,
  casinoSlug: string,
  slug: string,
  now: Date,
): Promise<ShowView | null> {
  const repository = new ShowsRepository(await getPayloadClient())
  return repository.findShow(locale, casinoSlug, slug, now, { draft: true })
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
