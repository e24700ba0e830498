import type { Payload, Where } from 'payload'

import { ShowsRepository } from '@/features/shows'
import { SHOW_CATEGORIES, SHOW_CATEGORY_LABELS } from '@/features/shows/domain'
import { VenueSearchReads } from '@/features/venues'
import { sortByDistance } from '@/features/venues/domain'
import type { Casino } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import {
  resolveSearchDateRange,
  SEARCH_PAGE_SIZE,
  tokenizeSearchQuery,
  type SearchFilters,
  type SearchOptions,
  type SearchResultItem,
  type SearchResults,
} from '../domain'

/** Each kind is read up to this many rows; the demo has far fewer, a real group a few hundred. */
const MAX_PER_KIND = 300

/**
 * The search of casinos, shows and hotels. Text matches the stored normalized `searchText` with
 * one `contains` (LIKE '%token%') per token, which behaves the same on SQLite and PostgreSQL
 * because both sides are lower-case and accent-free; city, category, dates and prices are plain
 * column filters. Rules: a category or a price range narrows to what has one (shows; hotels have
 * a price, casinos neither); dates narrow shows to those playing in the range (default: from now).
 */
export class SearchRepository {
  private readonly venues: VenueSearchReads
  private readonly shows: ShowsRepository
  private readonly loadCasinoMap: (locale: Locale) => Promise<Map<number, Casino>>

  /**
   * `casinos` gives the published casinos of a language (the page passes a cached read: they
   * change when staff publish, not per search); by default they are read from the database.
   */
  constructor(payload: Payload, options: { casinos?: (locale: Locale) => Promise<Casino[]> } = {}) {
    this.venues = new VenueSearchReads(payload)
    this.shows = new ShowsRepository(payload)
    const casinos = options.casinos
    this.loadCasinoMap = casinos
      ? async (locale) => new Map((await casinos(locale)).map((casino) => [casino.id, casino]))
      : (locale) => this.venues.loadCasinoMap(locale)
  }

  async search(locale: Locale, filters: SearchFilters, now = new Date()): Promise<SearchResults> {
    const tokens = tokenizeSearchQuery(filters.q)
    const common: Where[] = tokens.map((token) => ({ searchText: { contains: token } }))
    if (filters.city) common.push({ citySlug: { equals: filters.city } })
    const hasPrice = filters.priceMinCents !== null || filters.priceMaxCents !== null
    const wants = (type: 'casinos' | 'shows' | 'hotels') =>
      filters.type === null || filters.type === type

    // Casinos are few: read once (with their landing page path) and joined in memory, so shows
    // and hotels are read at depth 0 without Payload populating each relation.
    const casinoMap = await this.loadCasinoMap(locale)
    const range = resolveSearchDateRange(filters)
    const [casinos, shows, hotels] = await Promise.all([
      wants('casinos') && !filters.category && !hasPrice
        ? this.venues.searchCasinos(locale, common, casinoMap, MAX_PER_KIND)
        : [],
      wants('shows')
        ? this.shows.searchShows(
            locale,
            {
              conditions: common,
              from: range.from && range.from.getTime() > now.getTime() ? range.from : now,
              to: range.to,
              category: filters.category,
              priceMinCents: filters.priceMinCents,
              priceMaxCents: filters.priceMaxCents,
              limit: MAX_PER_KIND,
            },
            casinoMap,
            now,
          )
        : [],
      wants('hotels') && !filters.category
        ? this.venues.searchHotels(
            locale,
            common,
            { minCents: filters.priceMinCents, maxCents: filters.priceMaxCents },
            casinoMap,
            MAX_PER_KIND,
          )
        : [],
    ])

    const items: SearchResultItem[] = [
      ...casinos.map((casino) => ({ kind: 'casino' as const, casino, distanceKm: null })),
      ...shows.map((show) => ({ kind: 'show' as const, show, distanceKm: null })),
      ...hotels.map((hotel) => ({ kind: 'hotel' as const, hotel, distanceKm: null })),
    ]
    const ordered = filters.near
      ? sortByDistance(
          items.map((item) => ({ item, geo: geoOf(item) })),
          filters.near,
        ).map(({ item, distanceKm }) => ({ ...item, distanceKm }))
      : items
    const pageCount = Math.max(1, Math.ceil(ordered.length / SEARCH_PAGE_SIZE))
    const page = Math.min(filters.page, pageCount)
    return {
      items: ordered.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE),
      total: ordered.length,
      page,
      pageCount,
      counts: { casinos: casinos.length, shows: shows.length, hotels: hotels.length },
    }
  }

  /** Cities (from published casinos) and show categories for the filter selects. */
  async listOptions(locale: Locale): Promise<SearchOptions> {
    return {
      cities: await this.venues.listCities(),
      categories: SHOW_CATEGORIES.map((value) => ({
        value,
        label: SHOW_CATEGORY_LABELS[value][locale],
      })),
    }
  }
}

function geoOf(item: SearchResultItem) {
  if (item.kind === 'casino') return item.casino.geo
  if (item.kind === 'show') return item.show.casino.geo
  return item.hotel.geo
}
