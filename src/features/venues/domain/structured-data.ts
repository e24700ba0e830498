import type {
  AggregateOfferLeaf,
  CasinoLeaf,
  DayOfWeek,
  EventLeaf,
  EventStatusType,
  GeoCoordinatesLeaf,
  HotelLeaf,
  ItemAvailability,
  LocalBusinessLeaf,
  OfferLeaf,
  OpeningHoursSpecificationLeaf,
  PlaceLeaf,
  PostalAddressLeaf,
  RestaurantLeaf,
  WithContext,
} from 'schema-dts'

import type { EventStatus } from './event-status'
import { type GeoPoint, isValidGeoPoint } from './geo'
import { formatCentsAsDecimal, isCents } from './money'
import type { OpeningHours } from './opening-hours'
import { formatParisIsoDateTime } from '@/platform/domain/calendar'

/**
 * schema.org JSON-LD as plain objects, typed by schema-dts (types only: nothing of it runs); the
 * page serialises them with serializeJsonLd into a <script type="application/ld+json">. Dates
 * carry the Paris offset, prices are decimal euro strings computed from cents, and empty fields
 * are left out rather than sent as null.
 */

/** The documents the site publishes: an event (show, tournament) or a venue. */
export type JsonLd = WithContext<EventLeaf | CasinoLeaf | HotelLeaf | RestaurantLeaf>

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

const EVENT_STATUS: Readonly<Record<EventStatus, EventStatusType>> = {
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  scheduled: 'https://schema.org/EventScheduled',
  exclusive: 'https://schema.org/EventScheduled',
  promotion: 'https://schema.org/EventScheduled',
  full: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
}

/**
 * Offer availability: on sale → InStock; full → SoldOut; canceled or past → Discontinued
 * (the tickets will never be sold); postponed → OutOfStock (sale suspended until a new date).
 */
const AVAILABILITY: Readonly<Record<EventStatus, ItemAvailability>> = {
  scheduled: 'https://schema.org/InStock',
  exclusive: 'https://schema.org/InStock',
  promotion: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  canceled: 'https://schema.org/Discontinued',
  finished: 'https://schema.org/Discontinued',
  postponed: 'https://schema.org/OutOfStock',
}

/** Monday first, as OpeningHours numbers the days (1–7). */
const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
]

/** Drops undefined, null, empty strings and empty arrays, so absent data is absent. */
function compact<T extends object>(entries: T): T {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    result[key] = value
  }
  return result as T
}

function buildPostalAddress(address: PostalAddressInput): PostalAddressLeaf {
  return compact<PostalAddressLeaf>({
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    postalCode: address.postalCode,
    addressLocality: address.addressLocality,
    addressCountry: address.addressCountry || 'FR',
  })
}

function buildGeoCoordinates(geo: GeoPoint | null | undefined): GeoCoordinatesLeaf | undefined {
  if (!isValidGeoPoint(geo)) return undefined
  return { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng }
}

function buildPlace(place: PlaceInput): PlaceLeaf {
  return compact<PlaceLeaf>({
    '@type': 'Place',
    name: place.name,
    address: buildPostalAddress(place.address),
    geo: buildGeoCoordinates(place.geo),
    url: place.url ?? undefined,
  })
}

function buildOffer(
  offer: EventOfferInput,
  status: EventStatus,
): OfferLeaf | AggregateOfferLeaf | undefined {
  if (!isCents(offer.fromCents)) return undefined
  const toCents = isCents(offer.toCents) ? offer.toCents : offer.fromCents
  const low = Math.min(offer.fromCents, toCents)
  const high = Math.max(offer.fromCents, toCents)
  const common = {
    priceCurrency: 'EUR',
    availability: AVAILABILITY[status],
    url: offer.url ?? undefined,
  }
  if (low === high)
    return compact<OfferLeaf>({ '@type': 'Offer', price: formatCentsAsDecimal(low), ...common })
  return compact<AggregateOfferLeaf>({
    '@type': 'AggregateOffer',
    lowPrice: formatCentsAsDecimal(low),
    highPrice: formatCentsAsDecimal(high),
    ...common,
  })
}

/** schema.org Event for a show performance or a tournament. */
export function buildEventJsonLd(event: EventJsonLdInput): WithContext<EventLeaf> {
  return compact<WithContext<EventLeaf>>({
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.name,
    url: event.url ?? undefined,
    description: event.description ?? undefined,
    image: event.images ? [...event.images] : undefined,
    startDate: formatParisIsoDateTime(event.startsAt),
    endDate: event.endsAt ? formatParisIsoDateTime(event.endsAt) : undefined,
    eventStatus: EVENT_STATUS[event.status],
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
function buildOpeningHoursSpecification(hours: OpeningHours): OpeningHoursSpecificationLeaf[] {
  return hours.weekly.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS[range.day - 1] ?? 'https://schema.org/Monday',
    opens: range.opens,
    closes: range.closes === '24:00' ? '23:59' : range.closes,
  }))
}

/** What every venue says of itself (a casino, a hotel, a restaurant are local businesses). */
function buildVenue(venue: VenueJsonLdInput): Omit<LocalBusinessLeaf, '@type'> {
  return {
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

export function buildCasinoJsonLd(casino: VenueJsonLdInput): WithContext<CasinoLeaf> {
  return compact<WithContext<CasinoLeaf>>({
    '@context': SCHEMA,
    '@type': 'Casino',
    ...buildVenue(casino),
  })
}

export function buildHotelJsonLd(hotel: HotelJsonLdInput): WithContext<HotelLeaf> {
  return compact<WithContext<HotelLeaf>>({
    '@context': SCHEMA,
    '@type': 'Hotel',
    ...buildVenue(hotel),
    starRating: { '@type': 'Rating', ratingValue: hotel.stars },
  })
}

export function formatPriceLevel(level: PriceLevel): string {
  return '€'.repeat(level)
}

export function buildRestaurantJsonLd(
  restaurant: RestaurantJsonLdInput,
): WithContext<RestaurantLeaf> {
  return compact<WithContext<RestaurantLeaf>>({
    '@context': SCHEMA,
    '@type': 'Restaurant',
    ...buildVenue(restaurant),
    servesCuisine: [...restaurant.servesCuisine],
    priceRange: restaurant.priceLevel ? formatPriceLevel(restaurant.priceLevel) : undefined,
    acceptsReservations: restaurant.acceptsReservations,
    hasMenu: restaurant.menuUrl ?? undefined,
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
