import type { Casino, Hotel, Media, Page, Room } from '@/payload-types'

import {
  type CasinoCardView,
  type CasinoRef,
  type HotelStars,
  type MediaView,
  type OpeningHours,
  type RoomView,
} from '../domain'
import { getParisDate, formatIsoDate } from '@/platform/domain/calendar'

/** Shared by the venues, shows, tournaments, jackpots and seminars repositories. */

const mediaFields = {
  alt: true,
  url: true,
  width: true,
  height: true,
  sizes: true,
  updatedAt: true,
  createdAt: true,
} as const

const casinoFields = {
  name: true,
  slug: true,
  city: true,
  citySlug: true,
  address: true,
  geo: true,
  contact: true,
  landingPage: true,
} as const

/** Populated relations kept small: media, casinos and pages only carry what views use. */
export const populate = {
  media: mediaFields,
  casinos: casinoFields,
  pages: { path: true },
} as const

export const published = { _status: { equals: 'published' } } as const

export function isObject<T extends object>(value: unknown): value is T {
  return typeof value === 'object' && value !== null
}

export function toMediaViews(value: unknown): MediaView[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is Media => isObject<Media>(item) && Boolean(item.url))
    .map(toMediaView)
}

function toMediaView(media: Media): MediaView {
  return {
    id: media.id,
    alt: media.alt ?? '',
    url: media.url ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
    sizes: media.sizes,
    updatedAt: media.updatedAt,
    createdAt: media.createdAt,
  }
}

export function toGeo(geo: { lat?: number | null; lng?: number | null } | null | undefined) {
  return typeof geo?.lat === 'number' && typeof geo?.lng === 'number'
    ? { lat: geo.lat, lng: geo.lng }
    : null
}

export function toCasinoRef(casino: Pick<Casino, 'id' | 'slug' | 'name' | 'city'>): CasinoRef {
  return { id: casino.id, slug: casino.slug, name: casino.name, city: casino.city }
}

export function toCasinoCard(casino: Casino): CasinoCardView {
  const landing = casino.landingPage
  return {
    ...toCasinoRef(casino),
    citySlug: casino.citySlug ?? '',
    address: {
      street: casino.address?.street ?? '',
      postalCode: casino.address?.postalCode ?? '',
      city: casino.city,
      country: casino.address?.country ?? 'FR',
    },
    geo: toGeo(casino.geo),
    phone: casino.contact?.phone ?? null,
    email: casino.contact?.email ?? null,
    landingPath: isObject<Page>(landing) ? (landing.path ?? null) : null,
  }
}

/** A populated casino relation, or null when it is missing or not populated. */
export function casinoOf(value: unknown): Casino | null {
  return isObject<Casino>(value) && 'slug' in value ? value : null
}

/** A casino relation stored as an id, replaced by the casino read beforehand when there is one. */
export function joinCasino(value: number | Casino, casinos: Map<number, Casino>): number | Casino {
  return typeof value === 'number' ? (casinos.get(value) ?? value) : value
}

export function toOpeningHours(stored: Casino['openingHours']): OpeningHours {
  return {
    weekly: (stored?.weekly ?? []).map((range) => ({
      day: Number(range.day) as 1 | 2 | 3 | 4 | 5 | 6 | 7,
      opens: range.opens,
      closes: range.closes,
    })),
    exceptions: (stored?.exceptions ?? []).map((exception) => ({
      date: exception.date,
      ranges: (exception.ranges ?? []).map(({ opens, closes }) => ({ opens, closes })),
    })),
  }
}

export function toStars(value: Hotel['stars']): HotelStars {
  return value === '5' ? 5 : 4
}

/** A date-only field (stored at noon UTC by the admin picker) → its Paris day. */
export function toIsoDay(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? formatIsoDate(getParisDate(new Date(time))) : null
}

export function toRoomView(room: Room): RoomView {
  return {
    id: room.id,
    name: room.name,
    type: room.type,
    capacity: room.capacity,
    sizeM2: room.sizeM2,
    amenities: room.amenities ?? [],
    priceFromCents: room.priceFromCents,
    description: room.description ?? null,
    images: toMediaViews(room.images),
  }
}
