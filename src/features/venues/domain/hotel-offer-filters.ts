import { compareDates, getParisDate, parseIsoDate } from '@/platform/domain/calendar'
import {
  buildParseResult,
  buildQueryString,
  type FieldErrors,
  type ParseResult,
  type QueryValues,
  readQueryValues,
} from './query-values'

export const HOTEL_STARS = [4, 5] as const
export type HotelStars = (typeof HOTEL_STARS)[number]

/** The spec's offer filters: experiences, rooms, spas. An offer may belong to several. */
export const HOTEL_OFFER_CATEGORIES = ['experiences', 'rooms', 'spas'] as const
export type HotelOfferCategory = (typeof HOTEL_OFFER_CATEGORIES)[number]

export type HotelOfferFilters = {
  /** Empty means any star rating. */
  stars: HotelStars[]
  /** Empty means any category; several mean "any of them". */
  categories: HotelOfferCategory[]
}

export type HotelOfferFilterField = 'stars' | 'type'
export type HotelOfferFilterErrorCode = 'unknownStars' | 'unknownCategory'

export type HotelOfferForFilter = {
  hotelStars: HotelStars
  categories: readonly HotelOfferCategory[]
  /** Last day the offer can be used, 'YYYY-MM-DD', inclusive; null for no end. */
  validUntil?: string | null
}

export const DEFAULT_HOTEL_OFFER_FILTERS: HotelOfferFilters = { stars: [], categories: [] }

function isHotelStars(value: unknown): value is HotelStars {
  return HOTEL_STARS.some((stars) => stars === value)
}

function isHotelOfferCategory(value: unknown): value is HotelOfferCategory {
  return HOTEL_OFFER_CATEGORIES.some((category) => category === value)
}

/**
 * Reads `?stars=4&stars=5&type=spas` (checkbox groups of a GET form; comma lists work too).
 * One unknown value rejects its whole group, so a tampered URL never filters on half a choice.
 */
export function parseHotelOfferFilters(
  query: QueryValues,
): ParseResult<HotelOfferFilters, HotelOfferFilterField, HotelOfferFilterErrorCode> {
  const errors: FieldErrors<HotelOfferFilterField, HotelOfferFilterErrorCode> = {}
  const starValues = readQueryValues(query, 'stars').map((value) =>
    /^\d$/.test(value) ? Number(value) : value,
  )
  const stars = starValues.every(isHotelStars) ? starValues : []
  if (stars.length !== starValues.length) errors.stars = 'unknownStars'
  const categoryValues = readQueryValues(query, 'type')
  const categories = categoryValues.every(isHotelOfferCategory) ? categoryValues : []
  if (categories.length !== categoryValues.length) errors.type = 'unknownCategory'
  return buildParseResult(
    {
      stars: HOTEL_STARS.filter((value) => stars.includes(value)),
      categories: HOTEL_OFFER_CATEGORIES.filter((value) => categories.includes(value)),
    },
    errors,
  )
}

/** Canonical query string: declared order, defaults left out, so equal filters give equal URLs. */
export function toHotelOfferSearchParams(filters: HotelOfferFilters): string {
  return buildQueryString([
    ...HOTEL_STARS.filter((value) => filters.stars.includes(value)).map(
      (value) => ['stars', String(value)] as const,
    ),
    ...HOTEL_OFFER_CATEGORIES.filter((value) => filters.categories.includes(value)).map(
      (value) => ['type', value] as const,
    ),
  ])
}

/**
 * Offers matching every filter group (stars AND categories; any value within a group), expired
 * offers left out: an offer is still shown on its last valid day in Paris. Input order is kept.
 */
export function applyHotelOfferFilters<T extends HotelOfferForFilter>(
  offers: readonly T[],
  filters: HotelOfferFilters,
  now: Date,
): T[] {
  const today = getParisDate(now)
  return offers.filter((offer) => {
    if (filters.stars.length > 0 && !filters.stars.includes(offer.hotelStars)) return false
    if (
      filters.categories.length > 0 &&
      !offer.categories.some((category) => filters.categories.includes(category))
    ) {
      return false
    }
    const lastDay = offer.validUntil ? parseIsoDate(offer.validUntil) : null
    return lastDay === null || compareDates(today, lastDay) <= 0
  })
}
