import type { Payload, Where } from 'payload'

import type { Casino } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import type { CasinoView, HotelSummaryView } from '../domain'
import { joinCasino, published } from './mappers'
import { toCasinoView, toHotelSummary } from './venue-views'

/**
 * The venues the search page reads (ADR 0044): casinos once per search, joined in memory to the
 * shows and hotels it finds; casinos and hotels matching its conditions; the cities of its filter.
 * Like VenuesRepository, the only code besides it that reads these collections; read models only.
 */
export class VenueSearchReads {
  constructor(private readonly payload: Payload) {}

  /**
   * Published casinos by id, with their landing page path. The search reads casinos once and joins
   * them in memory, so the shows and hotels it finds are read at depth 0.
   */
  async loadCasinoMap(locale: Locale): Promise<Map<number, Casino>> {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      where: published,
      pagination: false,
      depth: 1,
      select: { description: false, searchText: false, images: false },
      populate: { pages: { path: true } },
    })
    return new Map(found.docs.map((casino) => [casino.id, casino]))
  }

  /** Casinos matching the search's conditions (text, city), by name. */
  async searchCasinos(
    locale: Locale,
    conditions: Where[],
    casinos: Map<number, Casino>,
    limit: number,
  ): Promise<CasinoView[]> {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      where: { and: [published, ...conditions] },
      limit,
      // The rows only: the search pages its merged hits itself, a count would be a second query.
      pagination: false,
      depth: 0,
      sort: 'name',
      select: {},
    })
    return found.docs.flatMap((doc) => {
      const casino = casinos.get(doc.id)
      return casino ? [toCasinoView(casino)] : []
    })
  }

  /** Hotels matching the search's conditions and price band (their lowest price), by name. */
  async searchHotels(
    locale: Locale,
    conditions: Where[],
    price: { minCents: number | null; maxCents: number | null },
    casinos: Map<number, Casino>,
    limit: number,
  ): Promise<HotelSummaryView[]> {
    const where: Where[] = [published, ...conditions]
    if (price.maxCents !== null) where.push({ priceFromCents: { less_than_equal: price.maxCents } })
    if (price.minCents !== null)
      where.push({ priceFromCents: { greater_than_equal: price.minCents } })
    const found = await this.payload.find({
      collection: 'hotels',
      locale,
      where: { and: where },
      limit,
      pagination: false,
      depth: 0,
      sort: 'name',
      select: { description: false, searchText: false, experiences: false },
    })
    return found.docs.flatMap(
      (doc) => toHotelSummary({ ...doc, casino: joinCasino(doc.casino, casinos) }) ?? [],
    )
  }

  /** The cities of published casinos, for the search's city filter. */
  async listCities(): Promise<{ value: string; label: string }[]> {
    const found = await this.payload.find({
      collection: 'casinos',
      where: published,
      pagination: false,
      depth: 0,
      sort: 'city',
      select: { city: true, citySlug: true },
    })
    const cities = new Map<string, string>()
    for (const casino of found.docs) {
      if (casino.citySlug) cities.set(casino.citySlug, casino.city)
    }
    return [...cities].map(([value, label]) => ({ value, label }))
  }
}
