import type { Metadata } from 'next'

import { buildMetadata, getSiteSettings, type Alternate } from '@/features/content'
import { getEnv } from '@/platform/config/env'
import { locales, type Locale } from '@/platform/i18n/locales'

import {
  buildHotelJsonLd,
  buildRestaurantJsonLd,
  toPostalAddress,
  type HotelView,
  type JsonLd,
  type RestaurantView,
} from '../domain'
import { getPayloadClient } from '@/platform/payload'

import { getHotel, getRestaurant } from './queries'
import { VenuesRepository } from './venues-repository'
import { hotelPath, restaurantPath } from './venue-paths'

type VenuePage<T> = { view: T; alternates: Alternate[]; jsonLd: JsonLd[]; path: string }

const absolute = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${getEnv().SITE_URL}${path}`

/** /{casino}/restaurant/{slug}: the published restaurant of that casino, or null (→ 404). */
export async function loadRestaurantPage(
  locale: Locale,
  casino: string,
  slug: string,
): Promise<VenuePage<RestaurantView> | null> {
  const view = await getRestaurant(locale, casino, slug)
  if (!view || view.casino.slug !== casino) return null
  const path = restaurantPath(locale, casino, slug)
  return {
    view,
    path,
    alternates: locales.map((code) => ({
      locale: code,
      path: restaurantPath(code, casino, slug),
    })),
    jsonLd: [
      buildRestaurantJsonLd({
        name: view.name,
        url: absolute(path),
        description: view.summary,
        images: view.images.flatMap((image) => (image.url ? [absolute(image.url)] : [])),
        telephone: view.phone ?? view.casino.phone,
        email: view.email ?? view.casino.email,
        address: toPostalAddress(view.casino),
        geo: view.casino.geo,
        openingHours: view.openingHours,
        servesCuisine: [view.cuisine],
        priceLevel: view.priceLevel,
        acceptsReservations: view.bookingEnabled,
        menuUrl: view.menuPdfUrl ? absolute(view.menuPdfUrl) : null,
      }),
    ],
  }
}

/** /{casino}/hotel/{slug}: the published hotel with rooms and current offers, or null (→ 404). */
export async function loadHotelPage(
  locale: Locale,
  casino: string,
  slug: string,
  now: Date,
): Promise<VenuePage<HotelView> | null> {
  const view = await getHotel(locale, casino, slug, now)
  if (!view || view.casino.slug !== casino) return null
  const path = hotelPath(locale, casino, slug)
  return {
    view,
    path,
    alternates: locales.map((code) => ({
      locale: code,
      path: hotelPath(code, casino, slug),
    })),
    jsonLd: [
      buildHotelJsonLd({
        name: view.name,
        url: absolute(path),
        description: view.summary,
        images: view.images.flatMap((image) => (image.url ? [absolute(image.url)] : [])),
        telephone: view.phone,
        email: view.email,
        address: toPostalAddress(view),
        geo: view.geo,
        stars: view.stars,
      }),
    ],
  }
}

export async function venuePageMetadata(
  locale: Locale,
  page: VenuePage<{ name: string; summary: string | null; images: { url?: string | null }[] }>,
): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return buildMetadata({
    locale,
    title: page.view.name,
    description: page.view.summary,
    path: page.path,
    alternates: page.alternates,
    image: page.view.images[0]?.url ?? null,
    siteName: settings.siteName,
  })
}

/** The latest draft of a restaurant at that casino, for the preview route (never cached). */
export async function loadRestaurantPreview(
  locale: Locale,
  casino: string,
  slug: string,
): Promise<RestaurantView | null> {
  const repository = new VenuesRepository(await getPayloadClient())
  return repository.findRestaurant(locale, casino, slug, { draft: true })
}

/** The latest draft of a hotel at that casino, for the preview route (never cached). */
export async function loadHotelPreview(
  locale: Locale,
  casino: string,
  slug: string,
  now: Date,
): Promise<HotelView | null> {
  const repository = new VenuesRepository(await getPayloadClient())
  return repository.findHotel(locale, casino, slug, now, { draft: true })
}
