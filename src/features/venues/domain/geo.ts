export type GeoPoint = { lat: number; lng: number }

/** Mean Earth radius (IUGG); the haversine error against the ellipsoid stays under 0.5 %. */
const EARTH_RADIUS_KM = 6371.0088

export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180
}

export function isValidGeoPoint(point: GeoPoint | null | undefined): point is GeoPoint {
  return point != null && isValidLatitude(point.lat) && isValidLongitude(point.lng)
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  if (!isValidGeoPoint(a) || !isValidGeoPoint(b)) throw new RangeError('Invalid coordinates')
  const dLat = toRadians(b.lat - a.lat)
  const dLng = toRadians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2
  // min() guards asin against a rounding overshoot above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type WithDistance<T> = T & { distanceKm: number | null }

/**
 * Nearest first, each item with its distance for display. Items without valid coordinates come
 * last, in their original order, as do ties: the sort is stable so a server-side order (by date,
 * by name) survives. Without an origin (geolocation refused) the order is kept unchanged.
 */
export function sortByDistance<T extends { geo?: GeoPoint | null }>(
  items: readonly T[],
  origin: GeoPoint | null,
): Array<WithDistance<T>> {
  const measured = items.map((item) => ({
    ...item,
    distanceKm:
      origin && isValidGeoPoint(origin) && isValidGeoPoint(item.geo)
        ? distanceKm(origin, item.geo)
        : null,
  }))
  return measured.sort((a, b) => {
    if (a.distanceKm === null || b.distanceKm === null) {
      return (a.distanceKm === null ? 1 : 0) - (b.distanceKm === null ? 1 : 0)
    }
    return a.distanceKm - b.distanceKm
  })
}
