import type { Payload, Where } from 'payload'

import type { Casino } from '@/payload-types'

import type { Locale } from '@/platform/i18n/locales'
import { toShowView } from '@/features/shows/server/shows-repository'
import { SHOW_CATEGORIES, SHOW_CATEGORY_LABELS, isShowCategory } from '@/features/shows/domain'
import { sortByDistance } from '@/features/venues/domain'
import { published } from '@/features/venues/server/mappers'
import { toCasinoView, toHotelSummary } from '@/features/venues/server/venues-repository'

import {
  resolveSearchDateRange,
  SEARCH_PAGE_SIZE,
  tokenizeSearchQuery,
  type SearchFilters,
  type SearchOptions,
  type SearchResultItem,
  type SearchResults,
} from '../domain'

const showCardFields = {
  title: true,
  slug: true,
  category: true,
  casino: true,
  summary: true,
  images: true,
  performances: true,
  priceMinCents: true,
  priceMaxCents: true,
  sale: true,
  updatedAt: true,
  createdAt: true,
} as const

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
  constructor(private readonly payload: Payload) {}

  async search(locale: Locale, filters: SearchFilters, now = new Date()): Promise<SearchResults> {
    const tokens = tokenizeSearchQuery(filters.q)
    const textConditions: Where[] = tokens.map((token) => ({ searchText: { contains: token } }))
    const common: Where[] = [published, ...textConditions]
    if (filters.city) common.push({ citySlug: { equals: filters.city } })
    const hasPrice = filters.priceMinCents !== null || filters.priceMaxCents !== null
    const wants = (type: 'casinos' | 'shows' | 'hotels') =>
      filters.type === null || filters.type === type

    // Casinos are few: read once (with their landing page path) and joined in memory, so shows
    // and hotels are read at depth 0 without Payload populating each relation.
    const casinoMap = await this.loadCasinos(locale)
    const [casinos, shows, hotels] = await Promise.all([
      wants('casinos') && !filters.category && !hasPrice
        ? this.findCasinos(locale, common, casinoMap)
        : [],
      wants('shows') ? this.findShows(locale, common, filters, now, casinoMap) : [],
      wants('hotels') && !filters.category
        ? this.findHotels(locale, common, filters, casinoMap)
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
    const casinos = await this.payload.find({
      collection: 'casinos',
      where: published,
      pagination: false,
      depth: 0,
      sort: 'city',
      select: { city: true, citySlug: true },
    })
    const cities = new Map<string, string>()
    for (const casino of casinos.docs) {
      if (casino.citySlug) cities.set(casino.citySlug, casino.city)
    }
    return {
      cities: [...cities].map(([value, label]) => ({ value, label })),
      categories: SHOW_CATEGORIES.map((value) => ({
        value,
        label: SHOW_CATEGORY_LABELS[value][locale],
      })),
    }
  }

  private async loadCasinos(locale: Locale): Promise<Map<number, Casino>> {
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

  private async findCasinos(locale: Locale, conditions: Where[], casinoMap: Map<number, Casino>) {
    const found = await this.payload.find({
      collection: 'casinos',
      locale,
      where: { and: conditions },
      limit: MAX_PER_KIND,
      depth: 0,
      sort: 'name',
      select: {},
    })
    return found.docs.flatMap((doc) => {
      const casino = casinoMap.get(doc.id)
      return casino ? [toCasinoView(casino)] : []
    })
  }

  private async findShows(
    locale: Locale,
    common: Where[],
    filters: SearchFilters,
    now: Date,
    casinoMap: Map<number, Casino>,
  ) {
    const range = resolveSearchDateRange(filters)
    const from = range.from && range.from.getTime() > now.getTime() ? range.from : now
    const conditions: Where[] = [
      ...common,
      { lastPerformanceAt: { greater_than_equal: from.toISOString() } },
    ]
    if (range.to) conditions.push({ firstPerformanceAt: { less_than: range.to.toISOString() } })
    if (filters.category) {
      if (!isShowCategory(filters.category)) return []
      conditions.push({ category: { equals: filters.category } })
    }
    if (filters.priceMaxCents !== null)
      conditions.push({ priceMinCents: { less_than_equal: filters.priceMaxCents } })
    if (filters.priceMinCents !== null)
      conditions.push({ priceMaxCents: { greater_than_equal: filters.priceMinCents } })
    const found = await this.payload.find({
      collection: 'shows',
      locale,
      where: { and: conditions },
      limit: MAX_PER_KIND,
      // Cards only: no rich text, no images (the result list shows none), casinos joined below.
      depth: 0,
      sort: 'firstPerformanceAt',
      select: showCardFields,
    })
    const to = range.to?.getTime() ?? Infinity
    // Exact check on the performances: one must start inside the range and not be finished.
    return found.docs
      .flatMap(
        (doc) => toShowView({ ...doc, casino: joinCasino(doc.casino, casinoMap) }, now) ?? [],
      )
      .map((show) => {
        const { description: _d, images: _i, performers: _p, sale: _s, ...summary } = show
        const first = summary.performances.find((performance) => {
          const time = Date.parse(performance.startsAt)
          return time >= from.getTime() && time < to && performance.status !== 'finished'
        })
        return { summary, first }
      })
      .filter((entry) => entry.first !== undefined)
      .sort((a, b) => Date.parse(a.first!.startsAt) - Date.parse(b.first!.startsAt))
      .map((entry) => entry.summary)
  }

  private async findHotels(
    locale: Locale,
    common: Where[],
    filters: SearchFilters,
    casinoMap: Map<number, Casino>,
  ) {
    const conditions = [...common]
    if (filters.priceMaxCents !== null)
      conditions.push({ priceFromCents: { less_than_equal: filters.priceMaxCents } })
    if (filters.priceMinCents !== null)
      conditions.push({ priceFromCents: { greater_than_equal: filters.priceMinCents } })
    const found = await this.payload.find({
      collection: 'hotels',
      locale,
      where: { and: conditions },
      limit: MAX_PER_KIND,
      depth: 0,
      sort: 'name',
      select: { description: false, searchText: false, experiences: false },
    })
    return found.docs.flatMap(
      (doc) => toHotelSummary({ ...doc, casino: joinCasino(doc.casino, casinoMap) }) ?? [],
    )
  }
}

function joinCasino(value: number | Casino, casinoMap: Map<number, Casino>): number | Casino {
  return typeof value === 'number' ? (casinoMap.get(value) ?? value) : value
}

function geoOf(item: SearchResultItem) {
  if (item.kind === 'casino') return item.casino.geo
  if (item.kind === 'show') return item.show.casino.geo
  return item.hotel.geo
}
