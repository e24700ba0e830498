import type { Alternate } from '@/features/content'
import { showPath } from '@/features/shows'
import { SHOW_CATEGORY_LABELS, type ShowSummaryView } from '@/features/shows/domain'
import { hotelPath } from '@/features/venues'
import { type QueryValues } from '@/features/venues/domain'
import { addMonths, formatIsoDate } from '@/platform/domain/calendar'
import { getEnv } from '@/platform/config/env'
import { localizePath, locales, type Locale } from '@/platform/i18n/locales'

import {
  isCanonicalQuery,
  parseSearchParams,
  resolveCalendarMonth,
  toSearchParams,
  type SearchField,
  type SearchFilters,
  type SearchResultItem,
  type SearchResults,
  type CalendarEntry,
  type SearchHit,
  type SearchOptions,
  type SearchOutcome,
} from '../domain'
import { getSearchOptions, searchVenues } from './queries'
import { searchPath } from './search-paths'

function showHit(show: ShowSummaryView, locale: Locale, distanceKm: number | null): SearchHit {
  return {
    kind: 'show',
    id: String(show.id),
    title: show.title,
    href: showPath(locale, show.casino.slug, show.slug),
    city: show.casino.city,
    venue: show.casino.name,
    category: SHOW_CATEGORY_LABELS[show.category][locale],
    summary: show.summary,
    geo: show.casino.geo,
    distanceKm,
    priceFromCents: show.priceMinCents,
    nextDate: show.nextPerformance ? new Date(show.nextPerformance.startsAt) : null,
    stars: null,
  }
}

function toSearchHit(item: SearchResultItem, locale: Locale): SearchHit {
  if (item.kind === 'show') return showHit(item.show, locale, item.distanceKm)
  if (item.kind === 'casino') {
    const casino = item.casino
    return {
      kind: 'casino',
      id: String(casino.id),
      title: casino.name,
      href: casino.landingPath ? localizePath(casino.landingPath, locale) : searchPath(locale),
      city: casino.city,
      venue: null,
      category: null,
      summary: casino.summary,
      geo: casino.geo,
      distanceKm: item.distanceKm,
      priceFromCents: null,
      nextDate: null,
      stars: null,
    }
  }
  const hotel = item.hotel
  return {
    kind: 'hotel',
    id: String(hotel.id),
    title: hotel.name,
    href: hotelPath(locale, hotel.casino.slug, hotel.slug),
    city: hotel.casino.city,
    venue: hotel.casino.name,
    category: null,
    summary: hotel.summary,
    geo: hotel.geo,
    distanceKm: item.distanceKm,
    priceFromCents: hotel.priceFromCents,
    nextDate: null,
    stars: hotel.stars,
  }
}

function calendarEntries(
  results: SearchResults,
  locale: Locale,
  range: { from: number; to: number },
): CalendarEntry[] {
  return results.items.flatMap((item) => {
    if (item.kind !== 'show') return []
    const show = item.show
    return show.performances
      .filter((performance) => {
        const time = Date.parse(performance.startsAt)
        return time >= range.from && time < range.to
      })
      .map((performance) => ({
        id: `${show.id}-${performance.id}`,
        title: show.title,
        href: showPath(locale, show.casino.slug, show.slug),
        startsAt: new Date(performance.startsAt),
        venue: show.casino.name,
        status: performance.status,
      }))
  })
}

export type SearchPageData =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page'
      path: string
      filters: SearchFilters
      errors: Partial<Record<SearchField, string>>
      options: SearchOptions
      alternates: Alternate[]
      map: { tileUrl: string }
    }

/**
 * The search page for a query string, up to its form: the results are read apart
 * (loadSearchResults) so that they can stream in after it. A valid but non-canonical query (empty
 * fields, another key order, from = to) is redirected to its canonical URL, so a search has one
 * shareable address; an invalid field is reported and ignored.
 */
export async function loadSearchPage(locale: Locale, query: QueryValues): Promise<SearchPageData> {
  const path = searchPath(locale)
  const parsed = parseSearchParams(query)
  const filters = parsed.value
  const canonical = toSearchParams(filters)
  if (parsed.ok && !isCanonicalQuery(query, canonical)) {
    return { kind: 'redirect', location: canonical ? `${path}?${canonical}` : path }
  }
  const alternates = locales.map((code) => ({
    locale: code,
    path: `${searchPath(code)}${canonical ? `?${canonical}` : ''}`,
  }))
  return {
    kind: 'page',
    path,
    filters,
    errors: parsed.ok ? {} : parsed.errors,
    options: await getSearchOptions(locale),
    alternates,
    map: { tileUrl: getEnv().MAP_TILE_URL },
  }
}

/** What the filters find: a page of hits, or the month of shows for the calendar view. */
export async function loadSearchResults(
  locale: Locale,
  filters: SearchFilters,
  now: Date,
): Promise<SearchOutcome> {
  let results: SearchResults
  let calendar: CalendarEntry[] = []
  if (filters.view === 'calendar') {
    const { year, month } = resolveCalendarMonth(filters, now)
    const first = { year, month, day: 1 }
    const monthFilters: SearchFilters = {
      ...filters,
      type: 'shows',
      from: filters.from ?? formatIsoDate(first),
      to: filters.to ?? formatIsoDate({ ...addMonths(first, 1), day: 1 }),
      page: 1,
    }
    results = await searchVenues(locale, monthFilters, now)
    const start = Date.UTC(year, month - 1, 1) - 2 * 3_600_000
    calendar = calendarEntries(results, locale, {
      from: start,
      to: Date.UTC(year, month, 1) + 2 * 3_600_000,
    })
  } else {
    results = await searchVenues(locale, filters, now)
  }
  return {
    hits: results.items.map((item) => toSearchHit(item, locale)),
    total: results.total,
    page: results.page,
    pageCount: results.pageCount,
    calendar,
  }
}
