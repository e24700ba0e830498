import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import {
  applyHotelOfferFilters,
  DEFAULT_HOTEL_OFFER_FILTERS,
  type HotelOfferFilters,
  type HotelOfferView,
  type HotelView,
} from '../domain'
import { formatIsoDate, getParisDate } from '@/platform/domain/calendar'
import { VenuesRepository } from './venues-repository'

/**
 * Published venues, cached by Next.js and expired by tag from the collections' hooks. unstable_cache
 * stores JSON: read models carry ISO strings, and anything that depends on the clock (valid offers)
 * is keyed by the Paris day and filtered again after the cache.
 */
async function repository(): Promise<VenuesRepository> {
  return new VenuesRepository(await getPayloadClient())
}

const venueTags = [cacheTags.casinos(), cacheTags.media(), cacheTags.pages()]

/** Noon of a Paris day: an instant inside that day whatever the DST offset. */
function middayOf(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`)
}

export const getCasinoBySlug = unstable_cache(
  async (locale: Locale, slug: string) => (await repository()).findCasinoBySlug(locale, slug),
  ['venues:casino-by-slug'],
  { tags: venueTags },
)

/** A casino's latest draft, never cached: the preview of its page (block context `draft`). */
export async function readCasinoDraft(locale: Locale, id: number) {
  return (await repository()).findCasinoDraft(locale, id)
}

export const getCasinos = unstable_cache(
  async (locale: Locale) => (await repository()).listCasinos(locale),
  ['venues:casinos'],
  { tags: venueTags },
)

/** The published casinos' slugs and names (a member's favourite casino is one of them). */
export const getCasinoChoices = unstable_cache(
  async () => (await repository()).listCasinoChoices(),
  ['venues:casino-choices'],
  { tags: venueTags },
)

export const getRestaurants = unstable_cache(
  async (locale: Locale, casinoSlug: string | null = null, limit = 60) =>
    (await repository()).listRestaurants(locale, { casinoSlug, limit }),
  ['venues:restaurants'],
  { tags: [...venueTags, cacheTags.restaurants()] },
)

export const getRestaurant = unstable_cache(
  async (locale: Locale, casinoSlug: string, slug: string) =>
    (await repository()).findRestaurant(locale, casinoSlug, slug),
  ['venues:restaurant'],
  { tags: [...venueTags, cacheTags.restaurants()] },
)

export const getHotels = unstable_cache(
  async (locale: Locale, casinoSlug: string | null = null) =>
    (await repository()).listHotels(locale, { casinoSlug }),
  ['venues:hotels'],
  { tags: [...venueTags, cacheTags.hotels()] },
)

const readHotel = unstable_cache(
  async (locale: Locale, casinoSlug: string, slug: string, day: string) =>
    (await repository()).findHotel(locale, casinoSlug, slug, middayOf(day)),
  ['venues:hotel'],
  { tags: [...venueTags, cacheTags.hotels()] },
)

/** A hotel with its rooms and its offers valid today. */
export async function getHotel(
  locale: Locale,
  casinoSlug: string,
  slug: string,
  now = new Date(),
): Promise<HotelView | null> {
  return readHotel(locale, casinoSlug, slug, formatIsoDate(getParisDate(now)))
}

const readHotelOffers = unstable_cache(
  async (locale: Locale, hotelSlug: string | null, day: string) =>
    (await repository()).listHotelOffers(locale, { hotelSlug, now: middayOf(day) }),
  ['venues:hotel-offers'],
  { tags: [...venueTags, cacheTags.hotels()] },
)

/** Valid offers of every hotel (or one), with the block's filters (stars, experiences/rooms/spas). */
export async function getHotelOffers(
  locale: Locale,
  {
    hotelSlug = null,
    filters = DEFAULT_HOTEL_OFFER_FILTERS,
    limit = 60,
  }: { hotelSlug?: string | null; filters?: HotelOfferFilters; limit?: number } = {},
  now = new Date(),
): Promise<HotelOfferView[]> {
  const offers = await readHotelOffers(locale, hotelSlug, formatIsoDate(getParisDate(now)))
  return applyHotelOfferFilters(offers, filters, now).slice(0, limit)
}

export const getGameTables = unstable_cache(
  async (casinoSlug: string | null = null) => (await repository()).listGameTables(casinoSlug),
  ['venues:game-tables'],
  { tags: [cacheTags.casinos(), cacheTags.gameTables()] },
)
