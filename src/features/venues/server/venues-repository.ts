import type { Payload, Where } from 'payload'

import type { Room } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import {
  applyHotelOfferFilters,
  type BookableHotelView,
  type BookableRestaurantView,
  type CasinoView,
  type GameTableView,
  type HotelOfferFilters,
  type HotelOfferView,
  type HotelSummaryView,
  type HotelView,
  type RestaurantView,
} from '../domain'
import { getParisDate, formatIsoDate } from '@/platform/domain/calendar'
import {
  casinoOf,
  isObject,
  populate,
  published,
  toCasinoCard,
  toCasinoRef,
  toMediaViews,
  toRoomView,
} from './mappers'
import {
  toCasinoView,
  toGameTableView,
  toHotelOfferView,
  toHotelSummary,
  toRestaurantView,
} from './venue-views'

const MAX_LIST = 200

/** A restaurant or hotel page of the sitemap. */
export type VenueSitemapEntry = {
  kind: 'restaurant' | 'hotel'
  casinoSlug: string
  slug: string
  updatedAt: string
}

const slugOnly = { casinos: { slug: true } } as const

/**
 * Published venues for the public site: casinos, restaurants, hotels with rooms and offers, game
 * tables. The only code that reads these collections; it returns read models, never documents.
 */
export class VenuesRepository {
  constructor(private readonly payload: Payload) {}

  private async casinoIdBySlug(slug: string): Promise<number | null> {
    const found = await this.payload.find({
      collection: 'casinos',
      where: { and: [{ slug: { equals: slug } }, published] },
      limit: 1,
      depth: 0,
      select: {},
    })
    return found.docs[0]?.id ?? null
  }

  /** A published casino's id by its slug (the other areas filter their lists by casino). */
  async findCasinoIdBySlug(slug: string): Promise<number | null> {
    return this.casinoIdBySlug(slug)
  }

  /** A published casino's name by its three-letter code (a machine's QR code names it so). */
  async findCasinoNameByTrigram(trigram: string): Promise<string | null> {
    const found = await this.payload.find({
      collection: 'casinos',
      where: { and: [{ trigram: { equals: trigram } }, published] },
      limit: 1,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
    })
    return found.docs[0]?.name ?? null
  }

  /** Published casinos' ids by slug (casino systems name the casino by its slug). */
  async findCasinoIdsBySlug(slugs: readonly string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map()
    const found = await this.payload.find({
      collection: 'casinos',
      where: { and: [{ slug: { in: [...slugs] } }, published] },
      limit: slugs.length,
      pagination: false,
      depth: 0,
      select: { slug: true },
    })
    return new Map(found.docs.map((casino) => [casino.slug, casino.id]))
  }

  /** The published casinos a member may name as favourite: slug and name, by name. */
  async listCasinoChoices(): Promise<{ slug: string; name: string }[]> {
    const found = await this.payload.find({
      collection: 'casinos',
      where: published,
      limit: MAX_LIST,
      pagination: false,
      depth: 0,
      sort: 'name',
      select: { slug: true, name: true },
    })
    return found.docs.map(({ slug, name }) => ({ slug, name }))
  }

  /** A casino's latest version, draft or published (staff's preview of its page). */
  async findCasinoDraft(locale: Locale, id: number): Promise<CasinoView | null> {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      draft: true,
      where: { id: { equals: id } },
      limit: 1,
      depth: 1,
      populate,
    })
    const casino = found.docs[0]
    return casino ? toCasinoView(casino) : null
  }

  async findCasinoBySlug(locale: Locale, slug: string): Promise<CasinoView | null> {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      where: { and: [{ slug: { equals: slug } }, published] },
      limit: 1,
      depth: 1,
      populate,
    })
    const casino = found.docs[0]
    return casino ? toCasinoView(casino) : null
  }

  async listCasinos(locale: Locale): Promise<CasinoView[]> {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      where: published,
      limit: MAX_LIST,
      depth: 1,
      sort: 'name',
      populate,
    })
    return found.docs.map(toCasinoView)
  }

  async listRestaurants(
    locale: Locale,
    { casinoSlug, limit = MAX_LIST }: { casinoSlug?: string | null; limit?: number } = {},
  ): Promise<RestaurantView[]> {
    const conditions: Where[] = [published]
    if (casinoSlug) {
      const casinoId = await this.casinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'restaurants',
      locale,
      where: { and: conditions },
      limit: Math.min(limit, MAX_LIST),
      depth: 2,
      sort: 'name',
      populate: { ...populate, documents: { url: true } },
    })
    return found.docs.flatMap((doc) => toRestaurantView(doc) ?? [])
  }

  /** A published restaurant (or, with `draft`, its latest draft: the preview route). */
  async findRestaurant(
    locale: Locale,
    casinoSlug: string,
    slug: string,
    { draft = false }: { draft?: boolean } = {},
  ): Promise<RestaurantView | null> {
    const bySlug = { slug: { equals: slug } }
    const found = await this.payload.find({
      collection: 'restaurants',
      locale,
      where: draft ? bySlug : { and: [bySlug, published] },
      draft,
      limit: 1,
      depth: 2,
      populate: { ...populate, documents: { url: true } },
    })
    const view = found.docs[0] ? toRestaurantView(found.docs[0]) : null
    return view && view.casino.slug === casinoSlug ? view : null
  }

  async listHotels(
    locale: Locale,
    { casinoSlug }: { casinoSlug?: string | null } = {},
  ): Promise<HotelSummaryView[]> {
    const conditions: Where[] = [published]
    if (casinoSlug) {
      const casinoId = await this.casinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'hotels',
      locale,
      where: { and: conditions },
      limit: MAX_LIST,
      depth: 1,
      sort: 'name',
      populate,
    })
    return found.docs.flatMap((doc) => toHotelSummary(doc) ?? [])
  }

  /**
   * A hotel with its rooms and its offers still valid on `today` (Paris day, 'YYYY-MM-DD'); with
   * `draft`, the hotel's latest draft (the preview route), its offers as published.
   */
  async findHotel(
    locale: Locale,
    casinoSlug: string,
    slug: string,
    now: Date = new Date(),
    { draft = false }: { draft?: boolean } = {},
  ): Promise<HotelView | null> {
    const bySlug = { slug: { equals: slug } }
    const found = await this.payload.find({
      collection: 'hotels',
      locale,
      where: draft ? bySlug : { and: [bySlug, published] },
      draft,
      limit: 1,
      depth: 2,
      populate: {
        ...populate,
        rooms: {
          name: true,
          type: true,
          capacity: true,
          sizeM2: true,
          amenities: true,
          priceFromCents: true,
          description: true,
          images: true,
        },
      },
    })
    const hotel = found.docs[0]
    const summary = hotel ? toHotelSummary(hotel) : null
    const casino = hotel ? casinoOf(hotel.casino) : null
    if (!hotel || !summary || !casino || casino.slug !== casinoSlug) return null
    const offers = await this.listHotelOffers(locale, { hotelId: hotel.id, now })
    return {
      ...summary,
      casinoCard: toCasinoCard(casino),
      description: hotel.description ?? null,
      address: {
        street: hotel.address?.street ?? '',
        postalCode: hotel.address?.postalCode ?? '',
        city: casino.city,
        country: hotel.address?.country ?? 'FR',
      },
      phone: hotel.contact?.phone ?? null,
      email: hotel.contact?.email ?? null,
      images: toMediaViews(hotel.images),
      spa: hotel.spa?.hasSpa
        ? { name: hotel.spa.name ?? null, description: hotel.spa.description ?? null }
        : null,
      experiences: (hotel.experiences ?? []).map((experience) => ({
        title: experience.title,
        description: experience.description ?? null,
      })),
      rooms: (hotel.rooms ?? [])
        .filter((room): room is Room => isObject<Room>(room))
        .map(toRoomView),
      offers,
      updatedAt: hotel.updatedAt,
    }
  }

  /** A published restaurant by id, for the booking area: name, casino, online booking flag. */
  async findBookableRestaurant(locale: Locale, id: number): Promise<BookableRestaurantView | null> {
    const found = await this.payload.find({
      collection: 'restaurants',
      locale,
      where: { and: [{ id: { equals: id } }, published] },
      limit: 1,
      depth: 1,
      populate,
      select: { name: true, slug: true, casino: true, contact: true, bookingEnabled: true },
    })
    const restaurant = found.docs[0]
    const casino = restaurant ? casinoOf(restaurant.casino) : null
    if (!restaurant || !casino) return null
    return {
      id: restaurant.id,
      slug: restaurant.slug,
      name: restaurant.name,
      casino: toCasinoCard(casino),
      phone: restaurant.contact?.phone ?? casino.contact?.phone ?? null,
      bookingEnabled: restaurant.bookingEnabled ?? false,
    }
  }

  /** A published hotel by id with its rooms and its offers still valid at `now`, for booking. */
  async findBookableHotel(
    locale: Locale,
    id: number,
    now: Date = new Date(),
  ): Promise<BookableHotelView | null> {
    const found = await this.payload.find({
      collection: 'hotels',
      locale,
      where: { and: [{ id: { equals: id } }, published] },
      limit: 1,
      depth: 1,
      populate: { ...populate, rooms: { name: true, capacity: true } },
      select: { name: true, slug: true, casino: true, address: true, contact: true, rooms: true },
    })
    const hotel = found.docs[0]
    const casino = hotel ? casinoOf(hotel.casino) : null
    if (!hotel || !casino) return null
    return {
      id: hotel.id,
      slug: hotel.slug,
      name: hotel.name,
      casino: toCasinoRef(casino),
      address: {
        street: hotel.address?.street ?? '',
        postalCode: hotel.address?.postalCode ?? '',
        city: casino.city,
        country: hotel.address?.country ?? 'FR',
      },
      phone: hotel.contact?.phone ?? null,
      rooms: (hotel.rooms ?? [])
        .filter((room): room is Room => isObject<Room>(room))
        .map((room) => ({ id: room.id, name: room.name, capacity: room.capacity })),
      offers: await this.listHotelOffers(locale, { hotelId: hotel.id, now }),
    }
  }

  /**
   * Published offers, optionally of one hotel (by id or slug), with the filters of the hotel
   * offers block (stars, experiences / rooms / spas); expired offers are left out.
   */
  async listHotelOffers(
    locale: Locale,
    {
      hotelId,
      hotelSlug,
      filters,
      now = new Date(),
      limit = MAX_LIST,
    }: {
      hotelId?: number | null
      hotelSlug?: string | null
      filters?: HotelOfferFilters
      now?: Date
      limit?: number
    } = {},
  ): Promise<HotelOfferView[]> {
    const today = formatIsoDate(getParisDate(now))
    const conditions: Where[] = [
      published,
      // The day filter in memory is exact; this only keeps long-expired offers out of the read.
      {
        or: [
          { validUntil: { exists: false } },
          { validUntil: { greater_than_equal: `${today}T00:00:00.000Z` } },
        ],
      },
    ]
    if (hotelId) conditions.push({ hotel: { equals: hotelId } })
    else if (hotelSlug) {
      const hotel = await this.payload.find({
        collection: 'hotels',
        where: { and: [{ slug: { equals: hotelSlug } }, published] },
        limit: 1,
        depth: 0,
        select: {},
      })
      if (!hotel.docs[0]) return []
      conditions.push({ hotel: { equals: hotel.docs[0].id } })
    }
    const found = await this.payload.find({
      collection: 'hotel-offers',
      locale,
      where: { and: conditions },
      limit: MAX_LIST,
      depth: 2,
      sort: 'validUntil',
      populate: {
        ...populate,
        hotels: { name: true, slug: true, stars: true, casino: true },
        rooms: { name: true },
      },
    })
    const offers = found.docs.flatMap((doc) => toHotelOfferView(doc) ?? [])
    return applyHotelOfferFilters(offers, filters ?? { stars: [], categories: [] }, now).slice(
      0,
      limit,
    )
  }

  async listGameTables(casinoSlug?: string | null): Promise<GameTableView[]> {
    const conditions: Where[] = []
    if (casinoSlug) {
      const casinoId = await this.casinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'game-tables',
      where: conditions.length ? { and: conditions } : undefined,
      limit: MAX_LIST,
      depth: 0,
      sort: 'sortOrder',
    })
    return found.docs.map(toGameTableView)
  }

  /** Every published restaurant and hotel page, by casino and slug. */
  async listSitemapEntries(): Promise<VenueSitemapEntry[]> {
    const query = { where: published, pagination: false, depth: 1 } as const
    const fields = { select: { slug: true, casino: true, updatedAt: true } } as const
    const [restaurants, hotels] = await Promise.all([
      this.payload.find({ collection: 'restaurants', ...query, ...fields, populate: slugOnly }),
      this.payload.find({ collection: 'hotels', ...query, ...fields, populate: slugOnly }),
    ])
    const entries: VenueSitemapEntry[] = []
    for (const [kind, docs] of [
      ['restaurant', restaurants.docs],
      ['hotel', hotels.docs],
    ] as const) {
      for (const doc of docs) {
        const casino = casinoOf(doc.casino)
        if (casino)
          entries.push({ kind, casinoSlug: casino.slug, slug: doc.slug, updatedAt: doc.updatedAt })
      }
    }
    return entries
  }
}
