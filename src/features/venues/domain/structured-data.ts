import type { EventStatus } from './event-status'
import { type GeoPoint, isValidGeoPoint } from './geo'
import { formatCentsAsDecimal, isCents } from './money'
import type { OpeningHours } from './opening-hours'
import { formatParisIsoDateTime } from '@/platform/domain/calendar'

/**
 * schema.org JSON-LD as plain objects; the page serialises them with serializeJsonLd into a
 * <script type="application/ld+json">. Dates carry the Paris offset, prices are decimal euro
 * strings computed from cents, and empty fields are left out rather than sent as null.
 */

export type JsonLd = { [key: string]: JsonLdValue }
export type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[]

const SCHEMA = 'https://schema.org'

export type PostalAddressInput = {
  streetAddress: string
  postalCode: string
  addressLocality: string
  /** ISO 3166-1 alpha-2; 'FR' when not given. */
  addressCountry?: string | null
}

export type PlaceInput = {
  name: string
  address: PostalAddressInput
  geo?: GeoPoint | null
  url?: string | null
}

export type EventOfferInput = {
  /** One price (a tournament buy-in) when toCents is absent or equal, a band otherwise. */
  fromCents: number
  toCents?: number | null
  url?: string | null
}

export type EventJsonLdInput = {
  name: string
  url?: string | null
  description?: string | null
  images?: readonly string[]
  startsAt: Date
  endsAt?: Date | null
  /** A performance's derived status, or a tournament's (a subset of the same words). */
  status: EventStatus
  location: PlaceInput
  offer?: EventOfferInput | null
  performers?: readonly string[]
  organizerName?: string | null
}

export type VenueJsonLdInput = {
  name: string
  url?: string | null
  description?: string | null
  images?: readonly string[]
  telephone?: string | null
  email?: string | null
  address: PostalAddressInput
  geo?: GeoPoint | null
  openingHours?: OpeningHours | null
}

export type HotelJsonLdInput = VenueJsonLdInput & { stars: number }

/** A restaurant's price level, shown as € to €€€€ (the form search engines display). */
export type PriceLevel = 1 | 2 | 3 | 4

export type RestaurantJsonLdInput = VenueJsonLdInput & {
  servesCuisine: readonly string[]
  priceLevel?: PriceLevel | null
  acceptsReservations?: boolean
  menuUrl?: string | null
}

const EVENT_STATUS: Readonly<Record<EventStatus, string>> = {
  canceled: 'EventCancelled',
  postponed: 'EventPostponed',
  scheduled: 'EventScheduled',
  exclusive: 'EventScheduled',
  promotion: 'EventScheduled',
  full: 'EventScheduled',
  finished: 'EventScheduled',
}

/**
 * Offer availability: on sale → InStock; full → SoldOut; canceled or past → Discontinued
 * (the tickets will never be sold); postponed → OutOfStock (sale suspended until a new date).
 */
const AVAILABILITY: Readonly<Record<EventStatus, string>> = {
  scheduled: 'InStock',
  exclusive: 'InStock',
  promotion: 'InStock',
  full: 'SoldOut',
  canceled: 'Discontinued',
  finished: 'Discontinued',
  postponed: 'OutOfStock',
}

const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/** Drops undefined, null, empty strings and empty arrays, so absent data is absent. */
function compact(entries: Record<string, JsonLdValue | null | undefined>): JsonLd {
  const result: JsonLd = {}
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    result[key] = value
  }
  return result
}

function getEventStatusUrl(status: EventStatus): string {
  return `${SCHEMA}/${EVENT_STATUS[status]}`
}

function getAvailabilityUrl(status: EventStatus): string {
  return `${SCHEMA}/${AVAILABILITY[status]}`
}

function buildPostalAddress(address: PostalAddressInput): JsonLd {
  return compact({
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    postalCode: address.postalCode,
    addressLocality: address.addressLocality,
    addressCountry: address.addressCountry || 'FR',
  })
}

function buildGeoCoordinates(geo: GeoPoint | null | undefined): JsonLd | undefined {
  if (!isValidGeoPoint(geo)) return undefined
  return { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng }
}

function buildPlace(place: PlaceInput): JsonLd {
  return compact({
    '@type': 'Place',
    name: place.name,
    address: buildPostalAddress(place.address),
    geo: buildGeoCoordinates(place.geo),
    url: place.url,
  })
}

function buildOffer(offer: EventOfferInput, status: EventStatus): JsonLd | undefined {
  if (!isCents(offer.fromCents)) return undefined
  const toCents = isCents(offer.toCents) ? offer.toCents : offer.fromCents
  const low = Math.min(offer.fromCents, toCents)
  const high = Math.max(offer.fromCents, toCents)
  const common = {
    priceCurrency: 'EUR',
    availability: getAvailabilityUrl(status),
    url: offer.url,
  }
  if (low === high)
    return compact({ '@type': 'Offer', price: formatCentsAsDecimal(low), ...common })
  return compact({
    '@type': 'AggregateOffer',
    lowPrice: formatCentsAsDecimal(low),
    highPrice: formatCentsAsDecimal(high),
    ...common,
  })
}

/** schema.org Event for a show performance or a tournament. */
export function buildEventJsonLd(event: EventJsonLdInput): JsonLd {
  return compact({
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.name,
    url: event.url,
    description: event.description,
    image: event.images ? [...event.images] : undefined,
    startDate: formatParisIsoDateTime(event.startsAt),
    endDate: event.endsAt ? formatParisIsoDateTime(event.endsAt) : undefined,
    eventStatus: getEventStatusUrl(event.status),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: buildPlace(event.location),
    offers: event.offer ? buildOffer(event.offer, event.status) : undefined,
    performer: event.performers?.map((name) => ({ '@type': 'PerformingGroup', name })),
    organizer: event.organizerName
      ? { '@type': 'Organization', name: event.organizerName }
      : undefined,
  })
}

/**
 * Weekly ranges as OpeningHoursSpecification; a range past midnight keeps a closing time earlier
 * than its opening time, which is how schema.org expresses it. Exceptions are not published.
 */
function buildOpeningHoursSpecification(hours: OpeningHours): JsonLd[] {
  return hours.weekly.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `${SCHEMA}/${DAY_NAMES[range.day - 1] ?? 'Monday'}`,
    opens: range.opens,
    closes: range.closes === '24:00' ? '23:59' : range.closes,
  }))
}

function buildVenue(
  type: string,
  venue: VenueJsonLdInput,
): Record<string, JsonLdValue | undefined> {
  return {
    '@context': SCHEMA,
    '@type': type,
    name: venue.name,
    url: venue.url ?? undefined,
    description: venue.description ?? undefined,
    image: venue.images ? [...venue.images] : undefined,
    telephone: venue.telephone ?? undefined,
    email: venue.email ?? undefined,
    address: buildPostalAddress(venue.address),
    geo: buildGeoCoordinates(venue.geo),
    openingHoursSpecification: venue.openingHours
      ? buildOpeningHoursSpecification(venue.openingHours)
      : undefined,
  }
}

export function buildCasinoJsonLd(casino: VenueJsonLdInput): JsonLd {
  return compact(buildVenue('Casino', casino))
}

export function buildHotelJsonLd(hotel: HotelJsonLdInput): JsonLd {
  return compact({
    ...buildVenue('Hotel', hotel),
    starRating: { '@type': 'Rating', ratingValue: hotel.stars },
  })
}

export function formatPriceLevel(level: PriceLevel): string {
  return '€'.repeat(level)
}

export function buildRestaurantJsonLd(restaurant: RestaurantJsonLdInput): JsonLd {
  return compact({
    ...buildVenue('Restaurant', restaurant),
    servesCuisine: [...restaurant.servesCuisine],
    priceRange: restaurant.priceLevel ? formatPriceLevel(restaurant.priceLevel) : undefined,
    acceptsReservations: restaurant.acceptsReservations,
    hasMenu: restaurant.menuUrl,
  })
}

/**
 * JSON for an inline <script>: '<' is escaped so a name containing '</script>' cannot close the
 * tag, and U+2028/U+2029 so older parsers do not read them as line breaks.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
