import {
  buildParseResult,
  buildQueryString,
  type FieldErrors,
  formatCentsForQuery,
  type GeoPoint,
  isValidLatitude,
  isValidLongitude,
  type ParseResult,
  parseEurosToCents,
  type QueryValues,
  readQueryValue,
} from '@/features/venues/domain'
import {
  addDays,
  compareDates,
  getParisDate,
  getParisDayStart,
  parseIsoDate,
} from '@/platform/domain/calendar'

/**
 * The search page's state, entirely in the query string so a search can be shared, bookmarked and
 * walked back with the browser's back button. URL keys are the same in French and English so the
 * language switch keeps the search.
 */

const SEARCH_RESULT_TYPES = ['casinos', 'shows', 'hotels'] as const
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number]

const SEARCH_VIEWS = ['list', 'calendar', 'map'] as const
export type SearchView = (typeof SEARCH_VIEWS)[number]

const MAX_QUERY_LENGTH = 200
/**
 * 'Around me' positions keep 3 decimals (about 100 m): enough to sort by distance, and a shared
 * link does not pinpoint the visitor.
 */
const COORDINATE_DECIMALS = 3

export type SearchFilters = {
  /** As typed, trimmed, inner whitespace collapsed; '' for no text. */
  q: string
  type: SearchResultType | null
  /** Slugs of a city and of a category (show genre, offer kind…), as the CMS defines them. */
  city: string | null
  category: string | null
  /** Paris calendar days 'YYYY-MM-DD', both inclusive; either may be open. */
  from: string | null
  to: string | null
  /** Inclusive bounds in cents. */
  priceMinCents: number | null
  priceMaxCents: number | null
  /** 'Around me': results sorted by distance from there. */
  near: GeoPoint | null
  view: SearchView
  /** Month shown by the calendar view, 'YYYY-MM'. */
  month: string | null
  page: number
}

export type SearchField =
  | 'q'
  | 'type'
  | 'city'
  | 'category'
  | 'date'
  | 'from'
  | 'to'
  | 'priceMin'
  | 'priceMax'
  | 'lat'
  | 'lng'
  | 'view'
  | 'month'
  | 'page'

export type SearchErrorCode =
  | 'tooLong'
  | 'unknownType'
  | 'invalidSlug'
  | 'invalidDate'
  | 'toBeforeFrom'
  | 'notANumber'
  | 'negative'
  | 'tooLarge'
  | 'minAboveMax'
  | 'outOfRange'
  | 'incompleteLocation'
  | 'unknownView'
  | 'invalidMonth'
  | 'invalidPage'

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  q: '',
  type: null,
  city: null,
  category: null,
  from: null,
  to: null,
  priceMinCents: null,
  priceMaxCents: null,
  near: null,
  view: 'list',
  month: null,
  page: 1,
}

function isSearchResultType(value: unknown): value is SearchResultType {
  return SEARCH_RESULT_TYPES.some((type) => type === value)
}

function isSearchView(value: unknown): value is SearchView {
  return SEARCH_VIEWS.some((view) => view === value)
}

function isSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
}

function isMonthKey(value: string): boolean {
  return /^\d{4}-(?:0[1-9]|1[0-2])$/.test(value) && value >= '0001'
}

function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS
  // + 0 turns -0 into 0, so a rounded position always prints the same way.
  return Math.round(value * factor) / factor + 0
}

type Errors = FieldErrors<SearchField, SearchErrorCode>

function readCoordinate(
  query: QueryValues,
  field: 'lat' | 'lng',
  errors: Errors,
): number | null | undefined {
  const raw = readQueryValue(query, field)
  if (raw === null) return undefined
  if (!/^-?\d{1,3}(?:\.\d+)?$/.test(raw)) {
    errors[field] = 'notANumber'
    return null
  }
  const value = Number(raw)
  const isValid = field === 'lat' ? isValidLatitude(value) : isValidLongitude(value)
  if (!isValid) {
    errors[field] = 'outOfRange'
    return null
  }
  return roundCoordinate(value)
}

function readSlug(query: QueryValues, field: 'city' | 'category', errors: Errors): string | null {
  const raw = readQueryValue(query, field)
  if (raw === null) return null
  if (isSlug(raw)) return raw
  errors[field] = 'invalidSlug'
  return null
}

function readDate(query: QueryValues, field: 'date' | 'from' | 'to', errors: Errors) {
  const raw = readQueryValue(query, field)
  if (raw === null) return null
  if (parseIsoDate(raw)) return raw
  errors[field] = 'invalidDate'
  return null
}

function readAmount(query: QueryValues, field: 'priceMin' | 'priceMax', errors: Errors) {
  const raw = readQueryValue(query, field)
  if (raw === null) return null
  const parsed = parseEurosToCents(raw)
  if (parsed.ok) return parsed.cents
  errors[field] = parsed.code
  return null
}

/**
 * Reads the search page's query. Rules beyond each field's format:
 * - `date=D` is one day, the same as `from=D&to=D`; an explicit from/to overrides its side;
 * - to before from → 'toBeforeFrom' on `to`, and the date filter is dropped;
 * - priceMin above priceMax → 'minAboveMax' on `priceMin`, and the price filter is dropped;
 * - lat and lng come together or not at all ('incompleteLocation' on the missing one);
 * - prices are euros as typed ('25', '12,50'); coordinates are rounded to 3 decimals.
 * Wrong fields fall back to their default in `value`; unknown keys are ignored.
 */
export function parseSearchParams(
  query: QueryValues,
): ParseResult<SearchFilters, SearchField, SearchErrorCode> {
  const errors: Errors = {}

  const rawQ = (readQueryValue(query, 'q') ?? '').replace(/\s+/g, ' ')
  let q = rawQ
  if (rawQ.length > MAX_QUERY_LENGTH) {
    errors.q = 'tooLong'
    q = ''
  }

  const rawType = readQueryValue(query, 'type')
  let type: SearchResultType | null = null
  if (rawType !== null) {
    if (isSearchResultType(rawType)) type = rawType
    else errors.type = 'unknownType'
  }

  const city = readSlug(query, 'city', errors)
  const category = readSlug(query, 'category', errors)

  const day = readDate(query, 'date', errors)
  let from = readDate(query, 'from', errors) ?? (errors.from ? null : day)
  let to = readDate(query, 'to', errors) ?? (errors.to ? null : day)
  const fromDate = from ? parseIsoDate(from) : null
  const toDate = to ? parseIsoDate(to) : null
  if (fromDate && toDate && compareDates(toDate, fromDate) < 0) {
    errors.to = 'toBeforeFrom'
    from = null
    to = null
  }

  let priceMinCents = readAmount(query, 'priceMin', errors)
  let priceMaxCents = readAmount(query, 'priceMax', errors)
  if (priceMinCents !== null && priceMaxCents !== null && priceMinCents > priceMaxCents) {
    errors.priceMin = 'minAboveMax'
    priceMinCents = null
    priceMaxCents = null
  }

  const lat = readCoordinate(query, 'lat', errors)
  const lng = readCoordinate(query, 'lng', errors)
  let near: GeoPoint | null = null
  if (typeof lat === 'number' && typeof lng === 'number') near = { lat, lng }
  else if (lat === undefined && lng !== undefined) errors.lat = 'incompleteLocation'
  else if (lng === undefined && lat !== undefined) errors.lng = 'incompleteLocation'

  const rawView = readQueryValue(query, 'view')
  let view: SearchView = 'list'
  if (rawView !== null) {
    if (isSearchView(rawView)) view = rawView
    else errors.view = 'unknownView'
  }

  const rawMonth = readQueryValue(query, 'month')
  let month: string | null = null
  if (rawMonth !== null) {
    if (isMonthKey(rawMonth)) month = rawMonth
    else errors.month = 'invalidMonth'
  }

  const rawPage = readQueryValue(query, 'page')
  let page = 1
  if (rawPage !== null) {
    if (/^\d{1,4}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage)
    else errors.page = 'invalidPage'
  }

  return buildParseResult(
    {
      q,
      type,
      city,
      category,
      from,
      to,
      priceMinCents,
      priceMaxCents,
      near,
      view,
      month,
      page,
    },
    errors,
  )
}

/**
 * The canonical query string (no '?'): fixed key order, defaults left out, one day written as
 * `date`, prices in euros, coordinates rounded. Parsing it gives the same filters back, and two
 * equal searches give the same URL (one cache entry, one analytics line).
 */
export function toSearchParams(filters: SearchFilters): string {
  const pairs: Array<[SearchField, string]> = []
  const q = filters.q.trim().replace(/\s+/g, ' ')
  if (q !== '') pairs.push(['q', q])
  if (filters.type) pairs.push(['type', filters.type])
  if (filters.city) pairs.push(['city', filters.city])
  if (filters.category) pairs.push(['category', filters.category])
  if (filters.from !== null && filters.from === filters.to) {
    pairs.push(['date', filters.from])
  } else {
    if (filters.from) pairs.push(['from', filters.from])
    if (filters.to) pairs.push(['to', filters.to])
  }
  if (filters.priceMinCents !== null) {
    pairs.push(['priceMin', formatCentsForQuery(filters.priceMinCents)])
  }
  if (filters.priceMaxCents !== null) {
    pairs.push(['priceMax', formatCentsForQuery(filters.priceMaxCents)])
  }
  if (filters.near) {
    pairs.push(['lat', String(roundCoordinate(filters.near.lat))])
    pairs.push(['lng', String(roundCoordinate(filters.near.lng))])
  }
  if (filters.view !== 'list') pairs.push(['view', filters.view])
  if (filters.month) pairs.push(['month', filters.month])
  if (filters.page > 1) pairs.push(['page', String(filters.page)])
  return buildQueryString(pairs)
}

/** The date filter as instants, half-open [from, to): `to` is midnight after the last day. */
export function resolveSearchDateRange(filters: Pick<SearchFilters, 'from' | 'to'>): {
  from: Date | null
  to: Date | null
} {
  const from = filters.from ? parseIsoDate(filters.from) : null
  const to = filters.to ? parseIsoDate(filters.to) : null
  return {
    from: from ? getParisDayStart(from) : null,
    to: to ? getParisDayStart(addDays(to, 1)) : null,
  }
}

/** The calendar view's month: the one asked for, else the month of `from`, else the current one. */
export function resolveCalendarMonth(
  filters: Pick<SearchFilters, 'month' | 'from'>,
  now: Date,
): { year: number; month: number } {
  const key = filters.month ?? filters.from?.slice(0, 7)
  if (key && isMonthKey(key))
    return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }
  const today = getParisDate(now)
  return { year: today.year, month: today.month }
}
