import type { GeoPoint } from './geo'
import type { PostalAddressInput } from './structured-data'
import type { CasinoCardView } from './views'

export function toPostalAddress(casino: Pick<CasinoCardView, 'address'>): PostalAddressInput {
  return {
    streetAddress: casino.address.street,
    postalCode: casino.address.postalCode,
    addressLocality: casino.address.city,
    addressCountry: casino.address.country,
  }
}

/** A map link that works without any map library (OpenStreetMap, the visitor's own app). */
export function mapLinkFor(geo: GeoPoint): string {
  const lat = geo.lat.toFixed(5)
  const lng = geo.lng.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}
