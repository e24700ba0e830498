import type { Casino, GameTable, Hotel, HotelOffer, Restaurant, Room } from '@/payload-types'

import {
  type CasinoView,
  type GameTableView,
  type HotelOfferView,
  type HotelSummaryView,
  type PriceLevel,
  type RestaurantView,
} from '../domain'
import {
  casinoOf,
  isObject,
  toCasinoCard,
  toCasinoRef,
  toGeo,
  toIsoDay,
  toMediaViews,
  toOpeningHours,
  toStars,
} from './mappers'

/** Documents of the venues' collections as the views pages and other areas read (no query here). */
export function toCasinoView(casino: Casino): CasinoView {
  return {
    ...toCasinoCard(casino),
    summary: casino.summary ?? null,
    description: casino.description ?? null,
    openingHours: toOpeningHours(casino.openingHours),
    facilities: casino.facilities ?? [],
    images: toMediaViews(casino.images),
    updatedAt: casino.updatedAt,
  }
}

export function toRestaurantView(restaurant: Restaurant): RestaurantView | null {
  const casino = casinoOf(restaurant.casino)
  if (!casino) return null
  const pdf = restaurant.menuPdf
  return {
    id: restaurant.id,
    slug: restaurant.slug,
    name: restaurant.name,
    casino: toCasinoCard(casino),
    cuisine: restaurant.cuisine,
    priceLevel: Number(restaurant.priceLevel) as PriceLevel,
    averagePriceCents: restaurant.averagePriceCents ?? null,
    summary: restaurant.summary ?? null,
    description: restaurant.description ?? null,
    openingHours: toOpeningHours(restaurant.openingHours),
    phone: restaurant.contact?.phone ?? null,
    email: restaurant.contact?.email ?? null,
    images: toMediaViews(restaurant.images),
    menu: restaurant.menu ?? null,
    menuPdfUrl: isObject<{ url?: string | null }>(pdf) ? (pdf.url ?? null) : null,
    bookingEnabled: restaurant.bookingEnabled ?? false,
    updatedAt: restaurant.updatedAt,
  }
}

export function toHotelSummary(hotel: Hotel): HotelSummaryView | null {
  const casino = casinoOf(hotel.casino)
  if (!casino) return null
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    stars: toStars(hotel.stars),
    casino: toCasinoRef(casino),
    citySlug: hotel.citySlug ?? null,
    summary: hotel.summary ?? null,
    geo: toGeo(hotel.geo) ?? toGeo(casino.geo),
    hasSpa: hotel.spa?.hasSpa ?? false,
    priceFromCents: hotel.priceFromCents ?? null,
    image: toMediaViews(hotel.images)[0] ?? null,
  }
}

export function toHotelOfferView(offer: HotelOffer): HotelOfferView | null {
  const hotel = isObject<Hotel>(offer.hotel) ? offer.hotel : null
  const casino = hotel ? casinoOf(hotel.casino) : null
  if (!hotel || !casino) return null
  const stars = toStars(hotel.stars)
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    summary: offer.summary ?? null,
    conditions: offer.conditions ?? null,
    categories: offer.categories ?? [],
    hotelStars: stars,
    hotel: { id: hotel.id, slug: hotel.slug, name: hotel.name, stars, casino: toCasinoRef(casino) },
    validFrom: toIsoDay(offer.validFrom),
    validUntil: toIsoDay(offer.validUntil),
    priceFromCents: offer.priceFromCents ?? null,
    rooms: (offer.rooms ?? [])
      .filter((room): room is Room => isObject<Room>(room))
      .map((room) => ({ id: room.id, name: room.name })),
    images: toMediaViews(offer.images),
    bookingRate:
      typeof offer.bookingRate?.nightlyCents === 'number'
        ? {
            nightlyCents: offer.bookingRate.nightlyCents,
            minimumStay: offer.bookingRate.minimumStay ?? 1,
            freeCancellationDays: offer.bookingRate.freeCancellationDays ?? null,
          }
        : null,
  }
}

export function toGameTableView(table: GameTable): GameTableView {
  return {
    id: table.id,
    casinoId: typeof table.casino === 'number' ? table.casino : table.casino.id,
    game: table.game,
    minBetCents: table.minBetCents,
    maxBetCents: table.maxBetCents,
    tableCount: table.tableCount,
    positionCount: table.positionCount,
  }
}
