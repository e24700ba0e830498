import type { GameTable } from './game-tables'
import type { GeoPoint } from './geo'
import type { HotelOfferCategory, HotelStars } from './hotel-offer-filters'
import type { OpeningHours } from './opening-hours'
import type { PriceLevel } from './structured-data'

/**
 * Read models of the venues area, as repositories return them. They go through Next's data cache
 * (JSON), so instants are ISO strings and calendar days 'YYYY-MM-DD'; convert at the edge.
 */

/** An uploaded image, shaped like the CMS media document (so MediaImage takes it as is). */
export type MediaView = {
  id: number
  alt: string
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: {
    thumbnail?: { url?: string | null; width?: number | null; height?: number | null }
    og?: { url?: string | null; width?: number | null; height?: number | null }
  }
  updatedAt: string
  createdAt: string
}

/** Rich text as stored (Lexical JSON); rendered by the content area's RichText. */
export type RichTextValue = unknown

export type CasinoRef = { id: number; slug: string; name: string; city: string }

/** What a venue page needs to know of its casino (address, map, contact, landing page). */
export type CasinoCardView = CasinoRef & {
  citySlug: string
  address: { street: string; postalCode: string; city: string; country: string }
  geo: GeoPoint | null
  phone: string | null
  email: string | null
  /** Path of the casino's CMS landing page in the locale read, without locale prefix. */
  landingPath: string | null
}

export type CasinoView = CasinoCardView & {
  summary: string | null
  description: RichTextValue
  openingHours: OpeningHours
  facilities: string[]
  images: MediaView[]
  updatedAt: string
}

export type RestaurantView = {
  id: number
  slug: string
  name: string
  casino: CasinoCardView
  cuisine: string
  priceLevel: PriceLevel
  averagePriceCents: number | null
  summary: string | null
  description: RichTextValue
  openingHours: OpeningHours
  phone: string | null
  email: string | null
  images: MediaView[]
  menu: RichTextValue
  /** URL of the PDF menu, when there is one. */
  menuPdfUrl: string | null
  bookingEnabled: boolean
  updatedAt: string
}

export type RoomType = 'standard' | 'superior' | 'deluxe' | 'junior-suite' | 'suite'

export type RoomView = {
  id: number
  name: string
  type: RoomType
  capacity: number
  sizeM2: number
  amenities: string[]
  priceFromCents: number
  description: string | null
  images: MediaView[]
}

export type HotelRef = {
  id: number
  slug: string
  name: string
  stars: HotelStars
  casino: CasinoRef
}

export type HotelOfferView = {
  id: number
  slug: string
  title: string
  summary: string | null
  conditions: string | null
  categories: HotelOfferCategory[]
  /** The hotel's stars, for the offers filter (HotelOfferForFilter). */
  hotelStars: HotelStars
  hotel: HotelRef
  /** Paris calendar days, inclusive; null is open-ended. */
  validFrom: string | null
  validUntil: string | null
  priceFromCents: number | null
  rooms: { id: number; name: string }[]
  images: MediaView[]
  /** The rate the offer is booked online at (bookings area); null when it is not. */
  bookingRate: HotelOfferRate | null
}

export type HotelOfferRate = {
  nightlyCents: number
  minimumStay: number
  /** Null: no free cancellation. */
  freeCancellationDays: number | null
}

/** What booking a table needs to know of a restaurant. */
export type BookableRestaurantView = {
  id: number
  slug: string
  name: string
  casino: CasinoCardView
  phone: string | null
  bookingEnabled: boolean
}

/** What booking a room needs to know of a hotel: its rooms, and its offers valid today. */
export type BookableHotelView = {
  id: number
  slug: string
  name: string
  casino: CasinoRef
  address: { street: string; postalCode: string; city: string; country: string }
  phone: string | null
  rooms: { id: number; name: string; capacity: number }[]
  offers: HotelOfferView[]
}

export type HotelSummaryView = HotelRef & {
  citySlug: string | null
  summary: string | null
  geo: GeoPoint | null
  hasSpa: boolean
  priceFromCents: number | null
  image: MediaView | null
}

export type HotelView = HotelSummaryView & {
  casinoCard: CasinoCardView
  description: RichTextValue
  address: { street: string; postalCode: string; city: string; country: string }
  phone: string | null
  email: string | null
  images: MediaView[]
  spa: { name: string | null; description: string | null } | null
  experiences: { title: string; description: string | null }[]
  rooms: RoomView[]
  /** Published offers still valid today (Paris). */
  offers: HotelOfferView[]
  updatedAt: string
}

export type GameTableView = GameTable & { id: number; casinoId: number }

/** One line of a casino's own block (a show, a tournament, a restaurant…): its name, link and detail. */
export type CasinoListItem = {
  key: string | number
  label: string
  href: string | null
  line?: string | null
}

/**
 * What another area lists on a casino's own block (its next shows, its tournaments): the venues
 * area knows no programme area, so the composition root (src/server/page-blocks.ts) passes these.
 */
export type CasinoListing = (
  locale: 'fr' | 'en',
  casinoSlug: string,
  now: Date,
) => Promise<CasinoListItem[]>
