export type MapMarkerKind = 'casino' | 'show' | 'hotel'

/** A place on the search map; the same places are listed beside it. */
export type MapMarker = {
  id: string
  kind: MapMarkerKind
  title: string
  subtitle: string | null
  href: string
  lat: number
  lng: number
}
