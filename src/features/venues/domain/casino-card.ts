import type { GeoPoint } from './geo'
import type { PostalAddressInput } from './structured-data'

/** What a venue page needs to know of its casino. */
export type CasinoCard = {
  slug: string
  name: string
  city: string
  address: { street: string; postalCode: string; city: string; country?: string | null }
  geo: GeoPoint | null
  phone: string | null
  email: string | null
  /** The casino's CMS landing page in this locale, when there is one. */
  landingHref: string | null
}

export function toPostalAddress(casino: CasinoCard): PostalAddressInput {
  return {
    streetAddress: casino.address.street,
    postalCode: casino.address.postalCode,
    addressLocality: casino.address.city,
    addressCountry: casino.address.country ?? 'FR',
  }
}

/** A map link that works without any map library (OpenStreetMap, the visitor's own app). */
export function mapLinkFor(geo: GeoPoint): string {
  const lat = geo.lat.toFixed(5)
  const lng = geo.lng.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}
